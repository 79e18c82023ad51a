//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `client` format: a typed C++ client of the documented operations,
// a header-only source tree under `client/`. One namespace per tag holds
// a `<Tag>Endpoints` struct with one static function per operation, and
// the models that only this tag uses; models used by several tags go to
// the package's `models.hpp`. The code it writes sends through
// <docgen/typed_client.hpp>; this formatter only writes it.

#include "client_format.hpp"
#include <docgen/output.hpp>
#include <docgen/schema_walk.hpp>
#include <docgen/text.hpp>
#include <docgen/view.hpp>
#include <algorithm>
#include <iterator>
#include <cstddef>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <system_error>

namespace docgen {
namespace client_format {

namespace {

// C++20 keywords and alternative tokens, and names the standard library
// defines as macros, which no generated identifier may spell.
constexpr std::string_view reserved_words[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break",
    "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept",
    "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "co_await",
    "co_return", "co_yield", "decltype", "default", "delete", "do", "double", "dynamic_cast",
    "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto",
    "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
    "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
    "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static",
    "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local",
    "throw", "true", "try", "typedef", "typeid", "typename", "union", "unsigned", "using",
    "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq", "final", "override",
    "import", "module",
    // macros of the standard library and of GNU mode
    "assert", "errno", "NULL", "EOF", "stdin", "stdout", "stderr", "offsetof", "setjmp",
    "va_arg", "linux", "unix", "major", "minor",
};

bool
is_reserved_word(std::string_view s)
{
    return std::find(std::begin(reserved_words), std::end(reserved_words), s) != std::end(reserved_words);
}

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

bool
is_identifier(std::string_view s)
{
    if (s.empty() || is_digit(s[0]))
        return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return is_alpha(c) || is_digit(c) || c == '_'; });
}

// `name`, or `name_2`, `name_3`, ... the first that `taken` does not hold
std::string
unique(const std::string& name, const std::set<std::string>& taken)
{
    if (!taken.count(name))
        return name;
    std::string stem = name.back() == '_' ? name : name + "_";
    for (std::size_t n = 2;; ++n)
        if (auto c = stem + std::to_string(n); !taken.count(c))
            return c;
}

// a C++ string literal of `s`
std::string
literal(std::string_view s)
{
    std::string out = "\"";
    for (char c : s)
    {
        auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\')
            (out += '\\') += c;
        else if (u < 0x20 || u == 0x7f)
        {
            const char* oct = "01234567";
            out += '\\';
            out += oct[(u >> 6) & 7];
            out += oct[(u >> 3) & 7];
            out += oct[u & 7];
        }
        else
            out += c;
    }
    return out + "\"";
}

// what the models of a body are named after: the model it holds
// (`item` for an `item` or an array of them), else the fallback
std::string
base_name(const route::json::schema& s, std::string_view fallback)
{
    if (auto m = held_model(s))
        return m->name;
    return std::string(fallback) + "_body";
}

struct field_info
{
    std::string wire;
    std::string name; // the C++ member
    std::string type;
    bool optional = false;
    bool enumerated = false; // of an enum type: value-initialised
    std::string doc;         // the member's description
};

// A struct, or (`is_enum`) an `enum class` whose fields are its enumerators.
struct model_info
{
    std::string name;
    bool is_enum = false;
    route::json::schema schema;
    std::vector<field_info> fields;
    std::vector<std::size_t> deps;
    std::set<std::string> tags;
    bool renamed = false; // a member's C++ name differs from its wire name
};

struct response_info
{
    unsigned status;
    std::string type; // empty: no body
};

// A query or header parameter, a body or credentials: an argument after the path values.
struct extra_argument
{
    std::string type;        // the C++ parameter type
    std::string name;        // the C++ parameter
    std::string defaulted;   // ` = std::nullopt`, or empty
    std::string statement;   // what adds it to the request `r`
    std::string doc;         // for @param
};

struct operation_info
{
    std::string function;
    std::vector<extra_argument> extras;
    std::string local; // the request's variable when there are extras
    std::string method;
    std::string path_template;
    std::string summary;
    std::string description; // the path's
    std::vector<std::pair<std::string, std::string>> params; // wire, C++
    std::vector<std::string> param_docs;                     // their descriptions
    std::string result_type;
    unsigned expected_status = 0;
    std::vector<response_info> responses;
};

struct tag_info
{
    std::string tag;
    std::string ns;
    std::string endpoints;
    std::vector<operation_info> operations;
    std::set<std::string> functions;
};

class generator
{
public:
    generator(const document& doc, std::string_view package)
        : package_(package_namespaces(package))
    {
        collect_tags(doc);
        for (auto const& p : doc.view().paths)
            for (auto const& o : p.operations)
                add_operation(p, o);
    }

