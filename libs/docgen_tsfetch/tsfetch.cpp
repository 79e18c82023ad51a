//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `ts-fetch` format: an npm package of a typed client over the
// standard `fetch`, importing nothing. src/models.ts declares the JSON
// bodies' types, named after their C++ types, members under their wire
// names; src/client.ts one async function per operation, whose result is
// a union of the documented answers discriminated by `status`: a
// documented error is a value, an undocumented status or a failed
// request an Error naming the method and URL. Nothing of a run (header
// values, bodies, ports, dates) is written, so no secret is.

#include <docgen/tsfetch.hpp>
#include <docgen/schema_walk.hpp>
#include <docgen/text.hpp>
#include <docgen/typescript.hpp>
#include <docgen/view.hpp>

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>

#include <algorithm>
#include <functional>
#include <set>
#include <sstream>
#include <stdexcept>

namespace docgen {
namespace tsfetch {

namespace {

using typescript::property_key;
using typescript::string_literal;

// The module-level names src/client.ts binds besides the operations' own.
constexpr std::string_view generated_names[] = {
    "models", "index", "client", "urlOf", "addQuery", "addHeader", "send", "undocumented",
    "readBody", "fetch", "Headers", "URL", "URLSearchParams", "Response", "RequestInit",
    "Error", "JSON", "String", "Array", "Object", "Record", "Promise",
};

// The names a module binds, each once; two differing only in case are
// kept apart too (the reader's eye, case-insensitive file systems).
class names
{
public:
    names()
    {
        for (auto n : generated_names)
            taken_.insert(ascii_lower(n));
    }

