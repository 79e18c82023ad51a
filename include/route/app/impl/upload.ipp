//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_UPLOAD_IPP
#define ROUTE_APP_IMPL_UPLOAD_IPP

#include <route/app/upload.hpp>
#include <route/dsl/entity.hpp>
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <memory>
#include <random>
#include <string_view>
#include <system_error>
#include <utility>
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

namespace route {
namespace detail {

namespace upload_impl {

inline constexpr std::string_view form_multipart = "multipart/form-data";

// The most bytes of a part's content copied into one event.
inline constexpr std::size_t max_event_size = body_piece_size;

// The bytes an uploaded file is written in (upload_file), and the most of
// a piece one event shows where it lies.
inline constexpr std::size_t write_block_size = 128 * 1024;

[[noreturn]] inline void
throw_file_error(const char* what, const std::filesystem::path& p)
{
    int e = errno;
    throw std::filesystem::filesystem_error(
        what, p, std::error_code(e ? e : EIO, std::generic_category()));
}

// A source of the content of the current part of a reader.
class part_source final : public byte_source::impl
{
public:
    explicit part_source(std::shared_ptr<multipart_reader> r) noexcept : r_(std::move(r)) {}

    boost::asio::awaitable<std::optional<std::string>> read() override
    {
        if (done_)
            co_return std::nullopt;
        auto piece = co_await r_->read();
        if (!piece)
            done_ = true;
        co_return piece;
    }

private:
    std::shared_ptr<multipart_reader> r_;
    bool done_ = false;
};

// A temporary file and the source that reads it; the file is removed with
// the last copy of the source.
class temp_file_source final : public byte_source::impl
{
public:
    temp_file_source() : path_(unique_path()) {}

    ~temp_file_source() override
    {
        in_.close();
        std::error_code ec;
        std::filesystem::remove(path_, ec);
    }

    const std::filesystem::path& path() const noexcept { return path_; }

    boost::asio::awaitable<std::optional<std::string>> read() override
    {
        if (!in_.is_open())
        {
            in_.open(path_, std::ios::binary);
            if (!in_)
                throw_file_error("route: cannot read an uploaded file", path_);
        }
        std::string piece(body_piece_size, '\0');
        in_.read(piece.data(), static_cast<std::streamsize>(piece.size()));
        if (in_.bad())
            throw_file_error("route: cannot read an uploaded file", path_);
        piece.resize(static_cast<std::size_t>(in_.gcount()));
        if (piece.empty())
            co_return std::nullopt;
        co_return piece;
    }

private:
    static std::filesystem::path unique_path()
    {
        static std::atomic<std::uint64_t> counter{0};
        static const std::uint64_t seed = [] {
            std::random_device rd;
            return (std::uint64_t(rd()) << 32) ^ rd();
        }();
        char name[64];
        std::snprintf(name, sizeof name, "route-upload-%016llx-%llu",
                      static_cast<unsigned long long>(seed),
                      static_cast<unsigned long long>(counter++));
        return std::filesystem::temp_directory_path() / name;
    }

    std::filesystem::path path_;
    std::ifstream in_;
};

// The file an upload is written to, in blocks of 128 KiB at multiples of
// 128 KiB, whatever the sizes of the pieces the part arrives in. ext4
// keeps blocks so aligned in large page-cache folios: 1 GiB written in
// 64 KiB writes took the kernel 0.31-0.35 s at multiples of 64 KiB, and
// 0.48-0.49 s 4 KiB off; blocks of 128 KiB halve an upload's reads and
// writes again. What does not make a whole block is kept in `stage`, and
// the reader is asked for the bytes that complete it (`wanted`): a piece
// received whole is written where it lies, without a copy.
class upload_file
{
public:
    static constexpr std::size_t block_size = write_block_size;

    upload_file(const std::filesystem::path& p, const char* cannot_create)
        : path_(p), stage_(new char[block_size])
    {
        fd_ = ::open(p.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0666);
        if (fd_ < 0)
            throw_file_error(cannot_create, p);
    }

    upload_file(const upload_file&) = delete;
    upload_file& operator=(const upload_file&) = delete;

    ~upload_file()
    {
        if (fd_ >= 0)
            ::close(fd_);
    }

    // The bytes that complete the block begun in the stage.
    std::size_t wanted() const noexcept { return block_size - staged_; }

