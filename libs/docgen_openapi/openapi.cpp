//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `openapi` format: the recorded calls as an OpenAPI 3.0 document, or
// 3.1 when `openapi-info` says so.
// Everything is written in declaration order, and nothing that changes
// between runs (dates, ports, rate-limit headers) is written at all.

#include <docgen/openapi.hpp>

#include <docgen/openapi_info.hpp>
#include <docgen/output.hpp>
#include <docgen/schema_walk.hpp>
#include <docgen/view.hpp>
#include <route/json/schema.hpp>
#include <boost/algorithm/string/case_conv.hpp>
#include <boost/json/parse.hpp>
#include <boost/url/params_view.hpp>
#include <boost/json/value.hpp>
#include <yaml-cpp/yaml.h>
#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <limits>
#include <map>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace docgen {
namespace openapi {

namespace {

// The plain scalars YAML 1.1 or the 1.2 core schema resolve to something
// other than a string.
bool
resolves_to_non_string(const std::string& s)
{
    static const std::array<std::string_view, 26> words = {
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "null", "Null",
        "NULL", "~"};
    if (std::find(words.begin(), words.end(), s) != words.end())
        return true;
    static const std::regex number(
        // integers: decimal, octal, hexadecimal, binary, sexagesimal (YAML 1.1 allows `_`)
        "[-+]?(0|[1-9][0-9_]*)"
        "|[-+]?0[0-7_]+|0o[0-7]+|[-+]?0x[0-9a-fA-F_]+|[-+]?0b[01_]+"
        "|[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+"
        // floats, including 1.2's `1e3` and `.5`, sexagesimal ones, infinities and NaN
        "|[-+]?([0-9][0-9_]*)?\\.[0-9_]*([eE][-+]?[0-9]+)?"
        "|[-+]?[0-9][0-9_]*([eE][-+]?[0-9]+)"
        "|[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\\.[0-9_]*"
        "|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)"
        // timestamps (YAML 1.1): a date, maybe followed by a time
        "|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt \\t].*)?");
    return std::regex_match(s, number);
}

// Whether `s` holds a Unicode noncharacter (U+FDD0 to U+FDEF, U+xxFFFE and
// U+xxFFFF). `s` is UTF-8; a byte that starts no sequence counts as one.
bool
has_noncharacter(std::string_view s)
{
    for (std::size_t i = 0; i < s.size();)
    {
        auto c = static_cast<unsigned char>(s[i]);
        std::size_t n = c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        if (n == 1 || i + n > s.size())
        {
            ++i;
            continue;
        }
        std::uint32_t cp = c & (0x7f >> n);
        for (std::size_t k = 1; k < n; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3f);
        if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) == 0xfffe)
            return true;
        i += n;
    }
    return false;
}

// Whether `s` holds U+0085, U+2028 or U+2029, which a YAML 1.1 reader takes
// for line breaks even inside quotes, and folds.
bool
has_unicode_break(std::string_view s)
{
    return s.find("\xc2\x85") != std::string_view::npos ||
           s.find("\xe2\x80\xa8") != std::string_view::npos ||
           s.find("\xe2\x80\xa9") != std::string_view::npos;
}

} // namespace

bool
needs_quotes(std::string_view s)
{
    if (s.empty())
        return true;
    if (s == "<<" || s == "=")
        return true;
    constexpr std::string_view indicators = "-?:,[]{}#&*!|>'\"%@`";
    if (indicators.find(s.front()) != std::string_view::npos)
        return true;
    if (s.front() == ' ' || s.front() == '\t' || s.back() == ' ' || s.back() == '\t' ||
        s.back() == ':')
        return true;
    if (s.find(": ") != std::string_view::npos || s.find(" #") != std::string_view::npos ||
        s.find(":\t") != std::string_view::npos || s.find("\t#") != std::string_view::npos)
        return true;
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7f)
            return true;
    // U+0085, U+2028, U+2029 (line breaks) and U+FEFF (byte order mark)
    if (has_unicode_break(s) || s.find("\xef\xbb\xbf") != std::string_view::npos)
        return true;
    // a noncharacter: written plain, yaml-cpp would keep it as it is, which a
    // YAML reader refuses (U+FFFE, U+FFFF); double-quoted, it is written as
    // U+FFFD, as doc/docgen/openapi.adoc says
    if (has_noncharacter(s))
        return true;
    return resolves_to_non_string(std::string(s));
}

