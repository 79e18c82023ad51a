//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TYPED_CLIENT_HPP
#define DOCGEN_TYPED_CLIENT_HPP

// The runtime of the generated typed clients (the `client` format): a
// request for one documented operation that, when sent through
// `docgen::transport`, checks the declared status and decodes the body with
// route's JSON codec.

#include <docgen/transport.hpp>
#include <docgen/config.hpp>
#include <docgen/spec/body.hpp>
#include <route/json/decode.hpp>
#include <route/json/encode.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/assert/source_location.hpp>
#include <boost/system/result.hpp>
#include <string>
#include <string_view>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace docgen {

/// What kind of failure a `client_error` reports.
enum class client_error_kind
{
    /// No answer: the connection, TLS, a deadline, or an invalid base address.
    transport,

    /// An answer with another status than the one the operation declares.
    status,

    /// An answer with the declared status whose body is not the declared type.
    decode,
};

/** Why a typed request gave no decoded value.

    @par Example
    @code
    auto r = UsersEndpoints::getUser(base, "no-such-user").send();
    if (!r && r.error().kind == docgen::client_error_kind::status)
        std::cerr << r.error().status << ' ' << r.error().body << '\n';
    @endcode
*/
struct client_error
{
    /// What failed.
    client_error_kind kind = client_error_kind::transport;

    /// The status received (`status` and `decode`); 0 for `transport`.
    unsigned status = 0;

    /// The body received (`status` and `decode`).
    std::string body;

    /// The member that did not decode (`decode`): `public_repos`, `owner.login`.
    std::string member;

    /// The explanation for people, naming the method and the URL.
    std::string message;
};

/** Throws `std::runtime_error` with the message: what
    `boost::system::result<T, client_error>::value()` does on an error.
*/
[[noreturn]] DOCGEN_DECL void
throw_exception_from_error(const client_error& e, const boost::source_location& loc);

/// The declared type of an operation that answers without a body.
struct no_body
{
};

/// A path parameter's name in the template and its (unencoded) value.
using path_argument = std::pair<std::string, std::string>;

/// The declared type of an operation that answers with text (`text/plain`).
struct text
{
    std::string value;
};

/// The credentials of HTTP basic authentication.
struct basic_credentials
{
    std::string user;
    std::string password;
};

/// The fields of a form body (`application/x-www-form-urlencoded`), in order.
using form_fields = std::vector<std::pair<std::string, std::string>>;

namespace detail {

// The absolute URL: `base` (its path a prefix) then `path_template` with
// each `{name}` replaced by its value, percent-encoded as a path segment.
DOCGEN_DECL boost::system::result<std::string, client_error>
typed_url(std::string_view base, std::string_view path_template,
          const std::vector<path_argument>& values);

// Sends and checks the status: `expected` or, when 0, any 2xx.
DOCGEN_DECL boost::system::result<http_response, client_error>
typed_send(transport& c, const http_request& req, unsigned expected);

// The same, awaited: the exchange runs on the awaiting coroutine's executor.
DOCGEN_DECL boost::asio::awaitable<boost::system::result<http_response, client_error>>
typed_async_send(transport& c, http_request req, unsigned expected);

// `url` with the query parameter `name=value` appended, percent-encoded.
DOCGEN_DECL std::string typed_add_query(std::string_view url, std::string_view name,
                                        std::string_view value);

// The fields percent-encoded as `k=v&k2=v2`.
DOCGEN_DECL std::string typed_form(const form_fields& fields);

// `Basic <base64 of user:password>`.
DOCGEN_DECL std::string typed_basic(const basic_credentials& c);

// A parameter value as text: strings as they are, `true`/`false`, numbers.
template <class V>
std::string
typed_text(const V& v)
{
    if constexpr (std::is_convertible_v<const V&, std::string_view>)
        return std::string(std::string_view(v));
    else if constexpr (std::is_same_v<V, bool>)
        return v ? "true" : "false";
    else
        return std::to_string(v);
}

template <class V>
struct typed_values
{
    static std::vector<std::string> of(const V& v) { return {typed_text(v)}; }
};

template <class V>
struct typed_values<std::optional<V>>
{
    static std::vector<std::string> of(const std::optional<V>& v)
    {
        if (!v)
            return {};
        return {typed_text(*v)};
    }
};

template <class V>
struct typed_values<std::vector<V>>
{
    static std::vector<std::string> of(const std::vector<V>& v)
    {
        std::vector<std::string> out;
        for (auto const& x : v)
            out.push_back(typed_text(x));
        return out;
    }
};

DOCGEN_DECL client_error typed_decode_error(const http_request& req, const http_response& r,
                                            const route::json::decode_error& e);

} // namespace detail

