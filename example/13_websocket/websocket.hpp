//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 13_websocket: an echo and a small chat room over WebSocket, on one HTML
// page (doc/route/websocket.adoc).
//
//   GET /                 the page (text/html)
//   GET /echo             WebSocket: every message, text or binary, sent back
//   GET /chat?name=NICK   WebSocket: a chat room; a text message from NICK is
//                         sent to every member as "NICK: message", and
//                         "* NICK joined" / "* NICK left" announce members;
//                         a binary message ends the member's connection with
//                         1003 (the room takes text only)
//
// The members of the room may be served by different threads of the
// server (server_options::threads): the room is shared under a mutex, and
// each member's messages are sent by its own handler, on its connection's
// thread, from a queue the room fills.

#ifndef ROUTE_EXAMPLE_WEBSOCKET_HPP
#define ROUTE_EXAMPLE_WEBSOCKET_HPP

#include <route/route.hpp>
#include <route/app.hpp> // route::websocket, handle_websocket_messages
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/system/system_error.hpp>
#include <algorithm>
#include <chrono>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace websocket_example {

namespace net = boost::asio;

/// The longest nickname, in bytes.
inline constexpr std::size_t max_name = 32;

// tag::echo[]
// Sends every message back as it came: text as text, binary as binary.
// Ends when the client closes (the connection is then closed with 1000).
inline net::awaitable<void>
echo(route::websocket& ws)
{
    while (auto m = co_await ws.receive())
        co_await ws.send(std::move(*m));
}
// end::echo[]

// tag::member[]
/** One member of the chat room: the texts waiting to be sent to it, and
    the timer that wakes its writer when the room queues one.

    `deliver` and `leave` may be called from any thread (the room calls
    them from the thread of the member who speaks); `next` only from the
    member's own handler, on its connection's executor, which the timer
    belongs to. A timer is not thread-safe: other threads do not cancel it
    themselves but post the cancel to that executor.
*/
class member : public std::enable_shared_from_this<member>
{
public:
    member(net::any_io_executor ex, std::string name) : name_(std::move(name)), wake_(ex) {}

    const std::string& name() const noexcept { return name_; }

    /// Queues `text` for this member, unless it left. Any thread.
    void deliver(std::string text)
    {
        {
            std::lock_guard lock(mutex_);
            if (gone_)
                return;
            queue_.push_back(std::move(text));
        }
        wake();
    }

    /// The member left: `next` ends, what is queued is dropped. Any thread.
    void leave()
    {
        {
            std::lock_guard lock(mutex_);
            gone_ = true;
            queue_.clear();
        }
        wake();
    }

    /** The next text to send to the member, or `std::nullopt` once it
        left; waits while none is queued. The member's executor only.
    */
    net::awaitable<std::optional<std::string>> next()
    {
        for (;;)
        {
            {
                std::lock_guard lock(mutex_);
                if (gone_)
                    co_return std::nullopt;
                if (!queue_.empty())
                {
                    std::string text = std::move(queue_.front());
                    queue_.pop_front();
                    co_return text;
                }
            }
            // Nothing queued. A text queued from now on posts a cancel of
            // this wait to this executor, where it can only run once the
            // wait below has begun: no wake-up is lost. A cancel that finds
            // no wait (the writer was sending) does nothing, and the queue
            // is looked at again before the next wait.
            wake_.expires_at(std::chrono::steady_clock::time_point::max());
            co_await wake_.async_wait(net::as_tuple(net::use_awaitable));
        }
    }

private:
    void wake()
    {
        net::post(wake_.get_executor(), [self = shared_from_this()] { self->wake_.cancel(); });
    }

    const std::string name_;
    std::mutex mutex_;
    std::deque<std::string> queue_; // under mutex_
    bool gone_ = false;             // under mutex_
    net::steady_timer wake_;        // the member's executor only
};
// end::member[]

// tag::room[]
/** The chat room: its members, under a mutex. What one member says is
    queued for every member while the room is locked, so all of them see
    the room's messages in the same order.
*/
class room
{
public:
    /// Adds `m` and announces it to everyone, `m` included.
    void join(const std::shared_ptr<member>& m)
    {
        std::lock_guard lock(mutex_);
        members_.push_back(m);
        broadcast("* " + m->name() + " joined");
    }

