//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REQUEST_HPP
#define ROUTE_CORE_REQUEST_HPP

#include <route/config.hpp>
#include <route/core/method.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace route {

/** Read access to the header fields of a request.

    The server adapts Beast's fields and the test kit a plain list, so that
    routes see one interface and no message type.
*/
class header_source
{
public:
    /// The value of the first field named `name` (case-insensitive).
    virtual std::optional<std::string_view> find(std::string_view name) const = 0;

protected:
    ~header_source() = default;
};

/** An owning list of header fields; a `header_source`.
*/
class header_list final : public header_source
{
public:
    header_list() = default;
    header_list(std::initializer_list<std::pair<std::string, std::string>> l)
        : fields_(l) {}

    /// Replaces every field named `name` by one with `value`.
    ROUTE_DECL void set(std::string_view name, std::string_view value);

    /// Appends a field.
    void add(std::string_view name, std::string_view value)
    {
        fields_.emplace_back(std::string(name), std::string(value));
    }

    const std::vector<std::pair<std::string, std::string>>& fields() const noexcept
    {
        return fields_;
    }

    ROUTE_DECL std::optional<std::string_view> find(std::string_view name) const override;

private:
    std::vector<std::pair<std::string, std::string>> fields_;
};

/** A request as routes see it: a view, owning nothing.

    Whoever runs a route (the server, the test kit) keeps the target, the
    body and the header fields alive until the route's result is complete.
*/
class request
{
public:
    /** Constructs a view of a request.

        @param m the method
        @param target the request-target in origin form, e.g. "/items?x=1"
        @param headers the header fields
        @param body the complete body
    */
    request(::route::method m, std::string_view target,
            const header_source& headers, std::string_view body = {}) noexcept
        : method_(std::move(m)), target_(target), headers_(&headers), body_(body)
    {
    }

    const ::route::method& method() const noexcept { return method_; }
    std::string_view target() const noexcept { return target_; }
    std::string_view body() const noexcept { return body_; }
    const header_source& headers() const noexcept { return *headers_; }

    /// The value of the first header field named `name`, if any.
    std::optional<std::string_view> header(std::string_view name) const
    {
        return headers_->find(name);
    }

private:
    ::route::method method_;
    std::string_view target_;
    const header_source* headers_;
    std::string_view body_;
};

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/request.ipp>
#endif

#endif
