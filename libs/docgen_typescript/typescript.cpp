//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the formatters writing TypeScript packages share: see
// include/docgen/typescript.hpp.

#include <docgen/typescript.hpp>

#include <docgen/schema_walk.hpp>
#include <docgen/text.hpp>
#include <boost/algorithm/string/replace.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <iterator>
#include <regex>
#include <stdexcept>

namespace docgen {
namespace typescript {

namespace {

// ECMAScript's reserved words, those of strict mode and modules, the
// names a module cannot or should not bind, and the global values a
// declaration would shadow.
constexpr std::string_view reserved_words[] = {
    "await",     "break",      "case",    "catch",    "class",     "const",     "continue",
    "debugger",  "default",    "delete",  "do",       "else",      "enum",      "export",
    "extends",   "false",      "finally", "for",      "function",  "if",        "implements",
    "import",    "in",         "instanceof", "interface", "let",   "new",       "null",
    "package",   "private",    "protected", "public", "return",    "static",    "super",
    "switch",    "this",       "throw",   "true",     "try",       "typeof",    "var",
    "void",      "while",      "with",    "yield",    "arguments", "eval",      "undefined",
    "NaN",       "Infinity"};

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool
is_identifier_name(std::string_view s)
{
    if (s.empty() || is_digit(s[0]))
        return false;
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return is_alpha(c) || is_digit(c) || c == '_' || c == '$'; });
}

std::string
spaces(int n)
{
    return std::string(static_cast<std::size_t>(n), ' ');
}

} // namespace

bool
is_reserved_word(std::string_view s)
{
    return std::find(std::begin(reserved_words), std::end(reserved_words), s) !=
           std::end(reserved_words);
}

