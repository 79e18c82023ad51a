//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/detail/multipart.hpp>

#include <route/dsl/form_field.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace dsl_multipart_test { // this file's own, apart from the other tests built with it

using route::dsl::detail::multipart_handler;
using route::dsl::detail::multipart_limits;
using route::dsl::detail::multipart_parser;
using route::dsl::detail::multipart_part;
using namespace std::string_literals;

namespace {

// What a parser called, as text: a line per part header, then the part's
// content (however many calls it came in) and "end"; "(unended)" when the
// body stopped inside a part; then "done" or the error.
struct recorder final : multipart_handler
{
    void on_part_begin(const multipart_part& p) override
    {
        BOOST_TEST(!in_part);
        in_part = true;
        events += "begin " + p.name + " file=" + (p.filename ? "[" + *p.filename + "]" : "none") +
                  " type=" + p.content_type + "\n";
    }

    void on_part_data(std::string_view bytes) override
    {
        BOOST_TEST(in_part);
        BOOST_TEST(!bytes.empty());
        content += bytes;
        ++calls;
    }

    void on_part_end() override
    {
        BOOST_TEST(in_part);
        in_part = false;
        events += "data [" + content + "]\nend\n";
        content.clear();
    }

    std::string text(const multipart_parser& p) const
    {
        std::string s = events;
        if (in_part)
            s += "data [" + content + "] (unended)\n";
        return s + (p.done() ? std::string("done") : "error: " + p.error());
    }

