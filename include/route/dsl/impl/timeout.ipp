//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_TIMEOUT_IPP
#define ROUTE_DSL_IMPL_TIMEOUT_IPP

#include <route/dsl/timeout.hpp>
#include <stdexcept>

namespace route {
namespace dsl {
namespace detail {

timeout_access::clock::duration
checked_timeout(timeout_access::clock::duration d)
{
    if (d <= timeout_access::clock::duration::zero())
        throw std::invalid_argument(
            "with_request_timeout: the timeout must be positive "
            "(without_request_timeout switches it off)");
    return d;
}

void
update_request_timeout(const request_context& ctx,
                       std::optional<timeout_access::clock::duration> d, bool set,
                       const timeout_access::handler_type& h)
{
    timeout_access* t = ctx.request().timeout();
    if (!t)
        return;
    if (h)
        t->update_handler(h);
    if (!set)
        return;
    if (d)
        t->update_timeout(*d);
    else
        t->disable_timeout();
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
