//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DECLARATION_HPP
#define DOCGEN_SPEC_DECLARATION_HPP

// The pieces a specification declares: path parameters, requests and
// their expected answers, and the context their assertions run in.

#include <docgen/config.hpp>
#include <docgen/header.hpp>
#include <docgen/spec/body.hpp>
#include <docgen/spec/detail/parameters.hpp>
#include <docgen/spec/detail/request_parts.hpp>
#include <docgen/spec/parameters.hpp>
#include <docgen/spec/security.hpp>
#include <route/json/decode.hpp>
#include <route/json/schema.hpp>
#include <boost/core/demangle.hpp>
#include <boost/mp11/algorithm.hpp>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace docgen {

/// The declared type of a response that has no body.
struct empty_body
{
};

/// A path parameter `{name}` of type `T` (`std::string` or an integer).
template <class T>
struct path_param
{
    static_assert(std::is_same_v<T, std::string> || std::is_integral_v<T>,
                  "docgen: a path parameter is a std::string or an integer");
    using value_type = T;
    std::string name;
    std::string description; ///< empty: none
};

/** `p<std::string>("username")`: declares the path parameter `{username}`;
    `p<std::string>("username", "The user's handle")` with its description.
*/
template <class T>
path_param<T> p(std::string name, std::string description = {})
{
    return path_param<T>{std::move(name), std::move(description)};
}

/// Several path parameters, in template order.
template <class... T>
struct path_params
{
    std::tuple<path_param<T>...> list;
};

/// `params(p<std::string>("owner"), p<std::string>("repo"))`.
template <class... T>
path_params<T...> params(path_param<T>... ps)
{
    return path_params<T...>{{std::move(ps)...}};
}

/// No path parameters.
inline const path_params<> no_params{};

/// A header value that is a secret: it never reaches an output.
struct secret
{
    std::string value;
    explicit secret(std::string v) : value(std::move(v)) {}
};

/// A header sent with every request of a specification.
struct default_header
{
    std::string name;
    std::string value;
    bool is_secret = false;

    default_header(std::string n, std::string v) : name(std::move(n)), value(std::move(v)) {}
    default_header(std::string n, const char* v) : name(std::move(n)), value(v) {}
    default_header(std::string n, secret v)
        : name(std::move(n)), value(std::move(v.value)), is_secret(true) {}
};

/// What `perform_request()` returns: the answer, its body decoded as `T`.
template <class T>
struct response
{
    unsigned status = 0;
    std::vector<header> headers;
    std::string raw_body;
    T body{};
};

/** How a failed built-in check or misuse is reported; must not return.
    The default throws `std::runtime_error`; `<docgen/boost_test.hpp>`
    installs one that fails the current Boost.Test case.
*/
using failure_handler = void (*)(const std::string& message);

/// Installs `h` (null: the default) and returns the previous handler.
DOCGEN_DECL failure_handler set_failure_handler(failure_handler h) noexcept;

namespace detail {

class call_state;

/// Sends the call's request once and checks the status; fails the test otherwise.
DOCGEN_DECL const response<empty_body>& perform(call_state& s);

/// Fails the current test with `message` (does not return).
[[noreturn]] DOCGEN_DECL void fail(const std::string& message);

/// Decodes the body or fails the test naming the member.
template <class T>
T decode_body(call_state& s, const response<empty_body>& r);

DOCGEN_DECL void check_empty_body(call_state& s, const response<empty_body>& r);
DOCGEN_DECL void fail_decode(call_state& s, const std::string& type,
                             const route::json::decode_error& e);

// The C++ name of T without namespaces or template arguments' noise.
template <class T>
std::string
short_type_name()
{
    if constexpr (std::is_same_v<T, empty_body>)
        return "";
    std::string n = boost::core::demangle(typeid(T).name());
    auto lt = n.find('<');
    auto colon = n.rfind("::", lt);
    return colon == std::string::npos ? n : n.substr(colon + 2);
}

// A path value as text.
template <class V>
std::string
path_value(const V& v)
{
    if constexpr (std::is_convertible_v<const V&, std::string_view>)
        return std::string(std::string_view(v));
    else
    {
        static_assert(std::is_integral_v<V>, "docgen: a path value is a string or an integer");
        return std::to_string(v);
    }
}

} // namespace detail

