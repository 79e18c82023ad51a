//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_CLIENT_IPP
#define DOCGEN_IMPL_CLIENT_IPP

#include <docgen/client.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/error.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/error.hpp>
#include <boost/asio/ssl/host_name_verification.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/asio/ssl/verify_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/basic_parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/throw_exception.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>

namespace docgen {
namespace detail {

// Everything of the client that needs Asio, Beast, URL and OpenSSL, in a
// namespace of its own so that its short names clash with nothing else.
namespace client_io {

namespace net = boost::asio;
namespace ssl = boost::asio::ssl;
namespace beast = boost::beast;
namespace http = boost::beast::http;
using tcp = net::ip::tcp;
using boost::system::error_code;
using clock_type = std::chrono::steady_clock;

inline constexpr auto use_tuple = net::as_tuple(net::use_awaitable);

// The response header block may be this large (GitHub's are a few KB).
inline constexpr std::uint32_t header_limit = 64 * 1024;

using boost::beast::iequals;

// RFC 9110 token: method names and header field names.
inline bool
is_token(std::string_view s) noexcept
{
    if (s.empty())
        return false;
    for (char c : s)
    {
        auto u = static_cast<unsigned char>(c);
        bool alnum = (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
        if (!alnum && std::string_view("!#$%&'*+-.^_`|~").find(c) == std::string_view::npos)
            return false;
    }
    return true;
}

// RFC 9110 field-value: no control characters but HTAB (so no line breaks).
inline bool
is_field_value(std::string_view s) noexcept
{
    return std::none_of(s.begin(), s.end(), [](char c) {
        auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && u != '\t') || u == 0x7f;
    });
}

// The parts of an http(s) URL the client needs.
struct target
{
    bool tls = false;
    std::string host;           // a name, or an address without brackets
    bool is_address = false;
    std::uint16_t port = 0;
    std::string host_field;     // the Host header: as written, ":port" unless the default
    std::string request_target; // origin-form: the path (at least "/") and the query
};

// Fills `out` from `url`; returns why the URL cannot be used, or "".
DOCGEN_DECL std::string
parse_target(std::string_view url, target& out)
{
    auto parsed = boost::urls::parse_uri(url);
    if (!parsed)
        return "not an absolute http or https URL (" + parsed.error().message() + ")";
    boost::urls::url_view u = *parsed;
    if (u.scheme_id() == boost::urls::scheme::https)
        out.tls = true;
    else if (u.scheme_id() != boost::urls::scheme::http)
        return "not an absolute http or https URL (the scheme is '" + std::string(u.scheme()) +
               "')";
    if (!u.has_authority() || u.encoded_host().empty())
        return "not an absolute http or https URL (no host)";
    if (u.has_userinfo())
        return "user information in a URL is not sent; give an Authorization header instead";
    switch (u.host_type())
    {
    case boost::urls::host_type::ipv4:
    case boost::urls::host_type::ipv6:
        out.is_address = true;
        out.host = u.host_address();
        break;
    case boost::urls::host_type::name:
        out.host = u.host_name();
        break;
    default:
        return "not an absolute http or https URL (the host is not a name or an IP address)";
    }
    std::uint16_t default_port = out.tls ? 443 : 80;
    out.port = default_port;
    if (u.has_port() && !u.port().empty())
    {
        // port_number() wraps around: read the digits ourselves
        std::string_view digits = u.port();
        unsigned long n = 0;
        auto [end, e] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
        if (e != std::errc() || end != digits.data() + digits.size() || n == 0 || n > 65535)
            return "not an absolute http or https URL (the port '" + std::string(digits) +
                   "' is not between 1 and 65535)";
        out.port = static_cast<std::uint16_t>(n);
    }
    out.host_field = std::string(u.encoded_host());
    if (out.port != default_port)
        out.host_field += ":" + std::to_string(out.port);
    out.request_target = std::string(u.encoded_path());
    if (out.request_target.empty())
        out.request_target = "/";
    if (u.has_query())
        out.request_target += "?" + std::string(u.encoded_query());
    return {};
}

// Makes the message to send; returns why `in` cannot be sent, or "".
DOCGEN_DECL std::string
build_request(const http_request& in, const target& t, http::request<http::string_body>& out)
{
    if (!is_token(in.method))
        return "the method '" + in.method + "' is not an HTTP token";
    out.version(11);
    out.method_string(in.method);
    out.target(t.request_target);
    out.set(http::field::host, t.host_field);
    bool connection = false;
    for (const auto& h : in.headers)
    {
        if (!is_token(h.name))
            return "the header name '" + h.name + "' is not an HTTP token";
        if (!is_field_value(h.value))
            return "the value of the header '" + h.name +
                   "' holds a line break or another control character";
        if (iequals(h.name, "Host"))
            out.set(http::field::host, h.value);
        else if (iequals(h.name, "Content-Length") || iequals(h.name, "Transfer-Encoding"))
            continue; // the client frames the body itself
        else
        {
            connection = connection || iequals(h.name, "Connection");
            out.insert(h.name, h.value);
        }
    }
    if (!connection)
        out.set(http::field::connection, "close");
    if (!in.body.empty() || in.method == "POST" || in.method == "PUT" || in.method == "PATCH")
    {
        out.body() = in.body;
        out.content_length(in.body.size());
    }
    return {};
}

// "127.0.0.1:80", "[::1]:80"
inline std::string
endpoint_text(const tcp::endpoint& ep)
{
    auto a = ep.address();
    std::string s = a.is_v6() ? "[" + a.to_string() + "]" : a.to_string();
    return s + ":" + std::to_string(ep.port());
}

// " (certificate subject /CN=x, depth 0)"
inline std::string
certificate_text(X509* cert, int depth)
{
    std::string s = " (certificate";
    if (cert)
    {
        if (char* name = X509_NAME_oneline(X509_get_subject_name(cert), nullptr, 0))
        {
            s += std::string(" subject ") + name;
            OPENSSL_free(name);
        }
    }
    return s + ", depth " + std::to_string(depth) + ")";
}

// Asio's verify callback: OpenSSL's chain verification, then the host
// name, recording the first reason for a refusal.
struct verifier
{
    std::string host;
    std::string* failure;

