//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_REJECTION_HANDLER_IPP
#define ROUTE_CORE_IMPL_REJECTION_HANDLER_IPP

#include <route/core/rejection_handler.hpp>
#include <route/dsl/complete.hpp>
#include <algorithm>
#include <string>

namespace route {

rejection_handler
rejection_handler::with_fallback(rejection_handler fallback) const
{
    return rejection_handler(
        [first = *this, fallback = std::move(fallback)](
            const std::vector<rejection>& list) -> std::optional<route> {
            if (auto r = first(list))
                return r;
            return fallback(list);
        });
}

namespace detail {

template <class T>
const T*
first_of(const std::vector<rejection>& list)
{
    for (auto const& r : list)
        if (auto p = std::get_if<T>(&r))
            return p;
    return nullptr;
}

} // namespace detail

response
default_rejection_response(const std::vector<rejection>& list)
{
    if (detail::first_of<method_rejection>(list))
    {
        std::string methods;
        for (auto const& r : list)
        {
            if (auto p = std::get_if<method_rejection>(&r))
            {
                if (!methods.empty())
                    methods += ", ";
                methods += p->supported.name();
            }
        }
        auto res = text_response(::route::status::method_not_allowed,
                                 "HTTP method not allowed, supported methods: " + methods);
        res.headers.push_back({"Allow", methods});
        return res;
    }
    if (auto p = detail::first_of<malformed_query_param_rejection>(list))
        return text_response(::route::status::bad_request,
                             "The query parameter '" + p->name + "' was malformed:\n" +
                                 p->message);
    if (auto p = detail::first_of<malformed_request_content_rejection>(list))
        return text_response(::route::status::bad_request,
                             "The request content was malformed:\n" + p->message);
    if (auto p = detail::first_of<missing_query_param_rejection>(list))
        return text_response(::route::status::not_found,
                             "Request is missing required query parameter '" + p->name +
                                 "'");
    if (detail::first_of<unsupported_request_content_type_rejection>(list))
    {
        std::vector<std::string> types;
        for (auto const& r : list)
            if (auto p = std::get_if<unsupported_request_content_type_rejection>(&r))
                for (auto const& s : p->supported)
                    if (std::find(types.begin(), types.end(), s) == types.end())
                        types.push_back(s);
        std::string expected;
        for (auto const& s : types)
            expected += (expected.empty() ? "" : " or ") + s;
        return text_response(
            ::route::status::unsupported_media_type,
            expected.empty()
                ? std::string("The request's Content-Type is not supported.")
                : "The request's Content-Type is not supported. Expected:\n" + expected);
    }
    if (auto p = detail::first_of<validation_rejection>(list))
        return text_response(::route::status::bad_request, p->message);
    return not_found_response();
}

rejection_handler
default_rejection_handler()
{
    return rejection_handler(
        [](const std::vector<rejection>& list) -> std::optional<route> {
            return route(dsl::complete(default_rejection_response(list)));
        });
}

response
not_found_response()
{
    return text_response(::route::status::not_found,
                         "The requested resource could not be found.");
}

response
internal_error_response()
{
    return text_response(::route::status::internal_server_error,
                         "There was an internal server error.");
}

} // namespace route

#endif
