//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A fresh directory under the system's temporary directory for the tests
// that serve files, removed with everything in it afterwards.

#ifndef ROUTE_TEST_SUPPORT_TEMP_DIR_HPP
#define ROUTE_TEST_SUPPORT_TEMP_DIR_HPP

#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <unistd.h>

namespace route {
namespace test {

class temp_dir
{
public:
    // A directory named `<prefix>-<pid>-<n>`, n the first number not taken.
    explicit temp_dir(const std::string& prefix)
    {
        auto base = std::filesystem::temp_directory_path();
        for (int i = 0;; ++i)
        {
            path = base / (prefix + "-" + std::to_string(::getpid()) + "-" + std::to_string(i));
            if (std::filesystem::create_directory(path))
                break;
        }
    }

    ~temp_dir()
    {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }

    temp_dir(const temp_dir&) = delete;
    temp_dir& operator=(const temp_dir&) = delete;

    // Writes `content` to `rel` (its directories created); returns its path.
    std::filesystem::path write(const std::filesystem::path& rel, const std::string& content) const
    {
        auto p = path / rel;
        std::filesystem::create_directories(p.parent_path());
        std::ofstream(p, std::ios::binary) << content;
        return p;
    }

    std::filesystem::path path;
};

} // namespace test
} // namespace route

#endif
