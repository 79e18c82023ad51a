//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Path decoding and matching. The input is used twice: as the path of a
// request-target run through routes built of every path matcher, which
// must answer (200, 400, 404 or 405) without crashing; and as the bytes
// of one segment, percent-encoded whole, which `segment` must decode back
// exactly, `%2F` included, and which `lit` must match.

#include "check.hpp"
#include <route/route.hpp>
#include <route/testkit/request.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace route::dsl;

std::string decoded; // what the `segment` route read last

route::http_app
make_app()
{
    route::route r =
        path("seg" / segment)([](std::string s) {
            decoded = std::move(s);
            return complete("seg");
        }) |
        path_prefix("api")(
            path(lit("v") / int_number / "items" / long_number)([](std::int32_t, std::int64_t) {
                return get(complete("item"));
            }) |
            path(segment / segment / remaining)([](std::string, std::string, std::string) {
                return complete("rest");
            }) |
            path_single_slash(complete("slash")) | path_end(complete("end"))) |
        path_prefix(segment)([](std::string) {
            return path_end_or_single_slash(post(complete("posted")));
        });
    return route::to_http_routes(r).or_not_found();
}

std::string
encoded(std::string_view s)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : s)
    {
        out += '%';
        out += hex[c >> 4];
        out += hex[c & 15];
    }
    return out;
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static auto const app = make_app();
    std::string_view in(reinterpret_cast<const char*>(data), size);

    std::string target = in.starts_with('/') ? std::string(in) : "/" + std::string(in);
    for (auto req : {route::testkit::Get(target), route::testkit::Post(target)})
    {
        auto r = app(req.view());
        FUZZ_CHECK(r.is_completed(), target);
        auto st = static_cast<unsigned>(r.response().status);
        FUZZ_CHECK(st == 200 || st == 400 || st == 404 || st == 405, target);
    }

    if (in.empty())
        return 0;
    decoded.clear();
    auto req = route::testkit::Get("/seg/" + encoded(in));
    auto r = app(req.view());
    FUZZ_CHECK(r.is_completed() && r.response().status == route::status::ok, encoded(in));
    FUZZ_CHECK(decoded == in, "segment decodes " + encoded(in) + " as " + encoded(decoded));

    auto lit_app = route::to_http_routes(path(lit(in))(complete("lit"))).or_not_found();
    auto lit_req = route::testkit::Get("/" + encoded(in));
    auto l = lit_app(lit_req.view());
    FUZZ_CHECK(l.is_completed() && l.response().status == route::status::ok,
               "lit does not match its own encoding: " + encoded(in));
    return 0;
}
