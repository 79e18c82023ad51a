//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_GENERATE_HPP
#define DOCGEN_GENERATE_HPP

// The generation step: after all tests, every linked formatter writes the
// document made of the calls that passed.

#include <docgen/config.hpp>
#include <docgen/format.hpp>
#include <docgen/record.hpp>
#include <filesystem>
#include <iosfwd>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace docgen {

/** The calls this process recorded, and those it left out.

    A specification records a call when its test case passed; a call whose
    built-in checks or assertions failed is left out, with the reason.
*/
class recorder
{
public:
    /// The process-wide recorder.
    DOCGEN_DECL static recorder& instance();

    DOCGEN_DECL void add(recorded_call c);
    DOCGEN_DECL void leave_out(std::string call, std::string why);

    DOCGEN_DECL std::vector<recorded_call> calls() const;
    DOCGEN_DECL std::vector<std::string> left_out() const;

private:
    mutable std::mutex mutex_;
    std::vector<recorded_call> calls_;
    std::vector<std::string> left_out_;
};

/** Reads one `<key>|<base64 of UTF-8 value>` item: its key and value.

    @param item the item
    @param where how errors name it: `configuration item 2`, `argument 3`
    @throws std::invalid_argument naming it: `<where> ('<item>') has no
    '|' ...` and `... has an empty key` with its text (cut after 40
    bytes), `<where> ('<key>'): the value is not valid base64` (or not
    UTF-8) with its key.
*/
DOCGEN_DECL std::pair<std::string, std::string>
parse_configuration_item(std::string_view item, const std::string& where);

/** Reads `<key>|<base64 of UTF-8 value>` items into a configuration.

    @throws std::invalid_argument as `parse_configuration_item` does, the
    item named by its 1-based position: `configuration item 2 ('oops')
    has no '|' ...`.
*/
DOCGEN_DECL configuration parse_configuration(const std::vector<std::string>& items);

/// `<key>|<base64 of value>`, the inverse of `parse_configuration` for one item.
DOCGEN_DECL std::string configuration_item(const std::string& key, const std::string& value);

/// The value of the environment variable `name`, or `fallback` when unset or empty.
DOCGEN_DECL std::string env_or(const char* name, std::string fallback);

/// `DOCGEN_OUTPUT_DIR`, default `target/docgen`.
DOCGEN_DECL std::filesystem::path output_dir();

/** Runs every linked formatter on `calls`, each into
    `output_dir()/<name>`, written atomically (a temporary folder beside it,
    then a rename): a failing formatter leaves its previous output as it
    was, and the others still write. Prints one summary line per formatter
    on `out`, warnings and errors on `err`.

    @return 0, or 1 when an item, a key or a formatter failed
*/
DOCGEN_DECL int generate(const std::vector<std::string>& items,
                         const std::vector<recorded_call>& calls, std::ostream& out,
                         std::ostream& err);

/** The generation step of this process: the calls its specifications
    recorded, on `std::cout` and `std::cerr`; also lists the calls left
    out, and why.

    @par Example
    @code
    int rc = docgen::generate({docgen::configuration_item("httpclient-package", "com.example")});
    @endcode
*/
DOCGEN_DECL int generate(const std::vector<std::string>& items);

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/generate.ipp>
#endif

#endif