/** One request of a documented operation, ready to be sent.

    Generated endpoint functions return these; `send()` gives the decoded
    body of the declared type, or a `client_error`, and `async_send()`
    gives the same to a coroutine that awaits it.

    @par Example
    @code
    auto r = com::example::github::users::UsersEndpoints::getUser(base, "octocat").send();
    if (r)
        std::cout << r->login << '\n';
    else
        std::cerr << r.error().message << '\n';
    @endcode

    @tparam T the declared type of the body: a model, a vector or map of
    them, `docgen::text` (`text/plain`) or `docgen::no_body`
*/
template <class T>
class request
{
public:
    /// What `send` returns.
    using result_type = boost::system::result<T, client_error>;

    /** A request of `method` to `base` followed by `path_template`, whose
        `{name}` placeholders take the values of `path_values`.

        @param expected_status the declared status; 0 accepts any 2xx
    */
    request(std::string method, std::string_view base, std::string_view path_template,
            std::vector<path_argument> path_values, unsigned expected_status)
        : url_(detail::typed_url(base, path_template, path_values)),
          expected_status_(expected_status)
    {
        req_.method = std::move(method);
        if (url_)
            req_.url = *url_;
        req_.headers = {{"Accept", "application/json"}, {"User-Agent", "docgen-typed-client"}};
    }

    /// Adds a header field, or replaces the one of that name.
    request& with_header(std::string name, std::string value) &
    {
        for (auto& h : req_.headers)
            if (equal_names(h.name, name))
            {
                h.value = std::move(value);
                return *this;
            }
        req_.headers.push_back({std::move(name), std::move(value)});
        return *this;
    }

    /// Adds a header field, or replaces the one of that name.
    request&& with_header(std::string name, std::string value) &&
    {
        with_header(std::move(name), std::move(value));
        return std::move(*this);
    }

    /** Adds the query parameter `name`: once per element of a vector,
        not at all for an empty optional; percent-encoded.
    */
    template <class V>
    request& with_query(std::string_view name, const V& value) &
    {
        for (auto const& t : detail::typed_values<V>::of(value))
            if (url_)
                req_.url = *url_ = detail::typed_add_query(*url_, name, t);
        return *this;
    }

    /// Adds the header parameter `name`, not at all for an empty optional
    /// (a vector's values joined with `, `).
    template <class V>
    request& with_header_value(std::string name, const V& value) &
    {
        std::string joined;
        auto values = detail::typed_values<V>::of(value);
        for (auto const& t : values)
            joined += (joined.empty() ? "" : ", ") + t;
        if (!values.empty())
            with_header(std::move(name), std::move(joined));
        return *this;
    }

    /// The body, sent with its content type.
    request& with_body(std::string content_type, std::string body) &
    {
        with_header("Content-Type", std::move(content_type));
        req_.body = std::move(body);
        return *this;
    }

    /// A described struct as a JSON body, through route's model codec.
    template <class B>
    request& with_json_body(const B& body) &
    {
        return with_body("application/json", route::json::serialize(body));
    }

    /// A form body, `application/x-www-form-urlencoded`.
    request& with_form_body(const form_fields& fields) &
    {
        return with_body("application/x-www-form-urlencoded", detail::typed_form(fields));
    }

    /** A `multipart/form-data` body: its `docgen::file_part`s and
        `docgen::text_part`s in order, with a boundary none of them holds.
    */
    request& with_multipart_body(const multipart& body) &
    {
        auto payload = detail::multipart_encoded(detail::multipart_body(body).parts);
        return with_body("multipart/form-data; boundary=" + payload.boundary,
                         std::move(payload.bytes));
    }

