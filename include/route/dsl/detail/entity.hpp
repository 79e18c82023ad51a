//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_ENTITY_HPP
#define ROUTE_DSL_DETAIL_ENTITY_HPP

// The implementation details of <route/dsl/entity.hpp>.

#include <route/config.hpp>
#include <route/core/marshal.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/route.hpp>
#include <route/dsl/complete.hpp>
#include <route/dsl/directive.hpp>
#include <string>
#include <type_traits>
#include <utility>
#include <string_view>

namespace route {
namespace dsl {
namespace detail {

// True when the media type of a Content-Type value is `media_type`
// (case-insensitive; parameters such as charset are allowed).
ROUTE_DECL bool has_media_type(std::string_view content_type,
                               std::string_view media_type) noexcept;

template <class T>
concept declares_media_type = requires { unmarshaller<T>::media_type; };

// `boost::asio::awaitable<B, E>` -> `boost::asio::awaitable<route::route, E>`,
// without naming Asio here
template <class R>
struct route_awaitable;

template <template <class, class> class Aw, class B, class E>
struct route_awaitable<Aw<B, E>>
{
    using type = Aw<::route::route, E>;
};

} // namespace detail
} // namespace dsl
} // namespace route

#endif
