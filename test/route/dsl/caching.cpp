//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/caching.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <algorithm>
#include <chrono>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace dsl_caching_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

using clock_type = route::lfu_cache_settings::clock_type;

// A clock the test moves by hand, so that expiry needs no waiting.
struct manual_clock
{
    std::shared_ptr<clock_type::time_point> now = std::make_shared<clock_type::time_point>();

    void advance(clock_type::duration d) const { *now += d; }
    std::function<clock_type::time_point()> source() const
    {
        return [t = now] { return *t; };
    }
};

std::vector<int> sorted_keys(const route::lfu_cache<int, std::string>& c)
{
    auto k = c.keys();
    std::sort(k.begin(), k.end());
    return k;
}

struct my_exception : std::exception
{
};

route::exception_handler good_on_my_exception()
{
    return route::exception_handler([](std::exception_ptr e) -> std::optional<route::route> {
        try
        {
            std::rethrow_exception(e);
        }
        catch (const my_exception&)
        {
            return route::route(complete("Good"));
        }
        catch (...)
        {
            return std::nullopt;
        }
    });
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_caching)

// pekko-http-caching's CachingDirectivesSpec, "the cache directive", one
// case after the other on the same two services.
BOOST_FIXTURE_TEST_CASE(cache_directive_as_pekko, route_test)
{
    int i = 0;
    auto counting_service = cache(route_cache<std::string>(), get_uri_keyer)(
        complete([&] { return std::to_string(++i); }));
    int j = 0;
    auto error_service = cache(route_cache<std::string>(), get_uri_keyer)(
        extract_uri([&](boost::urls::url) { return complete(route::status(500 + ++j)); }));

    // return and cache the response of the first GET
    BOOST_TEST((Get("/") >> counting_service).body() == "1");
    // return the cached response for a second GET
    BOOST_TEST((Get("/") >> counting_service).body() == "1");
    // return the cached response also for failures on GETs
    BOOST_TEST((Get("/") >> error_service).status() == route::status::not_implemented);
    BOOST_TEST((Get("/") >> error_service).status() == route::status::not_implemented);
    BOOST_TEST(j == 1);
    // not cache responses for PUTs
    BOOST_TEST((Put("/") >> counting_service).body() == "2");
    // not cache responses for GETs if the request says `Cache-Control: no-cache`
    BOOST_TEST((Get("/").with_header("Cache-Control", "no-cache") >> counting_service).body() == "3");
    // ... or `Cache-Control: max-age=0`
    BOOST_TEST((Get("/").with_header("Cache-Control", "max-age=0") >> counting_service).body() == "4");
    // neither stored those fresh answers (as pekko: `cachingProhibited | alwaysCache`)
    BOOST_TEST((Get("/") >> counting_service).body() == "1");
}

BOOST_FIXTURE_TEST_CASE(cache_is_transparent_to_exceptions, route_test)
{
    auto c = route_cache<std::string>();
    // thrown directly
    auto thrown = handle_exceptions(good_on_my_exception())(
        cache(c, get_uri_keyer)(extract_uri([](boost::urls::url) -> route::route { throw my_exception(); })));
    BOOST_TEST((Get("/") >> thrown).body() == "Good");
    // bubbling up as a failed result
    auto failed = handle_exceptions(good_on_my_exception())(
        cache(c, get_uri_keyer)(fail_with(std::make_exception_ptr(my_exception()))));
    BOOST_TEST((Get("/") >> failed).body() == "Good");
    // the answers of the exception handler, outside, were not stored
    BOOST_TEST(c->size() == 0u);
}

// pekko's "don't block cache when directive processing is slow": the cache
// is not locked while the inner route runs, so that the inner route may use
// the same cache (a lock held here would never be released).
BOOST_FIXTURE_TEST_CASE(cache_is_not_locked_while_the_inner_route_runs, route_test)
{
    auto c = route_cache<std::string>();
    auto r = cache(c, get_uri_keyer)(path(segment)([c](std::string s) {
        auto other = c->get("http://example.com/other");
        return complete(s + (other ? " after " + *other->text() : std::string(" first")));
    }));
    BOOST_TEST((Get("/other") >> r).body() == "other first");
    BOOST_TEST((Get("/this") >> r).body() == "this after other first");
    BOOST_TEST(c->size() == 2u);
}

