//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The server's connection handling, bytes in and responses out, over the
// in-memory stream: the whole state machine (pipelining, 100-continue,
// limits, framing checks, lingering) without a socket.
//
// Input: one byte choosing the read size (0: as much as there is), then
// what the client sends. Checked: every answer is a well-formed HTTP/1.x
// response; none follows one that says `Connection: close`; 204 and 304
// carry no Content-Length; the answers do not outnumber the requests.

#include "check.hpp"
#include <route/server/detail/memory_session.hpp>

#include <route/route.hpp>
#include "items/items.hpp"
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace http = boost::beast::http;
namespace net = boost::asio;

// The request body, as plain text.
struct echo_body : route::route_expression<echo_body>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        return route::text_response(route::status::ok, std::string(ctx.request().body()));
    }
};

route::server_options
options()
{
    route::server_options o;
    // small limits, so that short inputs reach them
    o.header_limit = 512;
    o.body_limit = 1024;
    return o;
}

struct service
{
    items::store store;
    route::http_app app;

    service()
        : app(route::to_http_routes(
                  items::routes(store) |
                  route::dsl::path("echo")(route::dsl::post(echo_body{})) |
                  route::dsl::path("later")(route::dsl::get([]() -> net::awaitable<route::route> {
                      co_await net::post(co_await net::this_coro::executor, net::use_awaitable);
                      co_return route::dsl::complete("later");
                  })) |
                  route::dsl::path("no-content")(route::dsl::complete(route::status::no_content)) |
                  route::dsl::path("not-modified")(
                      route::dsl::complete(route::status::not_modified)))
                  .or_not_found())
    {
    }
};

// Whether each request the client sent, as framed by a parser with the
// server's limits, is a HEAD request; up to the first that cannot be read.
std::vector<bool>
head_requests(std::string_view in, const route::server_options& o)
{
    std::vector<bool> heads;
    while (!in.empty())
    {
        http::request_parser<http::string_body> p;
        p.header_limit(static_cast<std::uint32_t>(o.header_limit));
        p.body_limit(o.body_limit);
        p.eager(true);
        boost::system::error_code ec;
        std::size_t used = 0;
        while (used < in.size() && !p.is_done())
        {
            auto n = p.put(net::const_buffer(in.data() + used, in.size() - used), ec);
            used += n;
            if (ec || n == 0)
                break;
        }
        if (!p.is_header_done())
            break;
        heads.push_back(p.get().method() == http::verb::head);
        if (!p.is_done())
            break;
        in.remove_prefix(used);
    }
    return heads;
}

void
check_answers(std::string_view out, const std::vector<bool>& heads)
{
    std::size_t finals = 0;
    bool closed = false;
    while (!out.empty())
    {
        FUZZ_CHECK(!closed, "bytes after an answer that closes the connection");
        http::response_parser<http::string_body> p;
        p.eager(true);
        // a HEAD answer has a length and no body
        p.skip(finals < heads.size() && heads[finals]);
        boost::system::error_code ec;
        auto n = p.put(net::const_buffer(out.data(), out.size()), ec);
        if (!ec && !p.is_done() && p.is_header_done())
            n += p.put(net::const_buffer(out.data() + n, out.size() - n), ec);
        if (!ec && !p.is_done())
        {
            // a body framed by the end of the output
            p.put_eof(ec);
        }
        FUZZ_CHECK(!ec && p.is_done(), std::string(out.substr(0, 200)));
        out.remove_prefix(n);
        auto const& res = p.get();
        FUZZ_CHECK(res.version() == 11 || res.version() == 10, "an answer that is not HTTP/1.x");
        auto code = res.result_int();
        if (code == 204 || code == 304)
            FUZZ_CHECK(res.find(http::field::content_length) == res.end(),
                       "204 or 304 with a Content-Length");
        if (code >= 200)
        {
            ++finals;
            closed = !res.keep_alive();
        }
    }
    // every request read was answered once, and none was invented
    FUZZ_CHECK(finals <= heads.size() + 1, "more answers than requests");
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    std::size_t read_size = data[0];
    std::string_view in(reinterpret_cast<const char*>(data) + 1, size - 1);
    static auto const o = options();
    service s;
    auto out = route::detail::serve_in_memory(s.app, o, in, read_size);
    check_answers(out, head_requests(in, o));
    return 0;
}