    /// `Authorization: Bearer <token>`; nothing for an empty optional.
    request& with_bearer_token(const std::optional<std::string>& token) &
    {
        if (token)
            with_header("Authorization", "Bearer " + *token);
        return *this;
    }

    /// `Authorization: Basic ...`; nothing for an empty optional.
    request& with_basic_auth(const std::optional<basic_credentials>& c) &
    {
        if (c)
            with_header("Authorization", detail::typed_basic(*c));
        return *this;
    }

    /** An API key `in` a `header`, the `query` or a `cookie`, under `name`;
        nothing for an empty optional.
    */
    request& with_api_key(std::string_view in, std::string name,
                          const std::optional<std::string>& key) &
    {
        if (!key)
            return *this;
        if (in == "query")
            return with_query(name, *key);
        if (in == "cookie")
            return with_header("Cookie", name + "=" + *key);
        return with_header(std::move(name), *key);
    }

    /// The absolute URL, path values encoded; empty when the base address is invalid.
    const std::string& url() const noexcept { return req_.url; }

    /// The method: `GET`, ...
    const std::string& method() const noexcept { return req_.method; }

    /// The declared status; 0 when any 2xx is accepted.
    unsigned expected_status() const noexcept { return expected_status_; }

    /** Sends the request with a transport made from the environment
        (`transport_options::from_env()`).
    */
    result_type send() const
    {
        transport c(transport_options::from_env());
        return send(c);
    }

    /** Sends the request with `c`, checks the status and decodes the body.

        @return the decoded body, or the error: `transport` (no answer),
        `status` (another status, with it and the body), `decode` (naming
        the member)
    */
    result_type send(transport& c) const
    {
        if (!url_)
            return url_.error();
        auto r = detail::typed_send(c, req_, expected_status_);
        if (!r)
            return r.error();
        return decode(*r);
    }

    /** Sends the request with a transport made from the environment
        (`transport_options::from_env()`), awaited in a coroutine.
    */
    boost::asio::awaitable<result_type> async_send() const
    {
        transport c(transport_options::from_env());
        co_return co_await async_send(c);
    }

    /** Sends the request with `c`, checks the status and decodes the body,
        awaited in a coroutine: the exchange runs on the executor of the
        awaiting coroutine (see `transport::async_send`). The request and `c`
        must outlive the `co_await`.

        @par Example
        @code
        boost::asio::awaitable<void> show(docgen::transport& c, std::string base)
        {
            auto r = co_await UsersEndpoints::getUser(base, "octocat").async_send(c);
            std::cout << (r ? r->login : r.error().message) << '\n';
        }
        @endcode

        @return the decoded body, or the error, as `send` gives them
    */
    boost::asio::awaitable<result_type> async_send(transport& c) const
    {
        if (!url_)
            co_return url_.error();
        auto r = co_await detail::typed_async_send(c, req_, expected_status_);
        if (!r)
            co_return r.error();
        co_return decode(*r);
    }

private:
    result_type decode(http_response& r) const
    {
        if constexpr (std::is_same_v<T, no_body>)
            return T{};
        else if constexpr (std::is_same_v<T, text>)
            return text{r.body};
        else
        {
            auto v = route::json::parse<T>(r.body);
            if (!v)
                return detail::typed_decode_error(req_, r, v.error());
            return std::move(*v);
        }
    }

    static bool equal_names(std::string_view a, std::string_view b) noexcept
    {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
        {
            char x = a[i], y = b[i];
            if (x >= 'A' && x <= 'Z')
                x = static_cast<char>(x - 'A' + 'a');
            if (y >= 'A' && y <= 'Z')
                y = static_cast<char>(y - 'A' + 'a');
            if (x != y)
                return false;
        }
        return true;
    }

    boost::system::result<std::string, client_error> url_;
    unsigned expected_status_;
    http_request req_;
};

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/typed_client.ipp>
#endif

#endif