    std::string events;
    std::string content;
    std::size_t calls = 0;
    bool in_part = false;
};

// Feeds `body` cut at `cuts` (increasing offsets), then finishes; checks
// the bound on what the parser keeps between calls.
std::string
feed(std::string_view body, const std::vector<std::size_t>& cuts,
     std::string_view boundary = "XyZ", multipart_limits limits = {})
{
    multipart_parser p(boundary, limits);
    recorder r;
    std::size_t from = 0;
    bool ok = true;
    for (std::size_t i = 0; i <= cuts.size() && ok; ++i)
    {
        std::size_t to = i < cuts.size() ? cuts[i] : body.size();
        ok = p.put(body.substr(from, to - from), r);
        BOOST_TEST(p.buffered() <= boundary.size() + 3 + limits.max_header_size);
        from = to;
    }
    if (ok)
        p.finish();
    return r.text(p);
}

// The events of `body` put whole; checks that it gives the same cut in two
// at every offset and put a byte at a time.
std::string
every_way(std::string_view body, std::string_view boundary = "XyZ", multipart_limits limits = {})
{
    std::string whole = feed(body, {}, boundary, limits);
    for (std::size_t at = 0; at <= body.size(); ++at)
    {
        BOOST_TEST_CONTEXT("cut at " << at)
        BOOST_TEST(feed(body, {at}, boundary, limits) == whole);
    }
    std::vector<std::size_t> bytes;
    for (std::size_t at = 1; at < body.size(); ++at)
        bytes.push_back(at);
    BOOST_TEST(feed(body, bytes, boundary, limits) == whole);
    return whole;
}

std::string
text_part(std::string_view name, std::string_view value)
{
    return "--XyZ\r\nContent-Disposition: form-data; name=\"" + std::string(name) + "\"\r\n\r\n" +
           std::string(value) + "\r\n";
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_multipart)

BOOST_AUTO_TEST_CASE(two_text_parts_and_a_file_however_cut)
{
    std::string const body = "a preamble\r\n"
                             "--XyZ \t\r\n"
                             "Content-Disposition: form-data; name=\"name\"\r\n"
                             "\r\n"
                             "Ada\r\n"
                             "--XyZ\r\n"
                             "content-disposition: form-data; name=note\r\n"
                             "Content-Type: text/plain; charset=utf-8\r\n"
                             "X-Other: skipped\r\n"
                             "\r\n"
                             "line 1\r\nline 2\r\n"
                             "--XyZ\r\n"
                             "Content-Disposition: form-data; name=\"doc\"; filename=\"a b.txt\"\r\n"
                             "Content-Type: application/octet-stream\r\n"
                             "\r\n"
                             "\x00\x01\xff\r\n--Xy\r\n"
                             "\r\n"
                             "--XyZ--\r\n"
                             "an epilogue, ignored: --XyZ\r\nno header\r\n"s;
    BOOST_TEST(every_way(body) ==
               "begin name file=none type=\n"
               "data [Ada]\nend\n"
               "begin note file=none type=text/plain; charset=utf-8\n"
               "data [line 1\r\nline 2]\nend\n"
               "begin doc file=[a b.txt] type=application/octet-stream\n"
               "data [\x00\x01\xff\r\n--Xy\r\n]\nend\n"
               "done"s);
}

BOOST_AUTO_TEST_CASE(almost_delimiters_are_content)
{
    // prefixes of CRLF --XyZ, CRLF without dashes, the boundary without
    // CRLF, another boundary, a CR before the real delimiter
    std::string const value = "\r\n--Xy\r\n--X\r\n--\r\n-\r\n\r\r\n--XyQ--XyZ\r\n-- XyZ\r\n--xyz\r";
    std::string const body = text_part("a", value) + text_part("b", "") + text_part("c", "\r\n") +
                             "--XyZ--";
    BOOST_TEST(every_way(body) == "begin a file=none type=\ndata [" + value + "]\nend\n"
                                  "begin b file=none type=\ndata []\nend\n"
                                  "begin c file=none type=\ndata [\r\n]\nend\n"
                                  "done");
    // a boundary that overlaps itself: "-", whose delimiter is CRLF ---
    std::string const dashes = "---\r\nContent-Disposition: form-data; name=d\r\n\r\n"
                               "\r\n--\r\n-x\r\n--\r\n---\r\nContent-Disposition: form-data; name=e\r\n"
                               "\r\n-\r\n-----";
    BOOST_TEST(every_way(dashes, "-") == "begin d file=none type=\ndata [\r\n--\r\n-x\r\n--]\nend\n"
                                         "begin e file=none type=\ndata [-]\nend\n"
                                         "done");
}

BOOST_AUTO_TEST_CASE(the_delimiter_is_found_wherever_it_is_in_a_long_part)
{
    // contents of every length up to 200 bytes, made of the pattern's own
    // bytes and of near misses (the delimiter with one byte changed), so
    // that the delimiter ends a part at every place of a search's blocks
    std::minstd_rand rng(7);
    for (std::string const boundary :
         {"XyZ"s, "------------------------d74496d66958873e"s, std::string(70, 'b')})
    {
        std::string const delimiter = "\r\n--" + boundary;
        std::string const alphabet = "\r\n-x" + boundary.substr(boundary.size() - 3);
        for (std::size_t length = 0; length <= 200; ++length)
        {
            std::string content;
            while (content.size() < length)
            {
                auto near = delimiter;
                near[rng() % near.size()] ^= 0x20;
                if (rng() % 8 == 0)
                    content += near;
                else
                    content += alphabet[rng() % alphabet.size()];
            }
            content.resize(length);
            if ((content + delimiter).find(delimiter) != content.size())
                continue; // a delimiter made by chance
            std::string const body = "--" + boundary +
                                     "\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n" +
                                     content + delimiter + "--";
            BOOST_TEST_CONTEXT("boundary " << boundary.size() << " bytes, content " << length)
            BOOST_TEST(feed(body, {}, boundary) ==
                       "begin a file=none type=\ndata [" + content + "]\nend\ndone");
        }
    }
}

BOOST_AUTO_TEST_CASE(no_parts_and_the_epilogue)
{
    BOOST_TEST(every_way("--XyZ--") == "done");
    BOOST_TEST(every_way("preamble --XyZ\r\n--XyZ--epilogue") == "done");
    multipart_parser p("XyZ");
    recorder r;
    BOOST_TEST(p.put("--XyZ--", r));
    BOOST_TEST(p.done());
    BOOST_TEST(p.put("\r\n--XyZ\r\nanything at all", r)); // ignored
    BOOST_TEST(p.buffered() == 0u);
    BOOST_TEST(p.finish());
    BOOST_TEST(p.error().empty());
}

BOOST_AUTO_TEST_CASE(file_names)
{
    auto file = [](std::string_view disposition) {
        std::string body = "--XyZ\r\nContent-Disposition: form-data; name=f; " +
                           std::string(disposition) + "\r\n\r\nx\r\n--XyZ--";
        multipart_parser p("XyZ");
        recorder r;
        p.put(body, r);
        p.finish();
        return r.text(p);
    };
    auto named = [](std::string_view file) {
        return "begin f file=[" + std::string(file) + "] type=\ndata [x]\nend\ndone";
    };
    BOOST_TEST(file("filename=\"a \\\"b\\\".txt\"") == named("a \"b\".txt"));
    BOOST_TEST(file("filename=plain.txt") == named("plain.txt"));
    BOOST_TEST(file("filename=\"\"") == named(""));
    // RFC 5987: UTF-8 and ISO-8859-1, to UTF-8; it wins over filename
    BOOST_TEST(file("filename*=UTF-8''%e2%82%AC%20rates.txt") == named("\xe2\x82\xac rates.txt"));
    BOOST_TEST(file("filename*=iso-8859-1'en'%A3.txt") == named("\xc2\xa3.txt"));
    BOOST_TEST(file("filename=\"fallback\"; filename*=UTF-8''better") == named("better"));
    // not decodable: filename, else filename* as sent
    BOOST_TEST(file("filename=\"fallback\"; filename*=UTF-8''bad%zz") == named("fallback"));
    BOOST_TEST(file("filename*=KOI8-R''%C1") == named("KOI8-R''%C1"));
    BOOST_TEST(file("filename*=no-quotes") == named("no-quotes"));
}

BOOST_AUTO_TEST_CASE(the_last_content_disposition_wins)
{
    std::string const body = "--XyZ\r\n"
                             "Content-Disposition: form-data; name=a; filename=f\r\n"
                             "Content-Type: image/png\r\n"
                             "CONTENT-DISPOSITION: form-data; name=b\r\n"
                             "content-type:text/html  \r\n"
                             "\r\nv\r\n--XyZ--";
    BOOST_TEST(every_way(body) == "begin b file=none type=text/html\ndata [v]\nend\ndone");
}

BOOST_AUTO_TEST_CASE(malformed_bodies_fail_at_the_same_place_however_cut)
{
    struct row
    {
        std::string body;
        std::string expected;
    };
    std::string const cd = "Content-Disposition: form-data; name=a\r\n\r\n";
    std::vector<row> const rows = {
        {"", "error: The multipart body has no part delimited by its boundary."},
        {"--XyQ\r\n--Xy", "error: The multipart body has no part delimited by its boundary."},
        {"-", "error: The multipart body has no part delimited by its boundary."},
        {"--XyZ", "error: The multipart body has a malformed delimiter line."},
        {"--XyZ-", "error: The multipart body has a malformed delimiter line."},
        {"--XyZ-x--", "error: The multipart body has a malformed delimiter line."},
        {"--XyZ \t", "error: The multipart body has a malformed delimiter line."},
        {"--XyZ \tx\r\n", "error: The multipart body has a malformed delimiter line."},
        {"--XyZ\r", "error: The multipart body has a malformed delimiter line."},
        {"--XyZ\rx", "error: The multipart body has a malformed delimiter line."},
        {"--XyZZ\r\n" + cd + "v\r\n--XyZ--",
         "error: The multipart body has a malformed delimiter line."},
        {"garbage\x00\xff\r\n--XyZ garbage"s,
         "error: The multipart body has a malformed delimiter line."},
        {"--XyZ\r\nContent-Disposition: form-data; name=a",
         "error: The multipart body ends inside a part's header."},
        {"--XyZ\r\n" + cd.substr(0, cd.size() - 1),
         "error: The multipart body ends inside a part's header."},
        {"--XyZ\r\nno colon\r\n\r\nv\r\n--XyZ--",
         "error: A multipart part has a malformed header field."},
        {"--XyZ\r\nContent-Disposition: form-data; name=a\n\r\nv\r\n--XyZ--",
         "error: A multipart part has a malformed header field."},
        {"--XyZ\r\nContent-Disposition: attachment; name=a\r\n\r\nv\r\n--XyZ--",
         "error: A multipart part is not form-data."},
        // no name: the part is not passed on; the error comes at its end
        {"--XyZ\r\nContent-Disposition: form-data\r\n\r\nv\r\n--XyZ--",
         "error: A multipart part has no form-data name."},
        {"--XyZ\r\nContent-Type: text/plain\r\n\r\nv\r\n--XyZ--",
         "error: A multipart part has no form-data name."},
        {"--XyZ\r\nContent-Disposition: form-data; name=\"a\r\n\r\nv\r\n--XyZ--",
         "error: A multipart part has no form-data name."},
        {"--XyZ\r\nContent-Disposition: form-data\r\n\r\nv",
         "error: The multipart body has no close delimiter."},
        {"--XyZ\r\n" + cd + "unterminated\r\n--Xy",
         "begin a file=none type=\ndata [unterminated] (unended)\n"
         "error: The multipart body has no close delimiter."},
        {text_part("a", "1") + "--XyZ\r\n" + cd + "2\r\n--XyZ\r\nbad\r\n",
         "begin a file=none type=\ndata [1]\nend\nbegin a file=none type=\ndata [2]\nend\n"
         "error: A multipart part has a malformed header field."},
    };
    for (auto const& r : rows)
    {
        BOOST_TEST_CONTEXT("body " << r.body)
        BOOST_TEST(every_way(r.body) == r.expected);
    }
}

BOOST_AUTO_TEST_CASE(the_boundary_is_checked_at_once)
{
    for (auto const& b : {std::string(), std::string(71, 'b')})
    {
        multipart_parser p(b);
        recorder r;
        BOOST_TEST(p.failed());
        BOOST_TEST(p.error() == "The multipart boundary is missing or too long.");
        BOOST_TEST(!p.put("--" + b + "--", r));
        BOOST_TEST(!p.finish());
        BOOST_TEST(r.events.empty());
    }
    std::string const b70(70, 'b');
    BOOST_TEST(every_way("--" + b70 + "\r\nContent-Disposition: form-data; name=a\r\n\r\nv\r\n--" +
                             b70 + "--",
                         b70) == "begin a file=none type=\ndata [v]\nend\ndone");
}

BOOST_AUTO_TEST_CASE(a_header_block_is_bounded)
{
    // a header block of exactly `size` bytes, its final empty line included
    auto body = [](std::size_t size) {
        std::string const cd = "Content-Disposition: form-data; name=a\r\n";
        std::string const pad = "X-Pad: " + std::string(size - cd.size() - 11, 'p') + "\r\n";
        std::string block = cd + pad + "\r\n";
        BOOST_TEST(block.size() == size);
        return "--XyZ\r\n" + block + "v\r\n--XyZ--";
    };
    multipart_limits small;
    small.max_header_size = 64;
    BOOST_TEST(every_way(body(64), "XyZ", small) == "begin a file=none type=\ndata [v]\nend\ndone");
    BOOST_TEST(every_way(body(65), "XyZ", small) == "error: A multipart part's header is too large.");
    // the default: 16 KiB
    BOOST_TEST(multipart_limits{}.max_header_size == 16u * 1024);
    for (std::size_t size : {std::size_t(16 * 1024), std::size_t(16 * 1024 + 1)})
    {
        std::string const b = body(size);
        std::string const expected = size == 16 * 1024
                                         ? "begin a file=none type=\ndata [v]\nend\ndone"
                                         : "error: A multipart part's header is too large.";
        BOOST_TEST(feed(b, {}) == expected);
        BOOST_TEST(feed(b, {10, 100, 8000, 16000, 16390}) == expected);
        // the whole-body form parser has the same limit
        route::dsl::detail::query q;
        auto error = route::dsl::detail::parse_multipart_form(b, "XyZ", q);
        BOOST_TEST(error.value_or("ok") ==
                   (size == 16 * 1024 ? "ok" : "A multipart part's header is too large."));
    }
}

BOOST_AUTO_TEST_CASE(parts_are_counted)
{
    multipart_limits two;
    two.max_parts = 2;
    std::string const parts = text_part("a", "1") + text_part("b", "2");
    BOOST_TEST(every_way(parts + "--XyZ--", "XyZ", two) ==
               "begin a file=none type=\ndata [1]\nend\nbegin b file=none type=\ndata [2]\nend\n"
               "done");
    BOOST_TEST(every_way(parts + text_part("c", "3") + "--XyZ--", "XyZ", two) ==
               "begin a file=none type=\ndata [1]\nend\nbegin b file=none type=\ndata [2]\nend\n"
               "error: The multipart body has too many parts.");
    BOOST_TEST(multipart_limits{}.max_parts == 1000u);
}

BOOST_AUTO_TEST_CASE(a_body_put_whole_is_passed_as_views_of_it)
{
    struct views final : multipart_handler
    {
        void on_part_begin(const multipart_part&) override { ranges.emplace_back(); }
        void on_part_data(std::string_view bytes) override
        {
            auto& r = ranges.back();
            if (r.empty())
                r = bytes;
            else
            {
                BOOST_TEST(static_cast<const void*>(r.data() + r.size()) ==
                           static_cast<const void*>(bytes.data()));
                r = std::string_view(r.data(), r.size() + bytes.size());
            }
        }
        void on_part_end() override {}
        std::vector<std::string_view> ranges;
    };
    std::string const body = text_part("a", "one\r\n--Xy") + text_part("b", "two") + "--XyZ--";
    multipart_parser p("XyZ");
    views v;
    BOOST_TEST(p.put(body, v));
    BOOST_TEST(p.finish());
    BOOST_TEST_REQUIRE(v.ranges.size() == 2u);
    BOOST_TEST(v.ranges[0] == "one\r\n--Xy");
    BOOST_TEST(v.ranges[1] == "two");
    BOOST_TEST(v.ranges[0].data() == body.data() + body.find("one"));
    BOOST_TEST(v.ranges[1].data() == body.data() + body.find("two"));
}

BOOST_AUTO_TEST_CASE(a_large_part_is_not_buffered)
{
    // 10 MiB of content full of almost-delimiters (no 'Z', so never one),
    // put in pieces of 1 byte to 64 KiB
    std::uint64_t seed = 0x9e3779b97f4a7c15u;
    auto next = [&seed] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return seed;
    };
    std::string_view const alphabet = "\r\n-XyabcdefghijklmnopqrstuvwxyzA";
    std::string content(10u << 20, '\0');
    for (auto& c : content)
        c = alphabet[next() % alphabet.size()];
    for (std::size_t i = 0; i + 6 < content.size(); i += 1000 + next() % 5000)
        content.replace(i, 6, "\r\n--Xy");
    std::string const head = "--XyZ\r\nContent-Disposition: form-data; name=big; filename=b\r\n\r\n";
    std::string const tail = "\r\n--XyZ--";

