//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/coding.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include "../../support/brotli.hpp"
#include "../../support/zlib.hpp"
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace dsl_coding_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

using route::test::deflated;
using route::test::gzip;


std::string
big_text()
{
    std::string s;
    for (int i = 0; i < 200; ++i)
        s += "{\"id\":" + std::to_string(i) + ",\"name\":\"item number " + std::to_string(i) +
             "\"},";
    return s;
}

const std::string text = big_text();

auto encoded = encode_response(complete(text));

std::string
coding_of(const result& r)
{
    return r.has_header("Content-Encoding") ? r.header("Content-Encoding") : "identity";
}

std::string
negotiated(std::string_view accept)
{
    return coding_of(Get("/").with_header("Accept-Encoding", accept) >> encoded);
}

// the body as the inner route sees it
auto echo_body = extract([](const route::request_context& ctx) {
    return std::string(ctx.request().body());
})([](std::string b) { return complete(b); });

auto echo_headers = extract([](const route::request_context& ctx) {
    auto& h = ctx.request();
    return std::string(h.header("Content-Encoding").value_or("-")) + "|" +
           std::string(h.header("Content-Length").value_or("-")) + "|" +
           std::string(h.header("X-Other").value_or("-"));
})([](std::string b) { return complete(b); });

auto decoded = decode_request(echo_body);

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_coding)

BOOST_FIXTURE_TEST_CASE(gzip_and_deflate_round_trip_through_zlib, route_test)
{
    auto g = Get("/").with_header("Accept-Encoding", "gzip") >> encoded;
    BOOST_TEST(g.status() == route::status::ok);
    BOOST_TEST(g.header("Content-Encoding") == "gzip");
    BOOST_TEST(g.body().size() < text.size());
    BOOST_TEST(route::test::gunzip(g.body()) == text);
    auto d = Get("/").with_header("Accept-Encoding", "deflate") >> encoded;
    BOOST_TEST(d.header("Content-Encoding") == "deflate");
    BOOST_TEST(route::test::inflated(d.body()) == text);
}

BOOST_FIXTURE_TEST_CASE(brotli_round_trips_through_libbrotli, route_test)
{
    auto b = Get("/").with_header("Accept-Encoding", "gzip;q=0.8, br") >> encoded;
    BOOST_TEST(b.status() == route::status::ok);
    BOOST_TEST(b.header("Content-Encoding") == "br");
    BOOST_TEST(b.header("Vary") == "Accept-Encoding");
    BOOST_TEST(b.body().size() < text.size());
    BOOST_TEST(route::test::unbrotli(b.body()) == text);
    BOOST_TEST((Post("/").with_header("Content-Encoding", "br").with_body(route::test::brotli(text)) >>
                decoded).body() == text);
    // applied after gzip: decoded from the end
    BOOST_TEST((Post("/").with_header("Content-Encoding", "gzip, br")
                    .with_body(route::test::brotli(gzip(text))) >>
                decoded).body() == text);
}

BOOST_FIXTURE_TEST_CASE(negotiation_follows_q_values, route_test)
{
    BOOST_TEST(negotiated("gzip, deflate") == "gzip");
    BOOST_TEST(negotiated("deflate, gzip") == "gzip"); // tie: gzip first
    BOOST_TEST(negotiated("gzip;q=0.5, deflate") == "deflate");
    BOOST_TEST(negotiated("gzip;q=0.5") == "gzip");
    BOOST_TEST(negotiated("GZIP;Q=0.8, deflate;q=0.9") == "deflate");
    BOOST_TEST(negotiated("deflate;q=0.001") == "deflate");
    BOOST_TEST(negotiated("*") == "gzip");
    BOOST_TEST(negotiated("*;q=0.5, gzip;q=0.4") == "deflate");
    BOOST_TEST(negotiated("gzip;q=0, *") == "deflate");
    BOOST_TEST(negotiated("x-gzip") == "gzip");
    BOOST_TEST(negotiated("br, gzip;q=0.1") == "br");
    BOOST_TEST(negotiated("br;q=0.5, gzip;q=0.1") == "br");
    BOOST_TEST(negotiated("gzip, deflate, br") == "gzip"); // tie: br after them
    BOOST_TEST(negotiated("zstd, gzip;q=0.1") == "gzip");
    BOOST_TEST(negotiated("identity;q=1, gzip;q=0.5") == "identity");
    BOOST_TEST(negotiated("gzip;q=0.5;level=1") == "gzip");
}

