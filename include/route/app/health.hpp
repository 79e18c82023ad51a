//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_HEALTH_HPP
#define ROUTE_APP_HEALTH_HPP

// Readiness and liveness, as an orchestrator or a balancer asks for them
// (pekko-management's /ready and /alive): checks by name, and the
// server's own part while it drains (server_options::health, drain_delay).

#include <route/config.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <atomic>
#include <functional>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace route {

/** Named checks of readiness (may this instance take traffic?) and
    liveness (is it working at all, or should it be restarted?).

    A check is a function returning whether it holds; one that throws
    does not hold. Checks run on the thread that asks, each time
    `health_route` is asked: keep them quick. Readiness also holds only
    while the server is not draining: a server given this object
    (`server_options::health`) reports "not ready" as soon as it begins to
    stop, while liveness stays as its checks say, so that a balancer
    stops sending before the server stops accepting, and nothing restarts
    the draining instance.

    Thread-safe: checks may be added while requests are served.
*/
class health
{
public:
    /// A check: whether it holds.
    using check = std::function<bool()>;

    /// What one of `readiness()` or `liveness()` found.
    struct report
    {
        /// Every check holds.
        bool up = true;
        /// Each check's name and whether it held, in the order added.
        std::vector<std::pair<std::string, bool>> checks;
    };

    health() = default;
    health(const health&) = delete;
    health& operator=(const health&) = delete;

    /// Adds a readiness check named `name`.
    ROUTE_DECL void add_readiness_check(std::string name, check f);

    /// Adds a liveness check named `name`.
    ROUTE_DECL void add_liveness_check(std::string name, check f);

    /** Runs the readiness checks. The first entry is the server's own,
        named `server`: down while it drains.
    */
    ROUTE_DECL report readiness() const;

    /// Runs the liveness checks.
    ROUTE_DECL report liveness() const;

    /// The server is draining (set by a server that was given this object).
    void set_draining(bool d) noexcept { draining_.store(d, std::memory_order_release); }
    bool draining() const noexcept { return draining_.load(std::memory_order_acquire); }

private:
    ROUTE_DECL static void run(const std::vector<std::pair<std::string, check>>& checks,
                               report& into);

    mutable std::mutex mutex_;
    std::vector<std::pair<std::string, check>> readiness_;
    std::vector<std::pair<std::string, check>> liveness_;
    std::atomic<bool> draining_{false};
};

/** The answer to a health request: 200 `{"status":"UP","checks":{...}}`,
    or 503 `{"status":"DOWN","checks":{...}}` when a check does not hold,
    each check's name with `"UP"` or `"DOWN"`; JSON, never cached.
*/
ROUTE_DECL response health_response(const health::report& r);

/** `GET /ready` (readiness) and `GET /alive` (liveness), answered by
    `health_response`. `h` must outlive the route.

    @par Example
    @code
    auto h = std::make_shared<route::health>();
    h->add_readiness_check("database", [&db] { return db.connected(); });
    route::server_options o;
    o.health = h;               // not ready while the server drains
    o.drain_delay = std::chrono::seconds(5);
    auto app = route::to_http_routes(route::health_route(*h) | routes);
    @endcode
*/
ROUTE_DECL ::route::route health_route(const health& h);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/health.ipp>
#endif

#endif
