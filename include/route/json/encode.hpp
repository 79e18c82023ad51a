//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_ENCODE_HPP
#define ROUTE_JSON_ENCODE_HPP

#include <route/config.hpp>
#include <route/json/model.hpp>
#include <boost/describe/enum_to_string.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>
#include <string>

namespace route {
namespace json {

/** Encodes `v` into `out`.

    A model becomes an object with every described public member under its
    wire name (the type's naming policy), in declaration order; an empty
    `std::optional` member is left out unless `emit_null<T>` says otherwise.
    Described enums become their enumerator names; vectors arrays; maps
    objects.
*/
template <encodable T>
void encode(boost::json::value& out, const T& v);

/// `v` as a `boost::json::value`.
template <encodable T>
boost::json::value to_value(const T& v)
{
    boost::json::value out;
    encode(out, v);
    return out;
}

/// Serialises `v` into `out` (replacing its contents), without a copy.
ROUTE_DECL void write(std::string& out, const boost::json::value& v);

/// `v` as JSON text.
template <encodable T>
std::string serialize(const T& v)
{
    std::string s;
    write(s, to_value(v));
    return s;
}

namespace detail {

template <class T>
void
encode_model(boost::json::value& out, const T& v)
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
        ::route::json::encode(obj.emplace(name, nullptr).first->value(), m);
    });
}

} // namespace detail

template <encodable T>
void encode(boost::json::value& out, const T& v)
{
    if constexpr (model<T>)
        detail::encode_model(out, v);
    else if constexpr (described_enum<T>)
    {
        if (char const* name = boost::describe::enum_to_string(v, nullptr))
            out.emplace_string() = name;
        else
            out = static_cast<std::int64_t>(v);
    }
    else if constexpr (std::is_same_v<T, bool>)
        out = v;
    else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>)
        out = static_cast<std::int64_t>(v);
    else if constexpr (std::is_integral_v<T>)
        out = static_cast<std::uint64_t>(v);
    else if constexpr (std::is_floating_point_v<T>)
        out = static_cast<double>(v);
    else if constexpr (std::is_same_v<T, std::string>)
        out.emplace_string().assign(v.data(), v.size());
    else if constexpr (std::is_same_v<T, boost::json::value>)
        out = v;
    else if constexpr (detail::is_optional<T>::value)
    {
        if (v)
            encode(out, *v);
        else
            out = nullptr;
    }
    else if constexpr (detail::is_vector<T>::value)
    {
        auto& arr = out.emplace_array();
        arr.reserve(v.size());
        for (auto const& e : v)
            encode(arr.emplace_back(nullptr), e);
    }
    else
    {
        static_assert(detail::is_string_map<T>::value);
        auto& obj = out.emplace_object();
        obj.reserve(v.size());
        for (auto const& [k, e] : v)
            encode(obj.emplace(k, nullptr).first->value(), e);
    }
}

} // namespace json
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/json/impl/encode.ipp>
#endif

#endif
