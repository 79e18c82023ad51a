//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_TRANSPORT_EXCHANGE_HPP
#define DOCGEN_DETAIL_TRANSPORT_EXCHANGE_HPP

// One request and its response over a connection of its own.

#include <docgen/detail/transport_io.hpp>
#include <docgen/detail/transport_request.hpp>
#include <docgen/detail/transport_tls.hpp>
#include <docgen/detail/transport_response.hpp>
#include <docgen/error.hpp>
#include <docgen/header.hpp>
#include <docgen/http_message.hpp>
#include <docgen/transport_options.hpp>

namespace docgen {
namespace detail {
namespace transport_io {

// One request and its response, on the executor of the coroutine that
// awaits `run`: a coroutine does the work, one timer enforces the deadlines
// by closing the socket. Made by `std::make_shared`: the timer's handler
// keeps the exchange alive until it has run.
class exchange : public std::enable_shared_from_this<exchange>
{
public:
    exchange(const net::any_io_executor& ex, const transport_options& o, ssl::context* tls,
             const std::string& tls_problem, http::request<http::string_body> req, target t)
        : o_(o), tls_ctx_(tls), tls_problem_(tls_problem), req_(std::move(req)),
          t_(std::move(t)), head_(req_.method_string() == "HEAD"), resolver_(ex), sock_(ex),
          timer_(ex)
    {
    }

    // Runs the exchange to its end. On failure sets `ec` and `cause` (the
    // explanation without the method and the URL).
    net::awaitable<http_response> run(error_code& ec, std::string& cause)
    {
        auto start = clock_type::now();
        connect_deadline_ = start + o_.connect_timeout;
        total_deadline_ = start + o_.total_timeout;
        arm(std::min(connect_deadline_, total_deadline_), connect_deadline_ <= total_deadline_);

        std::exception_ptr failure;
        try
        {
            co_await main();
        }
        catch (...)
        {
            failure = std::current_exception();
        }
        ++generation_;
        timer_.cancel();
        abort_io();
        if (failure)
            std::rethrow_exception(failure);
        if (expired_)
        {
            ec = error::timeout;
            cause = timeout_text();
            co_return http_response{};
        }
        if (ec_)
        {
            ec = ec_;
            cause = std::move(cause_);
            co_return http_response{};
        }
        co_return std::move(res_);
    }

private:
    enum class phase { resolving, connecting, handshaking, sending, waiting, reading };

    void arm(clock_type::time_point when, bool connecting)
    {
        unsigned g = ++generation_;
        timer_.expires_at(when);
        timer_.async_wait([self = shared_from_this(), g, connecting](error_code e) {
            if (e || g != self->generation_)
                return;
            self->expired_ = true;
            self->expired_connecting_ = connecting;
            self->abort_io();
        });
    }

    void abort_io()
    {
        error_code ignored;
        resolver_.cancel();
        sock_.close(ignored);
    }

    void fail(error e, std::string cause)
    {
        ec_ = e;
        cause_ = std::move(cause);
    }

    net::awaitable<void> main()
    {
        std::vector<tcp::endpoint> endpoints;
        if (t_.is_address)
            endpoints.emplace_back(net::ip::make_address(t_.host), t_.port);
        else
        {
            phase_ = phase::resolving;
            auto [e, results] = co_await resolver_.async_resolve(
                t_.host, std::to_string(t_.port), tcp::resolver::numeric_service, use_tuple);
            if (expired_)
                co_return;
            if (e || results.empty())
            {
                fail(error::resolve_failed,
                     "cannot resolve " + t_.host + (e ? ": " + e.message() : ": no address"));
                co_return;
            }
            for (const auto& r : results)
                endpoints.push_back(r.endpoint());
        }

        // each awaited result is named before it is tested: GCC 12 at -O2
        // has miscompiled `if (!co_await ...)` (an illegal instruction)
        bool const connected = co_await connect(endpoints);
        if (!connected)
            co_return;
        if (t_.tls)
        {
            bool const secured = co_await handshake();
            if (!secured)
                co_return;
        }

        arm(total_deadline_, false);
        if (tls_)
            co_await talk(*tls_);
        else
            co_await talk(sock_);
    }

