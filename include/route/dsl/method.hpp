//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_METHOD_HPP
#define ROUTE_DSL_METHOD_HPP

#include <route/config.hpp>
#include <route/core/method.hpp>
#include <route/dsl/directive.hpp>
#include <string>
#include <string_view>

namespace route {
namespace dsl {
namespace implementation_defined {

/** Passes only requests of one method (see `method`, `get`, ...); rejects
    others with a `method_rejection` naming that method.

    When it passes and the inner route rejects, it cancels every
    `method_rejection` of the whole set of alternatives: the method was
    right, so a 405 would be wrong (pekko-http's semantics).
*/
class method_directive : public directive_base<method_directive>
{
public:
    explicit method_directive(const ::route::method& m)
        : verb_(m.to_verb()), extension_(verb_ == verb::unknown ? intern(m) : nullptr)
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (matches(ctx.method()))
            return k(ctx).cancel(cancellation::method);
        return route_result::rejected({method_rejection{wanted()}});
    }

    /// The method this directive passes.
    ::route::method wanted() const { return extension_ ? *extension_ : ::route::method(verb_); }

private:
    using verb = ::route::method::verb;

    bool matches(const ::route::method& m) const noexcept
    {
        return extension_ ? m == *extension_ : m.to_verb() == verb_;
    }

    // The one copy of an extension method, kept for the rest of the
    // program (a program names few): the directive stays a plain value,
    // with no destructor, which keeps long route tables cheap to compile.
    ROUTE_DECL static const ::route::method* intern(const ::route::method& m);

    verb verb_;
    const ::route::method* extension_;
};

} // namespace implementation_defined

/** The type of `get`, `post`, ... and of `method(m)`, for code that keeps
    method directives in a table (`std::vector<route::dsl::method_directive>`).
*/
using implementation_defined::method_directive;

/** Passes only requests of method `m`.
    @par Example
    @code auto r = method(route::method::put)(complete("updated")); @endcode
*/
inline method_directive method(const ::route::method& m)
{
    return method_directive(m);
}

/// Passes only requests whose method is the Beast verb `v`.
inline method_directive method(boost::beast::http::verb v)
{
    return method_directive(::route::method(v));
}

/// Passes only GET requests (not HEAD).
inline const method_directive get{::route::method::verb::get};
/// Passes only POST requests.
inline const method_directive post{::route::method::verb::post};
/// Passes only PUT requests.
inline const method_directive put{::route::method::verb::put};
/// Passes only PATCH requests.
inline const method_directive patch{::route::method::verb::patch};
/** Passes only DELETE requests.
    @par Example
    @code auto r = delete_(complete(route::status::no_content)); @endcode
*/
inline const method_directive delete_{::route::method::verb::delete_};
/// Passes only HEAD requests.
inline const method_directive head{::route::method::verb::head};
/// Passes only OPTIONS requests.
inline const method_directive options{::route::method::verb::options};

namespace implementation_defined {

/// Extracts the request's method (a `route::method`); never rejects (see `extract_method`).
class extract_method_directive
    : public directive_base<extract_method_directive, ::route::method>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, ::route::method(ctx.method()));
    }
};

/** Replaces the request's method, for the inner route, by the value of a
    query parameter (for HTML forms and clients limited to GET and POST);
    see `override_method_with_parameter`.
*/
class override_method_directive : public directive_base<override_method_directive>
{
public:
    explicit override_method_directive(std::string name) : name_(std::move(name)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        ::route::method m;
        std::string value;
        auto r = resolve(ctx, m, value);
        if (r == outcome::absent)
            return k(ctx);
        if (r == outcome::replaced)
            return k(ctx.with_method(std::move(m)));
        return fail(r, value);
    }

private:
    enum class outcome { absent, replaced, unknown_method, bad_query };

    ROUTE_DECL outcome resolve(const request_context& ctx, ::route::method& m,
                               std::string& value) const;
    ROUTE_DECL route_result fail(outcome o, const std::string& value) const;

    std::string name_;
};

} // namespace implementation_defined

/** Extracts the request's method.
    @par Example
    @code auto r = extract_method([](route::method m) { return complete(std::string(m.name())); }); @endcode
*/
inline constexpr implementation_defined::extract_method_directive extract_method{};

/** If the query parameter `name` is present, its value, upper-cased,
    replaces the request's method for the inner route.

    Absent: the request passes unchanged. A value that is not one of the
    nine standard HTTP methods completes the request with
    501 Not Implemented and a text body naming the value.

    @par Example
    @code
    // POST /items/7?_method=DELETE reaches the delete_ branch
    auto r = override_method_with_parameter("_method")(
        get(complete("read")) | delete_(complete(route::status::no_content)));
    @endcode
*/
inline implementation_defined::override_method_directive
override_method_with_parameter(std::string name)
{
    return implementation_defined::override_method_directive(std::move(name));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/method.ipp>
#endif

#endif
