//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_CHUNK_LIMITS_HPP
#define ROUTE_SERVER_DETAIL_CHUNK_LIMITS_HPP

// The limits on a chunked request body's framing, as HTTP/1.1 sessions
// check them while its bytes arrive.

#include <route/core/response.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/system/error_code.hpp>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace route {
namespace detail {

// The server's limits on chunked framing (server_options::max_chunk_size,
// max_chunk_ext_length, and header_limit for the trailer).
struct chunk_limits
{
    std::uint64_t max_chunk_size = 0;
    std::size_t max_chunk_ext_length = 0;
    std::size_t header_limit = 0;
};

// The limits on a chunked request body's framing (pekko-http's
// max-chunk-size and max-chunk-ext-length, and the header limit for its
// trailer): what a chunk header, or the framing still incomplete in the
// read buffer, is refused with. Checked as the bytes arrive, so that a
// client announcing a huge chunk, or sending an endless extension, is
// answered at once rather than waited for.
struct framing_refusal
{
    ::route::status status = ::route::status::bad_request;
    std::string text; // empty: accepted

    explicit operator bool() const noexcept { return !text.empty(); }
};

inline framing_refusal
refuse_chunk_size(std::uint64_t size, const chunk_limits& o)
{
    if (size <= o.max_chunk_size)
        return {};
    return {::route::status::bad_request, "HTTP chunk size exceeds the configured limit of " +
                                              std::to_string(o.max_chunk_size) + " bytes"};
}

inline framing_refusal
refuse_chunk_extension(std::size_t length, const chunk_limits& o)
{
    if (length <= o.max_chunk_ext_length)
        return {};
    return {::route::status::bad_request,
            "HTTP chunk extension length exceeds configured limit of " +
                std::to_string(o.max_chunk_ext_length) + " characters"};
}

// A whole chunk header (Beast's parser read it): its size and extension.
inline framing_refusal
refuse_chunk_header(std::uint64_t size, std::string_view ext, const chunk_limits& o)
{
    if (auto r = refuse_chunk_extension(ext.size(), o))
        return r;
    return refuse_chunk_size(size, o);
}

// The bytes the parser left unread waiting for more (`need_more` between
// chunks: a chunk header, or the last chunk and its trailer, not yet
// whole): refused once they cannot become a header within the limits.
inline framing_refusal
refuse_pending_framing(std::string_view pending, const chunk_limits& o)
{
    // the CRLF that ends the chunk before, which Beast reads with the next
    // chunk's header
    if (pending.substr(0, 2) == "\r\n")
        pending.remove_prefix(2);
    else if (pending == "\r")
        return {};
    std::size_t digits = 0;
    while (digits < pending.size() &&
           std::isxdigit(static_cast<unsigned char>(pending[digits])))
        ++digits;
    auto const zeros = pending.substr(0, digits).find_first_not_of('0');
    auto const significant = zeros == std::string_view::npos ? 0 : digits - zeros;
    // the size so far, which more digits only make larger
    if (significant > 16)
        return refuse_chunk_size(std::numeric_limits<std::uint64_t>::max(), o);
    std::uint64_t size = 0;
    for (char c : pending.substr(digits - significant, significant))
        size = size * 16 +
               static_cast<std::uint64_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    if (auto r = refuse_chunk_size(size, o))
        return r;
    auto const eol = pending.find('\n', digits);
    if (eol == std::string_view::npos)
    {
        // the extension so far: all that follows the size
        auto const ext = pending.size() - digits;
        // a CR may end it, its LF still to come
        auto const cr = ext > 0 && pending.back() == '\r' ? 1 : 0;
        return refuse_chunk_extension(ext - cr, o);
    }
    // a whole line the parser waits on: the last chunk (size 0), whose
    // trailer fields are not whole yet
    if (pending.size() - (eol + 1) > o.header_limit)
        return {::route::status::bad_request,
                "The trailer of the chunked request body exceeds the configured limit of " +
                    std::to_string(o.header_limit) + " bytes"};
    return {};
}

// The chunk-header callback of the parser that reads a streamed chunked
// body (Beast's `parser::on_chunk_header`, which keeps a reference: it
// lives beside the parser): a chunk past the limits stops the parser.
struct chunk_check
{
    chunk_limits limits;
    framing_refusal refusal;

    void operator()(std::uint64_t size, boost::beast::string_view ext,
                    boost::system::error_code& ec)
    {
        refusal = refuse_chunk_header(size, std::string_view(ext.data(), ext.size()), limits);
        if (refusal)
            ec = boost::beast::http::error::bad_chunk;
    }
};

} // namespace detail
} // namespace route

#endif
