//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/entity_tag.hpp>

#include <boost/test/unit_test.hpp>

namespace dsl_entity_tag_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(dsl_entity_tag)

BOOST_AUTO_TEST_CASE(a_tag_is_written_as_etag_writes_it)
{
    BOOST_TEST(route::entity_tag{"v42"}.to_string() == "\"v42\"");
    BOOST_TEST((route::entity_tag{"v42", true}.to_string()) == "W/\"v42\"");
    BOOST_TEST(route::entity_tag{}.to_string() == "\"\"");
}

BOOST_AUTO_TEST_CASE(tags_are_equal_in_value_and_weakness)
{
    BOOST_TEST((route::entity_tag{"a"} == route::entity_tag{"a"}));
    BOOST_TEST((route::entity_tag{"a"} != route::entity_tag{"b"}));
    BOOST_TEST((route::entity_tag{"a"} != route::entity_tag{"a", true}));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_entity_tag_test