    std::map<std::string, std::string> files() const
    {
        std::map<std::string, std::string> out;
        std::string root = "include/";
        for (auto const& n : package_)
            root += n + "/";
        bool shared = std::any_of(models_.begin(), models_.end(),
                                  [](auto const& m) { return m.tags.size() > 1; });
        if (shared)
            out[root + "models.hpp"] = models_header(root + "models.hpp");
        for (auto const& t : tags_)
        {
            std::string file = root + t.ns + "/" + t.endpoints + ".hpp";
            out[file] = tag_header(t, file, shared);
        }
        out["README.md"] = readme(root);
        out["Jamfile"] = jamfile();
        out["CMakeLists.txt"] = cmake();
        return out;
    }

private:
    void collect_tags(const document& doc)
    {
        std::set<std::string> namespaces;
        for (auto const& p : doc.paths)
            for (auto const& o : p.operations)
                for (auto const& tag : tags_of(o))
                {
                    if (find_tag(tag))
                        continue;
                    tag_info t;
                    t.tag = tag;
                    t.ns = unique(safe_identifier(tag), namespaces);
                    namespaces.insert(t.ns);
                    std::string stem = t.ns;
                    while (stem.size() > 1 && stem.back() == '_')
                        stem.pop_back();
                    stem = ascii_upper(stem.substr(0, 1)) + stem.substr(std::min<std::size_t>(1, stem.size()));
                    t.endpoints = stem + "Endpoints";
                    t.functions.insert(t.endpoints);
                    // model names may not clash with a namespace or struct at package scope
                    taken_.insert(t.ns);
                    taken_.insert(t.endpoints);
                    tags_.push_back(std::move(t));
                }
        taken_.insert("wire_names");
    }

    static std::vector<std::string> tags_of(const operation_calls& o)
    {
        if (o.tags.empty())
            return {"default"};
        return o.tags;
    }

    tag_info* find_tag(const std::string& tag)
    {
        for (auto& t : tags_)
            if (t.tag == tag)
                return &t;
        return nullptr;
    }

    void add_operation(const path_view& p, const operation_view& v)
    {
        auto const& o = *v.calls;
        operation_info op;
        op.method = o.method;
        op.path_template = p.path_template;
        op.summary = o.summary;
        std::set<std::string> names{"base"};
        for (auto const& n : o.parameter_names)
        {
            auto safe = unique(safe_identifier(n), names);
            names.insert(safe);
            op.params.emplace_back(n, safe);
        }
        std::vector<std::size_t> roots;
        bool have_result = false;
        op.description = v.description;
        for (auto const& x : v.path_parameters)
            op.param_docs.push_back(x.description);
        for (auto const& r : v.responses)
        {
            std::string type;
            if (r.content && r.content->content_type == "text/plain")
                type = "docgen::text";
            else if (r.content)
                type = type_of(*r.content->schema, base_name(*r.content->schema, o.operation_id), roots);
            op.responses.push_back({r.status, type});
            if (!have_result && r.status >= 200 && r.status < 300)
            {
                have_result = true;
                op.expected_status = r.status;
                op.result_type = type.empty() ? "docgen::no_body" : type;
            }
        }
        if (!have_result)
            op.result_type = "docgen::no_body";
        add_extras(v, op, names, roots);
        std::string id = o.operation_id;
        if (id.empty())
        {
            id = ascii_lower(o.method) + p.path_template;
        }
        for (auto const& tag : tags_of(o))
        {
            auto* t = find_tag(tag);
            for (auto r : roots)
                mark(r, tag);
            operation_info copy = op;
            copy.function = unique(safe_identifier(id), t->functions);
            t->functions.insert(copy.function);
            t->operations.push_back(std::move(copy));
        }
    }

    // the C++ type of one value of a parameter
    static std::string value_type(const route::json::schema& s)
    {
        if (kind_of(s) == schema_kind::integer)
            return s.format == "int64" ? "std::int64_t" : "std::int32_t";
        if (kind_of(s) == schema_kind::number)
            return "double";
        if (kind_of(s) == schema_kind::boolean)
            return "bool";
        return "std::string";
    }

