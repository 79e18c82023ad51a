//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_REQUEST_HPP
#define ROUTE_TESTKIT_REQUEST_HPP

#include <route/config.hpp>
#include <route/core/marshal.hpp>
#include <route/core/request.hpp>
#include <route/testkit/detail/request.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <string_view>
#include <type_traits>
#include <utility>

namespace route {
namespace testkit {

/** A request built in a test: owns its target, header fields and body.
*/
class test_request
{
public:
    test_request(::route::method m, std::string target)
        : method_(std::move(m)), target_(std::move(target)) {}

    /// Sets a header field (replacing one of the same name).
    test_request& with_header(std::string_view name, std::string_view value) &
    {
        headers_.set(name, value);
        return *this;
    }

    test_request&& with_header(std::string_view name, std::string_view value) &&
    {
        headers_.set(name, value);
        return std::move(*this);
    }

    /// Appends a header field (keeping those of the same name).
    test_request& add_header(std::string_view name, std::string_view value) &
    {
        headers_.add(name, value);
        return *this;
    }

    test_request&& add_header(std::string_view name, std::string_view value) &&
    {
        headers_.add(name, value);
        return std::move(*this);
    }

    /// Sets the URI scheme the request arrives with ("http" unless set).
    test_request&& with_scheme(std::string scheme) &&
    {
        scheme_ = std::move(scheme);
        return std::move(*this);
    }

    /** Sets the peer address the request comes from (none unless set:
        `extract_client_ip` then says "unknown").
    */
    test_request&& with_remote_address(std::string address) &&
    {
        peer_.address = std::move(address);
        return std::move(*this);
    }

    /// Sets the body as is (the Content-Type is left as it is).
    test_request&& with_body(std::string body) &&
    {
        body_ = std::move(body);
        pieces_.reset();
        return std::move(*this);
    }

    /** Sends the body in pieces, as a connection would: the route sees a
        streamed entity (`request::is_streamed()`), read piece by piece
        through `extract_data_bytes` and the upload directives, or whole by
        the directives that need it (`entity(as<T>)`, the form fields). Its
        length is unknown (as a chunked body's) unless a `Content-Length`
        header is set. The Content-Type is left as it is.

        @par Example
        @code
        auto r = Post("/upload").with_header("Content-Type", "text/plain")
                     .with_streamed_body({"first ", "second"}) >> my_route;
        @endcode
    */
    test_request&& with_streamed_body(std::vector<std::string> pieces) &&
    {
        body_.clear();
        pieces_ = std::move(pieces);
        return std::move(*this);
    }

    /** Connects `client` to the handler of a WebSocket upgrade the route
        answers with (what `WS(uri, probe)` sets).
    */
    test_request&& with_websocket_client(std::shared_ptr<detail::websocket_client> client) &&
    {
        ws_client_ = std::move(client);
        return std::move(*this);
    }

    /// The client a WebSocket upgrade is connected to, if any.
    const std::shared_ptr<detail::websocket_client>& websocket_client() const noexcept
    {
        return ws_client_;
    }

    /// The pieces of a streamed body, if the body is streamed.
    const std::optional<std::vector<std::string>>& streamed_body() const noexcept
    {
        return pieces_;
    }

    /** Sets the body from a value: a string as is, with
        `text/plain; charset=utf-8`; a model JSON-encoded with
        `application/json` (through `route::marshaller`).
    */
    template <class T>
    test_request&& with_entity(const T& value) &&
    {
        response tmp;
        if constexpr (std::is_convertible_v<const T&, std::string_view>)
            marshaller<std::string_view>::write(tmp, std::string_view(value));
        else
        {
            static_assert(marshallable<T>,
                "route::testkit: this type cannot be encoded as a request body; "
                "include <route/route.hpp> (or <route/dsl/json_support.hpp>) for models, "
                "or specialise route::marshaller");
            marshaller<T>::write(tmp, value);
        }
        body_ = tmp.text() ? std::move(*tmp.text()) : std::string();
        if (auto ct = tmp.header("Content-Type"); !ct.empty())
            headers_.set("Content-Type", ct);
        return std::move(*this);
    }

    const ::route::method& method() const noexcept { return method_; }
    const std::string& target() const noexcept { return target_; }
    const header_list& headers() const noexcept { return headers_; }
    const std::string& body() const noexcept { return body_; }

    const std::string& scheme() const noexcept { return scheme_; }

    /** The view routes see; valid while this object lives. A request
        without a `Host` header is taken to be for `example.com`, as in
        pekko-http's test kit.
    */
    ::route::request view() const
    {
        ::route::request r(method_, target_, headers_, body_);
        r.with_scheme(scheme_).with_default_host("example.com").with_peer(peer_);
        return r;
    }

private:
    struct fixed_peer final : peer_source
    {
        std::string address;
        std::string remote_address() const override { return address; }
    };

    ::route::method method_;
    std::string target_;
    header_list headers_;
    std::string body_;
    std::optional<std::vector<std::string>> pieces_;
    std::string scheme_ = "http";
    fixed_peer peer_;
    std::shared_ptr<detail::websocket_client> ws_client_;
};

/// A GET request for `target` (a path, with a query if any).
inline test_request Get(std::string target)
{
    return test_request(::route::method::get, std::move(target));
}

/// A HEAD request.
inline test_request Head(std::string target)
{
    return test_request(::route::method::head, std::move(target));
}

/// An OPTIONS request.
inline test_request Options(std::string target)
{
    return test_request(::route::method::options, std::move(target));
}

/// A DELETE request.
inline test_request Delete(std::string target)
{
    return test_request(::route::method::delete_, std::move(target));
}

/// A POST request without a body.
inline test_request Post(std::string target)
{
    return test_request(::route::method::post, std::move(target));
}

/** A POST request whose body is `entity`: a string as is
    (`text/plain; charset=utf-8`), a model as JSON (`application/json`).
*/
template <class T>
test_request Post(std::string target, const T& entity)
{
    return test_request(::route::method::post, std::move(target)).with_entity(entity);
}

/// A PUT request without a body.
inline test_request Put(std::string target)
{
    return test_request(::route::method::put, std::move(target));
}

/// A PUT request with a body, encoded as for `Post`.
template <class T>
test_request Put(std::string target, const T& entity)
{
    return test_request(::route::method::put, std::move(target)).with_entity(entity);
}

/// A PATCH request without a body.
inline test_request Patch(std::string target)
{
    return test_request(::route::method::patch, std::move(target));
}

/// A PATCH request with a body, encoded as for `Post`.
template <class T>
test_request Patch(std::string target, const T& entity)
{
    return test_request(::route::method::patch, std::move(target)).with_entity(entity);
}

} // namespace testkit
} // namespace route

#endif