void
write_string(YAML::Emitter& out, std::string_view s)
{
    // yaml-cpp writes U+2028 and U+2029 raw even double-quoted: a string
    // holding a Unicode line break has all of its non-ASCII escaped
    if (has_unicode_break(s))
        out << YAML::EscapeNonAscii;
    if (needs_quotes(s))
        out << YAML::DoubleQuoted;
    out << std::string(s);
}

void
write_key(YAML::Emitter& out, std::string_view s)
{
    // an escape is at most 10 characters (\UXXXXXXXX), so a key of up to 100
    // bytes is short however it is written; a longer one is measured
    constexpr std::size_t limit = 1000;
    bool explicit_key = false;
    if (s.size() > limit / 10)
    {
        YAML::Emitter scratch;
        write_string(scratch, s);
        explicit_key = scratch.size() > limit;
    }
    if (explicit_key)
        out << YAML::LongKey;
    out << YAML::Key;
    write_string(out, s);
}

namespace {

// `openapi-info`, with what this document needs of it: `info.version`
// (the OpenAPI version was checked when read).
openapi_info
read_info(const configuration& cfg)
{
    auto info = find_openapi_info(cfg);
    if (!info)
        openapi_info_missing("its `info` heads the document");
    if (info->version.empty())
        openapi_info_error("`info.version` is missing", info->info);
    return *info;
}

// A node of the user's YAML as written: plain scalars stay plain (their
// type is the user's), quoted ones stay strings.
void
write_node(YAML::Emitter& out, const YAML::Node& n)
{
    switch (n.Type())
    {
    case YAML::NodeType::Map:
        out << YAML::BeginMap;
        for (auto const& kv : n)
        {
            write_key(out, kv.first.Scalar());
            out << YAML::Value;
            write_node(out, kv.second);
        }
        out << YAML::EndMap;
        break;
    case YAML::NodeType::Sequence:
        out << YAML::BeginSeq;
        for (auto const& e : n)
            write_node(out, e);
        out << YAML::EndSeq;
        break;
    case YAML::NodeType::Scalar:
        if (n.Tag() == "?" && !n.Scalar().empty() && !has_unicode_break(n.Scalar()))
            out << n.Scalar();
        else
            write_string(out, n.Scalar());
        break;
    default:
        out << YAML::Null;
    }
}

void
write_info(YAML::Emitter& out, const YAML::Node& info)
{
    out << YAML::BeginMap;
    for (auto const& kv : info)
    {
        auto key = kv.first.Scalar();
        write_key(out, key);
        out << YAML::Value;
        if (key == "title" || key == "version")
            write_string(out, kv.second.Scalar()); // strings, whatever they look like
        else
            write_node(out, kv.second);
    }
    out << YAML::EndMap;
}

// A number as YAML reads one back: integers as they are, floating point
// with a `.` so that YAML 1.1 reads a float too.
std::string
double_text(double d)
{
    if (d != d)
        return ".nan";
    if (d == std::numeric_limits<double>::infinity())
        return ".inf";
    if (d == -std::numeric_limits<double>::infinity())
        return "-.inf";
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, d);
    std::string s(buf, r.ptr);
    if (s.find('.') == std::string::npos)
    {
        auto e = s.find('e');
        s.insert(e == std::string::npos ? s.size() : e, ".0");
    }
    return s;
}

// A JSON value as structured YAML.
void
write_json(YAML::Emitter& out, const boost::json::value& v)
{
    switch (v.kind())
    {
    case boost::json::kind::object:
        if (v.get_object().empty())
        {
            out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
            break;
        }
        out << YAML::BeginMap;
        for (auto const& kv : v.get_object())
        {
            write_key(out, kv.key());
            out << YAML::Value;
            write_json(out, kv.value());
        }
        out << YAML::EndMap;
        break;
    case boost::json::kind::array:
        if (v.get_array().empty())
        {
            out << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
            break;
        }
        out << YAML::BeginSeq;
        for (auto const& e : v.get_array())
            write_json(out, e);
        out << YAML::EndSeq;
        break;
    case boost::json::kind::string:
        write_string(out, v.get_string());
        break;
    case boost::json::kind::int64:
        out << v.get_int64();
        break;
    case boost::json::kind::uint64:
        out << v.get_uint64();
        break;
    case boost::json::kind::double_:
        out << double_text(v.get_double());
        break;
    case boost::json::kind::bool_:
        out << v.get_bool();
        break;
    case boost::json::kind::null:
        out << YAML::Null;
        break;
    }
}

