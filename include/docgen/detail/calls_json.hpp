//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_CALLS_JSON_HPP
#define DOCGEN_DETAIL_CALLS_JSON_HPP

// The shape of the calls format (calls.json): each record described once
// (Boost.Describe: its members, under their C++ names, in declaration
// order), and one encoder and one decoder that walk the description.
// Which members a file may leave out, and when they are written, is said
// per record by member pointer (calls_shape<T>); how each kind of value
// is written is said once per type. recorded_call::to_json and from_json
// (impl/calls_json.ipp) walk it; impl/record.ipp includes this header so
// that a header-only build defines them with the rest of the records.

#include <docgen/record.hpp>
#include <boost/describe/class.hpp>
#include <boost/describe/members.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace docgen {

BOOST_DESCRIBE_STRUCT(parameter_record, (),
                      (name, in, required, repeated, schema, values, description))
BOOST_DESCRIBE_STRUCT(body_part_record, (), (name, kind, content_type, file_name, value))
BOOST_DESCRIBE_STRUCT(body_record, (), (content_type, type_name, schema, body, parts))
BOOST_DESCRIBE_STRUCT(response_header_record, (), (name, schema, value))
BOOST_DESCRIBE_STRUCT(oauth2_flow, (), (authorization_url, token_url, refresh_url, scopes))
BOOST_DESCRIBE_STRUCT(oauth2_flows, (),
                      (implicit, password, client_credentials, authorization_code))
BOOST_DESCRIBE_STRUCT(security_scheme, (),
                      (name, type, scheme, in, parameter, flows, open_id_connect_url))
BOOST_DESCRIBE_STRUCT(recorded_call, (),
                      (path_template, method, summary, operation_id, tags,
                       operation_description, path_summary, path_parameters, path, query,
                       request_headers, parameters, request_body, security, security_used,
                       expected_status, description, type_name, schema, content_type,
                       response_header_declarations, status, response_headers, response_body))

