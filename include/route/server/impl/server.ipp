//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_IMPL_SERVER_IPP
#define ROUTE_SERVER_IMPL_SERVER_IPP

#include <route/server.hpp>
#include <route/app/async.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <ctime>
#include <iostream>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace route {
namespace detail {

namespace net = boost::asio;
namespace http = boost::beast::http;
using tcp = net::ip::tcp;
using clock_type = std::chrono::steady_clock;

// Routes see Beast's header fields through this adapter: no copy.
class beast_fields_source final : public header_source
{
public:
    void reset(const http::fields& f) noexcept { f_ = &f; }

    std::optional<std::string_view> find(std::string_view name) const override
    {
        auto it = f_->find(boost::beast::string_view(name.data(), name.size()));
        if (it == f_->end())
            return std::nullopt;
        auto v = it->value();
        return std::string_view(v.data(), v.size());
    }

    void for_each(void (*f)(void*, std::string_view, std::string_view),
                  void* user) const override
    {
        for (auto const& x : *f_)
        {
            auto n = x.name_string();
            auto v = x.value();
            f(user, std::string_view(n.data(), n.size()), std::string_view(v.data(), v.size()));
        }
    }

private:
    const http::fields* f_ = nullptr;
};

class session;

// One thread, its io_context, and the connections it serves. Sessions are
// touched only from this thread, so the list needs no lock.
struct worker
{
    explicit worker(const server_options& o)
        : ioc(1), sweep(ioc), opts(o),
          period(std::clamp<std::chrono::milliseconds>(
              std::min(o.idle_timeout, o.header_timeout) / 4,
              std::chrono::milliseconds(5), std::chrono::milliseconds(1000)))
    {
    }

    ~worker()
    {
        // sessions still held by abandoned handlers die with the io_context
        destroying = true;
    }

    bool destroying = false; // declared first: outlives ioc
    net::io_context ioc;
    net::steady_timer sweep;
    const server_options& opts;
    std::chrono::milliseconds period;
    session* head = nullptr;
    std::size_t count = 0;
    bool stopping = false;
    clock_type::time_point hard_stop = clock_type::time_point::max();
    std::thread thread;

    // the Date header, formatted once a second
    std::time_t date_second = 0;
    std::string date;

    std::string_view http_date()
    {
        std::time_t now = std::time(nullptr);
        if (now != date_second)
        {
            date_second = now;
            std::tm tm{};
            gmtime_r(&now, &tm);
            char buf[64];
            auto n = std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
            date.assign(buf, n);
        }
        return date;
    }

    void add(session* s);
    void remove(session* s) noexcept;
    void arm_sweep();
    void on_sweep();
    void begin_stop(std::chrono::milliseconds grace);
};

class session : public std::enable_shared_from_this<session>
{
public:
    session(tcp::socket sock, worker& w, const http_app& app)
        : sock_(std::move(sock)), w_(w), app_(app)
    {
        buf_.max_size(w_.opts.header_limit + 64 * 1024);
    }

    ~session() { w_.remove(this); }

    void start()
    {
        w_.add(this);
        boost::system::error_code ec;
        sock_.set_option(tcp::no_delay(true), ec);
        next_request();
    }

    // Called by the sweep on this worker's thread.
    void sweep(clock_type::time_point now)
    {
        if (now >= deadline_ || (w_.stopping && (state_ == state::idle || now >= w_.hard_stop)))
            close();
    }

    session* prev = nullptr;
    session* next = nullptr;

private:
    enum class state
    {
        idle,       // waiting for the first byte of a request
        header,     // reading the header block
        body,       // reading the body
        processing, // the route runs (or awaits)
        writing,
        closed,
    };

    void next_request()
    {
        parser_.emplace();
        parser_->header_limit(static_cast<std::uint32_t>(w_.opts.header_limit));
        parser_->body_limit(w_.opts.body_limit);
        parser_->eager(true);
        continued_ = false;
        if (w_.stopping)
            return close();
        if (buf_.size() > 0)
        {
            set_state(state::header, w_.opts.header_timeout);
            return on_data();
        }
        set_state(state::idle, w_.opts.idle_timeout);
        read_some();
    }

