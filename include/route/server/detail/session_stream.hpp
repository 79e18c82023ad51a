//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_SESSION_STREAM_HPP
#define ROUTE_SERVER_DETAIL_SESSION_STREAM_HPP

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/system/error_code.hpp>
#include <cstddef>
#include <string>
#include <string_view>

namespace route {
namespace detail {

/* What a session does with its stream besides reading and writing, for
   each stream it runs over: `open(s)` once before the first read,
   `shutdown_send(s)` (no more output), `available(s)` (bytes received and
   not read yet), `cancel(s)` (abandon a pending read), `close(s)`, and
   `scheme`, the URI scheme of the requests that arrive over it.
   Defined for a TCP socket here, for TLS in
   <route/server/detail/tls_session.hpp> and for Beast's in-memory test
   stream in <route/server/detail/memory_session.hpp>.
*/
template <class Stream>
struct session_stream;

template <>
struct session_stream<boost::asio::ip::tcp::socket>
{
    using socket = boost::asio::ip::tcp::socket;

    // the URI scheme of the requests that arrive over it
    static constexpr std::string_view scheme = "http";

    static void open(socket& s)
    {
        boost::system::error_code ec;
        s.set_option(boost::asio::ip::tcp::no_delay(true), ec);
    }
    static bool shutdown_send(socket& s)
    {
        boost::system::error_code ec;
        s.shutdown(socket::shutdown_send, ec);
        return !ec;
    }
    static std::size_t available(socket& s)
    {
        boost::system::error_code ec;
        auto n = s.available(ec);
        return ec ? 0 : n;
    }
    static void cancel(socket& s)
    {
        boost::system::error_code ec;
        s.cancel(ec);
    }
    static void close(socket& s)
    {
        boost::system::error_code ec;
        s.shutdown(socket::shutdown_send, ec);
        s.close(ec);
    }
    static std::string remote_address(const socket& s)
    {
        boost::system::error_code ec;
        auto ep = s.remote_endpoint(ec);
        if (ec)
            return {};
        auto a = ep.address();
        if (a.is_v6() && a.to_v6().is_v4_mapped())
            return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, a.to_v6())
                .to_string();
        return a.to_string();
    }
};

// The peer address of a session's stream, asked only when a route wants it.
template <class Stream>
class stream_peer final : public peer_source
{
public:
    explicit stream_peer(const Stream& s) noexcept : s_(s) {}

    std::string remote_address() const override
    {
        return session_stream<Stream>::remote_address(s_);
    }

private:
    const Stream& s_;
};

} // namespace detail
} // namespace route

#endif
