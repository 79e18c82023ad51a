//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_METHOD_HPP
#define ROUTE_CORE_METHOD_HPP

#include <route/config.hpp>
#include <boost/beast/http/verb.hpp>
#include <iosfwd>
#include <string>
#include <string_view>

namespace route {

/** An HTTP request method.

    A method is either one of the methods Beast knows (`GET`, `PUT`, ...)
    or an extension method carried by its token. The constants
    `method::get` ... `method::trace` name the standard methods.

    @par Example
    @code
    route::method m = route::method::put;
    assert(m.name() == "PUT");
    assert(route::method("PATCH") == route::method::patch);
    @endcode
*/
class method
{
public:
    using verb = boost::beast::http::verb;

    /// Constructs GET.
    method() noexcept = default;

    /// Constructs the method for a Beast verb.
    constexpr method(verb v) noexcept : verb_(v) {}

    /** Constructs a method from its token, as sent on the wire.

        The token is case-sensitive, as in HTTP: `"GET"` is `method::get`,
        `"get"` is an extension method.
    */
    ROUTE_DECL explicit method(std::string_view token);

    /// The Beast verb; `verb::unknown` for an extension method.
    verb to_verb() const noexcept { return verb_; }

    /// The method's token: "GET", "DELETE", or the extension token.
    ROUTE_DECL std::string_view name() const noexcept;

    /// True for the nine methods of RFC 9110 and RFC 5789.
    ROUTE_DECL bool is_standard() const noexcept;

    friend bool operator==(const method& a, const method& b) noexcept
    {
        return a.verb_ == b.verb_ && a.token_ == b.token_;
    }

    static const method get;
    static const method post;
    static const method put;
    static const method patch;
    static const method delete_;
    static const method head;
    static const method options;
    static const method connect;
    static const method trace;

private:
    verb verb_ = verb::get;
    std::string token_; // only for extension methods
};

inline const method method::get{method::verb::get};
inline const method method::post{method::verb::post};
inline const method method::put{method::verb::put};
inline const method method::patch{method::verb::patch};
inline const method method::delete_{method::verb::delete_};
inline const method method::head{method::verb::head};
inline const method method::options{method::verb::options};
inline const method method::connect{method::verb::connect};
inline const method method::trace{method::verb::trace};

/// Writes the method's token.
ROUTE_DECL std::ostream& operator<<(std::ostream& os, const method& m);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/method.ipp>
#endif

#endif