BOOST_FIXTURE_TEST_CASE(nothing_acceptable_but_identity_is_identity, route_test)
{
    BOOST_TEST(coding_of(Get("/") >> encoded) == "identity");
    BOOST_TEST((Get("/") >> encoded).body() == text);
    BOOST_TEST(negotiated("") == "identity");
    BOOST_TEST(negotiated("zstd") == "identity");
    BOOST_TEST(negotiated("gzip;q=0, deflate;q=0") == "identity");
    BOOST_TEST(negotiated("identity") == "identity");
    BOOST_TEST(negotiated("zstd, *;q=0, identity") == "identity");
}

BOOST_FIXTURE_TEST_CASE(identity_forbidden_and_nothing_else_is_406, route_test)
{
    auto r = Get("/").with_header("Accept-Encoding", "zstd, identity;q=0") >> encoded;
    BOOST_TEST(r.rejection() == route::rejection(route::unaccepted_response_encoding_rejection{
                                    {"gzip", "deflate", "br", "identity"}}));
    auto s = Get("/").with_header("Accept-Encoding", "*;q=0") >> route::seal(encoded);
    BOOST_TEST(s.status() == route::status::not_acceptable);
    BOOST_TEST(s.body() == "Resource representation is only available with these "
                           "Content-Encodings:\ngzip\ndeflate\nbr\nidentity");
    // identity forbidden, gzip accepted: gzip
    BOOST_TEST(negotiated("identity;q=0, gzip") == "gzip");
}

BOOST_FIXTURE_TEST_CASE(malformed_accept_encoding_is_400, route_test)
{
    auto r = Get("/").with_header("Accept-Encoding", "gzip;q=2") >> encoded;
    auto p = std::get_if<route::malformed_header_rejection>(&r.rejection());
    BOOST_REQUIRE(p);
    BOOST_TEST(p->name == "Accept-Encoding");
    BOOST_TEST(p->message.find("q-value") != std::string::npos);
    auto s = Get("/").with_header("Accept-Encoding", "gzip;q=0.1234") >> encoded;
    BOOST_TEST(!s.handled());
    auto t = Get("/").with_header("Accept-Encoding", "gz ip") >> encoded;
    BOOST_TEST(!t.handled());
}

BOOST_FIXTURE_TEST_CASE(vary_is_added_once, route_test)
{
    auto plain = Get("/") >> encoded;
    BOOST_TEST(plain.header("Vary") == "Accept-Encoding");
    auto g = Get("/").with_header("Accept-Encoding", "gzip") >> encoded;
    BOOST_TEST(g.header("Vary") == "Accept-Encoding");
    auto with_vary = encode_response(respond_with_header("Vary", "Origin")(complete(text)));
    BOOST_TEST((Get("/") >> with_vary).header("Vary") == "Origin, Accept-Encoding");
    auto already = encode_response(respond_with_header("Vary", "origin, accept-encoding")(
        complete(text)));
    BOOST_TEST((Get("/") >> already).header("Vary") == "origin, accept-encoding");
    auto star = encode_response(respond_with_header("Vary", "*")(complete(text)));
    BOOST_TEST((Get("/") >> star).header("Vary") == "*");
    // nested: still once
    auto twice = encode_response(encode_response(complete(text)));
    auto t = Get("/").with_header("Accept-Encoding", "gzip") >> twice;
    BOOST_TEST(t.header("Vary") == "Accept-Encoding");
    BOOST_TEST(route::test::gunzip(t.body()) == text);
}

