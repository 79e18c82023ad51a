//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_ERROR_HPP
#define ROUTE_JSON_ERROR_HPP

#include <route/config.hpp>
#include <boost/assert/source_location.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace route {
namespace json {

/** Why a text could not be turned into a value, and where.

    The one error of every "text to T" conversion of the library: the JSON
    codec, the body unmarshallers (`route::unmarshaller`) and the parameter
    conversions (`route::from_param`) all return
    `boost::system::result<T, decode_error>`.

    `path` names the member for JSON values (`public_repos`,
    `owner.login`, `items[2].id`, `[0]`); it is empty for the value
    itself, and always empty for a plain text conversion.
*/
struct decode_error
{
    std::string path;
    std::string what;
    bool missing = false;

    decode_error() = default;

    /// An error about the value itself.
    explicit decode_error(std::string what_) : what(std::move(what_)) {}

    decode_error(std::string path_, std::string what_, bool missing_)
        : path(std::move(path_)), what(std::move(what_)), missing(missing_) {}

    /** `missing member 'public_repos'`, or
        `member 'items[2].id': expected an integer`, or (at the top, and
        for plain text conversions) `what` alone.
    */
    ROUTE_DECL std::string message() const;

    friend bool operator==(const decode_error&, const decode_error&) = default;
};

/** A value that has no JSON form (a non-finite floating-point number):
    what `encode` and `serialize` throw. `path` names the member, as in
    `decode_error`; `what()` is `member 'ratio': not a finite number`.
*/
class encode_error : public std::domain_error
{
public:
    ROUTE_DECL encode_error(std::string path, std::string what);

    const std::string& path() const noexcept { return path_; }
    const std::string& reason() const noexcept { return reason_; }

    /// The same error, one level further out (`name`, or `[i]` for an index).
    ROUTE_DECL encode_error within(std::string_view step) const;

private:
    std::string path_;
    std::string reason_;
};

/** Throws `std::invalid_argument` with the message: what
    `boost::system::result<T, decode_error>::value()` does on an error.
*/
[[noreturn]] ROUTE_DECL void
throw_exception_from_error(const decode_error& e, const boost::source_location& loc);

} // namespace json
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/json/impl/error.ipp>
#endif

#endif