std::string
string_literal(std::string_view s)
{
    static const char hex[] = "0123456789abcdef";
    std::string out = "'";
    for (std::size_t i = 0; i < s.size(); ++i)
    {
        char c = s[i];
        auto u = static_cast<unsigned char>(c);
        if (c == '\'' || c == '\\')
            (out += '\\') += c;
        else if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (u < 0x20 || u == 0x7f)
        {
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        }
        // U+2028 and U+2029, line terminators to older parsers
        else if (s.substr(i, 3) == "\xe2\x80\xa8" || s.substr(i, 3) == "\xe2\x80\xa9")
        {
            out += s[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
            i += 2;
        }
        else
            out += c;
    }
    return out + "'";
}

std::string
property_key(std::string_view name)
{
    if (name == "__proto__")
        return "['__proto__']";
    if (is_identifier_name(name))
        return std::string(name);
    return string_literal(name);
}

namespace {

// A member's description as a one-line `/** ... */` comment before it,
// indented; nothing when it has none. Line breaks become spaces and a
// `*/` inside cannot end the comment.
std::string
member_doc(const route::json::schema& s, int indent)
{
    if (s.description.empty())
        return {};
    std::string text;
    for (char c : s.description)
    {
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
        if (c == '/' && !text.empty() && text.back() == '*')
            text += ' ';
        text += c;
    }
    return spaces(indent) + "/** " + text + " */\n";
}

// A schema's zod expression, before `.nullable()`.
struct zod_expression
{
    const zod_dialect& zod;
    int indent;

    std::string enumeration(const route::json::schema& s)
    {
        std::string out = "z.enum([";
        for (std::size_t i = 0; i < s.enumeration.size(); ++i)
            out += (i ? ", " : "") + string_literal(s.enumeration[i]);
        return out + "])";
    }
    std::string map(const route::json::schema&, const route::json::schema& values)
    {
        return "z.record(z.string(), " + zod_schema(values, zod, indent) + ")";
    }
    std::string object(const route::json::schema& s)
    {
        std::string out;
        if (s.properties.empty())
            out = "z.object({})";
        else
        {
            out = "z.object({\n";
            for (auto const& p : s.properties)
                out += member_doc(p.value, indent + zod.indent_step) +
                       spaces(indent + zod.indent_step) + property_key(p.name) + ": " +
                       zod_schema(p.value, zod, indent + zod.indent_step) +
                       (is_required(s, p.name) ? "" : ".optional()") + ",\n";
            out += spaces(indent) + "})";
        }
        if (s.additional_properties)
            out += ".catchall(" + zod_schema(*s.additional_properties, zod, indent) + ")";
        else if (zod.major < 4)
            out += ".passthrough()";
        return out;
    }
    std::string array(const route::json::schema&, const route::json::schema& items)
    {
        return "z.array(" + zod_schema(items, zod, indent) + ")";
    }
    std::string any(const route::json::schema&) { return "z.unknown()"; }
    std::string scalar(const route::json::schema& s)
    {
        if (kind_of(s) == schema_kind::string)
            return "z.string()";
        if (kind_of(s) == schema_kind::integer)
            return "z.number().int()";
        if (kind_of(s) == schema_kind::number)
            return "z.number()";
        if (kind_of(s) == schema_kind::boolean)
            return "z.boolean()";
        throw std::runtime_error("the schema type '" + s.type + "' has no zod equivalent");
    }
};

} // namespace

std::string
zod_schema(const route::json::schema& s, const zod_dialect& zod, int indent)
{
    auto out = visit_schema(s, zod_expression{zod, indent});
    if (s.type.empty() && s.enumeration.empty())
        return out; // any value, null included
    return s.nullable ? out + ".nullable()" : out;
}

std::string
zod_text_value(const route::json::schema& s, const zod_dialect& zod)
{
    if (s.enumeration.empty() && !s.nullable)
    {
        bool three = zod.major < 4;
        if (kind_of(s) == schema_kind::integer)
            return three ? "z.coerce.number().int()" : "z.coerce.number<number>().int()";
        if (kind_of(s) == schema_kind::number)
            return three ? "z.coerce.number()" : "z.coerce.number<number>()";
        if (kind_of(s) == schema_kind::boolean)
            return three ? "z.union([z.boolean(), z.enum(['true', 'false'])"
                           ".transform((v) => v === 'true')])"
                         : "z.union([z.boolean(), z.stringbool()])";
    }
    return zod_schema(s, zod);
}

std::string
type_expression(const route::json::schema& s, int indent, int indent_step)
{
    std::string out;
    if (!s.enumeration.empty())
    {
        for (std::size_t i = 0; i < s.enumeration.size(); ++i)
            out += (i ? " | " : "") + string_literal(s.enumeration[i]);
    }
    else if (kind_of(s) == schema_kind::object)
    {
        std::string map;
        if (s.additional_properties)
            map = "Record<string, " +
                  type_expression(*s.additional_properties, indent, indent_step) + ">";
        if (s.properties.empty())
            out = map.empty() ? "Record<string, unknown>" : map;
        else
        {
            out = "{\n";
            for (auto const& p : s.properties)
            {
                bool required = std::find(s.required.begin(), s.required.end(), p.name) !=
                                s.required.end();
                out += member_doc(p.value, indent + indent_step) + spaces(indent + indent_step) +
                       property_key(p.name) + (required ? ": " : "?: ") +
                       type_expression(p.value, indent + indent_step, indent_step) + ";\n";
            }
            out += spaces(indent) + "}";
            if (!map.empty())
                out += " & " + map;
        }
    }
    else if (kind_of(s) == schema_kind::array)
        out = "Array<" + (s.items ? type_expression(*s.items, indent, indent_step) : "unknown") +
              ">";
    else if (kind_of(s) == schema_kind::string)
        out = "string";
    else if (kind_of(s) == schema_kind::integer || kind_of(s) == schema_kind::number)
        out = "number";
    else if (kind_of(s) == schema_kind::boolean)
        out = "boolean";
    else if (s.type.empty())
        return "unknown"; // null included
    else
        throw std::runtime_error("the schema type '" + s.type + "' has no TypeScript equivalent");
    if (s.nullable)
        out += " | null";
    return out;
}

std::string
safe_identifier(std::string_view name, bool (*reserved)(std::string_view))
{
    std::string out;
    for (char c : name)
    {
        auto u = static_cast<unsigned char>(c);
        if (is_alpha(c) || is_digit(c) || c == '_' || c == '$')
            out += c;
        else if (u < 0x80 || u >= 0xc0) // one `_` per code point
            out += '_';
    }
    if (out.empty())
        return "_";
    if (is_digit(out[0]))
        out.insert(out.begin(), '_');
    if (reserved(out))
        out += '_';
    return out;
}

std::string
derived_operation_name(std::string_view method, std::string_view path_template)
{
    // `{username}` → `/by/username`: `By` a word of its own, then the parameter's
    auto words = boost::algorithm::replace_all_copy(std::string(path_template), "{", "/by/");
    return ascii_lower(method) + join_words(words, true);
}

std::string
credential_doc(const security_scheme& x)
{
    if (x.type == security_type::http && x.scheme == http_auth_scheme::basic)
        return "Credentials of " + x.name + " (HTTP basic): 'Basic <base64 of user:password>'";
    if (x.type == security_type::oauth2 || x.type == security_type::open_id_connect)
        return "Credentials of " + x.name + " (" +
               (x.type == security_type::oauth2 ? "OAuth 2" : "OpenID Connect") +
               " access token): 'Bearer <token>'";
    if (x.type == security_type::mutual_tls)
        return "Credentials of " + x.name + " (mutual TLS): the client's certificate, set on "
               "the connection";
    if (x.type == security_type::http)
        return "Credentials of " + x.name + " (HTTP " + std::string(x.scheme.text()) + "): '" +
               (x.scheme == http_auth_scheme::bearer ? "Bearer" : std::string(x.scheme.text())) +
               " <token>'";
    return "Credentials of " + x.name + " (API key in the " + std::string(x.in.text()) + " " +
           x.parameter + "): '<api key>'";
}

std::string
npm_package_name(const configuration& cfg, std::string_view key, std::string_view default_name)
{
    auto it = cfg.find(std::string(key));
    if (it == cfg.end())
        return std::string(default_name);
    static const std::regex valid("(@[a-z0-9~-][a-z0-9._~-]*/)?[a-z0-9~-][a-z0-9._~-]*");
    if (it->second.size() > 214 || !std::regex_match(it->second, valid))
        throw std::runtime_error(
            "the configuration key '" + std::string(key) + "': '" + it->second +
            "' is not an npm package name (lower-case letters, digits, '-', '.', '_', '~', "
            "optionally '@scope/' before, not starting with '.' or '_', at most 214 characters)");
    return it->second;
}

std::optional<credential_member>
credential_member_of(const security_scheme& x)
{
    if (x.type == security_type::mutual_tls) // the connection's certificate, not the request's
        return std::nullopt;
    if (x.type == security_type::http || sends_bearer_token(x))
        return credential_member{parameter_location::header, "authorization"};
    if (x.in == parameter_location::header)
        return credential_member{parameter_location::header, ascii_lower(x.parameter)};
    return credential_member{x.in, x.parameter};
}

std::vector<form_part>
form_parts(const route::json::schema& s)
{
    std::vector<form_part> out;
    for (auto const& p : s.properties)
    {
        bool const several = kind_of(p.value) == schema_kind::array && p.value.items;
        auto const& part = several ? *p.value.items : p.value;
        out.push_back({p.name, part.format == "binary", several});
    }
    return out;
}

std::vector<path_piece>
path_pieces(std::string_view tmpl)
{
    std::vector<path_piece> out;
    for (std::size_t i = 0; i < tmpl.size();)
    {
        if (tmpl[i] == '{')
        {
            auto close = tmpl.find('}', i);
            if (close == std::string_view::npos)
                throw std::runtime_error("the path template '" + std::string(tmpl) +
                                         "' has an unclosed '{'");
            out.push_back({std::string(tmpl.substr(i + 1, close - i - 1)), true});
            i = close + 1;
            continue;
        }
        auto next = std::min(tmpl.find('{', i), tmpl.size());
        out.push_back({std::string(tmpl.substr(i, next - i)), false});
        i = next;
    }
    return out;
}

namespace {

void
write_json(std::string& out, const boost::json::value& v, int indent)
{
    if (v.is_object() && !v.get_object().empty())
    {
        out += "{\n";
        bool first = true;
        for (auto const& kv : v.get_object())
        {
            out += (first ? "" : ",\n") + spaces(indent + 2) +
                   boost::json::serialize(boost::json::string(kv.key())) + ": ";
            write_json(out, kv.value(), indent + 2);
            first = false;
        }
        out += "\n" + spaces(indent) + "}";
    }
    else if (v.is_array() && !v.get_array().empty())
    {
        out += "[\n";
        bool first = true;
        for (auto const& e : v.get_array())
        {
            out += (first ? "" : ",\n") + spaces(indent + 2);
            write_json(out, e, indent + 2);
            first = false;
        }
        out += "\n" + spaces(indent) + "]";
    }
    else
        out += boost::json::serialize(v);
}

} // namespace

std::string
package_json(const boost::json::object& package)
{
    std::string out;
    write_json(out, package, 0);
    return out + "\n";
}

std::string
tsconfig_json(const std::vector<std::string_view>& more_options, std::string_view include_array,
              std::string_view lib_array)
{
    std::string out = "{\n"
                      "  \"compilerOptions\": {\n"
                      "    \"target\": \"ES2022\",\n";
    if (!lib_array.empty())
        out += "    \"lib\": " + std::string(lib_array) + ",\n";
    out += "    \"module\": \"ESNext\",\n"
           "    \"moduleResolution\": \"Bundler\",\n"
           "    \"strict\": true,\n"
           "    \"noEmit\": true";
    for (auto o : more_options)
        out += ",\n    " + std::string(o);
    out += "\n  },\n  \"include\": " + std::string(include_array) + "\n}\n";
    return out;
}

} // namespace typescript
} // namespace docgen