BOOST_FIXTURE_TEST_CASE(cache_stores_the_response_of_an_awaiting_route_once_it_completes, route_test)
{
    int i = 0;
    auto c = route_cache<std::string>();
    auto r = cache(c, get_uri_keyer)(extract_uri([&](boost::urls::url) -> boost::asio::awaitable<route::route> {
        co_await boost::asio::post(co_await boost::asio::this_coro::executor, boost::asio::use_awaitable);
        co_return complete(std::to_string(++i));
    }));
    BOOST_TEST((Get("/later") >> r).body() == "1");
    BOOST_TEST((Get("/later") >> r).body() == "1");
    BOOST_TEST(i == 1);
}

BOOST_FIXTURE_TEST_CASE(cache_stores_no_rejection, route_test)
{
    bool open = false;
    int i = 0;
    auto c = route_cache<std::string>();
    auto r = cache(c, get_uri_keyer)(extract_uri([&](boost::urls::url) -> route::route {
        if (!open)
            return reject(route::validation_rejection{"closed"});
        return complete(std::to_string(++i));
    }));
    BOOST_TEST((Get("/") >> r).rejection() == route::rejection(route::validation_rejection{"closed"}));
    BOOST_TEST(c->size() == 0u);
    open = true;
    BOOST_TEST((Get("/") >> r).body() == "1");
    open = false;
    BOOST_TEST((Get("/") >> r).body() == "1");
}

BOOST_FIXTURE_TEST_CASE(a_key_function_decides_what_is_cached, route_test)
{
    int i = 0;
    auto c = route_cache<std::string>();
    // only the paths under /public, by path
    auto key = [](const route::request_context& ctx) -> std::optional<std::string> {
        std::string_view t = ctx.request().target();
        if (t.starts_with("/public/"))
            return std::string(t);
        return std::nullopt;
    };
    auto r = cache(c, key)(complete([&] { return std::to_string(++i); }));
    BOOST_TEST((Get("/public/a") >> r).body() == "1");
    BOOST_TEST((Post("/public/a") >> r).body() == "1");
    BOOST_TEST((Get("/private") >> r).body() == "2");
    BOOST_TEST((Get("/private") >> r).body() == "3");
    BOOST_TEST((Get("/public/b") >> r).body() == "4");
    BOOST_TEST(c->size() == 2u);
    // the key is the request's effective URI, GET only
    auto key_of = extract([](const route::request_context& ctx) { return get_uri_keyer(ctx).value_or("none"); })(
        [](std::string k) { return complete(k); });
    BOOST_TEST((Get("/a?b=c") >> key_of).body() == "http://example.com/a?b=c");
    BOOST_TEST((Get("/a").with_header("Host", "other.org:8080").with_scheme("https") >> key_of).body() ==
               "https://other.org:8080/a");
    BOOST_TEST((Head("/a") >> key_of).body() == "none");
}

// the documentation's examples (CachingDirectivesExamplesSpec)
BOOST_FIXTURE_TEST_CASE(cache_example, route_test)
{
    // tag::cache[]
    // a GET request without credentials, by its URI
    auto anonymous_get = [](const route::request_context& ctx) -> std::optional<std::string> {
        if (ctx.request().header("Authorization"))
            return std::nullopt;
        return get_uri_keyer(ctx);
    };
    // created outside the route, so that every request shares it
    auto my_cache = route_cache<std::string>();
    int i = 0;
    auto r = path("cached")(cache(my_cache, anonymous_get)(complete([&] { return std::to_string(++i); })));

    BOOST_TEST((Get("/cached") >> r).body() == "1");
    // now cached
    BOOST_TEST((Get("/cached") >> r).body() == "1");
    // caching prevented
    BOOST_TEST((Get("/cached").with_header("Cache-Control", "no-cache") >> r).body() == "2");
    // end::cache[]
    BOOST_TEST((Get("/cached").with_header("Authorization", "Bearer x") >> r).body() == "3");
}

