//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_METHOD_IPP
#define ROUTE_DSL_IMPL_METHOD_IPP

#include <route/dsl/method.hpp>
#include <route/dsl/detail/query.hpp>
#include <deque>
#include <mutex>

namespace route {
namespace dsl {
namespace implementation_defined {

const ::route::method*
method_directive::intern(const ::route::method& m)
{
    static std::mutex mutex;
    static std::deque<::route::method> methods; // stable addresses
    std::lock_guard<std::mutex> lock(mutex);
    for (auto const& x : methods)
        if (x == m)
            return &x;
    return &methods.emplace_back(m);
}

override_method_directive::outcome
override_method_directive::resolve(const request_context& ctx, ::route::method& m,
                                   std::string& value) const
{
    // the same query parsing as the parameter directives
    detail::query q;
    if (!q.parse(ctx))
        return outcome::bad_query;
    auto const* e = q.find(name_, detail::name_hash(name_));
    if (!e)
        return outcome::absent;
    value = detail::query::value(*e);
    std::string upper = value;
    for (auto& c : upper)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    ::route::method candidate(upper);
    if (!candidate.is_standard())
        return outcome::unknown_method;
    m = std::move(candidate);
    return outcome::replaced;
}

route_result
override_method_directive::fail(outcome o, const std::string& value) const
{
    if (o == outcome::bad_query)
        return detail::invalid_query();
    return route_result(text_response(
        ::route::status::not_implemented,
        "The HTTP method '" + value + "' given in the query parameter '" + name_ +
            "' is not supported."));
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
