//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 12_streaming: an upload form, a server clock over Server-Sent Events and
// a generated chunked download, on one HTML page (doc/route/streaming.adoc).
//
//   GET  /                  the page (text/html)
//   GET  /clock             text/event-stream: a "tick" event a second,
//                           data the server's time, ids counting up from
//                           Last-Event-ID + 1 (from 1 without it)
//   GET  /download?size=N   text/plain, chunked: N lines (default 100000)
//   POST /upload            multipart/form-data: the part "file" stored in
//                           the upload directory (at most 64 MiB)

#ifndef ROUTE_EXAMPLE_STREAMING_HPP
#define ROUTE_EXAMPLE_STREAMING_HPP

#include <route/route.hpp>
#include <route/app.hpp> // route::chunked, route::event_stream, store_uploaded_file
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace streaming {

namespace fs = std::filesystem;

/// What the routes need to know.
struct options
{
    /// Where uploads are stored (created when missing).
    fs::path upload_dir;
};

/// The largest upload accepted.
inline constexpr std::uint64_t upload_limit = 64 * 1024 * 1024;

/// The most lines a download may ask for.
inline constexpr std::uint64_t max_lines = 10'000'000;

// tag::file-name[]
/** The name an upload is stored under: the client's file name without any
    directory (after the last '/' or '\'), keeping only [A-Za-z0-9._-],
    without leading dots; "upload" when nothing is left.
*/
inline std::string
safe_file_name(std::string_view client_name)
{
    if (auto slash = client_name.find_last_of("/\\"); slash != std::string_view::npos)
        client_name.remove_prefix(slash + 1);
    std::string name;
    for (char c : client_name)
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
            c == '.' || c == '_' || c == '-')
            name += c;
    name.erase(0, name.find_first_not_of('.'));
    return name.empty() ? "upload" : name;
}
// end::file-name[]

/// `name` in `dir`, or `stem-1.ext`, `stem-2.ext`, ... when that exists.
inline fs::path
free_path(const fs::path& dir, const std::string& name)
{
    fs::path p = dir / name;
    fs::path stem = p.stem(), ext = p.extension();
    for (int i = 1; fs::exists(p); ++i)
        p = dir / (stem.string() + "-" + std::to_string(i) + ext.string());
    return p;
}

