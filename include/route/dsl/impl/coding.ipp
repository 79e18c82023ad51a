//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_CODING_IPP
#define ROUTE_DSL_IMPL_CODING_IPP

#include <route/dsl/coding.hpp>
#include <route/core/error.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <route/dsl/detail/vary.hpp>
#include <algorithm>
#include <new>
#include <system_error>
#include <stdexcept>
#include <route/dsl/impl/brotli.ipp>
#include <zlib.h>

namespace route {

std::string_view
to_string(coder c) noexcept
{
    switch (c)
    {
    case coder::gzip: return "gzip";
    case coder::deflate: return "deflate";
    case coder::brotli: return "br";
    case coder::identity: break;
    }
    return "identity";
}

namespace dsl {
namespace detail {
namespace coding {

using ::route::detail::iequals;

// zlib's window bits for a coding: gzip's header and trailer, or zlib's
ROUTE_DECL int
window_bits(coder c) noexcept
{
    return c == coder::gzip ? MAX_WBITS + 16 : MAX_WBITS;
}

// the coding a Content-Encoding or Accept-Encoding token names, if known
ROUTE_DECL std::optional<coder>
coder_of(std::string_view token) noexcept
{
    if (iequals(token, "gzip") || iequals(token, "x-gzip"))
        return coder::gzip;
    if (iequals(token, "deflate"))
        return coder::deflate;
    if (iequals(token, "br"))
        return coder::brotli;
    if (iequals(token, "identity"))
        return coder::identity;
    return std::nullopt;
}

} // namespace coding

std::string
encode_body(coder c, std::string_view in)
{
    if (c == coder::identity)
        return std::string(in);
    if (c == coder::brotli)
        return coding::brotli_encode(in);
    z_stream s{};
    if (deflateInit2(&s, Z_DEFAULT_COMPRESSION, Z_DEFLATED, coding::window_bits(c), 8,
                     Z_DEFAULT_STRATEGY) != Z_OK)
        throw std::bad_alloc();
    std::string out;
    out.resize(deflateBound(&s, static_cast<uLong>(in.size())));
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    s.avail_in = static_cast<uInt>(in.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    // deflateBound leaves room for all of it: one call finishes
    int rc = deflate(&s, Z_FINISH);
    std::size_t n = out.size() - s.avail_out;
    deflateEnd(&s);
    if (rc != Z_STREAM_END)
        throw std::runtime_error("route: zlib could not compress a response body");
    out.resize(n);
    return out;
}

namespace coding {

// gzip and deflate, one body piece by piece
class zlib_piece_encoder final : public piece_encoder
{
public:
    explicit zlib_piece_encoder(coder c)
    {
        if (deflateInit2(&s_, Z_DEFAULT_COMPRESSION, Z_DEFLATED, window_bits(c), 8,
                         Z_DEFAULT_STRATEGY) != Z_OK)
            throw std::bad_alloc();
    }

    ~zlib_piece_encoder() override { deflateEnd(&s_); }

    zlib_piece_encoder(const zlib_piece_encoder&) = delete;
    zlib_piece_encoder& operator=(const zlib_piece_encoder&) = delete;

    std::string put(std::string_view piece) override
    {
        // an empty piece sends nothing (a flush would send an empty block)
        return piece.empty() ? std::string() : run(piece, Z_SYNC_FLUSH);
    }

    std::string finish() override { return run({}, Z_FINISH); }

private:
    std::string run(std::string_view in, int flush)
    {
        std::string out;
        s_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
        s_.avail_in = static_cast<uInt>(in.size());
        for (;;)
        {
            auto const had = out.size();
            out.resize(had + deflateBound(&s_, s_.avail_in) + 16);
            s_.next_out = reinterpret_cast<Bytef*>(out.data() + had);
            s_.avail_out = static_cast<uInt>(out.size() - had);
            int rc = deflate(&s_, flush);
            out.resize(out.size() - s_.avail_out);
            if (rc == Z_STREAM_END || (rc == Z_OK && s_.avail_out != 0 && flush != Z_FINISH))
                return out;
            if (rc != Z_OK && rc != Z_BUF_ERROR)
                throw std::runtime_error("route: zlib could not compress a response body");
        }
    }

    z_stream s_{};
};

// br, one body piece by piece
class brotli_piece_encoder final : public piece_encoder
{
public:
    brotli_piece_encoder() : s_(BrotliEncoderCreateInstance(nullptr, nullptr, nullptr))
    {
        if (!s_)
            throw std::bad_alloc();
        BrotliEncoderSetParameter(s_, BROTLI_PARAM_QUALITY, brotli_quality);
    }

    ~brotli_piece_encoder() override { BrotliEncoderDestroyInstance(s_); }

    brotli_piece_encoder(const brotli_piece_encoder&) = delete;
    brotli_piece_encoder& operator=(const brotli_piece_encoder&) = delete;

    std::string put(std::string_view piece) override
    {
        return piece.empty() ? std::string() : run(piece, BROTLI_OPERATION_FLUSH);
    }

    std::string finish() override { return run({}, BROTLI_OPERATION_FINISH); }

private:
    std::string run(std::string_view in, BrotliEncoderOperation op)
    {
        std::string out;
        auto next_in = reinterpret_cast<const std::uint8_t*>(in.data());
        std::size_t avail_in = in.size();
        for (;;)
        {
            std::size_t avail_out = 0;
            if (!BrotliEncoderCompressStream(s_, op, &avail_in, &next_in, &avail_out, nullptr,
                                             nullptr))
                throw std::runtime_error("route: libbrotli could not compress a response body");
            std::size_t n = 0;
            auto const* p = BrotliEncoderTakeOutput(s_, &n);
            out.append(reinterpret_cast<const char*>(p), n);
            bool const done = op == BROTLI_OPERATION_FINISH ? BrotliEncoderIsFinished(s_)
                                                             : avail_in == 0;
            if (done && !BrotliEncoderHasMoreOutput(s_))
                return out;
        }
    }

    BrotliEncoderState* s_;
};

class coder_piece_coding final : public piece_coding
{
public:
    explicit coder_piece_coding(coder c) noexcept : c_(c) {}

    std::unique_ptr<piece_encoder> start() const override
    {
        if (c_ == coder::brotli)
            return std::make_unique<brotli_piece_encoder>();
        return std::make_unique<zlib_piece_encoder>(c_);
    }

private:
    coder c_;
};

} // namespace coding

std::shared_ptr<const piece_coding>
piece_coding_of(coder c)
{
    if (c == coder::identity)
        return nullptr;
    return std::make_shared<coding::coder_piece_coding>(c);
}

decode_status
decode_body(coder c, std::string_view in, std::uint64_t limit, std::string& out,
            std::string& message)
{
    out.clear();
    if (c == coder::identity)
    {
        if (in.size() > limit)
            return decode_status::too_large;
        out.assign(in);
        return decode_status::ok;
    }
    if (in.empty())
        return decode_status::ok;
    if (c == coder::brotli)
        return coding::brotli_decode(in, limit, out, message);
    z_stream s{};
    if (inflateInit2(&s, coding::window_bits(c)) != Z_OK)
        throw std::bad_alloc();
    struct end_guard
    {
        z_stream* s;
        ~end_guard() { inflateEnd(s); }
    } guard{&s};

    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    s.avail_in = static_cast<uInt>(in.size());
    constexpr std::size_t chunk = 16 * 1024;
    std::size_t used = 0;
    for (;;)
    {
        // room for the next piece, never much beyond the limit
        std::uint64_t room = limit - std::min<std::uint64_t>(limit, used);
        // (one byte past the limit tells that it is exceeded)
        std::size_t grow =
            room >= chunk ? chunk : static_cast<std::size_t>(room) + 1;
        out.resize(used + grow);
        s.next_out = reinterpret_cast<Bytef*>(out.data() + used);
        s.avail_out = static_cast<uInt>(grow);
        int rc = inflate(&s, Z_NO_FLUSH);
        used += grow - s.avail_out;
        if (used > limit)
        {
            out.clear();
            return decode_status::too_large;
        }
        if (rc == Z_STREAM_END)
        {
            if (s.avail_in == 0)
                break;
            // gzip allows several members one after the other
            if (c == coder::gzip)
            {
                if (inflateReset(&s) != Z_OK)
                    throw std::bad_alloc();
                continue;
            }
            out.clear();
            message = "deflate content followed by " + std::to_string(s.avail_in) +
                      " bytes of other data";
            return decode_status::corrupt;
        }
        if (rc == Z_BUF_ERROR && s.avail_in == 0)
        {
            out.clear();
            message = std::string(to_string(c)) + " content ends before its end";
            return decode_status::corrupt;
        }
        if (rc != Z_OK && rc != Z_BUF_ERROR)
        {
            if (rc == Z_MEM_ERROR)
                throw std::bad_alloc();
            out.clear();
            message = "invalid " + std::string(to_string(c)) + " content" +
                      (s.msg ? std::string(": ") + s.msg : std::string());
            return decode_status::corrupt;
        }
    }
    out.resize(used);
    return decode_status::ok;
}

negotiation
negotiate_encoding(const ::route::request& req, const coder_list& coders,
                   std::optional<coder> no_header)
{
    negotiation n;
    // q per coding (in thousandths; -1: not named), and the q of "*"
    int q[4] = {-1, -1, -1, -1};
    int star = -1;
    bool present = false;
    req.headers().any_of("Accept-Encoding", [&](std::string_view value) {
        present = true;
        auto is_token = [](std::string_view v) { return ::route::detail::is_token(v); };
        auto e = ::route::detail::for_each_weighted(
            value, is_token, [&](const ::route::detail::weighted_element& w) {
                if (w.value == "*")
                    star = std::max(star, w.q);
                else if (auto c = coding::coder_of(w.value))
                    q[static_cast<int>(*c)] = std::max(q[static_cast<int>(*c)], w.q);
            });
        if (!e)
            n.error = ::route::detail::describe(e, "content coding");
        return !e;
    });
    if (!n.error.empty())
        return n;
    if (!present)
    {
        n.chosen = no_header ? *no_header : *coders.begin();
        return n;
    }
    auto q_of = [&](coder c) {
        int x = q[static_cast<int>(c)];
        if (x >= 0)
            return x;
        return star >= 0 ? star : 0;
    };
    int best = 0;
    for (coder c : coders)
        if (q_of(c) > best)
        {
            best = q_of(c);
            n.chosen = c;
        }
    if (n.chosen)
        return n;
    // identity is acceptable unless the client says otherwise
    bool has_identity =
        std::find(coders.begin(), coders.end(), coder::identity) != coders.end();
    int qi = q[static_cast<int>(coder::identity)];
    bool forbidden = qi == 0 || (qi < 0 && star == 0);
    if (has_identity && !forbidden)
        n.chosen = coder::identity;
    return n;
}

void
add_vary_accept_encoding(response& r)
{
    add_vary(r, "Accept-Encoding");
}

response
encode_response_as(response r, coder c)
{
    add_vary_accept_encoding(r);
    // a part of a representation (206) keeps the coding its ranges refer to
    if (c == coder::identity || !status_allows_body(r.status) ||
        r.status == ::route::status::partial_content ||
        (!r.produced() && r.body_size() < encode_min_body_size) ||
        (r.produced() && r.produced()->coding) ||
        r.gzipped_media_type || r.has_header("Content-Encoding") ||
        r.has_header("Content-Range") ||
        ::route::detail::is_compressed_media_type(r.header("Content-Type")))
        return r;
    if (auto produced = r.produced())
    {
        // a body produced while it is sent: compressed piece by piece, as
        // pekko-http encodes a chunked entity as it streams (its length
        // is not known, so it is encoded whatever its size)
        produced->coding = piece_coding_of(c);
    }
    else if (auto file = r.file())
    {
        // a file body is encoded when it fits in memory; larger ones stream as they are
        if (file->size() > encode_max_file_size)
            return r;
        std::error_code ec;
        std::string bytes = file->read_all(ec);
        if (ec)
            return r; // the server reports the failure when it sends the file
        r.body = encode_body(c, bytes);
    }
    else if (auto text = r.text())
        *text = encode_body(c, *text);
    // another coding is another representation: a strong validator of the
    // identity bytes does not fit it (RFC 9110 8.8.1)
    for (auto& f : r.headers)
        if (::route::detail::iequals(f.name, "ETag") && !f.value.starts_with("W/"))
            f.value.insert(0, "W/");
    r.headers.push_back({"Content-Encoding", std::string(to_string(c))});
    return r;
}

std::vector<std::string>
coder_names(const coder_list& coders)
{
    std::vector<std::string> names;
    for (coder c : coders)
        names.emplace_back(to_string(c));
    return names;
}

std::optional<std::string_view>
decoded_headers::find(std::string_view name) const
{
    if (::route::detail::iequals(name, "Content-Encoding") || ::route::detail::iequals(name, "Content-Length"))
        return std::nullopt;
    return inner_->find(name);
}

bool
decoded_headers::visit(std::string_view name, visitor v, void* ctx) const
{
    if (::route::detail::iequals(name, "Content-Encoding") || ::route::detail::iequals(name, "Content-Length"))
        return false;
    return inner_->any_of(name, [v, ctx](std::string_view x) { return v(ctx, x); });
}

std::optional<coder>
request_encoding(const ::route::request& req)
{
    auto h = req.header("Content-Encoding");
    if (!h)
        return coder::identity;
    // the first coding named (RFC 9110 5.6.1: empty elements are none)
    std::string_view first;
    ::route::detail::for_each_element(*h, [&](std::string_view e) {
        first = e;
        return false;
    });
    if (first.empty())
        return coder::identity;
    return coding::coder_of(first);
}

std::optional<route_result>
decode_request_body(const request_context& ctx, const coder_list& coders,
                    std::shared_ptr<decoded_request>& out)
{
    const ::route::request& req = ctx.request();
    // the codings, in the order they were applied
    std::vector<coder> applied;
    bool unknown = false;
    req.headers().any_of("Content-Encoding", [&](std::string_view value) {
        ::route::detail::for_each_element(value, [&](std::string_view item) {
            auto c = coding::coder_of(item);
            if (!c || std::find(coders.begin(), coders.end(), *c) == coders.end())
            {
                unknown = true;
                return false;
            }
            applied.push_back(*c);
            return true;
        });
        return unknown;
    });
    if (applied.empty() && !unknown)
    {
        // no coding: identity, when it is among the accepted ones
        if (std::find(coders.begin(), coders.end(), coder::identity) == coders.end())
            unknown = true;
    }
    if (unknown)
        return route_result::rejected(
            {unsupported_request_encoding_rejection{coder_names(coders)}});
    std::erase(applied, coder::identity);
    if (applied.empty())
        return std::nullopt;
    std::string body;
    std::string next;
    std::string message;
    std::string_view in = req.body();
    for (auto it = applied.rbegin(); it != applied.rend(); ++it)
    {
        auto st = decode_body(*it, in, ctx.size_limit(), next, message);
        if (st == decode_status::too_large)
            return route_result::rejected(
                {request_entity_too_large_rejection{std::nullopt, ctx.size_limit()}});
        // as pekko's IllegalRequestException: 400 with the summary, the
        // details in the log
        if (st == decode_status::corrupt)
            return route_result::failed(std::make_exception_ptr(
                entity_error(error::entity_corrupt, "The request's encoding is corrupt",
                             std::move(message))));
        body.swap(next);
        in = body;
    }
    out = std::make_shared<decoded_request>(req, std::move(body));
    return std::nullopt;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