    // the body, the query and header parameters and the credentials of
    // `o`: required ones first, then those that default to nothing
    void add_extras(const operation_view& o, operation_info& op, std::set<std::string>& names,
                    std::vector<std::size_t>& roots)
    {
        std::vector<extra_argument> required, optional;
        std::string r = unique("r", names); // the request being built
        names.insert(r);
        auto name_of = [&](const std::string& wire) {
            auto n = unique(safe_identifier(wire), names);
            names.insert(n);
            return n;
        };
        if (o.request_body)
        {
            auto const& b = o.request_body->content.front();
            extra_argument a;
            a.name = name_of("body");
            if (b.content_type == "application/json" && b.schema)
            {
                a.type = "const " + type_of(*b.schema, base_name(*b.schema, o.operation_id + "_body"),
                                            roots) + "&";
                a.statement = r + ".with_json_body(" + a.name + ");";
                a.doc = "the body, sent as JSON";
            }
            else if (b.content_type == "multipart/form-data" && b.schema)
            {
                a.type = "const docgen::multipart&";
                a.statement = r + ".with_multipart_body(" + a.name + ");";
                a.doc = "the parts (`docgen::file_part`, `docgen::text_part`), sent as "
                        "`multipart/form-data`";
            }
            else if (b.content_type == "application/x-www-form-urlencoded")
            {
                a.type = "const docgen::form_fields&";
                a.statement = r + ".with_form_body(" + a.name + ");";
                a.doc = "the form fields, sent as `application/x-www-form-urlencoded`";
            }
            else
            {
                a.type = "std::string";
                a.statement = r + ".with_body(" + literal(b.content_type) + ", std::move(" + a.name + "));";
                a.doc = "the body, sent as `" + comment_text(b.content_type) + "`";
            }
            required.push_back(std::move(a));
        }
        for (auto const& p : o.parameters)
        {
            extra_argument a;
            a.name = name_of(p.name);
            auto t = value_type(p.schema);
            bool query = p.in == parameter_location::query;
            a.statement = r + (query ? ".with_query(" : ".with_header_value(") + literal(p.name) + ", " +
                          a.name + ");";
            a.doc = std::string("the ") + (query ? "query" : "header") + " parameter `" +
                    comment_text(p.name) + "`";
            if (!p.description.empty())
                a.doc += " (" + comment_text(p.description) + ")";
            if (p.repeated)
            {
                a.type = "const std::vector<" + t + ">&";
                a.defaulted = " = {}";
                a.doc += ", sent once per value";
                optional.push_back(std::move(a));
            }
            else if (!p.required)
            {
                a.type = "const std::optional<" + t + ">&";
                a.defaulted = " = std::nullopt";
                a.doc += ", not sent when empty";
                optional.push_back(std::move(a));
            }
            else
            {
                a.type = t == "std::string" ? "std::string_view" : t;
                required.push_back(std::move(a));
            }
        }
        for (auto const& x : o.security)
        {
            if (x.type == security_type::mutual_tls) // the connection's certificate, not the request's
                continue;
            extra_argument a;
            a.name = name_of(x.name);
            a.defaulted = " = std::nullopt";
            if (x.type == security_type::http && x.scheme == http_auth_scheme::basic)
            {
                a.type = "const std::optional<docgen::basic_credentials>&";
                a.statement = r + ".with_basic_auth(" + a.name + ");";
                a.doc = "HTTP basic credentials (scheme `" + comment_text(x.name) + "`)";
            }
            else if (x.type == security_type::oauth2 || x.type == security_type::open_id_connect)
            {
                a.type = "const std::optional<std::string>&";
                a.statement = r + ".with_bearer_token(" + a.name + ");";
                a.doc = std::string(x.type == security_type::oauth2 ? "an OAuth 2" : "an OpenID Connect") +
                        " access token, sent as a bearer token (scheme `" + comment_text(x.name) + "`)";
            }
            else if (x.type == security_type::http)
            {
                a.type = "const std::optional<std::string>&";
                a.statement = r + ".with_bearer_token(" + a.name + ");";
                a.doc = "a bearer token (scheme `" + comment_text(x.name) + "`)";
            }
            else
            {
                a.type = "const std::optional<std::string>&";
                a.statement = r + ".with_api_key(" + literal(x.in.text()) + ", " + literal(x.parameter) + ", " +
                              a.name + ");";
                a.doc = "an API key, sent in the " + std::string(x.in.text()) + " as `" + comment_text(x.parameter) +
                        "` (scheme `" + comment_text(x.name) + "`)";
            }
            optional.push_back(std::move(a));
        }
        op.local = r;
        op.extras = std::move(required);
        op.extras.insert(op.extras.end(), optional.begin(), optional.end());
    }

    void mark(std::size_t m, const std::string& tag)
    {
        if (models_[m].tags.insert(tag).second)
            for (auto d : std::vector<std::size_t>(models_[m].deps))
                mark(d, tag);
    }

