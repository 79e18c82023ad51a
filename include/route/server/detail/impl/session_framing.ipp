//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_FRAMING_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_FRAMING_IPP

// HTTP/1.1 framing: what the parser accepts but RFC 9112 does not, and the
// answers to requests that cannot be read.

#include <route/server/detail/session.hpp>
#include <route/server/detail/chunk_limits.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/core/request_context.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/basic_parser.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/rfc7230.hpp>
#include <boost/url/authority_view.hpp>
#include <boost/url/parse.hpp>
#include <algorithm>
#include <cstdint>
#include <string>
#include <limits>
#include <string_view>

namespace route {
namespace detail {

// A Host value made only of letters, digits, '.' and '-', then perhaps ':'
// and digits: a reg-name or an IPv4 address and a port, which RFC 3986's
// authority grammar always accepts. Most requests carry such a value, and
// are spared the full parse.
inline bool
is_plain_host(std::string_view v) noexcept
{
    auto const colon = v.find(':');
    auto const name = v.substr(0, colon);
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '-'))
            return false;
    if (colon == std::string_view::npos)
        return true;
    for (char c : v.substr(colon + 1))
        if (c < '0' || c > '9')
            return false;
    return true;
}

// What the parser accepts but RFC 9112 does not: framing the server cannot
// be sure of (then the connection must close, lest the rest of the message
// be read as the next request), and a missing or ambiguous Host.
template <class Stream>
bool
basic_session<Stream>::accept_header()
{
    namespace http = boost::beast::http;
    auto const& h = parser_->get();
    auto te = h.equal_range(http::field::transfer_encoding);
    if (te.first != te.second)
    {
        if (h.version() < 11)
        {
            fail(::route::status::bad_request,
                 "Bad request: Transfer-Encoding in an HTTP/1.0 request");
            return false;
        }
        // the only transfer coding understood is chunked, once and last
        std::size_t codings = 0;
        bool chunked = false;
        bool valid = true;
        for (auto it = te.first; it != te.second; ++it)
        {
            auto value = it->value();
            auto end = value.data();
            for (auto coding : http::token_list(value))
            {
                ++codings;
                chunked = boost::beast::iequals(coding, "chunked");
                end = coding.data() + coding.size();
            }
            // token_list ends silently at what is not a token list
            // (`chunked;x=1`, `"chunked"`, `gzip chunked`): then more than
            // whitespace and commas follows the last token
            auto rest = value.substr(static_cast<std::size_t>(end - value.data()));
            if (rest.find_first_not_of(" \t,") != boost::beast::string_view::npos)
                valid = false;
        }
        // and the parser frames the body as chunked too
        if (!valid || !chunked || !parser_->chunked())
        {
            fail(::route::status::bad_request,
                 "Bad request: the final transfer coding is not chunked");
            return false;
        }
        if (codings != 1)
        {
            fail(::route::status::bad_request,
                 "Bad request: transfer codings other than chunked are not supported");
            return false;
        }
    }
    auto host = h.equal_range(http::field::host);
    auto hosts = std::distance(host.first, host.second);
    if (hosts == 0 && h.version() >= 11)
    {
        fail(::route::status::bad_request, "Bad request: missing Host header");
        return false;
    }
    if (hosts > 1)
    {
        fail(::route::status::bad_request, "Bad request: more than one Host header");
        return false;
    }
    if (hosts == 1)
    {
        // Host = uri-host [ ":" port ]: an authority without user info
        auto v = host.first->value();
        if (!is_plain_host(std::string_view(v.data(), v.size())))
        {
            auto a = boost::urls::parse_authority(std::string_view(v.data(), v.size()));
            if (!a || a->has_userinfo())
            {
                fail(::route::status::bad_request, "Bad request: invalid Host header");
                return false;
            }
        }
    }
    return accept_upgrade_header();
}

inline chunk_limits
chunk_limits_of(const server_options& o) noexcept
{
    return {o.max_chunk_size, o.max_chunk_ext_length, o.header_limit};
}

// Beast's parser, keeping nothing: whether a chunked body already
// received ends within the bytes received (chunked_body_buffered), and
// whether its framing breaks a limit.
class chunked_probe final : public boost::beast::http::basic_parser<true>
{
    using error_code = boost::system::error_code;
    using string_view = boost::beast::string_view;
    using verb = boost::beast::http::verb;
    using field = boost::beast::http::field;

public:
    explicit chunked_probe(const server_options& o) noexcept : opts_(o) {}

