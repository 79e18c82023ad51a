//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `postman` format: the recorded calls as a Postman Collection v2.1.
// Everything is written in declaration order, nothing that changes between
// runs (dates, rate-limit headers, the service's address) is written at
// all, and no secret is: secret headers become collection variables whose
// values are left empty for the user to fill in.

#include <docgen/postman.hpp>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>
#include <boost/json/value.hpp>
#include <yaml-cpp/yaml.h>
#include <algorithm>
#include <cctype>
#include <fstream>
#include <stdexcept>
#include <utility>

namespace docgen {
namespace postman {

namespace json = boost::json;

namespace {

bool
iequals(std::string_view a, std::string_view b) noexcept
{
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

bool
istarts_with(std::string_view s, std::string_view prefix) noexcept
{
    return s.size() >= prefix.size() && iequals(s.substr(0, prefix.size()), prefix);
}

bool
iends_with(std::string_view s, std::string_view suffix) noexcept
{
    return s.size() >= suffix.size() && iequals(s.substr(s.size() - suffix.size()), suffix);
}

} // namespace

bool
is_volatile_header(std::string_view name) noexcept
{
    constexpr std::string_view names[] = {
        "Date",   "Age",        "Expires",    "ETag",              "Last-Modified",
        "Server", "Connection", "Keep-Alive", "Transfer-Encoding", "Content-Length"};
    for (auto n : names)
        if (iequals(name, n))
            return true;
    return istarts_with(name, "X-RateLimit-") || istarts_with(name, "RateLimit") ||
           iends_with(name, "Request-Id");
}

namespace {

// ---------------------------------------------------------------------
// the configuration

[[noreturn]] void
info_error(const std::string& what)
{
    throw std::runtime_error("the configuration key '" + std::string(info_key) + "': " + what);
}

// What the collection's `info` takes from `openapi-info`.
struct collection_info
{
    std::string name;        // info.title
    std::string description; // info.description, when given
    std::string version;     // info.version, when given
};

// The scalar `info.<member>`, or "" when absent; not a scalar is an error.
std::string
optional_scalar(const YAML::Node& info, const char* member)
{
    auto v = info[member];
    if (!v || v.IsNull())
        return {};
    if (!v.IsScalar())
        info_error(std::string("`info.") + member + "` must be a string");
    return v.Scalar();
}

// `info.title`, and `info.description` and `info.version` when given, of `openapi-info`
collection_info
read_info(const configuration& cfg)
{
    auto it = cfg.find(std::string(info_key));
    if (it == cfg.end())
        throw std::runtime_error("the configuration key '" + std::string(info_key) +
                                 "' is missing (its info.title names the collection)");
    YAML::Node root;
    try
    {
        root = YAML::Load(it->second);
    }
    catch (const YAML::Exception& e)
    {
        info_error("not valid YAML, line " +
                   std::to_string(e.mark.is_null() ? 1 : e.mark.line + 1) + ": " + e.msg);
    }
    if (!root.IsMap() || !root["info"] || !root["info"].IsMap())
        info_error("expected a mapping with an `info` mapping");
    auto info = root["info"];
    auto title = info["title"];
    if (!title || !title.IsScalar() || title.Scalar().empty())
        info_error("`info.title` must be a non-empty string (it names the collection)");
    return {title.Scalar(), optional_scalar(info, "description"),
            optional_scalar(info, "version")};
}

// ---------------------------------------------------------------------
// writing JSON and JavaScript

// `s` as a JSON string, which is also a JavaScript string literal once
// the two line separators JSON allows raw are escaped.
std::string
js_string(std::string_view s)
{
    auto q = json::serialize(json::string(s));
    std::string out;
    out.reserve(q.size());
    for (std::size_t i = 0; i < q.size(); ++i)
    {
        if (q.compare(i, 3, "\xe2\x80\xa8") == 0 || q.compare(i, 3, "\xe2\x80\xa9") == 0)
        {
            out += q[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
            i += 2;
        }
        else
            out += q[i];
    }
    return out;
}

void
indent(std::string& out, int level)
{
    out.append(static_cast<std::size_t>(level) * 2, ' ');
}

// `v` with two-space indents, one member or element a line, `[]` and `{}` when empty
void
pretty(std::string& out, const json::value& v, int level)
{
    switch (v.kind())
    {
    case json::kind::object:
    {
        auto const& o = v.get_object();
        if (o.empty())
        {
            out += "{}";
            return;
        }
        out += "{\n";
        bool first = true;
        for (auto const& kv : o)
        {
            if (!first)
                out += ",\n";
            first = false;
            indent(out, level + 1);
            out += js_string(kv.key());
            out += ": ";
            pretty(out, kv.value(), level + 1);
        }
        out += "\n";
        indent(out, level);
        out += "}";
        return;
    }
    case json::kind::array:
    {
        auto const& a = v.get_array();
        if (a.empty())
        {
            out += "[]";
            return;
        }
        out += "[\n";
        bool first = true;
        for (auto const& e : a)
        {
            if (!first)
                out += ",\n";
            first = false;
            indent(out, level + 1);
            pretty(out, e, level + 1);
        }
        out += "\n";
        indent(out, level);
        out += "]";
        return;
    }
    case json::kind::string:
        out += js_string(v.get_string());
        return;
    default:
        out += json::serialize(v);
    }
}

// ---------------------------------------------------------------------
// the collection

// The reason phrase of `code`, or "" when this table has none.
std::string_view
reason(unsigned code)
{
    switch (code)
    {
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 304: return "Not Modified";
    case 307: return "Temporary Redirect";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 415: return "Unsupported Media Type";
    case 422: return "Unprocessable Entity";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    default: return "";
    }
}

bool
is_secret(const header& h)
{
    return h.value == redacted || is_secret_header(h.name);
}

// The collection variables: `baseUrl`, then one per secret header name,
// first seen first, each with an empty value.
class variables
{
public:
    variables() { names_.push_back({"", std::string(base_url_variable)}); }

    // the variable standing for the value of the secret header `name`
    const std::string& of(const std::string& name)
    {
        for (auto const& [header, key] : names_)
            if (!header.empty() && iequals(header, name))
                return key;
        std::string key = name;
        for (int n = 2; taken(key); ++n)
            key = name + "_" + std::to_string(n);
        names_.push_back({name, std::move(key)});
        return names_.back().second;
    }

    json::array to_json() const
    {
        json::array a;
        for (auto const& [header, key] : names_)
        {
            json::object v;
            v["key"] = key;
            v["value"] = "";
            v["type"] = "string";
            v["description"] = header.empty()
                                   ? "The service's address, e.g. https://api.example.com"
                                   : "The value of the " + header +
                                         " header: a secret, left empty here";
            a.push_back(std::move(v));
        }
        return a;
    }

private:
    bool taken(const std::string& key) const
    {
        return std::any_of(names_.begin(), names_.end(),
                           [&](auto const& e) { return e.second == key; });
    }

    std::vector<std::pair<std::string, std::string>> names_; // header name ("" for baseUrl), key
};

// The request headers, secret values as `{{variable}}`.
json::array
request_headers(const recorded_call& c, variables& vars)
{
    json::array a;
    for (auto const& h : c.request_headers)
    {
        json::object o;
        o["key"] = h.name;
        o["value"] = is_secret(h) ? "{{" + vars.of(h.name) + "}}" : h.value;
        a.push_back(std::move(o));
    }
    return a;
}

// The segments of a path, without the leading `/`.
std::vector<std::string>
segments(std::string_view path)
{
    std::vector<std::string> out;
    if (!path.empty() && path.front() == '/')
        path.remove_prefix(1);
    for (;;)
    {
        auto slash = path.find('/');
        out.emplace_back(path.substr(0, slash));
        if (slash == std::string_view::npos)
            return out;
        path.remove_prefix(slash + 1);
    }
}

std::string
join(const std::vector<std::string>& segs)
{
    std::string s;
    for (auto const& seg : segs)
        s += "/" + seg;
    return s;
}

// The URL of the concrete path `c.path`.
json::object
concrete_url(const recorded_call& c)
{
    std::string base = "{{" + std::string(base_url_variable) + "}}";
    json::object url;
    url["raw"] = base + c.path;
    url["host"] = json::array{json::string(base)};
    json::array path;
    for (auto const& s : segments(c.path))
        path.push_back(json::string(s));
    url["path"] = std::move(path);
    return url;
}

// The URL of the operation: a template segment that is one parameter
// becomes the path variable `:name`, holding the value `c` sent (as sent,
// encoded); other segments are those `c` sent.
json::object
template_url(const recorded_call& c)
{
    auto tmpl = segments(c.path_template);
    auto sent = segments(c.path);
    if (tmpl.size() != sent.size())
        return concrete_url(c); // a value held a `/`: the call's own path
    std::string base = "{{" + std::string(base_url_variable) + "}}";
    std::vector<std::string> segs;
    json::array variable;
    for (std::size_t i = 0; i < tmpl.size(); ++i)
    {
        auto const& t = tmpl[i];
        bool whole = t.size() > 2 && t.front() == '{' && t.back() == '}' &&
                     t.find('}') == t.size() - 1;
        if (!whole)
        {
            segs.push_back(sent[i]);
            continue;
        }
        auto name = t.substr(1, t.size() - 2);
        segs.push_back(":" + name);
        json::object v;
        v["key"] = name;
        v["value"] = sent[i];
        variable.push_back(std::move(v));
    }
    json::object url;
    url["raw"] = base + join(segs);
    url["host"] = json::array{json::string(base)};
    json::array path;
    for (auto const& s : segs)
        path.push_back(json::string(s));
    url["path"] = std::move(path);
    if (!variable.empty())
        url["variable"] = std::move(variable);
    return url;
}

unsigned
status_of(const recorded_call& c)
{
    return c.expected_status ? c.expected_status : c.status;
}

// `<description>: status <code>`, the name of a call's test
std::string
test_name(const recorded_call& c)
{
    return (c.description.empty() ? c.method + " " + c.path : c.description) + ": status " +
           std::to_string(status_of(c));
}

// The test script: the item's own request is the first call; the others
// are sent from the script, each asserting its status.
json::array
test_script(const operation_calls& op, variables& vars)
{
    json::array exec;
    auto const& first = op.calls.front();
    exec.push_back(json::string("pm.test(" + js_string(test_name(first)) + ", function () {"));
    exec.push_back(json::string("    pm.response.to.have.status(" +
                                std::to_string(status_of(first)) + ");"));
    exec.push_back(json::string("});"));
    for (std::size_t i = 1; i < op.calls.size(); ++i)
    {
        auto const& c = op.calls[i];
        std::string headers;
        for (auto const& h : c.request_headers)
        {
            auto value = is_secret(h) ? "{{" + vars.of(h.name) + "}}" : h.value;
            headers += std::string(headers.empty() ? "" : ", ") + "{ key: " + js_string(h.name) +
                       ", value: pm.variables.replaceIn(" + js_string(value) + ") }";
        }
        exec.push_back(json::string("pm.sendRequest({"));
        exec.push_back(json::string("    url: pm.variables.replaceIn(" +
                                    js_string("{{" + std::string(base_url_variable) + "}}" +
                                           c.path) +
                                    "),"));
        exec.push_back(json::string("    method: " + js_string(c.method) + ","));
        exec.push_back(json::string("    header: [" + headers + "]"));
        exec.push_back(json::string("}, function (err, res) {"));
        exec.push_back(json::string("    pm.test(" + js_string(test_name(c)) + ", function () {"));
        exec.push_back(json::string("        pm.expect(err).to.equal(null);"));
        exec.push_back(json::string("        pm.expect(res.code).to.equal(" +
                                    std::to_string(status_of(c)) + ");"));
        exec.push_back(json::string("    });"));
        exec.push_back(json::string("});"));
    }
    return exec;
}

json::object
saved_response(const recorded_call& c, variables& vars)
{
    json::object r;
    r["name"] = c.description.empty() ? test_name(c) : c.description;
    json::object original;
    original["method"] = c.method;
    original["header"] = request_headers(c, vars);
    original["url"] = concrete_url(c);
    r["originalRequest"] = std::move(original);
    if (auto phrase = reason(c.status); !phrase.empty())
        r["status"] = phrase;
    r["code"] = c.status;
    bool is_json = false;
    json::array headers;
    for (auto const& h : c.response_headers)
    {
        if (is_secret(h) || is_volatile_header(h.name))
            continue;
        if (iequals(h.name, "Content-Type"))
            is_json = h.value.find("json") != std::string::npos;
        json::object o;
        o["key"] = h.name;
        o["value"] = h.value;
        headers.push_back(std::move(o));
    }
    r["_postman_previewlanguage"] = is_json ? "json" : "text";
    r["header"] = std::move(headers);
    r["body"] = c.response_body;
    return r;
}

// `op` with each call once: a call repeated (same path, description,
// status and request headers, as when docgen-generate merges two runs) is
// kept as first recorded.
operation_calls
without_repeats(const operation_calls& op)
{
    operation_calls out = op;
    out.calls.clear();
    for (auto const& c : op.calls)
    {
        bool seen = std::any_of(out.calls.begin(), out.calls.end(), [&](auto const& k) {
            return k.path == c.path && k.description == c.description &&
                   status_of(k) == status_of(c) && k.request_headers == c.request_headers;
        });
        if (!seen)
            out.calls.push_back(c);
    }
    return out;
}

json::object
item(const operation_calls& op, variables& vars)
{
    auto const& first = op.calls.front();
    json::object it;
    it["name"] = !op.summary.empty()        ? op.summary
                 : !op.operation_id.empty() ? op.operation_id
                                            : op.method + " " + first.path_template;
    json::object test;
    test["listen"] = "test";
    json::object script;
    script["type"] = "text/javascript";
    script["exec"] = test_script(op, vars);
    test["script"] = std::move(script);
    it["event"] = json::array{std::move(test)};
    json::object request;
    request["method"] = op.method;
    request["header"] = request_headers(first, vars);
    request["url"] = template_url(first);
    std::string description = op.method + " " + first.path_template;
    if (!op.operation_id.empty())
        description += " (operationId `" + op.operation_id + "`)";
    request["description"] = description;
    it["request"] = std::move(request);
    json::array responses;
    for (auto const& c : op.calls)
        responses.push_back(saved_response(c, vars));
    it["response"] = std::move(responses);
    return it;
}

} // namespace

std::string
to_json(const document& doc, const configuration& cfg)
{
    auto given = read_info(cfg);
    json::object info;
    info["name"] = given.name;
    if (!given.description.empty())
        info["description"] = given.description;
    if (!given.version.empty())
        info["version"] = given.version;
    info["schema"] = json::string(schema_url);

    // folders per first tag, first seen first; untagged operations at the top
    variables vars;
    json::array top;
    std::vector<std::pair<std::string, json::array>> folders;
    for (auto const& p : doc.paths)
        for (auto const& op : p.operations)
        {
            if (op.calls.empty())
                continue;
            auto i = item(without_repeats(op), vars);
            if (op.tags.empty())
            {
                top.push_back(std::move(i));
                continue;
            }
            auto f = std::find_if(folders.begin(), folders.end(),
                                  [&](auto const& e) { return e.first == op.tags.front(); });
            if (f == folders.end())
            {
                folders.push_back({op.tags.front(), {}});
                f = std::prev(folders.end());
            }
            f->second.push_back(std::move(i));
        }
    for (auto& [tag, items] : folders)
    {
        json::object folder;
        folder["name"] = tag;
        folder["item"] = std::move(items);
        top.push_back(std::move(folder));
    }

    json::object collection;
    collection["info"] = std::move(info);
    collection["item"] = std::move(top);
    collection["variable"] = vars.to_json();
    std::string out;
    pretty(out, collection, 0);
    out += "\n";
    return out;
}

std::string
postman_formatter::name() const
{
    return "postman";
}

std::vector<config_key>
postman_formatter::keys() const
{
    return {{std::string(info_key), true}};
}

std::string
postman_formatter::write(const document& doc, const configuration& cfg,
                         const std::filesystem::path& dir) const
{
    auto text = to_json(doc, cfg);
    auto file = dir / "collection.json";
    std::ofstream out(file, std::ios::binary);
    if (!out)
        throw std::runtime_error("cannot create " + file.string());
    out << text;
    out.close();
    if (!out)
        throw std::runtime_error("cannot write " + file.string());
    return "collection.json";
}

static const formatter_registrar<postman_formatter> registered;

} // namespace postman
} // namespace docgen