    std::string take(const std::string& wanted)
    {
        auto name = wanted;
        for (int n = 2; taken_.count(ascii_lower(name)); ++n)
            name = wanted + "_" + std::to_string(n);
        taken_.insert(ascii_lower(name));
        return name;
    }

private:
    std::set<std::string> taken_;
};

// `getUser` → `GetUser`, `error_record` → `ErrorRecord`
std::string
pascal(std::string_view text)
{
    return typescript::safe_identifier(join_words(text, true));
}

bool
is_json(std::string_view content_type)
{
    auto t = ascii_lower(content_type);
    return t.find("json") != std::string::npos;
}

// `application/json; charset=utf-8` → `application/json`
std::string
media_type(std::string_view content_type)
{
    auto t = content_type.substr(0, content_type.find(';'));
    while (!t.empty() && t.back() == ' ')
        t.remove_suffix(1);
    return std::string(t);
}

// a multipart/form-data body made by the DSL (an object schema of its parts)
bool
is_form_data(const media_view& m)
{
    return media_type(ascii_lower(m.content_type)) == "multipart/form-data" && m.schema &&
           kind_of(*m.schema) == schema_kind::object;
}

// the parts of a multipart body, sent as FormData: a file a Blob (a File
// keeps its name), a text field a string, a field given several an array
std::string
form_data_type(const route::json::schema& s)
{
    std::string out = "{";
    for (auto const& p : typescript::form_parts(s))
    {
        std::string part = p.file ? "Blob" : "string";
        out += " " + property_key(p.name) + ": " + (p.several ? "Array<" + part + ">" : part) + ";";
    }
    return out + " }";
}

// a type of src/models.ts: `export interface User {...}`
using model = typescript::named_schema;

// one documented answer: its status, its body's type and how it is read
struct answer
{
    unsigned status = 0;
    std::vector<std::string> descriptions;
    std::string type; // `undefined` when none is declared nor received
    std::string read; // the expression reading it from `response`
    std::vector<std::string> headers; // declared response headers, lower case
};

// a member of the request's `query` or `headers` object
struct member
{
    std::string doc;
    std::string name; // on the wire
    std::string type;
    bool required = true;
    bool repeated = false;
};

struct function_info
{
    std::string name;
    std::string request_type; // `GetUserRequest`
    std::string result_type;  // `GetUserResult`
    operation_view view;
    std::vector<member> query, headers;
    std::vector<std::string> cookies;
    const media_view* body = nullptr; // the first content type sent (in `view`, moved with it)
    std::string body_type;
    std::vector<answer> answers;
};

struct package
{
    std::vector<model> models;
    std::vector<function_info> functions;
};

void
add_member(std::vector<member>& members, member m)
{
    auto it = std::find_if(members.begin(), members.end(), [&](auto const& x) {
        return ascii_lower(x.name) == ascii_lower(m.name);
    });
    if (it == members.end())
        members.push_back(std::move(m));
    else if (!m.doc.empty()) // two schemes in one header: both named, the first's type
        it->doc += (it->doc.empty() ? "" : "; or ") + m.doc;
}

package
collect(const document& doc)
{
    package pkg;
    names taken;
    // the type of a body of schema `s`: a model of src/models.ts, one per
    // schema, named by the model's name (an unnamed one after `fallback`),
    // or an array of one (`Item[]`)
    std::function<std::string(const route::json::schema&, const std::string&)> model_name =
        [&](const route::json::schema& s, const std::string& fallback) {
            if (s.name.empty() && kind_of(s) == schema_kind::array && s.items && !s.items->nullable &&
                !model_label(*s.items).empty())
                return model_name(*s.items, fallback) + "[]";
            for (auto const& x : pkg.models)
                if (x.schema == s)
                    return x.name;
            pkg.models.push_back({s, taken.take(pascal(s.name.empty() ? fallback : s.name))});
            return pkg.models.back().name;
        };
    for (auto const& p : doc.view().paths)
        for (auto const& op : p.operations)
        {
            function_info f;
            f.view = op;
            auto const& v = f.view;
            auto base = v.operation_id.empty() ? typescript::derived_operation_name(v.method, v.path_template)
                                               : v.operation_id;
            f.name = taken.take(typescript::safe_identifier(base));
            auto stem = pascal(f.name);
            f.request_type = taken.take(stem + "Request");
            f.result_type = taken.take(stem + "Result");
            for (auto const& x : v.parameters)
            {
                auto type = typescript::type_expression(x.schema, 4);
                add_member(x.in == parameter_location::header ? f.headers : f.query,
                           {x.description, x.in == parameter_location::header ? ascii_lower(x.name) : x.name, type,
                            x.required, x.repeated});
            }
            bool several = v.security.size() > 1; // any one suffices
            for (auto const& x : v.security)
            {
                auto const where = typescript::credential_member_of(x);
                if (!where)
                    continue;
                if (where->in == parameter_location::cookie)
                {
                    f.cookies.push_back(typescript::credential_doc(x));
                    continue;
                }
                add_member(where->in == parameter_location::query ? f.query : f.headers,
                           {typescript::credential_doc(x), where->name, "string", !several, false});
            }
            if (v.request_body && !v.request_body->content.empty())
            {
                f.body = &v.request_body->content.front();
                if (is_json(f.body->content_type) && f.body->schema)
                    f.body_type = model_name(*f.body->schema, stem + "Body");
                else if (is_form_data(*f.body))
                    f.body_type = form_data_type(*f.body->schema);
                else if (f.body->schema && media_type(f.body->content_type) ==
                                               "application/x-www-form-urlencoded")
                    f.body_type = typescript::type_expression(*f.body->schema, 4);
                else
                    f.body_type = "string";
            }
            for (auto const& r : v.responses)
            {
                answer a{r.status, r.descriptions, "undefined", "undefined", {}};
                if (r.content && is_json(r.content->content_type))
                {
                    a.type = r.content->schema
                                 ? model_name(*r.content->schema, stem + std::to_string(r.status))
                                 : "unknown";
                    a.read = "(await response.json()) as " + a.type;
                }
                else if (r.content)
                {
                    a.type = "string";
                    a.read = "await response.text()";
                }
                else if (r.body_received)
                {
                    a.type = "unknown";
                    a.read = "await readBody(response)";
                }
                for (auto const& h : r.headers)
                    a.headers.push_back(ascii_lower(h.name));
                f.answers.push_back(std::move(a));
            }
            pkg.functions.push_back(std::move(f));
        }
    return pkg;
}

std::string
models_source(const package& pkg)
{
    std::ostringstream out;
    out << "// The types of the documented bodies, members under their wire names.\n"
        << "// Written by docgen from the recorded calls.\n";
    for (auto const& m : pkg.models)
    {
        out << "\n";
        if (!m.schema.name.empty())
            out << "/** The C++ type " << comment_text(m.schema.name) << ". */\n";
        out << "export type " << m.name << " = " << typescript::type_expression(m.schema)
            << ";\n";
    }
    // without a model the file must still be a module, for index.ts's `export *`
    if (pkg.models.empty())
        out << "\nexport {};\n";
    return out.str();
}

void
write_members(std::ostream& out, std::string_view name, const std::vector<member>& members)
{
    if (members.empty())
        return;
    bool any_required = std::any_of(members.begin(), members.end(),
                                    [](auto const& m) { return m.required; });
    out << "  " << name << (any_required ? ": {\n" : "?: {\n");
    for (auto const& m : members)
    {
        if (!m.doc.empty())
            out << "    /** " << comment_text(m.doc) << " */\n";
        out << "    " << property_key(m.name) << (m.required ? ": " : "?: ")
            << (m.repeated ? "Array<" + m.type + ">" : m.type) << ";\n";
    }
    out << "  };\n";
}

bool
request_required(const function_info& f)
{
    auto required = [](const std::vector<member>& ms) {
        return std::any_of(ms.begin(), ms.end(), [](auto const& m) { return m.required; });
    };
    return !f.view.path_parameters.empty() || required(f.query) || required(f.headers) ||
           (f.body && f.view.request_body->required);
}

// the path with its parameters' values, a template literal:
// `/users/{username}` → `/users/${encodeURIComponent(request.params.username)}`
std::string
path_expression(std::string_view tmpl)
{
    std::string out = "`";
    for (auto const& piece : typescript::path_pieces(tmpl))
    {
        if (piece.parameter)
        {
            auto const& name = piece.text;
            auto key = property_key(name);
            out += "${encodeURIComponent(request.params" +
                   (key == name ? "." + name : "[" + string_literal(name) + "]") + ")}";
            continue;
        }
        for (char c : piece.text)
        {
            if (c == '`' || c == '\\' || c == '$')
                out += '\\';
            out += c;
        }
    }
    return out + "`";
}

std::string
access(std::string_view object, std::string_view name)
{
    auto key = property_key(name);
    if (key == name)
        return std::string(object) + "?." + key;
    return std::string(object) + "?.[" + string_literal(name) + "]";
}

void
write_function(std::ostream& out, const function_info& f)
{
    auto const& v = f.view;
    auto method = ascii_upper(v.method);
    auto const& request_type = f.request_type;
    auto const& result_type = f.result_type;

    // what the call sends
    out << "\n/** What " << f.name << " sends. */\n"
        << "export interface " << request_type << " {\n";
    if (!v.path_parameters.empty())
    {
        out << "  params: {\n";
        for (auto const& x : v.path_parameters)
        {
            if (!x.description.empty())
                out << "    /** " << comment_text(x.description) << " */\n";
            out << "    " << property_key(x.name) << ": string;\n";
        }
        out << "  };\n";
    }
    write_members(out, "query", f.query);
    write_members(out, "headers", f.headers);
    for (auto const& c : f.cookies)
        out << "  // " << comment_text(c) << ": a cookie, which the caller's fetch sends\n";
    if (f.body)
    {
        out << "  /** sent as " << comment_text(media_type(f.body->content_type)) << " */\n"
            << "  body" << (v.request_body->required ? ": " : "?: ") << f.body_type << ";\n";
        for (std::size_t i = 1; i < v.request_body->content.size(); ++i)
            out << "  // also documented as " << comment_text(v.request_body->content[i].content_type)
                << ", which this client does not send\n";
    }
    out << "}\n";

    // what it answers
    out << "\n/** What " << f.name << " answers: one member per documented status. */\n"
        << "export type " << result_type << " =";
    if (f.answers.empty())
        out << " never";
    for (auto const& a : f.answers)
    {
        out << "\n";
        for (auto const& d : a.descriptions)
            out << "  /** " << comment_text(d) << " */\n";
        out << "  | { status: " << a.status << "; body: " << a.type << ";";
        if (!a.headers.empty())
        {
            out << " headers: {";
            for (auto const& h : a.headers)
                out << " " << property_key(h) << ": string | null;";
            out << " };";
        }
        out << " response: Response }";
    }
    out << ";\n";

    // the call
    out << "\n/** " << comment_text(v.summary.empty() ? method + " " + v.path_template : v.summary)
        << " (" << comment_text(method + " " + v.path_template) << ")"
        << (v.description.empty() ? "" : ": " + comment_text(v.description)) << " */\n"
        << "export async function " << f.name << "(\n"
        << "  baseUrl: string,\n"
        << "  request: " << request_type << (request_required(f) ? ",\n" : " = {},\n")
        << "  init: RequestInit = {},\n"
        << "): Promise<" << result_type << "> {\n"
        << "  const url = urlOf(baseUrl, " << path_expression(v.path_template) << ");\n";
    for (auto const& q : f.query)
        out << "  addQuery(url, " << string_literal(q.name) << ", " << access("request.query", q.name)
            << ");\n";
    out << "  const headers = new Headers(init.headers);\n";
    for (auto const& h : f.headers)
        out << "  addHeader(headers, " << string_literal(h.name) << ", "
            << access("request.headers", h.name) << ");\n";
    std::string body;
    if (f.body)
    {
        auto type = media_type(f.body->content_type);
        // FormData: fetch writes the content type with its boundary
        if (!is_form_data(*f.body))
            out << "  if (request.body !== undefined) headers.set('content-type', "
                << string_literal(type) << ");\n";
        if (is_form_data(*f.body))
            body = "request.body === undefined ? undefined : Object.entries(request.body).reduce("
                   "(form, [k, v]) => { for (const x of Array.isArray(v) ? v : [v]) form.append(k, x); "
                   "return form; }, new FormData())";
        else if (is_json(type))
            body = "request.body === undefined ? undefined : JSON.stringify(request.body)";
        else if (type == "application/x-www-form-urlencoded" && f.body_type != "string")
            body = "request.body === undefined ? undefined : new URLSearchParams("
                   "Object.entries(request.body).map(([k, v]) => [k, String(v)]))";
        else
            body = "request.body";
    }
    out << "  const response = await send(url, { ...init, method: " << string_literal(method)
        << ", headers" << (body.empty() ? "" : ", body: " + body) << " });\n"
        << "  switch (response.status) {\n";
    for (auto const& a : f.answers)
    {
        out << "    case " << a.status << ":\n"
            << "      return { status: " << a.status << ", body: " << a.read << ",";
        if (!a.headers.empty())
        {
            out << " headers: {";
            for (auto const& h : a.headers)
                out << " " << property_key(h) << ": response.headers.get(" << string_literal(h)
                    << "),";
            out << " },";
        }
        out << " response };\n";
    }
    out << "  }\n"
        << "  throw await undocumented(" << string_literal(method) << ", url, response);\n"
        << "}\n";
}

constexpr std::string_view runtime_source = R"(
// `baseUrl` and `path` joined: `http://host/api/` and `/users/x` give `http://host/api/users/x`
function urlOf(baseUrl: string, path: string): URL {
  return new URL(baseUrl.replace(/\/+$/, '') + path);
}

// a query parameter's values, each as text; none when undefined
function addQuery(url: URL, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(v));
}

// a header's values, each as text; none when undefined
function addHeader(headers: Headers, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
}

// fetch, a failure to get an answer an Error naming the method and URL
async function send(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const why = e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);
    throw new Error(`${init.method} ${url.href} failed: ${why}`, { cause: e });
  }
}

