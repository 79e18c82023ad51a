//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_LINEAR_DISPATCH_HPP
#define ROUTE_CORE_DETAIL_LINEAR_DISPATCH_HPP

// A switch for tests: alternatives dispatch without their literal index,
// the reference the index is checked against.

#include <route/config.hpp>

namespace route {
namespace detail {

/** True on this thread while a `linear_dispatch_scope` lives: alternatives
    then try every route in order instead of consulting their index (the
    reference the index is tested against).
*/
ROUTE_DECL bool& linear_dispatch() noexcept;

/// Makes the alternatives of this thread dispatch linearly while it lives.
class linear_dispatch_scope
{
public:
    linear_dispatch_scope() noexcept : old_(linear_dispatch()) { linear_dispatch() = true; }
    ~linear_dispatch_scope() { linear_dispatch() = old_; }
    linear_dispatch_scope(const linear_dispatch_scope&) = delete;
    linear_dispatch_scope& operator=(const linear_dispatch_scope&) = delete;

private:
    bool old_;
};

} // namespace detail
} // namespace route

// the alternatives, which it switches (and, header-only, its definition)
#include <route/core/alternative.hpp>

#endif