    // the C++ type of a value of schema `s`; its models are named by their
    // names, those without one after `base`
    std::string type_of(const route::json::schema& s, const std::string& base,
                        std::vector<std::size_t>& deps)
    {
        struct cpp_type
        {
            generator& g;
            const std::string& base;
            std::vector<std::size_t>& deps;

            std::string enumeration(const route::json::schema& s)
            {
                if (kind_of(s) != schema_kind::string)
                    return scalar(s);
                auto m = g.model_for(s, s.name.empty() ? base : s.name, true);
                deps.push_back(m);
                return g.models_[m].name;
            }
            std::string map(const route::json::schema&, const route::json::schema& values)
            {
                return "std::map<std::string, " + g.element(values, base, deps) + ">";
            }
            std::string object(const route::json::schema& s)
            {
                if (s.additional_properties)
                    return map(s, *s.additional_properties);
                auto m = g.model_for(s, s.name.empty() ? base : s.name, false);
                deps.push_back(m);
                return g.models_[m].name;
            }
            std::string array(const route::json::schema&, const route::json::schema& items)
            {
                return "std::vector<" + g.element(items, base, deps) + ">";
            }
            std::string any(const route::json::schema&) { return "boost::json::value"; }
            std::string scalar(const route::json::schema& s)
            {
                if (kind_of(s) == schema_kind::string)
                    return "std::string";
                if (kind_of(s) == schema_kind::boolean)
                    return "bool";
                if (kind_of(s) == schema_kind::integer)
                    return s.format == "int64" ? "std::int64_t" : "std::int32_t";
                if (kind_of(s) == schema_kind::number)
                    return "double";
                return any(s);
            }
        };
        return visit_schema(s, cpp_type{*this, base, deps});
    }

    std::string element(const route::json::schema& s, const std::string& base,
                        std::vector<std::size_t>& deps)
    {
        auto t = type_of(s, base, deps);
        return s.nullable ? "std::optional<" + t + ">" : t;
    }

    // the model of `s` named after `base`: the one made already under
    // `base` for the same schema (its nullability and description aside),
    // else a new one, an `enum class` when `enumeration` says so
    std::size_t model_for(route::json::schema s, const std::string& base, bool enumeration)
    {
        s.nullable = false;
        s.description.clear();
        for (auto i : by_base_[base])
            if (models_[i].schema == s)
                return i;
        std::size_t idx = models_.size();
        model_info m;
        m.name = unique(safe_identifier(base), taken_);
        m.is_enum = enumeration;
        taken_.insert(m.name);
        m.schema = std::move(s);
        models_.push_back(std::move(m));
        by_base_[base].push_back(idx);
        if (enumeration)
            add_enumerators(idx);
        else
            add_members(idx);
        order_.push_back(idx);
        return idx;
    }

    // the enumerators of the model `idx`, named after their wire names
    void add_enumerators(std::size_t idx)
    {
        auto& m = models_[idx];
        std::set<std::string> names;
        for (auto const& e : m.schema.enumeration)
        {
            field_info f;
            f.wire = e;
            f.name = unique(safe_identifier(e), names);
            names.insert(f.name);
            m.renamed = m.renamed || f.name != f.wire;
            m.fields.push_back(std::move(f));
        }
    }

    // the members of the model `idx`, whose types may make more models
    void add_members(std::size_t idx)
    {
        auto s = models_[idx].schema; // a copy: making models moves models_
        std::set<std::string> members;
        std::vector<field_info> fields;
        std::vector<std::size_t> deps;
        for (auto const& p : s.properties)
        {
            field_info f;
            f.wire = p.name;
            f.name = unique(safe_identifier(p.name), members);
            members.insert(f.name);
            f.optional = p.value.nullable ||
                         std::find(s.required.begin(), s.required.end(), p.name) == s.required.end();
            f.type = type_of(p.value, models_[idx].name + "_" + p.name, deps);
            f.enumerated = !p.value.enumeration.empty() && kind_of(p.value) == schema_kind::string;
            f.doc = p.value.description;
            fields.push_back(std::move(f));
        }
        auto& done = models_[idx];
        done.renamed = std::any_of(fields.begin(), fields.end(),
                                   [](auto const& f) { return f.name != f.wire; });
        done.fields = std::move(fields);
        done.deps = std::move(deps);
    }

    std::string qualified(const std::string& ns) const
    {
        std::string q;
        for (auto const& n : package_)
            q += "::" + n;
        return ns.empty() ? q : q + "::" + ns;
    }

    std::string namespace_name(const std::string& ns) const
    {
        return qualified(ns).substr(2);
    }

    static std::string guard(const std::string& file)
    {
        std::string g = "DOCGEN_CLIENT_";
        for (char c : ascii_upper(file.substr(std::string("include/").size())))
        {
            c = is_alpha(c) || is_digit(c) ? c : '_';
            if (c != '_' || g.back() != '_') // no reserved `__`
                g += c;
        }
        return g;
    }