// an answer of no documented status: an Error naming it, the method and the URL
async function undocumented(method: string, url: URL, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`${method} ${url.href} answered ${response.status}, which is not documented` +
                   (text ? `: ${text.slice(0, 200)}` : ''));
}

// a body no type was documented for: JSON when it says so, else its text
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return /json/i.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text;
}
)";

std::string
client_source(const package& pkg)
{
    std::ostringstream out;
    out << "// One function per documented operation, over fetch. Its result is one of\n"
        << "// the documented answers, told apart by `status`; an answer of another\n"
        << "// status, or none, is an Error naming the method and URL.\n"
        << "// Written by docgen from the recorded calls.\n";
    if (!pkg.models.empty())
    {
        out << "import type {";
        for (std::size_t i = 0; i < pkg.models.size(); ++i)
            out << (i ? ", " : " ") << pkg.models[i].name;
        out << " } from './models.js';\n";
    }
    out << runtime_source;
    for (auto const& f : pkg.functions)
        write_function(out, f);
    return out.str();
}

constexpr std::string_view index_source =
    "// The typed client of the documented operations and the types of their bodies.\n"
    "// Written by docgen from the recorded calls.\n"
    "export * from './models.js';\n"
    "export * from './client.js';\n";

// the configured package.json, checked to be a JSON object
std::string
package_json(const configuration& cfg)
{
    auto it = cfg.find(std::string(package_json_key));
    if (it == cfg.end())
        return default_package_json();
    boost::system::error_code ec;
    auto v = boost::json::parse(it->second, ec);
    if (ec || !v.is_object())
        throw std::runtime_error("the configuration key '" + std::string(package_json_key) +
                                 "' is not a JSON object" + (ec ? ": " + ec.message() : ""));
    auto text = it->second;
    if (text.empty() || text.back() != '\n')
        text += '\n';
    return text;
}

} // namespace

