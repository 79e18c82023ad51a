//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_IMPL_WEBSOCKET_IPP
#define ROUTE_TESTKIT_IMPL_WEBSOCKET_IPP

#include <route/testkit/websocket.hpp>
#include <route/core/error.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/system/system_error.hpp>
#include <deque>
#include <sstream>

namespace route {
namespace testkit {
namespace detail {

/** The connection between a `ws_probe` and the handler it is connected
    to, in memory: the handler's `websocket` and the probe's client.

    The handler runs on the test runtime (or the probe's own); the probe
    runs that runtime while it waits. Owned by the probe, the request and
    the handler's coroutine.
*/
class probe_state final : public websocket_client,
                          public websocket,
                          public std::enable_shared_from_this<probe_state>
{
public:
    explicit probe_state(std::chrono::milliseconds timeout) : timeout_(timeout) {}

    // -- the client (the test kit connects it)

    void connect(std::shared_ptr<const upgrade_handler> h, boost::asio::io_context* io) override
    {
        if (handler_)
            fail("The WebSocket probe is connected already: use a new ws_probe for each "
                 "WS(...) request");
        if (!io)
        {
            own_io_ = std::make_unique<boost::asio::io_context>();
            io = own_io_.get();
        }
        io_ = io;
        handler_ = std::move(h);
        wake_.emplace(*io_);
        boost::asio::co_spawn(*io_, run_handler(shared_from_this(), handler_),
                              [self = shared_from_this()](std::exception_ptr e) {
                                  // run() catches what the handler throws:
                                  // this is the connection's own failure
                                  self->done_ = true;
                                  if (e && !self->error_)
                                      self->error_ = e;
                              });
    }

    // -- the handler's side

    boost::asio::awaitable<std::optional<ws_message>> receive() override
    {
        while (true)
        {
            if (!to_server_.empty() && !server_close_)
            {
                ws_message m = std::move(to_server_.front());
                to_server_.pop_front();
                co_return m;
            }
            if (client_closed_ || server_close_ || released_)
                co_return std::nullopt;
            co_await wait();
        }
    }

    boost::asio::awaitable<void> send(ws_message m) override
    {
        if (client_closed_ || server_close_ || released_)
            throw boost::system::system_error(make_error_code(::route::error::connection_closed));
        to_client_.push_back(std::move(m));
        co_return;
    }

    boost::asio::awaitable<void> close(std::uint16_t code, std::string_view reason) override
    {
        if (!server_close_)
        {
            server_close_.emplace(code);
            close_reason_ = std::string(reason);
            // a receive() waiting beside this call ends, as on a socket
            if (wake_)
                wake_->cancel();
        }
        co_return;
    }

    std::optional<std::string> protocol() const override
    {
        return handler_ ? handler_->protocol() : std::nullopt;
    }

    // -- the probe's side

    void send_message(ws_message m)
    {
        if (client_closed_)
            fail("The WebSocket probe cannot send " + show(m) + " after send_completion()");
        to_server_.push_back(std::move(m));
        notify();
    }

    void send_completion()
    {
        client_closed_ = true;
        notify();
    }

    ws_message expect_message()
    {
        require_connected("expect_message()");
        if (!run_until([this] { return !to_client_.empty() || closed(); }))
            fail("Expected a WebSocket message within " + show(timeout_) + " but got none");
        if (to_client_.empty())
            fail("Expected a WebSocket message but the connection was closed" + show_close());
        ws_message m = std::move(to_client_.front());
        to_client_.pop_front();
        return m;
    }

    void expect_completion()
    {
        require_connected("expect_completion()");
        if (!run_until([this] { return !to_client_.empty() || closed(); }))
            fail("Expected the WebSocket connection to be closed within " + show(timeout_) +
                 " but it stayed open");
        if (!to_client_.empty())
            fail("Expected the WebSocket connection to be closed but got the message " +
                 show(to_client_.front()));
    }

    void expect_no_message(std::chrono::milliseconds d)
    {
        require_connected("expect_no_message()");
        run_for(d, [this] { return !to_client_.empty(); });
        if (!to_client_.empty())
            fail("Expected no WebSocket message within " + show(d) + " but got " +
                 show(to_client_.front()));
    }

    bool connected() const noexcept { return handler_ != nullptr; }
    std::optional<std::uint16_t> close_code() const noexcept { return server_close_; }
    const std::string& close_reason() const noexcept { return close_reason_; }

    std::string handler_error() const
    {
        if (!error_)
            return {};
        try
        {
            std::rethrow_exception(error_);
        }
        catch (const std::exception& e)
        {
            return e.what();
        }
        catch (...)
        {
            return "unknown exception";
        }
    }

    /** The probe is gone: the handler's side sees the connection lost.
        A runtime of the probe's own is destroyed with what it still runs.
    */
    void release()
    {
        released_ = true;
        notify();
        if (own_io_)
        {
            // destroying the runtime destroys the handler's coroutine,
            // which owns this state: keep it alive meanwhile
            auto self = shared_from_this();
            wake_.reset();
            auto io = std::move(own_io_);
            io.reset();
            io_ = nullptr;
        }
    }

private:
    static boost::asio::awaitable<void>
    run_handler(std::shared_ptr<probe_state> self, std::shared_ptr<const upgrade_handler> h)
    {
        self->error_ = co_await h->run(*self);
    }

    // Waits until the probe's side changes something.
    boost::asio::awaitable<void> wait()
    {
        wake_->expires_at(std::chrono::steady_clock::time_point::max());
        co_await wake_->async_wait(boost::asio::as_tuple(boost::asio::use_awaitable));
        auto cs = co_await boost::asio::this_coro::cancellation_state;
        if (cs.cancelled() != boost::asio::cancellation_type::none)
            throw boost::system::system_error(make_error_code(boost::asio::error::operation_aborted));
    }

    void notify()
    {
        if (wake_)
            wake_->cancel();
        if (io_)
        {
            if (io_->stopped())
                io_->restart();
            io_->poll();
        }
    }

    bool closed() const noexcept { return server_close_.has_value() || done_; }

    void require_connected(const char* what) const
    {
        if (!handler_)
            fail(std::string("ws_probe::") + what +
                 ": the probe is not connected; no route answered its WS(...) request with a "
                 "WebSocket upgrade");
    }

    // Runs the runtime until `done()` or the timeout; false on the timeout.
    template <class Pred>
    bool run_until(Pred done)
    {
        return run_for(timeout_, done);
    }

    // Runs the runtime until `done()`, for `d` at most; returns `done()`.
    // A runtime without work ends it at once: nothing can change.
    template <class Pred>
    bool run_for(std::chrono::milliseconds d, Pred done)
    {
        auto until = std::chrono::steady_clock::now() + d;
        while (!done())
        {
            if (io_->stopped())
                io_->restart();
            if (io_->run_one_until(until) == 0)
            {
                if (io_->stopped() || std::chrono::steady_clock::now() >= until)
                    break;
            }
        }
        return done();
    }

    static std::string show(const ws_message& m)
    {
        std::ostringstream os;
        os << m;
        return os.str();
    }

    static std::string show(std::chrono::milliseconds d)
    {
        if (d.count() % 1000 == 0)
            return std::to_string(d.count() / 1000) + " s";
        return std::to_string(d.count()) + " ms";
    }

    std::string show_close() const
    {
        std::string s;
        if (server_close_)
            s += " with code " + std::to_string(*server_close_);
        if (!close_reason_.empty())
            s += " (" + close_reason_ + ")";
        if (auto e = handler_error(); !e.empty())
            s += "; the handler threw: " + e;
        return s;
    }

    std::chrono::milliseconds timeout_;
    std::unique_ptr<boost::asio::io_context> own_io_;
    boost::asio::io_context* io_ = nullptr;
    std::shared_ptr<const upgrade_handler> handler_;
    std::optional<boost::asio::steady_timer> wake_;
    std::deque<ws_message> to_server_;
    std::deque<ws_message> to_client_;
    std::optional<std::uint16_t> server_close_;
    std::string close_reason_;
    std::exception_ptr error_;
    bool client_closed_ = false;
    bool released_ = false;
    bool done_ = false;
};

} // namespace detail

ws_probe::ws_probe(std::chrono::milliseconds timeout)
    : state_(std::make_shared<detail::probe_state>(timeout))
{
}

ws_probe::~ws_probe()
{
    state_->release();
}

void
ws_probe::send_message(std::string_view text)
{
    state_->send_message(ws_message::text(std::string(text)));
}

void
ws_probe::send_message(ws_message m)
{
    state_->send_message(std::move(m));
}

void
ws_probe::send_completion()
{
    state_->send_completion();
}

ws_message
ws_probe::expect_message()
{
    return state_->expect_message();
}

void
ws_probe::expect_message(std::string_view text)
{
    expect_message(ws_message::text(std::string(text)));
}

void
ws_probe::expect_message(const ws_message& m)
{
    auto got = state_->expect_message();
    if (!(got == m))
    {
        std::ostringstream os;
        os << "Expected the WebSocket message " << m << " but got " << got;
        fail(os.str());
    }
}

void
ws_probe::expect_completion()
{
    state_->expect_completion();
}

void
ws_probe::expect_no_message(std::chrono::milliseconds d)
{
    state_->expect_no_message(d);
}

bool
ws_probe::connected() const noexcept
{
    return state_->connected();
}

std::optional<std::string>
ws_probe::protocol() const
{
    return state_->protocol();
}

std::optional<std::uint16_t>
ws_probe::close_code() const noexcept
{
    return state_->close_code();
}

std::string
ws_probe::close_reason() const
{
    return state_->close_reason();
}

std::string
ws_probe::handler_error() const
{
    return state_->handler_error();
}

test_request
WS(std::string target, ws_probe& probe, std::vector<std::string> protocols)
{
    auto req = Get(std::move(target))
                   .with_header("Upgrade", "websocket")
                   .with_header("Connection", "Upgrade")
                   // RFC 6455's sample nonce
                   .with_header("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
                   .with_header("Sec-WebSocket-Version", "13");
    if (!protocols.empty())
    {
        std::string list;
        for (auto const& p : protocols)
            list += (list.empty() ? "" : ", ") + p;
        req.with_header("Sec-WebSocket-Protocol", list);
    }
    return std::move(req).with_websocket_client(probe.state_);
}

} // namespace testkit
} // namespace route

#endif
