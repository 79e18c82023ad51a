//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_GENERATE_IPP
#define DOCGEN_IMPL_GENERATE_IPP

#include <docgen/generate.hpp>
#include <openssl/evp.h>
#include <cstdlib>
#include <iostream>
#include <set>
#include <stdexcept>
#include <system_error>

namespace docgen {

namespace detail {

// True when `s` is well-formed UTF-8 (no overlongs, no surrogates, <= U+10FFFF).
DOCGEN_DECL bool
valid_utf8(std::string_view s) noexcept
{
    auto const* p = reinterpret_cast<const unsigned char*>(s.data());
    auto const* end = p + s.size();
    while (p < end)
    {
        unsigned c = *p;
        std::size_t n = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xe ? 2 : (c >> 3) == 0x1e ? 3 : 4;
        if (n == 4 || static_cast<std::size_t>(end - p) <= n)
            return false;
        unsigned cp = n == 0 ? c : c & (0x3f >> n);
        for (std::size_t i = 1; i <= n; ++i)
        {
            if ((p[i] & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i] & 0x3f);
        }
        static constexpr unsigned min[] = {0, 0x80, 0x800, 0x10000};
        if (cp < min[n] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return false;
        p += n + 1;
    }
    return true;
}

// Standard base64 with padding, through OpenSSL; false when malformed.
DOCGEN_DECL bool
decode_base64(std::string_view in, std::string& out)
{
    if (in.size() % 4 != 0)
        return false;
    out.resize(in.size() / 4 * 3);
    int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                            reinterpret_cast<const unsigned char*>(in.data()),
                            static_cast<int>(in.size()));
    if (n < 0)
        return false;
    std::size_t pad = 0;
    if (!in.empty() && in.back() == '=')
        pad = (in.size() >= 2 && in[in.size() - 2] == '=') ? 2 : 1;
    out.resize(static_cast<std::size_t>(n) - pad);
    return true;
}

DOCGEN_DECL std::string
encode_base64(std::string_view in)
{
    std::string out(4 * ((in.size() + 2) / 3), '\0');
    int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                            reinterpret_cast<const unsigned char*>(in.data()),
                            static_cast<int>(in.size()));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

// Writes one formatter's output atomically; returns its summary.
DOCGEN_DECL std::string
write_atomically(const formatter& f, const document& doc, const configuration& cfg,
                 const std::filesystem::path& root)
{
    namespace fs = std::filesystem;
    fs::create_directories(root);
    fs::path target = root / f.name();
    fs::path temp = root / ("." + f.name() + ".tmp");
    fs::path old = root / ("." + f.name() + ".old");
    fs::remove_all(temp);
    fs::remove_all(old);
    fs::create_directories(temp);
    std::string summary;
    try
    {
        summary = f.write(doc, cfg, temp);
    }
    catch (...)
    {
        std::error_code ec;
        fs::remove_all(temp, ec);
        throw;
    }
    if (fs::exists(target))
        fs::rename(target, old);
    fs::rename(temp, target);
    fs::remove_all(old);
    return summary;
}

} // namespace detail

recorder&
recorder::instance()
{
    static recorder r;
    return r;
}

void
recorder::add(recorded_call c)
{
    std::lock_guard<std::mutex> lock(mutex_);
    calls_.push_back(std::move(c));
}

void
recorder::leave_out(std::string call, std::string why)
{
    std::lock_guard<std::mutex> lock(mutex_);
    left_out_.push_back(std::move(call) + ": " + std::move(why));
}

std::vector<recorded_call>
recorder::calls() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return calls_;
}

std::vector<std::string>
recorder::left_out() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return left_out_;
}

std::pair<std::string, std::string>
parse_configuration_item(std::string_view item, const std::string& where)
{
    // the item as given, cut short: a value may be long
    auto shown = [&] {
        constexpr std::size_t most = 40;
        return "'" + std::string(item.substr(0, most)) + (item.size() > most ? "...'" : "'");
    };
    auto bar = item.find('|');
    if (bar == std::string_view::npos)
        throw std::invalid_argument(where + " (" + shown() +
                                    ") has no '|' (expected <key>|<base64 of value>)");
    std::string key(item.substr(0, bar));
    if (key.empty())
        throw std::invalid_argument(where + " (" + shown() + ") has an empty key");
    std::string value;
    if (!detail::decode_base64(item.substr(bar + 1), value))
        throw std::invalid_argument(where + " ('" + key + "'): the value is not valid base64");
    if (!detail::valid_utf8(value))
        throw std::invalid_argument(where + " ('" + key + "'): the value is not valid UTF-8");
    return {std::move(key), std::move(value)};
}

configuration
parse_configuration(const std::vector<std::string>& items)
{
    configuration cfg;
    for (std::size_t i = 0; i < items.size(); ++i)
    {
        auto kv = parse_configuration_item(items[i], "configuration item " + std::to_string(i + 1));
        cfg[std::move(kv.first)] = std::move(kv.second);
    }
    return cfg;
}

std::string
configuration_item(const std::string& key, const std::string& value)
{
    return key + "|" + detail::encode_base64(value);
}

std::string
env_or(const char* name, std::string fallback)
{
    const char* v = std::getenv(name);
    if (!v || !*v)
        return fallback;
    return v;
}

std::filesystem::path
output_dir()
{
    return env_or("DOCGEN_OUTPUT_DIR", "target/docgen");
}

int
generate(const std::vector<std::string>& items, const std::vector<recorded_call>& calls,
         std::ostream& out, std::ostream& err)
{
    configuration cfg;
    try
    {
        cfg = parse_configuration(items);
    }
    catch (const std::exception& e)
    {
        err << "docgen: " << e.what() << '\n';
        return 1;
    }
    auto formatters = linked_formatters();
    if (formatters.empty())
    {
        err << "docgen: no formatter is linked into this program: link one or more "
               "formatter libraries (libs/docgen_<format>)\n";
        return 1;
    }
    std::set<std::string> known;
    for (auto const& f : formatters)
        for (auto const& k : f->keys())
            known.insert(k.name);
    for (auto const& kv : cfg)
    {
        if (!known.count(kv.first))
        {
            std::string list;
            for (auto const& k : known)
                list += (list.empty() ? "" : ", ") + k;
            err << "docgen: warning: configuration key '" << kv.first
                << "' is read by no linked formatter (known keys: "
                << (list.empty() ? "none" : list) << ")\n";
        }
    }
    auto doc = document::from_calls(calls);
    auto root = output_dir();
    int rc = 0;
    for (auto const& f : formatters)
    {
        bool ready = true;
        for (auto const& k : f->keys())
        {
            if (k.required && !cfg.count(k.name))
            {
                err << "docgen: " << f->name() << ": the configuration key '" << k.name
                    << "' is missing\n";
                ready = false;
            }
        }
        if (!ready)
        {
            rc = 1;
            continue;
        }
        try
        {
            auto summary = detail::write_atomically(*f, doc, cfg, root);
            out << "docgen: " << f->name() << ": wrote " << (root / f->name()).string() << " ("
                << summary << "; " << doc.operation_count() << " operations, "
                << doc.call_count() << " calls)\n";
        }
        catch (const std::exception& e)
        {
            err << "docgen: " << f->name() << " failed, its previous output is unchanged: "
                << e.what() << '\n';
            rc = 1;
        }
    }
    return rc;
}

int
generate(const std::vector<std::string>& items)
{
    auto& r = recorder::instance();
    for (auto const& why : r.left_out())
        std::cerr << "docgen: left out " << why << '\n';
    return generate(items, r.calls(), std::cout, std::cerr);
}

} // namespace docgen

#endif
