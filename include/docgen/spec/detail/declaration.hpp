//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DETAIL_DECLARATION_HPP
#define DOCGEN_SPEC_DETAIL_DECLARATION_HPP

// The implementation details of <docgen/spec/declaration.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace docgen {

namespace detail {

class call_state;

/// Sends the call's request once and checks the status; fails the test otherwise.
DOCGEN_DECL const response<empty_body>& perform(call_state& s);

/// Fails the current test with `message` (does not return).
[[noreturn]] DOCGEN_DECL void fail(const std::string& message);

/// Decodes the body or fails the test naming the member.
template <class T>
T decode_body(call_state& s, const response<empty_body>& r);

DOCGEN_DECL void check_empty_body(call_state& s, const response<empty_body>& r);
DOCGEN_DECL void fail_decode(call_state& s, const std::string& type,
                             const route::json::decode_error& e);

// The C++ name of T without namespaces or template arguments' noise.
template <class T>
std::string
short_type_name()
{
    if constexpr (std::is_same_v<T, empty_body>)
        return "";
    std::string n = boost::core::demangle(typeid(T).name());
    auto lt = n.find('<');
    auto colon = n.rfind("::", lt);
    return colon == std::string::npos ? n : n.substr(colon + 2);
}

// A path value as text.
template <class V>
std::string
path_value(const V& v)
{
    if constexpr (std::is_convertible_v<const V&, std::string_view>)
        return std::string(std::string_view(v));
    else
    {
        static_assert(std::is_integral_v<V>, "docgen: a path value is a string or an integer");
        return std::to_string(v);
    }
}

} // namespace detail

} // namespace docgen

#endif
