//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A directive with an awaitable authenticator is applied to its inner
// function directly: it cannot be combined with &.
#include <route/app/async.hpp>
#include <route/route.hpp>
#include <optional>
#include <string>

using namespace route::dsl;

boost::asio::awaitable<std::optional<std::string>>
look_up(const route::basic_credentials& c)
{
    co_return c.username;
}

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    route::route r = authenticate_basic("api", look_up)([](std::string user) {
        return parameter("q")([user](std::string q) { return complete(user + q); });
    });
#else
    route::route r = (authenticate_basic("api", look_up) & parameter("q"))(
        [](std::string user, std::string q) { return complete(user + q); });
#endif
    (void)r;
}