    // Tries each address in turn.
    net::awaitable<bool> connect(const std::vector<tcp::endpoint>& endpoints)
    {
        phase_ = phase::connecting;
        std::vector<std::pair<tcp::endpoint, error_code>> failures;
        for (const auto& ep : endpoints)
        {
            peer_ = endpoint_text(ep);
            error_code e;
            sock_.open(ep.protocol(), e);
            if (!e)
                std::tie(e) = co_await sock_.async_connect(ep, use_tuple);
            if (expired_)
                co_return false;
            if (!e)
            {
                error_code ignored;
                sock_.set_option(tcp::no_delay(true), ignored);
                co_return true;
            }
            failures.emplace_back(ep, e);
            error_code ignored;
            sock_.close(ignored);
        }
        bool refused = std::all_of(failures.begin(), failures.end(), [](const auto& f) {
            return f.second == net::error::connection_refused;
        });
        std::string cause = refused ? "connection refused by " : "cannot connect to ";
        for (std::size_t i = 0; i < failures.size(); ++i)
        {
            cause += (i == 0 ? "" : i + 1 == failures.size() ? " and " : ", ");
            cause += endpoint_text(failures[i].first);
            if (!refused)
                cause += " (" + failures[i].second.message() + ")";
        }
        fail(refused ? error::connection_refused : error::connect_failed, std::move(cause));
        co_return false;
    }

    net::awaitable<bool> handshake()
    {
        phase_ = phase::handshaking;
        std::string with = "the TLS handshake with " + t_.host + " (" + peer_ + ") failed: ";
        if (!tls_problem_.empty())
        {
            fail(error::tls_failed, with + tls_problem_);
            co_return false;
        }
        tls_.emplace(sock_, *tls_ctx_);
        // SNI carries names only (RFC 6066), never addresses
        if (!t_.is_address && !SSL_set_tlsext_host_name(tls_->native_handle(), t_.host.c_str()))
        {
            fail(error::tls_failed, with + "the server name cannot be set (SNI)");
            co_return false;
        }
        if (o_.verify_peer)
        {
            tls_->set_verify_mode(ssl::verify_peer);
            tls_->set_verify_callback(verifier{t_.host, &verify_failure_});
        }
        else
            tls_->set_verify_mode(ssl::verify_none);
        auto [e] = co_await tls_->async_handshake(ssl::stream_base::client, use_tuple);
        if (expired_)
            co_return false;
        if (e)
        {
            if (!verify_failure_.empty())
                fail(error::tls_failed, with + "certificate verify failed: " + verify_failure_);
            else if (is_closed(e))
                fail(error::tls_failed, with + "the server closed the connection");
            else
                fail(error::tls_failed, with + e.message());
            co_return false;
        }
        co_return true;
    }

    template <class Stream>
    net::awaitable<void> talk(Stream& stream)
    {
        phase_ = phase::sending;
        // a failed write is reported only when no answer follows: a server
        // may refuse a body, answer and close before reading it all
        auto [we, wn] = co_await http::async_write(stream, req_, use_tuple);
        (void)wn;
        if (expired_)
            co_return;
        for (;;)
        {
            phase_ = phase::waiting;
            parser_.emplace();
            parser_->header_limit(header_limit);
            parser_->body_limit(o_.body_limit);
            if (head_)
                parser_->skip(true);
            auto [he, hn] = co_await http::async_read_header(stream, buffer_, *parser_, use_tuple);
            (void)hn;
            if (expired_)
                co_return;
            if (he)
            {
                read_failed(he, we);
                co_return;
            }
            unsigned status = parser_->result().status;
            if (status >= 100 && status < 200 && status != 101)
                continue; // an interim answer; the final one follows
            phase_ = phase::reading;
            auto [be, bn] = co_await http::async_read(stream, buffer_, *parser_, use_tuple);
            (void)bn;
            if (expired_)
                co_return;
            if (be == ssl::error::stream_truncated && parser_->need_eof())
            {
                // the body ends with the connection, and the server did
                // not say close_notify: as common as it is harmless here
                be = {};
                parser_->put_eof(be);
            }
            if (be)
            {
                read_failed(be, we);
                co_return;
            }
            break;
        }
        res_ = std::move(parser_->result());
    }

