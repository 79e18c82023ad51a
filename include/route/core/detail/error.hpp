//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_ERROR_HPP
#define ROUTE_CORE_DETAIL_ERROR_HPP

// The implementation details of <route/core/error.hpp>.

#include <route/config.hpp>
#include <route/json/error.hpp>
#include <boost/assert/source_location.hpp>
#include <boost/system/error_category.hpp>
#include <boost/system/error_code.hpp>
#include <boost/system/system_error.hpp>
#include <string>
#include <type_traits>

namespace route {

// Declared, and documented, in <route/core/error.hpp>.
enum class error;

namespace detail {

/** Throws `boost::system::system_error` for `e` with `what`, recording
    where it was thrown.
*/
[[noreturn]] ROUTE_DECL void
throw_error(error e, const std::string& what,
            const boost::source_location& loc = BOOST_CURRENT_LOCATION);

} // namespace detail
} // namespace route

#endif
