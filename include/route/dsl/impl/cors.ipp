//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_CORS_IPP
#define ROUTE_DSL_IMPL_CORS_IPP

#include <route/dsl/cors.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <route/dsl/detail/vary.hpp>
#include <boost/url/parse.hpp>
#include <algorithm>
#include <stdexcept>

namespace route {
namespace dsl {
namespace detail {
namespace cors_parse {

// A serialized origin (RFC 6454 7.1, as pekko-http reads it): its scheme,
// host and port, viewing the text.
struct origin_parts
{
    std::string_view scheme;
    std::string_view host;
    std::string_view port; // "" when none
    bool named_host = false;
};

// `s` as `scheme://host[:port]`, nothing more (no user, path, query or
// fragment); nullopt when it is not one.
ROUTE_DECL std::optional<origin_parts>
parse_origin(std::string_view s) noexcept
{
    auto u = boost::urls::parse_absolute_uri(s);
    if (!u || !u->has_authority() || u->has_userinfo() || !u->encoded_path().empty() ||
        u->has_query() || u->has_fragment() || u->encoded_host().empty())
        return std::nullopt;
    if (u->has_port() && u->port().empty())
        return std::nullopt;
    origin_parts p;
    p.scheme = u->scheme();
    p.host = u->encoded_host();
    p.port = u->port();
    p.named_host = u->host_type() == boost::urls::host_type::name;
    return p;
}

using ::route::detail::is_token;

/** Calls `f(origin)` for each origin of an `Origin` field's value, trimmed
    (pekko-http's `origin-list-or-null`: `null`, or origins separated by
    one space). Returns false, having called nothing, when the value is
    not such a list; `null` calls nothing and returns true.
*/
template <class F>
bool
for_each_origin(std::string_view v, F&& f)
{
    if (v == "null")
        return true;
    if (v.empty())
        return false;
    for (std::string_view rest = v;;)
    {
        auto sp = rest.find(' ');
        if (!parse_origin(rest.substr(0, sp)))
            return false;
        if (sp == std::string_view::npos)
            break;
        rest.remove_prefix(sp + 1);
    }
    for (std::string_view rest = v;;)
    {
        auto sp = rest.find(' ');
        f(rest.substr(0, sp));
        if (sp == std::string_view::npos)
            break;
        rest.remove_prefix(sp + 1);
    }
    return true;
}

/** The field names of an `Access-Control-Request-Headers` value (tokens
    separated by commas and optional white space; empty elements are
    skipped, RFC 9110 5.6.1); nullopt when it is not such a list.
*/
ROUTE_DECL std::optional<std::vector<std::string_view>>
parse_request_headers(std::string_view v)
{
    std::vector<std::string_view> names;
    bool valid = ::route::detail::for_each_element(v, [&](std::string_view item) {
        if (!is_token(item))
            return false;
        names.push_back(item);
        return true;
    });
    if (!valid)
        return std::nullopt;
    return names;
}

ROUTE_DECL std::string
join(const std::vector<std::string>& v, std::string_view sep)
{
    std::string s;
    for (auto const& x : v)
    {
        if (!s.empty())
            s += sep;
        s += x;
    }
    return s;
}

} // namespace cors_parse

cors_policy::cors_policy(cors_settings s) : s_(std::move(s))
{
    if (s_.max_age && s_.max_age->count() < 0)
        throw std::invalid_argument("cors: max_age must not be negative");
    for (auto const& m : s_.allowed_methods)
        allow_methods_ += (allow_methods_.empty() ? "" : ", ") + std::string(m.name());
    if (!s_.allowed_headers.is_any())
        allow_headers_ = cors_parse::join(s_.allowed_headers.names(), ", ");
    expose_headers_ = cors_parse::join(s_.exposed_headers, ", ");
    if (s_.max_age)
        max_age_ = std::to_string(s_.max_age->count());
}

std::string_view
cors_policy::allow_origin_value(std::string_view origin) const noexcept
{
    if (s_.allowed_origins.is_any() && !s_.allow_credentials)
        return "*";
    return origin;
}

cors_step
cors_policy::check(const request& req, std::string_view& origin, route_result& out) const
{
    auto const field = req.header("Origin");
    std::string_view value;
    std::size_t count = 0;
    bool allowed = s_.allowed_origins.is_any();
    bool has_origin = false;
    if (field)
    {
        value = ::route::detail::trim_ows(*field);
        auto const& listed = s_.allowed_origins.origins();
        if (std::find(listed.begin(), listed.end(), value) != listed.end())
        {
            // one origin of the list, which was checked when it was given
            has_origin = allowed = true;
            count = 1;
        }
        else
            has_origin = cors_parse::for_each_origin(value, [&](std::string_view o) {
                ++count;
                allowed = allowed || s_.allowed_origins.matches(o);
            });
    }
    std::optional<::route::method> requested;
    if (auto m = req.header("Access-Control-Request-Method"))
        if (auto t = ::route::detail::trim_ows(*m); ::route::detail::is_token(t))
            requested.emplace(t);

    auto invalid_origin = [&] {
        cors_rejection::invalid_origin c;
        cors_parse::for_each_origin(value, [&](std::string_view o) {
            c.origins.emplace_back(o);
        });
        return cors_rejection{std::move(c)};
    };

    if (has_origin && requested && count <= 1 && req.method() == ::route::method::options)
    {
        // a preflight
        std::vector<std::string_view> names;
        if (auto h = req.header("Access-Control-Request-Headers"))
            if (auto parsed = cors_parse::parse_request_headers(*h))
                names = std::move(*parsed);
        std::vector<rejection> causes;
        if (!allowed)
            causes.emplace_back(invalid_origin());
        if (std::find(s_.allowed_methods.begin(), s_.allowed_methods.end(), *requested) ==
            s_.allowed_methods.end())
            causes.emplace_back(cors_rejection{cors_rejection::invalid_method{*requested}});
        cors_rejection::invalid_headers bad;
        for (auto n : names)
            if (!s_.allowed_headers.matches(n))
                bad.headers.emplace_back(n);
        if (!bad.headers.empty())
            causes.emplace_back(cors_rejection{std::move(bad)});
        if (!causes.empty())
        {
            out = route_result::rejected(std::move(causes));
            return cors_step::answered;
        }
        response res;
        if (!s_.allowed_headers.is_any())
        {
            if (!allow_headers_.empty())
                res.headers.push_back({"Access-Control-Allow-Headers", allow_headers_});
        }
        else if (!names.empty())
        {
            std::string echoed;
            for (auto n : names)
                (echoed += echoed.empty() ? "" : ", ") += n;
            res.headers.push_back({"Access-Control-Allow-Headers", std::move(echoed)});
        }
        res.headers.push_back(
            {"Access-Control-Allow-Origin", std::string(allow_origin_value(value))});
        res.headers.push_back({"Access-Control-Allow-Methods", allow_methods_});
        if (!max_age_.empty())
            res.headers.push_back({"Access-Control-Max-Age", max_age_});
        if (s_.allow_credentials)
            res.headers.push_back({"Access-Control-Allow-Credentials", "true"});
        out = route_result(std::move(res));
        return cors_step::answered;
    }
    if (has_origin && !requested)
    {
        // an actual request
        if (allowed)
        {
            origin = value;
            return cors_step::actual;
        }
        out = route_result::rejected({invalid_origin()});
        return cors_step::answered;
    }
    if (s_.allow_generic_http_requests)
        return cors_step::pass;
    out = route_result::rejected({cors_rejection{cors_rejection::malformed{}}});
    return cors_step::answered;
}

void
cors_policy::add_actual_headers(response& r, std::string_view origin) const
{
    static constexpr std::string_view replaced[] = {
        "Access-Control-Allow-Origin",      "Access-Control-Expose-Headers",
        "Access-Control-Allow-Credentials", "Access-Control-Allow-Methods",
        "Access-Control-Allow-Headers",     "Access-Control-Max-Age"};
    auto is_cors_field = [](const header_field& f) {
        // every one of them starts so; most fields do not
        if (f.name.size() < 15 || !::route::detail::iequals(std::string_view(f.name).substr(0, 15),
                                                            "Access-Control-"))
            return false;
        return std::any_of(std::begin(replaced), std::end(replaced), [&](std::string_view n) {
            return ::route::detail::iequals(f.name, n);
        });
    };
    r.headers.erase(std::remove_if(r.headers.begin(), r.headers.end(), is_cors_field),
                    r.headers.end());
    std::string_view allow = allow_origin_value(origin);
    header_field fields[3];
    std::size_t n = 0;
    fields[n++] = {"Access-Control-Allow-Origin", std::string(allow)};
    if (!expose_headers_.empty())
        fields[n++] = {"Access-Control-Expose-Headers", expose_headers_};
    if (s_.allow_credentials)
        fields[n++] = {"Access-Control-Allow-Credentials", "true"};
    r.headers.insert(r.headers.begin(), std::make_move_iterator(fields),
                     std::make_move_iterator(fields + n));
    if (allow != "*")
        add_vary(r, "Origin");
}

const cors_policy&
default_cors_policy()
{
    static const cors_policy p{cors_settings{}};
    return p;
}

} // namespace detail

implementation_defined::cors_directive<detail::shared_cors_policy>
cors(cors_settings settings)
{
    return implementation_defined::cors_directive<detail::shared_cors_policy>(
        detail::shared_cors_policy{std::make_shared<const detail::cors_policy>(std::move(settings))});
}

namespace implementation_defined {

rejection_handler
cors_rejection_handler_type::operator()() const
{
    return rejection_handler::from_responses(
        [](const std::vector<rejection>& list) { return cors_rejection_response(list); });
}

} // namespace implementation_defined
} // namespace dsl

http_origin_matcher::http_origin_matcher(std::vector<std::string> origins)
{
    if (origins.size() == 1 && origins.front() == "*")
    {
        any_ = true;
        return;
    }
    for (auto const& o : origins)
    {
        auto p = dsl::detail::cors_parse::parse_origin(o);
        if (!p)
            throw std::invalid_argument("cors: '" + o +
                                        "' is not an origin (scheme://host or scheme://host:port)");
        has_wildcard_ = has_wildcard_ || (p->named_host && p->host.starts_with("*."));
    }
    origins_ = std::move(origins);
}

bool
http_origin_matcher::matches(std::string_view origin) const
{
    if (any_)
        return true;
    if (std::find(origins_.begin(), origins_.end(), origin) != origins_.end())
        return true;
    if (!has_wildcard_)
        return false;
    auto p = dsl::detail::cors_parse::parse_origin(origin);
    if (!p)
        return false;
    for (auto const& allowed : origins_)
    {
        // a named host starting with "*." matches its subdomains
        auto a = dsl::detail::cors_parse::parse_origin(allowed);
        if (a->named_host && a->host.starts_with("*.") && a->scheme == p->scheme &&
            a->port == p->port && p->host.ends_with(a->host.substr(1)))
            return true;
    }
    return false;
}

namespace dsl {
namespace detail {

std::optional<rejection>
check_same_origin(const request& req, const http_origin_matcher& allowed)
{
    auto value = req.header("Origin");
    if (!value)
        return rejection(missing_header_rejection{"Origin"});
    bool matched = false;
    bool well_formed = cors_parse::for_each_origin(*value, [&](std::string_view o) {
        matched = matched || allowed.matches(o);
    });
    if (!well_formed)
        return rejection(malformed_header_rejection{
            "Origin", "expected 'null' or serialized origins separated by one space"});
    if (matched)
        return std::nullopt;
    return rejection(invalid_origin_rejection{allowed.origins()});
}

} // namespace detail
} // namespace dsl

http_header_range::http_header_range(std::vector<std::string> names)
{
    if (names.size() == 1 && names.front() == "*")
        any_ = true;
    else
        names_ = std::move(names);
}

bool
http_header_range::matches(std::string_view name) const noexcept
{
    return any_ || std::any_of(names_.begin(), names_.end(), [&](const std::string& n) {
               return ::route::detail::iequals(n, name);
           });
}

} // namespace route

#endif
