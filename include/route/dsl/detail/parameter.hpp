//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_PARAMETER_HPP
#define ROUTE_DSL_DETAIL_PARAMETER_HPP

// The implementation details of <route/dsl/parameter.hpp>, which includes
// this header once `param_kind` and `param_spec` are declared: include that
// header, not this one.

#include <route/config.hpp>
#include <route/dsl/detail/query.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/from_param.hpp>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

// The spec an argument of `parameters` stands for: a spec is itself, a
// name is a required std::string spec.
template <class T, implementation_defined::param_kind K>
implementation_defined::param_spec<T, K> as_spec(implementation_defined::param_spec<T, K> s);
inline implementation_defined::param_spec<std::string> as_spec(std::string_view name);

template <class S>
using spec_t = decltype(as_spec(std::declval<S>()));

} // namespace detail
} // namespace dsl
} // namespace route

#endif
