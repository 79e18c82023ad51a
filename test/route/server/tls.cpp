//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// HTTPS over real sockets, with certificates made when the tests start
// (test/support/tls.hpp): what is offered (versions, ciphers, ALPN,
// resumption), client certificates, reloading the certificate, and clients
// that do not finish, or do not speak, TLS.

#include <route/server.hpp>
#include <route/server/detail/tls_context.hpp>
#include <route/server/detail/tls_session.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include "../../support/running_server.hpp"
#include "../../support/temp_dir.hpp"
#include "../../support/tls.hpp"
#include <boost/asio/connect.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <boost/test/unit_test.hpp>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace server_tls_test { // this file's own, apart from the other tests built with it

namespace net = boost::asio;
namespace ssl = boost::asio::ssl;
namespace http = boost::beast::http;
namespace fs = std::filesystem;
using namespace route::dsl;
using namespace std::chrono_literals;
using tcp = net::ip::tcp;

namespace {

// The path of one of the test certificates or keys (test/support/tls.hpp
// lists them), made once for the whole run.
std::string
fixture(const std::string& name)
{
    static const route::test::test_pki pki;
    return pki.file(name);
}

route::http_app
app()
{
    auto echo = [](route::websocket& ws) -> net::awaitable<void> {
        while (auto m = co_await ws.receive())
            co_await ws.send(std::move(*m));
    };
    route::route r = path("scheme")(extract_scheme([](std::string s) { return complete(s); })) |
                     path("me")(extract_client_certificate([](route::client_certificate c) {
                         return complete(c.subject() + "\n" + c.issuer() + "\n" +
                                         c.serial_number() + "\n" +
                                         (c.not_before() < std::chrono::system_clock::now() &&
                                                  c.not_after() > std::chrono::system_clock::now()
                                              ? "valid"
                                              : "not valid") +
                                         "\n" + c.pem());
                     })) |
                     path("ws")(handle_websocket_messages(echo)) |
                     path("hello")(complete("hi"));
    return route::to_http_routes(r).or_not_found();
}

// The test server's TLS options: its certificate and key, client
// certificates as given.
route::tls_options
tls(std::string cert, std::string key, std::optional<std::string> ca = std::nullopt,
    route::client_certificate_mode mode = route::client_certificate_mode::none)
{
    route::tls_options t;
    t.certificate_chain_file = std::move(cert);
    t.private_key_file = std::move(key);
    t.client_ca_file = std::move(ca);
    t.client_certificate = mode;
    return t;
}

route::server_options
tls_options(route::tls_options t = tls(fixture("server.pem"), fixture("server.key")))
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 1;
    o.tls = std::move(t);
    return o;
}

struct running : route::test::running_server
{
    explicit running(route::server_options o = tls_options()) : running_server(app(), std::move(o))
    {
    }
};

// A TLS client of 127.0.0.1 that trusts the test CA; every operation gives
// up after a deadline.
class tls_client
{
public:
    using configure = std::function<void(ssl::context&, SSL*)>;

    // `f` is called with the context before the connection's SSL is made
    // (SSL null), then with both
    explicit tls_client(unsigned short port, const configure& f = {})
        : ctx_(make_context(f)), stream_(ioc_, ctx_)
    {
        if (f)
            f(ctx_, stream_.native_handle());
        SSL_set_tlsext_host_name(stream_.native_handle(), "localhost");
        stream_.next_layer().connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    }

    boost::system::error_code handshake()
    {
        boost::system::error_code result = net::error::timed_out;
        stream_.async_handshake(ssl::stream_base::client,
                                [&](boost::system::error_code ec) { result = ec; });
        run(5s);
        return result;
    }

    http::response<http::string_body> get(const std::string& target)
    {
        http::request<http::string_body> req(http::verb::get, target, 11);
        req.set(http::field::host, "localhost");
        boost::system::error_code result = net::error::timed_out;
        http::async_write(stream_, req, [&](boost::system::error_code ec, std::size_t) { result = ec; });
        run(5s);
        if (result)
            throw std::runtime_error("cannot send: " + result.message());
        http::response<http::string_body> res;
        result = net::error::timed_out;
        http::async_read(stream_, buf_, res,
                         [&](boost::system::error_code ec, std::size_t) { result = ec; });
        run(5s);
        if (result)
            throw std::runtime_error("no response: " + result.message());
        return res;
    }

    SSL* native() { return stream_.native_handle(); }
    ssl::stream<tcp::socket>& stream() { return stream_; }

