//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A German locale for the tests of what must not follow the locale: the
// global C and C++ locales set to de_DE.UTF-8 while one lives, as a
// program that calls setlocale and std::locale::global has them; and the
// check of an HTTP-date, which RFC 9110 5.6.7 writes with English names.
// scripts/install-deps.sh generates the locale; where it cannot be made,
// the tests that need it are skipped, saying so.

#ifndef ROUTE_TEST_SUPPORT_GERMAN_LOCALE_HPP
#define ROUTE_TEST_SUPPORT_GERMAN_LOCALE_HPP

#include <route/core/detail/http_grammar.hpp>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <clocale>
#include <ctime>
#include <iostream>
#include <locale>
#include <regex>
#include <stdexcept>
#include <string>
#include <string_view>

namespace route {
namespace test {

inline constexpr const char* german_locale_name = "de_DE.UTF-8";

/** A Boost.Test precondition: true when the locale de_DE.UTF-8 can be
    made here; otherwise false with a message (on the standard error too,
    so that the skip shows in the test's output).
*/
inline boost::test_tools::assertion_result
german_locale_available(boost::unit_test::test_unit_id)
{
    try
    {
        std::locale l(german_locale_name);
        return true;
    }
    catch (const std::runtime_error&)
    {
        constexpr const char* why =
            "skipped: the locale de_DE.UTF-8 cannot be made on this machine "
            "(scripts/install-deps.sh generates it with localedef)";
        std::cerr << why << "\n";
        boost::test_tools::assertion_result r(false);
        r.message() << why;
        return r;
    }
}

/// Sets the global C and C++ locales to de_DE.UTF-8; restores both when gone.
class german_locale
{
public:
    german_locale()
    {
        const char* c = std::setlocale(LC_ALL, nullptr);
        c_ = c ? c : "C";
        cpp_ = std::locale::global(std::locale(german_locale_name));
        if (!std::setlocale(LC_ALL, german_locale_name))
        {
            std::locale::global(cpp_);
            std::setlocale(LC_ALL, c_.c_str());
            throw std::runtime_error("setlocale(LC_ALL, \"de_DE.UTF-8\") failed");
        }
    }
    german_locale(const german_locale&) = delete;
    german_locale& operator=(const german_locale&) = delete;
    ~german_locale()
    {
        std::locale::global(cpp_);
        std::setlocale(LC_ALL, c_.c_str());
    }

private:
    std::string c_;
    std::locale cpp_;
};

/// What strftime makes of the day and month names of 6 November 1994 in
/// the locale in force: "So Nov" in German, "Sun Nov" in English.
inline std::string
strftime_names()
{
    std::tm tm{};
    tm.tm_year = 94;
    tm.tm_mon = 10;
    tm.tm_mday = 6;
    tm.tm_wday = 0;
    char buf[64];
    auto n = std::strftime(buf, sizeof buf, "%a %b", &tm);
    return std::string(buf, n);
}

/** Checks that `date` is an IMF-fixdate (RFC 9110 5.6.7) with English
    names, of a time within a minute of now, its day name that of its date.
*/
inline void
check_english_http_date(std::string_view date)
{
    static const std::regex imf(
        "(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [0-9]{2} "
        "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [0-9]{4} "
        "[0-9]{2}:[0-9]{2}:[0-9]{2} GMT");
    BOOST_TEST_CONTEXT("Date: " << date)
    {
        BOOST_TEST(std::regex_match(date.begin(), date.end(), imf));
        auto t = ::route::detail::parse_http_date(date);
        BOOST_TEST_REQUIRE(t.has_value());
        auto off = std::chrono::abs(*t - std::chrono::system_clock::now());
        BOOST_TEST(off < std::chrono::minutes(1));
        BOOST_TEST(::route::detail::format_http_date(*t) == date);
    }
}

} // namespace test
} // namespace route

#endif