/// `text` with & < > " escaped, to be put in HTML.
inline std::string
html_escape(std::string_view text)
{
    std::string out;
    for (char c : text)
        switch (c)
        {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    return out;
}

/// The server's time, e.g. "2026-11-27 14:02:43 UTC".
inline std::string
now_text()
{
    std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    ::gmtime_r(&t, &tm);
    char text[32];
    return std::string(text, std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S UTC", &tm));
}

/// The page served at `/`. Loaded as `/?selftest=1`, it also uploads a
/// file of its own through `fetch`, as the form would, shows the answer in
/// `#selftest`, and closes its event stream after 3 events
/// (scripts/check-streaming-example.sh).
inline constexpr std::string_view page = R"html(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>route: streaming</title>
<style>body { font-family: sans-serif; margin: 2em } section { margin-bottom: 2em }</style>
</head>
<body>
<h1>Streamed entities</h1>
<section>
<h2>Upload a file</h2>
<form method=post action=/upload enctype=multipart/form-data>
<input type=file name=file> <button type=submit>Upload</button>
</form>
<p id=selftest></p>
</section>
<section>
<h2>Server clock</h2>
<p>Server time: <span id=clock>(waiting)</span>,
event id <span id=last-id>-</span>, <span id=count>0</span> events received.</p>
</section>
<section>
<h2>Download</h2>
<p><a href="/download?size=100000">100000 lines of text</a>, generated while they are sent.</p>
</section>
<script>
const selftest = new URLSearchParams(location.search).get('selftest') === '1';
let count = 0;
const clock = new EventSource('/clock');
clock.addEventListener('tick', e => {
  document.getElementById('clock').textContent = e.data;
  document.getElementById('last-id').textContent = e.lastEventId;
  document.getElementById('count').textContent = ++count;
  // the self-test stops after 3 events: a headless browser's virtual
  // time stands still while a request is open
  if (selftest && count === 3)
    clock.close();
});
if (selftest) {
  const form = new FormData();
  form.append('file', new File(['hello from chromium'], 'hello.txt', {type: 'text/plain'}));
  const out = document.getElementById('selftest');
  fetch('/upload', {method: 'POST', body: form})
    .then(r => r.text().then(t => {
      const answer = new DOMParser().parseFromString(t, 'text/html').getElementById('stored');
      out.textContent = r.status + ' ' + (answer ? answer.textContent : t);
    }))
    .catch(e => { out.textContent = 'upload failed: ' + e; });
}
</script>
</body>
</html>
)html";

/// Completes with `body`, an HTML page.
inline auto
complete_html(std::string body)
{
    return route::dsl::complete(route::status::ok,
                                {route::header_field{"Content-Type", "text/html; charset=utf-8"}},
                                std::move(body));
}

/// The answer to an upload.
inline std::string
stored_page(const fs::path& file)
{
    auto name = html_escape(file.filename().string());
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<title>Stored " + name + "</title>\n</head>\n<body>\n<p id=stored>Stored " + name +
           " (" + std::to_string(fs::file_size(file)) + " bytes)</p>\n"
           "<p><a href=\"/\">Back</a></p>\n</body>\n</html>\n";
}

// tag::clock[]
// The events from id `first` on, one a second, until the client goes away
// (send throws). A coroutine function of its own, its state in its
// parameters: nothing refers to a lambda's captures.
inline boost::asio::awaitable<void>
clock_events(route::event_writer& w, std::uint64_t first)
{
    boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
    timer.expires_after(std::chrono::seconds(0));
    for (std::uint64_t id = first;; ++id)
    {
        // the event holds views: the texts live in named variables
        std::string now = now_text(), id_text = std::to_string(id);
        co_await w.send({.data = now, .event = "tick", .id = id_text});
        timer.expires_at(timer.expiry() + std::chrono::seconds(1));
        co_await timer.async_wait(boost::asio::use_awaitable);
    }
}

inline route::route
clock_route()
{
    using namespace route::dsl;
    return path("clock")(get(optional_header_value_by_name("Last-Event-ID")(
        [](std::optional<std::string> last) {
            // a reconnecting browser sends the last id it saw
            std::uint64_t first = 1;
            if (last)
            {
                std::uint64_t n = 0;
                auto [p, ec] = std::from_chars(last->data(), last->data() + last->size(), n);
                if (ec == std::errc() && p == last->data() + last->size())
                    first = n + 1;
            }
            return complete(route::event_stream(
                [first](route::event_writer& w) { return clock_events(w, first); },
                std::chrono::seconds(15)));
        })));
}
// end::clock[]

// tag::download[]
// `lines` lines of text, written a few KiB at a time: each write waits
// until the connection took the bytes, so a slow reader slows this down.
inline boost::asio::awaitable<void>
download_lines(route::chunk_writer& w, std::uint64_t lines)
{
    std::string piece;
    for (std::uint64_t i = 1; i <= lines; ++i)
    {
        piece += "line " + std::to_string(i) + " of " + std::to_string(lines) +
                 ": the quick brown fox jumps over the lazy dog\n";
        if (piece.size() >= 4096 || i == lines)
        {
            co_await w.write(piece);
            piece.clear();
        }
    }
}

inline route::route
download_route()
{
    using namespace route::dsl;
    return path("download")(get(parameters(
        param("size").as<std::uint64_t>().with_default(std::uint64_t{100000}))(
        [](std::uint64_t lines) {
            return validate(lines <= max_lines,
                            "size is at most " + std::to_string(max_lines) + " lines")(
                complete(route::chunked("text/plain; charset=utf-8",
                    [lines](route::chunk_writer& w) { return download_lines(w, lines); })));
        })));
}
// end::download[]

// tag::upload[]
inline route::route
upload_route(const fs::path& dir)
{
    using namespace route::dsl;
    // where the part goes: a name of our own making, never the client's path
    auto dest = [dir](const route::file_info& info) -> fs::path {
        return free_path(dir, safe_file_name(info.file_name));
    };
    return path("upload")(post(with_size_limit(upload_limit)(store_uploaded_file("file", dest)(
        [](route::file_info, fs::path stored) {
            return complete_html(stored_page(stored));
        }))));
}
// end::upload[]

/// Every route of the example.
inline route::route
routes(const options& o)
{
    using namespace route::dsl;
    fs::create_directories(o.upload_dir);
    return path_end_or_single_slash(get(complete_html(std::string(page)))) |
           clock_route() | download_route() | upload_route(o.upload_dir);
}

/// The application the server runs: the routes, 404 for anything else.
inline route::http_app
make_app(const options& o)
{
    return route::to_http_routes(routes(o)).or_not_found();
}

} // namespace streaming

#endif
