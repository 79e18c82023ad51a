//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ERROR_HPP
#define ROUTE_CORE_ERROR_HPP

#include <route/config.hpp>
#include <route/json/error.hpp>
#include <boost/assert/source_location.hpp>
#include <boost/system/error_category.hpp>
#include <boost/system/error_code.hpp>
#include <string>
#include <type_traits>

namespace route {

/** The error of every "text to T" conversion: parameters
    (`route::from_param`), bodies (`route::unmarshaller`) and the JSON
    codec. Conversions return `boost::system::result<T, decode_error>`.
*/
using json::decode_error;

/** Real failures of the library (not rejections: a request that does not
    match is not an error).
*/
enum class error
{
    /// `server_options::address` is not an IP address.
    invalid_address = 1,

    /// A pending route result of a kind no runtime knows how to await.
    unknown_pending_result,

    /// A pending route result whose handler waits for work nothing runs.
    never_settled,
};

/// The category of `route::error`.
ROUTE_DECL const boost::system::error_category& error_category() noexcept;

/// Makes an `error_code` from a `route::error`.
inline boost::system::error_code
make_error_code(error e) noexcept
{
    return {static_cast<int>(e), error_category()};
}

namespace detail {

/** Throws `boost::system::system_error` for `e` with `what`, recording
    where it was thrown.
*/
[[noreturn]] ROUTE_DECL void
throw_error(error e, const std::string& what,
            const boost::source_location& loc = BOOST_CURRENT_LOCATION);

} // namespace detail

} // namespace route

template <>
struct boost::system::is_error_code_enum<::route::error> : std::true_type
{
};

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/error.ipp>
#endif

#endif
