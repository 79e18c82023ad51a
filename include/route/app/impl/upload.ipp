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

namespace route {
namespace detail {

namespace upload_impl {

inline constexpr std::string_view form_multipart = "multipart/form-data";

// The most bytes of a part's content kept in one event.
inline constexpr std::size_t max_event_size = 64 * 1024;

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

// The file an upload is written to, in writes of whole pages: the pieces a
// body arrives in are of any size, and are copied into `buf`, written each
// time it is full (a write that starts or ends inside a page cost the
// kernel about 40% more per byte on ext4). The stream itself is unbuffered.
struct upload_file
{
    static constexpr std::size_t buffer_size = 64 * 1024;

    explicit upload_file(const std::filesystem::path& p) : buf(new char[buffer_size])
    {
        out.rdbuf()->pubsetbuf(nullptr, 0); // before the file is opened
        out.open(p, std::ios::binary | std::ios::trunc);
    }

    std::unique_ptr<char[]> buf;
    std::size_t filled = 0; // bytes of buf not written yet
    std::ofstream out;
};

// Writes the rest of the reader's current part to `f`, and closes it.
inline boost::asio::awaitable<void>
write_part(multipart_reader& r, upload_file& f, const std::filesystem::path& p)
{
    auto flush = [&] {
        f.out.write(f.buf.get(), static_cast<std::streamsize>(f.filled));
        f.filled = 0;
        if (!f.out)
            throw_file_error("route: cannot write an uploaded file", p);
    };
    while (auto piece = co_await r.read_view())
    {
        std::string_view rest = *piece;
        while (!rest.empty())
        {
            auto n = std::min(rest.size(), upload_file::buffer_size - f.filled);
            std::memcpy(f.buf.get() + f.filled, rest.data(), n);
            f.filled += n;
            rest.remove_prefix(n);
            if (f.filled == upload_file::buffer_size)
                flush();
        }
    }
    if (f.filled > 0)
        flush();
    f.out.close();
    if (f.out.fail())
        throw_file_error("route: cannot write an uploaded file", p);
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
    // of it (and takes it whole when it spans it)
    auto const* first = piece_.data();
    if (bytes.size() <= upload_impl::max_event_size && bytes.data() >= first &&
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
multipart_reader::fill()
{
    // the events of the piece before are all read: its storage is reused
    bool const more = co_await body_->read_into(piece_);
    if (!more)
    {
        ended_ = true;
        if (!parser_.finish())
            throw entity_error(error::entity_malformed, parser_.error());
        co_return;
    }
    if (!parser_.put(piece_, *this))
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
                else if (e.at == 0 && e.size == piece_.size())
                    bytes = std::move(piece_); // the whole piece: not copied
                else
                    bytes.assign(piece_, e.at, e.size);
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
multipart_reader::read_view()
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
                    bytes = std::string_view(piece_).substr(e.at, e.size);
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
        co_await fill();
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
            upload_impl::upload_file f(tmp->path());
            if (!f.out)
                upload_impl::throw_file_error("route: cannot create a temporary file for an upload",
                                              tmp->path());
            co_await upload_impl::write_part(*r, f, tmp->path());
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
        upload_impl::upload_file f(p);
        if (!f.out)
            upload_impl::throw_file_error("route: cannot create the file for an upload", p);
        // created: removed unless it is written whole
        stored.files.emplace_back(std::move(*info), p);
        co_await upload_impl::write_part(*r, f, p);
        if (!all)
            break;
    }
    stored.keep = true;
    co_return std::move(stored.files);
}

} // namespace detail
} // namespace route

#endif