    std::string package_dotted() const
    {
        std::string s;
        for (auto const& n : package_)
            s += (s.empty() ? "" : ".") + n;
        return s;
    }

    void header_start(std::ostringstream& os, const std::string& file, const std::string& what) const
    {
        os << "//\n"
           << "// " << what << "\n"
           << "// Generated by docgen's client format from the calls a specification\n"
           << "// verified; do not edit.\n"
           << "//\n"
           << "#ifndef " << guard(file) << "\n"
           << "#define " << guard(file) << "\n\n";
    }

    // the structs of `models` (in dependency order) with their descriptions
    void write_models(std::ostringstream& os, const std::vector<std::size_t>& ms,
                      bool& wire_names) const
    {
        for (auto i : ms)
        {
            auto const& m = models_[i];
            if (m.is_enum)
            {
                write_enum(os, m);
                wire_names = wire_names || m.renamed;
                continue;
            }
            if (m.renamed)
                os << "/** The `" << m.name << "` record.\n\n"
                   << "    Members named differently from the wire (a keyword or an invalid\n"
                   << "    identifier there) decode through `wire_names::" << m.name << "`.\n*/\n";
            else
                os << "/// The `" << m.name << "` record.\n";
            os << "struct " << m.name << "\n{\n";
            for (auto const& f : m.fields)
            {
                // a member named like a model would change the meaning of that name
                std::string type = f.type;
                bool clash = std::any_of(models_.begin(), models_.end(),
                                         [&](auto const& x) { return x.name == f.name; });
                for (auto const& x : models_)
                    if (clash && x.name == type)
                        type = qualified(x.tags.size() > 1 ? "" : ns_of(x)) + "::" + type;
                if (!f.doc.empty() && f.name != f.wire)
                    os << "    /// " << comment_text(f.doc) << " (`" << comment_text(f.wire)
                       << "` on the wire)\n";
                else if (!f.doc.empty())
                    os << "    /// " << comment_text(f.doc) << "\n";
                else if (f.name != f.wire)
                    os << "    /// `" << comment_text(f.wire) << "` on the wire\n";
                if (f.optional)
                    os << "    std::optional<" << type << "> " << f.name << " = std::nullopt;\n";
                else if (type == "bool")
                    os << "    bool " << f.name << " = false;\n";
                else if (type == "std::int32_t" || type == "std::int64_t" || type == "double")
                    os << "    " << type << " " << f.name << " = 0;\n";
                else if (f.enumerated)
                    os << "    " << type << " " << f.name << "{};\n";
                else
                    os << "    " << type << " " << f.name << ";\n";
            }
            os << "};\nBOOST_DESCRIBE_STRUCT(" << m.name << ", (), (";
            for (std::size_t k = 0; k < m.fields.size(); ++k)
                os << (k ? ", " : "") << m.fields[k].name;
            os << "))\n\n";
            wire_names = wire_names || m.renamed;
        }
        if (!wire_names)
            return;
        os << "/// Naming policies mapping renamed members back to their wire names.\n"
           << "namespace wire_names {\n\n";
        for (auto i : ms)
        {
            auto const& m = models_[i];
            if (!m.renamed)
                continue;
            os << "/// The wire names of `" << m.name << "`" << (m.is_enum ? "'s values" : "") << ".\n"
               << "struct " << m.name << "\n{\n"
               << "    constexpr std::string operator()(std::string_view name) const\n    {\n";
            for (auto const& f : m.fields)
                if (f.name != f.wire)
                    os << "        if (name == " << literal(f.name) << ")\n"
                       << "            return " << literal(f.wire) << ";\n";
            os << "        return std::string(name);\n    }\n};\n\n";
        }
        os << "} // namespace wire_names\n\n";
    }

    // an `enum class` described for route::json, which reads and writes
    // its values as their wire names
    static void write_enum(std::ostringstream& os, const model_info& m)
    {
        if (m.renamed)
            os << "/** The values of `" << m.name << "`.\n\n"
               << "    Values named differently from the wire (a keyword or an invalid\n"
               << "    identifier there) decode through `wire_names::" << m.name << "`.\n*/\n";
        else
            os << "/// The values of `" << m.name << "`.\n";
        os << "enum class " << m.name << "\n{\n";
        for (auto const& f : m.fields)
        {
            if (f.name != f.wire)
                os << "    /// `" << comment_text(f.wire) << "` on the wire\n";
            os << "    " << f.name << ",\n";
        }
        os << "};\nBOOST_DESCRIBE_ENUM(" << m.name;
        for (auto const& f : m.fields)
            os << ", " << f.name;
        os << ")\n\n";
    }