// A schema's `type`: in 3.1 (JSON Schema 2020-12) a nullable one is the
// list of its type and "null", written `[string, "null"]`.
void
write_type(YAML::Emitter& out, const route::json::schema& s, bool openapi_31)
{
    out << YAML::Key << "type" << YAML::Value;
    if (!openapi_31 || !s.nullable)
    {
        write_string(out, s.type);
        return;
    }
    out << YAML::Flow << YAML::BeginSeq;
    write_string(out, s.type);
    write_string(out, "null");
    out << YAML::EndSeq;
}

// How schemas are written: for which OpenAPI version, and, with
// `openapi-named-schemas`, under which key of `components/schemas` each
// model is (the map from a model's name to it; empty: every schema inline).
struct schema_style
{
    bool openapi_31 = false;
    std::map<std::string, std::string> component_keys;
};

void write_schema(YAML::Emitter& out, const route::json::schema& s, const schema_style& style);

// A schema written where it is used, its members as `write_schema`
// writes them. Integers carry a format only when it is int64. In 3.0 a
// nullable schema says `nullable: true`; in 3.1 its type list has "null"
// (a schema of any value already allows it) and its `enum`, null.
void
write_inline(YAML::Emitter& out, const route::json::schema& s, const schema_style& style)
{
    bool const openapi_31 = style.openapi_31;
    out << YAML::BeginMap;
    if (!s.type.empty())
        write_type(out, s, openapi_31);
    if (!s.format.empty() && !(kind_of(s) == schema_kind::integer && s.format != "int64"))
    {
        out << YAML::Key << "format" << YAML::Value;
        write_string(out, s.format);
    }
    if (s.nullable && !openapi_31)
        out << YAML::Key << "nullable" << YAML::Value << true;
    if (!s.description.empty())
    {
        out << YAML::Key << "description" << YAML::Value;
        write_string(out, s.description);
    }
    if (!s.enumeration.empty())
    {
        out << YAML::Key << "enum" << YAML::Value << YAML::BeginSeq;
        for (auto const& e : s.enumeration)
            write_string(out, e);
        if (s.nullable && openapi_31)
            out << YAML::Null;
        out << YAML::EndSeq;
    }
    if (!s.properties.empty())
    {
        out << YAML::Key << "properties" << YAML::Value << YAML::BeginMap;
        for (auto const& p : s.properties)
        {
            write_key(out, p.name);
            out << YAML::Value;
            write_schema(out, p.value, style);
        }
        out << YAML::EndMap;
    }
    if (!s.required.empty())
    {
        out << YAML::Key << "required" << YAML::Value << YAML::BeginSeq;
        for (auto const& r : s.required)
            write_string(out, r);
        out << YAML::EndSeq;
    }
    if (s.items)
    {
        out << YAML::Key << "items" << YAML::Value;
        write_schema(out, *s.items, style);
    }
    if (s.additional_properties)
    {
        out << YAML::Key << "additionalProperties" << YAML::Value;
        write_schema(out, *s.additional_properties, style);
    }
    out << YAML::EndMap;
}

// `$ref: '#/components/schemas/<key>'`.
void
write_ref(YAML::Emitter& out, const std::string& key)
{
    out << YAML::Key << "$ref" << YAML::Value;
    write_string(out, "#/components/schemas/" + key);
}

// A schema where it is used: a model with a component is a reference to
// it. What the use adds to the model, a description or null, is said next
// to the reference: null as `anyOf: [{$ref}, <null>]`, where <null> is
// `{type: 'null'}` in 3.1 and, in 3.0, which has no null type, the
// model's type with `nullable: true` and `enum: [null]`; a description
// beside the `$ref` in 3.1, and around it in 3.0, whose `$ref` takes no
// siblings (`type`, `description`, `allOf: [{$ref}]`).
void
write_schema(YAML::Emitter& out, const route::json::schema& s, const schema_style& style)
{
    auto key = s.name.empty() ? style.component_keys.end() : style.component_keys.find(s.name);
    if (key == style.component_keys.end())
        return write_inline(out, s, style);
    bool const wrapped = !style.openapi_31 && !s.nullable && !s.description.empty();
    out << YAML::BeginMap;
    if (wrapped)
    {
        out << YAML::Key << "type" << YAML::Value;
        write_string(out, s.type);
    }
    if (!s.description.empty())
    {
        out << YAML::Key << "description" << YAML::Value;
        write_string(out, s.description);
    }
    if (s.nullable)
    {
        out << YAML::Key << "anyOf" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        write_ref(out, key->second);
        out << YAML::EndMap << YAML::Flow << YAML::BeginMap << YAML::Key << "type"
            << YAML::Value;
        if (style.openapi_31)
            write_string(out, "null");
        else
        {
            write_string(out, s.type);
            out << YAML::Key << "nullable" << YAML::Value << true << YAML::Key << "enum"
                << YAML::Value << YAML::Flow << YAML::BeginSeq << YAML::Null << YAML::EndSeq;
        }
        out << YAML::EndMap << YAML::EndSeq;
    }
    else if (wrapped)
    {
        out << YAML::Key << "allOf" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        write_ref(out, key->second);
        out << YAML::EndMap << YAML::EndSeq;
    }
    else
        write_ref(out, key->second);
    out << YAML::EndMap;
}

