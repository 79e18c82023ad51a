//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_BOOST_TEST_HPP
#define DOCGEN_BOOST_TEST_HPP

// The Boost.Test glue of docgen, the only part that knows the test
// framework: DOCGEN_SPEC(name) makes each declared request of a
// specification one test case, and after all tests a global fixture runs
// the generation step.

#include <docgen/detail/boost_test.hpp>
#include <docgen/generate.hpp>
#include <docgen/spec.hpp>
#include <boost/test/unit_test.hpp>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace docgen {

/** Configuration for the generation step that runs after the tests of
    this program (`openapi-info`, `httpclient-package`, ...), as plain
    key/value pairs; a spec binary sets its own in its sources, e.g. in the
    constructor of its specification.
*/
inline void
generation_options(std::vector<std::pair<std::string, std::string>> options)
{
    auto& all = detail::boost_test_options();
    for (auto& o : options)
        all.push_back(std::move(o));
}

/** Runs the generation step once, after all test cases of the program,
    with the options given to `generation_options` and the formatters
    linked in. A failing generation fails the run.
*/
struct generation_fixture
{
    void setup() {}

    void teardown()
    {
        static std::once_flag once;
        std::call_once(once, [] {
            std::vector<std::string> items;
            for (auto const& [k, v] : detail::boost_test_options())
                items.push_back(configuration_item(k, v));
            if (generate(items) != 0)
                BOOST_ERROR("docgen: the generation step failed (see above)");
        });
    }
};

} // namespace docgen

/** Registers the specification class `name`: one Boost.Test case per
    declared request, and the generation step after all tests.
*/
#define DOCGEN_SPEC(name)                                                                   \
    static const name docgen_spec_instance_##name;                                          \
    static const ::docgen::detail::boost_test_registrar docgen_spec_registrar_##name(       \
        docgen_spec_instance_##name, __FILE__, __LINE__);                                   \
    using docgen_generation_##name = ::docgen::generation_fixture;                          \
    BOOST_TEST_GLOBAL_FIXTURE(docgen_generation_##name);

#endif
