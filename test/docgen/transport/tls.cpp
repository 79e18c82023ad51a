//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/transport.hpp>

#include "support.hpp"
#include "../../support/tls.hpp"
#include <boost/asio/ssl/stream.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/test/unit_test.hpp>
#include <memory>
#include <string>

namespace transport_tls_test { // this file's own, apart from the other tests built with it

using namespace docgen_test;
namespace http = boost::beast::http;
namespace ssl = boost::asio::ssl;

namespace {

// A TLS server on 127.0.0.1 presenting `cert`: it answers each request
// with 200 and "secure <target> for <Host>", then closes.
struct tls_server
{
    explicit tls_server(const route::test::self_signed_certificate& cert)
        : ctx(std::make_shared<ssl::context>(route::test::server_context(cert))),
          srv([ctx = ctx](tcp::socket sock) -> net::awaitable<void> {
              ssl::stream<tcp::socket> s(std::move(sock), *ctx);
              auto [he] = co_await s.async_handshake(ssl::stream_base::server, use_tuple);
              if (he)
                  co_return;
              boost::beast::flat_buffer buf;
              http::request<http::string_body> req;
              auto [re, rn] = co_await http::async_read(s, buf, req, use_tuple);
              if (re)
                  co_return;
              http::response<http::string_body> res(http::status::ok, 11);
              res.set(http::field::connection, "close");
              res.body() = "secure " + std::string(req.target()) + " for " +
                           std::string(req[http::field::host]);
              res.prepare_payload();
              co_await http::async_write(s, res, use_tuple);
              co_await s.async_shutdown(use_tuple);
          })
    {
    }

    std::string url(const std::string& target, const std::string& host = "localhost") const
    {
        return srv.url(target, "https", host);
    }

    std::shared_ptr<ssl::context> ctx;
    raw_server srv;
};

struct outcome
{
    docgen::http_response response;
    boost::system::error_code ec;
    docgen::diagnostics diag;
};

outcome
send(const std::string& url, docgen::transport_options o)
{
    outcome out;
    out.response = docgen::transport(o).send(request("GET", url), out.ec, out.diag);
    return out;
}

docgen::transport_options
trusting(const route::test::self_signed_certificate& cert)
{
    return opts().ca(cert.cert_file().string()).connect(2s).total(2s);
}

} // namespace

BOOST_AUTO_TEST_SUITE(transport_tls)

BOOST_AUTO_TEST_CASE(https_with_the_ca_file_answers)
{
    route::test::self_signed_certificate cert;
    tls_server srv(cert);
    auto port = std::to_string(srv.srv.port());
    auto r = send(srv.url("/users/octocat?x=1"), trusting(cert));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.status == 200u);
    BOOST_TEST(r.response.body == "secure /users/octocat?x=1 for localhost:" + port);
}

BOOST_AUTO_TEST_CASE(https_to_an_address_checks_the_address)
{
    route::test::self_signed_certificate cert;
    tls_server srv(cert);
    auto r = send(srv.url("/", "127.0.0.1"), trusting(cert));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.status == 200u);
}

BOOST_AUTO_TEST_CASE(an_unknown_certificate_fails_with_the_reason)
{
    route::test::self_signed_certificate cert;
    tls_server srv(cert);
    auto port = std::to_string(srv.srv.port());
    std::string url = srv.url("/");
    auto r = send(url, opts().connect(2s).total(2s));
    BOOST_TEST(r.ec == docgen::error::tls_failed);
    std::string reason = X509_verify_cert_error_string(X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT);
    BOOST_TEST(r.diag.message == "GET " + url + ": the TLS handshake with localhost (127.0.0.1:" +
                                     port + ") failed: certificate verify failed: " + reason +
                                     " (certificate subject /CN=localhost, depth 0)");
}

BOOST_AUTO_TEST_CASE(a_certificate_for_another_name_fails)
{
    route::test::self_signed_certificate cert({"other.example"}, {}, "other.example");
    tls_server srv(cert);
    auto r = send(srv.url("/"), trusting(cert));
    BOOST_TEST(r.ec == docgen::error::tls_failed);
    BOOST_TEST(r.diag.message.ends_with(
        "failed: certificate verify failed: the certificate is not valid for localhost "
        "(certificate subject /CN=other.example, depth 0)"));
}

BOOST_AUTO_TEST_CASE(verification_can_be_turned_off)
{
    route::test::self_signed_certificate cert({"other.example"}, {}, "other.example");
    tls_server srv(cert);
    auto r = send(srv.url("/"), opts().total(2s).no_verify());
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.status == 200u);
}

BOOST_AUTO_TEST_CASE(a_missing_ca_file_is_named)
{
    route::test::self_signed_certificate cert;
    tls_server srv(cert);
    auto missing = (cert.dir() / "missing.pem").string();
    auto r = send(srv.url("/"), opts().ca(missing));
    BOOST_TEST(r.ec == docgen::error::tls_failed);
    BOOST_TEST(r.diag.message.find("failed: cannot load the CA file " + missing + " (") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_server_that_does_not_speak_tls_fails_the_handshake)
{
    echo_server srv;
    auto url = "https://127.0.0.1:" + std::to_string(srv.s.port()) + "/";
    auto r = send(url, opts().connect(2s).total(2s));
    BOOST_TEST(r.ec == docgen::error::tls_failed);
    BOOST_TEST(r.diag.message.starts_with("GET " + url + ": the TLS handshake with 127.0.0.1"));
}

BOOST_AUTO_TEST_CASE(a_silent_handshake_times_out_on_the_connect_timeout)
{
    raw_server srv(silent_for(2s));
    auto port = std::to_string(srv.port());
    std::string url = srv.url("/", "https", "localhost");
    auto start = std::chrono::steady_clock::now();
    auto r = send(url, opts().connect(200ms).total(5s));
    auto elapsed = std::chrono::steady_clock::now() - start;
    BOOST_TEST(r.ec == docgen::error::timeout);
    BOOST_TEST(r.diag.message == "GET " + url +
                                     ": timed out after 200 ms in the TLS handshake with "
                                     "localhost (127.0.0.1:" + port + ")");
    BOOST_TEST(elapsed < 800ms);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace transport_tls_test