    /// Removes `m` (when it is a member) and announces it to the others.
    void leave(const std::shared_ptr<member>& m)
    {
        std::lock_guard lock(mutex_);
        auto it = std::find(members_.begin(), members_.end(), m);
        if (it == members_.end())
            return;
        members_.erase(it);
        m->leave();
        broadcast("* " + m->name() + " left");
    }

    /// Sends "NAME: text" to every member.
    void say(const member& from, std::string_view text)
    {
        std::lock_guard lock(mutex_);
        broadcast(from.name() + ": " + std::string(text));
    }

    /// How many members there are.
    std::size_t size() const
    {
        std::lock_guard lock(mutex_);
        return members_.size();
    }

private:
    void broadcast(const std::string& text)
    {
        for (auto const& m : members_)
            m->deliver(text);
    }

    mutable std::mutex mutex_;
    std::vector<std::shared_ptr<member>> members_; // under mutex_
};
// end::room[]

// tag::chat[]
// The member's reading side: what it says goes to the room, until the
// client closes (or sends a binary message: `binary` is then set). Then
// the member leaves, which ends its writer.
inline net::awaitable<void>
read_member(route::websocket& ws, room& r, std::shared_ptr<member> self, bool& binary)
{
    while (auto m = co_await ws.receive())
    {
        if (m->is_binary())
        {
            binary = true;
            break;
        }
        r.say(*self, m->data());
    }
    r.leave(self);
}

// The member's writing side: sends what the room queued for it, until it
// leaves. A send fails when the connection is gone; its reader then ends
// too (receive() gives std::nullopt), so the writer just stops.
inline net::awaitable<void>
write_member(route::websocket& ws, std::shared_ptr<member> self)
{
    while (auto text = co_await self->next())
    {
        try
        {
            co_await ws.send(route::ws_message::text(std::move(*text)));
        }
        catch (const boost::system::system_error&)
        {
            co_return;
        }
    }
}

// One member's connection. Its reader and its writer run side by side on
// the connection's executor: a member waiting for its next message still
// gets what the others say. route::websocket allows that much, one
// receive() and one send() at a time (doc/route/websocket.adoc). Both end before
// the handler returns: nothing uses `ws` afterwards.
inline net::awaitable<void>
chat_member(route::websocket& ws, std::shared_ptr<room> r, std::string name)
{
    using namespace boost::asio::experimental::awaitable_operators;
    auto self = std::make_shared<member>(co_await net::this_coro::executor, std::move(name));
    r->join(self);
    bool binary = false;
    co_await (read_member(ws, *r, self, binary) && write_member(ws, self));
    if (binary)
        co_await ws.close(1003, "The chat takes text messages only");
}
// end::chat[]

