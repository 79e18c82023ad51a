//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_MULTIPART_HPP
#define ROUTE_DSL_DETAIL_MULTIPART_HPP

#include <route/config.hpp>
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace route {
namespace dsl {
namespace detail {

// The parameter `name` of a header field value such as
// `form-data; name="a"; filename="b"` (RFC 9110 parameters: a token or a
// quoted string with backslash escapes); nullopt when absent or when the
// parameters before it are not valid.
ROUTE_DECL std::optional<std::string>
header_param(std::string_view value, std::string_view name);

// One part's header, as parsed.
struct multipart_part
{
    // The `name` of its `Content-Disposition: form-data` (never absent: a
    // part without one is an error).
    std::string name;

    // Its file name: `filename*` (RFC 5987, UTF-8 or ISO-8859-1, decoded to
    // UTF-8) when present and decodable, else `filename`, else `filename*`
    // as sent; nullopt when neither is present (a text field).
    std::optional<std::string> filename;

    // Its `Content-Type` as sent (trimmed), "" when absent; RFC 7578's
    // default, text/plain, is the caller's business.
    std::string content_type;
};

// What `multipart_parser` calls, in this order for each part:
// `on_part_begin`, `on_part_data` zero or more times, `on_part_end`.
class multipart_handler
{
public:
    // A part's header block has been read. `p` stays valid until
    // `on_part_end` returns.
    virtual void on_part_begin(const multipart_part& p) = 0;

    // The next bytes of the part's content, never empty; a part's content
    // may come in any number of calls of any sizes, whatever the pieces
    // given to `put`. `bytes` is valid during the call only.
    virtual void on_part_data(std::string_view bytes) = 0;

    // The part's delimiter has been seen: its content is complete.
    virtual void on_part_end() = 0;

protected:
    ~multipart_handler() = default;
};

// Bounds on what a multipart body may hold. The parser's memory does not
// depend on the size of the parts' content.
struct multipart_limits
{
    // The bytes of a part's header block, from the line after its
    // delimiter up to and including the empty line that ends it.
    std::size_t max_header_size = 16 * 1024;

    // The parts of a body.
    std::size_t max_parts = 1000;
};

// An incremental (push) parser of a multipart/form-data body (RFC 7578,
// RFC 2046's syntax): feed the body in pieces of any sizes with `put`, then
// call `finish` at its end. A delimiter may be split across any pieces.
//
// Read: a preamble (ignored); delimiters `--boundary`, each followed by
// optional spaces and tabs and CRLF; a part's header fields up to an empty
// line, of which `Content-Disposition` (it must be `form-data`; `name`,
// `filename`, `filename*`; the last such field wins) and `Content-Type`
// are read, the others skipped; its content, up to the next CRLF
// `--boundary`; the close delimiter `--boundary--`, after which the
// epilogue is ignored.
//
// Between calls the parser keeps at most `boundary.size() + 3` bytes of
// input (a possible beginning of a delimiter) plus the unfinished line of a
// part's header block (at most `max_header_size`); content is passed on as
// soon as it is known not to belong to a delimiter. When a piece is put
// and nothing was kept from earlier pieces, the content passed on is a
// view into that piece, so that a body put whole gives, for each part,
// contiguous views of the body.
//
// The error texts are those of the form field directives'
// malformed_request_content_rejection:
//   The multipart boundary is missing or too long.            (constructor)
//   The multipart body has no part delimited by its boundary.
//   The multipart body has a malformed delimiter line.
//   The multipart body ends inside a part's header.
//   A multipart part has a malformed header field.            (no colon)
//   A multipart part is not form-data.
//   A multipart part has no form-data name.   (when the part's end is seen)
//   The multipart body has no close delimiter.
//   A multipart part's header is too large.                   (limits)
//   The multipart body has too many parts.                    (limits)
// Each is found at the same place of the body however it is cut in pieces,
// so the events and the error do not depend on the cuts. A part without a
// name is not passed to the handler; its content is skipped and the error
// is set when its end is seen (or, at `finish`, "no close delimiter").
class multipart_parser
{
public:
    // The longest boundary RFC 2046 allows.
    static constexpr std::size_t max_boundary_size = 70;

    // A parser of a body delimited by `boundary` (the Content-Type's
    // parameter). An empty boundary, or one longer than 70 characters,
    // sets `error()` at once.
    ROUTE_DECL explicit multipart_parser(std::string_view boundary,
                                         multipart_limits limits = {});

    // Parses the next piece of the body, calling `h`. False once an error
    // was found (`error()` says which; nothing more is called). After the
    // close delimiter, pieces are ignored (the epilogue). If `h` throws,
    // the parser must not be used again.
    ROUTE_DECL bool put(std::string_view piece, multipart_handler& h);

    // The body has ended: true when the close delimiter was seen, else
    // false with `error()` set.
    ROUTE_DECL bool finish();

    // True once the close delimiter was seen.
    bool done() const noexcept { return state_ == state::done; }

    // True once an error was found.
    bool failed() const noexcept { return state_ == state::failed; }

    // The error found, "" while there is none.
    const std::string& error() const noexcept { return error_; }

    // The bytes of input the parser holds between calls: at most
    // `boundary.size() + 3`, plus the unfinished header line of a part.
    std::size_t buffered() const noexcept { return carry_.size() + line_.size(); }

private:
    enum class state : unsigned char
    {
        start,       // at the body's first byte: a delimiter, or a preamble
        preamble,    // looking for the first CRLF --boundary
        after_delim, // after --boundary: "--", padding, or CRLF
        after_dash,  // after --boundary-
        padding,     // spaces and tabs, then CRLF
        after_cr,    // the delimiter line's CR
        header,      // a part's header fields
        content,     // a part's content
        done,
        failed
    };

    // Parses `in` from its start, in the current state, as far as it can;
    // the bytes used (those left must be given again, followed by more).
    ROUTE_DECL std::size_t run(std::string_view in, multipart_handler& h);
    ROUTE_DECL std::size_t scan(std::string_view in, std::size_t pos, multipart_handler& h);
    ROUTE_DECL std::size_t header_bytes(std::string_view in, std::size_t pos,
                                        multipart_handler& h);
    ROUTE_DECL void header_line(std::string_view line, multipart_handler& h);
    ROUTE_DECL void fail(std::string_view message);
    // The first position of the pattern in `in`, or npos.
    ROUTE_DECL std::size_t find_delimiter(std::string_view in) const noexcept;

    std::string pattern_; // CRLF --boundary
    std::array<unsigned char, 256> shift_{}; // Horspool's shifts for pattern_
    std::string carry_;   // input kept from the previous pieces
    std::string line_;    // an unfinished header line
    std::string error_;
    multipart_limits limits_;
    multipart_part part_;
    std::optional<std::string> name_, filename_, filename_star_;
    std::string content_type_;
    std::size_t header_size_ = 0;
    std::size_t parts_ = 0;
    state state_ = state::start;
    bool skip_ = false; // the part has no name: its content is skipped
};

} // namespace detail
} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/multipart.ipp>
#endif

#endif
