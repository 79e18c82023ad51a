//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_CLIENT_HPP
#define DOCGEN_DETAIL_CLIENT_HPP

// The implementation details of <docgen/client.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace docgen {

namespace detail {

/** Throws `docgen::transport_error` for `ec` with `message`, recording
    where it was thrown.
*/
[[noreturn]] DOCGEN_DECL void
throw_transport_error(const boost::system::error_code& ec, const std::string& message,
                      const boost::source_location& loc = BOOST_CURRENT_LOCATION);

} // namespace detail

} // namespace docgen

#endif