/** What an assertion receives: `ctx.perform_request()` sends the request,
    checks the declared status and decodes the body as `T`, failing the
    test (naming the method, the URL and the cause) otherwise. Call it
    exactly once.
*/
template <class T>
class call_context
{
public:
    explicit call_context(detail::call_state& s) : s_(s) {}

    response<T> perform_request()
    {
        auto const& raw = detail::perform(s_);
        response<T> r;
        r.status = raw.status;
        r.headers = raw.headers;
        r.raw_body = raw.raw_body;
        if constexpr (std::is_same_v<T, empty_body>)
            detail::check_empty_body(s_, raw);
        else if constexpr (std::is_same_v<T, std::string>)
            r.body = raw.raw_body;
        else
            r.body = detail::decode_body<T>(s_, raw);
        return r;
    }

private:
    detail::call_state& s_;
};

/** A response header a request expects in its answer:
    `h<std::string>("Location")`. Its absence fails the test.
*/
struct expected_header
{
    std::string name;
    route::json::schema schema;

    template <class T>
    expected_header(header_param<T> h)
        : name(std::move(h.name)),
          schema(route::json::schema_of<typename detail::parameter_traits<T>::value_type>())
    {
    }
};

/** How strictly a request's answer is held to its declared response
    headers: `docgen::strict_headers` fails the test on a header the
    answer has that the declaration does not list (see
    `is_transport_header` for those always allowed);
    `docgen::lenient_headers` only checks that the declared ones are
    present. A request that says neither follows the specification's
    `strict_header_check_default(...)` (lenient unless set).
*/
struct header_check
{
    bool strict = false;
};

/// `.responds_with<T>(200, "ok", {h<std::string>("Location")}, docgen::strict_headers)`.
inline constexpr header_check strict_headers{true};

/// `.responds_with<T>(200, "ok", {}, docgen::lenient_headers)`: not strict, whatever the default.
inline constexpr header_check lenient_headers{false};

/** A declared request with its expected answer: the type `T` its body
    decodes as, the status and a description. `Q` and `H` are the types of
    its query and header values (`std::tuple<...>`).
*/
template <class T, std::size_t N, class Q = std::tuple<>, class H = std::tuple<>>
class expected_request
{
public:
    static constexpr std::size_t value_count = N;
    using body_type = T;

    expected_request(std::vector<std::string> values, unsigned status, std::string description)
        : status_(status), description_(std::move(description))
    {
        parts_.values = std::move(values);
    }

    expected_request(detail::request_parts parts, Q q, H h, unsigned status,
                     std::string description, std::vector<expected_header> headers)
        : parts_(std::move(parts)), query_(std::move(q)), headers_(std::move(h)), status_(status),
          description_(std::move(description)), expected_headers_(std::move(headers))
    {
    }

    /// The assertions: `f(ctx)` with a `call_context<T>&`.
    template <class F>
    expected_request assert_(F f) &&
    {
        assertion_ = std::move(f);
        return std::move(*this);
    }

    const std::vector<std::string>& values() const noexcept { return parts_.values; }
    const detail::request_parts& parts() const noexcept { return parts_; }
    const Q& query_values() const noexcept { return query_; }
    const H& header_values() const noexcept { return headers_; }
    unsigned status() const noexcept { return status_; }
    const std::string& description() const noexcept { return description_; }
    const std::vector<expected_header>& expected_headers() const noexcept { return expected_headers_; }
    const std::function<void(call_context<T>&)>& assertion() const noexcept { return assertion_; }
    /// `responds_with`'s `docgen::strict_headers` or `docgen::lenient_headers`; none: the default.
    const std::optional<header_check>& header_checking() const noexcept { return header_check_; }

    /** What computes the request's values when its test runs
        (`with_setup`), giving them to its argument; empty: they are known.
    */
    using values_function = std::function<void(const detail::request_parts&, const Q&, const H&)>;
    using setup_function = std::function<void(const values_function&)>;
    const setup_function& setup() const noexcept { return setup_; }
    void set_setup(setup_function f) { setup_ = std::move(f); }

private:
    template <std::size_t, class, class>
    friend class request_values;