BOOST_FIXTURE_TEST_CASE(always_cache_example, route_test)
{
    // tag::always_cache[]
    auto my_cache = route_cache<std::string>();
    int i = 0;
    auto r = path("cached")(always_cache(my_cache, get_uri_keyer)(complete([&] { return std::to_string(++i); })));

    BOOST_TEST((Get("/cached") >> r).body() == "1");
    // now cached
    BOOST_TEST((Get("/cached") >> r).body() == "1");
    // the request's Cache-Control is not read
    BOOST_TEST((Get("/cached").with_header("Cache-Control", "no-cache") >> r).body() == "1");
    // end::always_cache[]
}

BOOST_FIXTURE_TEST_CASE(caching_prohibited_example, route_test)
{
    // tag::caching_prohibited[]
    auto r = caching_prohibited(complete("abc"));

    BOOST_TEST(!(Get("/") >> r).handled());
    BOOST_TEST((Get("/").with_header("Cache-Control", "no-cache") >> r).body() == "abc");
    // end::caching_prohibited[]
}

BOOST_FIXTURE_TEST_CASE(caching_prohibited_reads_every_cache_control_field, route_test)
{
    auto r = caching_prohibited(complete("fresh"));
    struct
    {
        std::vector<const char*> fields;
        bool passes;
    } const cases[] = {
        {{"no-cache"}, true},
        {{"No-Cache"}, true},
        {{"max-age=0"}, true},
        {{"max-age=\"0\""}, true},
        {{"max-age=00"}, true},
        {{"max-age=10"}, false},
        {{"max-age=0x"}, false},
        {{"no-store"}, false},
        {{"max-stale=0"}, false},
        {{"no-transform, max-age = 0"}, true},
        {{"max-age=5 ,no-cache"}, true},
        {{"foo=\"a, no-cache\""}, false},
        {{"max-age=5", "no-cache"}, true},
        {{"no-cache-please"}, false},
        {{}, false},
    };
    for (auto const& c : cases)
    {
        BOOST_TEST_CONTEXT(c.fields.size() << " fields, the first: " << (c.fields.empty() ? "" : c.fields[0]))
        {
            auto req = Get("/");
            for (auto f : c.fields)
                req.add_header("Cache-Control", f);
            BOOST_TEST((std::move(req) >> r).handled() == c.passes);
        }
    }
}

BOOST_FIXTURE_TEST_CASE(a_route_with_a_cache_is_copied_with_its_cache, route_test)
{
    int i = 0;
    route::route a = cache(route_cache<std::string>(), get_uri_keyer)(complete([&] { return std::to_string(++i); }));
    route::route b = a;
    BOOST_TEST((Get("/") >> a).body() == "1");
    BOOST_TEST((Get("/") >> b).body() == "1");
}

// pekko-http-caching's ExpiringLfuCacheSpec, "An LfuCache", where it means
// something without futures; a loading function runs at once here.
BOOST_AUTO_TEST_CASE(lfu_cache_is_initially_empty)
{
    route::lfu_cache<int, std::string> c;
    BOOST_TEST(c.size() == 0u);
    BOOST_TEST(c.keys().empty());
    BOOST_TEST(!c.get(1));
}

BOOST_AUTO_TEST_CASE(lfu_cache_stores_uncached_values)
{
    route::lfu_cache<int, std::string> c;
    BOOST_TEST(c.get_or_load(1, [] { return "A"; }) == "A");
    BOOST_TEST(c.size() == 1u);
    BOOST_TEST(sorted_keys(c) == std::vector<int>{1});
}

BOOST_AUTO_TEST_CASE(lfu_cache_loads_uncached_values_with_a_given_function)
{
    route::lfu_cache<int, int> c;
    BOOST_TEST(c.get_or_load(1, [](int key) { return key * 2; }) == 2);
    BOOST_TEST(c.size() == 1u);
    BOOST_TEST(c.keys() == std::vector<int>{1});
}

BOOST_AUTO_TEST_CASE(lfu_cache_returns_stored_values_upon_a_hit)
{
    route::lfu_cache<int, std::string> c;
    BOOST_TEST(c.get_or_load(1, [] { return "A"; }) == "A");
    int calls = 0;
    BOOST_TEST(c.get_or_load(1, [&] {
        ++calls;
        return "";
    }) == "A");
    BOOST_TEST(calls == 0);
    BOOST_TEST(c.size() == 1u);
}

