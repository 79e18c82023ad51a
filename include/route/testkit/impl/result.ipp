//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_IMPL_RESULT_IPP
#define ROUTE_TESTKIT_IMPL_RESULT_IPP

#include <route/testkit/result.hpp>
#include <route/app/async.hpp>
#include <route/dsl/execution.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <atomic>
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

// Runs the test kit's runtime until `r` has settled (at once when it is
// not pending).
inline route_result
run_until_settled(route_result r)
{
    if (!r.is_pending())
        return r;
    boost::asio::io_context local;
    boost::asio::io_context* io = current_runtime().load();
    if (!io)
        io = &local;
    std::optional<route_result> out;
    boost::asio::co_spawn(*io, ::route::settle(std::move(r)),
                          [&out](std::exception_ptr e, route_result x) {
                              if (e)
                                  out.emplace(route_result::failed(e));
                              else
                                  out.emplace(std::move(x));
                          });
    io->restart();
    while (!out && io->run_one() != 0)
    {
    }
    if (!out)
        fail("The route's result never settled: its handler waits for work "
             "that nothing runs");
    return std::move(*out);
}

// What a settled result is for a test. The routes run here are sealed
// against exceptions, so a failed result is an exception no handler took:
// it goes to the test framework as it is.
inline result
to_result(route_result r)
{
    r = run_until_settled(std::move(r));
    if (r.is_failed())
        std::rethrow_exception(r.error());
    if (r.is_rejected())
        return result(r.effective_rejections());
    return result(std::move(r.response()));
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
    if (!r.file)
        return r.body;
    std::error_code ec;
    auto text = r.file->read_all(ec);
    if (ec)
        fail("The file body of the response could not be read: " + ec.message());
    return text;
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
    return detail::to_result(::route::run(guarded, view));
}

result
run(const test_request& req, const http_routes& r)
{
    auto view = req.view();
    return detail::to_result(r(view));
}

result
run(const test_request& req, const http_app& app)
{
    auto view = req.view();
    return detail::to_result(app(view));
}

} // namespace testkit
} // namespace route

#endif