// A model as its component: what each use adds (null, a description) left
// to the use.
route::json::schema
component_of(const route::json::schema& s)
{
    auto c = s;
    c.nullable = false;
    c.description.clear();
    return c;
}

// The key of `components/schemas` a model's name gives: the name with
// each character a key may not have (`^[a-zA-Z0-9._-]+$`) as `_`
// (`page<item>`: `page_item_`).
std::string
component_key(std::string_view name)
{
    std::string key(name);
    for (auto& c : key)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_')
            c = '_';
    return key;
}

// The models of the document's schemas, each once under its key, in the
// order first used, and where each was first used.
class model_components
{
public:
    void add(const route::json::schema& s, const std::string& where)
    {
        if (!s.name.empty())
        {
            auto c = component_of(s);
            auto key = component_key(s.name);
            auto it = std::find_if(models_.begin(), models_.end(),
                                   [&](const model& m) { return m.key == key; });
            if (it == models_.end())
                models_.push_back({key, std::move(c), where});
            else if (!(it->schema == c))
                throw std::runtime_error(
                    "two different models are named '" + s.name + "'" +
                    (it->schema.name == s.name ? ""
                                               : " (and '" + it->schema.name + "', the same key)") +
                    ": the one at " + it->where + " and the one at " + where +
                    "; the configuration key '" + std::string(named_schemas_key) +
                    "' needs one name per model");
            else
                return; // its members were added with it
        }
        for (auto const& p : s.properties)
            add(p.value, where + ", member " + p.name);
        if (s.items)
            add(*s.items, where + ", items");
        if (s.additional_properties)
            add(*s.additional_properties, where + ", values");
    }

    void add(const operation_view& op)
    {
        auto const at = op.method + " " + op.path_template;
        for (auto const& p : op.parameters)
            add(p.schema, at + ", parameter " + p.name);
        if (op.request_body)
            for (auto const& m : op.request_body->content)
                if (m.schema)
                    add(*m.schema, at + ", request body " + m.content_type);
        for (auto const& r : op.responses)
        {
            auto const response = at + ", response " + std::to_string(r.status);
            for (auto const& h : r.headers)
                add(h.schema, response + ", header " + h.name);
            if (r.content && r.content->schema)
                add(*r.content->schema, response);
        }
    }

    bool empty() const { return models_.empty(); }

    std::map<std::string, std::string> keys() const
    {
        std::map<std::string, std::string> out;
        for (auto const& m : models_)
            out.emplace(m.schema.name, m.key);
        return out;
    }

    // `schemas:` with each model, written as `write_schema` writes a use
    // except the model itself
    void write(YAML::Emitter& out, const schema_style& style) const
    {
        out << YAML::Key << "schemas" << YAML::Value << YAML::BeginMap;
        for (auto const& m : models_)
        {
            write_key(out, m.key);
            out << YAML::Value;
            write_inline(out, m.schema, style);
        }
        out << YAML::EndMap;
    }

private:
    struct model
    {
        std::string key;
        route::json::schema schema;
        std::string where;
    };
    std::vector<model> models_;
};

// Examples keyed by description, in the order first seen. A description
// seen again with the same value adds nothing; with another value it is
// kept as `<description> (2)`, `(3)`, ...
template <class Value>
class example_map
{
public:
    void add(const std::string& description, Value v)
    {
        for (auto const& e : entries_)
            if (e.base == description && e.value == v)
                return;
        std::string key = description;
        for (int n = 2; taken(key); ++n)
            key = description + " (" + std::to_string(n) + ")";
        entries_.push_back({description, std::move(key), std::move(v)});
    }

