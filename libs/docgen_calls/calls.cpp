//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `calls` format: the recorded calls as JSON, one per line, in
// declaration order, and the configuration they were generated with.
// docgen-generate reads them back to regenerate the other formats, merging
// the calls of several spec binaries.

#include <docgen/format.hpp>
#include <docgen/output.hpp>
#include <boost/json/serialize.hpp>
#include <sstream>
#include <stdexcept>

namespace docgen {
namespace calls_format {
namespace {

std::string
write_calls(const document& doc, const configuration& cfg, const std::filesystem::path& dir)
{
    std::ostringstream out;
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

    // the configuration they were generated with, for docgen-generate
    boost::json::object o;
    for (auto const& [k, v] : cfg)
        o[k] = v;
    write_tree(dir, {{"calls.json", out.str()},
                     {"configuration.json", boost::json::serialize(o) + "\n"}});
    return "calls.json, configuration.json";
}

struct calls_formatter final : basic_formatter
{
    calls_formatter() : basic_formatter("calls", {}, &write_calls) {}
};

const formatter_registrar<calls_formatter> registered;

} // namespace

} // namespace calls_format
} // namespace docgen
