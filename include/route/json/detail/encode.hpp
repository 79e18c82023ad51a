//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_DETAIL_ENCODE_HPP
#define ROUTE_JSON_DETAIL_ENCODE_HPP

// The implementation details of <route/json/encode.hpp>.

#include <route/config.hpp>
#include <route/json/error.hpp>
#include <route/json/model.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>
#include <cmath>
#include <string>

namespace route {
namespace json {

// Declared, and documented, in <route/json/encode.hpp>: members, elements
// and optional values are encoded through it.
template <encodable T>
void encode(boost::json::value& out, const T& v);

namespace detail {

// False for an infinite or NaN floating-point value, plain or optional.
template <class M>
bool
finite(const M& m) noexcept
{
    if constexpr (std::is_floating_point_v<M>)
        return std::isfinite(m);
    else if constexpr (is_optional<M>::value)
        return !m || finite(*m);
    else
        return true;
}

// One overload per tag of the type table (model.hpp).

template <class T>
void
encode_as(boost::json::value& out, const T& v, model_tag)
{
    using members = boost::describe::describe_members<T, boost::describe::mod_public>;
    auto& obj = out.emplace_object();
    obj.reserve(boost::mp11::mp_size<members>::value);
    boost::mp11::mp_for_each<members>([&](auto D) {
        using M = std::remove_cvref_t<decltype(v.*D.pointer)>;
        constexpr std::string_view name = wire_name_v<T, decltype(D)>;
        auto const& m = v.*D.pointer;
        if constexpr (is_optional<M>::value)
        {
            if (!m)
            {
                if constexpr (emit_null<T>::value)
                    obj.emplace(name, nullptr);
                return;
            }
        }
        if constexpr (non_finite_as_null<T>::value)
        {
            if (!finite(m))
            {
                obj.emplace(name, nullptr);
                return;
            }
        }
        try
        {
            ::route::json::encode(obj.emplace(name, nullptr).first->value(), m);
        }
        catch (const encode_error& e)
        {
            throw e.within(name);
        }
    });
}

template <class T>
void
encode_as(boost::json::value& out, const T& v, enum_tag)
{
    // the enumerator's name through the enum's naming policy; a value
    // that names no enumerator is written as its number
    bool found = false;
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<T>>([&](auto D) {
        if (!found && v == D.value)
        {
            out.emplace_string() = wire_name_v<T, decltype(D)>;
            found = true;
        }
    });
    if (!found)
        out = static_cast<std::int64_t>(v);
}

inline void
encode_as(boost::json::value& out, bool v, bool_tag)
{
    out = v;
}

template <class T>
void
encode_as(boost::json::value& out, const T& v, signed_tag)
{
    out = static_cast<std::int64_t>(v);
}

template <class T>
void
encode_as(boost::json::value& out, const T& v, unsigned_tag)
{
    out = static_cast<std::uint64_t>(v);
}

template <class T>
void
encode_as(boost::json::value& out, const T& v, number_tag)
{
    if (!std::isfinite(v))
        throw encode_error({}, "not a finite number (JSON has no infinity or NaN)");
    out = static_cast<double>(v);
}

inline void
encode_as(boost::json::value& out, const std::string& v, string_tag)
{
    out.emplace_string().assign(v.data(), v.size());
}

// Throws encode_error, naming where, when `v` holds an infinity or a NaN.
inline void
check_finite(const boost::json::value& v)
{
    if (auto const* d = v.if_double(); d && !std::isfinite(*d))
        throw encode_error({}, "not a finite number (JSON has no infinity or NaN)");
    if (auto const* a = v.if_array())
    {
        for (std::size_t i = 0; i < a->size(); ++i)
        {
            try
            {
                check_finite((*a)[i]);
            }
            catch (const encode_error& e)
            {
                throw e.within("[" + std::to_string(i) + "]");
            }
        }
    }
    else if (auto const* o = v.if_object())
    {
        for (auto const& kv : *o)
        {
            try
            {
                check_finite(kv.value());
            }
            catch (const encode_error& e)
            {
                throw e.within(kv.key());
            }
        }
    }
}

inline void
encode_as(boost::json::value& out, const boost::json::value& v, any_tag)
{
    check_finite(v);
    out = v;
}

template <class T>
void
encode_as(boost::json::value& out, const T& v, optional_tag)
{
    if (v)
        ::route::json::encode(out, *v);
    else
        out = nullptr;
}

template <class T>
void
encode_as(boost::json::value& out, const T& v, array_tag)
{
    auto& arr = out.emplace_array();
    arr.reserve(v.size());
    std::size_t i = 0;
    for (auto const& e : v)
    {
        try
        {
            ::route::json::encode(arr.emplace_back(nullptr), e);
        }
        catch (const encode_error& x)
        {
            throw x.within("[" + std::to_string(i) + "]");
        }
        ++i;
    }
}

template <class T>
void
encode_as(boost::json::value& out, const T& v, map_tag)
{
    auto& obj = out.emplace_object();
    obj.reserve(v.size());
    for (auto const& [k, e] : v)
    {
        try
        {
            ::route::json::encode(obj.emplace(k, nullptr).first->value(), e);
        }
        catch (const encode_error& x)
        {
            throw x.within(k);
        }
    }
}

} // namespace detail
} // namespace json
} // namespace route

#endif
