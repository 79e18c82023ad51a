//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_CONDITIONAL_IPP
#define ROUTE_DSL_IMPL_CONDITIONAL_IPP

#include <route/dsl/conditional.hpp>
#include <route/dsl/cookie.hpp>
#include <route/dsl/detail/validators.hpp>
#include <algorithm>

namespace route {
namespace dsl {
namespace detail {

void
add_validators(response& r, const std::optional<entity_tag>& etag,
               std::optional<std::chrono::system_clock::time_point> last_modified)
{
    if (etag && !r.has_header("ETag"))
        r.headers.push_back({"ETag", etag->to_string()});
    if (last_modified && !r.has_header("Last-Modified"))
        r.headers.push_back({"Last-Modified", ::route::http_date(*last_modified)});
}

std::optional<response>
evaluate_preconditions(const ::route::request& req, const std::optional<entity_tag>& etag,
                       std::optional<std::chrono::system_clock::time_point> last_modified)
{
    bool safe = req.method() == ::route::method::get || req.method() == ::route::method::head;
    auto failed = [] { return status_response(::route::status::precondition_failed); };
    auto not_modified = [&] {
        response r;
        r.status = ::route::status::not_modified;
        add_validators(r, etag, last_modified);
        return r;
    };
    auto if_match = joined_field(req, "If-Match");
    if (if_match)
    {
        tag_list l;
        bool ok = parse_tags(*if_match, l) &&
                  (l.star || (etag && std::any_of(l.tags.begin(), l.tags.end(),
                                                  [&](const entity_tag& t) {
                                                      return strong_match(t, *etag);
                                                  })));
        if (!ok)
            return failed();
    }
    else if (auto ius = req.header("If-Unmodified-Since"); ius && last_modified)
    {
        if (auto d = parse_http_date(*ius); d && to_seconds(*last_modified) > to_seconds(*d))
            return failed();
    }
    auto if_none_match = joined_field(req, "If-None-Match");
    if (if_none_match)
    {
        tag_list l;
        bool matches = parse_tags(*if_none_match, l) &&
                       (l.star || (etag && std::any_of(l.tags.begin(), l.tags.end(),
                                                       [&](const entity_tag& t) {
                                                           return t.value == etag->value;
                                                       })));
        if (matches)
            return safe ? not_modified() : failed();
    }
    else if (auto ims = req.header("If-Modified-Since"); safe && ims && last_modified)
    {
        if (auto d = parse_http_date(*ims); d && to_seconds(*last_modified) <= to_seconds(*d))
            return not_modified();
    }
    return std::nullopt;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