    // The organization of the server's certificate.
    std::string peer_organization()
    {
        X509* cert = SSL_get1_peer_certificate(native());
        if (!cert)
            return {};
        char buf[256] = {};
        X509_NAME_get_text_by_NID(X509_get_subject_name(cert), NID_organizationName, buf, sizeof buf);
        X509_free(cert);
        return buf;
    }

    void run(std::chrono::milliseconds limit)
    {
        ioc_.restart();
        ioc_.run_for(limit);
        if (!ioc_.stopped())
        {
            stream_.next_layer().cancel();
            ioc_.restart();
            ioc_.run();
        }
    }

private:
    static ssl::context make_context(const configure& f)
    {
        ssl::context c(ssl::context::tls_client);
        c.load_verify_file(fixture("ca.pem"));
        c.set_verify_mode(ssl::verify_peer);
        if (f)
            f(c, nullptr);
        return c;
    }

    net::io_context ioc_;
    ssl::context ctx_;
    ssl::stream<tcp::socket> stream_;
    boost::beast::flat_buffer buf_;
};

tls_client::configure
with_certificate(const std::string& name)
{
    return [name](ssl::context& c, SSL* s) {
        if (s)
            return;
        c.use_certificate_chain_file(fixture(name + ".pem"));
        c.use_private_key_file(fixture(name + ".key"), ssl::context::pem);
    };
}

// True when the server refuses the client's certificate (or its lack of
// one): with TLS 1.3 the refusal may come after the client's handshake,
// with the first request.
bool
refused(tls_client& c)
{
    if (c.handshake().failed())
        return true;
    try
    {
        c.get("/hello");
        return false;
    }
    catch (const std::exception&)
    {
        return true;
    }
}

// A TLS client whose records go through memory (OpenSSL's memory BIOs)
// over a plain TCP client: the test decides which encrypted bytes reach
// the server, and when.
class memory_tls_client
{
public:
    explicit memory_tls_client(unsigned short port) : tcp_(port)
    {
        SSL_CTX_load_verify_locations(ctx_.get(), fixture("ca.pem").c_str(), nullptr);
        SSL_CTX_set_verify(ctx_.get(), SSL_VERIFY_PEER, nullptr);
        ssl_.reset(SSL_new(ctx_.get()));
        in_ = BIO_new(BIO_s_mem());
        out_ = BIO_new(BIO_s_mem());
        SSL_set_bio(ssl_.get(), in_, out_); // the SSL owns both
        SSL_set_connect_state(ssl_.get());
        SSL_set_tlsext_host_name(ssl_.get(), "localhost");
    }

    bool handshake()
    {
        for (;;)
        {
            int r = SSL_do_handshake(ssl_.get());
            tcp_.send(take_output());
            if (r == 1)
                return true;
            if (SSL_get_error(ssl_.get(), r) != SSL_ERROR_WANT_READ || !receive())
                return false;
        }
    }

    // The records carrying `plain`, not sent yet.
    std::string encrypt(const std::string& plain)
    {
        BOOST_REQUIRE(SSL_write(ssl_.get(), plain.data(), static_cast<int>(plain.size())) ==
                      static_cast<int>(plain.size()));
        return take_output();
    }

    void send_raw(const std::string& bytes) { tcp_.send(bytes); }

    // The plaintext received until it holds `marker`, the connection
    // closes or 5 s pass.
    std::string read_until(const std::string& marker)
    {
        std::string plain;
        char chunk[4096];
        while (plain.find(marker) == std::string::npos)
        {
            int n = SSL_read(ssl_.get(), chunk, sizeof chunk);
            if (n > 0)
                plain.append(chunk, static_cast<std::size_t>(n));
            else if (SSL_get_error(ssl_.get(), n) != SSL_ERROR_WANT_READ || !receive())
                break;
        }
        return plain;
    }

private:
    std::string take_output()
    {
        std::string bytes(static_cast<std::size_t>(BIO_ctrl_pending(out_)), '\0');
        if (!bytes.empty())
            BIO_read(out_, bytes.data(), static_cast<int>(bytes.size()));
        return bytes;
    }

    bool receive()
    {
        auto bytes = tcp_.read_some(5s);
        if (bytes.empty())
            return false;
        BIO_write(in_, bytes.data(), static_cast<int>(bytes.size()));
        return true;
    }

    struct free_ctx
    {
        void operator()(SSL_CTX* c) const noexcept { SSL_CTX_free(c); }
    };
    struct free_ssl
    {
        void operator()(SSL* s) const noexcept { SSL_free(s); }
    };

