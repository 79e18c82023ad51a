//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Brotli written and read by the tests with libbrotli itself, so that what
// the coding directives send and accept is checked against the reference
// implementation.

#ifndef ROUTE_TEST_SUPPORT_BROTLI_HPP
#define ROUTE_TEST_SUPPORT_BROTLI_HPP

#include <boost/test/unit_test.hpp>
#include <brotli/decode.h>
#include <brotli/encode.h>
#include <cstdint>
#include <string>
#include <string_view>

namespace route {
namespace test {

// `in` compressed at `quality` (0 to 11), Brotli's best by default
inline std::string
brotli(std::string_view in, int quality = BROTLI_MAX_QUALITY)
{
    std::size_t n = BrotliEncoderMaxCompressedSize(in.size());
    std::string out(n, '\0');
    BOOST_REQUIRE(BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW,
                                        BROTLI_MODE_GENERIC, in.size(),
                                        reinterpret_cast<const std::uint8_t*>(in.data()), &n,
                                        reinterpret_cast<std::uint8_t*>(out.data())));
    out.resize(n);
    return out;
}

// `in` decompressed whole; the test fails unless it is one complete stream
inline std::string
unbrotli(std::string_view in)
{
    BrotliDecoderState* s = BrotliDecoderCreateInstance(nullptr, nullptr, nullptr);
    BOOST_REQUIRE(s);
    auto next_in = reinterpret_cast<const std::uint8_t*>(in.data());
    std::size_t avail_in = in.size();
    std::string out;
    BrotliDecoderResult rc = BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT;
    while (rc == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT)
    {
        std::uint8_t buf[4096];
        std::uint8_t* next_out = buf;
        std::size_t avail_out = sizeof buf;
        rc = BrotliDecoderDecompressStream(s, &avail_in, &next_in, &avail_out, &next_out,
                                           nullptr);
        out.append(reinterpret_cast<const char*>(buf), sizeof buf - avail_out);
    }
    BrotliDecoderDestroyInstance(s);
    BOOST_REQUIRE(rc == BROTLI_DECODER_RESULT_SUCCESS);
    BOOST_REQUIRE(avail_in == 0);
    return out;
}

} // namespace test
} // namespace route

#endif