    void write(std::string_view bytes)
    {
        if (staged_ + bytes.size() < block_size)
        {
            std::memcpy(stage_.get() + staged_, bytes.data(), bytes.size());
            staged_ += bytes.size();
            return;
        }
        // the stage and the piece up to the last block boundary, in one write
        std::size_t const tail = (staged_ + bytes.size()) % block_size;
        std::size_t const direct = bytes.size() - tail;
        write_all(bytes.data(), direct);
        std::memcpy(stage_.get(), bytes.data() + direct, tail);
        staged_ = tail;
    }

    // Writes what is staged and closes the file.
    void close()
    {
        write_all(nullptr, 0);
        int const fd = std::exchange(fd_, -1);
        if (::close(fd) != 0 && errno != EINTR)
            throw_file_error("route: cannot write an uploaded file", path_);
    }

private:
    // Writes the stage, then `n` bytes from `more`, and empties the stage.
    void write_all(const char* more, std::size_t n)
    {
        ::iovec v[2] = {{stage_.get(), staged_}, {const_cast<char*>(more), n}};
        ::iovec* at = v;
        int count = 2;
        while (count > 0)
        {
            if (at->iov_len == 0)
            {
                ++at;
                --count;
                continue;
            }
            auto const done = ::writev(fd_, at, count);
            if (done < 0)
            {
                if (errno == EINTR)
                    continue;
                throw_file_error("route: cannot write an uploaded file", path_);
            }
            auto left = static_cast<std::size_t>(done);
            for (; count > 0 && left >= at->iov_len; ++at, --count)
                left -= at->iov_len;
            if (count > 0)
            {
                at->iov_base = static_cast<char*>(at->iov_base) + left;
                at->iov_len -= left;
            }
        }
        staged_ = 0;
    }

    std::filesystem::path path_;
    std::unique_ptr<char[]> stage_;
    std::size_t staged_ = 0; // bytes of stage_ not written yet
    int fd_ = -1;
};

// Writes the rest of the reader's current part to `f`, and closes it.
inline boost::asio::awaitable<void>
write_part(multipart_reader& r, upload_file& f)
{
    while (auto piece = co_await r.read_view(f.wanted()))
        f.write(*piece);
    f.close();
}

// Stored files, removed unless kept.
struct stored_files
{
    std::vector<std::pair<file_info, std::filesystem::path>> files;
    bool keep = false;

    stored_files() = default;
    stored_files(const stored_files&) = delete;
    stored_files& operator=(const stored_files&) = delete;

