//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_ACCESS_LOG_IPP
#define ROUTE_APP_IMPL_ACCESS_LOG_IPP

#include <route/app/access_log.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <cstdio>
#include <memory>
#include <mutex>
#include <ostream>

namespace route {

namespace detail {

std::string
valid_utf8(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    auto const* p = reinterpret_cast<const unsigned char*>(s.data());
    std::size_t const n = s.size();
    std::size_t i = 0;
    auto cont = [&](std::size_t k) { return i + k < n && (p[i + k] & 0xc0) == 0x80; };
    while (i < n)
    {
        unsigned char c = p[i];
        std::size_t len = 0;
        if (c < 0x80)
            len = 1;
        else if (c >= 0xc2 && c <= 0xdf && cont(1))
            len = 2;
        else if (c >= 0xe0 && c <= 0xef && cont(1) && cont(2))
        {
            // no overlong form (e0 a0..), no surrogate (ed 80..9f)
            unsigned char d = p[i + 1];
            if (!(c == 0xe0 && d < 0xa0) && !(c == 0xed && d > 0x9f))
                len = 3;
        }
        else if (c >= 0xf0 && c <= 0xf4 && cont(1) && cont(2) && cont(3))
        {
            // no overlong form (f0 90..), nothing past U+10FFFF (f4 80..8f)
            unsigned char d = p[i + 1];
            if (!(c == 0xf0 && d < 0x90) && !(c == 0xf4 && d > 0x8f))
                len = 4;
        }
        if (len == 0)
        {
            out += "\xef\xbf\xbd";
            ++i;
            continue;
        }
        out.append(s.data() + i, len);
        i += len;
    }
    return out;
}

std::string
format_rfc3339_millis(std::chrono::system_clock::time_point t)
{
    using namespace std::chrono;
    auto ms = floor<milliseconds>(t);
    auto day = floor<days>(ms);
    year_month_day ymd{day};
    hh_mm_ss<milliseconds> hms{ms - day};
    char buf[32];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02uT%02d:%02d:%02d.%03dZ", int(ymd.year()),
                  unsigned(ymd.month()), unsigned(ymd.day()), int(hms.hours().count()),
                  int(hms.minutes().count()), int(hms.seconds().count()),
                  int(hms.subseconds().count()));
    return buf;
}

} // namespace detail

std::string
format_json_log_line(const access_log_entry& e)
{
    auto text = [](std::string_view s) { return boost::json::string(detail::valid_utf8(s)); };
    boost::json::object o;
    o["time"] = detail::format_rfc3339_millis(e.time);
    o["client_address"] = text(e.client_address);
    o["method"] = text(e.method);
    o["target"] = text(e.target);
    o["http_route"] = text(e.http_route);
    o["protocol"] = text(e.protocol);
    o["status"] = e.status;
    o["bytes_in"] = e.bytes_in;
    o["bytes_out"] = e.bytes_out;
    o["duration_us"] = e.duration.count();
    o["user_agent"] = text(e.user_agent);
    o["request_id"] = text(e.request_id);
    o["trace_id"] = text(e.trace_id);
    o["span_id"] = text(e.span_id);
    return boost::json::serialize(o);
}

std::function<void(const access_log_entry&)>
json_access_log(std::ostream& os)
{
    auto m = std::make_shared<std::mutex>();
    return [&os, m](const access_log_entry& e) {
        auto line = format_json_log_line(e);
        line += '\n';
        std::lock_guard<std::mutex> lock(*m);
        os << line << std::flush;
    };
}

} // namespace route

#endif
