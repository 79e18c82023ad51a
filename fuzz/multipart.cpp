//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The incremental multipart/form-data parser (dsl/detail/multipart.hpp),
// fed the same body whole, cut at offsets derived from the input, and a
// byte at a time. The first byte chooses:
//   bit 0  the boundary: "XyZ", or taken from the input (the next byte
//          gives its length modulo 72, so 0 and 71 are refused, then the
//          boundary);
//   bit 1  the default limits, or small ones (a 64-byte header block, 4 parts);
//   bits 2-3  the largest piece of the cut feeding: 8, 80, 4096 bytes, or
//          the whole rest of the body.
// The rest is the body. Checked: the three feedings give the same events
// (each part's header, its content put together, whether it ended) and the
// same result (done, or the same error); content is never empty and comes
// only inside a part; nothing is called after an error; `put` is false
// exactly once an error is set; between calls the parser keeps at most
// the delimiter less a byte, plus an unfinished header line; put whole, a
// part's content comes as contiguous views of the body.

#include "check.hpp"
#include <route/dsl/detail/multipart.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using route::dsl::detail::multipart_handler;
using route::dsl::detail::multipart_limits;
using route::dsl::detail::multipart_parser;
using route::dsl::detail::multipart_part;

struct part
{
    std::string name;
    std::optional<std::string> filename;
    std::string content_type;
    std::string content;
    bool ended = false;

    bool operator==(const part&) const = default;
};

struct recorder final : multipart_handler
{
    void on_part_begin(const multipart_part& p) override
    {
        FUZZ_CHECK(!stopped, "a call after an error");
        FUZZ_CHECK(parts.empty() || parts.back().ended, "a part begun inside another");
        parts.push_back({p.name, p.filename, p.content_type, {}, false});
        last = {};
    }

    void on_part_data(std::string_view bytes) override
    {
        FUZZ_CHECK(!stopped, "a call after an error");
        FUZZ_CHECK(!bytes.empty(), "empty content");
        FUZZ_CHECK(!parts.empty() && !parts.back().ended, "content outside a part");
        parts.back().content += bytes;
        if (whole)
        {
            FUZZ_CHECK(bytes.data() >= whole->data() &&
                           bytes.data() + bytes.size() <= whole->data() + whole->size(),
                       "put whole, content that is not a view of the body");
            FUZZ_CHECK(last.empty() || last.data() + last.size() == bytes.data(),
                       "put whole, a part's content not contiguous");
            last = bytes;
        }
    }

    void on_part_end() override
    {
        FUZZ_CHECK(!stopped, "a call after an error");
        FUZZ_CHECK(!parts.empty() && !parts.back().ended, "an end outside a part");
        parts.back().ended = true;
    }

    std::vector<part> parts;
    std::string result;
    const std::string_view* whole = nullptr;
    std::string_view last;
    bool stopped = false;
};

bool
known_error(const std::string& e)
{
    for (std::string_view k : {"The multipart boundary is missing or too long.",
                               "The multipart body has no part delimited by its boundary.",
                               "The multipart body has a malformed delimiter line.",
                               "The multipart body ends inside a part's header.",
                               "A multipart part has a malformed header field.",
                               "A multipart part is not form-data.",
                               "A multipart part has no form-data name.",
                               "The multipart body has no close delimiter.",
                               "A multipart part's header is too large.",
                               "The multipart body has too many parts."})
        if (e == k)
            return true;
    return false;
}

// Feeds `body` in pieces of the sizes `next_size` gives, then finishes.
template <class Sizes>
recorder
feed(std::string_view body, std::string_view boundary, multipart_limits limits, Sizes next_size,
     const std::string_view* whole)
{
    multipart_parser p(boundary, limits);
    recorder r;
    r.whole = whole;
    bool ok = !p.failed();
    while (ok && !body.empty())
    {
        std::size_t n = (std::min)(next_size(), body.size());
        ok = p.put(body.substr(0, n), r);
        body.remove_prefix(n);
        FUZZ_CHECK(ok == !p.failed(), "put's result and failed() disagree");
        FUZZ_CHECK(p.buffered() <= boundary.size() + 3 + limits.max_header_size,
                   "the parser keeps too much");
        if (!ok)
            r.stopped = true;
    }
    if (ok)
    {
        ok = p.finish();
        FUZZ_CHECK(ok == p.done() && ok == !p.failed(), "finish's result");
    }
    r.stopped = true;
    if (ok)
        r.result = "done";
    else
    {
        FUZZ_CHECK(known_error(p.error()), p.error());
        r.result = p.error();
    }
    return r;
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    std::string_view in(reinterpret_cast<const char*>(data) + 1, size - 1);
    unsigned const mode = data[0];
    std::string boundary = "XyZ";
    if (mode & 1)
    {
        if (in.empty())
            return 0;
        std::size_t n = static_cast<unsigned char>(in[0]) % 72;
        in.remove_prefix(1);
        boundary = std::string(in.substr(0, n));
        in.remove_prefix(boundary.size());
    }
    multipart_limits limits;
    if (mode & 2)
    {
        limits.max_header_size = 64;
        limits.max_parts = 4;
    }
    std::size_t const largest[] = {8, 80, 4096, in.size() + 1};
    std::size_t const most = largest[(mode >> 2) & 3];

    // the cuts: a xorshift generator seeded from the input
    std::uint64_t seed = 14695981039346656037u;
    for (std::size_t i = 0; i < size; ++i)
        seed = (seed ^ data[i]) * 1099511628211u;
    seed |= 1;
    auto cut = [&seed, most] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return 1 + seed % most;
    };

    std::string_view const whole_body = in;
    auto const whole = feed(in, boundary, limits, [&] { return in.size() + 1; }, &whole_body);
    auto const pieces = feed(in, boundary, limits, cut, nullptr);
    auto const bytes = feed(in, boundary, limits, [] { return std::size_t(1); }, nullptr);
    FUZZ_CHECK(pieces.result == whole.result, "cut: " + pieces.result + " / whole: " + whole.result);
    FUZZ_CHECK(bytes.result == whole.result, "bytes: " + bytes.result + " / whole: " + whole.result);
    FUZZ_CHECK(pieces.parts == whole.parts, "cut in pieces, other parts than put whole");
    FUZZ_CHECK(bytes.parts == whole.parts, "a byte at a time, other parts than put whole");
    for (auto const& p : whole.parts)
        FUZZ_CHECK(p.ended || &p == &whole.parts.back(), "a part not ended before the next");
    if (whole.result == "done")
        FUZZ_CHECK(whole.parts.empty() || whole.parts.back().ended, "done inside a part");
    return 0;
}