    bool operator()(bool preverified, ssl::verify_context& ctx) const
    {
        X509_STORE_CTX* sc = ctx.native_handle();
        if (!preverified)
        {
            if (failure->empty())
                *failure = X509_verify_cert_error_string(X509_STORE_CTX_get_error(sc)) +
                           certificate_text(X509_STORE_CTX_get_current_cert(sc),
                                            X509_STORE_CTX_get_error_depth(sc));
            return false;
        }
        if (!ssl::host_name_verification(host)(preverified, ctx))
        {
            if (failure->empty())
                *failure = "the certificate is not valid for " + host +
                           certificate_text(X509_STORE_CTX_get_current_cert(sc),
                                            X509_STORE_CTX_get_error_depth(sc));
            X509_STORE_CTX_set_error(sc, X509_V_ERR_HOSTNAME_MISMATCH);
            return false;
        }
        return true;
    }
};

// Parses a response straight into an http_response: the fields in the
// order received (Beast's fields container groups equal names), the body
// in a string. Beast's basic_parser enforces the limits.
class response_reader final : public http::basic_parser<false>
{
public:
    http_response& result() noexcept { return res_; }
    const http_response& result() const noexcept { return res_; }

private:
    void on_request_impl(http::verb, beast::string_view, beast::string_view, int,
                         error_code&) override
    {
    }

    void on_response_impl(int code, beast::string_view, int, error_code&) override
    {
        res_.status = static_cast<unsigned>(code);
    }

    void on_field_impl(http::field, beast::string_view name, beast::string_view value,
                       error_code&) override
    {
        res_.headers.push_back({std::string(name), std::string(value)});
    }

    void on_header_impl(error_code&) override {}

    void on_body_init_impl(const boost::optional<std::uint64_t>& length, error_code&) override
    {
        // the limit was checked against the length before this call
        if (length)
            res_.body.reserve(static_cast<std::size_t>(*length));
    }

    std::size_t on_body_impl(beast::string_view s, error_code&) override
    {
        res_.body.append(s.data(), s.size());
        return s.size();
    }

    void on_chunk_header_impl(std::uint64_t, beast::string_view, error_code&) override {}

    std::size_t on_chunk_body_impl(std::uint64_t, beast::string_view s, error_code&) override
    {
        res_.body.append(s.data(), s.size());
        return s.size();
    }

    void on_finish_impl(error_code&) override {}

    http_response res_;
};

// True for the ways a peer ends a connection early.
inline bool
is_closed(const error_code& e) noexcept
{
    return e == http::error::end_of_stream || e == http::error::partial_message ||
           e == net::error::eof || e == net::error::connection_reset ||
           e == net::error::broken_pipe || e == ssl::error::stream_truncated;
}

// One request and its response, on the executor of the coroutine that
// awaits `run`: a coroutine does the work, one timer enforces the deadlines
// by closing the socket. Made by `std::make_shared`: the timer's handler
// keeps the exchange alive until it has run.
class exchange : public std::enable_shared_from_this<exchange>
{
public:
    exchange(const net::any_io_executor& ex, const client_options& o, ssl::context* tls,
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

        if (!co_await connect(endpoints))
            co_return;
        if (t_.tls && !co_await handshake())
            co_return;

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

    const client_options& o_;
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

// Reports a failed send: sets `ec`, and `diag` to the method, the URL and
// the cause.
inline http_response
failed(const http_request& req, error_code e, const std::string& cause, error_code& ec,
       diagnostics& diag)
{
    ec = e;
    diag.message = req.method + " " + req.url + ": " + cause;
    return {};
}

} // namespace client_io

void
throw_transport_error(const boost::system::error_code& ec, const std::string& message,
                      const boost::source_location& loc)
{
    boost::throw_exception(transport_error(ec, message), loc);
}

} // namespace detail

struct client::impl
{
    using ssl_context = boost::asio::ssl::context;