    void write_policies(std::ostringstream& os, const std::vector<std::size_t>& ms,
                        const std::string& ns) const
    {
        for (auto i : ms)
        {
            auto const& m = models_[i];
            if (!m.renamed)
                continue;
            os << "\ntemplate <>\nstruct route::json::naming_policy<" << qualified(ns) << "::" << m.name
               << ">\n{\n    using type = " << qualified(ns) << "::wire_names::" << m.name
               << ";\n};\n";
        }
    }

    std::string ns_of(const model_info& m) const
    {
        for (auto const& t : tags_)
            if (m.tags.count(t.tag))
                return t.ns;
        return "";
    }

    // what a header of the models `ms` includes
    void includes(std::ostringstream& os, const std::vector<std::size_t>& ms) const
    {
        bool enums = std::any_of(ms.begin(), ms.end(), [&](auto i) { return models_[i].is_enum; });
        os << "#include <docgen/typed_client.hpp>\n"
           << "#include <route/json/naming.hpp>\n"
           << "#include <boost/describe/class.hpp>\n"
           << (enums ? "#include <boost/describe/enum.hpp>\n" : "")
           << "#include <boost/json/value.hpp>\n"
           << "#include <cstdint>\n"
           << "#include <map>\n"
           << "#include <optional>\n"
           << "#include <string>\n"
           << "#include <string_view>\n"
           << "#include <vector>\n";
    }

    std::string models_header(const std::string& file) const
    {
        std::vector<std::size_t> ms;
        for (auto i : order_)
            if (models_[i].tags.size() > 1)
                ms.push_back(i);
        std::ostringstream os;
        header_start(os, file, "The models that several tags of " + package_dotted() + " use.");
        includes(os, ms);
        os << "\nnamespace " << namespace_name("") << " {\n\n";
        bool wire_names = false;
        write_models(os, ms, wire_names);
        os << "} // namespace " << namespace_name("") << "\n";
        write_policies(os, ms, "");
        os << "\n#endif\n";
        return os.str();
    }

    std::string tag_header(const tag_info& t, const std::string& file, bool shared) const
    {
        std::vector<std::size_t> ms;
        for (auto i : order_)
            if (models_[i].tags.size() == 1 && models_[i].tags.count(t.tag))
                ms.push_back(i);
        std::ostringstream os;
        header_start(os, file, "The operations tagged `" + comment_text(t.tag) + "`: " + t.endpoints + ".");
        includes(os, ms);
        if (shared)
        {
            os << "#include <";
            for (auto const& n : package_)
                os << n << "/";
            os << "models.hpp>\n";
        }
        os << "\nnamespace " << namespace_name(t.ns) << " {\n\n";
        bool wire_names = false;
        write_models(os, ms, wire_names);
        os << "/** The operations tagged `" << comment_text(t.tag) << "`.\n\n"
           << "    Each function takes the service's base address (`https://api.github.com`,\n"
           << "    or one with a path prefix) then the path parameters, and returns a\n"
           << "    request; its `send()` gives the decoded body or a `docgen::client_error`.\n"
           << "*/\n"
           << "struct " << t.endpoints << "\n{\n";
        bool first = true;
        for (auto const& op : t.operations)
        {
            if (!first)
                os << "\n";
            first = false;
            os << "    /** " << comment_text(op.summary.empty() ? op.function : op.summary) << "\n\n"
               << "        `" << comment_text(op.method + " " + op.path_template) << "`";
            for (auto const& r : op.responses)
                os << "; " << r.status << (r.type.empty() ? " without a body"
                                                          : ": `" + comment_text(r.type) + "`");
            os << ".\n\n";
            if (!op.description.empty())
                os << "        " << comment_text(op.description) << "\n\n";
            os << "        @param base the service's base address\n";
            for (std::size_t i = 0; i < op.params.size(); ++i)
            {
                auto const& p = op.params[i];
                os << "        @param " << p.second << " the path parameter `" << comment_text(p.first)
                   << "`";
                if (i < op.param_docs.size() && !op.param_docs[i].empty())
                    os << " (" << comment_text(op.param_docs[i]) << ")";
                os << ", percent-encoded when sent\n";
            }
            for (auto const& a : op.extras)
                os << "        @param " << a.name << " " << a.doc << "\n";
            os << "        @return the request; `send()` expects "
               << (op.expected_status ? std::to_string(op.expected_status) : std::string("a 2xx status"))
               << "\n    */\n";
            // a line of at most 100 columns where the names allow
            std::string head = "    static docgen::request<" + op.result_type + "> " + op.function + "(";
            std::vector<std::string> args{"std::string_view base"};
            for (auto const& p : op.params)
                args.push_back("std::string_view " + p.second);
            for (auto const& a : op.extras)
                args.push_back(a.type + " " + a.name + a.defaulted);
            os << wrap(head, args, ")") << "\n";
            std::string call = op.extras.empty()
                                   ? "        return docgen::request<" + op.result_type + ">("
                                   : "        docgen::request<" + op.result_type + "> " + op.local + "(";
            std::string indent(call.size(), ' ');
            os << "    {\n"
               << call << literal(op.method) << ", base, " << literal(op.path_template) << ",\n";
            std::vector<std::string> values;
            for (auto const& p : op.params)
            {
                // appended one by one: "{" + std::string makes g++ 12 warn
                // falsely (-Wrestrict) in release builds
                std::string v = "{";
                v += literal(p.first);
                v += ", std::string(";
                v += p.second;
                v += ")}";
                values.push_back(std::move(v));
            }
            os << wrap(indent + "{", values, "},") << "\n"
               << indent << op.expected_status << ");\n";
            for (auto const& a : op.extras)
                os << "        " << a.statement << "\n";
            if (!op.extras.empty())
                os << "        return " << op.local << ";\n";
            os << "    }\n";
        }
        os << "};\n\n} // namespace " << namespace_name(t.ns) << "\n";
        write_policies(os, ms, t.ns);
        os << "\n#endif\n";
        return os.str();
    }