BOOST_FIXTURE_TEST_CASE(some_responses_are_left_alone, route_test)
{
    auto gz = [](auto inner) {
        return Get("/").with_header("Accept-Encoding", "gzip") >> encode_response(inner);
    };
    // small body
    auto small = gz(complete(std::string(encode_min_body_size - 1, 'a')));
    BOOST_TEST(coding_of(small) == "identity");
    BOOST_TEST(small.header("Vary") == "Accept-Encoding");
    BOOST_TEST(coding_of(gz(complete(std::string(encode_min_body_size, 'a')))) == "gzip");
    // already encoded
    auto pre = gz(respond_with_header("Content-Encoding", "br")(complete(text)));
    BOOST_TEST(pre.header("Content-Encoding") == "br");
    BOOST_TEST(pre.body() == text);
    // a status without a body
    BOOST_TEST(coding_of(gz(complete(route::status::no_content))) == "identity");
    // compressed media types
    for (auto type : {"image/png", "image/JPEG", "video/mp4", "audio/ogg", "application/zip",
                      "application/gzip; x=1"})
    {
        auto r = gz(complete(route::status::ok, {{"Content-Type", type}}, text));
        BOOST_TEST(r.header("Content-Type") == type);
        BOOST_TEST(coding_of(r) == "identity", type);
        BOOST_TEST(r.body() == text);
    }
    // rejections pass
    auto rej = Get("/").with_header("Accept-Encoding", "gzip") >> encode_response(reject());
    BOOST_TEST(!rej.handled());
}

BOOST_FIXTURE_TEST_CASE(encode_response_with_uses_the_first_without_header, route_test)
{
    auto only_gzip = encode_response_with(route::coder::gzip)(complete(text));
    auto r = Get("/") >> only_gzip;
    BOOST_TEST(r.header("Content-Encoding") == "gzip");
    BOOST_TEST(route::test::gunzip(r.body()) == text);
    auto d = Get("/").with_header("Accept-Encoding", "deflate") >> only_gzip;
    BOOST_TEST(d.rejection() ==
               route::rejection(route::unaccepted_response_encoding_rejection{{"gzip"}}));
    auto both = encode_response_with(route::coder::deflate, route::coder::gzip)(complete(text));
    BOOST_TEST(coding_of(Get("/") >> both) == "deflate");
    BOOST_TEST(coding_of(Get("/").with_header("Accept-Encoding", "gzip, deflate") >> both) ==
               "deflate");
    BOOST_TEST(coding_of(Get("/").with_header("Accept-Encoding", "gzip") >> both) == "gzip");
    auto with_identity =
        encode_response_with(route::coder::gzip, route::coder::identity)(complete(text));
    BOOST_TEST(coding_of(Get("/").with_header("Accept-Encoding", "br") >> with_identity) ==
               "identity");
    auto br = encode_response_with(route::coder::brotli)(complete(text));
    auto b = Get("/") >> br;
    BOOST_TEST(b.header("Content-Encoding") == "br");
    BOOST_TEST(route::test::unbrotli(b.body()) == text);
    BOOST_TEST(coding_of(Get("/").with_header("Accept-Encoding", "gzip, *") >> br) == "br");
}

BOOST_FIXTURE_TEST_CASE(decode_request_decodes_gzip_deflate_and_identity, route_test)
{
    BOOST_TEST((Post("/").with_header("Content-Encoding", "gzip").with_body(gzip(text)) >>
                decoded).body() == text);
    BOOST_TEST((Post("/").with_header("Content-Encoding", "x-gzip").with_body(gzip(text)) >>
                decoded).body() == text);
    BOOST_TEST((Post("/").with_header("Content-Encoding", "Deflate").with_body(deflated(text)) >>
                decoded).body() == text);
    BOOST_TEST((Post("/").with_header("Content-Encoding", "identity").with_body("plain") >>
                decoded).body() == "plain");
    BOOST_TEST((Post("/").with_body("plain") >> decoded).body() == "plain");
    // concatenated gzip members are one body
    BOOST_TEST((Post("/").with_header("Content-Encoding", "gzip").with_body(gzip("ab") + gzip("cd")) >>
                decoded).body() == "abcd");
}

BOOST_FIXTURE_TEST_CASE(the_inner_route_sees_no_content_encoding, route_test)
{
    auto r = Post("/")
                 .with_header("Content-Encoding", "gzip")
                 .with_header("Content-Length", "12")
                 .with_header("X-Other", "kept")
                 .with_body(gzip(text)) >>
             decode_request(echo_headers);
    BOOST_TEST(r.body() == "-|-|kept");
    auto plain = Post("/").with_header("X-Other", "kept").with_body("x") >>
                 decode_request(echo_headers);
    BOOST_TEST(plain.body() == "-|-|kept");
}