    template <class WriteValue>
    void write(YAML::Emitter& out, WriteValue write_value) const
    {
        out << YAML::BeginMap;
        for (auto const& e : entries_)
        {
            write_key(out, e.key);
            out << YAML::Value << YAML::BeginMap << YAML::Key << "value" << YAML::Value;
            write_value(out, e.value);
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }

    bool empty() const noexcept { return entries_.empty(); }

private:
    bool taken(const std::string& key) const
    {
        return std::any_of(entries_.begin(), entries_.end(),
                           [&](auto const& e) { return e.key == key; });
    }

    struct entry
    {
        std::string base;
        std::string key;
        Value value;
    };
    std::vector<entry> entries_;
};

// A captured body as a value: JSON when it parses, else the text.
boost::json::value
body_value(const std::string& body)
{
    boost::system::error_code ec;
    auto v = boost::json::parse(body, ec);
    if (ec)
        return boost::json::value(body);
    return v;
}

// A parameter value as its schema's type: numbers and booleans as such
// when they read as one, else the text.
boost::json::value
typed_value(const route::json::schema& s, const std::string& text)
{
    if (kind_of(s) == schema_kind::integer || kind_of(s) == schema_kind::number || kind_of(s) == schema_kind::boolean)
    {
        boost::system::error_code ec;
        auto v = boost::json::parse(text, ec);
        if (!ec && ((kind_of(s) == schema_kind::integer && (v.is_int64() || v.is_uint64())) ||
                    (kind_of(s) == schema_kind::number && v.is_number()) || (kind_of(s) == schema_kind::boolean && v.is_bool())))
            return v;
    }
    return boost::json::value(text);
}

// A recorded body as an example: JSON parsed, a form as an object of its
// fields, anything else as text.
boost::json::value
body_example(const std::string& content_type, const std::string& body)
{
    if (content_type == "application/json")
        return body_value(body);
    if (content_type == "application/x-www-form-urlencoded")
    {
        boost::json::object o;
        for (auto const& p : boost::urls::params_view(body))
            o[p.key] = p.value;
        return o;
    }
    return boost::json::value(body);
}

struct media
{
    std::string content_type;
    std::optional<route::json::schema> schema;
    example_map<boost::json::value> examples;
};

void
write_media(YAML::Emitter& out, const media& m, const schema_style& style)
{
    write_key(out, m.content_type);
    out << YAML::Value << YAML::BeginMap;
    if (m.schema)
    {
        out << YAML::Key << "schema" << YAML::Value;
        write_schema(out, *m.schema, style);
    }
    if (!m.examples.empty())
    {
        out << YAML::Key << "examples" << YAML::Value;
        m.examples.write(out, [](YAML::Emitter& o, const boost::json::value& v) { write_json(o, v); });
    }
    out << YAML::EndMap;
}

// A multipart body is documented by its schema alone: its parts' names,
// files as binary strings; the files' bytes are not recorded.
bool
is_multipart(std::string_view content_type)
{
    return boost::algorithm::to_lower_copy(std::string(content_type)).rfind("multipart/", 0) == 0;
}

// A body's schema and examples under its media type.
void
write_body_media(YAML::Emitter& out, const media_view& m, bool response,
                 const schema_style& style)
{
    media x{m.content_type, m.schema, {}};
    for (auto const& e : m.examples)
        if (!is_multipart(m.content_type))
            x.examples.add(e.description, !response                         ? body_example(m.content_type, e.value)
                                      : m.content_type == "application/json" ? body_value(e.value)
                                                                             : boost::json::value(e.value));
    write_media(out, x, style);
}

// The query and header parameters of the operation (operation_view's rules).
void
write_parameters(YAML::Emitter& out, const operation_view& op, const schema_style& style)
{
    for (auto const& p : op.parameters)
    {
        example_map<boost::json::value> examples;
        for (auto const& e : p.examples)
        {
            if (p.repeated)
            {
                boost::json::array a;
                for (auto const& v : e.values)
                    a.push_back(typed_value(p.schema, v));
                examples.add(e.description, a);
            }
            else
                examples.add(e.description, typed_value(p.schema, e.values.front()));
        }
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value;
        write_string(out, p.name);
        out << YAML::Key << "in" << YAML::Value;
        write_string(out, p.in.text());
        if (!p.description.empty())
        {
            out << YAML::Key << "description" << YAML::Value;
            write_string(out, p.description);
        }
        out << YAML::Key << "required" << YAML::Value << p.required;
        out << YAML::Key << "schema" << YAML::Value;
        if (p.repeated)
        {
            route::json::schema a;
            a.type = "array";
            a.items = std::make_shared<const route::json::schema>(p.schema);
            write_schema(out, a, style);
            if (p.in == parameter_location::query)
                out << YAML::Key << "style" << YAML::Value << "form" << YAML::Key << "explode"
                    << YAML::Value << true;
        }
        else
            write_schema(out, p.schema, style);
        if (!examples.empty())
        {
            out << YAML::Key << "examples" << YAML::Value;
            examples.write(out, [](YAML::Emitter& o, const boost::json::value& v) { write_json(o, v); });
        }
        out << YAML::EndMap;
    }
}

// The request bodies of the operation: one content entry per media type.
void
write_request_body(YAML::Emitter& out, const operation_view& op, const schema_style& style)
{
    if (!op.request_body)
        return;
    out << YAML::Key << "requestBody" << YAML::Value << YAML::BeginMap;
    if (op.request_body->required)
        out << YAML::Key << "required" << YAML::Value << true;
    out << YAML::Key << "content" << YAML::Value << YAML::BeginMap;
    for (auto const& m : op.request_body->content)
        write_body_media(out, m, false, style);
    out << YAML::EndMap << YAML::EndMap;
}

// `mutualTLS` is a scheme type of OpenAPI 3.1: a 3.0 document (which
// redocly and spectral check against 3.0's schema) leaves a mutual TLS
// scheme out of `securitySchemes` and out of each operation's `security`,
// where the operation's other schemes remain; an operation whose only
// scheme it is then shows no requirement. The simple page shows it.
bool
documented_scheme(const security_scheme& x, bool openapi_31)
{
    return x.type != security_type::mutual_tls || openapi_31;
}

void
write_operation(YAML::Emitter& out, const operation_view& op, const schema_style& style)
{
    out << YAML::BeginMap;
    out << YAML::Key << "tags" << YAML::Value << YAML::BeginSeq;
    for (auto const& t : op.tags)
        write_string(out, t);
    out << YAML::EndSeq;
    out << YAML::Key << "summary" << YAML::Value;
    write_string(out, op.summary);
    out << YAML::Key << "operationId" << YAML::Value;
    write_string(out, op.operation_id);
    if (!op.description.empty())
    {
        out << YAML::Key << "description" << YAML::Value;
        write_string(out, op.description);
    }

    if (!op.path_parameters.empty() || !op.parameters.empty())
    {
        out << YAML::Key << "parameters" << YAML::Value << YAML::BeginSeq;
        for (auto const& p : op.path_parameters)
        {
            example_map<std::string> examples;
            for (auto const& e : p.examples)
                examples.add(e.description, e.value);
            out << YAML::BeginMap;
            out << YAML::Key << "name" << YAML::Value;
            write_string(out, p.name);
            out << YAML::Key << "in" << YAML::Value << "path";
            if (!p.description.empty())
            {
                out << YAML::Key << "description" << YAML::Value;
                write_string(out, p.description);
            }
            out << YAML::Key << "required" << YAML::Value << true;
            out << YAML::Key << "schema" << YAML::Value << YAML::BeginMap << YAML::Key << "type"
                << YAML::Value << "string" << YAML::EndMap;
            if (!examples.empty())
            {
                out << YAML::Key << "examples" << YAML::Value;
                examples.write(out, [](YAML::Emitter& o, const std::string& v) {
                    write_string(o, v);
                });
            }
            out << YAML::EndMap;
        }
        write_parameters(out, op, style);
        out << YAML::EndSeq;
    }
    write_request_body(out, op, style);

    out << YAML::Key << "responses" << YAML::Value << YAML::BeginMap;
    for (auto const& r : op.responses)
    {
        write_key(out, std::to_string(r.status));
        out << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "description" << YAML::Value;
        write_string(out, r.description);
        if (!r.headers.empty())
        {
            out << YAML::Key << "headers" << YAML::Value << YAML::BeginMap;
            for (auto const& h : r.headers)
            {
                write_key(out, h.name);
                out << YAML::Value << YAML::BeginMap << YAML::Key << "schema" << YAML::Value;
                write_schema(out, h.schema, style);
                out << YAML::EndMap;
            }
            out << YAML::EndMap;
        }
        if (r.content)
        {
            out << YAML::Key << "content" << YAML::Value << YAML::BeginMap;
            write_body_media(out, *r.content, true, style);
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    auto const documented = [&style](const security_scheme& x) {
        return documented_scheme(x, style.openapi_31);
    };
    if (std::any_of(op.security.begin(), op.security.end(), documented))
    {
        // any one of the schemes suffices
        out << YAML::Key << "security" << YAML::Value << YAML::BeginSeq;
        for (auto const& x : op.security)
        {
            if (!documented(x))
                continue;
            out << YAML::BeginMap;
            write_key(out, x.name);
            out << YAML::Value << YAML::Flow << YAML::BeginSeq << YAML::EndSeq << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
}

// The flows of an OAuth 2 scheme, each with the URLs its kind has and its
// scopes (an empty map when it has none: `scopes` is required).
void
write_oauth2_flows(YAML::Emitter& out, const oauth2_flows& flows)
{
    out << YAML::Key << "flows" << YAML::Value << YAML::BeginMap;
    auto write_flow = [&](const char* kind, const std::optional<oauth2_flow>& f) {
        if (!f)
            return;
        out << YAML::Key << kind << YAML::Value << YAML::BeginMap;
        for (auto [key, url] : {std::pair{"authorizationUrl", &f->authorization_url},
                                std::pair{"tokenUrl", &f->token_url},
                                std::pair{"refreshUrl", &f->refresh_url}})
            if (!url->empty())
            {
                out << YAML::Key << key << YAML::Value;
                write_string(out, *url);
            }
        out << YAML::Key << "scopes" << YAML::Value;
        if (f->scopes.empty())
            out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
        else
        {
            out << YAML::BeginMap;
            for (auto const& [scope, text] : f->scopes)
            {
                write_key(out, scope);
                out << YAML::Value;
                write_string(out, text);
            }
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    };
    write_flow("implicit", flows.implicit);
    write_flow("password", flows.password);
    write_flow("clientCredentials", flows.client_credentials);
    write_flow("authorizationCode", flows.authorization_code);
    out << YAML::EndMap;
}

// Whether any of `schemes` is documented.
bool
has_documented_scheme(const std::vector<security_scheme>& schemes, bool openapi_31)
{
    return std::any_of(schemes.begin(), schemes.end(), [openapi_31](const security_scheme& x) {
        return documented_scheme(x, openapi_31);
    });
}

// `securitySchemes:`, of the documented schemes (one at least)
void
write_security_schemes(YAML::Emitter& out, const std::vector<security_scheme>& schemes,
                       bool openapi_31)
{
    out << YAML::Key << "securitySchemes" << YAML::Value << YAML::BeginMap;
    for (auto const& x : schemes)
    {
        if (!documented_scheme(x, openapi_31))
            continue;
        write_key(out, x.name);
        out << YAML::Value << YAML::BeginMap << YAML::Key << "type" << YAML::Value;
        write_string(out, x.type.text());
        if (x.type == security_type::http)
        {
            out << YAML::Key << "scheme" << YAML::Value;
            write_string(out, x.scheme.text());
        }
        else if (x.type == security_type::oauth2)
            write_oauth2_flows(out, x.flows);
        else if (x.type == security_type::open_id_connect)
        {
            out << YAML::Key << "openIdConnectUrl" << YAML::Value;
            write_string(out, x.open_id_connect_url);
        }
        else if (x.type == security_type::api_key)
        {
            out << YAML::Key << "in" << YAML::Value;
            write_string(out, x.in.text());
            out << YAML::Key << "name" << YAML::Value;
            write_string(out, x.parameter);
        }
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

// `openapi-named-schemas`: whether models are written under
// `components/schemas` (`true`) or where used (`false`, not given).
bool
read_named_schemas(const configuration& cfg)
{
    auto it = cfg.find(std::string(named_schemas_key));
    if (it == cfg.end() || it->second == "false")
        return false;
    if (it->second == "true")
        return true;
    throw std::runtime_error("the configuration key '" + std::string(named_schemas_key) +
                             "' is '" + it->second + "': expected true or false");
}

} // namespace

std::string
to_yaml(const document& doc, const configuration& cfg)
{
    auto const info = read_info(cfg);
    bool const openapi_31 = info.openapi_31();
    auto const& view = doc.view();
    schema_style style{openapi_31, {}};
    model_components models;
    if (read_named_schemas(cfg))
    {
        for (auto const& p : view.paths)
            for (auto const& op : p.operations)
                models.add(op);
        style.component_keys = models.keys();
    }
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetNullFormat(YAML::LowerNull);
    out.SetBoolFormat(YAML::TrueFalseBool);
    out << YAML::BeginMap;
    out << YAML::Key << "openapi" << YAML::Value
        << (info.openapi.empty() ? std::string(version) : info.openapi);
    out << YAML::Key << "info" << YAML::Value;
    write_info(out, info.info);
    out << YAML::Key << "paths" << YAML::Value;
    if (view.paths.empty())
        out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
    else
    {
        out << YAML::BeginMap;
        for (auto const& p : view.paths)
        {
            write_key(out, p.path_template);
            out << YAML::Value << YAML::BeginMap;
            if (!p.summary.empty())
            {
                out << YAML::Key << "summary" << YAML::Value;
                write_string(out, p.summary);
            }
            if (!p.description.empty())
            {
                out << YAML::Key << "description" << YAML::Value;
                write_string(out, p.description);
            }
            for (auto const& op : p.operations)
            {
                write_key(out, boost::algorithm::to_lower_copy(op.method));
                out << YAML::Value;
                write_operation(out, op, style);
            }
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    auto const& schemes = view.security_schemes;
    bool const with_schemes = has_documented_scheme(schemes, openapi_31);
    if (!models.empty() || with_schemes)
    {
        out << YAML::Key << "components" << YAML::Value << YAML::BeginMap;
        if (!models.empty())
            models.write(out, style);
        if (with_schemes)
            write_security_schemes(out, schemes, openapi_31);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    if (!out.good())
        throw std::runtime_error("cannot write the YAML: " + out.GetLastError());
    return std::string(out.c_str()) + "\n";
}

namespace {

// Whether `s` is what yaml-cpp makes of a number, a boolean or null set
// on a node (`node = 3`, `node = 2.5`, `node = true`): read plain, YAML
// 1.2's core schema reads it as that number, boolean or null.
bool
typed_scalar(const std::string& s)
{
    static const std::regex typed("[-+]?(0|[1-9][0-9]*)(\\.[0-9]*)?([eE][-+]?[0-9]+)?"
                                  "|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)|true|false|null");
    return std::regex_match(s, typed);
}

// A node of a post-processed document, written as `to_yaml` writes: a
// scalar read plain stays plain, one read quoted stays a string, and one
// a post-processor set (no tag) is plain when it is a number, `true`,
// `false` or `null`, else a string; empty collections and flow ones (a
// type list) stay in flow style.
void
write_processed(YAML::Emitter& out, const YAML::Node& n)
{
    switch (n.Type())
    {
    case YAML::NodeType::Map:
        if (n.size() == 0 || n.Style() == YAML::EmitterStyle::Flow)
            out << YAML::Flow;
        out << YAML::BeginMap;
        for (auto const& kv : n)
        {
            if (kv.first.IsScalar())
                write_key(out, kv.first.Scalar());
            else
            {
                out << YAML::Key;
                write_processed(out, kv.first);
            }
            out << YAML::Value;
            write_processed(out, kv.second);
        }
        out << YAML::EndMap;
        break;
    case YAML::NodeType::Sequence:
        if (n.size() == 0 || n.Style() == YAML::EmitterStyle::Flow)
            out << YAML::Flow;
        out << YAML::BeginSeq;
        for (auto const& e : n)
            write_processed(out, e);
        out << YAML::EndSeq;
        break;
    case YAML::NodeType::Scalar:
        if (auto const& text = n.Scalar();
            !text.empty() && !has_unicode_break(text) &&
            (n.Tag() == "?" || (n.Tag().empty() && typed_scalar(text))))
            out << text;
        else
            write_string(out, text);
        break;
    default:
        out << YAML::Null;
    }
}

// The document for the formatter: with the linked post-processors.
std::string
processed_yaml(const document& doc, const configuration& cfg)
{
    return to_yaml(doc, cfg, linked_openapi_post_processors());
}

} // namespace

std::string
to_yaml(const document& doc, const configuration& cfg,
        const std::vector<std::shared_ptr<const openapi_post_processor>>& post)
{
    auto text = to_yaml(doc, cfg);
    if (post.empty())
        return text;
    YAML::Node root = YAML::Load(text);
    for (auto const& p : post)
    {
        auto fail = [&](const std::string& why) {
            throw std::runtime_error("the OpenAPI post-processor '" + p->name() + "' " + why);
        };
        try
        {
            p->process(root);
        }
        catch (const std::exception& e)
        {
            fail(std::string("failed: ") + e.what());
        }
        catch (...)
        {
            fail("failed with an exception not derived from std::exception");
        }
        if (!root.IsMap())
            fail("left a document that is not a mapping");
    }
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetNullFormat(YAML::LowerNull);
    out.SetBoolFormat(YAML::TrueFalseBool);
    write_processed(out, root);
    if (!out.good())
        throw std::runtime_error("cannot write the post-processed YAML: " + out.GetLastError());
    return std::string(out.c_str()) + "\n";
}

openapi_formatter::openapi_formatter()
    : basic_formatter("openapi",
                      {{std::string(openapi_info_key), true}, {std::string(named_schemas_key), false}},
                      "openapi.yml",
                      &processed_yaml)
{
}

static const formatter_registrar<openapi_formatter> registered;

} // namespace openapi
} // namespace docgen
