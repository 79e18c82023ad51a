//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_IMPL_RESULT_IPP
#define ROUTE_TESTKIT_IMPL_RESULT_IPP

#include <route/testkit/result.hpp>
#include <route/app/async.hpp>
#include <route/dsl/execution.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/timeout_access.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <route/app/chunked.hpp>
#include <route/app/entity.hpp>
#include <route/app/websocket.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <atomic>
#include <charconv>
#include <chrono>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace route {
namespace testkit {

namespace detail {

[[noreturn]] inline void
throw_failure(const std::string& message)
{
    throw std::logic_error(message);
}

inline std::atomic<failure_handler>&
current_failure_handler() noexcept
{
    static std::atomic<failure_handler> h{&throw_failure};
    return h;
}

inline std::atomic<boost::asio::io_context*>&
current_runtime() noexcept
{
    static std::atomic<boost::asio::io_context*> io{nullptr};
    return io;
}

// What run_until_settled shares with the handlers it starts, which may
// run after it has returned (in the shared runtime).
struct settling
{
    explicit settling(boost::asio::io_context& io) : timer(io) {}

    boost::asio::steady_timer timer;
    boost::asio::cancellation_signal signal;
    std::optional<route_result> out;
    bool settled = false;   // the route's own result has arrived
    bool timed_out = false; // answered by the timeout: the route's result is dropped
};

// Runs the test kit's runtime until `r` has settled (at once when it is
// not pending). While it is pending the request's timeout `t` applies, as
// in the server: when it passes, the answer is the timeout's, the route's
// coroutine is cancelled, and this waits until it has unwound.
inline route_result
run_until_settled(route_result r, timeout_access& t, const ::route::request& req)
{
    if (!r.is_pending())
        return r;
    boost::asio::io_context local;
    boost::asio::io_context* io = current_runtime().load();
    if (!io)
        io = &local;
    auto s = std::make_shared<settling>(*io);
    auto arm = [s, &t, &req]() {
        if (s->settled || s->timed_out)
            return;
        if (!t.enabled())
        {
            s->timer.cancel();
            return;
        }
        s->timer.expires_at(t.deadline());
        s->timer.async_wait([s, &t, &req](boost::system::error_code ec) {
            if (ec || s->settled || s->timed_out)
                return;
            s->timed_out = true;
            try
            {
                s->out.emplace(t.timeout_response(req));
            }
            catch (...)
            {
                s->out.emplace(internal_error_response());
            }
            s->signal.emit(boost::asio::cancellation_type::terminal);
        });
    };
    t.on_change(arm);
    arm();
    boost::asio::co_spawn(
        *io, ::route::settle(std::move(r)),
        boost::asio::bind_cancellation_slot(
            s->signal.slot(), [s](std::exception_ptr e, route_result x) {
                s->settled = true;
                s->timer.cancel();
                if (s->timed_out)
                    return;
                if (e)
                    s->out.emplace(route_result::failed(e));
                else
                    s->out.emplace(std::move(x));
            }));
    io->restart();
    while (!s->settled && io->run_one() != 0)
    {
    }
    t.on_change(nullptr);
    if (!s->out)
        fail("The route's result never settled: its handler waits for work "
             "that nothing runs");
    return std::move(*s->out);
}

// A streamed request body given in pieces (test_request::with_streamed_body):
// each read returns the next piece (at most `max` bytes of it).
class piece_reader final : public ::route::detail::body_reader
{
public:
    piece_reader(std::vector<std::string> pieces, std::optional<std::uint64_t> length)
        : body_reader(length), pieces_(std::move(pieces)) {}

    boost::asio::awaitable<std::optional<std::string>> read_some(std::size_t max) override
    {
        while (next_ < pieces_.size() && offset_ == pieces_[next_].size())
        {
            ++next_;
            offset_ = 0;
        }
        if (next_ == pieces_.size())
            co_return std::nullopt;
        auto const& p = pieces_[next_];
        auto n = std::min(max, p.size() - offset_);
        std::string out = p.substr(offset_, n);
        offset_ += n;
        co_return out;
    }

private:
    std::vector<std::string> pieces_;
    std::size_t next_ = 0;
    std::size_t offset_ = 0;
};

inline std::shared_ptr<piece_reader>
streamed_entity_of(const test_request& req)
{
    if (!req.streamed_body())
        return nullptr;
    std::optional<std::uint64_t> length;
    if (auto cl = req.headers().find("Content-Length"))
    {
        std::uint64_t n = 0;
        auto [p, ec] = std::from_chars(cl->data(), cl->data() + cl->size(), n);
        if (ec == std::errc() && p == cl->data() + cl->size())
            length = n;
    }
    return std::make_shared<piece_reader>(*req.streamed_body(), length);
}

// Collects what a produced response's producer writes.
class chunk_collector final : public chunk_writer
{
public:
    boost::asio::awaitable<void> write(std::string_view data) override
    {
        if (!data.empty())
            chunks.emplace_back(data);
        co_return;
    }