BOOST_FIXTURE_TEST_CASE(a_list_is_decoded_from_its_end, route_test)
{
    auto twice = gzip(deflated(text));
    BOOST_TEST((Post("/").with_header("Content-Encoding", "deflate, gzip").with_body(twice) >>
                decoded).body() == text);
    BOOST_TEST((Post("/").with_header("Content-Encoding", "gzip, identity").with_body(gzip(text)) >>
                decoded).body() == text);
    // two fields are one list
    auto two = Post("/")
                   .add_header("Content-Encoding", "deflate")
                   .add_header("Content-Encoding", "gzip")
                   .with_body(twice) >>
               decoded;
    BOOST_TEST(two.body() == text);
    // the wrong order does not decode
    auto wrong = Post("/").with_header("Content-Encoding", "gzip, deflate").with_body(twice) >>
                 decoded;
    BOOST_TEST(wrong.status() == route::status::bad_request);
    BOOST_TEST(wrong.body() == "The request's encoding is corrupt");
}

BOOST_FIXTURE_TEST_CASE(an_unknown_coding_is_400, route_test)
{
    auto r = Post("/").with_header("Content-Encoding", "zstd").with_body("x") >> decoded;
    BOOST_TEST(r.rejection() == route::rejection(route::unsupported_request_encoding_rejection{
                                    {"gzip", "deflate", "br", "identity"}}));
    auto s = Post("/").with_header("Content-Encoding", "gzip, zstd").with_body("x") >>
             route::seal(decoded);
    BOOST_TEST(s.status() == route::status::bad_request);
    BOOST_TEST(s.body() == "The request's Content-Encoding is not supported. Expected:\n"
                           "gzip or deflate or br or identity");
    // decode_request_with: only the codings given; none is identity
    auto only = decode_request_with(route::coder::gzip)(echo_body);
    BOOST_TEST((Post("/").with_header("Content-Encoding", "gzip").with_body(gzip("a")) >> only)
                   .body() == "a");
    BOOST_TEST((Post("/").with_header("Content-Encoding", "deflate").with_body(deflated("a")) >>
                only)
                   .rejection() ==
               route::rejection(route::unsupported_request_encoding_rejection{{"gzip"}}));
    BOOST_TEST((Post("/").with_body("a") >> only).rejection() ==
               route::rejection(route::unsupported_request_encoding_rejection{{"gzip"}}));
}

// pekko's CodingDirectivesSpec, "reject the request content if it has
// encoding 'gzip' but is corrupt" and "reject truncated gzip request
// content": an IllegalRequestException, 400 with its summary only
BOOST_FIXTURE_TEST_CASE(a_corrupt_body_is_400, route_test)
{
    auto g = gzip(text);
    for (std::string bad : {std::string("\x00\x01\x02", 3), std::string("not gzip at all"),
                            g.substr(0, g.size() / 2), g.substr(0, g.size() - 2),
                            g + "trailing junk"})
    {
        auto r = Post("/").with_header("Content-Encoding", "gzip").with_body(bad) >> decoded;
        BOOST_TEST(r.status() == route::status::bad_request);
        BOOST_TEST(r.body() == "The request's encoding is corrupt");
        BOOST_TEST((Post("/").with_header("Content-Encoding", "gzip").with_body(bad) >>
                    route::seal(decoded))
                       .body() == "The request's encoding is corrupt");
    }
    for (std::string bad : {deflated(text) + "x", gzip(text)})
    {
        auto d = Post("/").with_header("Content-Encoding", "deflate").with_body(bad) >> decoded;
        BOOST_TEST(d.status() == route::status::bad_request);
        BOOST_TEST(d.body() == "The request's encoding is corrupt");
    }
    // the same for br: not Brotli, cut short, followed by other data
    auto b = route::test::brotli(text);
    for (std::string bad : {std::string("\xff\xff\xff\xff not br", 11), gzip(text),
                            b.substr(0, b.size() / 2), b + "trailing junk"})
    {
        auto r = Post("/").with_header("Content-Encoding", "br").with_body(bad) >>
                 route::seal(decoded);
        BOOST_TEST(r.status() == route::status::bad_request);
        BOOST_TEST(r.body() == "The request's encoding is corrupt");
    }
}