    explicit impl(client_options o) : options(std::move(o)) {}

    // The TLS context, made on the first https request (loading the system
    // store takes a while), then shared by the sends of all copies;
    // OpenSSL makes its use from several threads safe.
    ssl_context& tls() const
    {
        std::call_once(tls_once, [this] {
            tls_context.emplace(ssl_context::tls_client);
            SSL_CTX_set_min_proto_version(tls_context->native_handle(), TLS1_2_VERSION);
            boost::system::error_code ec;
            tls_context->set_default_verify_paths(ec);
            if (!options.ca_file.empty())
            {
                tls_context->load_verify_file(options.ca_file, ec);
                if (ec)
                    tls_problem =
                        "cannot load the CA file " + options.ca_file + " (" + ec.message() + ")";
            }
        });
        return *tls_context;
    }

    client_options options;
    mutable std::once_flag tls_once;
    mutable std::optional<ssl_context> tls_context;
    mutable std::string tls_problem; // set once, with the context
};

std::string_view
http_response::header_value(std::string_view name) const noexcept
{
    for (const auto& h : headers)
        if (detail::client_io::iequals(h.name, name))
            return h.value;
    return {};
}

bool
http_response::has_header(std::string_view name) const noexcept
{
    return std::any_of(headers.begin(), headers.end(), [&](const header& h) {
        return detail::client_io::iequals(h.name, name);
    });
}

client_options
client_options::from_env()
{
    client_options o;
    if (const char* ca = std::getenv("DOCGEN_CA_FILE"); ca && *ca)
        o.ca_file = ca;
    return o;
}

transport_error::transport_error(boost::system::error_code ec, const std::string& message)
    : std::runtime_error(message), code_(ec)
{
}

client::client(client_options o) : impl_(std::make_shared<const impl>(std::move(o))) {}

const client_options&
client::options() const noexcept
{
    return impl_->options;
}

boost::asio::awaitable<http_response>
client::async_send(http_request req, boost::system::error_code& ec, diagnostics& diag)
{
    namespace io = detail::client_io;
    ec = {};
    diag.message.clear();

    io::target t;
    if (auto why = io::parse_target(req.url, t); !why.empty())
        co_return io::failed(req, error::invalid_url, why, ec, diag);
    io::http::request<io::http::string_body> m;
    if (auto why = io::build_request(req, t, m); !why.empty())
        co_return io::failed(req, error::invalid_request, why, ec, diag);

    std::shared_ptr<const impl> keep = impl_; // the client may go while this waits
    auto* tls = t.tls ? &keep->tls() : nullptr;
    auto x = std::make_shared<io::exchange>(co_await boost::asio::this_coro::executor,
                                            keep->options, tls, keep->tls_problem, std::move(m),
                                            std::move(t));
    boost::system::error_code e;
    std::string cause;
    http_response r = co_await x->run(e, cause);
    if (e)
        co_return io::failed(req, e, cause, ec, diag);
    co_return r;
}

boost::asio::awaitable<http_response>
client::async_send(http_request req)
{
    boost::system::error_code ec;
    diagnostics diag;
    http_response r = co_await async_send(std::move(req), ec, diag);
    if (ec)
        detail::throw_transport_error(ec, diag.message);
    co_return r;
}

http_response
client::send(const http_request& req, boost::system::error_code& ec, diagnostics& diag)
{
    // the same exchange as async_send, on a private io_context
    boost::asio::io_context ioc(1);
    http_response r;
    std::exception_ptr failure;
    boost::asio::co_spawn(ioc, async_send(req, ec, diag),
                          [&](std::exception_ptr e, http_response out) {
                              failure = e;
                              r = std::move(out);
                          });
    ioc.run();
    if (failure)
        std::rethrow_exception(failure);
    return r;
}

http_response
client::send(const http_request& req)
{
    boost::system::error_code ec;
    diagnostics diag;
    http_response r = send(req, ec, diag);
    if (ec)
        detail::throw_transport_error(ec, diag.message);
    return r;
}

} // namespace docgen

#endif
