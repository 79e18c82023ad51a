//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/detail/http_grammar.hpp>

#include <boost/test/unit_test.hpp>
#include <chrono>
#include <string>
#include <vector>

namespace core_http_grammar_test { // this file's own, apart from the other tests built with it

namespace g = route::detail;
using namespace std::chrono;
using namespace std::string_view_literals;

std::vector<std::string>
elements(std::string_view list)
{
    std::vector<std::string> out;
    g::for_each_element(list, [&](std::string_view e) {
        out.emplace_back(e);
        return true;
    });
    return out;
}

// "name=value" for each parameter, the value's escapes undone; "!" at the
// end when they do not parse
std::vector<std::string>
parameters(std::string_view params)
{
    std::vector<std::string> out;
    bool ok = g::for_each_parameter(params, [&](const g::name_value& p) {
        out.push_back(std::string(p.name) + "=" + p.text() + (p.quoted ? " (quoted)" : ""));
    });
    if (!ok)
        out.push_back("!");
    return out;
}

// "value q" for each element of a weighted list of tokens, or the fault's message
std::vector<std::string>
weighted(std::string_view list, bool (*valid)(std::string_view) noexcept = g::is_token)
{
    std::vector<std::string> out;
    auto e = g::for_each_weighted(list, valid, [&](const g::weighted_element& w) {
        out.push_back(std::string(w.value) + " " + std::to_string(w.q));
    });
    if (!e)
        out.push_back(g::describe(e, "value"));
    return out;
}

sys_seconds
at(int y, unsigned m, unsigned d, int h, int mi, int s)
{
    return sys_days(year(y) / month(m) / day(d)) + hours(h) + minutes(mi) + seconds(s);
}

using strings = std::vector<std::string>;

BOOST_AUTO_TEST_SUITE(core_http_grammar)

BOOST_AUTO_TEST_CASE(tokens_and_their_characters)
{
    BOOST_TEST(g::is_token("gzip"));
    BOOST_TEST(g::is_token("!#$%&'*+-.^_`|~09azAZ"));
    BOOST_TEST(!g::is_token(""));
    BOOST_TEST(!g::is_token("gz ip"));
    BOOST_TEST(!g::is_token("text/html"));
    BOOST_TEST(!g::is_token("a,b"));
    BOOST_TEST(!g::is_token("\"a\""));
    BOOST_TEST(!g::is_token("caf\xc3\xa9"));
    for (char c : "()<>@,;:\\\"/[]?={} \t"sv)
        BOOST_TEST_CONTEXT("character " << static_cast<int>(c)) BOOST_TEST(!g::is_tchar(c));
}

BOOST_AUTO_TEST_CASE(ows_is_spaces_and_tabs_only)
{
    BOOST_TEST(g::trim_ows(" \t a b \t ") == "a b");
    BOOST_TEST(g::trim_ows("") == "");
    BOOST_TEST(g::trim_ows(" \t ") == "");
    // CR and LF are not OWS
    BOOST_TEST(g::trim_ows("\r\na\n") == "\r\na\n");
}

BOOST_AUTO_TEST_CASE(case_insensitive_compare_is_ascii)
{
    BOOST_TEST(g::iequals("Content-Type", "content-TYPE"));
    BOOST_TEST(!g::iequals("Content-Type", "Content-Typ"));
    // bytes above ASCII compare as they are (a locale's tolower would fold
    // Latin-1's capital A with diaeresis into the small one)
    BOOST_TEST(!g::iequals("\xc4", "\xe4"));
    BOOST_TEST(g::iequals("\xc4", "\xc4"));
    static_assert(g::iequals("GZIP", "gzip"));
}

BOOST_AUTO_TEST_CASE(quoted_strings)
{
    BOOST_TEST(g::quoted_string_size("\"abc\"") == 5u);
    BOOST_TEST(g::quoted_string_size("\"a\\\"b\"; x") == 6u);
    BOOST_TEST(g::quoted_string_size("\"a, b\",c") == 6u);
    BOOST_TEST(g::quoted_string_size("\"\"") == 2u);
    BOOST_TEST(g::quoted_string_size("\"abc") == 0u);     // not closed
    BOOST_TEST(g::quoted_string_size("\"abc\\\"") == 0u); // the quote escaped
    BOOST_TEST(g::quoted_string_size("abc") == 0u);
    BOOST_TEST(g::quoted_string_size("\"a\x01\"") == 0u); // a control character
    BOOST_TEST(g::quoted_string_size("\"caf\xc3\xa9\"") == 7u); // obs-text
    BOOST_TEST(g::unquote("\"a \\\"b\\\" \\\\\"") == "a \"b\" \\");
    BOOST_TEST(g::unquote("\"\"") == "");
    BOOST_TEST(g::unquote("token") == "token");
    BOOST_TEST(g::unquote("\"open") == "\"open");
}

// RFC 9110 5.6.1: empty elements are skipped, OWS around elements dropped
BOOST_AUTO_TEST_CASE(list_elements)
{
    BOOST_TEST(elements("foo,bar") == (strings{"foo", "bar"}));
    BOOST_TEST(elements("foo ,bar,") == (strings{"foo", "bar"}));
    BOOST_TEST(elements("foo , ,bar,charlie") == (strings{"foo", "bar", "charlie"}));
    BOOST_TEST(elements("a, , b") == (strings{"a", "b"}));
    BOOST_TEST(elements(",\t,a") == (strings{"a"}));
    BOOST_TEST(elements("").empty());
    BOOST_TEST(elements(" , ,  ").empty());
    // a comma inside a quoted string does not separate
    BOOST_TEST(elements("a;x=\"1, 2\", b") == (strings{"a;x=\"1, 2\"", "b"}));
    BOOST_TEST(elements("\"a\\\", b\", c") == (strings{"\"a\\\", b\"", "c"}));
    // an unterminated quoted string runs to the end
    BOOST_TEST(elements("a, \"b, c") == (strings{"a", "\"b, c"}));
    // f stops it
    int calls = 0;
    BOOST_TEST(!g::for_each_element("a, b, c", [&](std::string_view) { return ++calls < 2; }));
    BOOST_TEST(calls == 2);
}

BOOST_AUTO_TEST_CASE(elements_and_parameters)
{
    auto e = g::split_element("text/html ;level=1;q=0.5");
    BOOST_TEST(e.value == "text/html");
    BOOST_TEST(e.parameters == ";level=1;q=0.5");
    e = g::split_element("a;b=\"x;y\";c=d");
    BOOST_TEST(e.value == "a");
    BOOST_TEST(parameters(e.parameters) == (strings{"b=x;y (quoted)", "c=d"}));
    BOOST_TEST(g::split_element("gzip").parameters == "");

    BOOST_TEST(parameters(";charset=utf-8; q=0.5") == (strings{"charset=utf-8", "q=0.5"}));
    BOOST_TEST(parameters("") == strings{});
    // RFC 9110 5.6.6: empty parameters are allowed
    BOOST_TEST(parameters(";;a=b; ;") == (strings{"a=b"}));
    // RFC 9110 8.3.1's equal forms: a token or the quoted token
    BOOST_TEST(parameters(";charset=\"utf-8\"") == (strings{"charset=utf-8 (quoted)"}));
    BOOST_TEST(parameters(";title=\"a \\\"b\\\"\"") == (strings{"title=a \"b\" (quoted)"}));
    // space around '=' is read (BWS) and dropped
    BOOST_TEST(parameters("; a = b") == (strings{"a=b"}));
    // a parameter needs a value, a token name, a token or quoted value
    BOOST_TEST(parameters(";a") == (strings{"!"}));
    BOOST_TEST(parameters(";a=") == (strings{"!"}));
    BOOST_TEST(parameters(";a=b c") == (strings{"!"}));
    BOOST_TEST(parameters(";\"a\"=b") == (strings{"!"}));
    BOOST_TEST(parameters(";a=\"b") == (strings{"!"}));
    BOOST_TEST(parameters(";a=\"b\"c") == (strings{"!"}));
    BOOST_TEST(parameters(";a=1;b") == (strings{"a=1", "!"}));
    BOOST_TEST(parameters("x;a=1") == (strings{"!"}));

    auto p = g::find_parameter("; Boundary=\"b 1\"; name=x", "boundary");
    BOOST_REQUIRE(p);
    BOOST_TEST(p->text() == "b 1");
    BOOST_TEST(p->value_is("b 1"));
    BOOST_TEST(!p->value_is("b 11"));
    BOOST_TEST(!p->value_is("b "));
    BOOST_TEST(!g::find_parameter("; name=x", "boundary"));
    BOOST_TEST(!g::find_parameter("; boundary=x; bad", "boundary"));
}

BOOST_AUTO_TEST_CASE(name_value_pairs)
{
    auto d = g::parse_name_value("max-age=0");
    BOOST_REQUIRE(d);
    BOOST_TEST(d->name == "max-age");
    BOOST_TEST(d->value == "0");
    BOOST_TEST(d->has_value);
    BOOST_TEST(!d->quoted);
    d = g::parse_name_value(" no-cache ");
    BOOST_REQUIRE(d);
    BOOST_TEST(d->name == "no-cache");
    BOOST_TEST(!d->has_value);
    // RFC 9111 5.2: a quoted-string where a token is expected is accepted
    d = g::parse_name_value("max-age=\"0\"");
    BOOST_REQUIRE(d);
    BOOST_TEST(d->quoted);
    BOOST_TEST(d->value_is("0"));
    d = g::parse_name_value("no-cache=\"Set-Cookie, Via\"");
    BOOST_REQUIRE(d);
    BOOST_TEST(d->text() == "Set-Cookie, Via");
    BOOST_TEST(!g::parse_name_value("=0"));
    BOOST_TEST(!g::parse_name_value("max age=0"));
    BOOST_TEST(!g::parse_name_value("max-age=0 1"));
    BOOST_TEST(!g::parse_name_value(""));
}

BOOST_AUTO_TEST_CASE(q_values)
{
    BOOST_TEST(g::parse_qvalue("1") == 1000);
    BOOST_TEST(g::parse_qvalue("1.") == 1000);
    BOOST_TEST(g::parse_qvalue("1.000") == 1000);
    BOOST_TEST(g::parse_qvalue("0") == 0);
    BOOST_TEST(g::parse_qvalue("0.000") == 0);
    BOOST_TEST(g::parse_qvalue("0.5") == 500);
    BOOST_TEST(g::parse_qvalue("0.123") == 123);
    BOOST_TEST(g::parse_qvalue(".5") == 500); // as pekko-http reads it
    BOOST_TEST(g::parse_qvalue("1.001") == -1);
    BOOST_TEST(g::parse_qvalue("0.1234") == -1);
    BOOST_TEST(g::parse_qvalue("2") == -1);
    BOOST_TEST(g::parse_qvalue("x") == -1);
    BOOST_TEST(g::parse_qvalue("") == -1);
    BOOST_TEST(g::parse_qvalue("-0") == -1);
    BOOST_TEST(g::parse_qvalue("0.5 ") == -1);
}

BOOST_AUTO_TEST_CASE(weighted_lists)
{
    BOOST_TEST(weighted("gzip;q=0.8, br") == (strings{"gzip 800", "br 1000"}));
    BOOST_TEST(weighted("a, , b;q=0") == (strings{"a 1000", "b 0"}));
    BOOST_TEST(weighted("gzip;Q=0.5") == (strings{"gzip 500"}));
    BOOST_TEST(weighted("") == strings{});
    // q=0: not acceptable, still an element
    BOOST_TEST(weighted("*;q=0") == (strings{"* 0"}));
    // one malformed element makes the list malformed: f sees none of it
    BOOST_TEST(weighted("br, gzip;q=2") == (strings{"invalid q-value in 'gzip;q=2'"}));
    BOOST_TEST(weighted("gzip;q=0.1234") == (strings{"invalid q-value in 'gzip;q=0.1234'"}));
    BOOST_TEST(weighted("gzip;q=x") == (strings{"invalid q-value in 'gzip;q=x'"}));
    BOOST_TEST(weighted("gzip;q=\"0.5\"") == (strings{"invalid q-value in 'gzip;q=\"0.5\"'"}));
    BOOST_TEST(weighted("gz ip") == (strings{"invalid value 'gz ip'"}));
    BOOST_TEST(weighted("gzip;level") == (strings{"invalid parameter in 'gzip;level'"}));
    BOOST_TEST(weighted(";q=1") == (strings{"invalid value ''"}));
    // parameters after the weight are read too; the first q counts
    BOOST_TEST(weighted("en;x=1;q=0.5;q=1") == (strings{"en 500"}));
}

// RFC 9110 12.5.1's examples
BOOST_AUTO_TEST_CASE(accept_as_rfc_9110_writes_it)
{
    auto list = "text/*;q=0.3, text/plain;q=0.7, text/plain;format=flowed, "
                "text/plain;format=fixed;q=0.4, */*;q=0.5";
    BOOST_TEST(weighted(list, g::is_media_range) ==
               (strings{"text/* 300", "text/plain 700", "text/plain 1000", "text/plain 400",
                        "*/* 500"}));
    BOOST_TEST(weighted("audio/*; q=0.2, audio/basic", g::is_media_range) ==
               (strings{"audio/* 200", "audio/basic 1000"}));
    // a quoted parameter holding a comma and a semicolon
    BOOST_TEST(weighted("text/html;title=\"a, b; c\";q=0.3, text/plain", g::is_media_range) ==
               (strings{"text/html 300", "text/plain 1000"}));
    BOOST_TEST(g::is_media_range("*/*"));
    BOOST_TEST(g::is_media_range("text/*"));
    BOOST_TEST(g::is_media_range("TEXT/Html"));
    BOOST_TEST(!g::is_media_range("*/html"));
    BOOST_TEST(!g::is_media_range("text"));
    BOOST_TEST(!g::is_media_range("text/ html"));
    BOOST_TEST(!g::is_media_range("text/html/x"));
    BOOST_TEST(g::is_media_type("application/problem+json"));
    BOOST_TEST(!g::is_media_type("/json"));
    std::string_view type, subtype;
    BOOST_TEST(g::split_media_type(" text / html ", type, subtype));
    BOOST_TEST(type == "text");
    BOOST_TEST(subtype == "html");
    BOOST_TEST(!g::split_media_type("text/", type, subtype));
    BOOST_TEST(!g::split_media_type("text", type, subtype));
}

// RFC 9110 12.5.4, RFC 4647 2.1
BOOST_AUTO_TEST_CASE(language_ranges)
{
    BOOST_TEST(weighted("da, en-gb;q=0.8, en;q=0.7", g::is_language_range) ==
               (strings{"da 1000", "en-gb 800", "en 700"}));
    for (auto r : {"*", "en", "en-US", "zh-Hant-CN", "de-1996", "x-klingon", "abcdefgh"})
        BOOST_TEST_CONTEXT(r) BOOST_TEST(g::is_language_range(r));
    for (auto r : {"", "1en", "abcdefghi", "en-", "-en", "en_US", "en--US", "en-abcdefghi", "**"})
        BOOST_TEST_CONTEXT(r) BOOST_TEST(!g::is_language_range(r));
}

// RFC 9110 5.6.7
BOOST_AUTO_TEST_CASE(http_dates_are_written_as_imf_fixdate)
{
    BOOST_TEST(g::format_http_date(system_clock::time_point()) == "Thu, 01 Jan 1970 00:00:00 GMT");
    BOOST_TEST(g::format_http_date(at(1994, 11, 6, 8, 49, 37)) == "Sun, 06 Nov 1994 08:49:37 GMT");
    BOOST_TEST(g::format_http_date(at(2000, 2, 29, 23, 59, 59) + milliseconds(999)) ==
               "Tue, 29 Feb 2000 23:59:59 GMT");
    BOOST_TEST(g::format_http_date(at(2038, 1, 19, 3, 14, 8)) == "Tue, 19 Jan 2038 03:14:08 GMT");
    // what it writes it reads, for a day of each weekday and month
    for (int i = 0; i < 400; ++i)
    {
        auto t = at(2024, 1, 1, 0, 0, 0) + days(i) + seconds(i * 3607);
        auto text = g::format_http_date(t);
        BOOST_TEST_CONTEXT(text)
        {
            BOOST_TEST(text.size() == 29u);
            auto back = g::parse_http_date(text);
            BOOST_REQUIRE(back);
            BOOST_TEST((*back == t));
        }
    }
}

BOOST_AUTO_TEST_CASE(http_dates_are_read_in_their_three_forms)
{
    auto const want = at(1994, 11, 6, 8, 49, 37);
    for (auto s : {"Sun, 06 Nov 1994 08:49:37 GMT", " Sun, 06 Nov 1994 08:49:37 GMT\t",
                   "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
                   "Sun Nov 06 08:49:37 1994"})
        BOOST_TEST_CONTEXT(s)
        {
            auto t = g::parse_http_date(s, year(2026));
            BOOST_REQUIRE(t);
            BOOST_TEST((*t == want));
        }
    for (auto s : {"", "Sun, 06 Nov 1994 08:49:37 UTC", "sun, 06 Nov 1994 08:49:37 GMT",
                   "Sun, 06 nov 1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT",
                   "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT",
                   "Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
                   "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:37 GMT+1",
                   "Sonntag, 06-Nov-94 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT",
                   "Sun Nov  6 08:49:37 94", "Sun Nov 6 08:49:37 1994", "1994-11-06T08:49:37Z",
                   "So, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Okt 1994 08:49:37 GMT"})
        BOOST_TEST_CONTEXT(s) BOOST_TEST(!g::parse_http_date(s, year(2026)));
}

// RFC 9110 5.6.7: an RFC 850 year more than 50 years ahead is the past's
BOOST_AUTO_TEST_CASE(rfc_850_two_digit_years)
{
    auto year_of = [](const char* s, int now) {
        auto t = g::parse_http_date(s, year(now));
        BOOST_REQUIRE(t);
        return static_cast<int>(year_month_day(floor<days>(*t)).year());
    };
    BOOST_TEST(year_of("Sunday, 06-Nov-94 08:49:37 GMT", 2026) == 1994);
    BOOST_TEST(year_of("Tuesday, 14-Nov-23 22:13:19 GMT", 2026) == 2023);
    BOOST_TEST(year_of("Wednesday, 01-Jan-76 00:00:00 GMT", 2026) == 2076);
    BOOST_TEST(year_of("Saturday, 01-Jan-77 00:00:00 GMT", 2026) == 1977);
    BOOST_TEST(year_of("Sunday, 06-Nov-94 08:49:37 GMT", 2060) == 2094);
    BOOST_TEST(year_of("Sunday, 06-Nov-94 08:49:37 GMT", 1999) == 1994);
}

// RFC 4648 10's test vectors, and what strict base64 refuses
BOOST_AUTO_TEST_CASE(strict_base64)
{
    std::pair<const char*, const char*> vectors[] = {
        {"", ""},         {"Zg==", "f"},        {"Zm8=", "fo"},       {"Zm9v", "foo"},
        {"Zm9vYg==", "foob"}, {"Zm9vYmE=", "fooba"}, {"Zm9vYmFy", "foobar"},
    };
    for (auto [in, out] : vectors)
        BOOST_TEST_CONTEXT(in)
        {
            auto d = g::decode_base64(in);
            BOOST_REQUIRE(d);
            BOOST_TEST(*d == out);
        }
    BOOST_TEST(*g::decode_base64("/+8=") == "\xff\xef");
    for (auto in : {"Zg=", "Zg", "Zh==", "Zm9=", "Zm9v\n", "Zm9v YmFy", "Zm-v", "Zm_v", "Z===",
                    "=Zg=", "Zg==Zg==", "Zm9v====", "Zm9vYmFy=", "\xc3\xa9\xc3\xa9"})
        BOOST_TEST_CONTEXT(in) BOOST_TEST(!g::decode_base64(in));
    char out[3];
    BOOST_TEST(g::decode_base64_to("Zm8=", out) == 2u);
    BOOST_TEST(std::string_view(out, 2) == "fo");
    BOOST_TEST(g::decode_base64_to("Zm8", out) == std::string_view::npos);
}

BOOST_AUTO_TEST_CASE(percent_decoding_through_boost_url)
{
    BOOST_TEST(*g::percent_decode("a%20b") == "a b");
    BOOST_TEST(*g::percent_decode("%e2%82%AC rates") == "\xe2\x82\xac rates");
    BOOST_TEST(*g::percent_decode("a+b") == "a+b");
    BOOST_TEST(*g::percent_decode("") == "");
    BOOST_TEST(*g::percent_decode("%00") == std::string(1, '\0'));
    for (auto s : {"%zz", "%2", "%", "a%", "a%g0", "100%"})
        BOOST_TEST_CONTEXT(s) BOOST_TEST(!g::percent_decode(s));
}

BOOST_AUTO_TEST_CASE(the_media_type_table)
{
    auto html = g::media_type_of_extension("HTML");
    BOOST_REQUIRE(html);
    BOOST_TEST(html->content_type == "text/html; charset=utf-8");
    BOOST_TEST(!html->compressed);
    auto svgz = g::media_type_of_extension("svgz");
    BOOST_REQUIRE(svgz);
    BOOST_TEST(svgz->content_type == "image/svg+xml");
    BOOST_TEST(svgz->gzipped);
    auto zip = g::media_type_of_extension("zip");
    BOOST_REQUIRE(zip);
    BOOST_TEST(zip->archive);
    BOOST_TEST(zip->compressed);
    BOOST_TEST(!g::media_type_of_extension(""));
    BOOST_TEST(!g::media_type_of_extension("heic")); // known for its compression only
    BOOST_TEST(!g::media_type_of_extension("exe"));

    for (auto t : {"image/png", "IMAGE/PNG; q=1", " image/jpeg ", "video/anything", "Audio/x-y",
                   "image/heic", "application/x-7z-compressed", "font/woff2", "application/pdf"})
        BOOST_TEST_CONTEXT(t) BOOST_TEST(g::is_compressed_media_type(t));
    for (auto t : {"text/html; charset=utf-8", "image/svg+xml", "application/json", "image/bmp",
                   "application/x-tar", "", "garbage", "video"})
        BOOST_TEST_CONTEXT(t) BOOST_TEST(!g::is_compressed_media_type(t));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_http_grammar_test
