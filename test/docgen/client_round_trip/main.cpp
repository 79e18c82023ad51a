//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The typed client the sample generated, against the GitHub stand-in:
// scripts/check-docgen-sample.sh compiles it with the generated tree and
// runs it with the stand-in's address.
//
//   client_round_trip http://127.0.0.1:PORT

#include <com/example/github/repos/ReposEndpoints.hpp>
#include <com/example/github/users/UsersEndpoints.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <iostream>
#include <string>

int
main(int argc, char** argv)
{
    if (argc != 2)
    {
        std::cerr << "usage: client_round_trip BASE_URL\n";
        return 2;
    }
    std::string base = argv[1];
    int failures = 0;
    auto check = [&](bool ok, const std::string& what) {
        std::cout << (ok ? "ok: " : "FAILED: ") << what << '\n';
        failures += ok ? 0 : 1;
    };

    // tag::round_trip[]
    using com::example::github::users::UsersEndpoints;
    auto found = UsersEndpoints::getUser(base, "octocat").send();
    if (found)
        std::cout << "getUser(octocat): login " << found->login << ", id " << found->id
                  << ", public_repos " << found->public_repos << '\n';
    else
        std::cout << "getUser(octocat): " << found.error().message << '\n';

    auto missing = UsersEndpoints::getUser(base, "no-such-user-x").send();
    if (!missing)
        std::cout << "getUser(no-such-user-x): status " << missing.error().status << ", body "
                  << missing.error().body << '\n';
    // end::round_trip[]
    check(found.has_value() && found.value().login == "octocat", "octocat decodes as a user");
    check(!missing.has_value() && missing.error().kind == docgen::client_error_kind::status &&
              missing.error().status == 404 &&
              missing.error().body.find("Not Found") != std::string::npos,
          "an unknown login is an error carrying 404 and the body");

    std::string awaited;
    // tag::await[]
    // in a coroutine: the requests run on its executor, and no thread waits
    auto user_and_repo = [&]() -> boost::asio::awaitable<void> {
        docgen::transport c(docgen::transport_options::from_env());
        auto user = co_await UsersEndpoints::getUser(base, "octocat").async_send(c);
        using com::example::github::repos::ReposEndpoints;
        auto repo =
            co_await ReposEndpoints::getRepository(base, "octocat", "Hello-World").async_send(c);
        if (user && repo)
            awaited = user->login + ", " + repo->full_name;
    };
    boost::asio::io_context ioc;
    boost::asio::co_spawn(ioc, user_and_repo(), boost::asio::detached);
    ioc.run();
    // end::await[]
    check(awaited == "octocat, octocat/Hello-World",
          "awaited getUser and getRepository decode: " + awaited);

    using com::example::github::repos::ReposEndpoints;
    auto repo = ReposEndpoints::getRepository(base, "octocat", "Hello-World").send();
    check(repo.has_value() && repo->full_name == "octocat/Hello-World",
          "getRepository(octocat, Hello-World) decodes as a repository");

    // a value with a slash stays one path segment
    auto encoded = UsersEndpoints::getUser(base, "a/b c");
    check(encoded.url() == base + "/users/a%2Fb%20c", "path values are percent-encoded: " + encoded.url());

    // nobody listens on port 9 of the loopback address
    auto refused = UsersEndpoints::getUser("http://127.0.0.1:9", "octocat").send();
    check(!refused && refused.error().kind == docgen::client_error_kind::transport &&
              !refused.error().message.empty(),
          "a refused connection is a transport error: " +
              (refused ? std::string() : refused.error().message));

    auto bad_base = UsersEndpoints::getUser("not a url", "octocat").send();
    check(!bad_base && bad_base.error().kind == docgen::client_error_kind::transport,
          "an invalid base address is an error: " +
              (bad_base ? std::string() : bad_base.error().message));
    return failures ? 1 : 0;
}
