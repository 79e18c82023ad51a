//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `postman` format: the recorded calls as a Postman Collection v2.1.
// Everything is written in declaration order, nothing that changes between
// runs (dates, rate-limit headers, the service's address) is written at
// all, and no secret is: secret headers and the credentials of security
// schemes become collection variables whose values are left empty for the
// user to fill in.

#include <docgen/postman.hpp>
#include <docgen/openapi_info.hpp>
#include <docgen/output.hpp>
#include <docgen/text.hpp>
#include <docgen/view.hpp>
#include <boost/algorithm/string/predicate.hpp>
#include <boost/beast/core/string.hpp>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>
#include <boost/json/value.hpp>
#include <boost/url/parse_query.hpp>
#include <boost/url/url.hpp>
#include <algorithm>
#include <cctype>
#include <fstream>
#include <stdexcept>
#include <utility>

namespace docgen {
namespace postman {

namespace json = boost::json;

namespace {

using boost::algorithm::iends_with;
using boost::algorithm::istarts_with;
using boost::beast::iequals;

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
// writing JSON and JavaScript

// `v` on one line, its strings as JavaScript literals (for scripts)
void
compact(std::string& out, const json::value& v)
{
    switch (v.kind())
    {
    case json::kind::object:
    {
        out += "{ ";
        bool first = true;
        for (auto const& kv : v.get_object())
        {
            out += first ? "" : ", ";
            first = false;
            out += javascript_string(kv.key()) + ": ";
            compact(out, kv.value());
        }
        out += " }";
        return;
    }
    case json::kind::array:
    {
        out += "[";
        bool first = true;
        for (auto const& e : v.get_array())
        {
            out += first ? "" : ", ";
            first = false;
            compact(out, e);
        }
        out += "]";
        return;
    }
    case json::kind::string:
        out += javascript_string(v.get_string());
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

// The collection variables: `baseUrl`, then one per secret header name
// and per credential of a security scheme, first seen first, each with an
// empty value.
class variables
{
public:
    variables() { entries_.push_back({"", std::string(base_url_variable),
                                      "The service's address, e.g. https://api.example.com"}); }

    // the variable standing for the value of the secret header `name`
    const std::string& of(const std::string& name)
    {
        return add("header:" + name, name,
                   "The value of the " + name + " header: a secret, left empty here", true);
    }

    // the variable holding the `part` (`Token`, `Username`, `Password`,
    // `Key`) of the credentials for `scheme`
    const std::string& credential(const security_scheme& scheme, const std::string& part)
    {
        std::string what = part == "Token" && scheme.type != security_type::http ? "The access token"
                           : part == "Token"    ? "The bearer token"
                           : part == "Username" ? "The user name"
                           : part == "Password" ? "The password"
                                                : "The API key";
        return add("scheme:" + scheme.name + ":" + part, scheme.name + part,
                   what + " of the security scheme " + scheme.name +
                       ": a secret, left empty here",
                   false);
    }

    json::array to_json() const
    {
        json::array a;
        for (auto const& e : entries_)
        {
            json::object v;
            v["key"] = e.key;
            v["value"] = "";
            v["type"] = "string";
            v["description"] = e.description;
            a.push_back(std::move(v));
        }
        return a;
    }

private:
    struct entry
    {
        std::string id; // what it stands for; "" for baseUrl
        std::string key;
        std::string description;
    };

    const std::string& add(const std::string& id, const std::string& name,
                           std::string description, bool caseless)
    {
        for (auto const& e : entries_)
            if (!e.id.empty() && (caseless ? iequals(e.id, id) : e.id == id))
                return e.key;
        std::string key = name;
        for (int n = 2; taken(key); ++n)
            key = name + "_" + std::to_string(n);
        entries_.push_back({id, std::move(key), std::move(description)});
        return entries_.back().key;
    }

    bool taken(const std::string& key) const
    {
        return std::any_of(entries_.begin(), entries_.end(),
                           [&](auto const& e) { return e.key == key; });
    }

    std::vector<entry> entries_;
};

std::string
variable(const std::string& key)
{
    return "{{" + key + "}}";
}

// The scheme whose credentials `c` sent, or null.
const security_scheme*
used_scheme(const recorded_call& c)
{
    if (c.security_used.empty())
        return nullptr;
    auto it = std::find_if(c.security.begin(), c.security.end(),
                           [&](auto const& x) { return x.name == c.security_used; });
    return it == c.security.end() ? nullptr : &*it;
}

// The operation's parameter `name` in `in` (operation_view's rules), or null.
const parameter_view*
declared(const operation_view& op, std::string_view in, std::string_view name)
{
    for (auto const& p : op.parameters)
        if (p.in == in && (in == "header" ? same_field_name(p.name, name) : p.name == name))
            return &p;
    return nullptr;
}

// `integer, required`: what a declared parameter takes.
std::string
parameter_description(const parameter_view& p)
{
    std::string type = p.schema.type.empty() ? "string" : p.schema.type;
    std::string what = p.repeated ? type + ", repeated (one entry per value), optional"
                                  : type + (p.required ? ", required" : ", optional");
    return p.description.empty() ? what : p.description + " (" + what + ")";
}

// A request as the collection writes it: headers (secret values and
// credentials as variables), query entries, body and authentication.
struct request_parts
{
    json::array header;
    json::array query;         // url.query; disabled entries for parameters not sent
    std::string query_string;  // what is sent: the enabled entries, credentials as variables
    json::object body;         // empty: no body
    json::object auth;         // empty: no authentication
    std::vector<const parameter_view*> listed; // the operation's parameters it has an entry for
                                                // (or its authentication sends)
};

// The value of a disabled entry for `p`: the first a call of the operation
// sent (a query value percent-encoded as the calls sent it, a secret
// header's its variable), or empty when no call sent one.
std::string
disabled_value(const parameter_view& p, variables& vars)
{
    if (p.examples.empty() || p.examples.front().values.empty())
        return {};
    auto const& v = p.examples.front().values.front();
    if (p.in == parameter_location::header)
        return is_secret_header(p.name) || v == redacted ? variable(vars.of(p.name)) : v;
    boost::urls::url u;
    u.params().append({p.name, v});
    std::string q(u.encoded_query()); // `name=value`, the name encoded too
    return q.substr(q.find('=') + 1);
}

// The entry of `p`, a parameter the request does not send, disabled so
// that the collection shows it without sending it.
json::object
disabled_entry(const parameter_view& p, variables& vars)
{
    json::object o;
    o["key"] = p.name;
    o["value"] = disabled_value(p, vars);
    o["disabled"] = true;
    o["description"] = parameter_description(p) + "; not sent";
    return o;
}

json::object
auth_entry(std::string_view key, std::string value)
{
    json::object o;
    o["key"] = key;
    o["value"] = std::move(value);
    o["type"] = "string";
    return o;
}

json::object
key_value(std::string_view key, std::string_view value)
{
    json::object o;
    o["key"] = key;
    o["value"] = value;
    return o;
}

// A multipart/form-data body: Postman writes it, with its own boundary
// (so the recorded Content-Type is not sent).
bool
is_form_data(const recorded_call& c)
{
    return c.request_body && !c.request_body->parts.empty();
}

// The parts of a multipart body as Postman's `formdata`: a file by its
// name (`src`, to pick before sending: its bytes are not recorded), a text
// field by its value.
json::array
form_data(const body_record& b)
{
    json::array out;
    for (auto const& p : b.parts)
    {
        json::object o;
        o["key"] = p.name;
        if (p.kind == part_kind::file)
        {
            o["type"] = "file";
            o["src"] = p.file_name;
            if (!p.content_type.empty())
                o["contentType"] = p.content_type;
        }
        else
        {
            o["type"] = "text";
            o["value"] = p.value;
        }
        out.push_back(std::move(o));
    }
    return out;
}

request_parts
parts_of(const operation_view& op, const recorded_call& c, variables& vars)
{
    request_parts r;
    auto const* scheme = used_scheme(c);
    bool auth_header = false; // an Authorization header the auth sends
    std::string api_key_header, api_key_query, cookie;
    if (scheme && scheme->type == security_type::oauth2 && !scheme->flows.empty())
    {
        // Postman's OAuth 2.0 auth, with the token in a variable and the flow
        // it would get a new one with: the first of authorization code,
        // client credentials, password and implicit the scheme supports
        auth_header = true;
        auto token = variable(vars.credential(*scheme, "Token"));
        json::array entries{auth_entry("accessToken", std::move(token)),
                            auth_entry("addTokenTo", "header"),
                            auth_entry("headerPrefix", "Bearer")};
        auto const& f = scheme->flows;
        auto const& [grant, flow] =
            f.authorization_code   ? std::pair{"authorization_code", &*f.authorization_code}
            : f.client_credentials ? std::pair{"client_credentials", &*f.client_credentials}
            : f.password           ? std::pair{"password_credentials", &*f.password}
                                   : std::pair{"implicit", &*f.implicit};
        entries.push_back(auth_entry("grant_type", grant));
        if (!flow->authorization_url.empty())
            entries.push_back(auth_entry("authUrl", flow->authorization_url));
        if (!flow->token_url.empty())
            entries.push_back(auth_entry("accessTokenUrl", flow->token_url));
        if (!flow->refresh_url.empty())
            entries.push_back(auth_entry("refreshTokenUrl", flow->refresh_url));
        std::string scopes;
        for (auto const& sc : flow->scopes)
            scopes += (scopes.empty() ? "" : " ") + sc.first;
        if (!scopes.empty())
            entries.push_back(auth_entry("scope", scopes));
        r.auth["type"] = "oauth2";
        r.auth["oauth2"] = std::move(entries);
    }
    else if (scheme && sends_bearer_token(*scheme))
    {
        // an HTTP bearer scheme; OpenID Connect, which Postman does not model,
        // sends its access token the same way
        auth_header = true;
        r.auth["type"] = "bearer";
        auto token = variable(vars.credential(*scheme, "Token"));
        r.auth["bearer"] = json::array{auth_entry("token", std::move(token))};
    }
    else if (scheme && scheme->type == security_type::http && scheme->scheme == http_auth_scheme::basic)
    {
        auth_header = true;
        auto user = variable(vars.credential(*scheme, "Username"));
        auto password = variable(vars.credential(*scheme, "Password"));
        r.auth["type"] = "basic";
        r.auth["basic"] = json::array{auth_entry("username", std::move(user)),
                                      auth_entry("password", std::move(password))};
    }
    else if (scheme && scheme->type == security_type::api_key &&
             (scheme->in == parameter_location::header || scheme->in == parameter_location::query))
    {
        (scheme->in == parameter_location::header ? api_key_header : api_key_query) = scheme->parameter;
        r.auth["type"] = "apikey";
        auto key = variable(vars.credential(*scheme, "Key"));
        r.auth["apikey"] = json::array{auth_entry("key", scheme->parameter),
                                       auth_entry("value", std::move(key)),
                                       auth_entry("in", std::string(scheme->in.text()))};
    }
    else if (scheme && scheme->type == security_type::api_key && scheme->in == parameter_location::cookie)
        // Postman has no cookie authentication: the Cookie header holds the key
        cookie = scheme->parameter + "=" + variable(vars.credential(*scheme, "Key"));

    // headers: as sent, less those the authentication sends
    for (auto const& h : c.request_headers)
    {
        auto const* p = declared(op, "header", h.name);
        if (p)
            r.listed.push_back(p);
        if ((auth_header && iequals(h.name, "Authorization")) ||
            (!api_key_header.empty() && iequals(h.name, api_key_header)) ||
            (is_form_data(c) && iequals(h.name, "Content-Type")))
            continue;
        json::object o;
        o["key"] = h.name;
        if (!cookie.empty() && iequals(h.name, "Cookie"))
            o["value"] = cookie;
        else
            o["value"] = is_secret(h) ? variable(vars.of(h.name)) : h.value;
        if (p)
            o["description"] = parameter_description(*p);
        r.header.push_back(std::move(o));
    }
    for (auto const& p : c.parameters)
        if (p.in == parameter_location::header && p.values.empty())
        {
            auto const* d = declared(op, "header", p.name);
            r.listed.push_back(d);
            r.header.push_back(disabled_entry(*d, vars));
        }

    // the query: declared parameters in order, each value as sent (encoded)
    std::vector<std::pair<std::string, std::string>> sent; // decoded key, encoded value
    std::vector<std::string> sent_keys;                     // encoded keys
    if (!c.query.empty())
        if (auto q = boost::urls::parse_query(c.query))
            for (auto const& p : *q)
            {
                sent.push_back({std::string(p.key.decode()),
                                p.has_value ? std::string(p.value) : std::string()});
                sent_keys.push_back(std::string(p.key));
            }
    std::vector<bool> used(sent.size(), false);
    auto add = [&](std::size_t i, const parameter_view* p) {
        used[i] = true;
        if (!p) // sent undeclared: another call of the operation may declare it
            p = declared(op, "query", sent[i].first);
        if (p)
            r.listed.push_back(p);
        if (!api_key_query.empty() && sent[i].first == api_key_query)
            return; // the authentication sends it
        auto o = key_value(sent_keys[i], sent[i].second);
        if (p)
            o["description"] = parameter_description(*p);
        r.query_string += (r.query_string.empty() ? "" : "&") + sent_keys[i] + "=" + sent[i].second;
        r.query.push_back(std::move(o));
    };
    for (auto const& p : c.parameters)
    {
        if (p.in != parameter_location::query)
            continue;
        auto const* d = declared(op, "query", p.name);
        bool any = false;
        for (std::size_t i = 0; i < sent.size(); ++i)
            if (!used[i] && sent[i].first == p.name)
            {
                add(i, d);
                any = true;
            }
        if (!any)
        {
            r.listed.push_back(d);
            r.query.push_back(disabled_entry(*d, vars));
        }
    }
    for (std::size_t i = 0; i < sent.size(); ++i)
        if (!used[i])
            add(i, nullptr);

    // the body
    if (c.request_body)
    {
        auto const& b = *c.request_body;
        auto media = b.content_type.substr(0, b.content_type.find(';'));
        if (is_form_data(c))
        {
            r.body["mode"] = "formdata";
            r.body["formdata"] = form_data(b);
        }
        else if (iequals(media, "application/x-www-form-urlencoded"))
        {
            json::array fields;
            if (auto q = boost::urls::parse_query(b.body))
                for (auto const& p : *q)
                    fields.push_back(
                        key_value(p.key.decode(), p.has_value ? p.value.decode() : ""));
            r.body["mode"] = "urlencoded";
            r.body["urlencoded"] = std::move(fields);
        }
        else
        {
            r.body["mode"] = "raw";
            r.body["raw"] = b.body;
            if (iequals(media, "application/json") || iends_with(media, "+json"))
            {
                json::object raw;
                raw["language"] = "json";
                json::object options;
                options["raw"] = std::move(raw);
                r.body["options"] = std::move(options);
            }
        }
    }
    return r;
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

// `?query` of what `r` sends, or "".
std::string
query_suffix(const request_parts& r)
{
    return r.query_string.empty() ? std::string() : "?" + r.query_string;
}

// The URL of the concrete path `c.path`, with the query of `r`.
json::object
concrete_url(const recorded_call& c, const request_parts& r)
{
    std::string base = "{{" + std::string(base_url_variable) + "}}";
    json::object url;
    url["raw"] = base + c.path + query_suffix(r);
    url["host"] = json::array{json::string(base)};
    json::array path;
    for (auto const& s : segments(c.path))
        path.push_back(json::string(s));
    url["path"] = std::move(path);
    if (!r.query.empty())
        url["query"] = r.query;
    return url;
}

// The URL of the operation: a template segment that is one parameter
// becomes the path variable `:name`, holding the value `c` sent (as sent,
// encoded); other segments are those `c` sent. The query is that of `r`.
json::object
template_url(const recorded_call& c, const request_parts& r)
{
    auto tmpl = segments(c.path_template);
    auto sent = segments(c.path);
    if (tmpl.size() != sent.size())
        return concrete_url(c, r); // a value held a `/`: the call's own path
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
        for (auto const& x : c.path_parameters)
            if (x.name == name && !x.description.empty())
                v["description"] = x.description;
        variable.push_back(std::move(v));
    }
    json::object url;
    url["raw"] = base + join(segs) + query_suffix(r);
    url["host"] = json::array{json::string(base)};
    json::array path;
    for (auto const& s : segs)
        path.push_back(json::string(s));
    url["path"] = std::move(path);
    if (!r.query.empty())
        url["query"] = r.query;
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

// The test script of `op`'s calls, the operation `v` documents: the
// item's own request is the first call; the others are sent from the
// script, each asserting its status.
json::array
test_script(const operation_view& v, const operation_calls& op, variables& vars)
{
    json::array exec;
    auto const& first = op.calls.front();
    exec.push_back(json::string("pm.test(" + javascript_string(test_name(first)) + ", function () {"));
    exec.push_back(json::string("    pm.response.to.have.status(" +
                                std::to_string(status_of(first)) + ");"));
    exec.push_back(json::string("});"));
    for (std::size_t i = 1; i < op.calls.size(); ++i)
    {
        auto const& c = op.calls[i];
        auto r = parts_of(v, c, vars);
        std::string headers;
        auto add = [&](const std::string& key, const std::string& value) {
            headers += std::string(headers.empty() ? "" : ", ") + "{ key: " + javascript_string(key) +
                       ", value: " + value + " }";
        };
        auto replaced = [](const std::string& text) {
            return "pm.variables.replaceIn(" + javascript_string(text) + ")";
        };
        for (auto const& h : r.header)
            if (!h.as_object().contains("disabled"))
                add(std::string(h.at("key").as_string()),
                    replaced(std::string(h.at("value").as_string())));
        std::string url = "{{" + std::string(base_url_variable) + "}}" + c.path + query_suffix(r);
        if (!r.auth.empty())
        {
            auto const& type = r.auth.at("type").as_string();
            auto const& entries = r.auth.at(type).as_array();
            auto value = [&](std::size_t k) {
                return std::string(entries.at(k).at("value").as_string());
            };
            if (type == "bearer" || type == "oauth2") // the token comes first
                add("Authorization", replaced("Bearer " + value(0)));
            else if (type == "basic")
                add("Authorization",
                    "\"Basic \" + btoa(" + replaced(value(0) + ":" + value(1)) + ")");
            else if (value(2) == "header")
                add(value(0), replaced(value(1)));
            else
                url += std::string(url.find('?') == std::string::npos ? "?" : "&") + value(0) +
                       "=" + value(1);
        }
        exec.push_back(json::string("pm.sendRequest({"));
        exec.push_back(json::string("    url: " + replaced(url) + ","));
        exec.push_back(json::string("    method: " + javascript_string(c.method) + ","));
        if (!r.body.empty())
        {
            std::string body;
            compact(body, r.body);
            exec.push_back(json::string("    body: " + body + ","));
        }
        exec.push_back(json::string("    header: [" + headers + "]"));
        exec.push_back(json::string("}, function (err, res) {"));
        exec.push_back(json::string("    pm.test(" + javascript_string(test_name(c)) + ", function () {"));
        exec.push_back(json::string("        pm.expect(err).to.equal(null);"));
        exec.push_back(json::string("        pm.expect(res.code).to.equal(" +
                                    std::to_string(status_of(c)) + ");"));
        exec.push_back(json::string("    });"));
        exec.push_back(json::string("});"));
    }
    return exec;
}

json::object
saved_response(const operation_view& op, const recorded_call& c, variables& vars)
{
    json::object r;
    r["name"] = c.description.empty() ? test_name(c) : c.description;
    json::object original;
    original["method"] = c.method;
    auto parts = parts_of(op, c, vars);
    original["header"] = parts.header;
    original["url"] = concrete_url(c, parts);
    if (!parts.body.empty())
        original["body"] = parts.body;
    if (!parts.auth.empty())
        original["auth"] = parts.auth;
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
        if (std::any_of(c.response_header_declarations.begin(),
                        c.response_header_declarations.end(),
                        [&](auto const& d) { return iequals(d.name, h.name); }))
            o["description"] = "Declared: the answer must carry it";
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

// The item of `op`, the calls of the operation `view` documents (each once).
json::object
item(const operation_view& view, const operation_calls& op, variables& vars)
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
    script["exec"] = test_script(view, op, vars);
    test["script"] = std::move(script);
    it["event"] = json::array{std::move(test)};
    json::object request;
    request["method"] = op.method;
    auto parts = parts_of(view, first, vars);
    // the parameters of the operation the first call has no entry for (other
    // calls declared them), disabled: the item lists each parameter once
    for (auto const& p : view.parameters)
        if (std::find(parts.listed.begin(), parts.listed.end(), &p) == parts.listed.end())
            (p.in == parameter_location::header ? parts.header : parts.query).push_back(disabled_entry(p, vars));
    if (!parts.auth.empty())
        request["auth"] = parts.auth;
    request["header"] = parts.header;
    request["url"] = template_url(first, parts);
    if (!parts.body.empty())
        request["body"] = parts.body;
    std::string description = view.description.empty() ? "" : view.description + "\n\n";
    description += op.method + " " + first.path_template;
    if (!op.operation_id.empty())
        description += " (operationId `" + op.operation_id + "`)";
    request["description"] = description;
    it["request"] = std::move(request);
    json::array responses;
    for (auto const& c : op.calls)
        responses.push_back(saved_response(view, c, vars));
    it["response"] = std::move(responses);
    return it;
}

} // namespace

std::string
to_json(const document& doc, const configuration& cfg)
{
    auto given = find_openapi_info(cfg);
    if (!given)
        openapi_info_missing("its info.title names the collection");
    json::object info;
    info["name"] = given->title;
    if (!given->description.empty())
        info["description"] = given->description;
    if (!given->version.empty())
        info["version"] = given->version;
    info["schema"] = json::string(schema_url);

    // folders per first tag, first seen first; untagged operations at the top
    variables vars;
    json::array top;
    std::vector<std::pair<std::string, json::array>> folders;
    for (auto const& p : doc.view().paths)
        for (auto const& op : p.operations)
        {
            if (op.calls->calls.empty())
                continue;
            auto i = item(op, without_repeats(*op.calls), vars);
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
    return pretty_json(collection, json_strings::javascript) + "\n";
}

postman_formatter::postman_formatter()
    : basic_formatter("postman", {{std::string(openapi_info_key), true}}, "collection.json",
                      &to_json)
{
}

static const formatter_registrar<postman_formatter> registered;

} // namespace postman
} // namespace docgen
