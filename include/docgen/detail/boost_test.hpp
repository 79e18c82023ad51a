//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_BOOST_TEST_HPP
#define DOCGEN_DETAIL_BOOST_TEST_HPP

// What DOCGEN_SPEC and generation_options (<docgen/boost_test.hpp>) keep
// and register: the options of the generation step, and one Boost.Test
// case per declared request whose failures fail that case.

#include <docgen/spec.hpp>
#include <boost/test/results_collector.hpp>
#include <boost/test/unit_test.hpp>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace docgen {

namespace detail {

inline std::vector<std::pair<std::string, std::string>>&
boost_test_options()
{
    static std::vector<std::pair<std::string, std::string>> o;
    return o;
}

[[noreturn]] inline void
boost_test_failure(const std::string& message)
{
    BOOST_FAIL(message);
    throw std::logic_error(message); // not reached
}

// Failed assertions of the running test case so far.
inline std::size_t
boost_test_failures()
{
    using namespace boost::unit_test;
    return results_collector.results(framework::current_test_case().p_id).p_assertions_failed;
}

// Registers one test case per declared request of `s`.
class boost_test_registrar
{
public:
    boost_test_registrar(const spec& s, const char* file, std::size_t line)
    {
        set_failure_handler(&boost_test_failure);
        for (auto const& r : s.requests())
        {
            const spec* sp = &s;
            const declared_request* rp = &r;
            boost::unit_test::ut_detail::auto_test_unit_registrar(
                boost::unit_test::make_test_case(
                    [sp, rp] { sp->run(*rp, &boost_test_failures); }, r.test_name(), file,
                    line),
                boost::unit_test::decorator::collector_t::instance());
        }
    }
};

} // namespace detail

} // namespace docgen

#endif
