//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The JSON codec: the input, as JSON text, is decoded into each model (the
// items model, GitHub's user and repository, and a richer one with every
// kind of member); what decodes is encoded back. Checked: a decode error
// names what was wrong; what the codec writes is JSON it reads back into
// an equal value: the same but for doubles, which may move by one unit in
// the last place (Boost.JSON 1.81 does not round numbers correctly; see
// doc/route/models.adoc).

#include "check.hpp"
#include <route/json/decode.hpp>
#include <route/json/encode.hpp>

#include "items/items.hpp"
#include "models/github.hpp"
#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <boost/json/value.hpp>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fuzz_model {

enum class tint
{
    red,
    green,
    blue
};
BOOST_DESCRIBE_ENUM(tint, red, green, blue)

struct part
{
    std::uint8_t count;
    std::optional<float> weight;
};
BOOST_DESCRIBE_STRUCT(part, (), (count, weight))

struct rich
{
    std::string name;
    std::int16_t small;
    std::uint64_t big;
    double ratio;
    bool flag;
    std::optional<tint> color;
    std::vector<items::item> items;
    std::map<std::string, std::vector<part>> parts;
    std::optional<std::vector<std::optional<std::string>>> notes;
    boost::json::value extra;
};
BOOST_DESCRIBE_STRUCT(rich, (), (name, small, big, ratio, flag, color, items, parts, notes, extra))

} // namespace fuzz_model

namespace {

// `a` and `b` are equal, but for doubles one unit in the last place apart.
bool
near(const boost::json::value& a, const boost::json::value& b)
{
    if (a.is_double() && b.is_double())
    {
        double x = a.get_double(), y = b.get_double();
        return x == y || std::nextafter(x, y) == y;
    }
    if (a.kind() != b.kind())
        return false;
    if (a.is_array())
    {
        auto const &p = a.get_array(), &q = b.get_array();
        if (p.size() != q.size())
            return false;
        for (std::size_t i = 0; i < p.size(); ++i)
            if (!near(p[i], q[i]))
                return false;
        return true;
    }
    if (a.is_object())
    {
        auto const &p = a.get_object(), &q = b.get_object();
        if (p.size() != q.size())
            return false;
        for (auto const& kv : p)
        {
            auto it = q.find(kv.key());
            if (it == q.end() || !near(kv.value(), it->value()))
                return false;
        }
        return true;
    }
    return a == b;
}

template <class T>
void
round_trip(std::string_view text)
{
    auto r = route::json::parse<T>(text);
    if (!r)
    {
        FUZZ_CHECK(!r.error().message().empty(), "a decode error without a message");
        return;
    }
    auto once = route::json::serialize(*r);
    auto again = route::json::parse<T>(once);
    FUZZ_CHECK(again.has_value(), "what was written is not read back: " + once + " -> " +
                                      (again ? std::string() : again.error().message()));
    auto twice = route::json::serialize(*again);
    FUZZ_CHECK(near(route::json::to_value(*r), route::json::to_value(*again)),
               "read back differently: " + once + " then " + twice);
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view text(reinterpret_cast<const char*>(data), size);
    round_trip<items::item>(text);
    round_trip<std::vector<items::item>>(text);
    round_trip<github::user>(text);
    round_trip<github::repository>(text);
    round_trip<github::error_record>(text);
    round_trip<fuzz_model::rich>(text);
    return 0;
}
