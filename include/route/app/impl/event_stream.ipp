//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_EVENT_STREAM_IPP
#define ROUTE_APP_IMPL_EVENT_STREAM_IPP

#include <route/app/event_stream.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <charconv>
#include <memory>

namespace route {
namespace detail {

// Appends `label` and each line of `text` (lines end at CR, LF or CRLF).
inline void
append_lines(std::string& out, std::string_view label, std::string_view text)
{
    while (true)
    {
        auto end = text.find_first_of("\r\n");
        out += label;
        out += text.substr(0, end);
        out += '\n';
        if (end == std::string_view::npos)
            return;
        text.remove_prefix(text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n'
                               ? end + 2
                               : end + 1);
    }
}

// `label` and `text` on one line, its line breaks made spaces.
inline void
append_field(std::string& out, std::string_view label, std::string_view text)
{
    out += label;
    for (char c : text)
        out += c == '\r' || c == '\n' ? ' ' : c;
    out += '\n';
}

} // namespace detail

std::string
render_event(const server_sent_event& e)
{
    std::string out;
    out.reserve(e.data.size() + e.event.size() + e.id.size() + 32);
    if (!e.data.empty())
        detail::append_lines(out, "data:", e.data);
    if (!e.event.empty())
        detail::append_field(out, "event:", e.event);
    if (!e.id.empty())
        detail::append_field(out, "id:", e.id);
    if (e.retry)
        out += "retry:" + std::to_string(e.retry->count()) + '\n';
    out += '\n';
    return out;
}

std::vector<received_event>
parse_event_stream(std::string_view text)
{
    std::vector<received_event> events;
    received_event cur;
    std::string data;
    bool has_data = false;
    bool any = false;
    while (!text.empty())
    {
        auto end = text.find_first_of("\r\n");
        if (end == std::string_view::npos)
            break; // an incomplete last line is not part of an event
        std::string_view line = text.substr(0, end);
        text.remove_prefix(text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n'
                               ? end + 2
                               : end + 1);
        if (line.empty())
        {
            if (has_data || any)
            {
                cur.data = data;
                if (has_data || !cur.event.empty() || !cur.id.empty() || cur.retry)
                    events.push_back(cur);
            }
            cur = {};
            data.clear();
            has_data = false;
            any = false;
            continue;
        }
        if (line.front() == ':')
            continue; // a comment
        auto colon = line.find(':');
        std::string_view field = line.substr(0, colon);
        std::string_view value;
        if (colon != std::string_view::npos)
        {
            value = line.substr(colon + 1);
            if (!value.empty() && value.front() == ' ')
                value.remove_prefix(1);
        }
        if (field == "data")
        {
            if (has_data)
                data += '\n';
            data += value;
            has_data = true;
        }
        else if (field == "event")
        {
            cur.event = std::string(value);
            any = true;
        }
        else if (field == "id")
        {
            cur.id = std::string(value);
            any = true;
        }
        else if (field == "retry")
        {
            long long ms = 0;
            auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), ms);
            if (ec == std::errc() && p == value.data() + value.size())
            {
                cur.retry = std::chrono::milliseconds(ms);
                any = true;
            }
        }
    }
    return events;
}

boost::asio::awaitable<void>
event_writer::put(std::string text)
{
    // one write at a time: a send waits for a keep-alive comment in flight
    while (busy_)
    {
        if (!wake_)
            wake_ = std::make_unique<boost::asio::steady_timer>(
                co_await boost::asio::this_coro::executor,
                boost::asio::steady_timer::time_point::max());
        boost::system::error_code ec;
        co_await wake_->async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    }
    busy_ = true;
    std::exception_ptr e;
    try
    {
        co_await w_->write(text);
        last_ = std::chrono::steady_clock::now();
    }
    catch (...)
    {
        e = std::current_exception();
    }
    busy_ = false;
    if (wake_)
        wake_->cancel();
    if (e)
        std::rethrow_exception(e);
}

boost::asio::awaitable<void>
event_writer::send(const server_sent_event& e)
{
    // one coroutine a send: the event is rendered and written here
    if (!busy_)
    {
        busy_ = true;
        std::exception_ptr ex;
        try
        {
            co_await w_->write(render_event(e));
            last_ = std::chrono::steady_clock::now();
        }
        catch (...)
        {
            ex = std::current_exception();
        }
        busy_ = false;
        if (wake_)
            wake_->cancel();
        if (ex)
            std::rethrow_exception(ex);
        co_return;
    }
    co_await put(render_event(e));
}

boost::asio::awaitable<void>
event_writer::comment(std::string_view text)
{
    std::string line;
    detail::append_field(line, ":", text);
    co_await put(std::move(line));
}

namespace detail {

class event_body final : public streamed_body
{
public:
    event_body(event_producer p, std::optional<std::chrono::milliseconds> keep_alive)
        : p_(std::move(p)), keep_alive_(keep_alive) {}

    boost::asio::awaitable<void> produce(chunk_writer& w) const override
    {
        using namespace boost::asio::experimental::awaitable_operators;
        event_writer ew(w);
        if (!keep_alive_ || keep_alive_->count() <= 0)
            co_return co_await p_(ew);
        // the producer, and beside it the keep-alive, which ends with it
        co_await (p_(ew) || keep_alive(ew, *keep_alive_));
    }

private:
    static boost::asio::awaitable<void> keep_alive(event_writer& w, std::chrono::milliseconds d)
    {
        boost::asio::steady_timer t(co_await boost::asio::this_coro::executor);
        while (true)
        {
            t.expires_at(w.last_sent() + d);
            co_await t.async_wait(boost::asio::use_awaitable);
            // writes never overlap: an event being sent is as good
            if (!w.busy() && std::chrono::steady_clock::now() >= w.last_sent() + d)
                co_await w.comment();
        }
    }

    event_producer p_;
    std::optional<std::chrono::milliseconds> keep_alive_;
};

} // namespace detail

chunked_entity
event_stream(event_producer producer, std::optional<std::chrono::milliseconds> keep_alive)
{
    return {"text/event-stream",
            std::make_shared<const detail::event_body>(std::move(producer), keep_alive)};
}

} // namespace route

#endif
