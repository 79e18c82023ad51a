//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_PATH_MATCHER_HPP
#define ROUTE_DSL_DETAIL_PATH_MATCHER_HPP

// The implementation details of <route/dsl/path_matcher.hpp>, which includes
// this header once `path_matcher` is declared: include that header, not this
// one.

#include <route/config.hpp>
#include <route/core/route.hpp>
#include <route/dsl/detail/short_text.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/uuid/uuid.hpp>
#include <boost/mp11/list.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {

// Declared, and documented, in <route/dsl/path_matcher.hpp>.
template <class Derived, class... Ts>
class path_matcher_base;

namespace detail {

// A matcher as is; a string as a literal_matcher.
template <class T>
auto as_matcher(T&& t);

// True for what `/` takes as a literal segment prefix beside a matcher.
template <class T>
concept matcher_literal = !path_matcher<T> && std::is_convertible_v<T, std::string_view>;

// The base of a matcher `D` extracting the types of the mp11 list `L`.
template <class D, class L>
using matcher_base_for = boost::mp11::mp_apply<path_matcher_base, boost::mp11::mp_push_front<L, D>>;

// Matches when `literal` is a prefix of the current segment, percent-decoded.
ROUTE_DECL bool match_literal(std::string_view& rest, std::string_view literal) noexcept;

// A non-empty segment, percent-decoded.
ROUTE_DECL std::optional<std::string> match_segment(std::string_view& rest);

// What `m.optional()` extracts for a matcher extracting `Ts...` (one or more).
template <class... Ts>
struct optional_values
{
    using type = boost::mp11::mp_list<std::optional<std::tuple<Ts...>>>;
};
template <class T>
struct optional_values<T>
{
    using type = boost::mp11::mp_list<std::optional<T>>;
};
template <class L>
using optional_values_list = typename boost::mp11::mp_apply<optional_values, L>::type;

} // namespace detail
} // namespace dsl
} // namespace route

#endif
