//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_HPP
#define DOCGEN_SPEC_HPP

// A test specification: a class deriving from docgen::spec declares a base
// address, default headers, and per path and method the requests to send
// with the answers they must get. Each declared request is one test case
// (see <docgen/boost_test.hpp>).

#include <docgen/transport.hpp>
#include <docgen/config.hpp>
#include <docgen/record.hpp>
#include <docgen/detail/spec.hpp>
#include <docgen/spec/declaration.hpp>
#include <route/core/method.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace route {
class http_app;
} // namespace route

namespace docgen {

/** Base of every test specification.

    @par Example
    @code
    class github_spec : public docgen::spec
    {
    public:
        github_spec()
        {
            base_uri(docgen::env_or("DOCGEN_BASE_URL", "https://api.github.com"));
            default_headers({{"User-Agent", "docgen-github-sample"}});
            path("/users/{username}")(
                supports(route::method::get, p<std::string>("username"), "Get a user",
                         "getUser", {"users"})(
                    on_request("octocat").responds_with<user>(200, "User found")
                        .assert_([](auto& ctx) {
                            BOOST_TEST(ctx.perform_request().body.login == "octocat");
                        })));
        }
    };
    DOCGEN_SPEC(github_spec)
    @endcode
*/
class spec
{
public:
    virtual ~spec() = default;

    /// The declared requests, in declaration order.
    const std::vector<detail::declared_request>& requests() const noexcept { return requests_; }

    /// Mistakes in the declarations (a path parameter missing from its template, ...).
    const std::vector<std::string>& declaration_errors() const noexcept { return errors_; }

    const std::string& base() const noexcept { return base_; }

    /// The application documented in process (`app(...)`), or null when requests go to `base()`.
    const route::http_app* application() const noexcept { return app_.get(); }

    const std::vector<default_header>& headers() const noexcept { return headers_; }

    /// True when a request that does not say otherwise checks its response headers strictly.
    bool strict_headers_by_default() const noexcept { return strict_headers_; }
    const transport_options& transport() const noexcept { return transport_; }

    /** Runs one declared request as a test: sends it, runs the built-in
        checks and the assertions, and records the call when all passed.
        `failures` tells how many assertions of the current test failed.
    */
    DOCGEN_DECL void run(const detail::declared_request& r,
                         const std::function<std::size_t()>& failures) const;

protected:
    /// The address requests are resolved against (`https://api.github.com`, with an optional path prefix).
    void base_uri(std::string uri) { base_ = std::move(uri); }

    /** Documents a route application in process, instead of a service at
        `base_uri(...)`: each request runs through route's test kit, with
        no socket and no port, and is recorded as a network call to the
        same application served by `route::server` would be (see
        `detail::send_in_process`).

        @par Example
        @code
        app(route::to_http_routes(items_route(store)).or_not_found());
        @endcode
    */
    DOCGEN_DECL void app(route::http_app a);

    /// How requests are sent (time-outs, body limit, CA file); default: `transport_options::from_env()`.
    void options(transport_options o) { transport_ = std::move(o); }

    /** `strict_header_check_default(true)`: every request of the
        specification holds its answer to its declared response headers,
        as `responds_with(..., docgen::strict_headers)` does, unless it
        says `docgen::lenient_headers`.
    */
    void strict_header_check_default(bool strict) { strict_headers_ = strict; }

    /// Headers sent with every request; wrap a credential in `docgen::secret(...)`.
    void default_headers(std::vector<default_header> hs) { headers_ = std::move(hs); }

    /** A path template such as `/users/{username}`; its operations follow.
        `path("/users/{username}", "A user of the service", "Users")` also
        gives the path's description (documenting each of its operations)
        and summary.
    */
    detail::path_builder path(std::string tmpl, std::string description = {}, std::string summary = {})
    {
        return detail::path_builder(*this, std::move(tmpl), std::move(description), std::move(summary));
    }

