//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_IN_PROCESS_IPP
#define DOCGEN_IMPL_IN_PROCESS_IPP

// A route application documented in process: the one part of docgen that
// runs route's test kit (and so the only one that includes more of route
// than its model layer and route::method).

#include <docgen/spec.hpp>
#include <route/app/http_app.hpp>
#include <route/testkit/result.hpp>
#include <algorithm>
#include <cctype>
#include <ctime>

namespace docgen {

void
spec::app(route::http_app a)
{
    app_ = std::make_shared<const route::http_app>(std::move(a));
}

namespace detail {

// The fields route::server sets itself when it writes a response.
DOCGEN_DECL bool
framing_field(std::string_view name) noexcept
{
    auto same = [name](std::string_view f) {
        return std::equal(name.begin(), name.end(), f.begin(), f.end(), [](char a, char b) {
            return std::tolower(static_cast<unsigned char>(a)) ==
                   std::tolower(static_cast<unsigned char>(b));
        });
    };
    return same("Date") || same("Connection") || same("Content-Length") ||
           same("Transfer-Encoding");
}

http_response
send_in_process(const route::http_app& a, const http_request& req)
{
    auto tr = route::testkit::test_request(route::method(req.method), req.url).with_body(req.body);
    for (auto const& h : req.headers)
        tr.with_header(h.name, h.value);
    auto result = route::testkit::run(tr, a);
    auto const& r = result.response();

    // as route::server writes it (server/detail/impl/session.ipp): the
    // application's fields, then Date, the connection's end (docgen's
    // client always sends `Connection: close`), then the length
    http_response out;
    out.status = static_cast<unsigned>(r.status);
    for (auto const& f : r.headers)
        if (!framing_field(f.name))
            out.headers.push_back({std::string(f.name), std::string(f.value)});
    out.headers.push_back({"Date", route::detail::format_http_date(std::chrono::system_clock::now())});
    out.headers.push_back({"Connection", "close"});
    bool bodiless = (out.status >= 100 && out.status < 200) || out.status == 204 ||
                    out.status == 304;
    if (!bodiless)
        out.headers.push_back({"Content-Length", std::to_string(r.body.size())});
    if (!bodiless && req.method != "HEAD")
        out.body = r.body;
    return out;
}

} // namespace detail

} // namespace docgen

#endif
