//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen's additions in one specification: a small pet clinic, a route
// application run in process (no socket, no port), documented with an
// enumeration in its model, a multipart upload, OAuth 2, OpenID Connect
// and mutual TLS as its security schemes, strict response headers, a
// request whose values its setup makes when the test runs, OpenAPI 3.1,
// and a post-processor adding the servers to the OpenAPI document. Every
// linked format is written under DOCGEN_OUTPUT_DIR (default target/docgen);
// scripts/check-docgen-additions.sh compares them with their golden files
// under test/docgen/additions/.

#define BOOST_TEST_MODULE additions_spec
#include <docgen/docgen.hpp>
#include <docgen/openapi_post_processor.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <yaml-cpp/yaml.h>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

// tag::model[]
namespace clinic {

/// What kind of animal a pet is: a JSON string, `cat`, `dog` or `parrot`.
enum class species
{
    cat,
    dog,
    parrot
};
BOOST_DESCRIBE_ENUM(species, cat, dog, parrot)

struct pet
{
    std::int64_t id;
    std::string name;
    species kind;
    std::optional<std::string> owner;
};
BOOST_DESCRIBE_STRUCT(pet, (), (id, name, kind, owner))

} // namespace clinic

template <>
struct route::json::member_description<clinic::pet>
{
    static const char* get(std::string_view member)
    {
        if (member == "id")
            return "The pet's identifier, given by the clinic (0 when adding it)";
        if (member == "kind")
            return "What kind of animal it is";
        if (member == "owner")
            return "Who brings the pet in, if the clinic knows";
        return nullptr;
    }
};
// end::model[]

namespace clinic {

/// The pets, by identifier; each added pet gets the next one.
class patients
{
public:
    pet add(pet p)
    {
        std::lock_guard lock(m_);
        p.id = ++last_;
        pets_[p.id] = p;
        return p;
    }

    std::optional<pet> find(std::int64_t id) const
    {
        std::lock_guard lock(m_);
        auto it = pets_.find(id);
        return it == pets_.end() ? std::nullopt : std::optional<pet>(it->second);
    }

private:
    mutable std::mutex m_;
    std::map<std::int64_t, pet> pets_;
    std::int64_t last_ = 0;
};

/// The access token the clinic's staff present (an identity provider's in a real service).
inline constexpr std::string_view staff_token = "clinic-staff-token";

// POST /pets (a staff token: Bearer), GET /pets/{id}, and
// PUT /pets/{id}/photo (multipart/form-data: the file `photo` and the
// field `caption`).
inline route::route
routes(patients& r)
{
    using namespace route::dsl;
    auto staff = [](std::string_view token) -> std::optional<std::string> {
        if (route::secure_equals(token, staff_token))
            return std::string("staff");
        return std::nullopt;
    };
    return path_prefix("pets")(
        path_end(post(authenticate_oauth2("clinic", staff)([&r](const std::string&) {
            return entity(as<pet>)([&r](pet p) {
                auto added = r.add(std::move(p));
                return respond_with_header("Location", "/pets/" + std::to_string(added.id))(
                    complete(route::status::created, added));
            });
        }))) |
        path(long_number)([&r](std::int64_t id) {
            return get([&r, id]() -> route::route {
                if (auto p = r.find(id))
                    return complete(*p);
                return complete(route::status::not_found,
                                "There is no pet with id " + std::to_string(id) + ".");
            });
        }) |
        path(long_number / "photo")([&r](std::int64_t id) {
            return put(form_fields("caption")([&r, id](std::string caption) {
                return file_upload("photo")(
                    [&r, id, caption](route::file_info i, route::byte_source src)
                        -> boost::asio::awaitable<route::route> {
                        std::size_t size = 0;
                        while (auto piece = co_await src.read())
                            size += piece->size();
                        auto p = r.find(id);
                        if (!p)
                            co_return complete(route::status::not_found,
                                               "There is no pet with id " + std::to_string(id) +
                                                   ".");
                        co_return complete(p->name + "'s photo " + i.file_name + " (" +
                                           i.content_type + ", " + std::to_string(size) +
                                           " bytes): " + caption);
                    });
            }));
        }));
}

} // namespace clinic

using clinic::pet;
using clinic::species;

