//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// File uploads in process: multipart bodies given whole or in pieces cut
// anywhere, read by file_upload, file_upload_all, store_uploaded_file and
// store_uploaded_files; and what is left on disk when they fail.

#include <route/app.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include "../../support/temp_dir.hpp"
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>
#include <sys/resource.h>

namespace testkit_upload_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;
namespace fs = std::filesystem;

namespace {

const std::string content_type = "multipart/form-data; boundary=XyZ";

struct part
{
    std::string name;
    std::optional<std::string> filename;
    std::string content;
    std::string type = "";
};

std::string
multipart(const std::vector<part>& parts, bool closed = true)
{
    std::string b;
    for (auto& p : parts)
    {
        b += "--XyZ\r\nContent-Disposition: form-data; name=\"" + p.name + "\"";
        if (p.filename)
            b += "; filename=\"" + *p.filename + "\"";
        b += "\r\n";
        if (!p.type.empty())
            b += "Content-Type: " + p.type + "\r\n";
        b += "\r\n" + p.content + "\r\n";
    }
    if (closed)
        b += "--XyZ--\r\n";
    return b;
}

std::string
read_file(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::size_t
files_in(const fs::path& dir)
{
    return static_cast<std::size_t>(
        std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

// TMPDIR pointed at a fresh directory while a test runs, so that the
// temporary files it counts are its own and not those of a test process
// running beside it.
class private_temp
{
public:
    private_temp()
    {
        if (auto old = std::getenv("TMPDIR"))
            old_ = old;
        ::setenv("TMPDIR", dir_.path.c_str(), 1);
    }
    ~private_temp()
    {
        if (old_)
            ::setenv("TMPDIR", old_->c_str(), 1);
        else
            ::unsetenv("TMPDIR");
    }
    private_temp(const private_temp&) = delete;
    private_temp& operator=(const private_temp&) = delete;

private:
    route::test::temp_dir dir_{"route-test-tmpdir"};
    std::optional<std::string> old_;
};

// The temporary files of file_upload_all.
std::set<fs::path>
temp_uploads()
{
    std::set<fs::path> out;
    for (auto& e : fs::directory_iterator(fs::temp_directory_path()))
        if (e.path().filename().string().starts_with("route-upload-"))
            out.insert(e.path());
    return out;
}

// Those seen by the handler of /all.
std::set<fs::path> seen_uploads;

std::string
describe(const route::file_info& i)
{
    return i.field_name + "|" + i.file_name + "|" + i.content_type;
}

// The routes, storing files in `dir`.
route::route
routes(const fs::path& dir)
{
    auto dest = [dir](const route::file_info& i) { return dir / ("stored-" + i.file_name); };
    auto stored = [](route::file_info i, fs::path p) {
        return complete(describe(i) + "|" + p.filename().string() + "|" + read_file(p));
    };
    return path("store")(post(store_uploaded_file("file", dest)(stored))) |
           path("limited")(post(with_size_limit(100)(store_uploaded_file("file", dest)(stored)))) |
           path("nowhere")(post(store_uploaded_file("file", [dir](const route::file_info&) {
               return dir / "missing-dir" / "f";
           })(stored))) |
           path("stream")(post(file_upload("file")(
               [](route::file_info i, route::byte_source src) -> boost::asio::awaitable<route::route> {
                   std::string out;
                   while (auto piece = co_await src.read())
                       out += *piece;
                   co_return complete(describe(i) + "|" + out);
               }))) |
           path("many")(post(store_uploaded_files("file", dest)(
               [](std::vector<std::pair<route::file_info, fs::path>> files) {
                   std::string out;
                   for (auto& [i, p] : files)
                       out += "[" + describe(i) + "|" + read_file(p) + "]";
                   return complete(out);
               }))) |
           path("all")(post(file_upload_all("file")(
               [](std::vector<std::pair<route::file_info, route::byte_source>> files)
                   -> boost::asio::awaitable<route::route> {
                   seen_uploads = temp_uploads();
                   std::string out;
                   for (auto& [i, src] : files)
                       out += "[" + describe(i) + "|" + co_await src.read_all() + "]";
                   co_return complete(out);
               })));
}

// `n` bytes of every value, in a scrambled order.
std::string
scrambled(std::size_t n)
{
    std::string s(n, '\0');
    std::uint32_t x = 12345;
    for (auto& c : s)
    {
        x = x * 1103515245u + 12345u;
        c = static_cast<char>(x >> 24);
    }
    return s;
}

// `s` cut in pieces of the sizes given, in turn.
std::vector<std::string>
cut(const std::string& s, const std::vector<std::size_t>& sizes)
{
    std::vector<std::string> out;
    for (std::size_t at = 0, i = 0; at < s.size(); ++i)
    {
        auto n = std::min(sizes[i % sizes.size()], s.size() - at);
        out.push_back(s.substr(at, n));
        at += n;
    }
    return out;
}

// A route that answers the content of the first file part of "file", read
// from its source, and notes the largest piece it came in.
route::route
piece_counter(std::size_t& largest)
{
    return path("count")(post(file_upload("file")(
        [&largest](route::file_info, route::byte_source src) -> boost::asio::awaitable<route::route> {
            std::string out;
            while (auto piece = co_await src.read())
            {
                largest = std::max(largest, piece->size());
                out += *piece;
            }
            co_return complete(out);
        })));
}

// A limit on the size of the files this process writes, while it lives:
// a write past it fails (EFBIG) instead of stopping the process.
class file_size_limit
{
public:
    explicit file_size_limit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &old_);
        sig_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit l = old_;
        l.rlim_cur = bytes;
        ok_ = ::setrlimit(RLIMIT_FSIZE, &l) == 0;
    }
    ~file_size_limit()
    {
        ::setrlimit(RLIMIT_FSIZE, &old_);
        std::signal(SIGXFSZ, sig_);
    }
    file_size_limit(const file_size_limit&) = delete;
    file_size_limit& operator=(const file_size_limit&) = delete;

    bool ok() const noexcept { return ok_; }

private:
    rlimit old_{};
    void (*sig_)(int) = nullptr;
    bool ok_ = false;
};

route::testkit::result
post_pieces(const std::string& target, std::vector<std::string> pieces, const route::route& r)
{
    return Post(target).with_header("Content-Type", content_type).with_streamed_body(
               std::move(pieces)) >>
           r;
}

const std::vector<part> sample = {
    {"note", std::nullopt, "a text field"},
    {"file", std::nullopt, "a field named file, not a file"},
    {"other", "o.txt", "another file"},
    {"file", "a.bin", "first\r\n--XyQ not a delimiter\r\n-XyZ\r\nend", "application/octet-stream"},
    {"file", "b.txt", "second"},
};

} // namespace

BOOST_AUTO_TEST_SUITE(testkit_upload)

BOOST_FIXTURE_TEST_CASE(store_uploaded_file_stores_the_first_file_part_cut_anywhere, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    auto body = multipart(sample);
    std::string expected =
        "file|a.bin|application/octet-stream|stored-a.bin|first\r\n--XyQ not a delimiter\r\n-XyZ\r\nend";
    BOOST_TEST((Post("/store", body).with_header("Content-Type", content_type) >> r).body() ==
               expected);
    for (std::size_t i = 0; i <= body.size(); ++i)
    {
        fs::remove(dir.path / "stored-a.bin");
        auto res = post_pieces("/store", {body.substr(0, i), body.substr(i)}, r);
        BOOST_TEST_REQUIRE(res.body() == expected, "cut at " << i);
    }
    std::vector<std::string> bytes;
    for (char c : body)
        bytes.emplace_back(1, c);
    BOOST_TEST(post_pieces("/store", bytes, r).body() == expected);
    BOOST_TEST(files_in(dir.path) == 1u);
}

BOOST_FIXTURE_TEST_CASE(a_large_part_in_pieces_of_any_size_is_stored_whole, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    auto data = scrambled(1024 * 1024 + 1234);
    auto body = multipart({{"file", "big.bin", data}});
    // sizes about those of the body's reads (64 KiB) and of the file's
    // writes (128 KiB)
    auto pieces = cut(body, {1, 7, 4095, 65535, 65536, 65537, 131071, 131072, 131073, 300000});
    BOOST_TEST(post_pieces("/store", pieces, r).status() == route::status::ok);
    BOOST_TEST((read_file(dir.path / "stored-big.bin") == data));
    // full of CRs, LFs and dashes: a piece often ends with what may begin
    // a delimiter, kept until the next piece shows it is content
    auto crlf = scrambled(1024 * 1024 + 99);
    for (std::size_t i = 0; i < crlf.size(); ++i)
        if (crlf[i] & 1)
            crlf[i] = "\r\n-"[i % 3];
    BOOST_TEST_REQUIRE(crlf.find("\r\n--XyZ") == std::string::npos);
    fs::remove(dir.path / "stored-big.bin");
    BOOST_TEST(post_pieces("/store", cut(multipart({{"file", "big.bin", crlf}}), {65536, 131072, 4097}),
                           r)
                   .status() == route::status::ok);
    BOOST_TEST((read_file(dir.path / "stored-big.bin") == crlf));
    // one byte at a time, for its first 200,000 bytes
    fs::remove(dir.path / "stored-big.bin");
    pieces = cut(body, {1});
    pieces.resize(200000);
    pieces.push_back(body.substr(200000));
    BOOST_TEST(post_pieces("/store", pieces, r).status() == route::status::ok);
    BOOST_TEST((read_file(dir.path / "stored-big.bin") == data));
}

BOOST_FIXTURE_TEST_CASE(a_file_source_gives_pieces_of_at_most_64_kib, route_test)
{
    for (std::size_t n : {100u * 1000, 1024u * 1024 + 5})
    {
        auto data = scrambled(n);
        auto body = multipart({{"file", "f", data}});
        std::size_t largest = 0;
        auto count = piece_counter(largest);
        // a body given whole, and streamed in pieces larger than 64 KiB
        BOOST_TEST((Post("/count", body).with_header("Content-Type", content_type) >> count)
                       .body() == data);
        BOOST_TEST((post_pieces("/count", cut(body, {200000}), count).body() == data));
        BOOST_TEST(largest <= 64u * 1024);
    }
}

BOOST_FIXTURE_TEST_CASE(a_write_that_fails_midway_is_500_and_the_file_removed, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto app = route::to_http_routes(routes(dir.path)).or_not_found();
    auto body = multipart({{"file", "big.bin", scrambled(3 * 1024 * 1024)}});
    auto pieces = cut(body, {65536});
    route::testkit::result res = [&] {
        file_size_limit limit(1024 * 1024);
        BOOST_TEST_REQUIRE(limit.ok());
        return Post("/store").with_header("Content-Type", content_type).with_streamed_body(pieces) >>
               app;
    }();
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(files_in(dir.path) == 0u);
}

BOOST_FIXTURE_TEST_CASE(file_upload_streams_the_first_file_part, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    auto body = multipart(sample);
    std::string expected = "file|a.bin|application/octet-stream|first\r\n--XyQ not a delimiter\r\n-XyZ\r\nend";
    BOOST_TEST((Post("/stream", body).with_header("Content-Type", content_type) >> r).body() ==
               expected);
    for (std::size_t i = 0; i <= body.size(); i += 7)
        BOOST_TEST(post_pieces("/stream", {body.substr(0, i), body.substr(i)}, r).body() ==
                   expected);
    // without a Content-Type, a part is text/plain
    BOOST_TEST(post_pieces("/stream", {multipart({{"file", "t", "x"}})}, r).body() ==
               "file|t|text/plain|x");
    // an empty file
    BOOST_TEST(post_pieces("/stream", {multipart({{"file", "e", ""}})}, r).body() ==
               "file|e|text/plain|");
}

BOOST_FIXTURE_TEST_CASE(store_uploaded_files_stores_every_file_part, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    auto body = multipart(sample);
    auto res = post_pieces("/many", {body.substr(0, 150), body.substr(150)}, r);
    BOOST_TEST(res.body() ==
               "[file|a.bin|application/octet-stream|first\r\n--XyQ not a delimiter\r\n-XyZ\r\nend]"
               "[file|b.txt|text/plain|second]");
    BOOST_TEST(files_in(dir.path) == 2u);
}

BOOST_FIXTURE_TEST_CASE(file_upload_all_buffers_the_parts_in_temporary_files, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    private_temp tmp;
    auto before = temp_uploads();
    auto body = multipart(sample);
    auto res = post_pieces("/all", {body.substr(0, 100), body.substr(100)}, r);
    BOOST_TEST(res.body() == "[file|a.bin|application/octet-stream|first\r\n"
                             "--XyQ not a delimiter\r\n-XyZ\r\nend][file|b.txt|text/plain|second]");
    std::vector<fs::path> made;
    for (auto& p : seen_uploads)
        if (!before.contains(p))
            made.push_back(p);
    BOOST_TEST(made.size() == 2u);
    // removed once the sources are gone
    for (auto& p : made)
        BOOST_TEST(!fs::exists(p), p);
}

BOOST_FIXTURE_TEST_CASE(file_upload_all_removes_its_files_when_the_body_breaks, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    private_temp tmp;
    auto before = temp_uploads();
    auto cut = multipart({{"file", "one", "1"}, {"file", "two", std::string(100, '2')}}, false);
    BOOST_TEST(post_pieces("/all", {cut.substr(0, 150), cut.substr(150)}, r).rejection() ==
               route::rejection(route::malformed_request_content_rejection{
                   "The multipart body has no close delimiter."}));
    for (auto& p : temp_uploads())
        BOOST_TEST(before.contains(p), p);
}

BOOST_FIXTURE_TEST_CASE(no_file_part_of_the_field_is_a_missing_field, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    // a part of that name without a file name does not count
    auto body = multipart({{"file", std::nullopt, "text"}, {"other", "f.txt", "x"}});
    for (auto target : {"/store", "/stream", "/many", "/all"})
        BOOST_TEST(post_pieces(target, {body}, r).rejection() ==
                       route::rejection(route::missing_form_field_rejection{"file"}),
                   target);
    BOOST_TEST(files_in(dir.path) == 0u);
}

BOOST_FIXTURE_TEST_CASE(a_request_that_is_not_multipart_is_unsupported, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    route::rejection expected =
        route::unsupported_request_content_type_rejection{{"multipart/form-data"}};
    for (auto target : {"/store", "/stream", "/many", "/all"})
    {
        BOOST_TEST((Post(target, std::string("a=1"))
                        .with_header("Content-Type", "application/x-www-form-urlencoded") >>
                    r)
                       .rejection() == expected);
        BOOST_TEST((Post(target, std::string("abc")) >> r).rejection() == expected);
    }
    // multipart without a boundary
    BOOST_TEST((Post("/store", std::string("abc"))
                    .with_header("Content-Type", "multipart/form-data") >>
                r)
                   .rejection() == route::rejection(route::malformed_request_content_rejection{
                                       "The multipart boundary is missing or too long."}));
}

BOOST_FIXTURE_TEST_CASE(over_the_size_limit_is_413_and_the_partial_file_removed, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto app = route::to_http_routes(routes(dir.path)).or_not_found();
    auto body = multipart({{"file", "big.bin", std::string(300, 'b')}});
    auto res = Post("/limited")
                   .with_header("Content-Type", content_type)
                   .with_streamed_body({body.substr(0, 90), body.substr(90, 60), body.substr(150)}) >>
               app;
    BOOST_TEST(res.status() == route::status::payload_too_large);
    BOOST_TEST(res.body() == "Request entity exceeds the configured limit of 100 bytes");
    BOOST_TEST(!fs::exists(dir.path / "stored-big.bin"));
    BOOST_TEST(files_in(dir.path) == 0u);
}

BOOST_FIXTURE_TEST_CASE(a_malformed_body_rejects_and_the_partial_file_is_removed, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto r = routes(dir.path);
    // the body ends inside the part
    auto cut = multipart({{"file", "cut.bin", std::string(200, 'c')}}, false);
    cut.resize(cut.size() - 10);
    auto res = post_pieces("/store", {cut.substr(0, 120), cut.substr(120)}, r);
    BOOST_TEST(res.rejection() == route::rejection(route::malformed_request_content_rejection{
                                      "The multipart body has no close delimiter."}));
    BOOST_TEST(files_in(dir.path) == 0u);
    // a broken delimiter line after the part
    auto broken = multipart({{"file", "b.bin", "data"}});
    broken.replace(broken.find("--XyZ--"), 7, "--XyZ!!");
    BOOST_TEST(post_pieces("/many", {broken}, r).rejection() ==
               route::rejection(route::malformed_request_content_rejection{
                   "The multipart body has a malformed delimiter line."}));
    BOOST_TEST(files_in(dir.path) == 0u);
}

BOOST_FIXTURE_TEST_CASE(a_body_broken_while_the_handler_reads_fails_with_400, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto app = route::to_http_routes(routes(dir.path)).or_not_found();
    auto cut = multipart({{"file", "cut.bin", std::string(200, 'c')}}, false);
    auto res = Post("/stream").with_header("Content-Type", content_type).with_streamed_body(
                   {cut.substr(0, 120), cut.substr(120)}) >>
               app;
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "The multipart body has no close delimiter.");
}

BOOST_FIXTURE_TEST_CASE(a_file_that_cannot_be_written_fails_with_500, route_test)
{
    route::test::temp_dir dir("route-test-upload");
    auto app = route::to_http_routes(routes(dir.path)).or_not_found();
    auto res = Post("/nowhere", multipart({{"file", "f", "x"}}))
                   .with_header("Content-Type", content_type) >>
               app;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(files_in(dir.path) == 0u);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace testkit_upload_test
