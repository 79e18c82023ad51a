//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_FWD_HPP
#define ROUTE_FWD_HPP

// Forward declarations only: include this where a name is only mentioned.

namespace route {

class method;
class request;
class header_source;
class header_list;
struct response;
struct header_field;
class request_context;
class route_result;
class deferred_result;
class route;
class rejection_handler;
class exception_handler;
class http_routes;
class http_app;

template <class T, class>
struct marshaller;
template <class T, class>
struct unmarshaller;
template <class T, class>
struct handler_result;

namespace json {
struct decode_error;
} // namespace json

} // namespace route

#endif