    detail::request_parts parts_;
    Q query_;
    H headers_;
    unsigned status_;
    std::string description_;
    std::vector<expected_header> expected_headers_;
    std::function<void(call_context<T>&)> assertion_;
    std::optional<header_check> header_check_;
    setup_function setup_;
};

/** A request with its path values, before its answer is declared; its
    query and header values (types `Q`, `H`), body and credentials follow.
*/
template <std::size_t N, class Q = std::tuple<>, class H = std::tuple<>>
class request_values
{
public:
    explicit request_values(std::vector<std::string> v) { parts_.values = std::move(v); }

    request_values(detail::request_parts parts, Q q, H h)
        : parts_(std::move(parts)), query_(std::move(q)), headers_(std::move(h))
    {
    }

    /** `.query(10, std::nullopt)`: the values of the declared query
        parameters, in declaration order; checked against the declared
        types at compile time. An empty optional is not sent.
    */
    template <class... V>
    request_values<N, std::tuple<V...>, H> query(V... values) &&
    {
        return {std::move(parts_), std::tuple<V...>(std::move(values)...), std::move(headers_)};
    }

    /// `.headers("r-1")`: the values of the declared header parameters, as `query`.
    template <class... V>
    request_values<N, Q, std::tuple<V...>> headers(V... values) &&
    {
        return {std::move(parts_), std::move(query_), std::tuple<V...>(std::move(values)...)};
    }

    /** `.body(item{1, "one"})`: a described struct sent as JSON through
        route's model codec (its naming policy applies), or a
        `docgen::form{...}`, a `docgen::multipart{...}` or a
        `docgen::raw{content_type, bytes}`.
    */
    template <class B>
    request_values body(const B& b) &&
    {
        if constexpr (std::is_same_v<B, form>)
            parts_.body = detail::form_body(b);
        else if constexpr (std::is_same_v<B, multipart>)
            parts_.body = detail::multipart_body(b);
        else if constexpr (std::is_same_v<B, raw>)
            parts_.body = detail::raw_body(b);
        else
        {
            static_assert(route::json::encodable<B> && !std::is_convertible_v<B, std::string_view>,
                          "docgen: .body(b): b is a described struct (BOOST_DESCRIBE_STRUCT), a "
                          "container of them, a docgen::form, a docgen::multipart or a "
                          "docgen::raw");
            parts_.body = body_record{"application/json", detail::short_type_name<B>(),
                                      route::json::schema_of<B>(), route::json::serialize(b)};
        }
        return std::move(*this);
    }

    /** `.security(bearer_token("..."))`: credentials for one of the
        security schemes the operation declares (a test fails otherwise).
    */
    request_values security(credentials c) &&
    {
        parts_.security.push_back(std::move(c));
        return std::move(*this);
    }

    /** `.responds_with<user>(200, "User found")`: the body decodes as `T`
        (`docgen::empty_body`: no body; `std::string`: text, `text/plain`)
        with this status. `headers`, as `{h<std::string>("Location")}`,
        must be present in the answer.
    */
    template <class T>
    expected_request<T, N, Q, H> responds_with(unsigned status, std::string description,
                                               std::vector<expected_header> headers = {}) &&
    {
        static_assert(std::is_same_v<T, empty_body> || route::json::encodable<T>,
                      "docgen: responds_with<T>: T must be a model (BOOST_DESCRIBE_STRUCT), "
                      "a container of models, std::string (text) or docgen::empty_body");
        return expected_request<T, N, Q, H>(std::move(parts_), std::move(query_),
                                            std::move(headers_), status, std::move(description),
                                            std::move(headers));
    }

    /** `.responds_with<user>(200, "User found", {h<std::string>("ETag")}, docgen::strict_headers)`:
        as above; with `docgen::strict_headers` a header the answer has
        that `headers` does not list fails the test, naming it (the
        fields `is_transport_header` names are always allowed).
    */
    template <class T>
    expected_request<T, N, Q, H> responds_with(unsigned status, std::string description,
                                               std::vector<expected_header> headers,
                                               header_check check) &&
    {
        auto r = std::move(*this).template responds_with<T>(status, std::move(description),
                                                            std::move(headers));
        r.header_check_ = check;
        return r;
    }

