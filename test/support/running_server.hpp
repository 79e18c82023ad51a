//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A server for black-box tests: on 127.0.0.1, a port the system chooses,
// one thread; started when made, stopped when gone.
#ifndef ROUTE_TEST_SUPPORT_RUNNING_SERVER_HPP
#define ROUTE_TEST_SUPPORT_RUNNING_SERVER_HPP

#include <route/server.hpp>
#include <utility>

namespace route {
namespace test {

// The options of a test server: loopback, port 0, one thread; bodies over
// 1 KiB are streamed to the route rather than read before it runs.
inline ::route::server_options
streaming_options()
{
    ::route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 1;
    o.strict_body_limit = 1024;
    return o;
}

struct running_server
{
    running_server(::route::http_app app, ::route::server_options o) : s(std::move(app), o)
    {
        s.start();
    }
    ~running_server() { s.stop(); }
    ::route::server s;
};

} // namespace test
} // namespace route

#endif
