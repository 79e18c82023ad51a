//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_SPEC_IPP
#define DOCGEN_IMPL_SPEC_IPP

#include <docgen/spec.hpp>
#include <docgen/transport.hpp>
#include <docgen/generate.hpp>
#include <boost/url/encode.hpp>
#include <boost/url/rfc/pchars.hpp>
#include <boost/url/url.hpp>
#include <algorithm>
#include <atomic>
#include <cctype>
#include <optional>
#include <stdexcept>

namespace docgen {

namespace detail {

[[noreturn]] DOCGEN_DECL void
throw_failure(const std::string& message)
{
    throw std::runtime_error(message);
}

DOCGEN_DECL std::atomic<failure_handler>&
current_failure_handler() noexcept
{
    static std::atomic<failure_handler> h{&throw_failure};
    return h;
}

DOCGEN_DECL std::string&
last_failure() noexcept
{
    static thread_local std::string m;
    return m;
}

void
fail(const std::string& message)
{
    last_failure() = message;
    current_failure_handler().load()(message);
    throw_failure(message); // a handler that returns breaks its contract
}

// The template's `{name}` placeholders in order.
DOCGEN_DECL std::vector<std::string>
placeholders(std::string_view tmpl)
{
    std::vector<std::string> names;
    for (std::size_t i = tmpl.find('{'); i != std::string_view::npos; i = tmpl.find('{', i + 1))
    {
        auto j = tmpl.find('}', i);
        if (j == std::string_view::npos)
            break;
        names.emplace_back(tmpl.substr(i + 1, j - i - 1));
    }
    return names;
}

std::string
declared_request::concrete_path() const
{
    std::string out;
    std::string_view t = op->path_template;
    std::size_t k = 0;
    for (std::size_t i = 0; i < t.size(); ++i)
    {
        if (t[i] == '{')
        {
            auto j = t.find('}', i);
            if (j != std::string_view::npos && k < values.size())
            {
                // a path value is one segment: '/' and every other reserved
                // character of a segment is percent-encoded
                out += boost::urls::encode(values[k++], boost::urls::pchars);
                i = j;
                continue;
            }
        }
        out += t[i];
    }
    return out;
}

std::string
declared_request::test_name() const
{
    std::string raw = op->operation_id + "__" + description + "__" + op->method + "_" +
                      concrete_path();
    std::string name;
    for (char c : raw)
        name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return name;
}

void
path_builder::add(declared_operation d) const
{
    d.op->path_template = tmpl_;
    d.op->description = description_;
    d.op->path_summary = summary_;
    auto names = placeholders(tmpl_);
    if (names != d.op->parameter_names)
    {
        std::string declared;
        for (auto const& n : d.op->parameter_names)
            declared += (declared.empty() ? "" : ", ") + n;
        s_.errors_.push_back("path '" + tmpl_ + "', operation '" + d.op->operation_id +
                             "': the declared path parameters (" + declared +
                             ") are not the template's placeholders in order");
    }
    for (auto const& x : d.op->security)
        if (auto e = security_scheme_error(x); !e.empty())
            s_.errors_.push_back("path '" + tmpl_ + "', operation '" + d.op->operation_id + "': " + e);
    for (auto& r : d.requests)
        s_.requests_.push_back(std::move(r));
}

// The response's `Date` is the time of the run: recorded as it is, two
// runs of one specification (or one in process and one over the network)
// would document different bytes. Its value is recorded as `<date>`.
DOCGEN_DECL std::vector<header>
without_run_date(std::vector<header> headers)
{
    for (auto& h : headers)
        if (iequals(h.name, "Date"))
            h.value = "<date>";
    return headers;
}

std::string
form_encoded(const form& f)
{
    boost::urls::url u;
    for (auto const& [k, v] : f.fields)
        u.params().append({k, v});
    return std::string(u.encoded_query());
}

body_record
form_body(const form& f)
{
    body_record b;
    b.content_type = "application/x-www-form-urlencoded";
    route::json::schema s;
    s.type = "object";
    for (auto const& field : f.fields)
    {
        auto const& name = field.first;
        if (std::none_of(s.properties.begin(), s.properties.end(),
                         [&](auto const& p) { return p.name == name; }))
        {
            s.properties.push_back({name, route::json::schema_of<std::string>()});
            s.required.push_back(name);
        }
    }
    b.schema = std::move(s);
    b.body = form_encoded(f);
    return b;
}

body_record
raw_body(const raw& r)
{
    return body_record{r.content_type, "", route::json::schema_of<std::string>(), r.bytes};
}

// `text` with every occurrence of a secret replaced by the placeholder.
DOCGEN_DECL std::string
redact_text(std::string text, const std::vector<std::string>& secrets)
{
    for (auto const& x : secrets)
    {
        if (x.empty())
            continue;
        for (auto i = text.find(x); i != std::string::npos; i = text.find(x, i + redacted.size()))
            text.replace(i, x.size(), redacted);
    }
    return text;
}

// The scheme of the operation that credentials `c` are for; fails the test
// when the operation declares none, or several without `c` naming one.
DOCGEN_DECL const security_scheme&
scheme_for(const call_state& s, const credentials& c)
{
    auto const& op = *s.request().op;
    std::vector<const security_scheme*> found;
    for (auto const& x : op.security)
    {
        // OAuth 2 and OpenID Connect access tokens travel as bearer tokens
        bool kind = c.kind == "apiKey"   ? x.type == security_type::api_key
                    : c.kind == "bearer" ? sends_bearer_token(x)
                                         : x.type == security_type::http && x.scheme == c.kind;
        if (kind && (c.scheme.empty() || c.scheme == x.name))
            found.push_back(&x);
    }
    std::string what = c.kind + " credentials" + (c.scheme.empty() ? "" : " for '" + c.scheme + "'");
    if (found.empty())
    {
        std::string declared;
        for (auto const& x : op.security)
            declared += (declared.empty() ? "" : ", ") + x.name;
        fail(s.where + ": the request supplies " + what + ", but operation '" + op.operation_id +
             "' declares no such security scheme (declared: " +
             (declared.empty() ? "none" : declared) + "); declare it with security(...)");
    }
    if (found.size() > 1)
        fail(s.where + ": the request supplies " + what + ", which fit several schemes of operation '" +
             op.operation_id + "'; name the scheme");
    return *found.front();
}

// The value of a parameter sent once, several values of a header joined.
DOCGEN_DECL std::string
joined(const std::vector<std::string>& values)
{
    std::string out;
    for (auto const& v : values)
        out += (out.empty() ? "" : ", ") + v;
    return out;
}

// The strict header check: fails on the first header of the answer that
// the request does not declare and the transport did not add.
DOCGEN_DECL void
check_no_undeclared_headers(const call_state& s, const std::vector<header>& answer)
{
    auto const& declared = s.request().expected_headers;
    for (auto const& h : answer)
        if (!is_transport_header(h.name) &&
            std::none_of(declared.begin(), declared.end(),
                         [&](auto const& d) { return iequals(d.name, h.name); }))
            fail(s.where + ": the answer has the response header '" + h.name +
                 "', which the request does not declare (strict header check); declare it in "
                 "responds_with(..., {h<std::string>(\"" + h.name + "\")}, ...)");
}

const response<empty_body>&
perform(call_state& s)
{
    auto const& r = s.request();
    auto const& sp = s.owner();
    // in process, the request-target is the path: there is no host
    std::string base = sp.application() ? std::string() : sp.base();
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    std::string path = r.concrete_path();
    s.where = r.op->method + " " + base + path;
    if (++s.performed > 1)
        fail(s.where + ": perform_request() was called twice; call it once per declared request");

    http_request req{r.op->method, "", {}, {}};
    std::vector<std::string> secrets;
    for (auto const& h : sp.headers())
    {
        req.headers.push_back({h.name, h.value});
        if (h.is_secret)
            secrets.push_back(h.value);
    }
    // the query as sent, and as recorded (API keys redacted)
    boost::urls::url sent, shown;
    for (auto const& p : r.parameters)
    {
        if (p.in == parameter_location::query)
            for (auto const& v : p.values)
            {
                sent.params().append({p.name, v});
                shown.params().append({p.name, v});
            }
        else if (!p.values.empty())
            req.headers.push_back({p.name, joined(p.values)});
    }
    std::string used;
    for (auto const& c : r.security)
    {
        auto const& x = scheme_for(s, c);
        used = x.name;
        secrets.push_back(c.value);
        if (sends_bearer_token(x))
            req.headers.push_back({"Authorization", "Bearer " + c.value});
        else if (x.scheme == http_auth_scheme::basic)
        {
            auto encoded = encode_base64(c.value);
            secrets.push_back(encoded);
            req.headers.push_back({"Authorization", "Basic " + encoded});
        }
        else if (x.in == parameter_location::header)
            req.headers.push_back({x.parameter, c.value});
        else if (x.in == parameter_location::cookie)
            req.headers.push_back({"Cookie", x.parameter + "=" + c.value});
        else
        {
            sent.params().append({x.parameter, c.value});
            shown.params().append({x.parameter, redacted});
        }
    }
    if (r.body && !r.body->parts.empty())
    {
        auto payload = multipart_encoded(r.body->parts);
        req.headers.push_back(
            {"Content-Type", r.body->content_type + "; boundary=" + payload.boundary});
        req.body = std::move(payload.bytes);
    }
    else if (r.body)
    {
        req.headers.push_back({"Content-Type", r.body->content_type});
        req.body = r.body->body;
    }
    std::string query(sent.encoded_query());
    req.url = base + path + (query.empty() ? "" : "?" + query);

    http_response res;
    if (auto const* a = sp.application())
        res = send_in_process(*a, req);
    else
    {
        transport c(sp.transport());
        boost::system::error_code ec;
        diagnostics diag;
        res = c.send(req, ec, diag);
        if (ec)
            fail(redact_text(diag.message.empty() ? s.where + ": " + ec.message() : diag.message,
                             secrets));
    }

    s.answer.status = res.status;
    s.answer.headers = res.headers;
    s.answer.raw_body = res.body;

    auto& call = s.call;
    call.path_template = r.op->path_template;
    call.method = r.op->method;
    call.summary = r.op->summary;
    call.operation_id = r.op->operation_id;
    call.tags = r.op->tags;
    call.operation_description = r.op->description;
    call.path_summary = r.op->path_summary;
    call.path_parameters.clear();
    for (std::size_t i = 0; i < r.op->parameter_names.size() && i < r.values.size(); ++i)
        call.path_parameters.push_back(
            {r.op->parameter_names[i], r.values[i], r.op->parameter_descriptions.at(i)});
    call.path = path;
    call.query = std::string(shown.encoded_query());
    call.request_headers = redact(req.headers, secrets);
    call.parameters = r.parameters;
    for (auto& p : call.parameters)
        if (p.in == parameter_location::header && is_secret_header(p.name))
            for (auto& v : p.values)
                v = std::string(redacted);
    call.request_body = r.body;
    if (call.request_body)
    {
        call.request_body->body = redact_text(call.request_body->body, secrets);
        for (auto& p : call.request_body->parts) // a file's bytes are not recorded
            p.value = p.kind == part_kind::file ? std::string() : redact_text(std::move(p.value), secrets);
    }
    call.security = r.op->security;
    call.security_used = used;
    call.expected_status = r.status;
    call.description = r.description;
    call.type_name = r.type_name;
    call.schema = r.schema;
    call.content_type = r.content_type;
    call.status = res.status;
    call.response_headers = redact(without_run_date(res.headers), secrets);
    call.response_body = redact_text(res.body, secrets);
    call.response_header_declarations = r.expected_headers;
    for (auto& h : call.response_header_declarations)
    {
        auto it = std::find_if(call.response_headers.begin(), call.response_headers.end(),
                               [&](auto const& x) { return iequals(x.name, h.name); });
        if (it != call.response_headers.end())
            h.value = it->value;
    }

    if (res.status != r.status)
    {
        if ((res.status == 403 || res.status == 429) &&
            res.header_value("X-RateLimit-Remaining") == "0")
        {
            std::string reset(res.header_value("X-RateLimit-Reset"));
            fail(s.where + ": the remote's rate limit is used up (status " +
                 std::to_string(res.status) + ", X-RateLimit-Remaining: 0" +
                 (reset.empty() ? "" : ", resets at epoch second " + reset) + ")");
        }
        fail(s.where + ": expected status " + std::to_string(r.status) + ", got " +
             std::to_string(res.status) + "; body: " + call.response_body.substr(0, 512));
    }
    for (auto const& h : r.expected_headers)
        if (std::none_of(res.headers.begin(), res.headers.end(),
                         [&](auto const& x) { return iequals(x.name, h.name); }))
            fail(s.where + ": the answer lacks the declared response header '" + h.name + "'");
    if (r.header_checking.value_or(header_check{sp.strict_headers_by_default()}).strict)
        check_no_undeclared_headers(s, res.headers);
    return s.answer;
}

void
check_empty_body(call_state& s, const response<empty_body>& r)
{
    if (!r.raw_body.empty())
        fail(s.where + ": expected no body, got " + std::to_string(r.raw_body.size()) +
             " bytes: " + r.raw_body.substr(0, 512));
}

void
fail_decode(call_state& s, const std::string& type, const route::json::decode_error& e)
{
    fail(s.where + ": the body does not decode as " + type + ": " + e.message() +
         "; body: " + s.answer.raw_body.substr(0, 512));
}

} // namespace detail

failure_handler
set_failure_handler(failure_handler h) noexcept
{
    return detail::current_failure_handler().exchange(h ? h : &detail::throw_failure);
}

void
spec::run(const detail::declared_request& r, const std::function<std::size_t()>& failures) const
{
    std::string name = r.op->operation_id + " (" + r.description + ", " + r.op->method + " " +
                       r.concrete_path() + ")";
    if (!errors_.empty())
    {
        std::string all;
        for (auto const& e : errors_)
            all += "\n  " + e;
        recorder::instance().leave_out(name, "the specification has declaration errors");
        detail::fail("docgen: the specification's declarations are wrong:" + all);
    }
    // a request made `with_setup`: its values are computed now
    std::optional<detail::declared_request> prepared;
    if (r.setup)
    {
        prepared = r;
        std::optional<std::string> why;
        try
        {
            r.setup(*prepared);
        }
        catch (const std::exception& e)
        {
            why = e.what();
        }
        catch (...)
        {
            why = "it threw an exception that is not a std::exception";
        }
        if (why)
        {
            recorder::instance().leave_out(name, "setup failed: " + *why);
            detail::fail(name + ": setup failed: " + *why);
        }
    }
    detail::call_state s(*this, prepared ? *prepared : r);
    detail::last_failure().clear();
    auto before = failures();
    try
    {
        r.run(s);
    }
    catch (const std::exception& e)
    {
        recorder::instance().leave_out(name, e.what());
        throw;
    }
    catch (...)
    {
        auto const& why = detail::last_failure();
        recorder::instance().leave_out(name, why.empty() ? "the test failed" : why);
        throw;
    }
    if (s.performed == 0)
    {
        recorder::instance().leave_out(name, "perform_request() was never called");
        detail::fail(name + ": the assertions never called perform_request()");
    }
    if (failures() != before)
    {
        recorder::instance().leave_out(name, "its assertions failed");
        return;
    }
    recorder::instance().add(std::move(s.call));
}

} // namespace docgen

#endif