    void set_state(state s, std::chrono::milliseconds timeout)
    {
        state_ = s;
        deadline_ = clock_type::now() + timeout;
    }

    void read_some()
    {
        std::size_t want = 16 * 1024;
        auto room = buf_.max_size() - buf_.size();
        if (room == 0)
            return fail(::route::status::request_header_fields_too_large, header_limit_text());
        if (want > room)
            want = room;
        sock_.async_read_some(buf_.prepare(want),
                              [self = shared_from_this()](boost::system::error_code ec,
                                                          std::size_t n) {
                                  self->on_read(ec, n);
                              });
    }

    void on_read(boost::system::error_code ec, std::size_t n)
    {
        if (ec || state_ == state::closed)
            return close();
        buf_.commit(n);
        if (state_ == state::idle)
            set_state(state::header, w_.opts.header_timeout);
        else if (state_ == state::body)
            set_state(state::body, w_.opts.idle_timeout);
        on_data();
    }

    void on_data()
    {
        boost::system::error_code ec;
        while (buf_.size() > 0 && !parser_->is_done())
        {
            auto used = parser_->put(buf_.data(), ec);
            buf_.consume(used);
            if (ec == http::error::need_more)
            {
                ec = {};
                break;
            }
            if (ec)
                break;
            if (used == 0)
                break;
        }
        if (ec)
            return on_parse_error(ec);
        if (parser_->is_done())
            return process();
        if (parser_->is_header_done())
        {
            if (state_ != state::body)
                set_state(state::body, w_.opts.idle_timeout);
            auto const& h = parser_->get();
            auto expect = h[http::field::expect];
            if (!continued_ && expect.size() == 12 &&
                boost::beast::iequals(expect, "100-continue"))
            {
                continued_ = true;
                return write_continue();
            }
        }
        read_some();
    }

    void write_continue()
    {
        static constexpr char text[] = "HTTP/1.1 100 Continue\r\n\r\n";
        net::async_write(sock_, net::buffer(text, sizeof text - 1),
                         [self = shared_from_this()](boost::system::error_code ec, std::size_t) {
                             if (ec)
                                 return self->close();
                             self->read_some();
                         });
    }

    std::string header_limit_text() const
    {
        return "Request header fields exceed the configured limit of " +
               std::to_string(w_.opts.header_limit) + " bytes";
    }

    void on_parse_error(boost::system::error_code ec)
    {
        if (ec == http::error::header_limit)
            return fail(::route::status::request_header_fields_too_large, header_limit_text());
        if (ec == http::error::body_limit)
        {
            // the limit is checked as soon as the header block is read,
            // before the parser counts it as done: read the field itself
            auto field = parser_->get()[http::field::content_length];
            std::string text =
                !field.empty() && parser_->get().find(http::field::transfer_encoding) ==
                                      parser_->get().end()
                    ? "Request Content-Length of " + std::string(field) +
                          " bytes exceeds the configured limit of " +
                          std::to_string(w_.opts.body_limit) + " bytes"
                    : "Request entity exceeds the configured limit of " +
                          std::to_string(w_.opts.body_limit) + " bytes";
            return fail(::route::status::payload_too_large, std::move(text));
        }
        fail(::route::status::bad_request, "Bad request: " + ec.message());
    }

    // Answers a request that could not be read, then closes.
    void fail(::route::status s, std::string text)
    {
        keep_alive_ = false;
        version_ = 11;
        head_ = false;
        write(text_response(s, std::move(text)));
    }

    void process()
    {
        set_state(state::processing, std::chrono::hours(24 * 365));
        auto const& msg = parser_->get();
        keep_alive_ = msg.keep_alive();
        version_ = msg.version();
        head_ = msg.method() == http::verb::head;
        ::route::method m = msg.method() == http::verb::unknown
                                ? ::route::method(std::string_view(msg.method_string().data(),
                                                                   msg.method_string().size()))
                                : ::route::method(msg.method());
        fields_.reset(msg.base());
        auto target = msg.target();
        request_.emplace(std::move(m), std::string_view(target.data(), target.size()), fields_,
                         std::string_view(msg.body()));
        route_result r;
        try
        {
            r = app_(*request_);
        }
        catch (...)
        {
            r = route_result::failed(std::current_exception());
        }
        if (!r.is_pending())
            return respond(std::move(r));
        net::co_spawn(sock_.get_executor(), ::route::settle(std::move(r)),
                      [self = shared_from_this()](std::exception_ptr e, route_result x) {
                          if (e)
                              x = route_result::failed(e);
                          self->respond(std::move(x));
                      });
    }

