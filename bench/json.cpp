//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Encode and decode of a 100-element vector of Repository records: the
// model codec (Describe + naming policy) against a hand-written Boost.JSON
// tag_invoke of the same struct, alternating, in one run.
//
//   json [ROUNDS]

#include "measure.hpp"
#include "../example/models/github.hpp"
#include <route/json.hpp>
#include <boost/describe/class.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using github::repository;

// The same record, converted by hand.
namespace plain {

struct repository
{
    std::string name;
    std::string fullName;
    std::optional<std::string> description;
    std::int32_t stargazersCount;
    std::optional<std::string> language;
};

void
tag_invoke(boost::json::value_from_tag, boost::json::value& v, const repository& r)
{
    auto& o = v.emplace_object();
    o.reserve(5);
    o.emplace("name", r.name);
    o.emplace("full_name", r.fullName);
    if (r.description)
        o.emplace("description", *r.description);
    o.emplace("stargazers_count", r.stargazersCount);
    if (r.language)
        o.emplace("language", *r.language);
}

std::optional<std::string>
optional_string(const boost::json::object& o, const char* key)
{
    auto const* v = o.if_contains(key);
    if (!v || v->is_null())
        return std::nullopt;
    return std::string(v->as_string());
}

repository
tag_invoke(boost::json::value_to_tag<repository>, const boost::json::value& v)
{
    auto const& o = v.as_object();
    return repository{std::string(o.at("name").as_string()),
                      std::string(o.at("full_name").as_string()),
                      optional_string(o, "description"),
                      static_cast<std::int32_t>(o.at("stargazers_count").as_int64()),
                      optional_string(o, "language")};
}

} // namespace plain

namespace {


volatile std::size_t sink;

} // namespace

int
main(int argc, char** argv)
{
    int rounds = argc > 1 ? std::atoi(argv[1]) : 9;
    std::vector<repository> model;
    std::vector<plain::repository> hand;
    for (int i = 0; i < 100; ++i)
    {
        std::optional<std::string> d;
        if (i % 3)
            d = "A repository with a description, number " + std::to_string(i);
        std::optional<std::string> l;
        if (i % 2)
            l = "C++";
        model.push_back({"repo-" + std::to_string(i), "octocat/repo-" + std::to_string(i), d,
                         i * 7, l});
        hand.push_back({"repo-" + std::to_string(i), "octocat/repo-" + std::to_string(i), d,
                        i * 7, l});
    }
    std::string text_model = boost::json::serialize(route::json::to_value(model));
    std::string text_hand = boost::json::serialize(boost::json::value_from(hand));
    if (text_model != text_hand)
    {
        std::fprintf(stderr, "json: the two encoders disagree\n");
        return 1;
    }

    const int calls = 2000;
    std::vector<double> enc_m, enc_h, dec_m, dec_h;
    for (int r = 0; r < rounds; ++r)
    {
        auto enc_model = [&] {
            sink = boost::json::serialize(route::json::to_value(model)).size();
        };
        auto enc_hand = [&] { sink = boost::json::serialize(boost::json::value_from(hand)).size(); };
        auto dec_model = [&] {
            auto v = route::json::decode<std::vector<repository>>(boost::json::parse(text_model));
            sink = v->size();
        };
        auto dec_hand = [&] {
            auto v = boost::json::value_to<std::vector<plain::repository>>(boost::json::parse(text_hand));
            sink = v.size();
        };
        if (r % 2)
        {
            enc_m.push_back(bench::ns_per_call(enc_model, calls));
            enc_h.push_back(bench::ns_per_call(enc_hand, calls));
            dec_m.push_back(bench::ns_per_call(dec_model, calls));
            dec_h.push_back(bench::ns_per_call(dec_hand, calls));
        }
        else
        {
            enc_h.push_back(bench::ns_per_call(enc_hand, calls));
            enc_m.push_back(bench::ns_per_call(enc_model, calls));
            dec_h.push_back(bench::ns_per_call(dec_hand, calls));
            dec_m.push_back(bench::ns_per_call(dec_model, calls));
        }
    }
    double em = bench::median(enc_m), eh = bench::median(enc_h), dm = bench::median(dec_m), dh = bench::median(dec_h);
    std::printf("100 Repository records, %d rounds of %d calls, medians (parse/serialize included)\n",
                rounds, calls);
    std::printf("  encode  model %9.0f ns   hand-written %9.0f ns   ratio %.3f (goal <= 1.10)\n",
                em, eh, em / eh);
    std::printf("  decode  model %9.0f ns   hand-written %9.0f ns   ratio %.3f (goal <= 1.10)\n",
                dm, dh, dm / dh);
}