    route::test::client tcp_;
    std::unique_ptr<SSL_CTX, free_ctx> ctx_{SSL_CTX_new(TLS_client_method())};
    std::unique_ptr<SSL, free_ssl> ssl_;
    BIO* in_ = nullptr;
    BIO* out_ = nullptr;
};

// The number of file descriptors this process has open.
std::size_t
open_files()
{
    std::size_t n = 0;
    for ([[maybe_unused]] auto const& e : fs::directory_iterator("/proc/self/fd"))
        ++n;
    return n;
}

void
copy(const std::string& from, const fs::path& to)
{
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
}

} // namespace

BOOST_AUTO_TEST_SUITE(server_tls)

BOOST_AUTO_TEST_CASE(https_is_served_with_keep_alive_and_its_scheme)
{
    running srv;
    tls_client c(srv.s.port());
    BOOST_TEST_REQUIRE(!c.handshake());
    auto r = c.get("/hello");
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "hi");
    BOOST_TEST(r.keep_alive());
    BOOST_TEST(c.get("/scheme").body() == "https"); // the same connection
    BOOST_TEST(c.peer_organization() == "route tests");
}

BOOST_AUTO_TEST_CASE(tls_1_3_is_offered)
{
    running srv;
    tls_client c(srv.s.port());
    BOOST_TEST_REQUIRE(!c.handshake());
    BOOST_TEST(std::string(SSL_get_version(c.native())) == "TLSv1.3");
}

BOOST_AUTO_TEST_CASE(tls_1_2_uses_ecdhe_with_an_aead_cipher)
{
    running srv;
    tls_client c(srv.s.port(), [](ssl::context& ctx, SSL*) {
        SSL_CTX_set_max_proto_version(ctx.native_handle(), TLS1_2_VERSION);
    });
    BOOST_TEST_REQUIRE(!c.handshake());
    BOOST_TEST(std::string(SSL_get_version(c.native())) == "TLSv1.2");
    std::string cipher = SSL_get_cipher_name(c.native());
    BOOST_TEST(cipher.starts_with("ECDHE-"), cipher);
    BOOST_TEST((cipher.find("GCM") != std::string::npos ||
                cipher.find("CHACHA20") != std::string::npos),
               cipher);
}

BOOST_AUTO_TEST_CASE(older_versions_and_weak_ciphers_are_refused)
{
    running srv;
    tls_client old(srv.s.port(), [](ssl::context& ctx, SSL*) {
        SSL_CTX_set_security_level(ctx.native_handle(), 0);
        SSL_CTX_set_min_proto_version(ctx.native_handle(), TLS1_VERSION);
        SSL_CTX_set_max_proto_version(ctx.native_handle(), TLS1_1_VERSION);
    });
    BOOST_TEST(old.handshake().failed());
    // TLS 1.2 with CBC ciphers only, or without ECDHE
    for (const char* ciphers : {"ECDHE-RSA-AES128-SHA:ECDHE-RSA-AES256-SHA", "AES128-GCM-SHA256",
                                "DHE-RSA-AES128-GCM-SHA256"})
    {
        tls_client c(srv.s.port(), [ciphers](ssl::context& ctx, SSL*) {
            SSL_CTX_set_max_proto_version(ctx.native_handle(), TLS1_2_VERSION);
            SSL_CTX_set_cipher_list(ctx.native_handle(), ciphers);
        });
        BOOST_TEST(c.handshake().failed(), ciphers);
    }
    // the server goes on serving
    tls_client c(srv.s.port());
    BOOST_TEST_REQUIRE(!c.handshake());
    BOOST_TEST(c.get("/hello").body() == "hi");
}

// h2 first (server_options::http2 is on by default, doc/route/http2.adoc)
BOOST_AUTO_TEST_CASE(alpn_prefers_h2_to_http_1_1)
{
    running srv;
    tls_client c(srv.s.port(), [](ssl::context&, SSL* s) {
        if (s)
        {
            static const unsigned char offer[] = "\x02h2\x08http/1.1";
            SSL_set_alpn_protos(s, offer, sizeof offer - 1);
        }
    });
    BOOST_TEST_REQUIRE(!c.handshake());
    const unsigned char* p = nullptr;
    unsigned n = 0;
    SSL_get0_alpn_selected(c.native(), &p, &n);
    BOOST_TEST(std::string(reinterpret_cast<const char*>(p), n) == "h2");
}

