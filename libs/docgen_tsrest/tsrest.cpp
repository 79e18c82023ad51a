//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `tsrest` format: an npm package of ts-rest contracts, one per tag,
// each route with its method, its path (`/users/:username`), a zod object
// of its path parameters, a zod schema per response status and its
// summary; its query and header parameters, request body, text answers
// and declared response headers, and its security schemes' credentials as
// documented members (never a value). Only `@ts-rest/core` and `zod` are
// imported. Nothing of a run (header values, bodies, ports, dates) is
// written, so no secret is.

#include <docgen/tsrest.hpp>
#include <docgen/output.hpp>
#include <docgen/text.hpp>
#include <docgen/typescript.hpp>
#include <docgen/schema_walk.hpp>
#include <docgen/view.hpp>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>
#include <sstream>
#include <stdexcept>
#include <system_error>

namespace docgen {
namespace tsrest {

namespace {

// Beside the words no module binds (typescript::is_reserved_word): the
// primitive type names, which no declaration may take, and a global value
// a declaration would shadow.
constexpr std::string_view type_names[] = {
    "any", "boolean", "never", "number", "object", "string", "symbol", "unknown", "bigint",
    "globalThis",
};

// zod 3 (@ts-rest/core 3.52 wants it), members indented by four spaces
constexpr typescript::zod_dialect zod3{3, 4};

// The module-level names the generated sources declare or import.
constexpr std::string_view generated_names[] = {"c", "z", "initContract", "contract", "index"};

// `name`, or `name_2`, `name_3`, ... the first whose lower case `taken`
// does not hold (source files of two names differing in case would be
// one file on a case-insensitive file system); records the one returned
std::string
unique(const std::string& name, std::set<std::string>& taken)
{
    std::string out = name;
    std::string stem = name.back() == '_' ? name : name + "_";
    for (std::size_t n = 2; taken.count(ascii_lower(out)); ++n)
        out = stem + std::to_string(n);
    taken.insert(ascii_lower(out));
    return out;
}

// `/users/{username}` → `/users/:username`
std::string
ts_rest_path(std::string_view tmpl)
{
    std::string out;
    for (auto const& piece : typescript::path_pieces(tmpl))
        out += (piece.parameter ? ":" : "") + piece.text;
    return out;
}

// the npm package name, checked
std::string
package_name(const configuration& cfg)
{
    return typescript::npm_package_name(cfg, package_key, default_package);
}

struct route_info
{
    std::string key;
    const operation_view* op;
    std::string path_template;
};

struct tag_info
{
    std::string tag;
    std::string name; // the identifier and the file's stem
    std::vector<route_info> routes;
    std::set<std::string> keys;
};

// the methods a ts-rest route can have
bool
is_ts_rest_method(std::string_view method)
{
    return method == "GET" || method == "POST" || method == "PUT" || method == "PATCH" ||
           method == "DELETE";
}

struct contract_info
{
    std::vector<tag_info> tags;
    std::vector<std::string> left_out; ///< `HEAD /hello`: operations ts-rest cannot express
};

contract_info
collect(const document& doc)
{
    contract_info info;
    auto& tags = info.tags;
    std::set<std::string> taken;
    for (auto n : generated_names)
        taken.insert(ascii_lower(n));
    for (auto const& p : doc.view().paths)
        for (auto const& op : p.operations)
        {
            if (!is_ts_rest_method(ascii_upper(op.method)))
            {
                info.left_out.push_back(ascii_upper(op.method) + " " + p.path_template);
                continue;
            }
            auto op_tags = op.tags.empty() ? std::vector<std::string>{"default"} : op.tags;
            for (auto const& tag : op_tags)
            {
                auto it = std::find_if(tags.begin(), tags.end(),
                                       [&](auto const& t) { return t.tag == tag; });
                if (it == tags.end())
                {
                    tags.push_back({tag, unique(safe_identifier(tag), taken), {}, {}});
                    it = std::prev(tags.end());
                }
                auto base = op.operation_id.empty() ? typescript::derived_operation_name(op.method, p.path_template)
                                                    : op.operation_id;
                it->routes.push_back({unique(safe_identifier(base), it->keys), &op,
                                      p.path_template});
            }
        }
    return info;
}

// the zod schema of a query or header value, which travels as text:
// numbers and booleans are coerced from it on the server, and typed as
// numbers and booleans in a client's call (whose values ts-rest turns
// into text)
std::string
text_value_schema(const route::json::schema& s)
{
    return typescript::zod_text_value(s, zod3);
}

// a member of a `query` or `headers` object: its doc comment, key and schema
struct member
{
    std::string doc;
    std::string key;
    std::string schema;
};

void
write_object(std::ostream& out, std::string_view name, const std::vector<member>& members)
{
    if (members.empty())
        return;
    out << "        " << name << ": z.object({\n";
    for (auto const& m : members)
    {
        if (!m.doc.empty())
            out << "            /** " << comment_text(m.doc) << " */\n";
        out << "            " << m.key << ": " << m.schema << ",\n";
    }
    out << "        }),\n";
}

void
add_member(std::vector<member>& members, member m)
{
    auto it = std::find_if(members.begin(), members.end(),
                           [&](auto const& x) { return x.key == m.key; });
    if (it == members.end())
        members.push_back(std::move(m));
    else if (!m.doc.empty()) // two schemes in one header: both named, the first's schema
        it->doc += (it->doc.empty() ? "" : "; or ") + m.doc;
}

// the query and header members of an operation: its declared
// parameters, each once in the order first declared (ts-rest sends a
// repeated one as `name[0]=a&name[1]=b`), then the credentials of its
// security schemes (optional when there are several, any one sufficing;
// an API key in a cookie is a comment)
void
write_parameters(std::ostream& out, const operation_view& op)
{
    std::vector<member> query, headers;
    std::vector<std::string> cookies;
    for (auto const& p : op.parameters)
    {
        auto& members = p.in == parameter_location::header ? headers : query;
        auto key = property_key(p.in == parameter_location::header ? ascii_lower(p.name) : p.name);
        auto schema = text_value_schema(p.schema);
        if (p.repeated)
            schema = "z.array(" + schema + ")";
        if (!p.required)
            schema += ".optional()";
        add_member(members, {p.description, key, schema});
    }
    auto const& schemes = op.security;
    auto optional = schemes.size() > 1 ? ".optional()" : "";
    for (auto const& x : schemes)
    {
        auto const where = typescript::credential_member_of(x);
        if (!where)
            continue;
        if (where->in == parameter_location::cookie)
            cookies.push_back(typescript::credential_doc(x));
        else
            add_member(where->in == parameter_location::query ? query : headers,
                       {typescript::credential_doc(x), property_key(where->name),
                        std::string("z.string()") + optional});
    }
    write_object(out, "query", query);
    write_object(out, "headers", headers);
    for (auto const& c : cookies)
        out << "        // " << comment_text(c) << ": a cookie, which the browser or the caller's fetch sends\n";
}

// the request body: the first content type recorded (JSON with its
// schema, a form, or text ts-rest sends as JSON), the others named

// The parts of a multipart body, for a comment: `avatar (file), caption (text)`.
std::string
form_parts(const media_view& b)
{
    std::string out;
    if (b.schema)
        for (auto const& p : typescript::form_parts(*b.schema))
            out += (out.empty() ? "" : ", ") + p.name + (p.file ? " (file" : " (text") +
                   (p.several ? "s)" : ")");
    return out;
}

void
write_body(std::ostream& out, const operation_view& op, const std::string& method)
{
    std::vector<const media_view*> bodies;
    if (op.request_body)
        for (auto const& m : op.request_body->content)
            bodies.push_back(&m);
    if (method == "GET")
    {
        if (!bodies.empty())
            out << "        // a " << comment_text(bodies.front()->content_type)
                << " body is sent, which a ts-rest GET route cannot declare\n";
        return;
    }
    if (bodies.empty())
    {
        if (method != "DELETE") // no request body is recorded
            out << "        body: c.noBody(),\n";
        return;
    }
    auto const& b = *bodies.front();
    for (std::size_t i = 1; i < bodies.size(); ++i)
        out << "        // also sent as " << comment_text(bodies[i]->content_type)
            << ", which a ts-rest route cannot declare beside the first\n";
    auto schema = b.schema ? zod_schema(*b.schema, 8) : std::string("z.unknown()");
    if (b.content_type == "application/json")
        out << "        body: " << schema << ",\n";
    else if (b.content_type == "application/x-www-form-urlencoded")
        out << "        contentType: 'application/x-www-form-urlencoded',\n"
            << "        body: " << schema << ",\n";
    else if (b.content_type == "multipart/form-data")
        // ts-rest sends a FormData as it is; an object's text values it
        // would send as JSON text, so the parts are the caller's FormData
        out << "        // the parts: " << comment_text(form_parts(b)) << "\n"
            << "        contentType: 'multipart/form-data',\n"
            << "        body: z.instanceof(FormData),\n";
    else
        out << "        // the body is " << comment_text(b.content_type)
            << ": ts-rest's client sends a body of another type than a form as JSON\n"
            << "        body: z.string(),\n";
}

void
write_route(std::ostream& out, const route_info& r)
{
    auto const& view = *r.op;
    auto const& op = view;
    out << "    /** " << comment_text(op.summary.empty() ? op.method + " " + r.path_template
                                                    : op.summary)
        << (view.description.empty() ? "" : ": " + comment_text(view.description)) << " */\n";
    out << "    " << property_key(r.key) << ": {\n";
    auto method = ascii_upper(op.method);
    out << "        method: " << string_literal(method) << ",\n";
    out << "        path: " << string_literal(ts_rest_path(r.path_template)) << ",\n";
    if (!view.path_parameters.empty())
    {
        out << "        pathParams: z.object({\n";
        for (auto const& x : view.path_parameters)
        {
            if (!x.description.empty())
                out << "            /** " << comment_text(x.description) << " */\n";
            out << "            " << property_key(x.name) << ": z.string(),\n";
        }
        out << "        }),\n";
    }
    write_parameters(out, view);
    write_body(out, view, method);
    out << "        responses: {\n";
    for (auto const& resp : view.responses)
    {
        for (auto const& d : resp.descriptions)
            out << "            // " << comment_text(d) << "\n";
        for (auto const& h : resp.headers)
            out << "            // response header " << comment_text(h.name) << ": "
                << comment_text(h.schema.type.empty() ? "any" : h.schema.type) << "\n";
        out << "            " << resp.status << ": ";
        const route::json::schema* body = resp.content ? &*resp.content->schema : nullptr;
        auto schema = body ? zod_schema(*body, 12) : std::string("z.unknown()");
        if (resp.content && resp.content->content_type != "application/json")
            out << "c.otherResponse({ contentType: " << string_literal(resp.content->content_type)
                << ", body: " << schema << " })";
        else if (body)
            out << schema;
        else if (resp.body_received)
            out << "z.unknown()";
        else
            out << "c.noBody()";
        out << ",\n";
    }
    out << "        },\n";
    out << "        strictStatusCodes: true,\n";
    if (!op.summary.empty())
        out << "        summary: " << string_literal(op.summary) << ",\n";
    out << "    },\n";
}

std::string
tag_source(const tag_info& t)
{
    std::ostringstream out;
    out << "// The ts-rest contract of the operations tagged " << comment_text(string_literal(t.tag))
        << ".\n"
        << "// Written by docgen from the recorded calls.\n"
        << "import { initContract } from '@ts-rest/core';\n"
        << "import { z } from 'zod';\n\n"
        << "const c = initContract();\n\n"
        << "/** The operations tagged " << comment_text(string_literal(t.tag)) << ". */\n"
        << "export const " << t.name << " = c.router({\n";
    for (auto const& r : t.routes)
        write_route(out, r);
    out << "});\n";
    return out.str();
}

std::string
index_source(const std::vector<tag_info>& tags, const std::vector<std::string>& left_out)
{
    std::ostringstream out;
    out << "// The ts-rest contracts of the documented operations, one per tag.\n"
        << "// Written by docgen from the recorded calls.\n";
    for (auto const& op : left_out)
        out << "// " << comment_text(op) << " is left out: " << left_out_reason(op) << ".\n";
    out << "import { initContract } from '@ts-rest/core';\n";
    for (auto const& t : tags)
        out << "import { " << t.name << " } from './" << t.name << ".js';\n";
    out << "\nexport {";
    for (std::size_t i = 0; i < tags.size(); ++i)
        out << (i ? ", " : " ") << tags[i].name;
    out << (tags.empty() ? "};\n\n" : " };\n\n");
    out << "const c = initContract();\n\n"
        << "/** Every contract, under its tag. */\n"
        << "export const contract = c.router({\n";
    for (auto const& t : tags)
        out << "    " << t.name << ",\n";
    out << "});\n";
    return out.str();
}

std::string
package_json(const std::string& name)
{
    return typescript::package_json({
        {"name", name},
        {"version", "1.0.0"},
        {"description", "ts-rest contracts of the documented operations, written by docgen"},
        {"private", true},
        {"type", "module"},
        {"main", "src/index.ts"},
        {"types", "src/index.ts"},
        {"files", boost::json::array{"src"}},
        {"peerDependencies",
         boost::json::object{{"@ts-rest/core", ts_rest_range}, {"zod", zod_range}}},
    });
}

} // namespace

bool
is_reserved_word(std::string_view s)
{
    return typescript::is_reserved_word(s) ||
           std::find(std::begin(type_names), std::end(type_names), s) != std::end(type_names);
}

std::string
safe_identifier(std::string_view name)
{
    return typescript::safe_identifier(name, &is_reserved_word);
}

std::string
string_literal(std::string_view s)
{
    return typescript::string_literal(s);
}

std::string
property_key(std::string_view name)
{
    return typescript::property_key(name);
}

std::string
zod_schema(const route::json::schema& s, int indent)
{
    return typescript::zod_schema(s, zod3, indent);
}

std::map<std::string, std::string>
generate_files(const document& doc, const configuration& cfg)
{
    std::map<std::string, std::string> files;
    files["package.json"] = package_json(package_name(cfg));
    files["tsconfig.json"] =
        typescript::tsconfig_json({"\"isolatedModules\": true",
                                   "\"forceConsistentCasingInFileNames\": true",
                                   "\"skipLibCheck\": true"},
                                  "[\n    \"src\"\n  ]");
    auto info = collect(doc);
    for (auto const& t : info.tags)
        files["src/" + t.name + ".ts"] = tag_source(t);
    files["src/index.ts"] = index_source(info.tags, info.left_out);
    return files;
}

std::vector<std::string>
left_out_operations(const document& doc)
{
    return collect(doc).left_out;
}

std::string
left_out_reason(std::string_view operation)
{
    auto method = operation.substr(0, operation.find(' '));
    return "ts-rest has no " + std::string(method) + " route";
}

static std::string
write_package(const document& doc, const configuration& cfg, const std::filesystem::path& dir)
{
    auto files = generate_files(doc, cfg); // everything checked before anything is written
    write_tree(dir, files);
    auto contracts = files.size() - 3;
    auto summary = "package.json, tsconfig.json, src/index.ts, " + std::to_string(contracts) +
                   (contracts == 1 ? " contract" : " contracts");
    for (auto const& op : left_out_operations(doc))
        summary += "; " + op + " left out: " + left_out_reason(op);
    return summary;
}

tsrest_formatter::tsrest_formatter()
    : basic_formatter("tsrest", {{std::string(package_key), false}}, &write_package)
{
}

static const formatter_registrar<tsrest_formatter> registered;

} // namespace tsrest
} // namespace docgen