    // `head` then `items` joined by ", " then `tail`, one item a line
    // (aligned after `head`) when that is longer than 100 columns
    static std::string wrap(const std::string& head, const std::vector<std::string>& items,
                            const std::string& tail)
    {
        std::string line = head;
        for (std::size_t k = 0; k < items.size(); ++k)
            line += (k ? ", " : "") + items[k];
        line += tail;
        if (line.size() <= 100 || items.size() < 2)
            return line;
        std::string out = head;
        for (std::size_t k = 0; k < items.size(); ++k)
            out += (k ? ",\n" + std::string(head.size(), ' ') : std::string()) + items[k];
        return out + tail;
    }

    std::string readme(const std::string& root) const
    {
        std::ostringstream os;
        os << "# Typed client of " << package_dotted() << "\n\n"
           << "Generated by docgen's client format from the calls a specification\n"
           << "verified; do not edit. Header-only, C++20.\n\n"
           << "## Use\n\n"
           << "Put `include/` of this folder and of route/docgen on the include path;\n"
           << "link Boost.JSON, Boost.URL, OpenSSL (`ssl`, `crypto`) and threads (or\n"
           << "define `DOCGEN_SEPARATE_COMPILATION` and link docgen's library).\n\n";
        if (!tags_.empty() && !tags_.front().operations.empty())
        {
            auto const& t = tags_.front();
            auto const& op = t.operations.front();
            os << "```cpp\n"
               << "#include <" << root.substr(8) << t.ns << "/" << t.endpoints << ".hpp>\n"
               << "#include <iostream>\n\n"
               << "int main()\n{\n"
               << "    using " << namespace_name(t.ns) << "::" << t.endpoints << ";\n"
               << "    auto r = " << t.endpoints << "::" << op.function << "(\"https://api.example.com\"";
            for (auto const& p : op.params)
                os << ", " << literal(p.first);
            os << ").send();\n"
               << "    if (!r)\n"
               << "    {\n"
               << "        std::cerr << r.error().message << '\\n'; // status, body: r.error().status, .body\n"
               << "        return 1;\n"
               << "    }\n"
               << "    // r.value() is the decoded body\n"
               << "}\n"
               << "```\n\n"
               << "In a coroutine, `co_await` the request's `async_send()` (or\n"
               << "`async_send(client)`) instead: the same result, and no thread waits; the\n"
               << "exchange runs on the coroutine's executor.\n\n";
        }
        os << "## Contents\n\n";
        for (auto const& t : tags_)
        {
            os << "- `" << root << t.ns << "/" << t.endpoints << ".hpp`: `" << namespace_name(t.ns)
               << "::" << t.endpoints << "`\n";
            for (auto const& op : t.operations)
                os << "  - `" << op.function << "`: " << op.method << " `" << op.path_template << "`\n";
        }
        if (std::any_of(models_.begin(), models_.end(), [](auto const& m) { return m.tags.size() > 1; }))
            os << "- `" << root << "models.hpp`: the models several tags use\n";
        os << "- `Jamfile`, `CMakeLists.txt`: a header-only library of this folder\n";
        return os.str();
    }

    std::string target_name() const
    {
        std::string s;
        for (auto const& n : package_)
            s += n + "_";
        return s + "client";
    }

