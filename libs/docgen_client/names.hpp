//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CLIENT_NAMES_HPP
#define DOCGEN_CLIENT_NAMES_HPP

// The names and literals of the C++ the `client` format writes: what an
// identifier may be, how a clash is avoided, how a string is spelt.
// safe_identifier and package_namespaces are in client_format.hpp.

#include <set>
#include <string>
#include <string_view>

namespace docgen {
namespace client_format {
namespace detail {

inline bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

/// Whether `s` is a C++20 keyword, an alternative token or a name the
/// standard library defines as a macro.
bool is_reserved_word(std::string_view s);

/// Whether `s` is made of letters, digits and `_`, not starting with a digit.
bool is_identifier(std::string_view s);

/// `name`, or `name_2`, `name_3`, ... the first that `taken` does not hold.
std::string unique(const std::string& name, const std::set<std::string>& taken);

/// A C++ string literal of `s`.
std::string literal(std::string_view s);

} // namespace detail
} // namespace client_format
} // namespace docgen

#endif
