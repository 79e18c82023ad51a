//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The GitHub stand-in: its routes in process through the test kit, served
// over real sockets on 127.0.0.1, and the program itself (arguments, the
// line it prints, SIGTERM), over HTTP and, with --https, over TLS through
// docgen's transport. The build passes the folder of the recorded
// bodies (ROUTE_TEST_GITHUB_FIXTURES) and, after `--`, the program.
#include "stand_in.hpp"

#include <route/server.hpp>
#include <route/testkit.hpp>
#include "../../example/models/github.hpp"
#include "../support/child_process.hpp"
#include "../support/http_client.hpp"
#include <docgen/transport.hpp>
#include <docgen/error.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/host_name_verification.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace http = boost::beast::http;
namespace fs = std::filesystem;
using route::test::client;
using namespace std::chrono_literals;

#define ROUTE_TEST_STRINGIZE2(x) #x
#define ROUTE_TEST_STRINGIZE(x) ROUTE_TEST_STRINGIZE2(x)

namespace {

const fs::path fixtures = ROUTE_TEST_STRINGIZE(ROUTE_TEST_GITHUB_FIXTURES);

// A recorded body, read here on its own: what the stand-in must send back.
std::string
fixture(const std::string& name)
{
    std::ifstream in(fixtures / name, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read fixture " + name);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const std::string user_octocat = fixture("users-octocat.official-example.json");
const std::string repo_octocat = fixture("repos-octocat-hello-world.official-example.json");
const std::string repo_fixture_org = fixture("repos-octokit-fixture-org-hello-world.recorded.json");
const std::string not_found = fixture("error-404-not-found.official-example.json");

std::int64_t
epoch_seconds()
{
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// A new empty directory, removed at the end of the test case.
struct empty_directory
{
    empty_directory()
        : path(fs::temp_directory_path() /
               ("github-stand-in-test-" + std::to_string(::getpid()) + "-" +
                std::to_string(counter++)))
    {
        fs::create_directories(path);
    }
    ~empty_directory() { fs::remove_all(path); }

    static inline int counter = 0;
    fs::path path;
};

// GitHub's headers, as `get(name)` gives them (test kit or Beast response).
template <class Get>
void
check_headers_by(Get get)
{
    BOOST_TEST(get("Content-Type") == "application/json; charset=utf-8");
    BOOST_TEST(get("X-GitHub-Media-Type") == "github.v3; format=json");
    BOOST_TEST(get("X-RateLimit-Limit") == "60");
    BOOST_TEST(get("X-RateLimit-Remaining") == "59");
    BOOST_TEST(get("X-RateLimit-Used") == "1");
    BOOST_TEST(get("X-RateLimit-Resource") == "core");
    auto reset = std::stoll(std::string(get("X-RateLimit-Reset")));
    auto now = epoch_seconds();
    BOOST_TEST(reset >= now);
    BOOST_TEST(reset <= now + 3600);
}

void
check_github_headers(const route::testkit::result& r)
{
    check_headers_by([&](const char* name) { return r.header(name); });
}

template <class Body>
void
check_github_headers(const http::response<Body>& r)
{
    check_headers_by([&](const char* name) { return std::string(r[name]); });
}

struct in_process : route::testkit::route_test
{
    route::http_app app =
        route::to_http_routes(github_stand_in::routes(github_stand_in::load(fixtures)))
            .or_not_found();
};

struct over_sockets
{
    over_sockets() { s.start(); }

    static route::server_options local()
    {
        route::server_options o;
        o.address = "127.0.0.1";
        o.port = 0;
        o.threads = 1;
        return o;
    }

    route::server s{
        route::to_http_routes(github_stand_in::routes(github_stand_in::load(fixtures)))
            .or_not_found(),
        local()};
};

} // namespace

BOOST_AUTO_TEST_SUITE(github_stand_in_in_process)

BOOST_FIXTURE_TEST_CASE(user_octocat_as_recorded, in_process)
{
    using namespace route::testkit;
    auto r = Get("/users/octocat") >> app;
    BOOST_TEST(r.status() == route::status::ok);
    BOOST_TEST(r.body() == user_octocat);
    check_github_headers(r);
    auto u = r.response_as<github::user>();
    BOOST_TEST(u.login == "octocat");
    BOOST_TEST(u.publicRepos == 2);
}

BOOST_FIXTURE_TEST_CASE(repositories_as_recorded, in_process)
{
    using namespace route::testkit;
    auto a = Get("/repos/octocat/Hello-World") >> app;
    BOOST_TEST(a.status() == route::status::ok);
    BOOST_TEST(a.body() == repo_octocat);
    check_github_headers(a);
    BOOST_TEST(a.response_as<github::repository>().fullName == "octocat/Hello-World");

    auto b = Get("/repos/octokit-fixture-org/hello-world") >> app;
    BOOST_TEST(b.status() == route::status::ok);
    BOOST_TEST(b.body() == repo_fixture_org);
    check_github_headers(b);
    BOOST_TEST(b.response_as<github::repository>().fullName == "octokit-fixture-org/hello-world");
}

BOOST_FIXTURE_TEST_CASE(names_match_without_regard_to_case, in_process)
{
    using namespace route::testkit;
    struct row
    {
        const char* target;
        const std::string* body;
    };
    for (auto [target, body] : {row{"/users/OctoCat", &user_octocat},
                                row{"/users/OCTOCAT", &user_octocat},
                                row{"/repos/OCTOCAT/hello-world", &repo_octocat},
                                row{"/repos/octocat/HELLO-WORLD", &repo_octocat},
                                row{"/repos/Octokit-Fixture-Org/Hello-World", &repo_fixture_org}})
        BOOST_TEST_CONTEXT(target)
        {
            auto r = Get(target) >> app;
            BOOST_TEST(r.status() == route::status::ok);
            BOOST_TEST(r.body() == *body);
        }
}

BOOST_FIXTURE_TEST_CASE(unknown_users_and_repositories, in_process)
{
    using namespace route::testkit;
    for (auto t : {"/users/octocat2", "/users/ghost", "/users/octo%20cat",
                   "/repos/octocat/hello-world2", "/repos/octocat/Spoon-Knife",
                   "/repos/octokit-fixture-org/Hello-World-2", "/repos/ghost/hello-world"})
        BOOST_TEST_CONTEXT(t)
        {
            auto r = Get(t) >> app;
            BOOST_TEST(r.status() == route::status::not_found);
            BOOST_TEST(r.body() == not_found);
            check_github_headers(r);
            auto e = r.response_as<github::error_record>();
            BOOST_TEST(e.message == "Not Found");
        }
}

BOOST_FIXTURE_TEST_CASE(other_paths_are_json_404s, in_process)
{
    using namespace route::testkit;
    for (auto t : {"/", "/users", "/users/", "/users/octocat/", "/users/octocat/repos",
                   "/usersx/octocat", "/repos", "/repos/octocat", "/repos/octocat/",
                   "/repos/octocat/Hello-World/issues", "/repos/octocat%2FHello-World",
                   "/user", "/nothing"})
        BOOST_TEST_CONTEXT(t)
        {
            auto r = Get(t) >> app;
            BOOST_TEST(r.status() == route::status::not_found);
            BOOST_TEST(r.body() == not_found);
            check_github_headers(r);
        }
}

BOOST_FIXTURE_TEST_CASE(other_methods_are_json_404s, in_process)
{
    using namespace route::testkit;
    for (auto const& req :
         {Post("/users/octocat"), Put("/users/octocat"), Delete("/repos/octocat/Hello-World"),
          Patch("/repos/octocat/Hello-World"), Options("/users/octocat"), Post("/nothing")})
        BOOST_TEST_CONTEXT(req.method() << ' ' << req.target())
        {
            auto r = req >> app;
            BOOST_TEST(r.status() == route::status::not_found);
            BOOST_TEST(r.body() == not_found);
            BOOST_TEST(!r.has_header("Allow"));
            check_github_headers(r);
        }
}

BOOST_FIXTURE_TEST_CASE(head_answers_as_get, in_process)
{
    using namespace route::testkit;
    auto r = Head("/users/octocat") >> app;
    BOOST_TEST(r.status() == route::status::ok);
    check_github_headers(r);
    BOOST_TEST((Head("/users/ghost") >> app).status() == route::status::not_found);
}

BOOST_FIXTURE_TEST_CASE(query_strings_are_ignored, in_process)
{
    using namespace route::testkit;
    auto r = Get("/users/octocat?per_page=5") >> app;
    BOOST_TEST(r.status() == route::status::ok);
    BOOST_TEST(r.body() == user_octocat);
}

BOOST_AUTO_TEST_CASE(the_reset_is_the_end_of_the_current_window)
{
    using sys = std::chrono::system_clock;
    github_stand_in::rate_limit l;
    l.window_start = sys::time_point(std::chrono::seconds(1'000'000));
    BOOST_TEST(l.reset_at(l.window_start - 5min) == 1'003'600);
    BOOST_TEST(l.reset_at(l.window_start) == 1'003'600);
    BOOST_TEST(l.reset_at(l.window_start + 59min) == 1'003'600);
    BOOST_TEST(l.reset_at(l.window_start + 60min) == 1'007'200);
    BOOST_TEST(l.reset_at(l.window_start + 90min) == 1'007'200);
    BOOST_TEST(l.reset_at(l.window_start + 25h + 1s) == 1'000'000 + 26 * 3600);
}

BOOST_AUTO_TEST_CASE(other_rate_limits_show_in_the_headers)
{
    github_stand_in::rate_limit l;
    l.limit = 5000;
    l.remaining = 4990;
    auto r = github_stand_in::github_response(route::status::ok, "{}", l);
    BOOST_TEST(r.header("X-RateLimit-Limit") == "5000");
    BOOST_TEST(r.header("X-RateLimit-Remaining") == "4990");
    BOOST_TEST(r.header("X-RateLimit-Used") == "10");
}

BOOST_AUTO_TEST_CASE(load_names_a_missing_file)
{
    empty_directory dir;
    fs::copy_file(fixtures / "users-octocat.official-example.json",
                  dir.path / "users-octocat.official-example.json");
    try
    {
        github_stand_in::load(dir.path);
        BOOST_FAIL("load succeeded without the repositories");
    }
    catch (const std::runtime_error& e)
    {
        BOOST_TEST(std::string(e.what()) ==
                   "missing file " +
                       (dir.path / "repos-octocat-hello-world.official-example.json").string());
    }
}

BOOST_AUTO_TEST_CASE(load_keys_are_lower_case)
{
    auto d = github_stand_in::load(fixtures);
    BOOST_TEST(d.users.size() == 1u);
    BOOST_TEST(d.users.count("octocat") == 1u);
    BOOST_TEST(d.repositories.size() == 2u);
    BOOST_TEST(d.repositories.count({"octocat", "hello-world"}) == 1u);
    BOOST_TEST(d.repositories.count({"octokit-fixture-org", "hello-world"}) == 1u);
    BOOST_TEST(d.not_found == not_found);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(github_stand_in_over_sockets)

BOOST_FIXTURE_TEST_CASE(the_two_endpoints_byte_for_byte, over_sockets)
{
    client c(s.port());
    auto u = c.request(http::verb::get, "/users/octocat");
    BOOST_TEST(u.result_int() == 200u);
    BOOST_TEST(u.body() == user_octocat);
    BOOST_TEST(u[http::field::content_length] == std::to_string(user_octocat.size()));
    check_github_headers(u);

    auto a = c.request(http::verb::get, "/repos/octocat/hello-world");
    BOOST_TEST(a.result_int() == 200u);
    BOOST_TEST(a.body() == repo_octocat);
    check_github_headers(a);

    auto b = c.request(http::verb::get, "/repos/octokit-fixture-org/hello-world");
    BOOST_TEST(b.result_int() == 200u);
    BOOST_TEST(b.body() == repo_fixture_org);
    check_github_headers(b);
}

BOOST_FIXTURE_TEST_CASE(json_404s_over_the_wire, over_sockets)
{
    client c(s.port());
    for (auto t : {"/users/ghost", "/repos/octocat/nothing", "/nothing", "/users/octocat/repos"})
        BOOST_TEST_CONTEXT(t)
        {
            auto r = c.request(http::verb::get, t);
            BOOST_TEST(r.result_int() == 404u);
            BOOST_TEST(r.body() == not_found);
            check_github_headers(r);
        }
    auto post = c.request(http::verb::post, "/users/octocat", "{}", "application/json");
    BOOST_TEST(post.result_int() == 404u);
    BOOST_TEST(post.body() == not_found);
    check_github_headers(post);
}

BOOST_FIXTURE_TEST_CASE(head_has_the_headers_and_no_body, over_sockets)
{
    client c(s.port());
    c.send("HEAD /users/octocat HTTP/1.1\r\nHost: localhost\r\n\r\n");
    auto r = c.read_head();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r[http::field::content_length] == std::to_string(user_octocat.size()));
    check_github_headers(r);
    // the connection goes on: no body bytes were sent
    BOOST_TEST(c.request(http::verb::get, "/users/ghost").result_int() == 404u);
}

BOOST_AUTO_TEST_SUITE_END()

namespace {

// The program built from example/github-stand-in/main.cpp, passed by the
// build after `--`.
fs::path
program()
{
    auto& suite = boost::unit_test::framework::master_test_suite();
    for (int i = 1; i < suite.argc; ++i)
        if (fs::path(suite.argv[i]).filename() == "github_stand_in")
            return fs::absolute(suite.argv[i]);
    BOOST_FAIL("the path of the github_stand_in program is not among the arguments");
    return {};
}

// A child process running the program in `dir`, its stdout and stderr on pipes.
struct child : route::test::child_process
{
    child(const std::vector<std::string>& args, const fs::path& dir)
        : route::test::child_process(program().string(), args, dir.string())
    {
    }
};

// The repository's root, where the default data folder is found.
fs::path
repository_root()
{
    return fixtures.parent_path().parent_path().parent_path();
}

} // namespace

BOOST_AUTO_TEST_SUITE(github_stand_in_program)

BOOST_AUTO_TEST_CASE(prints_its_port_serves_and_stops_on_sigterm)
{
    // no --data: test/fixtures/github relative to the current directory
    child p({"--port", "0"}, repository_root());
    auto line = p.read_line();
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_match(line, m, std::regex(
        R"(github-stand-in: listening on 127\.0\.0\.1:([0-9]+))")), line);
    auto port = static_cast<unsigned short>(std::stoul(m[1]));
    BOOST_TEST(port != 0u);
    {
        client c(port);
        auto u = c.request(http::verb::get, "/users/octocat");
        BOOST_TEST(u.result_int() == 200u);
        BOOST_TEST(u.body() == user_octocat);
        check_github_headers(u);
        auto g = c.request(http::verb::get, "/users/ghost");
        BOOST_TEST(g.result_int() == 404u);
        BOOST_TEST(g.body() == not_found);
    }
    p.signal(SIGTERM);
    BOOST_TEST(p.wait() == 0);
    BOOST_TEST(p.rest_of_stdout() == "");
}

BOOST_AUTO_TEST_CASE(data_address_and_threads_options)
{
    empty_directory dir;
    child p({"--data", fixtures.string(), "--address", "127.0.0.1", "--threads", "2"}, dir.path);
    auto line = p.read_line();
    BOOST_TEST_REQUIRE(line.starts_with("github-stand-in: listening on 127.0.0.1:"), line);
    auto port = static_cast<unsigned short>(std::stoul(line.substr(line.rfind(':') + 1)));
    {
        client c(port);
        auto r = c.request(http::verb::get, "/repos/octokit-fixture-org/hello-world");
        BOOST_TEST(r.body() == repo_fixture_org);
    }
    p.signal(SIGINT);
    BOOST_TEST(p.wait() == 0);
}

BOOST_AUTO_TEST_CASE(bad_arguments_name_the_option_and_exit_2)
{
    struct row
    {
        std::vector<std::string> args;
        std::string named;
    };
    for (auto const& [args, named] : {row{{"--port", "x"}, "--port"},
                                      row{{"--port", "65536"}, "--port"},
                                      row{{"--threads", "-1"}, "--threads"},
                                      row{{"--threads"}, "--threads"},
                                      row{{"--verbose"}, "--verbose"},
                                      row{{"8080"}, "8080"}})
        BOOST_TEST_CONTEXT(named)
        {
            child p(args, repository_root());
            auto err = p.rest_of_stderr();
            BOOST_TEST(p.wait() == 2);
            BOOST_TEST(err.find(named) != std::string::npos, err);
            BOOST_TEST(err.find("usage: github_stand_in") != std::string::npos);
            BOOST_TEST(p.rest_of_stdout() == "");
        }
}

BOOST_AUTO_TEST_CASE(a_missing_data_file_is_named)
{
    // the default folder, relative to a directory that does not hold it
    empty_directory dir;
    child p({}, dir.path);
    auto err = p.rest_of_stderr();
    BOOST_TEST(p.wait() == 1);
    BOOST_TEST(err.find("missing file test/fixtures/github/users-octocat.official-example.json") !=
                   std::string::npos,
               err);
    BOOST_TEST(err.find("--data") != std::string::npos);
    BOOST_TEST(p.rest_of_stdout() == "");
}

BOOST_AUTO_TEST_CASE(an_address_that_cannot_be_bound_fails)
{
    child p({"--address", "not-an-address"}, repository_root());
    auto err = p.rest_of_stderr();
    BOOST_TEST(p.wait() == 1);
    BOOST_TEST(err.find("not-an-address") != std::string::npos, err);
}

BOOST_AUTO_TEST_SUITE_END()

namespace {

// The program with --https on port 0, from the repository's root: the two
// lines it prints, the port and the certificate's file they name.
struct https_program
{
    explicit https_program(std::vector<std::string> more = {})
        : p(with_https(std::move(more)), repository_root())
    {
        listening = p.read_line();
        certificate = p.read_line();
        std::smatch m;
        std::regex listening_line(R"(github-stand-in: listening on https://127\.0\.0\.1:([0-9]+))");
        if (std::regex_match(listening, m, listening_line))
            port = static_cast<unsigned short>(std::stoul(m[1]));
        if (std::regex_match(certificate, m, std::regex("github-stand-in: certificate (/.+)")))
            cert_file = m[1].str();
    }

    static std::vector<std::string> with_https(std::vector<std::string> more)
    {
        more.insert(more.begin(), {"--https", "--port", "0"});
        return more;
    }

    std::string url(const std::string& target, const std::string& host = "localhost") const
    {
        return "https://" + host + ":" + std::to_string(port) + target;
    }

    child p;
    std::string listening;
    std::string certificate;
    unsigned short port = 0;
    fs::path cert_file;
};

struct https_answer
{
    docgen::http_response response;
    boost::system::error_code ec;
    docgen::diagnostics diag;
};

// One request with docgen's transport; `ca_file` empty: the system's store only.
https_answer
https_send(const std::string& method, const std::string& url, const fs::path& ca_file)
{
    docgen::transport_options o;
    o.ca_file = ca_file.string();
    o.connect_timeout = 5s;
    o.total_timeout = 5s;
    https_answer a;
    a.response = docgen::transport(o).send({method, url, {}, {}}, a.ec, a.diag);
    return a;
}

// A TLS connection to the program on 127.0.0.1, trusting `ca_file` for
// localhost: requests written and answers read one at a time, so that a
// connection can be kept alive.
class tls_connection
{
public:
    tls_connection(unsigned short port, const fs::path& ca_file)
        : ctx_(boost::asio::ssl::context::tls_client), s_(ioc_, ctx_)
    {
        ctx_.load_verify_file(ca_file.string());
        ctx_.set_verify_mode(boost::asio::ssl::verify_peer);
        s_.set_verify_callback(boost::asio::ssl::host_name_verification("localhost"));
        s_.next_layer().connect({boost::asio::ip::make_address("127.0.0.1"), port});
        s_.handshake(boost::asio::ssl::stream_base::client);
    }

    // `req` with Host, and its Content-Length unless it has one already.
    http::response<http::string_body> request(http::request<http::string_body> req)
    {
        req.set(http::field::host, "localhost");
        if (!req.has_content_length())
            req.prepare_payload();
        http::write(s_, req);
        http::response<http::string_body> res;
        http::read(s_, buf_, res);
        return res;
    }

private:
    boost::asio::io_context ioc_;
    boost::asio::ssl::context ctx_;
    boost::asio::ssl::stream<boost::asio::ip::tcp::socket> s_;
    boost::beast::flat_buffer buf_;
};

void
check_github_headers(const docgen::http_response& r)
{
    check_headers_by([&](const char* name) { return std::string(r.header_value(name)); });
}

} // namespace

BOOST_AUTO_TEST_SUITE(github_stand_in_https)

BOOST_AUTO_TEST_CASE(serves_over_tls_with_the_certificate_it_prints)
{
    https_program s;
    BOOST_TEST_REQUIRE(s.port != 0u, s.listening);
    BOOST_TEST_REQUIRE(!s.cert_file.empty(), s.certificate);
    BOOST_TEST(s.cert_file.filename() == "cert.pem");
    BOOST_TEST(s.cert_file.parent_path().filename().string().starts_with("github-stand-in-"));
    BOOST_TEST(fs::is_regular_file(s.cert_file));

    auto u = https_send("GET", s.url("/users/octocat"), s.cert_file);
    BOOST_TEST_REQUIRE(!u.ec, u.diag.message);
    BOOST_TEST(u.response.status == 200u);
    BOOST_TEST(u.response.body == user_octocat);
    BOOST_TEST(u.response.header_value("Content-Length") == std::to_string(user_octocat.size()));
    BOOST_TEST(u.response.has_header("Date"));
    check_github_headers(u.response);

    // the certificate names 127.0.0.1 too
    auto r = https_send("GET", s.url("/repos/octocat/Hello-World", "127.0.0.1"), s.cert_file);
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.status == 200u);
    BOOST_TEST(r.response.body == repo_octocat);

    auto g = https_send("GET", s.url("/users/ghost"), s.cert_file);
    BOOST_TEST(g.response.status == 404u);
    BOOST_TEST(g.response.body == not_found);
    check_github_headers(g.response);

    auto h = https_send("HEAD", s.url("/users/octocat"), s.cert_file);
    BOOST_TEST(h.response.status == 200u);
    BOOST_TEST(h.response.body == "");
    BOOST_TEST(h.response.header_value("Content-Length") == std::to_string(user_octocat.size()));

    s.p.signal(SIGTERM);
    BOOST_TEST(s.p.wait() == 0);
    BOOST_TEST(s.p.rest_of_stdout() == "");
    BOOST_TEST(!fs::exists(s.cert_file.parent_path()));
}

BOOST_AUTO_TEST_CASE(without_the_certificate_the_handshake_fails_naming_localhost)
{
    https_program s;
    BOOST_TEST_REQUIRE(s.port != 0u, s.listening);
    auto url = s.url("/users/octocat");
    auto r = https_send("GET", url, {});
    BOOST_TEST(r.ec == make_error_code(docgen::error::tls_failed), r.diag.message);
    BOOST_TEST(r.diag.message.starts_with("GET " + url + ": the TLS handshake with localhost ("),
               r.diag.message);
    BOOST_TEST(r.diag.message.find("certificate verify failed") != std::string::npos);
    s.p.signal(SIGINT);
    BOOST_TEST(s.p.wait() == 0);
    BOOST_TEST(!fs::exists(s.cert_file.parent_path()));
}

BOOST_AUTO_TEST_CASE(keeps_connections_alive_and_stops_with_one_open)
{
    https_program s;
    BOOST_TEST_REQUIRE(s.port != 0u, s.listening);
    tls_connection c(s.port, s.cert_file);
    for (auto [target, body] : {std::pair{"/users/octocat", &user_octocat},
                                std::pair{"/repos/octokit-fixture-org/hello-world",
                                          &repo_fixture_org}})
        BOOST_TEST_CONTEXT(target)
        {
            auto res = c.request({http::verb::get, target, 11});
            BOOST_TEST(res.result_int() == 200u);
            BOOST_TEST(res.body() == *body);
            BOOST_TEST(res.keep_alive());
            check_github_headers(res);
        }
    // the connection is open and idle: the program still stops at once
    auto start = std::chrono::steady_clock::now();
    s.p.signal(SIGTERM);
    BOOST_TEST(s.p.wait() == 0);
    auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    BOOST_TEST(took.count() < 5000);
    BOOST_TEST(!fs::exists(s.cert_file.parent_path()));
}

BOOST_AUTO_TEST_CASE(requests_over_the_limits_are_answered_then_closed)
{
    // route::server's limits, as over plain HTTP
    https_program s;
    BOOST_TEST_REQUIRE(s.port != 0u, s.listening);
    tls_connection c(s.port, s.cert_file);
    http::request<http::string_body> req(http::verb::get, "/users/octocat", 11);
    req.set("X-Padding", std::string(20 * 1024, 'x'));
    auto res = c.request(req);
    BOOST_TEST(res.result_int() == 431u);
    BOOST_TEST(!res.keep_alive());
    s.p.signal(SIGTERM);
    BOOST_TEST(s.p.wait() == 0);
}

BOOST_AUTO_TEST_CASE(an_address_that_cannot_be_bound_fails)
{
    child p({"--https", "--address", "not-an-address"}, repository_root());
    auto err = p.rest_of_stderr();
    BOOST_TEST(p.wait() == 1);
    BOOST_TEST(err.find("not-an-address") != std::string::npos, err);
    BOOST_TEST(p.rest_of_stdout() == "");
}

BOOST_AUTO_TEST_SUITE_END()