    std::vector<std::string> chunks;
};

// How long the test kit lets a produced response run.
inline constexpr std::chrono::seconds stream_limit{10};

// Runs the producer of a produced response to its end (10 s at most).
inline result
collect_stream(::route::response r)
{
    boost::asio::io_context local;
    boost::asio::io_context* io = current_runtime().load();
    if (!io)
        io = &local;
    struct state
    {
        chunk_collector w;
        boost::asio::cancellation_signal signal;
        std::exception_ptr error;
        bool done = false;
    };
    auto s = std::make_shared<state>();
    auto body = r.stream;
    boost::asio::co_spawn(*io, ::route::detail::produce_body(body, r.stream_coding, s->w),
                          boost::asio::bind_cancellation_slot(
                              s->signal.slot(), [s, body](std::exception_ptr e) {
                                  s->done = true;
                                  s->error = e;
                              }));
    io->restart();
    auto until = std::chrono::steady_clock::now() + stream_limit;
    while (!s->done && std::chrono::steady_clock::now() < until &&
           io->run_one_until(until) != 0)
    {
    }
    if (!s->done)
    {
        s->signal.emit(boost::asio::cancellation_type::terminal);
        while (!s->done && io->run_one_for(std::chrono::seconds(1)) != 0)
        {
        }
        fail("The response stream did not end within " + std::to_string(stream_limit.count()) +
             " s: its producer runs on (the test kit collects a stream whole)");
    }
    std::string what;
    if (s->error)
    {
        try
        {
            std::rethrow_exception(s->error);
        }
        catch (const std::exception& e)
        {
            what = e.what();
        }
        catch (...)
        {
            what = "unknown exception";
        }
    }
    return result(std::move(r), std::move(s->w.chunks), std::move(what));
}

// What a settled result is for a test. The routes run here are sealed
// against exceptions, so a failed result is an exception no handler took:
// it goes to the test framework as it is. A result that asks for the
// request's body whole (see route::settle) has it read, and runs again.
template <class Compute>
result
to_result(Compute compute, timeout_access& t, const ::route::request& req)
{
    route_result r = compute();
    for (int run = 1;; ++run)
    {
        r = run_until_settled(std::move(r), t, req);
        if (!::route::detail::is_retry(r))
            break;
        if (run == 3)
            fail("A directive asked for the request body after it was read");
        t.reset();
        r = compute();
    }
    if (r.is_failed())
        std::rethrow_exception(r.error());
    if (r.is_rejected())
        return result(r.effective_rejections());
    if (r.response().stream && !(req.method() == ::route::method::head))
        return collect_stream(std::move(r.response()));
    return result(std::move(r.response()));
}

// Connects the WebSocket client of `req`, if any, to the handler of an
// upgrade response.
inline result
connect_websocket(const test_request& req, result r)
{
    if (req.websocket_client() && r.handled() && r.is_websocket_upgrade())
        req.websocket_client()->connect(r.response().upgrade, current_runtime().load());
    return r;
}

} // namespace detail

boost::asio::io_context*
set_runtime(boost::asio::io_context* io) noexcept
{
    return detail::current_runtime().exchange(io);
}

failure_handler
set_failure_handler(failure_handler h) noexcept
{
    return detail::current_failure_handler().exchange(h ? h : &detail::throw_failure);
}

void
fail(const std::string& message)
{
    detail::current_failure_handler().load()(message);
    // a handler that returns breaks its contract
    detail::throw_failure(message);
}

const ::route::response&
result::checked() const
{
    if (!response_)
    {
        std::ostringstream os;
        os << "Request was rejected with rejections " << rejections_;
        fail(os.str());
    }
    return *response_;
}

std::string
result::body() const
{
    auto const& r = checked();
    if (r.stream)
    {
        std::string text;
        for (auto const& c : chunks_)
            text += c;
        return text;
    }
    if (!r.file)
        return r.body;
    std::error_code ec;
    auto text = r.file->read_all(ec);
    if (ec)
        fail("The file body of the response could not be read: " + ec.message());
    return text;
}

bool
result::is_websocket_upgrade() const
{
    auto const& r = checked();
    return r.status == ::route::status::switching_protocols && r.upgrade &&
           !::route::detail::for_each_element(r.header("Upgrade"), [](std::string_view p) {
               return !::route::detail::iequals(p, "websocket");
           });
}

std::vector<received_event>
result::events() const
{
    return parse_event_stream(body());
}

const std::vector<::route::rejection>&
result::rejections() const
{
    if (response_)
    {
        std::ostringstream os;
        os << "Request was not rejected; it was answered with " << response_->status
           << ": " << response_->body;
        fail(os.str());
    }
    return rejections_;
}

const ::route::rejection&
result::rejection() const
{
    auto const& list = rejections();
    if (list.size() != 1)
    {
        std::ostringstream os;
        os << "Expected exactly one rejection but got " << list;
        fail(os.str());
    }
    return list.front();
}

result
run(const test_request& req, const ::route::route& r)
{
    // as pekko-http's test kit: exceptions become 500, rejections stay
    ::route::route guarded = dsl::handle_exceptions(default_exception_handler())(r);
    auto view = req.view();
    auto entity = detail::streamed_entity_of(req);
    if (entity)
        view.with_streamed_entity(*entity);
    timeout_access t;
    view.with_timeout_access(t);
    return detail::connect_websocket(
        req, detail::to_result([&] { return ::route::run(guarded, view); }, t, view));
}

result
run(const test_request& req, const http_routes& r)
{
    auto view = req.view();
    auto entity = detail::streamed_entity_of(req);
    if (entity)
        view.with_streamed_entity(*entity);
    timeout_access t;
    view.with_timeout_access(t);
    return detail::connect_websocket(req, detail::to_result([&] { return r(view); }, t, view));
}

result
run(const test_request& req, const http_app& app)
{
    auto view = req.view();
    auto entity = detail::streamed_entity_of(req);
    if (entity)
        view.with_streamed_entity(*entity);
    timeout_access t;
    view.with_timeout_access(t);
    return detail::connect_websocket(req, detail::to_result([&] { return app(view); }, t, view));
}

} // namespace testkit
} // namespace route

#endif