BOOST_AUTO_TEST_CASE(a_returning_client_resumes_its_session)
{
    running srv;
    auto tls12 = [](ssl::context& ctx, SSL*) {
        SSL_CTX_set_max_proto_version(ctx.native_handle(), TLS1_2_VERSION);
    };
    SSL_SESSION* session = nullptr;
    {
        tls_client c(srv.s.port(), tls12);
        BOOST_TEST_REQUIRE(!c.handshake());
        BOOST_TEST(!SSL_session_reused(c.native()));
        BOOST_TEST(c.get("/hello").body() == "hi");
        session = SSL_get1_session(c.native());
        // as a client that ends properly: OpenSSL forgets the session of
        // an SSL freed without a close_notify
        SSL_set_shutdown(c.native(), SSL_SENT_SHUTDOWN | SSL_RECEIVED_SHUTDOWN);
    }
    BOOST_TEST_REQUIRE(session != nullptr);
    tls_client again(srv.s.port(), [&](ssl::context& ctx, SSL* s) {
        tls12(ctx, s);
        if (s)
            SSL_set_session(s, session);
    });
    BOOST_TEST_REQUIRE(!again.handshake());
    BOOST_TEST(SSL_session_reused(again.native()) == 1);
    SSL_SESSION_free(session);
}

BOOST_AUTO_TEST_CASE(reload_applies_to_new_connections_and_keeps_open_ones)
{
    route::test::temp_dir dir("route-test-tls");
    auto cert = dir.path / "cert.pem", key = dir.path / "key.pem";
    copy(fixture("server.pem"), cert);
    copy(fixture("server.key"), key);
    running srv(tls_options(tls(cert.string(), key.string())));
    tls_client before(srv.s.port());
    BOOST_TEST_REQUIRE(!before.handshake());
    BOOST_TEST(before.peer_organization() == "route tests");

    copy(fixture("server2.pem"), cert);
    copy(fixture("server2.key"), key);
    srv.s.reload_tls();
    tls_client after(srv.s.port());
    BOOST_TEST_REQUIRE(!after.handshake());
    BOOST_TEST(after.peer_organization() == "route tests, renewed");
    BOOST_TEST(before.get("/hello").body() == "hi"); // not dropped

    // files that do not load: the error names the file, the old ones stay
    {
        std::ofstream(key) << "not a key\n";
    }
    try
    {
        srv.s.reload_tls();
        BOOST_ERROR("reload_tls accepted a broken key");
    }
    catch (const std::runtime_error& e)
    {
        BOOST_TEST(std::string(e.what()).find(key.string()) != std::string::npos, e.what());
    }
    fs::remove(cert);
    BOOST_CHECK_EXCEPTION(srv.s.reload_tls(), std::runtime_error, [&](const std::runtime_error& e) {
        return std::string(e.what()).find(cert.string()) != std::string::npos;
    });
    tls_client later(srv.s.port());
    BOOST_TEST_REQUIRE(!later.handshake());
    BOOST_TEST(later.peer_organization() == "route tests, renewed");
    BOOST_TEST(later.get("/hello").body() == "hi");
}

BOOST_AUTO_TEST_CASE(bad_files_are_named_when_the_server_is_made)
{
    auto names = [](std::string file) {
        return [file](const std::runtime_error& e) {
            return std::string(e.what()).find(file) != std::string::npos;
        };
    };
    BOOST_CHECK_EXCEPTION(route::server(app(), tls_options(tls("/nonexistent/cert.pem", fixture("server.key")))),
                          std::runtime_error, names("/nonexistent/cert.pem"));
    BOOST_CHECK_EXCEPTION(route::server(app(), tls_options(tls(fixture("server.pem"), fixture("client.key")))),
                          std::runtime_error, names(fixture("client.key")));
    BOOST_CHECK_EXCEPTION(
        route::server(app(), tls_options(tls(fixture("server.pem"), fixture("server.key"), std::nullopt,
                                          route::client_certificate_mode::require))),
        std::runtime_error, names("client_ca_file"));
    route::server_options plain;
    plain.address = "127.0.0.1";
    plain.port = 0;
    route::server s(app(), plain);
    BOOST_CHECK_THROW(s.reload_tls(), std::logic_error);
}

