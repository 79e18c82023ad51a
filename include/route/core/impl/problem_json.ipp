//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_PROBLEM_JSON_IPP
#define ROUTE_CORE_IMPL_PROBLEM_JSON_IPP

#include <route/core/problem_json.hpp>
#include <route/detail/iequals.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <string>

namespace route {

response
as_problem_json(response r)
{
    auto* text = r.text();
    if (!status_allows_body(r.status) || !text)
        return r;
    if (!text->empty())
    {
        // only plain text: "text/plain" with or without parameters
        if (!detail::iequals(detail::split_element(r.header("Content-Type")).value, "text/plain"))
            return r;
    }
    auto reason = boost::beast::http::obsolete_reason(r.status);
    boost::json::object o;
    o["type"] = "about:blank";
    o["title"] = boost::json::string_view(reason.data(), reason.size());
    o["status"] = static_cast<unsigned>(r.status);
    if (!text->empty())
        o["detail"] = *text;
    *text = boost::json::serialize(o);
    r.set_header("Content-Type", std::string(application_problem_json));
    return r;
}

} // namespace route

#endif