    // An application's settled result is completed; anything else would be
    // a broken application, answered 500.
    void respond(route_result r)
    {
        if (r.is_completed())
            return write(std::move(r.response()));
        write(internal_error_response());
    }

    void write(::route::response r)
    {
        if (w_.stopping)
            keep_alive_ = false;
        set_state(state::writing, w_.opts.idle_timeout);
        res_ = {};
        res_.result(r.status);
        res_.version(version_);
        for (auto& f : r.headers)
            res_.insert(boost::beast::string_view(f.name.data(), f.name.size()),
                        boost::beast::string_view(f.value.data(), f.value.size()));
        auto date = w_.http_date();
        res_.set(http::field::date, boost::beast::string_view(date.data(), date.size()));
        res_.keep_alive(keep_alive_);
        if (head_)
        {
            if (status_allows_body(r.status))
                res_.content_length(r.body.size());
        }
        else
        {
            res_.body() = std::move(r.body);
            res_.prepare_payload();
        }
        http::async_write(sock_, res_,
                          [self = shared_from_this()](boost::system::error_code ec, std::size_t) {
                              self->on_write(ec);
                          });
    }

    void on_write(boost::system::error_code ec)
    {
        request_.reset();
        if (ec || !keep_alive_)
            return close();
        next_request();
    }

    void close()
    {
        if (state_ == state::closed)
            return;
        state_ = state::closed;
        boost::system::error_code ec;
        sock_.shutdown(tcp::socket::shutdown_send, ec);
        sock_.close(ec);
    }

    tcp::socket sock_;
    worker& w_;
    const http_app& app_;
    boost::beast::flat_buffer buf_;
    std::optional<http::request_parser<http::string_body>> parser_;
    http::response<http::string_body> res_;
    beast_fields_source fields_;
    std::optional<::route::request> request_;
    state state_ = state::idle;
    clock_type::time_point deadline_ = clock_type::time_point::max();
    unsigned version_ = 11;
    bool keep_alive_ = true;
    bool head_ = false;
    bool continued_ = false;
};

inline void
worker::add(session* s)
{
    s->next = head;
    if (head)
        head->prev = s;
    head = s;
    ++count;
    if (count == 1)
        arm_sweep();
}

inline void
worker::remove(session* s) noexcept
{
    if (destroying)
        return;
    if (s->prev)
        s->prev->next = s->next;
    else if (head == s)
        head = s->next;
    if (s->next)
        s->next->prev = s->prev;
    s->prev = s->next = nullptr;
    --count;
    if (count == 0)
        sweep.cancel();
}

inline void
worker::arm_sweep()
{
    sweep.expires_after(period);
    sweep.async_wait([this](boost::system::error_code ec) {
        if (!ec)
            on_sweep();
    });
}

inline void
worker::on_sweep()
{
    auto now = clock_type::now();
    if (stopping && now >= hard_stop + period)
    {
        // the grace period is over and handlers still run: abandon them
        ioc.stop();
        return;
    }
    for (session* s = head; s;)
    {
        session* n = s->next;
        s->sweep(now);
        s = n;
    }
    if (count > 0)
        arm_sweep();
}

inline void
worker::begin_stop(std::chrono::milliseconds grace)
{
    stopping = true;
    hard_stop = clock_type::now() + grace;
    on_sweep();
}

} // namespace detail

struct server::impl
{
    impl(http_app a, server_options o) : app(std::move(a)), opts(std::move(o))
    {
        unsigned n = opts.threads ? opts.threads : std::max(1u, std::thread::hardware_concurrency());
        for (unsigned i = 0; i < n; ++i)
            workers.push_back(std::make_unique<detail::worker>(opts));
        acceptor.emplace(workers[0]->ioc);

