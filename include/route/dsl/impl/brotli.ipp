//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_BROTLI_IPP
#define ROUTE_DSL_IMPL_BROTLI_IPP

// Brotli (`br`) through libbrotli, for encode_response and decode_request
// (impl/coding.ipp has gzip and deflate, through zlib).

#include <route/dsl/coding.hpp>
#include <algorithm>
#include <cstdint>
#include <new>
#include <stdexcept>
#include <string>
#include <brotli/decode.h>
#include <brotli/encode.h>

namespace route {
namespace dsl {
namespace detail {
namespace coding {

ROUTE_DECL std::string
brotli_encode(std::string_view in)
{
    std::string out;
    out.resize(BrotliEncoderMaxCompressedSize(in.size()));
    std::size_t n = out.size();
    // (a bound of 0: the input is too large for libbrotli)
    if (n == 0 ||
        !BrotliEncoderCompress(brotli_quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_GENERIC,
                               in.size(), reinterpret_cast<const std::uint8_t*>(in.data()),
                               &n, reinterpret_cast<std::uint8_t*>(out.data())))
        throw std::runtime_error("route: libbrotli could not compress a response body");
    out.resize(n);
    return out;
}

ROUTE_DECL decode_status
brotli_decode(std::string_view in, std::uint64_t limit, std::string& out,
              std::string& message)
{
    BrotliDecoderState* s = BrotliDecoderCreateInstance(nullptr, nullptr, nullptr);
    if (!s)
        throw std::bad_alloc();
    struct destroy_guard
    {
        BrotliDecoderState* s;
        ~destroy_guard() { BrotliDecoderDestroyInstance(s); }
    } guard{s};

    auto next_in = reinterpret_cast<const std::uint8_t*>(in.data());
    std::size_t avail_in = in.size();
    constexpr std::size_t chunk = 16 * 1024;
    std::size_t used = 0;
    for (;;)
    {
        // as for zlib: room for the next piece, one byte past the limit at most
        std::uint64_t room = limit - std::min<std::uint64_t>(limit, used);
        std::size_t grow = room >= chunk ? chunk : static_cast<std::size_t>(room) + 1;
        out.resize(used + grow);
        auto next_out = reinterpret_cast<std::uint8_t*>(out.data() + used);
        std::size_t avail_out = grow;
        auto rc = BrotliDecoderDecompressStream(s, &avail_in, &next_in, &avail_out,
                                                &next_out, nullptr);
        used += grow - avail_out;
        if (used > limit)
        {
            out.clear();
            return decode_status::too_large;
        }
        if (rc == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT)
            continue;
        if (rc == BROTLI_DECODER_RESULT_SUCCESS)
        {
            if (avail_in == 0)
                break;
            out.clear();
            message = "br content followed by " + std::to_string(avail_in) +
                      " bytes of other data";
            return decode_status::corrupt;
        }
        out.clear();
        if (rc == BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT)
        {
            message = "br content ends before its end";
            return decode_status::corrupt;
        }
        auto code = BrotliDecoderGetErrorCode(s);
        if (code <= BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES &&
            code >= BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES)
            throw std::bad_alloc();
        message = std::string("invalid br content: ") + BrotliDecoderErrorString(code);
        return decode_status::corrupt;
    }
    out.resize(used);
    return decode_status::ok;
}

} // namespace coding
} // namespace detail
} // namespace dsl
} // namespace route

#endif
