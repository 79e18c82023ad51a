//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The GitHub stand-in: a route server that answers like api.github.com for
// GET /users/{username} and GET /repos/{owner}/{repo}, from recorded bodies,
// so that a specification can run against it without a network.

#ifndef ROUTE_EXAMPLE_GITHUB_STAND_IN_HPP
#define ROUTE_EXAMPLE_GITHUB_STAND_IN_HPP

#include <route/route.hpp>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace github_stand_in {

/// The media type of every answer, as api.github.com sends it.
inline constexpr std::string_view json_utf8 = "application/json; charset=utf-8";

/// The value of `X-GitHub-Media-Type` on every answer (REST v3, JSON).
inline constexpr std::string_view github_media_type = "github.v3; format=json";

/** The bodies the stand-in serves, byte for byte as recorded.

    Keys are lower case: GitHub matches logins, owners and repository names
    without regard to case, and so does the stand-in.
*/
struct data_set
{
    /// Login, lower case → the body of `GET /users/{login}`.
    std::map<std::string, std::string> users;

    /// (owner, repository), lower case → the body of `GET /repos/{owner}/{repo}`.
    std::map<std::pair<std::string, std::string>, std::string> repositories;

    /// The body of every 404.
    std::string not_found;
};

/// A recorded user: the login it answers and the file of its body.
struct user_file
{
    std::string_view login;
    std::string_view file;
};

/// A recorded repository: owner and name it answers, and the file of its body.
struct repository_file
{
    std::string_view owner;
    std::string_view repo;
    std::string_view file;
};

/// The users `load` reads, in the data folder.
inline constexpr user_file user_files[] = {
    {"octocat", "users-octocat.official-example.json"},
};

/// The repositories `load` reads, in the data folder.
inline constexpr repository_file repository_files[] = {
    {"octocat", "hello-world", "repos-octocat-hello-world.official-example.json"},
    {"octokit-fixture-org", "hello-world", "repos-octokit-fixture-org-hello-world.recorded.json"},
};

/// The body of every 404, in the data folder.
inline constexpr std::string_view not_found_file = "error-404-not-found.official-example.json";

/// `s` with ASCII letters in lower case (logins and repository names are ASCII).
inline std::string
lower(std::string s)
{
    for (auto& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

/** The bytes of the file `dir / name`.

    @throws std::runtime_error naming the file when it is missing or cannot
    be read.
*/
inline std::string
read_body(const std::filesystem::path& dir, std::string_view name)
{
    auto p = dir / name;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(p, ec))
        throw std::runtime_error("missing file " + p.string());
    auto size = std::filesystem::file_size(p, ec);
    std::string body(ec ? 0 : size, '\0');
    std::ifstream in(p, std::ios::binary);
    if (ec || !in || !in.read(body.data(), static_cast<std::streamsize>(body.size())))
        throw std::runtime_error("cannot read " + p.string());
    return body;
}

/** Reads the recorded bodies (`user_files`, `repository_files`,
    `not_found_file`) from the folder `dir`.

    @par Example
    @code auto data = github_stand_in::load("test/fixtures/github"); @endcode
    @throws std::runtime_error naming the first file that is missing or
    cannot be read.
*/
inline data_set
load(const std::filesystem::path& dir)
{
    data_set d;
    for (auto const& u : user_files)
        d.users[lower(std::string(u.login))] = read_body(dir, u.file);
    for (auto const& r : repository_files)
        d.repositories[{lower(std::string(r.owner)), lower(std::string(r.repo))}] =
            read_body(dir, r.file);
    d.not_found = read_body(dir, not_found_file);
    return d;
}

/** The rate-limit headers of every answer: GitHub's limits for
    unauthenticated clients. Nothing is counted: every answer reports the
    same `remaining` and `used`, those of the first call of a window.
*/
struct rate_limit
{
    /// `X-RateLimit-Limit`: calls per window.
    int limit = 60;

    /// `X-RateLimit-Remaining`; `X-RateLimit-Used` is `limit - remaining`.
    int remaining = 59;

    /// When the first window began; `X-RateLimit-Reset` is the end of the current one.
    std::chrono::system_clock::time_point window_start = std::chrono::system_clock::now();

    /// The length of a window.
    std::chrono::seconds window = std::chrono::hours(1);

    /** `X-RateLimit-Reset` at `now`: the end of the window holding `now`
        (the first window's end before it), in seconds since the epoch.
    */
    std::int64_t reset_at(std::chrono::system_clock::time_point now) const
    {
        auto end = window_start + window;
        if (now >= end)
            end += ((now - window_start) / window) * window;
        return std::chrono::duration_cast<std::chrono::seconds>(end.time_since_epoch()).count();
    }
};

/** A response as api.github.com gives it: `status`, `body` as is, and
    GitHub's headers (`Content-Type: application/json; charset=utf-8`,
    `X-GitHub-Media-Type`, `X-RateLimit-Limit`, `-Remaining`, `-Reset`,
    `-Used`, `-Resource`).
*/
inline route::response
github_response(route::status status, std::string body, const rate_limit& limits)
{
    route::response r;
    r.status = status;
    r.body = std::move(body);
    r.headers = {
        {"Content-Type", std::string(json_utf8)},
        {"X-GitHub-Media-Type", std::string(github_media_type)},
        {"X-RateLimit-Limit", std::to_string(limits.limit)},
        {"X-RateLimit-Remaining", std::to_string(limits.remaining)},
        {"X-RateLimit-Reset", std::to_string(limits.reset_at(std::chrono::system_clock::now()))},
        {"X-RateLimit-Used", std::to_string(limits.limit - limits.remaining)},
        {"X-RateLimit-Resource", "core"},
    };
    return r;
}

/** The stand-in's routes: a route that answers every request.

    - `GET /users/{username}`: 200 with the user's body, or 404;
    - `GET /repos/{owner}/{repo}`: 200 with the repository's body, or 404;
    - HEAD of the same: the same status and headers, without the body;
    - anything else (another path, another method): 404 with the not-found
      body, as GitHub answers a route it does not have.

    Names match without regard to case. Every answer carries GitHub's
    headers (see `github_response`).

    @par Example
    @code
    auto app = route::to_http_routes(
        github_stand_in::routes(github_stand_in::load("test/fixtures/github"))).or_not_found();
    @endcode
*/
// tag::routes[]
inline route::route
routes(data_set data, rate_limit limits = {})
{
    using namespace route::dsl;
    auto d = std::make_shared<const data_set>(std::move(data));
    auto answer = [d, limits](const std::string* body) {
        return body ? github_response(route::status::ok, *body, limits)
                    : github_response(route::status::not_found, d->not_found, limits);
    };
    route::route served =
        path("users" / segment)([d, answer](std::string login) {
            auto i = d->users.find(lower(std::move(login)));
            return complete(answer(i == d->users.end() ? nullptr : &i->second));
        }) |
        path("repos" / segment / segment)([d, answer](std::string owner, std::string repo) {
            auto i = d->repositories.find({lower(std::move(owner)), lower(std::move(repo))});
            return complete(answer(i == d->repositories.end() ? nullptr : &i->second));
        });
    auto not_found = route::rejection_handler::from_responses(
        [answer](const std::vector<route::rejection>&) -> std::optional<route::response> {
            return answer(nullptr);
        });
    return handle_rejections(not_found)(get(served) | head(served));
}
// end::routes[]

} // namespace github_stand_in

#endif