// tag::spec[]
class clinic_spec : public docgen::spec
{
public:
    clinic_spec()
    {
        app(route::to_http_routes(clinic::routes(patients_)).or_not_found());
        default_headers({{"User-Agent", "docgen-additions-sample"}});
        auto staff = security(
            docgen::oauth2("clinicAuth",
                           docgen::oauth2_flows{
                               .client_credentials = docgen::oauth2_flow{
                                   "", "https://auth.clinic.example/token", "",
                                   {{"pets:write", "Add pets and their photos"}}}}),
            docgen::open_id_connect("clinicId",
                                    "https://auth.clinic.example/.well-known/openid-configuration"),
            docgen::mutual_tls("clinicCertificate"));

        path("/pets", "The clinic's patients.", "Pets")(
            supports(route::method::post, docgen::no_params, "Add a pet", "addPet", {"pets"},
                     staff)(
                on_request()
                    .body(pet{0, "Rex", species::dog, "Ann"})
                    .security(bearer_token(std::string(clinic::staff_token), "clinicAuth"))
                    // nothing but the body and where the pet is now
                    .responds_with<pet>(201, "Pet added", {h<std::string>("Location")},
                                        docgen::strict_headers)
                    .assert_([](auto& ctx) {
                        auto r = ctx.perform_request();
                        BOOST_TEST(r.body.id == 1);
                        BOOST_TEST((r.body.kind == species::dog));
                    }),
                on_request()
                    .body(pet{0, "Tweety", species::parrot, std::nullopt})
                    .responds_with<std::string>(401, "No staff token")));

        path("/pets/{id}", "One patient, by the identifier the clinic gave it.", "A pet")(
            supports(route::method::get, p<std::int64_t>("id", "The pet's identifier"),
                     "Get a pet", "getPet", {"pets"})(
                // a pet its setup adds when the test runs, then asked for by its identifier
                with_setup([this] { return add_pet({0, "Felix", species::cat, std::nullopt}); })
                    .on_request([](const std::int64_t& id) { return docgen::on_request(id); })
                    .responds_with<pet>(200, "Pet found")
                    .assert_([](auto& ctx) {
                        BOOST_TEST(ctx.perform_request().body.name == "Felix");
                    }),
                on_request(99).responds_with<std::string>(404, "No such pet")));

        path("/pets/{id}/photo", "A patient's photo.", "A pet's photo")(
            supports(route::method::put, p<std::int64_t>("id", "The pet's identifier"),
                     "Upload a pet's photo", "uploadPhoto", {"pets"})(
                on_request(1)
                    .body(docgen::multipart{
                        docgen::file_part{"photo", "image/png", "rex.png", png},
                        docgen::text_part{"caption", "Rex after his check-up"}})
                    .responds_with<std::string>(200, "Photo stored")
                    .assert_([](auto& ctx) {
                        BOOST_TEST(ctx.perform_request().body ==
                                   "Rex's photo rex.png (image/png, 16 bytes): "
                                   "Rex after his check-up");
                    })));
    }

private:
    // POST /pets through the application, as the staff adds a pet: the
    // identifier the clinic gave it
    std::int64_t add_pet(const pet& p) const
    {
        auto req = route::testkit::Post("/pets", p).with_header(
            "Authorization", "Bearer " + std::string(clinic::staff_token));
        auto r = route::testkit::run(req, *application());
        if (r.status() != route::status::created)
            throw std::runtime_error("POST /pets answered " + r.body());
        return r.response_as<pet>().id;
    }

    // a PNG's signature and the start of its header chunk
    static inline const std::string png = std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);

    // the clinic's state, changed by the requests; the spec outlives them
    mutable clinic::patients patients_;
};
DOCGEN_SPEC(clinic_spec)
// end::spec[]

// tag::post_processor[]
// The OpenAPI document names the servers the clinic's API is served from.
struct add_servers final : docgen::openapi_post_processor
{
    void process(YAML::Node& document) const override
    {
        YAML::Node production;
        production["url"] = "https://api.clinic.example/v1";
        production["description"] = "Production";
        document["servers"].push_back(production);
    }
};
static const docgen::openapi_post_processor_registrar<add_servers> servers_added;
// end::post_processor[]

// tag::options[]
// OpenAPI 3.1 (a nullable member is a type list there)
struct clinic_spec_options
{
    clinic_spec_options()
    {
        docgen::generation_options({
            {"openapi-info", "openapi: 3.1.0\n"
                             "info:\n"
                             "  title: Pet clinic\n"
                             "  version: 1.0.0\n"},
            {"httpclient-package", "com.example.clinic"},
        });
    }
};
static const clinic_spec_options options;
// end::options[]
