//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_TRANSPORT_RESPONSE_HPP
#define DOCGEN_DETAIL_TRANSPORT_RESPONSE_HPP

// The response the transport reads, parsed into an http_response.

#include <docgen/detail/transport_io.hpp>
#include <docgen/error.hpp>
#include <docgen/header.hpp>
#include <docgen/http_message.hpp>

namespace docgen {
namespace detail {
namespace transport_io {

// Parses a response straight into an http_response: the fields in the
// order received (Beast's fields container groups equal names), the body
// in a string. Beast's basic_parser enforces the limits.
class response_reader final : public http::basic_parser<false>
{
public:
    http_response& result() noexcept { return res_; }
    const http_response& result() const noexcept { return res_; }

private:
    void on_request_impl(http::verb, beast::string_view, beast::string_view, int,
                         error_code&) override
    {
    }

    void on_response_impl(int code, beast::string_view, int, error_code&) override
    {
        res_.status = static_cast<unsigned>(code);
    }

    void on_field_impl(http::field, beast::string_view name, beast::string_view value,
                       error_code&) override
    {
        res_.headers.push_back({std::string(name), std::string(value)});
    }

    void on_header_impl(error_code&) override {}

    void on_body_init_impl(const boost::optional<std::uint64_t>& length, error_code&) override
    {
        // the limit was checked against the length before this call
        if (length)
            res_.body.reserve(static_cast<std::size_t>(*length));
    }

    std::size_t on_body_impl(beast::string_view s, error_code&) override
    {
        res_.body.append(s.data(), s.size());
        return s.size();
    }

    void on_chunk_header_impl(std::uint64_t, beast::string_view, error_code&) override {}

    std::size_t on_chunk_body_impl(std::uint64_t, beast::string_view s, error_code&) override
    {
        res_.body.append(s.data(), s.size());
        return s.size();
    }

    void on_finish_impl(error_code&) override {}

    http_response res_;
};

// True for the ways a peer ends a connection early.
inline bool
is_closed(const error_code& e) noexcept
{
    return e == http::error::end_of_stream || e == http::error::partial_message ||
           e == net::error::eof || e == net::error::connection_reset ||
           e == net::error::broken_pipe || e == ssl::error::stream_truncated;
}

} // namespace transport_io
} // namespace detail
} // namespace docgen

#endif