// the failure says what the decoder found, for the log
BOOST_FIXTURE_TEST_CASE(a_corrupt_body_fails_with_the_decoders_message, route_test)
{
    route::exception_handler seen([](std::exception_ptr e) -> std::optional<route::route> {
        try
        {
            std::rethrow_exception(e);
        }
        catch (const route::entity_error& x)
        {
            bool ok = x.code() == route::make_error_code(route::error::entity_corrupt) &&
                      x.text() == "The request's encoding is corrupt" && !x.detail().empty() &&
                      std::string(x.what()).starts_with(x.text() + ": " + x.detail());
            return route::route(complete(ok ? "detail: " + x.detail() : std::string("wrong")));
        }
        catch (...)
        {
            return route::route(complete("another exception"));
        }
    });
    auto r = Post("/").with_header("Content-Encoding", "gzip").with_body("not gzip at all") >>
             handle_exceptions(seen)(decoded);
    BOOST_TEST(r.body().starts_with("detail: "), r.body());
}

BOOST_FIXTURE_TEST_CASE(request_encoded_with_checks_the_first_coding, route_test)
{
    auto r = request_encoded_with(route::coder::gzip)(complete("gzip"));
    BOOST_TEST((Post("/").with_header("Content-Encoding", "gzip").with_body("x") >> r).body() ==
               "gzip");
    BOOST_TEST((Post("/").with_header("Content-Encoding", "X-GZIP").with_body("x") >> r).body() ==
               "gzip");
    auto no = Post("/").with_header("Content-Encoding", "deflate").with_body("x") >> r;
    BOOST_TEST(no.rejection() ==
               route::rejection(route::unsupported_request_encoding_rejection{{"gzip"}}));
    BOOST_TEST(route::default_rejection_response(no.rejections()).status == route::status::bad_request);
    BOOST_TEST((Post("/").with_body("x") >> r).rejection() ==
               route::rejection(route::unsupported_request_encoding_rejection{{"gzip"}}));
    // without the field: identity
    BOOST_TEST((Post("/").with_body("x") >> request_encoded_with(route::coder::identity)(
                                              complete("plain")))
                   .body() == "plain");
}

BOOST_FIXTURE_TEST_CASE(response_encoding_accepted_checks_accept_encoding, route_test)
{
    auto r = response_encoding_accepted(route::coder::gzip)(complete("gzip"));
    BOOST_TEST((Get("/") >> r).body() == "gzip"); // no field: anything
    BOOST_TEST((Get("/").with_header("Accept-Encoding", "deflate, gzip;q=0.5") >> r).body() ==
               "gzip");
    BOOST_TEST((Get("/").with_header("Accept-Encoding", "*") >> r).body() == "gzip");
    for (const char* refused : {"deflate", "gzip;q=0", "*;q=0", "identity"})
    {
        auto no = Get("/").with_header("Accept-Encoding", refused) >> r;
        BOOST_TEST(no.rejection() ==
                       route::rejection(route::unaccepted_response_encoding_rejection{{"gzip"}}),
                   refused);
        BOOST_TEST(route::default_rejection_response(no.rejections()).status ==
                   route::status::not_acceptable);
    }
    auto bad = Get("/").with_header("Accept-Encoding", "gzip;q=x") >> r;
    BOOST_TEST(std::holds_alternative<route::malformed_header_rejection>(bad.rejection()));
    // identity is accepted unless forbidden
    auto id = response_encoding_accepted(route::coder::identity)(complete("plain"));
    BOOST_TEST((Get("/").with_header("Accept-Encoding", "gzip") >> id).body() == "plain");
    BOOST_TEST(!(Get("/").with_header("Accept-Encoding", "gzip, identity;q=0") >> id).handled());
}