BOOST_AUTO_TEST_CASE(lfu_cache_puts_a_given_uncached_value)
{
    route::lfu_cache<int, std::string> c;
    c.put(1, "A");
    BOOST_TEST(c.get(1).value_or("none") == "A");
}

BOOST_AUTO_TEST_CASE(lfu_cache_replaces_an_existing_value_on_put)
{
    route::lfu_cache<int, std::string> c;
    BOOST_TEST(c.get_or_load(1, [] { return "A"; }) == "A");
    c.put(1, "B");
    BOOST_TEST(c.get(1).value_or("none") == "B");
    BOOST_TEST(c.size() == 1u);
}

BOOST_AUTO_TEST_CASE(lfu_cache_does_not_cache_exceptions)
{
    route::lfu_cache<int, std::string> c;
    BOOST_CHECK_THROW(c.get_or_load(1, []() -> std::string { throw std::runtime_error("Naa"); }),
                      std::runtime_error);
    BOOST_TEST(c.size() == 0u);
    BOOST_TEST(c.get_or_load(1, [] { return "A"; }) == "A");
    // a failing load leaves an existing value as it was
    c.put(2, "B");
    BOOST_TEST(c.get_or_load(2, []() -> std::string { throw std::runtime_error("Naa"); }) == "B");
}

BOOST_AUTO_TEST_CASE(lfu_cache_properly_limits_capacity)
{
    route::lfu_cache<int, std::string> c({.max_capacity = 3, .initial_capacity = 1});
    BOOST_TEST(c.get_or_load(1, [] { return "A"; }) == "A");
    BOOST_TEST(c.get_or_load(2, [] { return "B"; }) == "B");
    BOOST_TEST(c.get_or_load(3, [] { return "C"; }) == "C");
    c.get_or_load(4, [] { return "D"; });
    BOOST_TEST(c.size() == 3u);
}

BOOST_AUTO_TEST_CASE(lfu_cache_evicts_the_least_frequently_used)
{
    route::lfu_cache<int, std::string> c({.max_capacity = 3, .initial_capacity = 3});
    c.put(1, "A");
    c.put(2, "B");
    c.put(3, "C");
    c.get(1);
    c.get(1);
    c.get(3);
    c.put(4, "D"); // 2 was used once
    BOOST_TEST(sorted_keys(c) == (std::vector<int>{1, 3, 4}));
    c.put(5, "E"); // 4 was used once
    BOOST_TEST(sorted_keys(c) == (std::vector<int>{1, 3, 5}));
    c.get(5);      // 3 and 5 were used twice, 3 longer ago
    c.put(6, "F"); // the least recently used of the least used goes
    BOOST_TEST(sorted_keys(c) == (std::vector<int>{1, 5, 6}));
}

BOOST_AUTO_TEST_CASE(lfu_cache_with_no_capacity_stores_nothing)
{
    route::lfu_cache<int, std::string> c({.max_capacity = 0, .initial_capacity = 0});
    BOOST_TEST(c.get_or_load(1, [] { return "A"; }) == "A");
    BOOST_TEST(c.size() == 0u);
}

// "refresh an entry's expiration time on cache hit", with a clock of the test's own
BOOST_AUTO_TEST_CASE(lfu_cache_refreshes_an_entrys_idle_time_on_a_hit)
{
    using namespace std::chrono_literals;
    manual_clock clock;
    route::lfu_cache<int, std::string> c({.time_to_idle = 10s, .clock = clock.source()});
    c.put(1, "A");
    c.put(2, "B");
    clock.advance(6s);
    BOOST_TEST(c.get(1).value_or("none") == "A"); // refresh
    clock.advance(6s);
    BOOST_TEST(c.get(1).value_or("none") == "A"); // 12s after the write, 6s after the hit
    BOOST_TEST(!c.get(2));                        // idle for 12s
    clock.advance(10s);
    BOOST_TEST(!c.get(1));
    BOOST_TEST(c.size() == 0u);
}