    const detail::request_parts& parts() const noexcept { return parts_; }
    const Q& query_values() const noexcept { return query_; }
    const H& header_values() const noexcept { return headers_; }

private:
    detail::request_parts parts_;
    Q query_;
    H headers_;
};

/// `on_request("octocat")`: a request with these path values, in template order.
template <class... V>
request_values<sizeof...(V)> on_request(const V&... values)
{
    return request_values<sizeof...(V)>({detail::path_value(values)...});
}

namespace detail {

// Whether `R` is what `on_request(...)` returns, and the request it declares.
template <class R>
struct request_values_traits
{
    static constexpr bool value = false;
};

template <std::size_t N, class Q, class H>
struct request_values_traits<request_values<N, Q, H>>
{
    static constexpr bool value = true;
    template <class T>
    using expected = expected_request<T, N, Q, H>;
};

} // namespace detail

/** What `with_setup(f).on_request(g)` returns: a request whose values
    `g(f())` computes when its test runs; its answer is declared now.
*/
template <class Setup, class Make>
class deferred_request_values
{
public:
    using state_type = std::invoke_result_t<Setup&>;
    static_assert(!std::is_void_v<state_type>,
                  "docgen: with_setup(f): f returns the state on_request(g) is given");
    using values_type = std::remove_cvref_t<std::invoke_result_t<Make&, const state_type&>>;
    static_assert(detail::request_values_traits<values_type>::value,
                  "docgen: with_setup(f).on_request(g): g(const S&) returns what "
                  "on_request(...) returns");

    deferred_request_values(Setup f, Make g) : setup_(std::move(f)), make_(std::move(g)) {}

    /// `.responds_with<item>(200, "Item found")`, as `request_values::responds_with`.
    template <class T>
    auto responds_with(unsigned status, std::string description,
                       std::vector<expected_header> headers = {}) &&
    {
        using expected = typename detail::request_values_traits<values_type>::template expected<T>;
        using Q = std::remove_cvref_t<decltype(std::declval<values_type&>().query_values())>;
        using H = std::remove_cvref_t<decltype(std::declval<values_type&>().header_values())>;
        static_assert(std::is_same_v<T, empty_body> || route::json::encodable<T>,
                      "docgen: responds_with<T>: T must be a model (BOOST_DESCRIBE_STRUCT), "
                      "a container of models, std::string (text) or docgen::empty_body");
        static_assert(std::is_default_constructible_v<Q> && std::is_default_constructible_v<H>,
                      "docgen: with_setup(f).on_request(g): give g's query and header values "
                      "types with a default (std::optional<T>{} rather than std::nullopt)");
        // until the test runs, default values stand for the request's
        expected e(detail::request_parts{}, Q{}, H{}, status, std::move(description),
                   std::move(headers));
        e.set_setup([f = std::move(setup_), g = std::move(make_)](
                        const typename expected::values_function& use) {
            const state_type state = f();
            const values_type v = g(state);
            use(v.parts(), v.query_values(), v.header_values());
        });
        return e;
    }

private:
    Setup setup_;
    Make make_;
};

/// What `with_setup(f)` returns: takes the request that uses its state.
template <class Setup>
class setup_request
{
public:
    explicit setup_request(Setup f) : setup_(std::move(f)) {}

    /// `g(const S&)` returns the request's values, as `on_request(...)` does.
    template <class Make>
    deferred_request_values<Setup, Make> on_request(Make g) &&
    {
        return {std::move(setup_), std::move(g)};
    }

private:
    Setup setup_;
};

/** `with_setup([] { return make_state(); }).on_request([](const S& s) { return on_request(s.id); })`:
    a request whose values need work done first (an item created by
    another request, ...). `f` runs when the test runs, not when the
    specification is built; an exception it throws fails that test, saying
    setup failed.
*/
template <class Setup>
setup_request<Setup> with_setup(Setup f)
{
    return setup_request<Setup>(std::move(f));
}

} // namespace docgen

#endif
