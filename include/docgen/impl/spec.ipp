//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_SPEC_IPP
#define DOCGEN_IMPL_SPEC_IPP

#include <docgen/spec.hpp>
#include <docgen/client.hpp>
#include <docgen/generate.hpp>
#include <boost/url/encode.hpp>
#include <boost/url/rfc/pchars.hpp>
#include <atomic>
#include <cctype>
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
    std::string url = base + path;
    s.where = r.op->method + " " + url;
    if (++s.performed > 1)
        fail(s.where + ": perform_request() was called twice; call it once per declared request");

    http_request req{r.op->method, url, {}, {}};
    std::vector<std::string> secrets;
    for (auto const& h : sp.headers())
    {
        req.headers.push_back({h.name, h.value});
        if (h.is_secret)
            secrets.push_back(h.value);
    }
    http_response res;
    if (auto const* a = sp.application())
        res = send_in_process(*a, req);
    else
    {
        client c(sp.transport());
        boost::system::error_code ec;
        diagnostics diag;
        res = c.send(req, ec, diag);
        if (ec)
            fail(diag.message.empty() ? s.where + ": " + ec.message() : diag.message);
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
    call.path_parameters.clear();
    for (std::size_t i = 0; i < r.op->parameter_names.size() && i < r.values.size(); ++i)
        call.path_parameters.push_back({r.op->parameter_names[i], r.values[i]});
    call.path = path;
    call.request_headers = redact(req.headers, secrets);
    call.expected_status = r.status;
    call.description = r.description;
    call.type_name = r.type_name;
    call.schema = r.schema;
    call.status = res.status;
    call.response_headers = redact(without_run_date(res.headers), secrets);
    call.response_body = res.body;

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
             std::to_string(res.status) + "; body: " + res.body.substr(0, 512));
    }
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
    detail::call_state s(*this, r);
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
