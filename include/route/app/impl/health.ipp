//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_HEALTH_IPP
#define ROUTE_APP_IMPL_HEALTH_IPP

#include <route/app/health.hpp>
#include <route/dsl/complete.hpp>
#include <route/dsl/method.hpp>
#include <route/dsl/path.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

namespace route {

void
health::add_readiness_check(std::string name, check f)
{
    std::lock_guard<std::mutex> lock(mutex_);
    readiness_.emplace_back(std::move(name), std::move(f));
}

void
health::add_liveness_check(std::string name, check f)
{
    std::lock_guard<std::mutex> lock(mutex_);
    liveness_.emplace_back(std::move(name), std::move(f));
}

void
health::run(const std::vector<std::pair<std::string, check>>& checks, report& into)
{
    for (auto const& [name, f] : checks)
    {
        bool holds = false;
        try
        {
            holds = f();
        }
        catch (...)
        {
        }
        into.up = into.up && holds;
        into.checks.emplace_back(name, holds);
    }
}

health::report
health::readiness() const
{
    report r;
    r.up = !draining();
    r.checks.emplace_back("server", r.up);
    std::vector<std::pair<std::string, check>> checks;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        checks = readiness_;
    }
    run(checks, r);
    return r;
}

health::report
health::liveness() const
{
    report r;
    std::vector<std::pair<std::string, check>> checks;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        checks = liveness_;
    }
    run(checks, r);
    return r;
}

response
health_response(const health::report& r)
{
    boost::json::object checks;
    for (auto const& [name, holds] : r.checks)
        checks[name] = holds ? "UP" : "DOWN";
    boost::json::object body;
    body["status"] = r.up ? "UP" : "DOWN";
    body["checks"] = std::move(checks);
    response res;
    res.status = r.up ? ::route::status::ok : ::route::status::service_unavailable;
    res.headers.push_back({"Content-Type", "application/json"});
    res.headers.push_back({"Cache-Control", "no-store"});
    res.body = boost::json::serialize(body);
    return res;
}

::route::route
health_route(const health& h)
{
    using namespace ::route::dsl;
    auto const* p = &h;
    return get(path("ready")(complete([p] { return health_response(p->readiness()); })) |
               path("alive")(complete([p] { return health_response(p->liveness()); })));
}

} // namespace route

#endif
