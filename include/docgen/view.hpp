//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_VIEW_HPP
#define DOCGEN_VIEW_HPP

// The document as every formatter documents it: each operation's calls
// merged by one set of rules (doc/docgen/view.adoc), so that every format
// says the same of it, made once per document (document::view()).

#include <docgen/config.hpp>
#include <docgen/format.hpp>
#include <docgen/record.hpp>
#include <route/json/schema.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {

/// A value one call sent, under that call's description (the answer's `User found`).
struct example_value
{
    std::string description;
    std::string value;

    friend bool operator==(const example_value&, const example_value&) = default;
};

/// A path parameter: its name in the template and the values the calls used.
struct path_parameter_view
{
    std::string name;
    std::string description; ///< the first a call declared; empty: none
    std::vector<example_value> examples; ///< one per distinct (description, value), first seen first
};

/** A query or header parameter of an operation, however many calls
    declared it.
*/
struct parameter_view
{
    std::string name;           ///< as first declared (a header's other spellings are the same parameter)
    spelled<parameter_location> in; ///< `query` or `header`
    bool required = true;       ///< true only if every call that declares it requires it
    bool repeated = false;      ///< as first declared
    route::json::schema schema; ///< of one value, as first declared
    std::string description;    ///< the first a call declared; empty: none

    /// The values one call sent (a repeated parameter: several).
    struct example
    {
        std::string description;
        std::vector<std::string> values;

        friend bool operator==(const example&, const example&) = default;
    };
    std::vector<example> examples; ///< one per distinct example of a call that sent it
};

/// A body of one media type: its schema and the bodies sent or received.
struct media_view
{
    std::string content_type;                  ///< as first seen
    std::string type_name;                     ///< the C++ type, of the first call with a schema
    std::optional<route::json::schema> schema; ///< of the first call with one
    std::vector<example_value> examples;       ///< the bodies (value), one per distinct example
};

/// The request bodies of an operation.
struct request_body_view
{
    bool required = true;            ///< every call sent a body
    std::vector<media_view> content; ///< one per media type (compared case-insensitively)
};

/// The answers of one status.
struct response_view
{
    unsigned status = 0;
    std::string description;                     ///< of the first call answered so
    std::vector<std::string> descriptions;       ///< of every call answered so, each once, first first
    std::vector<response_header_record> headers; ///< declared, each once by name (case-insensitive)
    std::optional<media_view> content;           ///< the declared body; none: none declared
    bool body_received = false;                  ///< some call answered so received a body
};

/** One operation, once, with everything its calls documented.

    @par Example
    @code
    for (auto const& p : doc.paths)
        for (auto const& o : p.operations)
        {
            auto v = docgen::operation_view::of(p, o);
            for (auto const& x : v.parameters)
                std::cout << x.in << ' ' << x.name << '\n';
        }
    @endcode
*/
struct operation_view
{
    std::string path_template;
    std::string method;
    std::string summary;
    std::string operation_id;
    std::vector<std::string> tags;
    std::string description;  ///< the path's description, the first a call declared; empty: none
    std::string path_summary; ///< the path's summary, likewise
    std::vector<path_parameter_view> path_parameters; ///< in template order
    std::vector<parameter_view> parameters;           ///< query and header, in the order first declared
    std::optional<request_body_view> request_body;    ///< none: no call sent a body
    std::vector<security_scheme> security;            ///< any one suffices; each once by name
    std::vector<response_view> responses;             ///< one per status, in the order first declared
    const operation_calls* calls = nullptr;           ///< what the view was made of

    /// The view of `o`, an operation of `p`.
    DOCGEN_DECL static operation_view of(const path_item& p, const operation_calls& o);
};

/// One path of a document, with the views of its operations.
struct path_view
{
    std::string path_template;
    std::string summary;     ///< `path(tmpl, description, summary)`: the first a call declared; empty: none
    std::string description; ///< likewise; it documents each operation too
    std::vector<operation_view> operations; ///< in declaration order
};

/** The document as every formatter reads it: its paths, each operation's
    view, and what the operations share. `document::view()` makes it once.

    @par Example
    @code
    for (auto const& p : doc.view().paths)
        for (auto const& o : p.operations)
            std::cout << o.method << ' ' << p.path_template << '\n';
    @endcode
*/
struct document_view
{
    std::vector<path_view> paths;                  ///< in declaration order
    std::vector<security_scheme> security_schemes; ///< of every operation, each once by name, first declared first
    std::vector<std::string> tags;                 ///< of every operation, each once, first declared first

    /// The view of `doc`'s paths.
    DOCGEN_DECL static document_view of(const document& doc);
};

/// The security schemes of every operation of `doc`, each once by name, first declared first.
DOCGEN_DECL std::vector<security_scheme> security_schemes(const document& doc);

/// The status a call documents: the one it declared, else the one it received.
DOCGEN_DECL unsigned documented_status(const recorded_call& c) noexcept;

/// True when `a` and `b` are the same header field name (ASCII case-insensitive).
DOCGEN_DECL bool same_field_name(std::string_view a, std::string_view b) noexcept;

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/view.ipp>
#endif

#endif
