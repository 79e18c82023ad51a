//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_FILE_BODY_HPP
#define ROUTE_CORE_FILE_BODY_HPP

#include <route/config.hpp>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

namespace route {

/** A regular file opened for reading, shared by the responses that send
    its bytes.

    Reads are positional (`read_at`), so one open file may serve several
    responses at once, on any thread. The file is closed when the last
    owner lets it go.

    @par Example
    @code
    std::error_code ec;
    auto f = route::open_file("/srv/www/index.html", ec);
    if (!ec)
        std::cout << f->size() << " bytes\n";
    @endcode
*/
class file_handle
{
public:
    /// Owns the open descriptor `fd` of a file of `size` bytes.
    file_handle(int fd, std::uint64_t size,
                std::chrono::system_clock::time_point modified) noexcept
        : fd_(fd), size_(size), modified_(modified)
    {
    }
    ROUTE_DECL ~file_handle();

    file_handle(const file_handle&) = delete;
    file_handle& operator=(const file_handle&) = delete;

    /// The size of the file when it was opened, in bytes.
    std::uint64_t size() const noexcept { return size_; }

    /// The time of the file's last modification when it was opened.
    std::chrono::system_clock::time_point last_modified() const noexcept { return modified_; }

    /** Reads up to `n` bytes at `offset` into `out`; returns how many were
        read (0 at the end of the file), or sets `ec`.
    */
    ROUTE_DECL std::size_t read_at(std::uint64_t offset, char* out, std::size_t n,
                                   std::error_code& ec) const noexcept;

private:
    int fd_;
    std::uint64_t size_;
    std::chrono::system_clock::time_point modified_;
};

/** Opens the regular file at `path` for reading. Sets `ec` (and returns
    null) when it is missing, unreadable, or not a regular file (a
    directory, a device, ...).

    @par Example
    @code
    std::error_code ec;
    auto f = route::open_file("data.bin", ec);
    @endcode
*/
ROUTE_DECL std::shared_ptr<const file_handle> open_file(const std::string& path,
                                                        std::error_code& ec);

/** One piece of a streamed body: `length` bytes of the file from `offset`,
    or, when `literal` is true, the bytes of `text`.

    @par Example
    @code
    route::body_piece part{0, 100};           // the first 100 bytes
    auto sep = route::body_piece::of_text("\r\n--b\r\n");
    @endcode
*/
struct body_piece
{
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    bool literal = false;
    std::string text;

    /// A piece made of literal text.
    static body_piece of_text(std::string t)
    {
        body_piece p;
        p.literal = true;
        p.length = t.size();
        p.text = std::move(t);
        return p;
    }
};

/** A response body sent from an open file, piece by piece: byte ranges of
    the file, possibly interleaved with literal text (the parts of a
    `multipart/byteranges` body). The server reads and sends it in pieces
    of fixed size and never holds it whole in memory.

    @par Example
    @code
    std::error_code ec;
    auto f = route::open_file("video.mp4", ec);
    route::response r;
    r.body = route::file_body::whole(f);
    @endcode
*/
struct file_body
{
    /// The file the pieces read from.
    std::shared_ptr<const file_handle> file;
    /// What is sent, in order.
    std::vector<body_piece> pieces;

    /// A body sending the whole file.
    static std::shared_ptr<const file_body> whole(std::shared_ptr<const file_handle> f)
    {
        auto b = std::make_shared<file_body>();
        b->pieces.push_back(body_piece{0, f->size(), false, {}});
        b->file = std::move(f);
        return b;
    }

    /// The number of bytes the body sends.
    std::uint64_t size() const noexcept
    {
        std::uint64_t n = 0;
        for (auto const& p : pieces)
            n += p.length;
        return n;
    }

    /** All the bytes of the body, read now (for tests and small files);
        sets `ec` when the file cannot be read or ends early.
    */
    ROUTE_DECL std::string read_all(std::error_code& ec) const;
};

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/file_body.ipp>
#endif

#endif