BOOST_AUTO_TEST_CASE(a_client_that_does_not_finish_its_handshake_is_cut)
{
    auto o = tls_options();
    o.header_timeout = 300ms;
    running srv(o);
    route::test::client silent(srv.s.port());
    route::test::client partial(srv.s.port());
    partial.send(std::string("\x16\x03\x01\x00\xff\x01", 6)); // a ClientHello's start
    auto t0 = std::chrono::steady_clock::now();
    BOOST_TEST(silent.closed_by_server(3s));
    BOOST_TEST(partial.closed_by_server(3s));
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 3s));
    // meanwhile others are served
    tls_client c(srv.s.port());
    BOOST_TEST_REQUIRE(!c.handshake());
    BOOST_TEST(c.get("/hello").body() == "hi");
}

BOOST_AUTO_TEST_CASE(two_hundred_stalled_handshakes_hold_no_thread)
{
    auto o = tls_options(); // one thread
    o.header_timeout = 2s;
    running srv(o);
    std::vector<std::unique_ptr<route::test::client>> stalled;
    for (int i = 0; i < 200; ++i)
    {
        stalled.push_back(std::make_unique<route::test::client>(srv.s.port()));
        if (i % 2)
            stalled.back()->send(std::string("\x16\x03\x01\x00\xff\x01", 6));
    }
    // meanwhile others are served, on the server's one thread
    for (int i = 0; i < 3; ++i)
    {
        tls_client c(srv.s.port());
        BOOST_TEST_REQUIRE(!c.handshake());
        BOOST_TEST(c.get("/hello").body() == "hi");
    }
    // and every stalled one is cut after the header timeout
    int cut = 0;
    for (auto& c : stalled)
        cut += c->closed_by_server(5s);
    BOOST_TEST(cut == 200);
}

// The first read of an idle connection takes 512 bytes (session.hpp's
// idle_read_size) and then, at once, what else is available. Over TLS that
// must be only what OpenSSL has decrypted: bytes on the socket may be part
// of a record, and a read of them would wait for the rest on the server's
// thread, holding every other connection of that thread.
BOOST_AUTO_TEST_CASE(only_decrypted_bytes_count_as_available)
{
    using route::detail::tls_stream;
    net::io_context ioc;
    auto ctx = route::detail::make_tls_context(tls(fixture("server.pem"), fixture("server.key")));
    tcp::acceptor acceptor(ioc, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0));
    memory_tls_client client(acceptor.local_endpoint().port());
    tls_stream server(ioc, *ctx);
    acceptor.accept(server.next_layer());
    boost::system::error_code handshake_result;
    std::thread accepting([&] { server.handshake(ssl::stream_base::server, handshake_result); });
    bool client_done = client.handshake();
    accepting.join();
    BOOST_TEST_REQUIRE(client_done);
    BOOST_TEST_REQUIRE(!handshake_result);

    // a record of 512 bytes, read in full; then a record cut short
    auto head = client.encrypt(std::string(512, 'a'));
    auto tail = client.encrypt(std::string(100, 'b'));
    client.send_raw(head);
    char buf[1024];
    BOOST_TEST_REQUIRE(net::read(server, net::buffer(buf, 512)) == 512u);
    client.send_raw(tail.substr(0, tail.size() - 1));
    for (int i = 0; i < 100 && server.next_layer().available() == 0; ++i)
        std::this_thread::sleep_for(10ms);
    BOOST_TEST_REQUIRE(server.next_layer().available() > 0u); // on the socket
    BOOST_TEST(route::detail::session_stream<tls_stream>::available(server) == 0u);
    client.send_raw(tail.substr(tail.size() - 1));
    BOOST_TEST(server.read_some(net::buffer(buf)) == 100u);
}

BOOST_AUTO_TEST_CASE(plain_http_to_the_tls_port_gets_400_and_a_close)
{
    running srv;
    route::test::client c(srv.s.port());
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    auto all = c.read_all(3s);
    BOOST_TEST(all.starts_with("HTTP/1.1 400 Bad Request\r\n"), all);
    BOOST_TEST(all.ends_with("The plain HTTP request was sent to HTTPS port\n"), all);
    // and garbage that is neither: a close
    route::test::client g(srv.s.port());
    g.send(std::string(64, '\x01'));
    BOOST_TEST(g.read_all(3s).empty());
}

BOOST_AUTO_TEST_CASE(many_handshakes_leave_no_file_descriptor_behind)
{
    running srv;
    {
        tls_client warm(srv.s.port());
        BOOST_TEST_REQUIRE(!warm.handshake());
    }
    std::this_thread::sleep_for(50ms);
    auto before = open_files();
    for (int i = 0; i < 300; ++i)
    {
        tls_client c(srv.s.port());
        BOOST_TEST_REQUIRE(!c.handshake());
        BOOST_TEST_REQUIRE(c.get("/hello").body() == "hi");
    }
    // the server closes its ends as the clients go
    for (int i = 0; i < 100 && open_files() > before; ++i)
        std::this_thread::sleep_for(20ms);
    BOOST_TEST(open_files() <= before);
}

