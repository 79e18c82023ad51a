//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_SHORT_TEXT_HPP
#define ROUTE_DSL_DETAIL_SHORT_TEXT_HPP

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

namespace route {
namespace dsl {
namespace detail {

/** Text of at most `capacity` characters kept inside the object.

    What `path_prefix("items")` and `complete("done")` keep of a short
    string literal: a route expression built from such literals holds no
    pointer and needs no destructor. A table of hundreds of routes in one
    function then costs the compiler time linear in its length (see
    doc/route/routes.adoc, "Compile cost"); a `std::string` member in each
    temporary makes the optimiser's alias analysis grow with the square
    of the number of routes.
*/
class short_text
{
public:
    static constexpr std::size_t capacity = 31;

    /// `s` must be at most `capacity` characters long.
    explicit short_text(std::string_view s) noexcept : size_(static_cast<unsigned char>(s.size()))
    {
        std::memcpy(data_, s.data(), s.size());
    }

    std::string_view view() const noexcept { return {data_, size_}; }
    operator std::string_view() const noexcept { return view(); }

private:
    char data_[capacity];
    unsigned char size_;
};

static_assert(std::is_trivially_copyable_v<short_text>);

/** True for a character array whose text fits a `short_text` whatever it
    holds: `const char (&)[N]` with `N - 1 <= short_text::capacity`. The
    text is read up to its first NUL, as a `std::string_view` would.
*/
template <class T>
inline constexpr bool is_short_literal_v = [] {
    using A = std::remove_cvref_t<T>;
    if constexpr (std::is_array_v<A> && std::rank_v<A> == 1)
        return std::is_same_v<std::remove_cv_t<std::remove_extent_t<A>>, char> &&
               std::extent_v<A> != 0 && std::extent_v<A> - 1 <= short_text::capacity;
    else
        return false;
}();

/// What keeps the text of a `T`: a `short_text` for a short literal, a
/// `std::string` otherwise.
template <class T>
using text_for_t = std::conditional_t<is_short_literal_v<T>, short_text, std::string>;

} // namespace detail
} // namespace dsl
} // namespace route

#endif
