//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_WEBSOCKET_IPP
#define ROUTE_APP_IMPL_WEBSOCKET_IPP

#include <route/app/websocket.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <ostream>
#include <stdexcept>

namespace route {

std::ostream&
operator<<(std::ostream& os, const ws_message& m)
{
    if (m.is_text())
        return os << "text(\"" << m.data() << "\")";
    static constexpr char hex[] = "0123456789abcdef";
    auto const& d = m.data();
    os << "binary(" << d.size() << (d.size() == 1 ? " byte" : " bytes");
    for (std::size_t i = 0; i < d.size() && i < 32; ++i)
    {
        auto c = static_cast<unsigned char>(d[i]);
        os << (i ? " " : ": ") << hex[c >> 4] << hex[c & 15];
    }
    if (d.size() > 32)
        os << " ...";
    return os << ")";
}

boost::asio::awaitable<std::exception_ptr>
upgrade_handler::run(websocket& ws) const
{
    std::exception_ptr e;
    try
    {
        co_await h_(ws);
    }
    catch (...)
    {
        e = std::current_exception();
    }
    try
    {
        co_await ws.close(e ? 1011 : 1000);
    }
    catch (...)
    {
        // a connection that cannot be closed is gone: nothing more to do
    }
    co_return e;
}

response
websocket_upgrade::handle_messages(ws_handler h, std::optional<std::string> subprotocol) const
{
    if (subprotocol && !detail::offers_protocol(requested_, *subprotocol))
    {
        std::string offered;
        for (auto const& p : requested_)
            offered += (offered.empty() ? "" : ", ") + p;
        throw std::invalid_argument("route: the subprotocol '" + *subprotocol +
                                    "' was not offered by the client: [" + offered + "]");
    }
    return detail::upgrade_response(
        std::make_shared<const upgrade_handler>(std::move(h), std::move(subprotocol)));
}

namespace detail {

namespace ws {

// True when a field `name` of `req` lists `token` (ignoring case).
inline bool
lists_token(const ::route::request& req, std::string_view name, std::string_view token)
{
    return req.headers().any_of(name, [token](std::string_view v) {
        return !::route::detail::for_each_element(
            v, [token](std::string_view t) { return !::route::detail::iequals(t, token); });
    });
}

// Sec-WebSocket-Key: 16 bytes in base64 (RFC 6455 4.1), strict
inline bool
is_valid_key(std::string_view k) noexcept
{
    k = ::route::detail::trim_ows(k);
    char bytes[18];
    return k.size() == 24 && ::route::detail::decode_base64_to(k, bytes) == 16;
}

} // namespace ws

std::optional<websocket_upgrade>
websocket_upgrade_of(const ::route::request& req)
{
    if (!(req.method() == ::route::method::get))
        return std::nullopt;
    if (!ws::lists_token(req, "Upgrade", "websocket") ||
        !ws::lists_token(req, "Connection", "upgrade") ||
        !ws::lists_token(req, "Sec-WebSocket-Version", "13"))
        return std::nullopt;
    auto key = req.header("Sec-WebSocket-Key");
    if (!key || !ws::is_valid_key(*key))
        return std::nullopt;
    std::vector<std::string> offered;
    req.headers().any_of("Sec-WebSocket-Protocol", [&offered](std::string_view v) {
        ::route::detail::for_each_element(v, [&offered](std::string_view t) {
            offered.emplace_back(t);
            return true;
        });
        return false;
    });
    return websocket_upgrade(std::move(offered));
}

response
upgrade_response(std::shared_ptr<const upgrade_handler> h)
{
    response r;
    r.status = ::route::status::switching_protocols;
    r.headers.push_back({"Upgrade", "websocket"});
    r.headers.push_back({"Connection", "Upgrade"});
    if (h->protocol())
        r.headers.push_back({"Sec-WebSocket-Protocol", *h->protocol()});
    r.body = std::move(h);
    return r;
}

bool
offers_protocol(const std::vector<std::string>& offered, std::string_view protocol) noexcept
{
    for (auto const& p : offered)
        if (iequals(p, protocol))
            return true;
    return false;
}

} // namespace detail
} // namespace route

#endif