BOOST_AUTO_TEST_CASE(websocket_over_tls)
{
    running srv;
    tls_client c(srv.s.port());
    BOOST_TEST_REQUIRE(!c.handshake());
    boost::beast::websocket::stream<ssl::stream<tcp::socket>&> ws(c.stream());
    boost::system::error_code result = net::error::timed_out;
    ws.async_handshake("localhost", "/ws", [&](boost::system::error_code ec) { result = ec; });
    c.run(5s);
    BOOST_TEST_REQUIRE(!result);
    result = net::error::timed_out;
    ws.async_write(net::buffer(std::string("over tls")),
                   [&](boost::system::error_code ec, std::size_t) { result = ec; });
    c.run(5s);
    BOOST_TEST_REQUIRE(!result);
    boost::beast::flat_buffer b;
    result = net::error::timed_out;
    ws.async_read(b, [&](boost::system::error_code ec, std::size_t) { result = ec; });
    c.run(5s);
    BOOST_TEST_REQUIRE(!result);
    BOOST_TEST(boost::beast::buffers_to_string(b.data()) == "over tls");
}

BOOST_AUTO_TEST_CASE(a_required_client_certificate_must_verify)
{
    running srv(tls_options(tls(fixture("server.pem"), fixture("server.key"), fixture("ca.pem"),
                             route::client_certificate_mode::require)));
    tls_client none(srv.s.port());
    BOOST_TEST(refused(none));
    tls_client good(srv.s.port(), with_certificate("client"));
    BOOST_TEST_REQUIRE(!good.handshake());
    BOOST_TEST(good.get("/hello").body() == "hi");
    auto me = good.get("/me").body();
    // RFC 4514 writes the last RDN first
    BOOST_TEST(me.starts_with("O=route tests,CN=route test client\nCN=route test CA\n"), me);
    BOOST_TEST(me.find("\nvalid\n-----BEGIN CERTIFICATE-----\n") != std::string::npos, me);
    std::ifstream pem(fixture("client.pem"));
    std::string expected((std::istreambuf_iterator<char>(pem)), std::istreambuf_iterator<char>());
    BOOST_TEST(me.ends_with(expected));
    tls_client stranger(srv.s.port(), with_certificate("stranger"));
    BOOST_TEST(refused(stranger));
}

BOOST_AUTO_TEST_CASE(an_expired_client_certificate_is_refused)
{
    for (auto mode : {route::client_certificate_mode::require,
                      route::client_certificate_mode::request})
    {
        running srv(tls_options(tls(fixture("server.pem"), fixture("server.key"), fixture("ca.pem"),
                                 mode)));
        tls_client expired(srv.s.port(), with_certificate("expired"));
        BOOST_TEST(refused(expired));
        tls_client good(srv.s.port(), with_certificate("client"));
        BOOST_TEST_REQUIRE(!good.handshake());
        BOOST_TEST(good.get("/me").result_int() == 200u);
    }
}

BOOST_AUTO_TEST_CASE(a_requested_client_certificate_may_be_absent)
{
    running srv(tls_options(tls(fixture("server.pem"), fixture("server.key"), fixture("ca.pem"),
                             route::client_certificate_mode::request)));
    tls_client none(srv.s.port());
    BOOST_TEST_REQUIRE(!none.handshake());
    BOOST_TEST(none.get("/hello").body() == "hi");
    // a route that needs one rejects the request
    auto r = none.get("/me");
    BOOST_TEST(r.result_int() == 401u);
    BOOST_TEST(r.body() == "No client certificate found or client certificate not trusted");
    tls_client good(srv.s.port(), with_certificate("client"));
    BOOST_TEST_REQUIRE(!good.handshake());
    BOOST_TEST(good.get("/hello").body() == "hi");
    BOOST_TEST(good.get("/me").result_int() == 200u);
}

BOOST_AUTO_TEST_CASE(no_client_certificate_over_plain_http)
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 1;
    route::test::running_server srv(app(), o);
    route::test::client c(srv.s.port());
    auto r = c.request(http::verb::get, "/me");
    BOOST_TEST(r.result_int() == 401u);
    BOOST_TEST(c.request(http::verb::get, "/scheme").body() == "http");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_tls_test
