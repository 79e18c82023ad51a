//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_LOGGING_IPP
#define ROUTE_DSL_IMPL_LOGGING_IPP

#include <route/dsl/logging.hpp>
#include <route/core/rejection.hpp>
#include <route/detail/iequals.hpp>
#include <exception>
#include <mutex>
#include <ostream>
#include <sstream>

namespace route {

namespace detail {

// The kind of a rejection: what its printed form has before '{'.
inline std::string
rejection_kind(const rejection& r)
{
    std::ostringstream os;
    os << r;
    auto s = std::move(os).str();
    auto brace = s.find('{');
    if (brace != std::string::npos)
        s.resize(brace);
    return s;
}

} // namespace detail

std::string_view
masked_header_value(std::string_view name, std::string_view value) noexcept
{
    for (std::string_view secret :
         {"Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"})
        if (detail::iequals(name, secret))
            return "***";
    return value;
}

std::string
format_log_line(const request_log_entry& e)
{
    std::string s;
    s.reserve(64 + e.target.size());
    s += e.method;
    s += ' ';
    s += e.target;
    s += ' ';
    switch (e.outcome)
    {
    case request_log_entry::kind::completed:
        s += std::to_string(static_cast<unsigned>(e.status));
        break;
    case request_log_entry::kind::rejected:
        s += "rejected[";
        for (std::size_t i = 0; i < e.rejections.size(); ++i)
        {
            if (i)
                s += ',';
            s += e.rejections[i];
        }
        s += ']';
        break;
    case request_log_entry::kind::failed:
        s += "failed(";
        s += e.failure;
        s += ')';
        break;
    }
    s += ' ';
    s += std::to_string(e.bytes);
    s += "B ";
    s += std::to_string(e.duration.count());
    s += "us";
    if (!e.headers.empty())
    {
        s += " {";
        for (std::size_t i = 0; i < e.headers.size(); ++i)
        {
            if (i)
                s += ", ";
            s += e.headers[i].name;
            s += ": ";
            s += e.headers[i].value;
        }
        s += '}';
    }
    return s;
}

std::function<void(const request_log_entry&)>
ostream_logger(std::ostream& os)
{
    auto m = std::make_shared<std::mutex>();
    return [&os, m](const request_log_entry& e) {
        std::string line = format_log_line(e);
        line += '\n';
        std::lock_guard<std::mutex> lock(*m);
        os << line << std::flush;
    };
}

namespace dsl {
namespace detail {

request_log_entry
begin_log_entry(const request_context& ctx, log_detail d)
{
    request_log_entry e;
    auto const& req = ctx.request();
    e.method = std::string(req.method().name());
    e.target = std::string(req.target());
    if (d == log_detail::headers)
        req.headers().for_each_field([&e](std::string_view n, std::string_view v) {
            e.headers.push_back({std::string(n), std::string(masked_header_value(n, v))});
        });
    return e;
}

void
end_log_entry(request_log_entry& e, const route_result& r,
              std::chrono::steady_clock::time_point start)
{
    e.duration = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - start);
    if (r.is_completed())
    {
        e.outcome = request_log_entry::kind::completed;
        e.status = r.response().status;
        e.bytes = r.response().body_size();
    }
    else if (r.is_rejected())
    {
        e.outcome = request_log_entry::kind::rejected;
        e.bytes = 0;
        e.rejections.clear();
        for (auto const& x : r.effective_rejections())
            e.rejections.push_back(::route::detail::rejection_kind(x));
    }
    else
    {
        e.outcome = request_log_entry::kind::failed;
        e.bytes = 0;
        try
        {
            std::rethrow_exception(r.error());
        }
        catch (const std::exception& x)
        {
            e.failure = x.what();
        }
        catch (...)
        {
            e.failure = "unknown exception";
        }
    }
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
