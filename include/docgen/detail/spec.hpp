//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_SPEC_HPP
#define DOCGEN_DETAIL_SPEC_HPP

// What `docgen::spec`'s declarations build (<docgen/spec.hpp>): the
// operations and requests declared, their answer types erased, and the
// state of one request while its test runs.

#include <docgen/transport.hpp>
#include <docgen/config.hpp>
#include <docgen/record.hpp>
#include <docgen/spec/declaration.hpp>
#include <docgen/spec/detail/parameters.hpp>
#include <docgen/spec/detail/request_parts.hpp>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
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
    std::vector<std::string> parameter_descriptions; // of the path parameters, in order
    std::vector<parameter_record> parameters; // query then header parameters, no values
    std::string description;                  // the path's, `path(tmpl, description, summary)`
    std::string path_summary;
    std::vector<security_scheme> security;
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
    std::string content_type;                 // of the declared body; empty: JSON
    std::vector<parameter_record> parameters; // with this request's values
    std::optional<body_record> body;
    std::vector<credentials> security;
    std::vector<response_header_record> expected_headers;
    std::optional<header_check> header_checking; // none: the specification's default
    std::function<void(call_state&)> run;
    /// `with_setup`: fills `values`, `parameters`, `body` and `security` when the test runs.
    std::function<void(declared_request&)> setup;

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

// The part of `supports(...)`'s extras of kind `Tmpl`, or `Tmpl<>`.
template <template <class...> class Tmpl, class... X>
struct pick
{
    using type = Tmpl<>;
};

template <template <class...> class Tmpl, class X0, class... X>
struct pick<Tmpl, X0, X...> : pick<Tmpl, X...>
{
};

template <template <class...> class Tmpl, class... A, class... X>
struct pick<Tmpl, Tmpl<A...>, X...>
{
    using type = Tmpl<A...>;
};

template <class X>
inline constexpr bool is_query_params_v = false;
template <class... A>
inline constexpr bool is_query_params_v<query_params<A...>> = true;
template <class X>
inline constexpr bool is_header_params_v = false;
template <class... A>
inline constexpr bool is_header_params_v<header_params<A...>> = true;

// Checks the extras after the tags: query(...), headers(...), security(...), each at most once.
template <class... X>
constexpr void
check_extras()
{
    static_assert(((is_query_params_v<X> || is_header_params_v<X> ||
                    std::is_same_v<X, security_requirement>) && ...),
                  "docgen: after the tags, supports(...) takes query(...), headers(...) and "
                  "security(...)");
    static_assert((0 + ... + int(is_query_params_v<X>)) <= 1 &&
                      (0 + ... + int(is_header_params_v<X>)) <= 1 &&
                      (0 + ... + int(std::is_same_v<X, security_requirement>)) <= 1,
                  "docgen: supports(...) takes query(...), headers(...) and security(...) at "
                  "most once each");
}

template <class... A>
void
add_extra(operation_info& op, const query_params<A...>& x)
{
    op.parameters.insert(op.parameters.begin(), x.list.begin(), x.list.end());
}

template <class... A>
void
add_extra(operation_info& op, const header_params<A...>& x)
{
    op.parameters.insert(op.parameters.end(), x.list.begin(), x.list.end());
}

inline void
add_extra(operation_info& op, const security_requirement& x)
{
    op.security = x.schemes;
}

template <class... T>
struct type_list
{
};

// The texts of the values `vs` given for the declared types `Decl...`.
template <class... Decl, class V>
std::vector<std::vector<std::string>>
values_of(type_list<Decl...>, const V& vs)
{
    return parameter_values<Decl...>(vs);
}

template <std::size_t P, class Query, class Header>
class operation_builder;

/// The requests of an operation with `P` path parameters and the query
/// and header parameters of types `QD...`, `HD...`.
template <std::size_t P, class... QD, class... HD>
class operation_builder<P, query_params<QD...>, header_params<HD...>>
{
public:
    operation_builder(std::shared_ptr<operation_info> op) : op_(std::move(op)) {}

    /// The requests of the operation.
    template <class... T, std::size_t... N, class... Q, class... H>
    declared_operation operator()(expected_request<T, N, Q, H>... rs) const
    {
        static_assert(((N == P) && ...),
                      "docgen: on_request(...) must give one value per path parameter that "
                      "supports(...) declares, in template order");
        declared_operation d{op_, {}};
        (d.requests.push_back(erase(std::move(rs))), ...);
        return d;
    }

private:
    template <class T, std::size_t N, class Q, class H>
    declared_request erase(expected_request<T, N, Q, H> r) const
    {
        declared_request d;
        d.op = op_;
        d.status = r.status();
        d.description = r.description();
        d.type_name = short_type_name<T>();
        if constexpr (!std::is_same_v<T, empty_body>)
            d.schema = route::json::schema_of<T>();
        if constexpr (std::is_same_v<T, std::string>)
        {
            d.content_type = "text/plain";
            d.type_name = "";
        }
        fill(d, r.parts(), r.query_values(), r.header_values());
        if (r.setup())
            d.setup = [setup = r.setup()](declared_request& x) {
                setup([&](const request_parts& parts, const Q& q, const H& h) {
                    fill(x, parts, q, h);
                });
            };
        for (auto const& h : r.expected_headers())
            d.expected_headers.push_back({h.name, h.schema, ""});
        d.header_checking = r.header_checking();
        d.run = [f = r.assertion()](call_state& s) {
            call_context<T> ctx(s);
            if (f)
                f(ctx);
            else
                ctx.perform_request();
        };
        return d;
    }

    // The request's values: path, query and header values, body, credentials.
    template <class Q, class H>
    static void fill(declared_request& d, const request_parts& parts, const Q& q, const H& h)
    {
        auto qv = values_of(type_list<QD...>{}, q);
        auto hv = values_of(type_list<HD...>{}, h);
        d.values = parts.values;
        d.parameters = d.op->parameters;
        for (std::size_t i = 0; i < qv.size(); ++i)
            d.parameters[i].values = std::move(qv[i]);
        for (std::size_t i = 0; i < hv.size(); ++i)
            d.parameters[qv.size() + i].values = std::move(hv[i]);
        d.body = parts.body;
        d.security = parts.security;
    }

    std::shared_ptr<operation_info> op_;
};

// What `path("/users/{username}")` returns: takes the operations.
class path_builder
{
public:
    path_builder(spec& s, std::string tmpl, std::string description, std::string summary)
        : s_(s), tmpl_(std::move(tmpl)), description_(std::move(description)),
          summary_(std::move(summary))
    {
    }

    template <class... Ops>
    void operator()(Ops... ops) const
    {
        (add(std::move(ops)), ...);
    }

private:
    DOCGEN_DECL void add(declared_operation op) const;

    spec& s_;
    std::string tmpl_;
    std::string description_;
    std::string summary_;
};

} // namespace detail

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
    answer as `route::server` puts it on the wire to docgen's transport: the
    application's fields in order, then `Date`, `Connection: close` (the
    transport asks for it) and, unless the status has no body (1xx, 204,
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

#endif
