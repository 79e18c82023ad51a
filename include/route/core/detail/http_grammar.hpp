//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_HTTP_GRAMMAR_HPP
#define ROUTE_CORE_DETAIL_HTTP_GRAMMAR_HPP

// HTTP's grammar, in one place: what the directives, the test kit and the
// server read from header fields and write into them (RFC 9110 5.6, 5.6.7,
// 8.3, 12.4.2; RFC 9111 5.2; RFC 4648; RFC 4647). Nothing here knows a
// request or a response: views of text in, values out.
//
// Beast's http::ext_list, token_list and param_list (boost/beast/http/
// rfc7230.hpp, which pulls no Asio in) read RFC 7230's extension lists:
// an element must be a token, so a media range (`text/html`) or an
// Accept-Language range is cut at its first non-token character; a
// quoted value keeps its quotes and escapes; and an element that does not
// parse ends the list silently, so that a malformed field cannot be told
// from a short one. RFC 9110's lists need all three, so the list reader
// below is written on RFC 9110's grammar; Boost.URL gives the hexadecimal
// digits and the percent-decoding.

#include <route/config.hpp>
#include <route/detail/iequals.hpp>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace route {
namespace detail {

// ---------------------------------------------------------------------
// Characters (RFC 9110 5.6.2, 5.6.3); `iequals` and `ascii_lower`, the one
// case-insensitive comparison (ASCII, whatever the locale), are in
// <route/detail/iequals.hpp>, included above.

/// True for RFC 9110's `tchar`: the characters of a token.
constexpr bool
is_tchar(char c) noexcept
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

/// True when `s` is a token: one or more `tchar`.
constexpr bool
is_token(std::string_view s) noexcept
{
    if (s.empty())
        return false;
    for (char c : s)
        if (!is_tchar(c))
            return false;
    return true;
}

/// True for optional white space (RFC 9110's OWS): a space or a tab.
constexpr bool
is_ows(char c) noexcept
{
    return c == ' ' || c == '\t';
}

/// `s` without the optional white space (spaces and tabs) around it.
constexpr std::string_view
trim_ows(std::string_view s) noexcept
{
    while (!s.empty() && is_ows(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && is_ows(s.back()))
        s.remove_suffix(1);
    return s;
}

// ---------------------------------------------------------------------
// Quoted strings (RFC 9110 5.6.4)

/** The length of the quoted-string that starts `s`, both quotes
    included; 0 when `s` does not start with one (no opening quote, no
    closing quote, or a character neither `qdtext` nor a `quoted-pair`).

    @par Example
    @code quoted_string_size("\"a\\\"b\"; x") == 6 @endcode
*/
ROUTE_DECL std::size_t quoted_string_size(std::string_view s) noexcept;

/** The text of a quoted-string without its quotes, each `quoted-pair`
    (`\x`) replaced by its character. `quoted` is a whole quoted-string
    (`quoted_string_size(quoted) == quoted.size()`); anything else is
    returned as it is.
*/
ROUTE_DECL std::string unquote(std::string_view quoted);

// ---------------------------------------------------------------------
// Lists (RFC 9110 5.6.1)

/** Calls `f(element)` for each element of the comma-separated list
    `list`, in order, until `f` returns false.

    A comma inside a quoted-string does not separate. Elements are given
    without the optional white space around them; empty ones (`a, , b`,
    a leading or trailing comma) are skipped, as RFC 9110 5.6.1 asks of
    a recipient. An unterminated quoted-string runs to the end of the
    list: the element it is in does not parse as anything.

    @return false when `f` stopped it, true otherwise.
*/
template <class F>
bool
for_each_element(std::string_view list, F&& f)
{
    std::size_t start = 0;
    std::size_t i = 0;
    while (true)
    {
        while (i < list.size() && list[i] != ',')
        {
            if (list[i] == '"')
            {
                auto n = quoted_string_size(list.substr(i));
                i = n ? i + n : list.size();
            }
            else
                ++i;
        }
        auto element = trim_ows(list.substr(start, i - start));
        if (!element.empty() && !f(element))
            return false;
        if (i >= list.size())
            return true;
        start = ++i;
    }
}

/// A list element cut at its first `;` outside quoted strings.
struct element_parts
{
    /// What the element names (a token, a media range, ...), OWS trimmed.
    std::string_view value;
    /// Its parameters as written, from the first `;` ("" when none).
    std::string_view parameters;
};

/// Cuts `element` into its value and its parameters.
ROUTE_DECL element_parts split_element(std::string_view element) noexcept;

/** One `name=value` pair: a parameter (RFC 9110 5.6.6), a Cache-Control
    directive (RFC 9111 5.2), an auth-param. Views of the text read.
*/
struct name_value
{
    /// The name, a token (compare it with `iequals`).
    std::string_view name;
    /// The value as written: a token, or a quoted-string's inside with
    /// its escapes (see `text`). Empty when there is none.
    std::string_view value;
    /// True when the value was a quoted-string.
    bool quoted = false;
    /// True when there was an `=` (a Cache-Control directive may have none).
    bool has_value = false;

    /// The value as text: a quoted-string's escapes undone.
    ROUTE_DECL std::string text() const;
    /// True when the value is `v`: the same characters, a quoted-string's
    /// escapes undone (a token and the quoted token are the same value).
    ROUTE_DECL bool value_is(std::string_view v) const noexcept;
};

/** Reads `token [ BWS "=" BWS ( token / quoted-string ) ]` filling all of
    `s` (OWS around it ignored). Space around the `=` is read and dropped,
    as RFC 9110 reads its bad white space (BWS) and pekko-http reads
    parameters. Without `=`, `has_value` is false.

    @return none when `s` is not such a pair.
*/
ROUTE_DECL std::optional<name_value> parse_name_value(std::string_view s) noexcept;

/** Calls `f(p)` (a `name_value` with a value) for each parameter of
    `parameters` (RFC 9110 5.6.6: `*( OWS ";" OWS [ parameter ] )`, empty
    parameters skipped), as `split_element` gives them.

    @return false, after calling `f` for the parameters before it, when
    one does not parse: no `=`, a name that is not a token, a value that
    is neither a token nor a quoted-string.
*/
template <class F>
bool
for_each_parameter(std::string_view parameters, F&& f)
{
    std::string_view rest = trim_ows(parameters);
    while (!rest.empty())
    {
        if (rest.front() != ';')
            return false;
        rest.remove_prefix(1);
        // the parameter runs to the next ';' outside a quoted string
        std::size_t i = 0;
        while (i < rest.size() && rest[i] != ';')
        {
            if (rest[i] == '"')
            {
                auto n = quoted_string_size(rest.substr(i));
                if (n == 0)
                    return false;
                i += n;
            }
            else
                ++i;
        }
        auto one = trim_ows(rest.substr(0, i));
        rest = rest.substr(i);
        if (one.empty())
            continue;
        auto p = parse_name_value(one);
        if (!p || !p->has_value)
            return false;
        f(static_cast<const name_value&>(*p));
    }
    return true;
}

/** The first parameter named `name` (case-insensitive) of `parameters`;
    none when there is none or the parameters do not parse.
*/
ROUTE_DECL std::optional<name_value> find_parameter(std::string_view parameters,
                                                    std::string_view name) noexcept;

// ---------------------------------------------------------------------
// Weighted lists: Accept, Accept-Charset, Accept-Encoding, Accept-Language
// (RFC 9110 12.4.2, 12.5)

/** A q-value (RFC 9110 12.4.2) in thousandths, 0 to 1000; -1 when `s` is
    not one: more than three decimals, above 1, not a number. As
    pekko-http, the leading digit may be left out (`.5`).
*/
ROUTE_DECL int parse_qvalue(std::string_view s) noexcept;

/// One element of a weighted list.
struct weighted_element
{
    /// What it names: a media range, a charset, a coding, a language range.
    std::string_view value;
    /// Its parameters as written, `q` included ("" when none).
    std::string_view parameters;
    /// Its weight in thousandths (1000 without a `q` parameter).
    int q = 1000;
};

/// Why an element of a weighted list does not parse.
enum class list_fault
{
    none,          ///< it parses
    bad_value,     ///< what it names is not of its kind
    bad_parameter, ///< a parameter that does not parse
    bad_qvalue     ///< a `q` that is not a q-value
};

/** Reads one element: its value, then its parameters, the weight from
    its `q` parameter (the first one, in any case: `Q=0.5` too).
    `valid(value)` says whether the value is of the list's kind.
*/
template <class Valid>
list_fault
parse_weighted_element(std::string_view element, Valid&& valid, weighted_element& out)
{
    auto parts = split_element(element);
    out.value = parts.value;
    out.parameters = parts.parameters;
    out.q = 1000;
    if (parts.value.empty() || !valid(parts.value))
        return list_fault::bad_value;
    bool seen_q = false;
    bool bad_q = false;
    bool ok = for_each_parameter(parts.parameters, [&](const name_value& p) {
        if (seen_q || !iequals(p.name, "q"))
            return;
        seen_q = true;
        out.q = p.quoted ? -1 : parse_qvalue(p.value);
        bad_q = out.q < 0;
    });
    if (!ok)
        return list_fault::bad_parameter;
    return bad_q ? list_fault::bad_qvalue : list_fault::none;
}

/// What `for_each_weighted` found wrong with a list.
struct list_error
{
    list_fault fault = list_fault::none;
    /// The element that does not parse.
    std::string_view element;
    /// Its value, as `split_element` cuts it.
    std::string_view value;

    /// True when the list had no fault.
    explicit operator bool() const noexcept { return fault == list_fault::none; }
};

/** Reads a weighted list whole, then calls `f(element)` (a
    `weighted_element`) for each of its elements, in order.

    One rule for every field read this way: a list with an element that
    does not parse (a value `valid` refuses, a parameter that does not
    parse, a bad q-value) is malformed as a whole, and `f` is called for
    none of its elements. What a malformed field means is the reader's:
    Accept-Encoding is answered 400, the other fields are ignored.

    @return the fault, which converts to true when there is none.
*/
template <class Valid, class F>
list_error
for_each_weighted(std::string_view list, Valid&& valid, F&& f)
{
    list_error e;
    for_each_element(list, [&](std::string_view element) {
        weighted_element w;
        auto fault = parse_weighted_element(element, valid, w);
        if (fault == list_fault::none)
            return true;
        e.fault = fault;
        e.element = element;
        e.value = w.value;
        return false;
    });
    if (!e)
        return e;
    for_each_element(list, [&](std::string_view element) {
        weighted_element w;
        parse_weighted_element(element, valid, w);
        f(static_cast<const weighted_element&>(w));
        return true;
    });
    return e;
}

/** A message for a list's fault, e.g. `invalid q-value in 'gzip;q=2'`;
    `what` names the kind of value ("content coding").
*/
ROUTE_DECL std::string describe(const list_error& e, std::string_view what);

/// True when `s` is `type "/" subtype`, both tokens (RFC 9110 8.3.1).
ROUTE_DECL bool is_media_type(std::string_view s) noexcept;

/** True when `s` is a media range (RFC 9110 12.5.1): the range of all
    types (a star, a slash, a star), a type's range (`text/` and a star)
    or a media type.
*/
ROUTE_DECL bool is_media_range(std::string_view s) noexcept;

/** True when `s` is a language range (RFC 4647 2.1, RFC 9110 12.5.4):
    `*`, or 1 to 8 letters then `-` and 1 to 8 letters or digits, again.
*/
ROUTE_DECL bool is_language_range(std::string_view s) noexcept;

/** Cuts a media type (a Content-Type's value without its parameters)
    into its type and subtype, OWS trimmed; false when it has no `/`
    or either part is empty.
*/
ROUTE_DECL bool split_media_type(std::string_view s, std::string_view& type,
                                 std::string_view& subtype) noexcept;

// ---------------------------------------------------------------------
// HTTP-dates (RFC 9110 5.6.7)

/** `t` as an IMF-fixdate, to the second: `Sun, 06 Nov 1994 08:49:37 GMT`.
    English day and month names whatever the locale: no `strftime`.
*/
ROUTE_DECL std::string format_http_date(std::chrono::system_clock::time_point t);

/** Reads an HTTP-date in any of RFC 9110's three forms: IMF-fixdate
    (`Sun, 06 Nov 1994 08:49:37 GMT`), the obsolete RFC 850 form
    (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime's
    (`Sun Nov  6 08:49:37 1994`). Names are case-sensitive, as RFC 9110
    has them. An RFC 850 two-digit year is the latest year with those
    digits that is not more than 50 years after the current year.

    @return none when `s` (OWS around it ignored) is none of them or not
    a date of the calendar.
*/
ROUTE_DECL std::optional<std::chrono::system_clock::time_point>
parse_http_date(std::string_view s);

/// As `parse_http_date(s)`, an RFC 850 year read as if the current year were `now`.
ROUTE_DECL std::optional<std::chrono::system_clock::time_point>
parse_http_date(std::string_view s, std::chrono::year now);

// ---------------------------------------------------------------------
// base64 (RFC 4648 4) and percent-decoding (RFC 3986 2.1)

/** Decodes strict base64 (RFC 4648 4, the standard alphabet, with
    padding) into `out`, which has room for `in.size() / 4 * 3` bytes.
    Nothing else is read: no line breaks, no spaces, no URL alphabet, no
    missing padding, no bits left over in a padded group (RFC 4648 3.5).

    @return the decoded size, or `std::string_view::npos` when `in` is
    not such base64.
*/
ROUTE_DECL std::size_t decode_base64_to(std::string_view in, char* out) noexcept;

/// `in` decoded as `decode_base64_to` has it; none when it is not base64.
ROUTE_DECL std::optional<std::string> decode_base64(std::string_view in);

/** `s` percent-decoded, through Boost.URL's `pct_string_view` (`+` stays
    a `+`); none when an escape is cut short or not hexadecimal.
*/
ROUTE_DECL std::optional<std::string> percent_decode(std::string_view s);

// ---------------------------------------------------------------------
// Media types: the table of file extensions and compressibility

/// A media type the library knows.
struct known_media_type
{
    /// The file extension that names it ("" for none), lower case.
    std::string_view extension;
    /// The Content-Type a file of that extension is sent with.
    std::string_view content_type;
    /// True when its content is compressed in itself, so that a coding
    /// gains nothing (`encode_response` leaves it as it is).
    bool compressed = false;
    /// True when the file's bytes are that type gzipped (pekko-http's
    /// Gzipped: `image/svg+xml` stored as `.svgz`).
    bool gzipped = false;
    /// True for a container of files (`.zip`, `.gz`, `.tar`), sent as it is.
    bool archive = false;
};

/** The media type of the file extension `ext` (case-insensitive, without
    its dot); none when the table does not have it.
*/
ROUTE_DECL const known_media_type* media_type_of_extension(std::string_view ext) noexcept;

/** True when a body of `content_type` (a Content-Type's value, its
    parameters ignored, case-insensitive) is compressed in itself: audio,
    video, and the table's compressed types.
*/
ROUTE_DECL bool is_compressed_media_type(std::string_view content_type) noexcept;

} // namespace detail
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/http_grammar.ipp>
#endif

#endif
