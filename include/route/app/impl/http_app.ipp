//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_HTTP_APP_IPP
#define ROUTE_APP_IMPL_HTTP_APP_IPP

#include <route/app/http_app.hpp>
#include <route/dsl/execution.hpp>

namespace route {

namespace detail {

// Runs `r` on the context of `req`; a target that is not valid is 400.
template <class R>
route_result
run_on(const R& r, const request& req)
{
    auto ctx = request_context::make(req);
    if (!ctx)
        return text_response(::route::status::bad_request,
                             "Illegal request-target: " + ctx.error().message());
    return r(*ctx);
}

} // namespace detail

route_result
run(const route& r, const request& req)
{
    return detail::run_on(r, req);
}

route
seal(route r)
{
    return seal(std::move(r), default_exception_handler(), default_rejection_handler());
}

route
seal(route r, exception_handler eh, rejection_handler rh)
{
    using dsl::handle_exceptions;
    using dsl::handle_rejections;
    return (handle_exceptions(std::move(eh)) & handle_rejections(std::move(rh)))(std::move(r));
}

http_routes::http_routes(route r, rejection_handler h)
    : sealed_(seal(std::move(r), default_exception_handler(),
                   h.with_fallback(default_rejection_handler()).matched_only()))
{
}

route_result
http_routes::operator()(const request& req) const
{
    return detail::run_on(sealed_, req);
}

http_app
http_routes::or_not_found() const
{
    return http_app(*this);
}

http_app::http_app(const http_routes& routes)
    : r_(dsl::handle_rejections(rejection_handler::from_responses(
          [](const std::vector<rejection>&) -> std::optional<response> {
              return not_found_response();
          }))(routes.sealed()))
{
}

route_result
http_app::operator()(const request& req) const
{
    return detail::run_on(r_, req);
}

http_routes
to_http_routes(route r)
{
    return http_routes(std::move(r), default_rejection_handler());
}

http_routes
to_http_routes(route r, rejection_handler h)
{
    return http_routes(std::move(r), std::move(h));
}

} // namespace route

#endif