    ~stored_files()
    {
        if (keep)
            return;
        for (auto& f : files)
        {
            std::error_code ec;
            std::filesystem::remove(f.second, ec);
        }
    }
};

} // namespace upload_impl

void
multipart_reader::on_part_begin(const dsl::detail::multipart_part& p)
{
    matching_ = p.filename && p.name == field_;
    if (matching_)
        events_.push_back({event::begin,
                           {},
                           file_info{p.name, *p.filename,
                                     p.content_type.empty() ? std::string("text/plain")
                                                            : p.content_type}});
}

void
multipart_reader::on_part_data(std::string_view bytes)
{
    if (!matching_)
        return;
    // bytes of the piece being parsed are not copied: the event is a view
    // of it
    auto const* first = piece_.data();
    if (bytes.size() <= upload_impl::write_block_size && bytes.data() >= first &&
        bytes.data() + bytes.size() <= first + piece_.size())
    {
        events_.push_back({event::data,
                           {},
                           {},
                           static_cast<std::size_t>(bytes.data() - first),
                           bytes.size(),
                           true});
        return;
    }
    // pieces of at most max_event_size bytes, whatever the size of what arrived
    while (!bytes.empty())
    {
        if (events_.empty() || events_.back().kind != event::data || events_.back().view ||
            events_.back().bytes.size() >= upload_impl::max_event_size)
            events_.push_back({event::data, {}, {}});
        auto& b = events_.back().bytes;
        auto n = std::min(bytes.size(), upload_impl::max_event_size - b.size());
        b.append(bytes.substr(0, n));
        bytes.remove_prefix(n);
    }
}

void
multipart_reader::on_part_end()
{
    if (matching_)
        events_.push_back({event::end, {}, {}});
    matching_ = false;
}

boost::asio::awaitable<void>
multipart_reader::fill(std::size_t want)
{
    // the events of the piece before are all read: its storage is reused
    bool const more = co_await body_->read_into(piece_, want);
    if (!more)
    {
        ended_ = true;
        if (!parser_.finish())
            throw entity_error(error::entity_malformed, parser_.error());
        co_return;
    }
    if (!parser_.put(piece_.view(), *this))
        throw entity_error(error::entity_malformed, parser_.error());
    if (parser_.done())
        ended_ = true; // the epilogue is not read
}

boost::asio::awaitable<std::optional<file_info>>
multipart_reader::next_file()
{
    // the rest of the current part is skipped
    while (in_part_)
        co_await read();
    for (;;)
    {
        while (!events_.empty())
        {
            event e = std::move(events_.front());
            events_.pop_front();
            if (e.kind == event::begin)
            {
                in_part_ = true;
                co_return std::move(e.info);
            }
        }
        if (ended_)
            co_return std::nullopt;
        co_await fill();
    }
}

boost::asio::awaitable<std::optional<std::string>>
multipart_reader::read()
{
    while (in_part_)
    {
        if (!events_.empty())
        {
            event& e = events_.front();
            if (e.kind == event::data)
            {
                std::string bytes;
                if (!e.view)
                    bytes = std::move(e.bytes);
                else
                {
                    // at most a body piece's size, as the body's own reads
                    auto const n = std::min(e.size, body_piece_size);
                    bytes.assign(piece_.data() + e.at, n);
                    e.at += n;
                    e.size -= n;
                    if (e.size > 0)
                        co_return bytes;
                }
                events_.pop_front();
                co_return bytes;
            }
            // its end (a part begins only after the one before ended)
            events_.pop_front();
            in_part_ = false;
            break;
        }
        if (ended_)
        {
            in_part_ = false; // cannot be: the parser fails on a part not ended
            break;
        }
        co_await fill();
    }
    co_return std::nullopt;
}

boost::asio::awaitable<std::optional<std::string_view>>
multipart_reader::read_view(std::size_t want)
{
    while (in_part_)
    {
        if (!events_.empty())
        {
            event& e = events_.front();
            if (e.kind == event::data)
            {
                std::string_view bytes;
                if (e.view)
                    bytes = piece_.view().substr(e.at, e.size);
                else
                {
                    held_ = std::move(e.bytes);
                    bytes = held_;
                }
                events_.pop_front();
                co_return bytes;
            }
            events_.pop_front();
            in_part_ = false;
            break;
        }
        if (ended_)
        {
            in_part_ = false;
            break;
        }
        co_await fill(want);
    }
    co_return std::nullopt;
}

std::shared_ptr<multipart_reader>
open_upload(const request_context& ctx, const std::string& field, std::optional<rejection>& why)
{
    auto ct = ctx.request().header("Content-Type");
    if (!ct || !dsl::detail::has_media_type(*ct, upload_impl::form_multipart))
    {
        why.emplace(unsupported_request_content_type_rejection{
            {std::string(upload_impl::form_multipart)}});
        return nullptr;
    }
    auto boundary = dsl::detail::header_param(*ct, "boundary");
    auto r = std::make_shared<multipart_reader>(body_source_of(ctx),
                                                boundary ? *boundary : std::string(), field);
    if (!r->error().empty())
    {
        why.emplace(malformed_request_content_rejection{r->error()});
        return nullptr;
    }
    return r;
}

boost::asio::awaitable<std::optional<std::pair<file_info, byte_source>>>
first_file_upload(std::shared_ptr<multipart_reader> r)
{
    auto info = co_await r->next_file();
    if (!info)
        co_return std::nullopt;
    co_return std::pair<file_info, byte_source>(
        std::move(*info), byte_source(std::make_shared<upload_impl::part_source>(std::move(r))));
}

boost::asio::awaitable<std::vector<std::pair<file_info, byte_source>>>
buffer_file_uploads(std::shared_ptr<multipart_reader> r)
{
    std::vector<std::pair<file_info, byte_source>> out;
    while (auto info = co_await r->next_file())
    {
        // removed with its source, or now if it is not written whole
        auto tmp = std::make_shared<upload_impl::temp_file_source>();
        {
            upload_impl::upload_file f(tmp->path(),
                                       "route: cannot create a temporary file for an upload");
            co_await upload_impl::write_part(*r, f);
        }
        out.emplace_back(std::move(*info), byte_source(std::move(tmp)));
    }
    co_return out;
}

boost::asio::awaitable<std::vector<std::pair<file_info, std::filesystem::path>>>
store_file_uploads(std::shared_ptr<multipart_reader> r, upload_destination dest, bool all)
{
    upload_impl::stored_files stored;
    while (auto info = co_await r->next_file())
    {
        auto p = dest(*info);
        upload_impl::upload_file f(p, "route: cannot create the file for an upload");
        // created: removed unless it is written whole
        stored.files.emplace_back(std::move(*info), p);
        co_await upload_impl::write_part(*r, f);
        if (!all)
            break;
    }
    stored.keep = true;
    co_return std::move(stored.files);
}

} // namespace detail
} // namespace route

#endif
