//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_EXCEPTION_HANDLER_IPP
#define ROUTE_CORE_IMPL_EXCEPTION_HANDLER_IPP

#include <route/core/exception_handler.hpp>
#include <route/core/error.hpp>
#include <iostream>
#include <string>

namespace route {

namespace detail {

// What the default exception handler does: log, then answer 500.
ROUTE_DECL response
log_internal_error(std::exception_ptr e, const request_context& ctx)
{
    std::string what = "unknown exception";
    try
    {
        std::rethrow_exception(e);
    }
    catch (const entity_error& x)
    {
        // a request body that could not be read: the client's doing
        auto c = x.code();
        if (c == make_error_code(error::entity_too_large))
            return text_response(::route::status::payload_too_large, x.text());
        if (c == make_error_code(error::entity_truncated) ||
            c == make_error_code(error::entity_malformed))
            return text_response(::route::status::bad_request, x.text());
        if (c == make_error_code(error::entity_timeout))
            return text_response(::route::status::request_timeout, x.text());
        if (c == make_error_code(error::entity_corrupt))
        {
            // as pekko's IllegalRequestException: the summary answers, the
            // details go to the log
            std::cerr << "route: illegal request " << ctx.method().name() << ' '
                      << ctx.request().target() << ": " << x.what()
                      << "; answered 400 Bad Request" << std::endl;
            return text_response(::route::status::bad_request, x.text());
        }
        what = x.what();
    }
    catch (const std::exception& x)
    {
        what = x.what();
    }
    catch (...)
    {
    }
    std::cerr << "route: error while handling " << ctx.method().name() << ' '
              << ctx.request().target() << ": " << what << std::endl;
    return internal_error_response();
}

// The default handler's answer as a route: logs when it runs.
class internal_error_route : public route_expression<internal_error_route>
{
public:
    explicit internal_error_route(std::exception_ptr e) : e_(std::move(e)) {}

    route_result operator()(const request_context& ctx) const
    {
        return log_internal_error(e_, ctx);
    }

private:
    std::exception_ptr e_;
};

} // namespace detail

std::optional<route>
exception_handler::operator()(std::exception_ptr e) const
{
    std::optional<route> r;
    if (f_)
        r = f_(e);
    else
        r = route(detail::internal_error_route(e));
    if (!r && fallback_)
        return (*fallback_)(std::move(e));
    return r;
}

std::optional<route_result>
exception_handler::answer(std::exception_ptr e, const request_context& ctx) const
{
    if (!f_)
        return route_result(detail::log_internal_error(std::move(e), ctx));
    if (auto r = f_(e))
        return (*r)(ctx);
    if (fallback_)
        return fallback_->answer(std::move(e), ctx);
    return std::nullopt;
}

exception_handler
exception_handler::with_fallback(exception_handler fallback) const
{
    exception_handler h(*this);
    if (!f_)
        return h; // the default handler never declines
    h.fallback_ = std::make_shared<const exception_handler>(
        fallback_ ? fallback_->with_fallback(std::move(fallback)) : std::move(fallback));
    return h;
}

exception_handler
exception_handler::seal() const
{
    return with_fallback(default_exception_handler());
}

exception_handler
exception_handler_builder::result() const
{
    return exception_handler(
        [cases = std::make_shared<const std::vector<case_type>>(cases_)](
            std::exception_ptr e) -> std::optional<route> {
            for (auto const& c : *cases)
                if (auto r = c(e))
                    return r;
            return std::nullopt;
        });
}

exception_handler
default_exception_handler()
{
    return exception_handler();
}

response
internal_error_response()
{
    return text_response(::route::status::internal_server_error,
                         "There was an internal server error.");
}

} // namespace route

#endif