BOOST_FIXTURE_TEST_CASE(a_bomb_stops_at_the_limit_with_413, route_test)
{
    // 64 MiB of zeros: some 64 KB of gzip, far beyond the 8 MiB default
    std::string zeros(64 * 1024 * 1024, '\0');
    auto bomb = gzip(zeros);
    zeros = std::string();
    BOOST_TEST(bomb.size() < 100 * 1024);
    auto r = Post("/").with_header("Content-Encoding", "gzip").with_body(bomb) >> decoded;
    BOOST_TEST(r.rejection() == route::rejection(route::request_entity_too_large_rejection{
                                    std::nullopt, 8 * 1024 * 1024}));
    auto s = Post("/").with_header("Content-Encoding", "gzip").with_body(bomb) >>
             route::seal(decoded);
    BOOST_TEST(s.status() == route::status::payload_too_large);
    BOOST_TEST(s.body() == "Request entity exceeds the configured limit of 8388608 bytes");
}

BOOST_FIXTURE_TEST_CASE(decoding_stops_exactly_at_the_limit, route_test)
{
    std::string out, message;
    using route::dsl::detail::decode_body;
    using route::dsl::detail::decode_status;
    auto g = gzip(text);
    BOOST_TEST((decode_body(route::coder::gzip, g, text.size(), out, message) ==
                decode_status::ok));
    BOOST_TEST(out == text);
    BOOST_TEST((decode_body(route::coder::gzip, g, text.size() - 1, out, message) ==
                decode_status::too_large));
    BOOST_TEST(out.empty());
    BOOST_TEST((decode_body(route::coder::identity, "abc", 2, out, message) ==
                decode_status::too_large));
    BOOST_TEST((decode_body(route::coder::deflate, "", 0, out, message) == decode_status::ok));
    auto b = route::test::brotli(text);
    BOOST_TEST((decode_body(route::coder::brotli, b, text.size(), out, message) ==
                decode_status::ok));
    BOOST_TEST(out == text);
    BOOST_TEST((decode_body(route::coder::brotli, b, text.size() - 1, out, message) ==
                decode_status::too_large));
    BOOST_TEST(out.empty());
    // a Brotli bomb: 64 MiB of zeros in a few KB, stopped at the limit
    std::string zeros(64 * 1024 * 1024, '\0');
    auto bomb = route::test::brotli(zeros, 1);
    zeros = std::string();
    BOOST_TEST(bomb.size() < 64 * 1024);
    BOOST_TEST((decode_body(route::coder::brotli, bomb, 1024 * 1024, out, message) ==
                decode_status::too_large));
}

BOOST_FIXTURE_TEST_CASE(the_decoded_body_lives_as_long_as_a_pending_result, route_test)
{
    auto pending = decode_request(extract([](const route::request_context& ctx) {
        return ctx.request().body();
    })([](std::string_view b) -> boost::asio::awaitable<route::route> {
        // suspended: the route's call has returned a pending result
        co_await boost::asio::post(co_await boost::asio::this_coro::executor,
                                   boost::asio::use_awaitable);
        co_return complete(std::string(b));
    }));
    auto r = Post("/").with_header("Content-Encoding", "gzip").with_body(gzip(text)) >> pending;
    BOOST_TEST(r.body() == text);
}

// A file body (get_from_file) is encoded when it fits in memory, its
// strong ETag made weak; a range of it (206) keeps the identity coding.
BOOST_FIXTURE_TEST_CASE(file_bodies_encoded_and_ranges_left_alone, route_test)
{
    namespace fs = std::filesystem;
    fs::path p = fs::temp_directory_path() /
                 ("route-dsl-coding-" + std::to_string(::getpid()) + ".json");
    {
        std::ofstream out(p, std::ios::binary);
        out << text;
    }
    auto files = encode_response(get_from_file(p.string()));
    auto g = Get("/").with_header("Accept-Encoding", "gzip") >> files;
    auto plain = Get("/") >> files;
    auto part = Get("/").with_header("Accept-Encoding", "gzip").with_header("Range", "bytes=0-99") >>
                files;
    std::error_code ec;
    fs::remove(p, ec);

    BOOST_TEST(g.status() == route::status::ok);
    BOOST_TEST(g.header("Content-Encoding") == "gzip");
    BOOST_TEST(route::test::gunzip(g.body()) == text);
    BOOST_TEST(g.header("ETag").starts_with("W/\""));
    BOOST_TEST(g.header("Vary") == "Accept-Encoding");

    BOOST_TEST(coding_of(plain) == "identity");
    BOOST_TEST(plain.body() == text);
    BOOST_TEST(plain.header("ETag").starts_with("\""));

    BOOST_TEST(part.status() == route::status::partial_content);
    BOOST_TEST(coding_of(part) == "identity");
    BOOST_TEST(part.body() == text.substr(0, 100));
}