    std::string jamfile() const
    {
        std::ostringstream os;
        os << "# The typed client of " << package_dotted() << ": header-only. Generated by\n"
           << "# docgen's client format; do not edit. Users build with <cxxstd>20 and\n"
           << "# also need route/docgen's include folder, Boost.JSON, Boost.URL and\n"
           << "# OpenSSL (or docgen's library, /docgen/lib//docgen).\n"
           << "project " << target_name() << " ;\n\n"
           << "alias " << target_name() << " : : : : <include>include ;\n";
        return os.str();
    }

    std::string cmake() const
    {
        std::ostringstream os;
        os << "# The typed client of " << package_dotted() << ": header-only. Generated by\n"
           << "# docgen's client format; do not edit.\n"
           << "cmake_minimum_required(VERSION 3.16)\n"
           << "project(" << target_name() << " CXX)\n\n"
           << "if(NOT DEFINED DOCGEN_INCLUDE_DIR)\n"
           << "    set(DOCGEN_INCLUDE_DIR \"\" CACHE PATH \"route/docgen's include folder\")\n"
           << "endif()\n"
           << "find_package(Boost 1.81 REQUIRED COMPONENTS json url)\n"
           << "find_package(OpenSSL REQUIRED)\n"
           << "find_package(Threads REQUIRED)\n\n"
           << "add_library(" << target_name() << " INTERFACE)\n"
           << "target_include_directories(" << target_name()
           << " INTERFACE ${CMAKE_CURRENT_SOURCE_DIR}/include ${DOCGEN_INCLUDE_DIR})\n"
           << "target_compile_features(" << target_name() << " INTERFACE cxx_std_20)\n"
           << "target_link_libraries(" << target_name()
           << " INTERFACE Boost::json Boost::url OpenSSL::SSL OpenSSL::Crypto Threads::Threads)\n";
        return os.str();
    }

    std::vector<std::string> package_;
    std::vector<tag_info> tags_;
    std::vector<model_info> models_;
    std::vector<std::size_t> order_;
    std::set<std::string> taken_;
    std::map<std::string, std::vector<std::size_t>> by_base_;
};

} // namespace

std::string
safe_identifier(std::string_view name)
{
    std::string s;
    for (char c : name)
        s += is_alpha(c) || is_digit(c) || c == '_' ? c : '_';
    if (s.empty())
        return "_";
    if (is_digit(s[0]))
        s.insert(s.begin(), '_');
    if (s.size() > 1 && s[0] == '_' && (is_upper(s[1]) || s[1] == '_'))
        s.insert(s.begin(), 'x');
    for (std::size_t i; (i = s.find("__")) != std::string::npos;)
        s.erase(i, 1);
    if (is_reserved_word(s))
        s += '_';
    return s;
}

std::vector<std::string>
package_namespaces(std::string_view package)
{
    auto bad = [&](const std::string& why) {
        return std::runtime_error(std::string(package_key) + ": '" + std::string(package) +
                                  "' is not a package name: " + why);
    };
    if (package.empty())
        throw bad("it is empty");
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true)
    {
        auto dot = package.find('.', start);
        auto part = package.substr(start, dot == std::string_view::npos ? std::string_view::npos
                                                                       : dot - start);
        if (part.empty())
            throw bad("an empty part");
        if (!is_identifier(part))
            throw bad("'" + std::string(part) + "' is not an identifier");
        if (is_reserved_word(part))
            throw bad("'" + std::string(part) + "' is a C++ keyword");
        if (part.find("__") != std::string_view::npos ||
            (part.size() > 1 && part[0] == '_' && is_upper(part[1])))
            throw bad("'" + std::string(part) + "' is reserved to the implementation");
        out.emplace_back(part);
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    return out;
}

std::map<std::string, std::string>
generate_files(const document& doc, std::string_view package)
{
    return generator(doc, package).files();
}

namespace {

std::string
write_client(const document& doc, const configuration& cfg, const std::filesystem::path& dir)
{
    auto it = cfg.find(std::string(package_key));
    if (it == cfg.end())
        throw std::runtime_error(std::string(package_key) + " is required");
    auto files = generate_files(doc, it->second);
    write_tree(dir, files);
    std::size_t headers = 0;
    for (auto const& [rel, text] : files)
        if (rel.ends_with(".hpp"))
            ++headers;
    return std::to_string(headers) + " headers, README.md, Jamfile, CMakeLists.txt";
}

struct client_formatter final : basic_formatter
{
    client_formatter() : basic_formatter("client", {{std::string(package_key), true}}, &write_client)
    {
    }
};

const formatter_registrar<client_formatter> registered;

} // namespace

} // namespace client_format
} // namespace docgen
