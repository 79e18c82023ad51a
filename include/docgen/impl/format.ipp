//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_FORMAT_IPP
#define DOCGEN_IMPL_FORMAT_IPP

#include <docgen/format.hpp>
#include <docgen/output.hpp>
#include <docgen/view.hpp>
#include <algorithm>
#include <mutex>

namespace docgen {

namespace detail {

struct formatter_registry
{
    std::mutex mutex;
    std::vector<std::shared_ptr<const formatter>> list;

    static formatter_registry& instance()
    {
        static formatter_registry r;
        return r;
    }
};

} // namespace detail

document::document(const document& other) : paths(other.paths) {}

document&
document::operator=(const document& other)
{
    if (this != &other)
    {
        paths = other.paths;
        view_.reset();
    }
    return *this;
}

std::size_t
document::operation_count() const noexcept
{
    std::size_t n = 0;
    for (auto const& p : paths)
        n += p.operations.size();
    return n;
}

std::size_t
document::call_count() const noexcept
{
    std::size_t n = 0;
    for (auto const& p : paths)
        for (auto const& o : p.operations)
            n += o.calls.size();
    return n;
}

basic_formatter::basic_formatter(std::string name, std::vector<config_key> keys,
                                 write_function write)
    : name_(std::move(name)), keys_(std::move(keys)), write_(std::move(write))
{
}

basic_formatter::basic_formatter(std::string name, std::vector<config_key> keys,
                                 std::string file, text_function text)
    : basic_formatter(std::move(name), std::move(keys),
                      [file = std::move(file), text](const document& doc,
                                                     const configuration& cfg,
                                                     const std::filesystem::path& dir) {
                          write_file(dir, file, text(doc, cfg));
                          return file;
                      })
{
}

std::string
basic_formatter::name() const
{
    return name_;
}

std::vector<config_key>
basic_formatter::keys() const
{
    return keys_;
}

std::string
basic_formatter::write(const document& doc, const configuration& cfg,
                       const std::filesystem::path& dir) const
{
    return write_(doc, cfg, dir);
}

void
register_formatter(std::shared_ptr<const formatter> f)
{
    auto& r = detail::formatter_registry::instance();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto name = f->name();
    for (auto const& x : r.list)
        if (x->name() == name)
            return;
    r.list.push_back(std::move(f));
}

std::vector<std::shared_ptr<const formatter>>
linked_formatters()
{
    auto& r = detail::formatter_registry::instance();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto list = r.list;
    std::sort(list.begin(), list.end(),
              [](auto const& a, auto const& b) { return a->name() < b->name(); });
    return list;
}

} // namespace docgen

#endif
