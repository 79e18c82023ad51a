//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_DETAIL_DECODE_HPP
#define ROUTE_JSON_DETAIL_DECODE_HPP

// The implementation details of <route/json/decode.hpp>.

#include <route/config.hpp>
#include <route/json/error.hpp>
#include <route/json/model.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/system/result.hpp>
#include <cmath>
#include <limits>
#include <string>
#include <string_view>

namespace route {
namespace json {
namespace detail {

ROUTE_DECL void parse_value(std::string_view text, boost::json::value& out, decode_error& err);
ROUTE_DECL void prefix_member(decode_error& err, std::string_view name);
ROUTE_DECL void prefix_index(decode_error& err, std::size_t i);
ROUTE_DECL bool fail(decode_error& err, const char* what);
ROUTE_DECL bool out_of_range(decode_error& err, const boost::json::value& v, unsigned bits,
                             bool is_signed);

template <class T>
bool decode_into(const boost::json::value& v, T& out, decode_error& err);

template <class I>
bool
decode_integer(const boost::json::value& v, I& out, decode_error& err)
{
    using lim = std::numeric_limits<I>;
    if (v.is_int64())
    {
        std::int64_t x = v.get_int64();
        if constexpr (std::is_signed_v<I>)
        {
            if (x < static_cast<std::int64_t>(lim::min()) || x > static_cast<std::int64_t>(lim::max()))
                return out_of_range(err, v, lim::digits + 1, true);
        }
        else
        {
            if (x < 0 || static_cast<std::uint64_t>(x) > static_cast<std::uint64_t>(lim::max()))
                return out_of_range(err, v, lim::digits, false);
        }
        out = static_cast<I>(x);
        return true;
    }
    if (v.is_uint64())
    {
        std::uint64_t x = v.get_uint64();
        if (x > static_cast<std::uint64_t>(lim::max()))
            return out_of_range(err, v, lim::digits + (std::is_signed_v<I> ? 1 : 0),
                                std::is_signed_v<I>);
        out = static_cast<I>(x);
        return true;
    }
    return fail(err, "expected an integer");
}

// One overload per tag of the type table (model.hpp).

template <class T>
bool
decode_as(const boost::json::value& v, T& out, decode_error& err, model_tag)
{
    auto const* obj = v.if_object();
    if (!obj)
        return fail(err, "expected an object");
    bool ok = true;
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>(
        [&](auto D) {
            if (!ok)
                return;
            using M = std::remove_cvref_t<decltype(out.*D.pointer)>;
            constexpr std::string_view name = wire_name_v<T, decltype(D)>;
            auto const* m = obj->if_contains(name);
            if constexpr (is_optional<M>::value)
            {
                if (!m || m->is_null())
                {
                    out.*D.pointer = std::nullopt;
                    return;
                }
            }
            if (!m)
            {
                err = decode_error{std::string(name), {}, true};
                ok = false;
                return;
            }
            if (!decode_into(*m, out.*D.pointer, err))
            {
                prefix_member(err, name);
                ok = false;
            }
        });
    return ok;
}

template <class E>
bool
decode_as(const boost::json::value& v, E& out, decode_error& err, enum_tag)
{
    // the enumerator's name through the enum's naming policy, exactly
    if (auto const* s = v.if_string())
    {
        bool found = false;
        boost::mp11::mp_for_each<boost::describe::describe_enumerators<E>>([&](auto D) {
            if (!found && std::string_view(*s) == wire_name_v<E, decltype(D)>)
            {
                out = D.value;
                found = true;
            }
        });
        if (found)
            return true;
    }
    std::string what = "expected one of ";
    bool first = true;
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<E>>([&](auto D) {
        what += first ? "'" : ", '";
        what += wire_name_v<E, decltype(D)>;
        what += "'";
        first = false;
    });
    err.what = std::move(what);
    err.path.clear();
    err.missing = false;
    return false;
}

inline bool
decode_as(const boost::json::value& v, bool& out, decode_error& err, bool_tag)
{
    if (!v.is_bool())
        return fail(err, "expected a boolean");
    out = v.get_bool();
    return true;
}

template <class T>
bool
decode_as(const boost::json::value& v, T& out, decode_error& err, signed_tag)
{
    return decode_integer(v, out, err);
}

template <class T>
bool
decode_as(const boost::json::value& v, T& out, decode_error& err, unsigned_tag)
{
    return decode_integer(v, out, err);
}

template <class T>
bool
decode_as(const boost::json::value& v, T& out, decode_error& err, number_tag)
{
    if (v.is_double())
    {
        double d = v.get_double();
        // Boost.JSON reads a number too large for a double as infinity
        if (!std::isfinite(d) ||
            std::fabs(d) > static_cast<double>((std::numeric_limits<T>::max)()))
            return fail(err, sizeof(T) <= sizeof(float)
                                 ? "the number is out of range for a 32-bit floating point"
                                 : "the number is out of range for a 64-bit floating point");
        out = static_cast<T>(d);
    }
    else if (v.is_int64())
        out = static_cast<T>(v.get_int64());
    else if (v.is_uint64())
        out = static_cast<T>(v.get_uint64());
    else
        return fail(err, "expected a number");
    return true;
}

inline bool
decode_as(const boost::json::value& v, std::string& out, decode_error& err, string_tag)
{
    auto const* s = v.if_string();
    if (!s)
        return fail(err, "expected a string");
    out.assign(s->data(), s->size());
    return true;
}

// False, naming where, when `v` holds a number too large for a double
// (which Boost.JSON reads as infinity, and which has no JSON form).
inline bool
finite_numbers(const boost::json::value& v, decode_error& err)
{
    if (auto const* d = v.if_double(); d && !std::isfinite(*d))
        return fail(err, "the number is out of range for a 64-bit floating point");
    if (auto const* a = v.if_array())
    {
        for (std::size_t i = 0; i < a->size(); ++i)
            if (!finite_numbers((*a)[i], err))
                return prefix_index(err, i), false;
    }
    else if (auto const* o = v.if_object())
    {
        for (auto const& kv : *o)
            if (!finite_numbers(kv.value(), err))
                return prefix_member(err, kv.key()), false;
    }
    return true;
}

inline bool
decode_as(const boost::json::value& v, boost::json::value& out, decode_error& err, any_tag)
{
    if (!finite_numbers(v, err))
        return false;
    out = v;
    return true;
}

template <class T>
bool
decode_as(const boost::json::value& v, T& out, decode_error& err, optional_tag)
{
    if (v.is_null())
    {
        out = std::nullopt;
        return true;
    }
    typename T::value_type x{};
    if (!decode_into(v, x, err))
        return false;
    out = std::move(x);
    return true;
}

template <class T>
bool
decode_as(const boost::json::value& v, T& out, decode_error& err, array_tag)
{
    auto const* arr = v.if_array();
    if (!arr)
        return fail(err, "expected an array");
    out.clear();
    out.reserve(arr->size());
    for (std::size_t i = 0; i < arr->size(); ++i)
    {
        if (!decode_into((*arr)[i], out.emplace_back(), err))
        {
            prefix_index(err, i);
            return false;
        }
    }
    return true;
}

template <class T>
bool
decode_as(const boost::json::value& v, T& out, decode_error& err, map_tag)
{
    auto const* obj = v.if_object();
    if (!obj)
        return fail(err, "expected an object");
    out.clear();
    for (auto const& kv : *obj)
    {
        typename T::mapped_type x{};
        if (!decode_into(kv.value(), x, err))
        {
            prefix_member(err, kv.key());
            return false;
        }
        out.emplace(std::string(kv.key()), std::move(x));
    }
    return true;
}

template <class T>
bool
decode_into(const boost::json::value& v, T& out, decode_error& err)
{
    return decode_as(v, out, err, tag_of<T>{});
}

} // namespace detail
} // namespace json
} // namespace route

#endif
