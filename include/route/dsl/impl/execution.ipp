//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_EXECUTION_IPP
#define ROUTE_DSL_IMPL_EXECUTION_IPP

#include <route/dsl/execution.hpp>
#include <stdexcept>
#include <string>

namespace route {
namespace dsl {

namespace detail {

// The answer of a rejection handler must complete (pekko-http's rule).
ROUTE_DECL route_result
must_complete(route_result r, std::size_t rejections)
{
    if (r.is_pending())
        return std::move(r).then([rejections](route_result x) {
            return must_complete(std::move(x), rejections);
        });
    if (!r.is_rejected())
        return r;
    return route_result::failed(std::make_exception_ptr(std::logic_error(
        "route: the rejection handler's route for " + std::to_string(rejections) +
        " rejection(s) must not itself reject")));
}

} // namespace detail

namespace implementation_defined {

route_result
handle_exceptions_directive::handle(route_result r, const request_context& ctx,
                                    const exception_handler& h)
{
    if (!r.is_failed())
        return r;
    std::optional<route_result> answer;
    try
    {
        answer = h.answer(r.error(), ctx);
    }
    catch (...)
    {
        return route_result::failed(std::current_exception());
    }
    if (!answer)
        return r;
    return std::move(*answer);
}

route_result
handle_rejections_directive::handle(route_result r, const request_context& ctx,
                                    const rejection_handler& h)
{
    if (!r.is_rejected())
        return r;
    auto list = r.effective_rejections();
    auto answer = h.answer(list, ctx);
    if (!answer)
        return route_result::rejected(std::move(list));
    return detail::must_complete(std::move(*answer), list.size());
}

} // namespace implementation_defined

} // namespace dsl
} // namespace route

#endif
