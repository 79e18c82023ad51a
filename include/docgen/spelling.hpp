//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPELLING_HPP
#define DOCGEN_SPELLING_HPP

// The enums of docgen's records and their spellings: a value is an enum
// wherever docgen reads it, and text only where a format writes it.

#include <cstddef>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace docgen {

/** The spellings of the values of the enum `E` in the texts docgen writes
    and reads (OpenAPI's, the calls format's): `table`, an array of
    `{value, text}` pairs, the first one the default. Specialised for each
    enum below.
*/
template <class E>
struct spellings;

/** A value of the enum `E` in a record: compared and switched on as an
    `E`, and made from and written as its spelling (`"header"`,
    `"mutualTLS"`), which only the formats that write text read.

    @par Example
    @code
    docgen::parameter_record p;
    p.in = "header";                                   // from its spelling
    assert(p.in == docgen::parameter_location::header); // compared as the enum
    assert(p.in.text() == "header");                  // written as its spelling
    @endcode
*/
template <class E>
class spelled
{
public:
    /// The default: the first value of `spellings<E>::table`.
    constexpr spelled() noexcept : value_(spellings<E>::table[0].first) {}

    constexpr spelled(E e) noexcept : value_(e) {}

    /** The value spelled `text`.

        @throws std::invalid_argument naming `text` and the spellings of
        `E` when it is none of them.
    */
    spelled(std::string_view text) : value_(parse(text)) {}
    spelled(const char* text) : spelled(std::string_view(text)) {}
    spelled(const std::string& text) : spelled(std::string_view(text)) {}

    constexpr operator E() const noexcept { return value_; }
    constexpr E value() const noexcept { return value_; }

    /// The value's spelling.
    constexpr std::string_view text() const noexcept
    {
        for (auto const& [e, t] : spellings<E>::table)
            if (e == value_)
                return t;
        return {};
    }

    /// The value spelled `text`, or none.
    static constexpr std::optional<E> from_text(std::string_view text) noexcept
    {
        for (auto const& [e, t] : spellings<E>::table)
            if (t == text)
                return e;
        return std::nullopt;
    }

    /// The spellings, as an error names them: `` `file` or `text` `` (the empty one left out).
    static std::string expected()
    {
        std::vector<std::string_view> names;
        for (auto const& [e, t] : spellings<E>::table)
            if (!t.empty())
                names.push_back(t);
        std::string out;
        for (std::size_t i = 0; i < names.size(); ++i)
            out += std::string(i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + "`" +
                   std::string(names[i]) + "`";
        return out;
    }

    friend constexpr bool operator==(spelled a, spelled b) noexcept { return a.value_ == b.value_; }
    friend constexpr bool operator==(spelled a, E b) noexcept { return a.value_ == b; }
    friend constexpr bool operator==(spelled a, std::string_view b) noexcept { return a.text() == b; }
    friend constexpr bool operator==(spelled a, const char* b) noexcept
    {
        return a.text() == std::string_view(b);
    }
    friend bool operator==(spelled a, const std::string& b) noexcept { return a.text() == b; }

    /// Writes the spelling.
    friend std::ostream& operator<<(std::ostream& os, spelled a) { return os << a.text(); }

private:
    static E parse(std::string_view text)
    {
        if (auto e = from_text(text))
            return *e;
        throw std::invalid_argument("'" + std::string(text) + "' is not one of " + expected());
    }

    E value_;
};

} // namespace docgen

#endif
