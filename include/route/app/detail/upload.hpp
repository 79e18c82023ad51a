//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_UPLOAD_HPP
#define ROUTE_APP_DETAIL_UPLOAD_HPP

// The implementation details of <route/app/upload.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace route {

namespace detail {

/** Reads the file parts of one form field from a multipart/form-data body,
    as they arrive: the body is read only as fast as the parts are.

    @throws entity_error from its reads: those of the body's source
    (`entity_too_large`, `entity_truncated`...), and `entity_malformed`
    with the parser's message when the body is not a valid multipart body.
*/
class multipart_reader final : private dsl::detail::multipart_handler
{
public:
    multipart_reader(std::shared_ptr<piece_source> body, std::string_view boundary,
                     std::string field)
        : body_(std::move(body)), parser_(boundary), field_(std::move(field)) {}

    /// The next part of the field that has a file name; `std::nullopt` at
    /// the body's end. The content of the part before is skipped.
    ROUTE_DECL boost::asio::awaitable<std::optional<file_info>> next_file();

    /// The next piece of the current part's content (never empty);
    /// `std::nullopt` at its end.
    ROUTE_DECL boost::asio::awaitable<std::optional<std::string>> read();

    /// As `read`, a view valid until the reader is next used: the bytes
    /// are not copied, and the body's pieces reuse one buffer. When the
    /// body must be read for it, `want` bytes of it at most (a wish: the
    /// piece may end inside a delimiter, or the bytes arrive in less).
    ROUTE_DECL boost::asio::awaitable<std::optional<std::string_view>>
    read_view(std::size_t want = body_piece_size);

    /// The parser's error, "" while there is none (a bad boundary sets it at once).
    const std::string& error() const noexcept { return parser_.error(); }

private:
    struct event
    {
        enum kind_t { begin, data, end } kind;
        std::string bytes; // data's content, unless it is a view of piece_
        file_info info;    // begin's part
        // data whose bytes are piece_'s, from offset `at`, `size` of them
        std::size_t at = 0;
        std::size_t size = 0;
        bool view = false;
    };

    ROUTE_DECL void on_part_begin(const dsl::detail::multipart_part& p) override;
    ROUTE_DECL void on_part_data(std::string_view bytes) override;
    ROUTE_DECL void on_part_end() override;

    // Puts the next piece of the body, of `want` bytes at most, to the
    // parser, or ends it.
    ROUTE_DECL boost::asio::awaitable<void> fill(std::size_t want = body_piece_size);

    std::shared_ptr<piece_source> body_;
    // the piece of the body being parsed, read into the storage of the
    // one before: the data events that are views refer to it (read copies
    // their bytes, read_view shows them where they are)
    piece_buffer piece_;
    std::string held_; // what read_view's last view shows, when not of piece_
    dsl::detail::multipart_parser parser_;
    std::string field_;
    std::deque<event> events_;
    bool matching_ = false; // the part being parsed is one of the field
    bool in_part_ = false;  // next_file found a part whose end is not read
    bool ended_ = false;    // the body is over
};

/** A reader of the file parts of `field` in the request of `ctx`; null
    with `why` set when the request is not a multipart/form-data one, or has
    no valid boundary.
*/
ROUTE_DECL std::shared_ptr<multipart_reader>
open_upload(const request_context& ctx, const std::string& field, std::optional<rejection>& why);

/// The first file part of the reader's field, read as its source is.
ROUTE_DECL boost::asio::awaitable<std::optional<std::pair<file_info, byte_source>>>
first_file_upload(std::shared_ptr<multipart_reader> r);

/// Every file part of the reader's field, each in a temporary file that is
/// removed when its source is gone.
ROUTE_DECL boost::asio::awaitable<std::vector<std::pair<file_info, byte_source>>>
buffer_file_uploads(std::shared_ptr<multipart_reader> r);

/// Where an uploaded file is stored.
using upload_destination = std::function<std::filesystem::path(const file_info&)>;

/** Stores the first file part of the reader's field (or all of them, when
    `all`) at the paths `dest` gives, written as they arrive; a file whose
    part does not arrive whole is removed.
*/
ROUTE_DECL boost::asio::awaitable<std::vector<std::pair<file_info, std::filesystem::path>>>
store_file_uploads(std::shared_ptr<multipart_reader> r, upload_destination dest, bool all);

} // namespace detail

} // namespace route

#endif