BOOST_AUTO_TEST_CASE(lfu_cache_expires_an_entry_its_time_to_live_after_the_write)
{
    using namespace std::chrono_literals;
    manual_clock clock;
    route::lfu_cache<int, std::string> c({.time_to_live = 10s, .clock = clock.source()});
    c.put(1, "A");
    clock.advance(6s);
    BOOST_TEST(c.get(1).value_or("none") == "A");
    clock.advance(3s);
    BOOST_TEST(c.get(1).value_or("none") == "A");
    c.put(2, "B");
    clock.advance(1s); // 10s after 1 was written, used or not
    BOOST_TEST(!c.get(1));
    BOOST_TEST(c.get(2).value_or("none") == "B");
    c.put(2, "C"); // a write starts the time again
    clock.advance(9s);
    BOOST_TEST(c.get(2).value_or("none") == "C");
    BOOST_TEST(c.get_or_load(1, [] { return "D"; }) == "D");
}

BOOST_AUTO_TEST_CASE(lfu_cache_drops_expired_entries_before_evicting_a_live_one)
{
    using namespace std::chrono_literals;
    manual_clock clock;
    route::lfu_cache<int, std::string> c({.max_capacity = 2, .initial_capacity = 2, .time_to_live = 10s,
                                          .clock = clock.source()});
    c.put(1, "A");
    c.get(1);
    c.get(1);
    clock.advance(5s);
    c.put(2, "B");
    clock.advance(6s); // 1 expired, 2 not, though used less
    c.put(3, "C");
    BOOST_TEST(sorted_keys(c) == (std::vector<int>{2, 3}));
}

BOOST_AUTO_TEST_CASE(lfu_cache_removes_and_clears)
{
    route::lfu_cache<int, std::string> c;
    c.put(1, "A");
    c.put(2, "B");
    BOOST_TEST(c.remove(1));
    BOOST_TEST(!c.remove(1));
    BOOST_TEST(sorted_keys(c) == std::vector<int>{2});
    c.clear();
    BOOST_TEST(c.size() == 0u);
    c.put(3, "C");
    BOOST_TEST(c.get(3).value_or("none") == "C");
}

// "be thread-safe": ten threads read and load random keys; each sees one
// value per key, the same as the others
BOOST_AUTO_TEST_CASE(lfu_cache_is_thread_safe)
{
    route::lfu_cache<int, int> c({.max_capacity = 1000});
    std::vector<std::vector<int>> views(10, std::vector<int>(1000));
    std::vector<std::thread> tracks;
    std::vector<int> inconsistent(10);
    for (int track = 0; track < 10; ++track)
        tracks.emplace_back([&, track] {
            std::mt19937 rand(track);
            auto& view = views[track];
            for (int i = 0; i < 10000; ++i)
            {
                int ix = std::uniform_int_distribution<int>(0, 999)(rand);
                int value = c.get_or_load(ix, [&] { return std::uniform_int_distribution<int>(1, 1000000)(rand); });
                if (view[ix] == 0)
                    view[ix] = value;
                else if (view[ix] != value)
                    ++inconsistent[track];
            }
        });
    for (auto& t : tracks)
        t.join();
    BOOST_TEST(inconsistent == std::vector<int>(10));
    for (int ix = 0; ix < 1000; ++ix)
    {
        int seen = 0;
        for (auto const& v : views)
            if (v[ix] != 0)
            {
                BOOST_TEST_CONTEXT("key " << ix)
                BOOST_TEST((seen == 0 || seen == v[ix]));
                seen = v[ix];
            }
    }
}

BOOST_AUTO_TEST_CASE(lfu_cache_checks_its_settings)
{
    using namespace std::chrono_literals;
    // "be created with the same ttl and tti"
    BOOST_CHECK_NO_THROW((route::lfu_cache<int, int>({.time_to_live = 5s, .time_to_idle = 5s})));
    BOOST_CHECK_THROW((route::lfu_cache<int, int>({.time_to_live = 4s, .time_to_idle = 5s})),
                      std::invalid_argument);
    BOOST_CHECK_THROW((route::lfu_cache<int, int>({.max_capacity = 3, .initial_capacity = 4})),
                      std::invalid_argument);
    BOOST_CHECK_THROW(route_cache<std::string>({.max_capacity = 3, .initial_capacity = 4}),
                      std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_caching_test