BOOST_FIXTURE_TEST_CASE(precompressed_media_types_get_their_content_encoding, route_test)
{
    // pekko-http's example: an SVG image stored gzipped (large enough for
    // encode_response to compress it, were it not gzipped already)
    std::string svg = "<svg>";
    for (unsigned x = 1; svg.size() < 4000; x = x * 1103515245u + 12345u)
        svg += std::to_string(x % 1000) + ' ';
    svg += "</svg>";
    std::string svgz = route::test::gzip(svg);
    BOOST_TEST_REQUIRE(svgz.size() > encode_min_body_size);
    auto dir = std::filesystem::temp_directory_path() / ("route-svgz-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "logo.svgz", std::ios::binary) << svgz;
    std::ofstream(dir / "logo.svg", std::ios::binary) << svg;

    // tag::precompressed[]
    auto files = with_precompressed_media_type_support(get_from_directory(dir.string()));
    auto r = Get("/logo.svgz") >> files;
    BOOST_TEST(r.header("Content-Encoding") == "gzip");
    BOOST_TEST(r.header("Content-Type") == "image/svg+xml");
    // end::precompressed[]
    BOOST_TEST(r.body() == svgz);
    // not a gzipped media type: left alone
    BOOST_TEST(!(Get("/logo.svg") >> files).has_header("Content-Encoding"));
    // get_from_directory says it by itself (pekko-http's getFromFile has
    // the directive inside), and encode_response does not compress it again
    auto plain = Get("/logo.svgz").with_header("Accept-Encoding", "gzip") >>
                 encode_response(get_from_directory(dir.string()));
    BOOST_TEST(plain.header("Content-Encoding") == "gzip");
    BOOST_TEST(plain.body() == svgz);

    // a response of the route's own marked as gzipped
    auto own = with_precompressed_media_type_support(map_response([svgz](route::response res) {
        res.gzipped_media_type = true;
        return res;
    })(complete(svgz)));
    BOOST_TEST((Get("/") >> own).header("Content-Encoding") == "gzip");
    // a Content-Encoding set already stays
    auto set = with_precompressed_media_type_support(map_response([](route::response res) {
        res.gzipped_media_type = true;
        res.headers.push_back({"Content-Encoding", "identity"});
        return res;
    })(complete(svgz)));
    BOOST_TEST((Get("/") >> set).header("Content-Encoding") == "identity");
    std::filesystem::remove_all(dir);
}

// HTTP's grammar (RFC 9110 5.6.6, 12.4.2): every parameter must parse, in
// Accept-Encoding as in the other Accept fields; a quoted string may hold a comma
BOOST_FIXTURE_TEST_CASE(accept_encoding_is_read_as_rfc_9110_has_it, route_test)
{
    auto r = Get("/").with_header("Accept-Encoding", "gzip;level") >> encoded;
    auto p = std::get_if<route::malformed_header_rejection>(&r.rejection());
    BOOST_REQUIRE(p);
    BOOST_TEST(p->name == "Accept-Encoding");
    BOOST_TEST(p->message == "invalid parameter in 'gzip;level'");
    auto t = Get("/").with_header("Accept-Encoding", "gz ip") >> encoded;
    p = std::get_if<route::malformed_header_rejection>(&t.rejection());
    BOOST_REQUIRE(p);
    BOOST_TEST(p->message == "invalid content coding 'gz ip'");
    BOOST_TEST(negotiated("deflate;x=\"a, gzip\", gzip;q=0.5") == "deflate");
    BOOST_TEST(negotiated("gzip;Q=0, deflate") == "deflate");
    BOOST_TEST(negotiated(" , gzip ,, ") == "gzip");
    BOOST_TEST(negotiated("br;level=4;q=0.9, gzip;q=0.8") == "br");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_coding_test
