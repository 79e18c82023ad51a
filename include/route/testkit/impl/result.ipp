//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_IMPL_RESULT_IPP
#define ROUTE_TESTKIT_IMPL_RESULT_IPP

#include <route/testkit/result.hpp>
#include <route/app/async.hpp>
#include <route/app/detail/exchange.hpp>
#include <route/dsl/execution.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/timeout_access.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <route/app/chunked.hpp>
#include <route/app/request_entity.hpp>
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

// One request run by the test kit: its exchange, as a server's, and the
// answer it gave. Shared with the handlers the exchange starts, which may
// run after the run has returned (in the shared runtime).
struct kit_exchange final : ::route::detail::exchange_sink,
                            std::enable_shared_from_this<kit_exchange>
{
    ::route::detail::exchange ex;
    std::optional<route_result> out;
    bool done = false; // answered, and a route abandoned at its timeout unwound

    void answer(route_result r) override
    {
        out.emplace(std::move(r));
        done = !ex.abandoned();
    }
    void unwound() override { done = true; }
    std::shared_ptr<void> hold() override { return shared_from_this(); }
};

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
    auto body = r.produced()->source;
    boost::asio::co_spawn(*io, ::route::detail::produce_body(body, r.produced()->coding, s->w),
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

// What a settled result is for a test. The request runs through an
// exchange, as in the server: a pending result is awaited on the test
// kit's runtime under the request's timeout, and a result that asks for
// the request's body whole (see route::settle) has it read, and runs
// again. The routes run here are sealed against exceptions, so a failed
// result is an exception no handler took: it goes to the test framework
// as it is.
template <class Compute>
result
to_result(const Compute& compute, const ::route::request& req)
{
    boost::asio::io_context local;
    boost::asio::io_context* io = current_runtime().load();
    if (!io)
        io = &local;
    auto k = std::make_shared<kit_exchange>();
    k->ex.adopt(req);
    k->ex.run(compute, *k, io->get_executor());
    if (!k->done)
    {
        io->restart();
        while (!k->done && io->run_one() != 0)
        {
        }
    }
    if (!k->out)
        fail("The route's result never settled: its handler waits for work "
             "that nothing runs");
    route_result r = std::move(*k->out);
    if (r.is_failed())
        std::rethrow_exception(r.error());
    if (r.is_rejected())
        return result(r.effective_rejections());
    if (r.response().produced() && !(req.method() == ::route::method::head))
        return collect_stream(std::move(r.response()));
    return result(std::move(r.response()));
}

// Connects the WebSocket client of `req`, if any, to the handler of an
// upgrade response.
inline result
connect_websocket(const test_request& req, result r)
{
    if (req.websocket_client() && r.handled() && r.is_websocket_upgrade())
        req.websocket_client()->connect(
            std::get<std::shared_ptr<const upgrade_handler>>(r.response().body),
            current_runtime().load());
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
    if (r.produced())
    {
        std::string text;
        for (auto const& c : chunks_)
            text += c;
        return text;
    }
    auto file = r.file();
    if (!file)
        return r.text() ? *r.text() : std::string();
    std::error_code ec;
    auto text = file->read_all(ec);
    if (ec)
        fail("The file body of the response could not be read: " + ec.message());
    return text;
}

bool
result::is_websocket_upgrade() const
{
    auto const& r = checked();
    return r.status == ::route::status::switching_protocols && r.upgrade() &&
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
           << ": " << (response_->text() ? *response_->text() : std::string());
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
    auto run = [&guarded](const ::route::request& x) { return ::route::run(guarded, x); };
    return detail::connect_websocket(req, detail::to_result(run, view));
}

result
run(const test_request& req, const http_routes& r)
{
    auto view = req.view();
    auto entity = detail::streamed_entity_of(req);
    if (entity)
        view.with_streamed_entity(*entity);
    return detail::connect_websocket(req, detail::to_result(r, view));
}

result
run(const test_request& req, const http_app& app)
{
    auto view = req.view();
    auto entity = detail::streamed_entity_of(req);
    if (entity)
        view.with_streamed_entity(*entity);
    return detail::connect_websocket(req, detail::to_result(app, view));
}

} // namespace testkit
} // namespace route

#endif
