//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `calls` format: the recorded calls as JSON, one per line, in
// declaration order, and the configuration they were generated with.
// docgen-generate reads them back to regenerate the other formats, merging
// the calls of several spec binaries.

#include <docgen/format.hpp>
#include <boost/json/serialize.hpp>
#include <fstream>
#include <stdexcept>

namespace docgen {
namespace calls_format {

class calls_formatter final : public formatter
{
public:
    std::string name() const override { return "calls"; }

    std::string write(const document& doc, const configuration& cfg,
                      const std::filesystem::path& dir) const override
    {
        auto file = dir / "calls.json";
        std::ofstream out(file, std::ios::binary);
        if (!out)
            throw std::runtime_error("cannot create " + file.string());
        out << "[";
        bool first = true;
        for (auto const& p : doc.paths)
            for (auto const& o : p.operations)
                for (auto const& c : o.calls)
                {
                    out << (first ? "\n" : ",\n") << boost::json::serialize(c.to_json());
                    first = false;
                }
        out << "\n]\n";
        out.close();
        if (!out)
            throw std::runtime_error("cannot write " + file.string());

        // the configuration they were generated with, for docgen-generate
        boost::json::object o;
        for (auto const& [k, v] : cfg)
            o[k] = v;
        auto cfg_file = dir / "configuration.json";
        std::ofstream c(cfg_file, std::ios::binary);
        c << boost::json::serialize(o) << '\n';
        c.close();
        if (!c)
            throw std::runtime_error("cannot write " + cfg_file.string());
        return "calls.json, configuration.json";
    }
};

static const formatter_registrar<calls_formatter> registered;

} // namespace calls_format
} // namespace docgen