    struct counter final : multipart_handler
    {
        void on_part_begin(const multipart_part&) override {}
        void on_part_data(std::string_view bytes) override { received += bytes; }
        void on_part_end() override { ended = true; }
        std::string received;
        bool ended = false;
    } h;
    h.received.reserve(content.size());
    multipart_parser p("XyZ");
    std::size_t most = 0, pieces = 0, ones = 0;
    auto put = [&](std::string_view s) {
        while (!s.empty())
        {
            std::size_t n = 1 + next() % (std::size_t(1) << (next() % 17));
            n = (std::min)(n, s.size());
            BOOST_REQUIRE(p.put(s.substr(0, n), h));
            most = (std::max)(most, p.buffered());
            s.remove_prefix(n);
            ++pieces;
            ones += n == 1;
        }
    };
    put(head);
    put(content);
    put(tail);
    BOOST_TEST(p.finish());
    BOOST_TEST(h.ended);
    BOOST_TEST(h.received.size() == content.size());
    BOOST_TEST((h.received == content));
    BOOST_TEST(most <= std::string_view("XyZ").size() + 3); // a possible CRLF --XyZ less a byte
    BOOST_TEST(ones > 100u);
    BOOST_TEST_MESSAGE(pieces << " pieces, " << ones << " of one byte, at most " << most
                              << " bytes kept");
}

BOOST_AUTO_TEST_CASE(nothing_is_called_after_an_error)
{
    multipart_parser p("XyZ");
    recorder r;
    BOOST_TEST(!p.put("--XyZ\r\nbad\r\n", r));
    BOOST_TEST(p.failed());
    BOOST_TEST(p.buffered() == 0u);
    BOOST_TEST(!p.put("\r\n" + text_part("a", "1") + "--XyZ--", r));
    BOOST_TEST(!p.finish());
    BOOST_TEST(r.text(p) == "error: A multipart part has a malformed header field.");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_multipart_test
