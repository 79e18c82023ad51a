//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 14_cors: a page on one origin calling an API on another with fetch
// (doc/route/cors.adoc). main.cpp serves both, on two ports of one process.
//
// The page's server:
//
//   GET /?api=URL            the page (text/html); URL is the API's origin
//
// The API's server (another port: another origin):
//
//   PUT /api/notes/ID        stores the body as note ID, answers it back with
//                            the request's X-Request-Id; for the page's origin
//   PUT /api/admin/notes/ID  the same, for https://admin.example.com only
//   GET /api/stats           how many PUTs reached each of the two routes
//
// A PUT with X-Request-Id is not a "simple" request: the browser first
// asks the API with a preflight (OPTIONS), which `cors` answers by itself.
// For /api/notes the answer allows the page's origin, PUT and the field,
// and the browser sends the PUT; for /api/admin/notes the origin is not
// allowed, the preflight is rejected (400 "CORS: invalid origin ...",
// without Access-Control-Allow-Origin), and the browser never sends the
// PUT: fetch fails, and the route's counter stays 0.

#ifndef ROUTE_EXAMPLE_CORS_HPP
#define ROUTE_EXAMPLE_CORS_HPP

#include <route/route.hpp>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

namespace cors_example {

/// The notes the API keeps, and how many PUTs reached each route.
struct store
{
    std::mutex mutex;
    std::map<std::string, std::string> notes;
    std::atomic<int> notes_puts{0};
    std::atomic<int> admin_puts{0};
};

/// The page. Loaded as `/?api=URL&selftest=1`, it calls the API by itself
/// (a PUT to /api/notes/1 that must pass, one to /api/admin/notes/1 that
/// the browser must block) and writes what happened into `#allowed`,
/// `#blocked`, `#stats` and, at the end, `done` into `#selftest`
/// (scripts/check-cors-example.sh).
inline constexpr std::string_view page = R"html(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>route: CORS</title>
<style>body { font-family: sans-serif; margin: 2em } p { margin: .3em 0 }</style>
</head>
<body>
<h1>CORS</h1>
<p>This page's origin: <code id=origin></code>; the API's: <code id=api></code>.</p>
<form id=put-form>
<select id=which><option value=notes>/api/notes/1 (this origin allowed)</option>
<option value=admin/notes>/api/admin/notes/1 (another origin only)</option></select>
<input id=text value="hello"> <button>PUT</button>
</form>
<pre id=log></pre>
<section id=selftest-results hidden>
<h2>Self-test</h2>
<p>Allowed PUT: <span id=allowed></span></p>
<p>Blocked PUT: <span id=blocked></span></p>
<p>PUTs the API received: <span id=stats></span></p>
<p>Status: <span id=selftest>running</span></p>
</section>
<script>
const params = new URLSearchParams(location.search);
const api = params.get('api') || '';
const show = (id, text) => { document.getElementById(id).textContent = text; };
show('origin', location.origin);
show('api', api);

// a PUT with a field of our own: preflighted by the browser
const put = (which, text) => fetch(api + '/api/' + which + '/1', {
  method: 'PUT',
  headers: {'Content-Type': 'text/plain', 'X-Request-Id': '42'},
  body: text,
}).then(async r => r.status + ' ' + (await r.text()) + ' id=' + r.headers.get('X-Request-Id'));

document.getElementById('put-form').onsubmit = e => {
  e.preventDefault();
  const which = document.getElementById('which').value;
  put(which, document.getElementById('text').value)
    .then(t => { document.getElementById('log').textContent += which + ': ' + t + '\n'; },
          err => { document.getElementById('log').textContent += which + ': blocked (' + err.name + ')\n'; });
};

if (params.get('selftest') === '1') {
  document.getElementById('selftest-results').hidden = false;
  (async () => {
    try {
      show('allowed', await put('notes', 'hello'));
    } catch (err) {
      show('allowed', 'blocked: ' + err.name);
    }
    try {
      show('blocked', 'passed: ' + await put('admin/notes', 'hello'));
    } catch (err) {
      show('blocked', 'blocked: ' + err.name);
    }
    const stats = await fetch(api + '/api/stats').then(r => r.text());
    show('stats', stats);
    show('selftest', 'done');
  })().catch(err => show('selftest', 'failed: ' + err));
}
</script>
</body>
</html>
)html";

/// The page's routes.
inline route::http_app
make_page_app()
{
    using namespace route::dsl;
    return route::to_http_routes(path_end_or_single_slash(get(complete(
                                     route::status::ok,
                                     {route::header_field{"Content-Type", "text/html; charset=utf-8"}},
                                     std::string(page)))))
        .or_not_found();
}

// tag::api[]
/// The API's routes; `page_origin` is the origin of the page allowed to call
/// /api/notes, e.g. "http://127.0.0.1:8080".
inline route::http_app
make_api_app(std::string page_origin, std::shared_ptr<store> s)
{
    using namespace route::dsl;

    // the page's origin may PUT with the field X-Request-Id, and read it back
    route::cors_settings for_the_page{
        .allowed_origins = {page_origin},
        .allowed_methods = {route::method::get, route::method::put},
        .allowed_headers = {"Content-Type", "X-Request-Id"},
        .exposed_headers = {"X-Request-Id"},
        .allow_credentials = false,
    };
    // another origin only
    route::cors_settings for_the_admin = for_the_page;
    for_the_admin.allowed_origins = {"https://admin.example.com"};

    // PUT /ID: stores the note, answers it with the request's X-Request-Id
    auto notes = [s](std::atomic<int>& counter) {
        return path(segment)([s, &counter](std::string id) {
            return put(extract_request([s, &counter, id](const route::request& req) {
                ++counter;
                std::string body(req.body());
                {
                    std::lock_guard lock(s->mutex);
                    s->notes[id] = body;
                }
                std::string request_id(req.header("X-Request-Id").value_or(""));
                return complete(route::status::ok, {{"X-Request-Id", request_id}}, body);
            }));
        });
    };

    auto api = path_prefix("api")(
        path_prefix("notes")(cors(for_the_page)(notes(s->notes_puts))) |
        path_prefix("admin")(path_prefix("notes")(cors(for_the_admin)(notes(s->admin_puts)))) |
        path("stats")(cors(for_the_page)(get(extract_request([s](const route::request&) {
            return complete("notes " + std::to_string(s->notes_puts.load()) + ", admin " +
                            std::to_string(s->admin_puts.load()));
        })))));
    // the CORS rejections (a preflight refused) as pekko-http-cors answers them
    return route::to_http_routes(handle_rejections(route::cors_rejection_handler)(api))
        .or_not_found();
}
// end::api[]

} // namespace cors_example

#endif
