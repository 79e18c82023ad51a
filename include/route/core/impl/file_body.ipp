//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_FILE_BODY_IPP
#define ROUTE_CORE_IMPL_FILE_BODY_IPP

#include <route/core/file_body.hpp>
#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace route {

file_handle::~file_handle()
{
    ::close(fd_);
}

std::size_t
file_handle::read_at(std::uint64_t offset, char* out, std::size_t n,
                     std::error_code& ec) const noexcept
{
    for (;;)
    {
        auto got = ::pread(fd_, out, n, static_cast<off_t>(offset));
        if (got >= 0)
        {
            ec = {};
            return static_cast<std::size_t>(got);
        }
        if (errno != EINTR)
        {
            ec = std::error_code(errno, std::generic_category());
            return 0;
        }
    }
}

std::shared_ptr<const file_handle>
open_file(const std::string& path, std::error_code& ec)
{
    if (path.empty() || path.find('\0') != std::string::npos)
    {
        ec = std::make_error_code(std::errc::invalid_argument);
        return nullptr;
    }
    int fd;
    do
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    while (fd < 0 && errno == EINTR);
    if (fd < 0)
    {
        ec = std::error_code(errno, std::generic_category());
        return nullptr;
    }
    struct stat st;
    if (::fstat(fd, &st) != 0)
    {
        ec = std::error_code(errno, std::generic_category());
        ::close(fd);
        return nullptr;
    }
    if (!S_ISREG(st.st_mode))
    {
        ec = std::make_error_code(S_ISDIR(st.st_mode) ? std::errc::is_a_directory
                                                      : std::errc::not_supported);
        ::close(fd);
        return nullptr;
    }
    // regular files do not block; reads are plain again
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    auto modified = std::chrono::system_clock::time_point(
        std::chrono::duration_cast<std::chrono::system_clock::duration>(
            std::chrono::seconds(st.st_mtim.tv_sec) +
            std::chrono::nanoseconds(st.st_mtim.tv_nsec)));
    ec = {};
    return std::make_shared<const file_handle>(fd, static_cast<std::uint64_t>(st.st_size),
                                               modified);
}

std::string
file_body::read_all(std::error_code& ec) const
{
    std::string out;
    out.reserve(static_cast<std::size_t>(size()));
    ec = {};
    for (auto const& p : pieces)
    {
        if (p.literal)
        {
            out += p.text;
            continue;
        }
        if (!file)
        {
            ec = std::make_error_code(std::errc::bad_file_descriptor);
            return out;
        }
        auto at = p.offset;
        auto left = p.length;
        while (left > 0)
        {
            auto old = out.size();
            auto want = static_cast<std::size_t>(std::min<std::uint64_t>(left, 64 * 1024));
            out.resize(old + want);
            auto n = file->read_at(at, out.data() + old, want, ec);
            out.resize(old + n);
            if (ec)
                return out;
            if (n == 0)
            {
                ec = std::make_error_code(std::errc::io_error); // the file shrank
                return out;
            }
            at += n;
            left -= n;
        }
    }
    return out;
}

} // namespace route

#endif
