//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REQUEST_CONTEXT_HPP
#define ROUTE_CORE_REQUEST_CONTEXT_HPP

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <boost/system/result.hpp>
#include <cstdint>
#include <string_view>

namespace route {

/** A request together with what the directives above a route have done
    to it: the part of the path not matched yet, and the method (which
    `override_method_with_parameter` may have replaced).

    A small value: directives pass a modified copy to their inner route.
*/
class request_context
{
public:
    /** Creates the context of a request.

        The path part of the request-target must be valid (RFC 3986
        percent-encoding); the query is checked only by the directives that
        read it.

        @return the context, or an error naming what is wrong with the target
    */
    ROUTE_DECL static boost::system::result<request_context>
    make(const ::route::request& req);

    const ::route::request& request() const noexcept { return *req_; }

    /// The request's method, or the one a directive put in its place.
    const ::route::method& method() const noexcept { return method_; }

    /// The percent-encoded path not yet consumed by path directives.
    std::string_view unmatched_path() const noexcept { return path_; }

    /// The percent-encoded query, without `?`.
    std::string_view raw_query() const noexcept { return query_; }

    /// True when the target has a `?`.
    bool has_query() const noexcept { return has_query_; }

    request_context with_unmatched_path(std::string_view p) const
    {
        request_context c(*this);
        c.path_ = p;
        return c;
    }

    /** This context for another request (see `map_request`): the
        unmatched path stays; the method becomes `r`'s when `r` changed it.
        `r` must outlive the context.
    */
    request_context with_request(const ::route::request& r) const
    {
        request_context c(*this);
        if (!(r.method() == req_->method()))
            c.method_ = r.method();
        c.req_ = &r;
        return c;
    }

    request_context with_method(::route::method m) const
    {
        request_context c(*this);
        c.method_ = std::move(m);
        return c;
    }

    /** The size limit in force for the request body, in bytes: the
        request's `body_limit()` unless `with_size_limit` or
        `without_size_limit` changed it; `decode_request` decodes no more.
    */
    std::uint64_t size_limit() const noexcept { return size_limit_; }

    /// This context with another size limit (see `size_limit`).
    request_context with_size_limit(std::uint64_t n) const
    {
        request_context c(*this);
        c.size_limit_ = n;
        return c;
    }

    /** True inside `to_strict_entity`: the route there sees the request
        body as a strict entity, while the routes around it see the entity
        the request came with (pekko-http's `toStrictEntity` changes the
        request of its inner route only).
    */
    bool strict_entity() const noexcept { return strict_entity_; }

    /// This context as `to_strict_entity` gives it to its inner route.
    request_context with_strict_entity() const
    {
        request_context c(*this);
        c.strict_entity_ = true;
        return c;
    }

private:
    request_context() = default;

    const ::route::request* req_ = nullptr;
    ::route::method method_;
    std::string_view path_;
    std::string_view query_;
    bool has_query_ = false;
    bool strict_entity_ = false;
    std::uint64_t size_limit_ = 0;
};

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/request_context.ipp>
#include <route/core/impl/strict_entity.ipp>
#endif

#endif