    framing_refusal refusal;

private:
    void on_request_impl(verb, string_view, string_view, int, error_code&) override {}
    void on_response_impl(int, string_view, int, error_code&) override {}
    void on_field_impl(field, string_view, string_view, error_code&) override {}
    void on_header_impl(error_code&) override {}
    void on_body_init_impl(const boost::optional<std::uint64_t>&, error_code&) override {}
    std::size_t on_body_impl(string_view s, error_code&) override { return s.size(); }
    void on_chunk_header_impl(std::uint64_t size, string_view ext, error_code& ec) override
    {
        refusal = refuse_chunk_header(size, std::string_view(ext.data(), ext.size()),
                                      chunk_limits_of(opts_));
        // a chunk larger than a strict body may be is refused as the
        // parser that reads it whole would (413)
        if (!refusal && size > opts_.body_limit)
            refusal = {::route::status::payload_too_large,
                       "Request entity exceeds the configured limit of " +
                           std::to_string(opts_.body_limit) + " bytes"};
        if (refusal)
            ec = boost::beast::http::error::bad_chunk;
    }
    std::size_t on_chunk_body_impl(std::uint64_t, string_view s, error_code&) override
    {
        return s.size();
    }
    void on_finish_impl(error_code&) override {}

    const server_options& opts_;
};

// True when the chunked body that follows the header is whole in the read
// buffer: it is then read before routing, as a body with a length. Sets
// `refusal` when what arrived of its framing breaks a limit.
template <class Stream>
bool
basic_session<Stream>::chunked_body_buffered(framing_refusal& refusal) const
{
    if (buf_.size() == 0)
        return false;
    chunked_probe p(w_.opts);
    p.eager(true);
    p.body_limit(boost::none);
    static constexpr char head[] = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n";
    boost::system::error_code ec;
    p.put(boost::asio::const_buffer(head, sizeof head - 1), ec);
    auto data = buf_.data();
    auto const* b = static_cast<const char*>(data.data());
    std::size_t off = 0;
    while (!ec && off < data.size() && !p.is_done())
    {
        auto used = p.put(boost::asio::const_buffer(b + off, data.size() - off), ec);
        off += used;
        if (used == 0)
            break;
    }
    if (p.refusal)
        refusal = std::move(p.refusal);
    else if (!p.is_done())
        refusal = refuse_pending_framing(std::string_view(b + off, data.size() - off),
                                         chunk_limits_of(w_.opts));
    return p.is_done();
}

template <class Stream>
bool
basic_session<Stream>::complete_request_buffered() const
{
    namespace http = boost::beast::http;
    if (buf_.size() == 0)
        return false;
    http::request_parser<http::string_body> p;
    p.header_limit(static_cast<std::uint32_t>(std::min<std::size_t>(
        w_.opts.header_limit, std::numeric_limits<std::uint32_t>::max())));
    p.body_limit(w_.opts.body_limit);
    p.eager(true);
    auto data = buf_.data();
    auto const* b = static_cast<const char*>(data.data());
    std::size_t off = 0;
    boost::system::error_code ec;
    while (off < data.size() && !p.is_done())
    {
        auto used = p.put(boost::asio::const_buffer(b + off, data.size() - off), ec);
        if (ec || used == 0)
            break;
        off += used;
    }
    return p.is_done();
}

template <class Stream>
std::string
basic_session<Stream>::header_limit_text() const
{
    return "Request header fields exceed the configured limit of " +
           std::to_string(w_.opts.header_limit) + " bytes";
}

template <class Stream>
void
basic_session<Stream>::on_parse_error(boost::system::error_code ec)
{
    namespace http = boost::beast::http;
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

template <class Stream>
void
basic_session<Stream>::fail(::route::status s, std::string text)
{
    // where a request could not be read, its end is unknown: close
    keep_alive_ = false;
    version_ = 11;
    // the answer to a HEAD request has no body, even an error's (RFC 9110 9.3.2)
    head_ = ((parser_ && parser_->is_header_done()) || sreq_) &&
            header().method() == boost::beast::http::verb::head;
    write(text_response(s, std::move(text)));
}

} // namespace detail
} // namespace route

#endif
