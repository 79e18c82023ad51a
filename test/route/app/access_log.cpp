//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/app/access_log.hpp>

#include <route/core/request_id.hpp>
#include <boost/json/parse.hpp>
#include <boost/test/unit_test.hpp>
#include <sstream>
#include <string>

namespace app_access_log_test { // this file's own, apart from the other tests built with it

namespace {

route::access_log_entry
entry()
{
    using namespace std::chrono;
    route::access_log_entry e;
    e.time = sys_days{year{2026} / 12 / 7} + hours(17) + minutes(48) + seconds(5) + milliseconds(123);
    e.client_address = "127.0.0.1";
    e.method = "GET";
    e.target = "/items/42?x=1";
    e.http_route = "/items/{long_number}";
    e.protocol = "HTTP/1.1";
    e.status = 200;
    e.bytes_in = 0;
    e.bytes_out = 24;
    e.duration = microseconds(41);
    e.user_agent = "curl/7.88.1";
    e.request_id = "abc-1";
    e.trace_id = "0af7651916cd43dd8448eb211c80319c";
    e.span_id = "b7ad6b7169203331";
    return e;
}

} // namespace

BOOST_AUTO_TEST_SUITE(access_log)

BOOST_AUTO_TEST_CASE(a_line_is_one_json_object_with_every_member)
{
    auto line = route::format_json_log_line(entry());
    BOOST_TEST(line.find('\n') == std::string::npos);
    auto v = boost::json::parse(line);
    BOOST_TEST(v == boost::json::parse(R"({"time":"2026-12-07T17:48:05.123Z","client_address":"127.0.0.1",
        "method":"GET","target":"/items/42?x=1","http_route":"/items/{long_number}",
        "protocol":"HTTP/1.1","status":200,"bytes_in":0,"bytes_out":24,"duration_us":41,
        "user_agent":"curl/7.88.1","request_id":"abc-1",
        "trace_id":"0af7651916cd43dd8448eb211c80319c","span_id":"b7ad6b7169203331"})"));
}

BOOST_AUTO_TEST_CASE(every_line_is_valid_json_whatever_the_request_held)
{
    std::string const texts[] = {
        std::string("a\nb\rc\td\0e\x1f\x7f", 12),   // control characters
        "\"quoted\" \\back\\slash",
        "\x80",                                     // a lone continuation byte
        "\xc0\xaf",                                 // an overlong '/'
        "\xed\xa0\x80",                             // a surrogate
        "\xf5\x80\x80\x80",                         // past U+10FFFF
        "\xe2\x82",                                 // cut short
        "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", // valid: kept
        std::string(8 * 1024, 'x') + "\xff",        // 8 KiB and more
    };
    for (auto const& t : texts)
    {
        auto e = entry();
        e.target = t;
        e.user_agent = t;
        e.method = t;
        e.client_address = t;
        auto line = route::format_json_log_line(e);
        BOOST_TEST(line.find('\n') == std::string::npos);
        boost::system::error_code ec;
        auto v = boost::json::parse(line, ec); // Boost.JSON rejects invalid UTF-8
        BOOST_TEST_REQUIRE(!ec, ec.message());
        BOOST_TEST(std::string(v.at("target").as_string()) == route::detail::valid_utf8(t));
    }
    auto kept = std::string("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80");
    BOOST_TEST(route::detail::valid_utf8(kept) == kept);
    BOOST_TEST(route::detail::valid_utf8("a\x80z") == "a\xef\xbf\xbdz");
    BOOST_TEST(route::detail::valid_utf8("\xe2\x82z") == "\xef\xbf\xbd\xef\xbf\xbdz");
}

BOOST_AUTO_TEST_CASE(times_are_rfc_3339_in_utc_with_milliseconds)
{
    using namespace std::chrono;
    BOOST_TEST(route::detail::format_rfc3339_millis(system_clock::time_point{}) ==
               "1970-01-01T00:00:00.000Z");
    BOOST_TEST(route::detail::format_rfc3339_millis(sys_days{year{2024} / 2 / 29} + hours(23) +
                                                    minutes(59) + seconds(59) +
                                                    microseconds(999999)) ==
               "2024-02-29T23:59:59.999Z");
}

BOOST_AUTO_TEST_CASE(the_json_logger_writes_whole_lines)
{
    std::ostringstream os;
    auto log = route::json_access_log(os);
    log(entry());
    log(entry());
    auto s = os.str();
    auto nl = s.find('\n');
    BOOST_TEST_REQUIRE(nl != std::string::npos);
    BOOST_TEST(s.size() == 2 * (nl + 1));
    BOOST_TEST(boost::json::parse(s.substr(0, nl)).at("status") == 200);
}

BOOST_AUTO_TEST_CASE(a_request_id_is_kept_when_printable_and_short)
{
    BOOST_TEST(route::request_id_for(std::string_view("abc-123")) == "abc-123");
    BOOST_TEST(route::request_id_for(std::string_view(std::string(128, 'a'))) == std::string(128, 'a'));
    for (auto bad : {std::string(129, 'a'), std::string("a\x01"), std::string("caf\xc3\xa9"),
                     std::string(), std::string(" a"), std::string("a\tb")})
    {
        auto id = route::request_id_for(std::string_view(bad));
        BOOST_TEST(id != bad);
        BOOST_TEST(id.size() == 32u);
        BOOST_TEST(id.find_first_not_of("0123456789abcdef") == std::string::npos);
    }
    BOOST_TEST(route::request_id_for(std::nullopt) != route::request_id_for(std::nullopt));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_access_log_test
