//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_MISC_IPP
#define ROUTE_DSL_IMPL_MISC_IPP

#include <route/dsl/misc.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <algorithm>

namespace route {
namespace dsl {
namespace detail {

namespace language {

// one range of Accept-Language: a tag (`*` or `en-US`) and its q
struct range
{
    std::string_view tag;
    int q;
    std::size_t subtags; // the number of `-` parts after the primary tag
};

// True when the range `r` matches the language `lang` (pekko-http's
// LanguageRange.matches): `*` matches all; otherwise the primary tags are
// equal, and the range's subtags are a prefix of the language's.
ROUTE_DECL bool
range_matches(std::string_view r, std::string_view lang) noexcept
{
    if (r == "*")
        return true;
    if (!::route::detail::iequals(r, lang.substr(0, r.size())))
        return false;
    return lang.size() == r.size() || lang[r.size()] == '-';
}

} // namespace language

ROUTE_DECL std::string
preferred_language(const ::route::request& req, const std::vector<std::string>& alternatives)
{
    std::vector<language::range> ranges;
    req.headers().any_of("Accept-Language", [&](std::string_view value) {
        // every parameter is read, the weight from `q`; a field with a
        // range or a parameter that does not parse is ignored as a whole
        auto is_range = [](std::string_view v) { return ::route::detail::is_language_range(v); };
        ::route::detail::for_each_weighted(
            value, is_range, [&](const ::route::detail::weighted_element& w) {
                ranges.push_back({w.value, w.q,
                                  static_cast<std::size_t>(std::count(w.value.begin(), w.value.end(), '-'))});
            });
        return false;
    });
    // pekko's order: the most specific first (more subtags, then higher q),
    // `*` last, the header's order among equals
    std::stable_sort(ranges.begin(), ranges.end(),
                     [](const language::range& a, const language::range& b) {
                         auto key = [](const language::range& r) {
                             return r.tag == "*" ? -1 : static_cast<int>(2000 * r.subtags) + r.q;
                         };
                         return key(a) > key(b);
                     });
    auto q_of = [&](std::string_view lang) {
        if (ranges.empty())
            return 1000;
        for (auto const& r : ranges)
            if (language::range_matches(r.tag, lang))
                return r.q;
        return 0;
    };
    // the alternative with the highest q above 0, the first among equals
    const std::string* best = nullptr;
    int best_q = 0;
    for (auto const& alt : alternatives)
    {
        int q = q_of(alt);
        if (q > best_q)
        {
            best = &alt;
            best_q = q;
        }
    }
    return best ? *best : alternatives.front();
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