namespace detail {

// Whether the member pointer `m` is one of `ms` (of any member type).
template <class T, class M, class... Ms>
constexpr bool
is_one_of(M T::*m, Ms T::*... ms) noexcept
{
    auto same = [m](auto x) {
        if constexpr (std::is_same_v<decltype(x), M T::*>)
            return x == m;
        else
            return false;
    };
    return (same(ms) || ...);
}

// An empty value: a string, a list, an absent optional.
template <class V>
bool
is_empty_value(const V& v)
{
    if constexpr (requires { v.empty(); })
        return v.empty();
    else if constexpr (requires { v.has_value(); })
        return !v.has_value();
    else
        return false;
}

/** How a record of the calls format is written: `optional(m)`, whether
    a file may leave the member `m` out (it reads back empty), and
    `written(x, m)`, whether it is written for `x`. By default every member
    is written and required.
*/
template <class T>
struct calls_shape
{
    template <class M>
    static constexpr bool optional(M T::*) noexcept
    {
        return false;
    }
    template <class M>
    static bool written(const T&, M T::*) noexcept
    {
        return true;
    }
    template <class M>
    static const char* invalid(const T&, M T::*) noexcept
    {
        return nullptr;
    }
};

// Records whose optional members are written when they hold something.
template <class T, auto... Members>
struct written_when_set
{
    template <class M>
    static constexpr bool optional(M T::*m) noexcept
    {
        return is_one_of(m, Members...);
    }
    template <class M>
    static bool written(const T& x, M T::*m) noexcept
    {
        return !optional(m) || !is_empty_value(x.*m);
    }
    template <class M>
    static const char* invalid(const T&, M T::*) noexcept
    {
        return nullptr;
    }
};

// a schema is written, null for none, and reads as none when left out
template <>
struct calls_shape<recorded_call>
    : written_when_set<recorded_call, &recorded_call::operation_description,
                       &recorded_call::path_summary, &recorded_call::query,
                       &recorded_call::parameters, &recorded_call::request_body,
                       &recorded_call::security, &recorded_call::security_used,
                       &recorded_call::content_type, &recorded_call::response_header_declarations>
{
    template <class M>
    static constexpr bool optional(M recorded_call::*m) noexcept
    {
        return written_when_set::optional(m) || is_one_of(m, &recorded_call::schema);
    }
};

template <>
struct calls_shape<body_record> : written_when_set<body_record, &body_record::parts>
{
    template <class M>
    static constexpr bool optional(M body_record::*m) noexcept
    {
        return written_when_set::optional(m) || is_one_of(m, &body_record::schema);
    }
};

template <>
struct calls_shape<oauth2_flows>
    : written_when_set<oauth2_flows, &oauth2_flows::implicit, &oauth2_flows::password,
                       &oauth2_flows::client_credentials, &oauth2_flows::authorization_code>
{
};

// a flow's scopes are always written (OpenAPI requires them), may be left out
template <>
struct calls_shape<oauth2_flow>
    : written_when_set<oauth2_flow, &oauth2_flow::authorization_url, &oauth2_flow::token_url,
                       &oauth2_flow::refresh_url>
{
    template <class M>
    static constexpr bool optional(M oauth2_flow::*m) noexcept
    {
        return written_when_set::optional(m) || is_one_of(m, &oauth2_flow::scopes);
    }
};

// a declared parameter is a query or a header parameter
template <>
struct calls_shape<parameter_record>
    : written_when_set<parameter_record, &parameter_record::description>
{
    template <class M>
    static const char* invalid(const parameter_record& p, M parameter_record::*m) noexcept
    {
        if (is_one_of(m, &parameter_record::in) && p.in != parameter_location::query &&
            p.in != parameter_location::header)
            return "expected `query` or `header`";
        return nullptr;
    }
};

// a text part's value is written, even empty; a file's bytes are not
template <>
struct calls_shape<body_part_record>
{
    template <class M>
    static constexpr bool optional(M body_part_record::*m) noexcept
    {
        return is_one_of(m, &body_part_record::content_type, &body_part_record::file_name,
                         &body_part_record::value);
    }
    template <class M>
    static bool written(const body_part_record& p, M body_part_record::*m) noexcept
    {
        if (is_one_of(m, &body_part_record::value))
            return p.kind == part_kind::text;
        return !optional(m) || !is_empty_value(p.*m);
    }
    template <class M>
    static const char* invalid(const body_part_record&, M body_part_record::*) noexcept
    {
        return nullptr;
    }
};

// the flows only for OAuth 2, the URL only for OpenID Connect: files
// written before they existed lack them
template <>
struct calls_shape<security_scheme>
{
    template <class M>
    static constexpr bool optional(M security_scheme::*m) noexcept
    {
        return is_one_of(m, &security_scheme::flows, &security_scheme::open_id_connect_url);
    }
    template <class M>
    static bool written(const security_scheme& s, M security_scheme::*m) noexcept
    {
        if (is_one_of(m, &security_scheme::flows))
            return s.type == security_type::oauth2;
        return !optional(m) || !is_empty_value(s.*m);
    }
    template <class M>
    static const char* invalid(const security_scheme&, M security_scheme::*) noexcept
    {
        return nullptr;
    }
};

template <class T>
concept calls_record = boost::describe::has_describe_members<T>::value;

// ---- writing

inline boost::json::value calls_value(const std::string& s) { return boost::json::string(s); }
inline boost::json::value calls_value(bool b) { return b; }
inline boost::json::value calls_value(unsigned n) { return n; }
inline boost::json::value calls_value(const route::json::schema& s) { return s.to_json(); }

template <class E>
boost::json::value
calls_value(spelled<E> e)
{
    return boost::json::string(e.text());
}

// a header and a path parameter are arrays: [name, value] and
// [name, value] or [name, value, description]
inline boost::json::value
calls_value(const header& h)
{
    return boost::json::array{boost::json::string(h.name), boost::json::string(h.value)};
}

inline boost::json::value
calls_value(const parameter_value& p)
{
    boost::json::array a{boost::json::string(p.name), boost::json::string(p.value)};
    if (!p.description.empty())
        a.emplace_back(p.description);
    return a;
}

template <class V>
boost::json::value calls_value(const std::optional<V>& v);
template <class V>
boost::json::value calls_value(const std::vector<V>& v);
inline boost::json::value calls_value(const std::map<std::string, std::string>& m);
template <calls_record T>
boost::json::value calls_value(const T& x);

// an optional value written is null when empty (a schema)
template <class V>
boost::json::value
calls_value(const std::optional<V>& v)
{
    return v ? calls_value(*v) : boost::json::value(nullptr);
}

template <class V>
boost::json::value
calls_value(const std::vector<V>& v)
{
    boost::json::array a;
    for (auto const& x : v)
        a.push_back(calls_value(x));
    return a;
}

inline boost::json::value
calls_value(const std::map<std::string, std::string>& m)
{
    boost::json::object o;
    for (auto const& [k, v] : m)
        o[k] = v;
    return o;
}

// a record: its members in declaration order, those it leaves out left out
template <calls_record T>
boost::json::value
calls_value(const T& x)
{
    boost::json::object o;
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>(
        [&](auto d) {
            if (calls_shape<T>::written(x, d.pointer))
                o[d.name] = calls_value(x.*d.pointer);
        });
    return o;
}

// ---- reading

// Reads one value of the calls format into `out`; false with `err` set
// (its path relative to the value) when it is not what the format writes.
inline bool
read_calls_value(const boost::json::value& v, std::string& out, route::json::decode_error& err)
{
    auto const* s = v.if_string();
    if (!s)
        return err = {"", "expected a string", false}, false;
    out.assign(s->data(), s->size());
    return true;
}

inline bool
read_calls_value(const boost::json::value& v, bool& out, route::json::decode_error& err)
{
    if (!v.is_bool())
        return err = {"", "expected true or false", false}, false;
    out = v.get_bool();
    return true;
}

// a status code
inline bool
read_calls_value(const boost::json::value& v, unsigned& out, route::json::decode_error& err)
{
    if (v.is_int64() && v.get_int64() >= 0 && v.get_int64() < 1000)
        out = static_cast<unsigned>(v.get_int64());
    else if (v.is_uint64() && v.get_uint64() < 1000)
        out = static_cast<unsigned>(v.get_uint64());
    else
        return err = {"", "expected a status code", false}, false;
    return true;
}

template <class E>
bool
read_calls_value(const boost::json::value& v, spelled<E>& out, route::json::decode_error& err)
{
    static const std::string expected = "expected " + spelled<E>::expected();
    auto const* s = v.if_string();
    std::optional<E> e;
    if (s)
        e = spelled<E>::from_text(std::string_view(s->data(), s->size()));
    if (!e)
        return err = {"", expected.c_str(), false}, false;
    out = *e;
    return true;
}

// a schema: null is none, for an optional one
inline bool
read_calls_value(const boost::json::value& v, route::json::schema& out,
                 route::json::decode_error& err)
{
    if (v.is_null())
        return err = {"", "expected a schema", false}, false;
    auto s = route::json::schema::from_json(v);
    if (!s)
        return err = s.error(), false;
    out = std::move(*s);
    return true;
}

inline bool
read_calls_value(const boost::json::value& v, std::optional<route::json::schema>& out,
                 route::json::decode_error& err)
{
    if (v.is_null())
        return out.reset(), true;
    return read_calls_value(v, out.emplace(), err);
}

// the array of a vector, each element read as its type reads; an error
// inside an element names it `[i]`
template <class V, class Read>
bool
read_calls_array(const boost::json::value& v, std::vector<V>& out, route::json::decode_error& err,
                 const char* elements, Read read)
{
    auto const* a = v.if_array();
    if (!a)
        return err = {"", "expected an array", false}, false;
    for (std::size_t i = 0; i < a->size(); ++i)
    {
        V x{};
        if (!read((*a)[i], x, err))
        {
            if (elements) // a scalar's error names the array
                err = {"", elements, false};
            else
                err.path = "[" + std::to_string(i) + "]" + (err.path.empty() ? "" : ".") + err.path;
            return false;
        }
        out.push_back(std::move(x));
    }
    return true;
}

inline bool
read_calls_value(const boost::json::value& v, std::vector<std::string>& out,
                 route::json::decode_error& err)
{
    return read_calls_array(v, out, err, "expected an array of strings",
                            [](auto const& e, std::string& x, auto& er) {
                                return read_calls_value(e, x, er);
                            });
}

// a [name, value] pair, or a path parameter's [name, value, description]
template <class Pair>
bool
read_calls_pair(const boost::json::value& v, Pair& out)
{
    constexpr bool described = std::is_same_v<Pair, parameter_value>;
    auto const* p = v.if_array();
    if (!p || !(p->size() == 2 || (described && p->size() == 3)) ||
        !std::all_of(p->begin(), p->end(), [](auto const& e) { return e.is_string(); }))
        return false;
    out.name = std::string((*p)[0].get_string());
    out.value = std::string((*p)[1].get_string());
    if constexpr (described)
        if (p->size() == 3)
            out.description = std::string((*p)[2].get_string());
    return true;
}

inline bool
read_calls_value(const boost::json::value& v, std::vector<header>& out,
                 route::json::decode_error& err)
{
    return read_calls_array(v, out, err, "expected an array of [name, value] pairs",
                            [](auto const& e, header& x, auto&) { return read_calls_pair(e, x); });
}

inline bool
read_calls_value(const boost::json::value& v, std::vector<parameter_value>& out,
                 route::json::decode_error& err)
{
    return read_calls_array(
        v, out, err, "expected an array of [name, value] or [name, value, description] arrays",
        [](auto const& e, parameter_value& x, auto&) { return read_calls_pair(e, x); });
}

inline bool
read_calls_value(const boost::json::value& v, std::map<std::string, std::string>& out,
                 route::json::decode_error& err)
{
    auto const* o = v.if_object();
    if (!o)
        return err = {"", "expected an object", false}, false;
    for (auto const& m : *o)
    {
        if (!m.value().is_string())
            return err = {"", "expected an object of strings", false}, false;
        out.emplace(std::string(m.key()), std::string(m.value().get_string()));
    }
    return true;
}

template <calls_record T>
bool read_calls_value(const boost::json::value& v, T& out, route::json::decode_error& err);

template <calls_record T>
bool
read_calls_value(const boost::json::value& v, std::optional<T>& out,
                 route::json::decode_error& err)
{
    return read_calls_value(v, out.emplace(), err);
}

template <calls_record T>
bool
read_calls_value(const boost::json::value& v, std::vector<T>& out, route::json::decode_error& err)
{
    return read_calls_array(v, out, err, nullptr, [](auto const& e, T& x, auto& er) {
        return read_calls_value(e, x, er);
    });
}

// a record: its members in declaration order, the first error wins; an
// error inside a member names it (`request_body.parts[0].kind`)
template <calls_record T>
bool
read_calls_value(const boost::json::value& v, T& out, route::json::decode_error& err)
{
    auto const* o = v.if_object();
    if (!o)
        return err = {"", "expected an object", false}, false;
    bool ok = true;
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>(
        [&](auto d) {
            if (!ok)
                return;
            auto const* m = o->if_contains(d.name);
            if (!m)
            {
                if (!calls_shape<T>::optional(d.pointer))
                    err = {d.name, "", true}, ok = false;
                return;
            }
            route::json::decode_error inner;
            if (!read_calls_value(*m, out.*d.pointer, inner))
            {
                err = inner;
                err.path = d.name + std::string(inner.path.empty() || inner.path[0] == '[' ? "" : ".") +
                           inner.path;
                ok = false;
            }
            else if (auto const* what = calls_shape<T>::invalid(out, d.pointer))
                err = {d.name, what, false}, ok = false;
        });
    return ok;
}

} // namespace detail
} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/calls_json.ipp>
#endif

#endif