    /** `supports(route::method::get, p<std::string>("username"), "Get a user", "getUser", {"users"})`:
        an operation; its requests follow. After the tags may come
        `query(q<int>("limit"), ...)`, `headers(h<std::string>("X-Request-Id"), ...)`
        and `security(docgen::http_bearer("bearerAuth"), ...)`.
    */
    template <class... P, class... X>
    detail::operation_builder<sizeof...(P), typename detail::pick<query_params, X...>::type,
                              typename detail::pick<header_params, X...>::type>
    supports(route::method m, path_params<P...> ps, std::string summary, std::string operation_id,
             std::vector<std::string> tags, X... extras)
    {
        detail::check_extras<X...>();
        auto op = std::make_shared<detail::operation_info>();
        op->method = std::string(m.name());
        op->summary = std::move(summary);
        op->operation_id = std::move(operation_id);
        op->tags = std::move(tags);
        std::apply(
            [&](auto const&... x) {
                (op->parameter_names.push_back(x.name), ...);
                (op->parameter_descriptions.push_back(x.description), ...);
            },
            ps.list);
        (detail::add_extra(*op, extras), ...);
        return {std::move(op)};
    }

    /// One path parameter.
    template <class P, class... X>
    auto supports(route::method m, path_param<P> param, std::string summary,
                  std::string operation_id, std::vector<std::string> tags, X... extras)
    {
        return supports(m, path_params<P>{{std::move(param)}}, std::move(summary),
                        std::move(operation_id), std::move(tags), std::move(extras)...);
    }

    /// `q<int>("limit")`: a query parameter (see `docgen::q`).
    template <class T>
    static query_param<T> q(std::string name, std::string description = {})
    {
        return docgen::q<T>(std::move(name), std::move(description));
    }

    /// `h<std::string>("X-Request-Id")`: a header parameter (see `docgen::h`).
    template <class T>
    static header_param<T> h(std::string name, std::string description = {})
    {
        return docgen::h<T>(std::move(name), std::move(description));
    }

    /// The query parameters of an operation (see `docgen::query`).
    template <class... T>
    static query_params<T...> query(query_param<T>... ps)
    {
        return docgen::query(std::move(ps)...);
    }

    /// The header parameters of an operation (see `docgen::headers`).
    template <class T, class... More>
    static header_params<T, More...> headers(header_param<T> p, header_param<More>... ps)
    {
        return docgen::headers(std::move(p), std::move(ps)...);
    }

    /// The security schemes of an operation (see `docgen::security`).
    template <class... S>
    static security_requirement security(S... schemes)
    {
        return docgen::security(std::move(schemes)...);
    }

    /// Credentials for the operation's bearer scheme (see `docgen::bearer_token`).
    static credentials bearer_token(std::string token, std::string scheme = {})
    {
        return docgen::bearer_token(std::move(token), std::move(scheme));
    }

    /// Credentials for the operation's basic scheme (see `docgen::basic_auth`).
    static credentials basic_auth(const std::string& user, const std::string& password,
                                  std::string scheme = {})
    {
        return docgen::basic_auth(user, password, std::move(scheme));
    }

    /// Credentials for the operation's API key scheme (see `docgen::api_key`).
    static credentials api_key(std::string key, std::string scheme = {})
    {
        return docgen::api_key(std::move(key), std::move(scheme));
    }

    /// `p<std::string>("username")`: a path parameter (see `docgen::p`).
    template <class T>
    static path_param<T> p(std::string name, std::string description = {})
    {
        return docgen::p<T>(std::move(name), std::move(description));
    }

    /// Several path parameters, in template order (see `docgen::params`).
    template <class... T>
    static path_params<T...> params(path_param<T>... ps)
    {
        return docgen::params(std::move(ps)...);
    }

    /// `on_request("octocat")`: a request with these path values (see `docgen::on_request`).
    template <class... V>
    static request_values<sizeof...(V)> on_request(const V&... values)
    {
        return docgen::on_request(values...);
    }

    /// A request whose values are computed when its test runs (see `docgen::with_setup`).
    template <class Setup>
    static setup_request<Setup> with_setup(Setup f)
    {
        return docgen::with_setup(std::move(f));
    }

private:
    friend class detail::path_builder;

    std::string base_ = "https://api.github.com";
    std::shared_ptr<const route::http_app> app_;
    std::vector<default_header> headers_;
    transport_options transport_ = transport_options::from_env();
    std::vector<detail::declared_request> requests_;
    std::vector<std::string> errors_;
    bool strict_headers_ = false;
};

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/in_process.ipp>
#include <docgen/impl/spec.ipp>
#endif

#endif