/// The page served at `/`. Loaded as `/?selftest=1`, it also checks both
/// endpoints by itself (an echo of a text and a binary message; two
/// members of the room, one speaking) and writes what it got into `#echo-result`,
/// `#chat-ada`, `#chat-grace` and, once all arrived, `done` into
/// `#selftest` (scripts/check-websocket-example.sh).
inline constexpr std::string_view page = R"html(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>route: WebSocket</title>
<style>
body { font-family: sans-serif; margin: 2em } section { margin-bottom: 2em }
pre { background: #f4f4f4; padding: .5em; min-height: 4em; max-height: 20em; overflow: auto }
</style>
</head>
<body>
<h1>WebSocket</h1>
<section>
<h2>Echo</h2>
<form id=echo-form><input id=echo-text value="hello"> <button>Send</button></form>
<pre id=echo-log></pre>
</section>
<section>
<h2>Chat</h2>
<form id=join-form><input id=name placeholder=nickname required maxlength=32>
<button>Join</button></form>
<form id=say-form hidden><input id=say-text size=40> <button>Say</button></form>
<pre id=chat-log></pre>
</section>
<section id=selftest-results hidden>
<h2>Self-test</h2>
<p>Echo: <span id=echo-result></span></p>
<p>ada received: <span id=chat-ada></span></p>
<p>grace received: <span id=chat-grace></span></p>
<p>Status: <span id=selftest>running</span></p>
</section>
<script>
const base = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host;
const show = (id, text) => { document.getElementById(id).textContent = text; };
const append = (id, line) => { document.getElementById(id).textContent += line + '\n'; };

// a message as text: binary ones as their bytes
const describe = data =>
  typeof data === 'string' ? data : 'bytes ' + new Uint8Array(data).join(',');

// the echo: one connection, opened at once
const echo = new WebSocket(base + '/echo');
echo.binaryType = 'arraybuffer';
echo.onmessage = e => append('echo-log', 'echo: ' + describe(e.data));
echo.onclose = () => append('echo-log', '(closed)');
document.getElementById('echo-form').onsubmit = e => {
  e.preventDefault();
  echo.send(document.getElementById('echo-text').value);
};

// the chat: joined with a nickname
let chat = null;
document.getElementById('join-form').onsubmit = e => {
  e.preventDefault();
  const name = document.getElementById('name').value;
  chat = new WebSocket(base + '/chat?name=' + encodeURIComponent(name));
  chat.onopen = () => {
    document.getElementById('join-form').hidden = true;
    document.getElementById('say-form').hidden = false;
  };
  chat.onmessage = e => append('chat-log', e.data);
  chat.onclose = e => append('chat-log', '(closed: ' + e.code + ')');
};
document.getElementById('say-form').onsubmit = e => {
  e.preventDefault();
  const text = document.getElementById('say-text');
  chat.send(text.value);
  text.value = '';
};

// the self-test: an echo of "hello" and of 3 bytes, then two members, ada
// and grace; once grace joined, ada says something, and both must receive it
if (new URLSearchParams(location.search).get('selftest') === '1') {
  document.getElementById('selftest-results').hidden = false;
  const said = 'ada: hello from ada';
  const got = {echo: false, ada: false, grace: false};
  const finish = () => {
    if (got.echo && got.ada && got.grace) {
      show('selftest', 'done');
      for (const ws of [echo, ada, grace]) ws.close();
    }
  };
  const echoed = [];
  echo.onopen = () => {
    echo.send('hello');
    echo.send(new Uint8Array([1, 2, 255]));
  };
  echo.addEventListener('message', e => {
    echoed.push(describe(e.data));
    show('echo-result', echoed.join(' | '));
    got.echo = echoed.join(' | ') === 'hello | bytes 1,2,255';
    finish();
  });
  const member = name => {
    const ws = new WebSocket(base + '/chat?name=' + name);
    ws.onmessage = e => {
      append('chat-log', name + ' got: ' + e.data);
      if (e.data === said) {
        show('chat-' + name, e.data);
        got[name] = true;
        finish();
      }
      // ada speaks once grace is in the room
      if (name === 'ada' && e.data === '* grace joined')
        ws.send('hello from ada');
    };
    ws.onerror = () => show('selftest', 'failed: ' + name + "'s connection");
    return ws;
  };
  const ada = member('ada');
  let grace = null;
  ada.onopen = () => { grace = member('grace'); };
}
</script>
</body>
</html>
)html";

/// Completes with `body`, an HTML page.
inline auto
complete_html(std::string body)
{
    return route::dsl::complete(route::status::ok,
                                {route::header_field{"Content-Type", "text/html; charset=utf-8"}},
                                std::move(body));
}

// tag::routes[]
/// The chat route: `/chat?name=NICK`, a nickname of 1 to 32 bytes.
inline route::route
chat_route(std::shared_ptr<room> r)
{
    using namespace route::dsl;
    return path("chat")(parameter("name")([r](std::string name) {
        return validate(!name.empty() && name.size() <= max_name,
                        "name is 1 to " + std::to_string(max_name) + " bytes")(
            handle_websocket_messages([r, name](route::websocket& ws) {
                // the coroutine's state in its parameters, not in this lambda
                return chat_member(ws, r, name);
            }));
    }));
}

/// Every route of the example; the members of `/chat` meet in `r`.
inline route::route
routes(std::shared_ptr<room> r)
{
    using namespace route::dsl;
    return path_end_or_single_slash(get(complete_html(std::string(page)))) |
           path("echo")(handle_websocket_messages(echo)) | chat_route(std::move(r));
}
// end::routes[]

/// The application the server runs: the routes, 404 for anything else.
inline route::http_app
make_app(std::shared_ptr<room> r)
{
    return route::to_http_routes(routes(std::move(r))).or_not_found();
}

} // namespace websocket_example

#endif
