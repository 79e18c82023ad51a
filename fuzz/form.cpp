//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The form parsers: the input is the body of a POST, read by
// `form_field_map`, `form_field_multi_map`, `form_field_seq` and
// `form_fields`. The first byte chooses the Content-Type:
//   0  multipart/form-data with the boundary "XyZ", the rest the body;
//   1  multipart/form-data with a boundary taken from the input: the next
//      byte gives its length (low 7 bits, modulo 72) and whether it is
//      quoted (high bit), then the boundary, then the body;
//   2  application/x-www-form-urlencoded, the rest the body.
// Checked: every route answers, completed or rejected, never failed or
// pending; a rejection is one a form can give (malformed content, a
// missing or malformed field); the default handler's answer is 200 or
// 400; when the whole-form extractors read the body they agree (the same
// names, the same number of pairs, the last value of a name in the map).

#include "check.hpp"
#include <route/route.hpp>
#include <route/testkit/request.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace {

using namespace route::dsl;

struct seen
{
    std::map<std::string, std::string> map;
    std::map<std::string, std::vector<std::string>> multi;
    std::vector<std::pair<std::string, std::string>> seq;
};

route::route
make_route(seen& s)
{
    return path("m")(post(form_field_map([&s](std::map<std::string, std::string> m) {
               s.map = std::move(m);
               return complete("m");
           }))) |
           path("mm")(post(form_field_multi_map(
               [&s](std::map<std::string, std::vector<std::string>> m) {
                   s.multi = std::move(m);
                   return complete("mm");
               }))) |
           path("s")(post(form_field_seq([&s](std::vector<std::pair<std::string, std::string>> q) {
               s.seq = std::move(q);
               return complete("s");
           }))) |
           path("f")(post(form_fields("a", param("n").as<int>().optional(), param("t").repeated(),
                                      param("d").with_default("x"))(
               [](std::string, std::optional<int>, std::vector<std::string>, std::string) {
                   return complete("f");
               })));
}

bool
form_rejection(const route::rejection& r)
{
    return std::holds_alternative<route::malformed_request_content_rejection>(r) ||
           std::holds_alternative<route::missing_form_field_rejection>(r) ||
           std::holds_alternative<route::malformed_form_field_rejection>(r);
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    std::string_view in(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::string content_type;
    switch (data[0] % 3)
    {
    case 0:
        content_type = "multipart/form-data; boundary=XyZ";
        break;
    case 1:
    {
        if (in.empty())
            return 0;
        auto b = static_cast<unsigned char>(in[0]);
        in.remove_prefix(1);
        std::size_t n = (b & 0x7f) % 72;
        std::string boundary(in.substr(0, n));
        in.remove_prefix(boundary.size());
        // a header field's value holds no line break
        std::erase_if(boundary, [](char c) { return c == '\r' || c == '\n' || c == '\0'; });
        content_type = "multipart/form-data; boundary=";
        content_type += (b & 0x80) ? "\"" + boundary + "\"" : boundary;
        break;
    }
    default:
        content_type = "application/x-www-form-urlencoded";
    }
    std::string body(in);

    static seen s;
    static auto const r = make_route(s);
    static auto const app = route::to_http_routes(r).or_not_found();
    s = {};
    bool read_whole = true;
    for (char const* p : {"/m", "/mm", "/s", "/f"})
    {
        auto req = route::testkit::Post(p).with_header("Content-Type", content_type).with_body(body);
        auto view = req.view();
        auto ctx = route::request_context::make(view);
        FUZZ_CHECK(ctx.has_value(), p);
        auto result = r(*ctx);
        FUZZ_CHECK(result.is_completed() || result.is_rejected(), p);
        if (result.is_rejected())
        {
            auto list = result.effective_rejections();
            FUZZ_CHECK(!list.empty(), p);
            for (auto const& x : list)
                FUZZ_CHECK(form_rejection(x), std::string(p) + " " + content_type);
            if (std::string_view(p) != "/f")
                read_whole = false;
        }
        else
            FUZZ_CHECK(static_cast<unsigned>(result.response().status) == 200, p);
        auto answer = app(view);
        FUZZ_CHECK(answer.is_completed(), p);
        auto status = static_cast<unsigned>(answer.response().status);
        FUZZ_CHECK(status == 200 || status == 400, std::string(p) + " " + std::to_string(status));
        FUZZ_CHECK((status == 200) == result.is_completed(), p);
    }
    if (!read_whole)
        return 0;
    std::size_t pairs = 0;
    for (auto const& [k, v] : s.multi)
    {
        FUZZ_CHECK(!v.empty(), k);
        auto it = s.map.find(k);
        FUZZ_CHECK(it != s.map.end() && it->second == v.back(), "form_field_map differs: " + k);
        pairs += v.size();
    }
    FUZZ_CHECK(s.map.size() == s.multi.size(), content_type);
    FUZZ_CHECK(s.seq.size() == pairs, "form_field_seq differs: " + content_type);
    return 0;
}
