//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_DIRECTIVE_HPP
#define ROUTE_DSL_DETAIL_DIRECTIVE_HPP

// The implementation details of <route/dsl/directive.hpp>.

#include <route/config.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/marshal.hpp>
#include <route/core/route.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>
#include <functional>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {

// Declared, and documented, in <route/dsl/directive.hpp>.
template <class Derived, class... Ts>
class directive_base;

namespace detail {

// The base of a directive `D` extracting the types of the mp11 list `L`.
template <class D, class L>
using directive_base_for = boost::mp11::mp_apply<directive_base, boost::mp11::mp_push_front<L, D>>;

} // namespace detail
} // namespace dsl
} // namespace route

#endif