std::string
default_package_json()
{
    return typescript::package_json({
        {"name", "api-client"},
        {"version", "1.0.0"},
        {"description", "A typed fetch client of the documented operations, written by docgen"},
        {"private", true},
        {"type", "module"},
        {"main", "src/index.ts"},
        {"types", "src/index.ts"},
        {"files", boost::json::array{"src"}},
    });
}

output_tree
generate_files(const document& doc, const configuration& cfg)
{
    output_tree files;
    files["package.json"] = package_json(cfg);
    files["tsconfig.json"] = typescript::tsconfig_json(
        {"\"isolatedModules\": true", "\"forceConsistentCasingInFileNames\": true",
         "\"skipLibCheck\": true"},
        "[\n    \"src\"\n  ]", "[\"ES2022\", \"DOM\", \"DOM.Iterable\"]");
    auto pkg = collect(doc);
    files["src/models.ts"] = models_source(pkg);
    files["src/client.ts"] = client_source(pkg);
    files["src/index.ts"] = std::string(index_source);
    return files;
}

static std::string
write_package(const document& doc, const configuration& cfg, const std::filesystem::path& dir)
{
    write_tree(dir, generate_files(doc, cfg)); // everything checked before anything is written
    auto pkg = collect(doc);
    auto count = [](std::size_t n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    return "package.json, tsconfig.json, src/models.ts, src/client.ts, src/index.ts; " +
           count(pkg.functions.size(), "function", "functions") + ", " +
           count(pkg.models.size(), "model", "models");
}

tsfetch_formatter::tsfetch_formatter()
    : basic_formatter("tsfetch", {{std::string(package_json_key), false}}, &write_package)
{
}

static const formatter_registrar<tsfetch_formatter> registered;

} // namespace tsfetch
} // namespace docgen
