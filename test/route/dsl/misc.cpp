//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/misc.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <string>

namespace dsl_misc_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

auto body_or_not = request_entity_empty(complete("empty")) | request_entity_present(complete("present"));

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_misc)

BOOST_FIXTURE_TEST_CASE(request_entity_empty_and_present, route_test)
{
    BOOST_TEST((Get("/") >> body_or_not).body() == "empty");
    BOOST_TEST((Post("/").with_body("x") >> body_or_not).body() == "present");
    BOOST_TEST(!(Get("/") >> request_entity_present(complete("present"))).handled());
    // pekko-http's requestEntityEmpty rejects with an empty list
    auto with_body = Post("/").with_body("x") >> request_entity_empty(complete("empty"));
    BOOST_TEST(!with_body.handled());
    BOOST_TEST(with_body.rejections().empty());
    // a streamed body is present unless it declares length 0
    BOOST_TEST((Post("/").with_streamed_body({"a", "b"}) >> body_or_not).body() == "present");
    BOOST_TEST((Post("/").with_header("Content-Length", "0").with_streamed_body({}) >> body_or_not)
                   .body() == "empty");
}

// pekko-http's requestEntityPresent: RequestEntityExpectedRejection, 400 once sealed
BOOST_FIXTURE_TEST_CASE(request_entity_present_expects_an_entity, route_test)
{
    auto present = request_entity_present(complete("present"));
    BOOST_TEST((Get("/") >> present).rejection() ==
               route::rejection(route::request_entity_expected_rejection{}));
    BOOST_TEST((Post("/").with_header("Content-Length", "0").with_streamed_body({}) >> present)
                   .rejection() == route::rejection(route::request_entity_expected_rejection{}));
    auto sealed = Post("/") >> route::seal(present);
    BOOST_TEST(sealed.status() == route::status::bad_request);
    BOOST_TEST(sealed.body() == "Request entity expected but not supplied");
    // an alternative that passes answers, whatever this one rejected with
    BOOST_TEST((Get("/") >> (present | complete("other"))).body() == "other");
    // a branch that decoded the body cancels it, as pekko-http's entity
    auto decoded = request_entity_present(complete("present")) |
                   entity(as<std::string>)([](std::string) { return reject(); });
    BOOST_TEST((Get("/") >> decoded).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(reject_empty_response_rejects_an_empty_body, route_test)
{
    auto r = path("a" / segment)([](std::string id) {
        return reject_empty_response(complete(id == "known" ? std::string("item") : std::string()));
    });
    BOOST_TEST((Get("/a/known") >> r).body() == "item");
    auto none = Get("/a/other") >> r;
    BOOST_TEST(!none.handled());
    BOOST_TEST(none.rejections().empty());
    BOOST_TEST((Get("/a/other") >> route::seal(r)).status() == route::status::not_found);
    // the next alternative is tried
    auto alt = reject_empty_response(complete("")) | complete("fallback");
    BOOST_TEST((Get("/") >> alt).body() == "fallback");
    // rejections pass as they are
    BOOST_TEST((Get("/") >> reject_empty_response(reject(route::missing_header_rejection{"X"})))
                   .rejection() == route::rejection(route::missing_header_rejection{"X"}));
}

BOOST_FIXTURE_TEST_CASE(reject_empty_response_waits_for_an_awaiting_handler, route_test)
{
    auto later = [](std::string text) {
        return extract_uri([text](boost::urls::url) -> boost::asio::awaitable<route::route> {
            co_await boost::asio::post(co_await boost::asio::this_coro::executor,
                                       boost::asio::use_awaitable);
            co_return complete(text);
        });
    };
    BOOST_TEST((Get("/") >> reject_empty_response(later("done"))).body() == "done");
    BOOST_TEST(!(Get("/") >> reject_empty_response(later(""))).handled());
}

// pekko's MiscDirectivesSpec, "the selectPreferredLanguage directive"
BOOST_FIXTURE_TEST_CASE(select_preferred_language_as_pekko, route_test)
{
    auto select = [](const char* accept, const char* first, const char* second) {
        auto r = select_preferred_language(first, second)([](std::string l) { return complete(l); });
        auto req = Get("/");
        if (*accept)
            req.with_header("Accept-Language", accept);
        return (std::move(req) >> r).body();
    };
    BOOST_TEST(select("de, en", "de", "en") == "de");
    BOOST_TEST(select("de, en", "en", "de") == "en");
    BOOST_TEST(select("en, de;q=.5", "de", "en") == "en");
    BOOST_TEST(select("en, de;q=.5", "en", "de") == "en");
    BOOST_TEST(select("en;q=.5, de", "de", "en") == "de");
    BOOST_TEST(select("en;q=.5, de", "en", "de") == "de");
    const char* mixed = "en-US, en;q=.7, *;q=.1, de;q=.5";
    BOOST_TEST(select(mixed, "en", "en-US") == "en-US");
    BOOST_TEST(select(mixed, "de", "en") == "en");
    BOOST_TEST(select(mixed, "de", "hu") == "de");
    BOOST_TEST(select(mixed, "de-DE", "hu") == "de-DE");
    BOOST_TEST(select(mixed, "hu", "es") == "hu");
    BOOST_TEST(select(mixed, "es", "hu") == "es");
    BOOST_TEST(select("en, *;q=.5, de;q=0", "es", "de") == "es");
    BOOST_TEST(select("en, *;q=.5, de;q=0", "de", "es") == "es");
    BOOST_TEST(select("en, *;q=.5, de;q=0", "es", "en") == "en");
    BOOST_TEST(select("en, *;q=0", "es", "de") == "es");
    BOOST_TEST(select("en, *;q=0", "de", "es") == "de");
    BOOST_TEST(select("en, *;q=0", "es", "en") == "en");
    // without the field: the first
    BOOST_TEST(select("", "fr", "en") == "fr");
    BOOST_TEST((Get("/") >> select_preferred_language("en")([](std::string l) { return complete(l); }))
                   .body() == "en");
}

namespace {
// tag::attribute[]
struct tenant
{
    std::string name;
};
constexpr route::attribute_key<tenant> tenant_key{"tenant"};
// end::attribute[]
constexpr route::attribute_key<std::string> tenant_name_key{"tenant"}; // same name, another type
} // namespace

BOOST_FIXTURE_TEST_CASE(attributes_added_outside_are_read_inside, route_test)
{
    // tag::attribute[]
    auto with_tenant = [](std::string name) {
        return map_request([name](route::request req) {
            return req.with_attribute(tenant_key, tenant{name});
        });
    };
    auto show = attribute(tenant_key)([](tenant t) { return complete("tenant " + t.name); });
    BOOST_TEST((Get("/") >> with_tenant("acme")(show)).body() == "tenant acme");
    // end::attribute[]
    // the innermost attribute of a key is the one seen
    BOOST_TEST((Get("/") >> with_tenant("outer")(with_tenant("inner")(show))).body() == "tenant inner");

    // absent: rejected, and 500 once sealed (pekko-http's default handler)
    auto r = Get("/") >> show;
    BOOST_TEST(r.rejections() == (std::vector<route::rejection>{
                                     route::missing_attribute_rejection{"tenant"}}));
    auto sealed = Get("/") >> route::seal(show);
    BOOST_TEST(sealed.status() == route::status::internal_server_error);
    BOOST_TEST(sealed.body() == "There was an internal server error.");
    // a key is its name and its type
    BOOST_TEST(!(Get("/") >> with_tenant("acme")(attribute(tenant_name_key)(
                                 [](std::string n) { return complete(n); })))
                    .handled());

    auto optional = optional_attribute(tenant_key)([](std::optional<tenant> t) {
        return complete(t ? t->name : std::string("none"));
    });
    BOOST_TEST((Get("/") >> optional).body() == "none");
    BOOST_TEST((Get("/") >> with_tenant("acme")(optional)).body() == "acme");
}

// HTTP's grammar (RFC 9110 12.5.4): every parameter of a range is read, the
// weight from `q`; a field with a range or a parameter that does not parse
// is ignored as a whole, as Accept and Accept-Charset are
BOOST_FIXTURE_TEST_CASE(select_preferred_language_reads_every_parameter, route_test)
{
    auto select = [](const char* accept, const char* first, const char* second) {
        auto r = select_preferred_language(first, second)([](std::string l) { return complete(l); });
        return (Get("/").with_header("Accept-Language", accept) >> r).body();
    };
    BOOST_TEST(select("en;x=1;q=0.1, de", "en", "de") == "de");
    BOOST_TEST(select("de;q=0.5, en;x=\"a, b\"", "de", "en") == "en");
    BOOST_TEST(select("de;Q=0.5, en", "de", "en") == "en");
    // ignored as a whole: every language is as good, the first is chosen
    BOOST_TEST(select("en;q=x, de;q=0.5", "en", "de") == "en");
    BOOST_TEST(select("de;q=0.5, en_US", "de", "en") == "de");
    BOOST_TEST(select("de;q=0.5, en;level", "de", "en") == "de");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_misc_test