        std::string where = opts.address + ":" + std::to_string(opts.port);
        boost::system::error_code ec;
        auto addr = boost::asio::ip::make_address(opts.address, ec);
        if (ec)
            throw std::system_error(ec, "route::server: server_options.address '" +
                                            opts.address + "' is not an IP address");
        detail::tcp::endpoint ep(addr, opts.port);
        acceptor->open(ep.protocol(), ec);
        if (!ec)
            acceptor->set_option(boost::asio::socket_base::reuse_address(true), ec);
        if (!ec)
            acceptor->bind(ep, ec);
        if (!ec)
            acceptor->listen(boost::asio::socket_base::max_listen_connections, ec);
        if (ec)
            throw std::system_error(ec, "route::server: cannot listen on " + where);
        port = acceptor->local_endpoint().port();
    }

    void accept()
    {
        auto& w = *workers[next++ % workers.size()];
        acceptor->async_accept(w.ioc, [this, &w](boost::system::error_code ec,
                                                 detail::tcp::socket sock) {
            if (ec == boost::asio::error::operation_aborted || !acceptor->is_open())
                return;
            if (!ec)
            {
                boost::asio::post(w.ioc, [this, &w, s = std::move(sock)]() mutable {
                    if (w.stopping)
                        return;
                    std::make_shared<detail::session>(std::move(s), w, app)->start();
                });
            }
            accept();
        });
    }

    http_app app;
    server_options opts;
    std::vector<std::unique_ptr<detail::worker>> workers;
    std::optional<detail::tcp::acceptor> acceptor;
    std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> guards;
    unsigned short port = 0;
    std::size_t next = 0;
    bool running = false;
    std::mutex mutex;
};

server::server(http_app app, server_options options)
    : impl_(std::make_unique<impl>(std::move(app), std::move(options)))
{
}

server::~server()
{
    stop();
}

unsigned short
server::port() const noexcept
{
    return impl_->port;
}

void
server::start()
{
    std::lock_guard<std::mutex> lock(impl_->mutex);
    if (impl_->running)
        return;
    impl_->running = true;
    impl_->accept();
    for (auto& w : impl_->workers)
    {
        impl_->guards.push_back(boost::asio::make_work_guard(w->ioc));
        w->thread = std::thread([&ioc = w->ioc] {
            for (;;)
            {
                try
                {
                    ioc.run();
                    return;
                }
                catch (const std::exception& e)
                {
                    std::cerr << "route::server: " << e.what() << std::endl;
                }
            }
        });
    }
}

void
server::stop()
{
    std::lock_guard<std::mutex> lock(impl_->mutex);
    if (!impl_->running)
    {
        if (impl_->acceptor && impl_->acceptor->is_open())
        {
            boost::system::error_code ec;
            impl_->acceptor->close(ec);
        }
        return;
    }
    impl_->running = false;
    auto& a = impl_->acceptor;
    boost::asio::post(impl_->workers[0]->ioc, [&a] {
        boost::system::error_code ec;
        a->close(ec);
    });
    for (auto& w : impl_->workers)
        boost::asio::post(w->ioc, [w = w.get(), grace = impl_->opts.shutdown_grace] {
            w->begin_stop(grace);
        });
    impl_->guards.clear();
    for (auto& w : impl_->workers)
        if (w->thread.joinable())
            w->thread.join();
}

void
server::wait_for_signal()
{
    boost::asio::io_context ioc(1);
    boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
    signals.async_wait([](boost::system::error_code, int) {});
    ioc.run();
    stop();
}

void
serve(http_app app, server_options options)
{
    std::string address = options.address;
    server s(std::move(app), std::move(options));
    boost::asio::io_context ioc(1);
    boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
    signals.async_wait([](boost::system::error_code, int) {});
    s.start();
    std::cout << "route: listening on " << address << ":" << s.port()
              << " (SIGINT or SIGTERM stops)" << std::endl;
    ioc.run();
    std::cout << "route: stopping" << std::endl;
    s.stop();
}

} // namespace route

#endif
