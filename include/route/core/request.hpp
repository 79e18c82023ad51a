//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REQUEST_HPP
#define ROUTE_CORE_REQUEST_HPP

#include <route/config.hpp>
#include <route/core/attribute.hpp>
#include <route/core/client_certificate.hpp>
#include <route/core/trace_context.hpp>
#include <route/core/detail/http_grammar.hpp> // how its fields are read
#include <route/core/entity_stream.hpp>
#include <route/core/method.hpp>
#include <route/core/detail/target.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

class timeout_access;
class entity_stream;

/** Read access to the header fields of a request.

    The server adapts Beast's fields and the test kit a plain list, so that
    routes see one interface and no message type.
*/
class header_source
{
    template <class F>
    static bool call(void* f, std::string_view v)
    {
        return (*static_cast<F*>(f))(v);
    }

public:
    /// The value of the first field named `name` (case-insensitive).
    virtual std::optional<std::string_view> find(std::string_view name) const = 0;

    /** Calls `f(value)` for every field named `name` (case-insensitive),
        in order, until it returns true; returns true when it did.

        The default implementation visits the first field only.
    */
    template <class F>
    bool any_of(std::string_view name, F&& f) const
    {
        return visit(name, &header_source::template call<std::remove_reference_t<F>>,
                     const_cast<void*>(static_cast<const void*>(std::addressof(f))));
    }

    /** Calls `f(name, value)` for every field, in order.

        A source that cannot list its fields (the default) calls nothing.

        @par Example
        @code
        req.headers().for_each_field([](std::string_view n, std::string_view v) {
            std::cout << n << ": " << v << '\n';
        });
        @endcode
    */
    template <class F>
    void for_each_field(F&& f) const
    {
        visit_fields(
            [](void* p, std::string_view n, std::string_view v) {
                (*static_cast<std::remove_reference_t<F>*>(p))(n, v);
            },
            const_cast<void*>(static_cast<const void*>(std::addressof(f))));
    }

protected:
    using visitor = bool (*)(void*, std::string_view);
    using field_visitor = void (*)(void*, std::string_view, std::string_view);

    /// The implementation of `for_each_field`: `v(ctx, name, value)` for each field.
    virtual void visit_fields(field_visitor, void*) const {}

    /// The implementation of `any_of`: `v(ctx, value)` for each field.
    virtual bool visit(std::string_view name, visitor v, void* ctx) const
    {
        auto x = find(name);
        return x && v(ctx, *x);
    }

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

protected:
    ROUTE_DECL bool visit(std::string_view name, visitor v, void* ctx) const override;

    void visit_fields(field_visitor v, void* ctx) const override
    {
        for (auto const& f : fields_)
            v(ctx, f.first, f.second);
    }

private:
    std::vector<std::pair<std::string, std::string>> fields_;
};

/** Where the peer address (and the certificate of a TLS client) of a
    connection comes from: the server asks its socket, the test kit gives a
    fixed one. Asked only by the routes that want it (`extract_client_ip`,
    `extract_client_certificate`), so that no other request pays.
*/
class peer_source
{
public:
    /// The peer's IP address, e.g. "127.0.0.1", or "" when unknown.
    virtual std::string remote_address() const = 0;

    /// The certificate the peer presented over TLS and the server
    /// verified; null when none.
    virtual std::shared_ptr<const client_certificate> peer_certificate() const { return nullptr; }

protected:
    ~peer_source() = default;
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

    /// The HTTP version the request arrived with: `10`, `11` or `20`.
    unsigned version() const noexcept { return version_; }

    /// Sets the HTTP version (`10`, `11`, `20`); 11 unless set.
    request& with_version(unsigned v) noexcept
    {
        version_ = v;
        return *this;
    }
    std::string_view target() const noexcept { return target_; }

    /** The whole body: the one given when the request was made, or, for a
        streamed body (see `streamed_entity`), the body once it was read
        whole; "" before.
    */
    std::string_view body() const noexcept
    {
        return entity_ && entity_->is_strict() ? entity_->body() : body_;
    }

    /** The body still on its way, when whoever runs the route did not read
        it before routing (a large or chunked upload); null otherwise. See
        `route::entity_stream` and `<route/app/request_entity.hpp>`.
    */
    ::route::entity_stream* streamed_entity() const noexcept { return entity_; }

    /// True when the body is streamed and not read whole yet.
    bool is_streamed() const noexcept { return entity_ && !entity_->is_strict(); }

    /// Sets the streamed body; `s` must outlive the request.
    request& with_streamed_entity(::route::entity_stream& s) noexcept
    {
        entity_ = &s;
        return *this;
    }
    const header_source& headers() const noexcept { return *headers_; }

    /// The value of the first header field named `name`, if any.
    std::optional<std::string_view> header(std::string_view name) const
    {
        return headers_->find(name);
    }

    /** The URI scheme the request arrived with: "http" unless whoever
        runs the route says otherwise (the test kit's `with_scheme`).
    */
    std::string_view scheme() const noexcept { return scheme_; }

