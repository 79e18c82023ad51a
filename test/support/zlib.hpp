//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// zlib's formats written and read by the tests with zlib itself, so that
// what the coding directives send and accept is checked against the
// reference implementation.

#ifndef ROUTE_TEST_SUPPORT_ZLIB_HPP
#define ROUTE_TEST_SUPPORT_ZLIB_HPP

#include <boost/test/unit_test.hpp>
#include <zlib.h>
#include <string>
#include <string_view>

namespace route {
namespace test {

// `in` compressed at level 9; window_bits as deflateInit2 takes them
// (MAX_WBITS: zlib's deflate format, MAX_WBITS + 16: gzip).
inline std::string
zlib_compress(std::string_view in, int window_bits)
{
    z_stream s{};
    BOOST_REQUIRE(deflateInit2(&s, 9, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY) == Z_OK);
    std::string out(deflateBound(&s, in.size()), '\0');
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    s.avail_in = static_cast<uInt>(in.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    BOOST_REQUIRE(deflate(&s, Z_FINISH) == Z_STREAM_END);
    out.resize(out.size() - s.avail_out);
    deflateEnd(&s);
    return out;
}

// `in` decompressed whole; the test fails unless it is one complete stream.
inline std::string
zlib_decompress(std::string_view in, int window_bits)
{
    z_stream s{};
    BOOST_REQUIRE(inflateInit2(&s, window_bits) == Z_OK);
    std::string out;
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    s.avail_in = static_cast<uInt>(in.size());
    int rc = Z_OK;
    while (rc == Z_OK)
    {
        char buf[4096];
        s.next_out = reinterpret_cast<Bytef*>(buf);
        s.avail_out = sizeof buf;
        rc = inflate(&s, Z_NO_FLUSH);
        out.append(buf, sizeof buf - s.avail_out);
    }
    inflateEnd(&s);
    BOOST_REQUIRE(rc == Z_STREAM_END);
    return out;
}

// A decompressor fed piece by piece, as a client reads a body that
// arrives in chunks: `feed` gives what the bytes so far decode to.
class zlib_reader
{
public:
    explicit zlib_reader(int window_bits) { BOOST_REQUIRE(inflateInit2(&s_, window_bits) == Z_OK); }
    ~zlib_reader() { inflateEnd(&s_); }
    zlib_reader(const zlib_reader&) = delete;
    zlib_reader& operator=(const zlib_reader&) = delete;

    std::string feed(std::string_view in)
    {
        std::string out;
        s_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
        s_.avail_in = static_cast<uInt>(in.size());
        do
        {
            char buf[4096];
            s_.next_out = reinterpret_cast<Bytef*>(buf);
            s_.avail_out = sizeof buf;
            rc_ = inflate(&s_, Z_SYNC_FLUSH);
            BOOST_REQUIRE((rc_ == Z_OK || rc_ == Z_STREAM_END || rc_ == Z_BUF_ERROR));
            out.append(buf, sizeof buf - s_.avail_out);
        } while (s_.avail_in > 0 && rc_ == Z_OK);
        return out;
    }

    // the stream's end was read
    bool ended() const noexcept { return rc_ == Z_STREAM_END; }

private:
    z_stream s_{};
    int rc_ = Z_OK;
};

inline std::string gzip(std::string_view in) { return zlib_compress(in, MAX_WBITS + 16); }
inline std::string deflated(std::string_view in) { return zlib_compress(in, MAX_WBITS); }
inline std::string gunzip(std::string_view in) { return zlib_decompress(in, MAX_WBITS + 16); }
inline std::string inflated(std::string_view in) { return zlib_decompress(in, MAX_WBITS); }

} // namespace test
} // namespace route

#endif
