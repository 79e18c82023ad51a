//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_FORMAT_HPP
#define DOCGEN_FORMAT_HPP

// The interface every output format implements, the document it reads,
// and the registry through which linked formatters are found.

#include <docgen/config.hpp>
#include <docgen/record.hpp>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace docgen {

/// One operation (a method on a path) and the calls that documented it.
struct operation_calls
{
    std::string method;
    std::string summary;
    std::string operation_id;
    std::vector<std::string> tags;
    std::vector<std::string> parameter_names; ///< path parameters, in template order
    std::vector<recorded_call> calls;         ///< in declaration order
};

/// One path template and its operations, in declaration order.
struct path_item
{
    std::string path_template;
    std::vector<operation_calls> operations;
};

struct document_view;

/** What formatters read: the recorded calls grouped by path, then by
    operation, each in the order the specifications declared them, and
    their view (<docgen/view.hpp>), the one every formatter documents.
*/
struct document
{
    std::vector<path_item> paths;

    document() = default;
    /// A copy of `other`'s paths; its view is made anew when asked for.
    DOCGEN_DECL document(const document& other);
    DOCGEN_DECL document& operator=(const document& other);
    document(document&&) noexcept = default;
    document& operator=(document&&) noexcept = default;

    /// Groups `calls` (in the order given, first seen first) and makes their view.
    DOCGEN_DECL static document from_calls(const std::vector<recorded_call>& calls);

    DOCGEN_DECL std::size_t operation_count() const noexcept;
    DOCGEN_DECL std::size_t call_count() const noexcept;

    /** The view of `paths`, made once: by `from_calls`, else the first
        time it is asked for (not from two threads at once). It shows
        `paths` as they were then.
    */
    DOCGEN_DECL const document_view& view() const;

private:
    mutable std::shared_ptr<const document_view> view_;
};

/// The generation step's configuration: key → UTF-8 value.
using configuration = std::map<std::string, std::string>;

/// A configuration key a formatter reads.
struct config_key
{
    std::string name;
    bool required = false;
};

/** An output format. A formatter library defines one and registers it
    with a namespace-scope `formatter_registrar`; generation runs every
    formatter linked into the program, and only those.
*/
class formatter
{
public:
    virtual ~formatter() = default;

    /// The format's name, also the folder it writes (`openapi`, `calls`).
    virtual std::string name() const = 0;

    /// The configuration keys it reads; a required one missing is an error.
    virtual std::vector<config_key> keys() const { return {}; }

    /** Writes the document into `dir`, an empty folder of its own, and
        returns a short summary of what it wrote (`calls.json`).

        @throws std::exception on failure; its message names the cause.
    */
    virtual std::string write(const document& doc, const configuration& cfg,
                              const std::filesystem::path& dir) const = 0;
};

/** A formatter made of its parts: its name, the configuration keys it
    reads, and what writes its folder. A format library declares its
    formatter as one, and keeps only what is specific to its format.

    @par Example
    @code
    struct openapi_formatter final : docgen::basic_formatter
    {
        openapi_formatter()
          : basic_formatter("openapi", {{"openapi-info", true}}, "openapi.yml", &to_yaml)
        {
        }
    };
    @endcode
*/
class basic_formatter : public formatter
{
public:
    /// Writes the document into the folder; returns the summary.
    using write_function = std::function<std::string(
        const document& doc, const configuration& cfg, const std::filesystem::path& dir)>;

    /// The text of a format's one file.
    using text_function = std::string (*)(const document& doc, const configuration& cfg);

    /// A formatter whose `write` is `write`.
    DOCGEN_DECL basic_formatter(std::string name, std::vector<config_key> keys,
                                write_function write);

    /** A formatter writing the one file `file`, `text(doc, cfg)`, with
        `docgen::write_file`; its summary is the file's name.
    */
    DOCGEN_DECL basic_formatter(std::string name, std::vector<config_key> keys, std::string file,
                                text_function text);

    DOCGEN_DECL std::string name() const override;
    DOCGEN_DECL std::vector<config_key> keys() const override;
    DOCGEN_DECL std::string write(const document& doc, const configuration& cfg,
                                  const std::filesystem::path& dir) const override;

private:
    std::string name_;
    std::vector<config_key> keys_;
    write_function write_;
};

/// Adds `f` to the formatters of this program (a second of one name replaces none).
DOCGEN_DECL void register_formatter(std::shared_ptr<const formatter> f);

/// The formatters linked into this program, by name.
DOCGEN_DECL std::vector<std::shared_ptr<const formatter>> linked_formatters();

/** Registers a `Formatter` when the program starts. Define one at
    namespace scope in the formatter's library, in a source file that the
    build links as an object (a static archive member nothing references
    is dropped by the linker).

    @par Example
    @code
    static const docgen::formatter_registrar<calls_formatter> registered;
    @endcode
*/
template <class Formatter>
struct formatter_registrar
{
    formatter_registrar() { register_formatter(std::make_shared<const Formatter>()); }
};

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/format.ipp>
// document::from_calls and view() are defined with the view
#include <docgen/view.hpp>
#endif

#endif
