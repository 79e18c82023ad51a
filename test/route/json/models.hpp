//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The specification's records (shared with the examples and benchmarks),
// and a model with every supported member type.

#ifndef ROUTE_TEST_JSON_MODELS_HPP
#define ROUTE_TEST_JSON_MODELS_HPP

#include <route/json.hpp>
#include "../../../example/models/github.hpp"
#include <boost/describe.hpp>
#include <cstdint>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace models {

using github::repository;
using github::user;
using error = github::error_record;

struct item
{
    std::int64_t id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(item, (), (id, name))

BOOST_DEFINE_ENUM_CLASS(colour, red, green, blue)

struct point
{
    double x;
    double y;
};
BOOST_DESCRIBE_STRUCT(point, (), (x, y))

struct everything
{
    std::int8_t i8;
    std::uint8_t u8;
    std::int16_t i16;
    std::uint16_t u16;
    std::int32_t i32;
    std::uint32_t u32;
    std::int64_t i64;
    std::uint64_t u64;
    float f;
    double d;
    bool flag;
    std::string text;
    std::optional<std::int32_t> maybe;
    std::vector<std::string> tags;
    std::map<std::string, std::int32_t> counts;
    point where;
    std::vector<point> path;
    colour hue;
    boost::json::value extra;
};
BOOST_DESCRIBE_STRUCT(everything, (),
                      (i8, u8, i16, u16, i32, u32, i64, u64, f, d, flag, text, maybe, tags,
                       counts, where, path, hue, extra))

#define ROUTE_TEST_STRINGIZE2(x) #x
#define ROUTE_TEST_STRINGIZE(x) ROUTE_TEST_STRINGIZE2(x)

// The body of a recorded GitHub response; the build passes the folder.
inline std::string
fixture(const std::string& name)
{
    std::ifstream in(std::string(ROUTE_TEST_STRINGIZE(ROUTE_TEST_FIXTURES)) + "/github/" + name);
    if (!in)
        throw std::runtime_error("cannot read fixture " + name);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace models

#endif
