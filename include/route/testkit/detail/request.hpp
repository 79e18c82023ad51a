//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_DETAIL_REQUEST_HPP
#define ROUTE_TESTKIT_DETAIL_REQUEST_HPP

// The implementation details of <route/testkit/request.hpp>.

#include <memory>

namespace boost {
namespace asio {
class io_context;
} // namespace asio
} // namespace boost

namespace route {

class upgrade_handler;

namespace testkit {
namespace detail {

/** The client end of a WebSocket request (`WS(uri, probe)`): the test
    kit connects it to the handler of an upgrade response.
*/
class websocket_client
{
public:
    virtual ~websocket_client() = default;

    /** Starts `h` against this client on `io` (null: the client's own
        runtime).
    */
    virtual void connect(std::shared_ptr<const upgrade_handler> h, boost::asio::io_context* io) = 0;
};

} // namespace detail
} // namespace testkit
} // namespace route

#endif