    /// Sets the scheme; `s` must outlive the request.
    request& with_scheme(std::string_view s) noexcept
    {
        scheme_ = s;
        return *this;
    }

    /** The host to assume when the request names none (no `Host` header,
        no absolute-form target): "" for the server; the test kit gives
        "example.com", as pekko-http's test kit does.
    */
    std::string_view default_host() const noexcept { return default_host_; }

    /// Sets the default host; `h` must outlive the request.
    request& with_default_host(std::string_view h) noexcept
    {
        default_host_ = h;
        return *this;
    }

    /** The peer's IP address ("" when unknown). Asks the connection: call
        it only when needed.
    */
    std::string remote_address() const
    {
        return peer_ ? peer_->remote_address() : std::string();
    }

    /** The certificate the client presented over TLS and the server
        verified (`server_options::tls`, `client_certificate_mode`); null
        when there is none.
    */
    std::shared_ptr<const ::route::client_certificate> client_certificate() const
    {
        return peer_ ? peer_->peer_certificate() : nullptr;
    }

    /** The request's W3C trace context (see `route::trace_context`): its
        `traceparent` and `tracestate` read, a span id drawn. Made once per
        request when whoever runs it keeps it (the server, the test kit:
        `with_trace_slot`), so that every route and the access log see
        the same span; made anew at each call otherwise.
    */
    ROUTE_DECL ::route::trace_context trace_context() const;

    /// Sets where the trace context is kept; `s` must outlive the request.
    request& with_trace_slot(const detail::trace_slot& s) noexcept
    {
        trace_ = &s;
        return *this;
    }

    /// Sets where the peer address comes from; `p` must outlive the request.
    request& with_peer(const peer_source& p) noexcept
    {
        peer_ = &p;
        return *this;
    }

    /** The timeout of this request (see `timeout_access`), or null when
        whoever runs the route enforces none.
    */
    ::route::timeout_access* timeout() const noexcept { return timeout_; }

    /// Sets the request's timeout state; `t` must outlive the request.
    request& with_timeout_access(::route::timeout_access& t) noexcept
    {
        timeout_ = &t;
        return *this;
    }

    /** Views another body; `b` must outlive the request (see
        `decode_request`, which runs its inner route on the decoded body).
    */
    request& with_body(std::string_view b) noexcept
    {
        body_ = b;
        entity_ = nullptr;
        return *this;
    }

    /// Views other header fields; `h` must outlive the request.
    request& with_headers(const header_source& h) noexcept
    {
        headers_ = &h;
        return *this;
    }

    /** The largest request body whoever runs the route accepts, in
        bytes: the server's `server_options::body_limit` when served,
        8 MiB (the server's default) otherwise. It is where the size limit
        of the request context starts (see `with_size_limit`).
    */
    std::uint64_t body_limit() const noexcept { return body_limit_; }

    /// Sets the body limit (see `body_limit`).
    request& with_body_limit(std::uint64_t n) noexcept
    {
        body_limit_ = n;
        return *this;
    }

    /** The target's parts, when whoever made the request split and
        checked it (`detail::parse_target`; a transport's exchange does,
        once per request): the routes take them as they are, without
        splitting or checking the target again. Null otherwise.
    */
    const detail::target_parts* parsed_target() const noexcept
    {
        return parsed_ ? &parts_ : nullptr;
    }

    /// Gives the target's parts, split and checked (see `parsed_target`).
    request& with_parsed_target(const detail::target_parts& p) noexcept
    {
        parts_ = p;
        parsed_ = true;
        return *this;
    }

    /** Attaches the attribute `key` with `value` (pekko-http's
        `addAttribute`), replacing one of the same key for the routes that
        see this request. The request owns the value; copies of the request
        share it. Routes add attributes with `map_request` and read them
        with the `attribute` and `optional_attribute` directives.
    */
    template <class T>
    request& with_attribute(const attribute_key<T>& key, T value)
    {
        attributes_ = std::make_shared<const detail::attribute_node>(detail::attribute_node{
            std::string(key.name()), &typeid(T), std::make_shared<const T>(std::move(value)),
            std::move(attributes_)});
        return *this;
    }

    /// The value of the attribute `key`, or null when the request has none.
    template <class T>
    const T* attribute(const attribute_key<T>& key) const noexcept
    {
        for (auto* n = attributes_.get(); n; n = n->next.get())
            if (n->name == key.name() && *n->type == typeid(T))
                return static_cast<const T*>(n->value.get());
        return nullptr;
    }

private:
    ::route::method method_;
    std::string_view target_;
    const header_source* headers_;
    std::string_view body_;
    std::string_view scheme_ = "http";
    std::string_view default_host_;
    const peer_source* peer_ = nullptr;
    const detail::trace_slot* trace_ = nullptr;
    ::route::timeout_access* timeout_ = nullptr;
    unsigned version_ = 11;
    ::route::entity_stream* entity_ = nullptr;
    std::uint64_t body_limit_ = 8 * 1024 * 1024;
    detail::target_parts parts_;
    bool parsed_ = false;
    std::shared_ptr<const detail::attribute_node> attributes_;
};

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/request.ipp>
#endif

#endif
