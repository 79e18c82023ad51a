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
#include <route/app/detail/exchange.hpp>
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

http_response
send_in_process(const route::http_app& a, const http_request& req)
{
    auto tr = route::testkit::test_request(route::method(req.method), req.url).with_body(req.body);
    for (auto const& h : req.headers)
        tr.with_header(h.name, h.value);
    auto result = route::testkit::run(tr, a);
    auto const& r = result.response();

    // as route::server writes it (route::detail::response_wire): the
    // application's fields but those the transport writes, then Date, the
    // connection's end (docgen's transport always sends `Connection: close`),
    // then the length
    http_response out;
    out.status = static_cast<unsigned>(r.status);
    for (auto const& f : r.headers)
        if (!route::detail::framing_field(f.name))
            out.headers.push_back({std::string(f.name), std::string(f.value)});
    out.headers.push_back({"Date", route::detail::format_http_date(std::chrono::system_clock::now())});
    out.headers.push_back({"Connection", "close"});
    auto wire = route::detail::wire_of(r, req.method == "HEAD");
    if (wire.length)
        out.headers.push_back({"Content-Length", std::to_string(*wire.length)});
    else if (wire.body == route::detail::response_wire::body_kind::produced)
        out.headers.push_back({"Transfer-Encoding", "chunked"});
    if (wire.body != route::detail::response_wire::body_kind::none)
        out.body = result.body();
    return out;
}

} // namespace detail

} // namespace docgen

#endif
