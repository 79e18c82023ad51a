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

#include <docgen/client.hpp>
#include <docgen/config.hpp>
#include <docgen/record.hpp>
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

class spec;

namespace detail {

// The operation a request belongs to.
struct operation_info
{
    std::string path_template;
    std::string method;
    std::string summary;
    std::string operation_id;
    std::vector<std::string> tags;
    std::vector<std::string> parameter_names;
};

// A declared request, its answer type erased.
struct declared_request
{
    std::shared_ptr<operation_info> op;
    std::vector<std::string> values;
    unsigned status = 0;
    std::string description;
    std::string type_name;
    std::optional<route::json::schema> schema;
    std::function<void(call_state&)> run;

    /// `getUser__User_found__GET__users_octocat`: a readable test name.
    DOCGEN_DECL std::string test_name() const;
    /// `GET /users/octocat`
    DOCGEN_DECL std::string concrete_path() const;
};

// An operation as `supports(...)` declared it, before its path is known.
struct declared_operation
{
    std::shared_ptr<operation_info> op;
    std::vector<declared_request> requests;
};

template <class... P>
class operation_builder
{
public:
    operation_builder(std::shared_ptr<operation_info> op) : op_(std::move(op)) {}

    /// The requests of the operation.
    template <class... T, std::size_t... N>
    declared_operation operator()(expected_request<T, N>... rs) const
    {
        static_assert(((N == sizeof...(P)) && ...),
                      "docgen: on_request(...) must give one value per path parameter that "
                      "supports(...) declares, in template order");
        declared_operation d{op_, {}};
        (d.requests.push_back(erase(std::move(rs))), ...);
        return d;
    }

private:
    template <class T, std::size_t N>
    declared_request erase(expected_request<T, N> r) const
    {
        declared_request d;
        d.op = op_;
        d.values = r.values();
        d.status = r.status();
        d.description = r.description();
        d.type_name = short_type_name<T>();
        if constexpr (!std::is_same_v<T, empty_body>)
            d.schema = route::json::schema_of<T>();
        d.run = [f = r.assertion()](call_state& s) {
            call_context<T> ctx(s);
            if (f)
                f(ctx);
            else
                ctx.perform_request();
        };
        return d;
    }

    std::shared_ptr<operation_info> op_;
};

// What `path("/users/{username}")` returns: takes the operations.
class path_builder
{
public:
    path_builder(spec& s, std::string tmpl) : s_(s), tmpl_(std::move(tmpl)) {}

    template <class... Ops>
    void operator()(Ops... ops) const
    {
        (add(std::move(ops)), ...);
    }

private:
    DOCGEN_DECL void add(declared_operation op) const;

    spec& s_;
    std::string tmpl_;
};

} // namespace detail

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
    const client_options& transport() const noexcept { return client_; }

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

    /// How requests are sent (time-outs, body limit, CA file); default: `client_options::from_env()`.
    void options(client_options o) { client_ = std::move(o); }

    /// Headers sent with every request; wrap a credential in `docgen::secret(...)`.
    void default_headers(std::vector<default_header> hs) { headers_ = std::move(hs); }

    /// A path template such as `/users/{username}`; its operations follow.
    detail::path_builder path(std::string tmpl) { return detail::path_builder(*this, std::move(tmpl)); }

    /** `supports(route::method::get, p<std::string>("username"), "Get a user", "getUser", {"users"})`:
        an operation; its requests follow.
    */
    template <class... P>
    detail::operation_builder<P...> supports(route::method m, path_params<P...> ps,
                                             std::string summary, std::string operation_id,
                                             std::vector<std::string> tags)
    {
        auto op = std::make_shared<detail::operation_info>();
        op->method = std::string(m.name());
        op->summary = std::move(summary);
        op->operation_id = std::move(operation_id);
        op->tags = std::move(tags);
        std::apply([&](auto const&... x) { (op->parameter_names.push_back(x.name), ...); }, ps.list);
        return detail::operation_builder<P...>(std::move(op));
    }

    /// One path parameter.
    template <class P>
    detail::operation_builder<P> supports(route::method m, path_param<P> param, std::string summary,
                                          std::string operation_id, std::vector<std::string> tags)
    {
        return supports(m, path_params<P>{{std::move(param)}}, std::move(summary),
                        std::move(operation_id), std::move(tags));
    }

    /// `p<std::string>("username")`: a path parameter (see `docgen::p`).
    template <class T>
    static path_param<T> p(std::string name)
    {
        return docgen::p<T>(std::move(name));
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

private:
    friend class detail::path_builder;

    std::string base_ = "https://api.github.com";
    std::shared_ptr<const route::http_app> app_;
    std::vector<default_header> headers_;
    client_options client_ = client_options::from_env();
    std::vector<detail::declared_request> requests_;
    std::vector<std::string> errors_;
};

namespace detail {

// The state of one declared request while its test runs.
class call_state
{
public:
    call_state(const spec& s, const declared_request& r) : spec_(s), request_(r) {}

    const spec& owner() const noexcept { return spec_; }
    const declared_request& request() const noexcept { return request_; }

    /// `GET http://host/users/octocat`, for messages.
    std::string where;
    int performed = 0;
    response<empty_body> answer;
    recorded_call call;

private:
    const spec& spec_;
    const declared_request& request_;
};

/** Runs `req` through `a` in process (route's test kit), and returns the
    answer as `route::server` puts it on the wire to docgen's client: the
    application's fields in order, then `Date`, `Connection: close` (the
    client asks for it) and, unless the status has no body (1xx, 204,
    304), `Content-Length`; a HEAD answer keeps the length and drops the
    body. `req.url` is the request-target (a path and maybe a query).
*/
DOCGEN_DECL http_response send_in_process(const route::http_app& a, const http_request& req);

template <class T>
T
decode_body(call_state& s, const response<empty_body>& r)
{
    auto v = route::json::parse<T>(r.raw_body);
    if (!v)
        fail_decode(s, short_type_name<T>(), v.error());
    return std::move(*v);
}

} // namespace detail

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/in_process.ipp>
#include <docgen/impl/spec.ipp>
#endif

#endif