    void read_failed(const error_code& e, const error_code& write_error)
    {
        if (e == http::error::body_limit)
        {
            std::string cause = "the response body is larger than the body_limit of " +
                                std::to_string(o_.body_limit) + " bytes";
            if (auto n = parser_->content_length())
                cause += " (Content-Length: " + std::to_string(*n) + ")";
            fail(error::body_too_large, std::move(cause));
        }
        else if (e == http::error::header_limit)
            fail(error::protocol_error, "the response header block is larger than " +
                                            std::to_string(header_limit) + " bytes");
        else if (write_error && !parser_->got_some())
            fail(error::protocol_error, "the connection failed while the request was sent (" +
                                            write_error.message() + ")");
        else if (is_closed(e))
            fail(error::protocol_error,
                 "the connection closed before a complete response" + progress_text());
        else
            fail(error::protocol_error, "the answer is not a valid HTTP/1.1 response (" +
                                            e.message() + ")" + progress_text());
    }

    // " (nothing was received)", " (a 200 response, 4 of 100 body bytes received)"
    std::string progress_text() const
    {
        if (!parser_ || !parser_->got_some())
            return " (nothing was received)";
        if (!parser_->is_header_done())
            return " (the header was incomplete)";
        std::string s = " (a " + std::to_string(parser_->result().status) + " response, " +
                        std::to_string(parser_->result().body.size());
        if (auto n = parser_->content_length())
            s += " of " + std::to_string(*n);
        return s + " body bytes received)";
    }

    std::string timeout_text() const
    {
        auto ms = [](std::chrono::milliseconds d) { return std::to_string(d.count()) + " ms"; };
        if (expired_connecting_)
        {
            std::string s = "timed out after " + ms(o_.connect_timeout);
            switch (phase_)
            {
            case phase::resolving: return s + " resolving " + t_.host;
            case phase::handshaking:
                return s + " in the TLS handshake with " + t_.host + " (" + peer_ + ")";
            default: return s + " connecting to " + peer_;
            }
        }
        std::string s = "no complete answer within " + ms(o_.total_timeout);
        switch (phase_)
        {
        case phase::resolving: return s + " (still resolving " + t_.host + ")";
        case phase::connecting: return s + " (still connecting to " + peer_ + ")";
        case phase::handshaking:
            return s + " (still in the TLS handshake with " + t_.host + " (" + peer_ + "))";
        case phase::sending: return s + " (still sending the request)";
        case phase::waiting: return s + " (the request was sent; no response header arrived)";
        case phase::reading: break;
        }
        return s + progress_text();
    }

    const transport_options& o_;
    ssl::context* tls_ctx_;
    const std::string& tls_problem_;
    http::request<http::string_body> req_;
    target t_;
    bool head_;

    tcp::resolver resolver_;
    tcp::socket sock_;
    std::optional<ssl::stream<tcp::socket&>> tls_;
    net::steady_timer timer_;
    beast::flat_buffer buffer_;
    std::optional<response_reader> parser_;

    clock_type::time_point connect_deadline_;
    clock_type::time_point total_deadline_;
    unsigned generation_ = 0;
    bool expired_ = false;
    bool expired_connecting_ = false;
    phase phase_ = phase::resolving;
    std::string peer_;
    std::string verify_failure_;

    error_code ec_;
    std::string cause_;
    http_response res_;
};

} // namespace transport_io
} // namespace detail
} // namespace docgen

#endif
