//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `simple` format: the recorded calls as one HTML page that needs
// nothing but itself (inline CSS, no script, no external reference). It
// keeps to HTML 4 elements so that HTML 4 parsers (xmllint --html) read
// it without error. Nothing that changes between runs is written.

#include <docgen/simple.hpp>
#include <docgen/openapi_info.hpp>
#include <docgen/output.hpp>
#include <docgen/schema_walk.hpp>
#include <docgen/text.hpp>
#include <docgen/view.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/url/pct_string_view.hpp>

#include <route/json/naming.hpp>
#include <route/json/schema.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace docgen {
namespace simple {

namespace {

// The length of the UTF-8 sequence at the start of `s`, or 0 when it is
// not one (an overlong form, a surrogate, beyond U+10FFFF, truncated).
std::size_t
utf8_sequence(std::string_view s)
{
    auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    auto cont = [&](std::size_t i, unsigned lo = 0x80, unsigned hi = 0xBF) {
        return i < s.size() && b(i) >= lo && b(i) <= hi;
    };
    unsigned c = b(0);
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        return cont(1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF)
    {
        bool second = c == 0xE0 ? cont(1, 0xA0) : c == 0xED ? cont(1, 0x80, 0x9F) : cont(1);
        return second && cont(2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4)
    {
        bool second = c == 0xF0 ? cont(1, 0x90) : c == 0xF4 ? cont(1, 0x80, 0x8F) : cont(1);
        return second && cont(2) && cont(3) ? 4 : 0;
    }
    return 0;
}

} // namespace

std::string
escape(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    while (!s.empty())
    {
        auto n = utf8_sequence(s);
        if (n == 0)
        {
            out += "&#xFFFD;";
            s.remove_prefix(1);
            continue;
        }
        if (n == 1)
        {
            char c = s.front();
            switch (c)
            {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            case '\t':
            case '\n':
            case '\r': out += c; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                    out += "&#xFFFD;";
                else
                    out += c;
            }
        }
        else if (n == 2 && static_cast<unsigned char>(s[0]) == 0xC2 &&
                 static_cast<unsigned char>(s[1]) < 0xA0)
            out += "&#xFFFD;"; // C1 controls
        else
            out.append(s.substr(0, n));
        s.remove_prefix(n);
    }
    return out;
}

std::string
pretty_body(std::string_view body)
{
    boost::system::error_code ec;
    auto v = boost::json::parse(body, ec);
    if (ec)
        return std::string(body);
    return pretty_json(v);
}

namespace {

// `s` in single quotes for a POSIX shell.
std::string
single_quoted(std::string_view s)
{
    std::string out = "'";
    for (char c : s)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// `s` for the inside of double quotes: `\`, `$`, `"` and backquote escaped.
std::string
in_double_quotes(std::string_view s)
{
    std::string out;
    for (char c : s)
    {
        if (c == '\\' || c == '$' || c == '"' || c == '`')
            out += '\\';
        out += c;
    }
    return out;
}

// A name as a shell variable: its words as route::json's snake_case finds
// them, in capitals, any character a variable's name cannot hold as `_`:
// `X-Api-Key` → `X_API_KEY`, `bearerAuth` → `BEARER_AUTH`.
std::string
placeholder_variable(std::string_view name)
{
    std::string v = ascii_upper(route::json::snake_case{}(name));
    for (auto& c : v)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    if (v.empty() || std::isdigit(static_cast<unsigned char>(v.front())))
        v.insert(0, "_");
    return v;
}

// `s` with its percent-encoded octets decoded by Boost.URL (`+` is kept:
// the recorded query encodes a space as `%20`); `s` as it is when it is
// not valid percent-encoding.
std::string
percent_decoded(std::string_view s)
{
    auto v = boost::urls::make_pct_string_view(s);
    if (!v)
        return std::string(s);
    boost::urls::encoding_opts opt;
    opt.space_as_plus = false;
    return v->decode(opt);
}

// The variable holding the credentials of the scheme `s`: named after it.
std::string
credential_variable(const security_scheme& s)
{
    return placeholder_variable(s.name);
}

// The scheme of the operation whose credentials `c` sent, or null.
const security_scheme*
scheme_used(const recorded_call& c)
{
    for (auto const& s : c.security)
        if (!c.security_used.empty() && s.name == c.security_used)
            return &s;
    return nullptr;
}

} // namespace

namespace {

// curl's arguments for the parts of a multipart body: a text field's value
// as it is (`--form-string`), a file by its name, to be found where curl runs.
std::string
curl_form(const std::vector<body_part_record>& parts)
{
    std::string out;
    for (auto const& p : parts)
    {
        if (p.kind != part_kind::file)
        {
            out += " \\\n  --form-string " + single_quoted(p.name + "=" + p.value);
            continue;
        }
        std::string file = "\"";
        for (char ch : p.file_name)
        {
            if (ch == '"' || ch == '\\')
                file += '\\';
            file += ch;
        }
        file += '"';
        out += " \\\n  -F " + single_quoted(p.name + "=@" + file +
                                             (p.content_type.empty() ? "" : ";type=" + p.content_type));
    }
    return out;
}

} // namespace

std::string
curl_command(const recorded_call& c)
{
    auto const* used = scheme_used(c);
    std::string out = "curl";
    if (c.method == "HEAD")
        out += " --head";
    else if (c.method != "GET" || c.request_body)
        out += " -X " + single_quoted(c.method);
    out += " \"${BASE_URL}" + in_double_quotes(c.path);
    // the query as recorded, a redacted value (an API key) as its variable
    if (!c.query.empty())
        for (std::size_t at = 0;;)
        {
            auto end = std::min(c.query.find('&', at), c.query.size());
            std::string_view pair(c.query.data() + at, end - at);
            out += at == 0 ? "?" : "&";
            auto eq = pair.find('=');
            if (eq != std::string_view::npos && percent_decoded(pair.substr(eq + 1)) == redacted)
            {
                auto name = percent_decoded(pair.substr(0, eq));
                bool key = used && used->in == parameter_location::query && name == used->parameter;
                out += in_double_quotes(pair.substr(0, eq)) + "=${" +
                       (key ? credential_variable(*used) : placeholder_variable(name)) + "}";
            }
            else
                out += in_double_quotes(pair);
            if (end == c.query.size())
                break;
            at = end + 1;
        }
    out += "\"";
    bool form_data = c.request_body && !c.request_body->parts.empty();
    for (auto const& h : c.request_headers)
    {
        // curl's -F writes the Content-Type with its own boundary
        if (form_data && boost::beast::iequals(h.name, "Content-Type"))
            continue;
        out += " \\\n  -H ";
        if (h.value != redacted)
        {
            out += single_quoted(h.name + ": " + h.value);
            continue;
        }
        // a credential of the scheme used, in its place in the header
        std::string value = "${" + placeholder_variable(h.name) + "}";
        if (used && (used->type == security_type::http || sends_bearer_token(*used)) &&
            boost::beast::iequals(h.name, "Authorization"))
            value = (used->scheme == http_auth_scheme::basic ? "Basic ${" : "Bearer ${") +
                    credential_variable(*used) + "}";
        else if (used && used->in == parameter_location::header && boost::beast::iequals(h.name, used->parameter))
            value = "${" + credential_variable(*used) + "}";
        else if (used && used->in == parameter_location::cookie && boost::beast::iequals(h.name, "Cookie"))
            value = in_double_quotes(used->parameter) + "=${" + credential_variable(*used) + "}";
        out += "\"" + in_double_quotes(h.name) + ": " + value + "\"";
    }
    if (form_data)
        out += curl_form(c.request_body->parts);
    else if (c.request_body)
    {
        auto const& b = *c.request_body;
        out += b.content_type == "application/x-www-form-urlencoded" ? " \\\n  -d "
                                                                       : " \\\n  --data-binary ";
        out += single_quoted(b.body);
    }
    return out;
}

namespace {

// One row of a schema's table: a member (dotted path), its type, required.
struct schema_row
{
    std::string member;
    std::string type;
    bool required = false;
    std::string description;
};

std::string type_text(const route::json::schema& s);

// What a schema's row says of its type, before `enum` values and `nullable`.
struct type_words
{
    static std::string plain(const route::json::schema& s)
    {
        return s.format.empty() ? s.type : s.type + " (" + s.format + ")";
    }
    std::string enumeration(const route::json::schema& s)
    {
        return s.type.empty() ? any(s) : plain(s);
    }
    std::string map(const route::json::schema&, const route::json::schema& values)
    {
        return "map of " + type_text(values);
    }
    std::string object(const route::json::schema& s)
    {
        return s.additional_properties ? map(s, *s.additional_properties) : plain(s);
    }
    std::string array(const route::json::schema& s, const route::json::schema& items)
    {
        return s.items ? "array of " + type_text(items) : plain(s);
    }
    std::string any(const route::json::schema&) { return "any"; }
    std::string scalar(const route::json::schema& s) { return plain(s); }
};

std::string
type_text(const route::json::schema& s)
{
    auto t = visit_schema(s, type_words{});
    if (!s.enumeration.empty())
    {
        t += ": one of ";
        for (std::size_t i = 0; i < s.enumeration.size(); ++i)
            t += (i ? ", " : "") + s.enumeration[i];
    }
    if (s.nullable)
        t += ", nullable";
    return t;
}

const char* const style = R"(
body { font: 15px/1.45 system-ui, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328;
       background: #fff; max-width: 64em; margin: 0 auto; padding: 1em 2em; }
h1 { font-size: 1.8em; border-bottom: 1px solid #d0d7de; padding-bottom: .3em; }
h2 { font-size: 1.4em; margin-top: 1.6em; border-bottom: 1px solid #d0d7de; }
h3 { font-size: 1.1em; margin: .2em 0; }
h4 { font-size: 1em; margin: .3em 0; }
code, pre { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
pre { background: #fff; border: 1px solid #d0d7de; border-radius: 4px; padding: .5em .8em;
      overflow: auto; max-height: 28em; white-space: pre; }
table { border-collapse: collapse; margin: .4em 0; }
th, td { border: 1px solid #d0d7de; padding: .15em .6em; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
.toc li { margin: .1em 0; }
.operation { border: 1px solid #d0d7de; border-radius: 6px; padding: .6em 1.2em; margin: 1.2em 0; }
.method { display: inline-block; min-width: 4em; text-align: center; border-radius: 4px;
          padding: .05em .4em; color: #fff; background: #57606a; font: bold 13px monospace; }
.method.get { background: #0969da; }
.method.post { background: #1a7f37; }
.method.put, .method.patch { background: #9a6700; }
.method.delete { background: #cf222e; }
.summary { margin: .3em 0; }
.operation-id { color: #57606a; margin: .3em 0; }
.call { background: #f6f8fa; border-left: 4px solid #57606a; border-radius: 4px;
        padding: .4em 1em; margin: .8em 0; }
.call.success { border-left-color: #1a7f37; }
.call.failure { border-left-color: #cf222e; }
.status { display: inline-block; border-radius: 4px; padding: 0 .4em; color: #fff;
          background: #57606a; font: bold 13px monospace; }
.success .status { background: #1a7f37; }
.failure .status { background: #cf222e; }
.label { font-weight: bold; margin: .5em 0 .2em; }
)";

// A method as a class name: its letters, lowercase.
std::string
method_class(const std::string& method)
{
    std::string out;
    for (char c : ascii_lower(method))
        if (std::isalpha(static_cast<unsigned char>(c)))
            out += c;
    return out.empty() ? "other" : out;
}

// The members of `s` as a table, nothing when it has none.
void
write_schema_table(std::ostream& out, const route::json::schema& s)
{
    std::vector<schema_row> rows;
    bool described = false; // a description column only when a member has one
    for_each_member(s, "", [&](const std::string& member, const route::json::schema& m, bool required) {
        rows.push_back({member, type_text(m), required, m.description});
        described = described || !m.description.empty();
    });
    if (rows.empty())
        return;
    out << "<table class=\"schema\">\n"
        << "<tr><th>member</th><th>type</th><th>required</th>"
        << (described ? "<th>description</th>" : "") << "</tr>\n";
    for (auto const& r : rows)
    {
        out << "<tr><td><code>" << escape(r.member) << "</code></td><td>" << escape(r.type)
            << "</td><td>" << (r.required ? "yes" : "") << "</td>";
        if (described)
            out << "<td>" << escape(r.description) << "</td>";
        out << "</tr>\n";
    }
    out << "</table>\n";
}

// The parts of a multipart body: a file by its name and media type (its
// bytes are not recorded), a text field by its value.
void
write_parts(std::ostream& out, const std::vector<body_part_record>& parts)
{
    out << "<table class=\"parts\">\n"
        << "<tr><th>part</th><th>kind</th><th>media type</th><th>file name or value</th></tr>\n";
    for (auto const& p : parts)
        out << "<tr><td><code>" << escape(p.name) << "</code></td><td>" << escape(p.kind.text())
            << "</td><td>" << (p.content_type.empty() ? "" : "<code>" + escape(p.content_type) + "</code>")
            << "</td><td><code>" << escape(p.kind == part_kind::file ? p.file_name : p.value)
            << "</code></td></tr>\n";
    out << "</table>\n";
}

// The body a call sent: its content type, model and schema, the body
// itself (JSON indented).
void
write_request_body(std::ostream& out, const body_record& b)
{
    out << "<div class=\"label\">Request body: <code>" << escape(b.content_type) << "</code>";
    if (auto label = b.schema ? model_label(*b.schema) : ""; !label.empty())
        out << ", <code>" << escape(label) << "</code>";
    if (b.schema)
        out << " (" << escape(type_text(*b.schema)) << ")";
    out << "</div>\n";
    if (!b.parts.empty())
        write_parts(out, b.parts);
    else if (b.body.empty())
        out << "<p>(empty)</p>\n";
    else if (b.content_type == "application/json")
        out << "<pre class=\"body\">" << escape(pretty_body(b.body)) << "</pre>\n";
    else
        out << "<pre class=\"text\">" << escape(b.body) << "</pre>\n";
    if (b.schema)
        write_schema_table(out, *b.schema);
}

void
write_call(std::ostream& out, const recorded_call& c)
{
    const char* kind = c.status >= 200 && c.status < 400 ? "success" : "failure";
    out << "<div class=\"call " << kind << "\">\n"
        << "<h4><span class=\"status\">" << c.status << "</span> " << escape(c.description)
        << "</h4>\n"
        << "<div class=\"label\">Request</div>\n"
        << "<pre class=\"curl\">" << escape(curl_command(c)) << "</pre>\n";
    if (c.request_body)
        write_request_body(out, *c.request_body);
    if (!c.response_header_declarations.empty())
    {
        out << "<div class=\"label\">Response headers</div>\n"
            << "<table class=\"headers\">\n"
            << "<tr><th>header</th><th>type</th><th>value</th></tr>\n";
        for (auto const& h : c.response_header_declarations)
            out << "<tr><td><code>" << escape(h.name) << "</code></td><td>"
                << escape(type_text(h.schema)) << "</td><td><code>"
                << escape(h.value == redacted ? "(secret)" : h.value) << "</code></td></tr>\n";
        out << "</table>\n";
    }
    bool json = c.content_type.empty() || c.content_type == "application/json";
    out << "<div class=\"label\">Response body";
    if (!json)
        out << ": <code>" << escape(c.content_type) << "</code>";
    out << "</div>\n";
    if (c.response_body.empty())
        out << "<p>(empty)</p>\n";
    else if (json)
        out << "<pre class=\"body\">" << escape(pretty_body(c.response_body)) << "</pre>\n";
    else
        out << "<pre class=\"text\">" << escape(c.response_body) << "</pre>\n";
    out << "<div class=\"label\">Response schema";
    if (!c.schema)
    {
        out << "</div>\n<p>no body</p>\n</div>\n";
        return;
    }
    if (auto label = model_label(*c.schema); !label.empty())
        out << ": <code>" << escape(label) << "</code>";
    out << " (" << escape(type_text(*c.schema)) << ")</div>\n";
    write_schema_table(out, *c.schema);
    out << "</div>\n";
}

// The query and header parameters of an operation (operation_view's
// rules), with the values its calls sent, each once, first sent first.
void
write_declared_parameters(std::ostream& out, const operation_view& op)
{
    auto const& params = op.parameters;
    if (params.empty())
        return;
    // a description column only when a parameter has one
    bool described = std::any_of(params.begin(), params.end(),
                                 [](auto const& p) { return !p.description.empty(); });
    out << "<table class=\"parameters\">\n"
        << "<tr><th>parameter</th><th>in</th><th>required</th><th>type</th>"
           "<th>values used</th>"
        << (described ? "<th>description</th>" : "") << "</tr>\n";
    for (auto const& p : params)
    {
        out << "<tr><td><code>" << escape(p.name) << "</code></td><td>" << escape(p.in.text())
            << "</td><td>" << (p.required ? "yes" : "") << "</td><td>"
            << escape(type_text(p.schema)) << (p.repeated ? ", repeated" : "") << "</td><td>";
        std::vector<std::string> values;
        for (auto const& e : p.examples)
            for (auto const& v : e.values)
                if (std::find(values.begin(), values.end(), v) == values.end())
                    values.push_back(v);
        for (std::size_t i = 0; i < values.size(); ++i)
            out << (i ? ", " : "") << "<code>"
                << escape(values[i] == redacted ? "${" + placeholder_variable(p.name) + "}"
                                                : values[i])
                << "</code>";
        out << "</td>";
        if (described)
            out << "<td>" << escape(p.description) << "</td>";
        out << "</tr>\n";
    }
    out << "</table>\n";
}

// The flows of an OAuth 2 scheme, each with its URLs and scopes:
// `; authorization code flow: authorization URL ..., token URL ...; scopes: read (Read items)`.
std::string
oauth2_text(const oauth2_flows& flows)
{
    std::string out;
    auto flow = [&](const char* kind, const std::optional<oauth2_flow>& f) {
        if (!f)
            return;
        out += std::string("; ") + kind + " flow:";
        std::string sep = " ";
        for (auto [what, url] : {std::pair{"authorization URL ", &f->authorization_url},
                                 std::pair{"token URL ", &f->token_url},
                                 std::pair{"refresh URL ", &f->refresh_url}})
            if (!url->empty())
            {
                out += sep + what + *url;
                sep = ", ";
            }
        if (!f->scopes.empty())
        {
            out += sep + "scopes ";
            sep = "";
            for (auto const& [scope, text] : f->scopes)
            {
                out += sep + scope + (text.empty() ? "" : " (" + text + ")");
                sep = ", ";
            }
        }
    };
    flow("implicit", flows.implicit);
    flow("password", flows.password);
    flow("client credentials", flows.client_credentials);
    flow("authorization code", flows.authorization_code);
    return out;
}

// How a scheme's credentials are sent.
std::string
scheme_text(const security_scheme& s)
{
    if (s.type == security_type::http && s.scheme == http_auth_scheme::bearer)
        return "HTTP bearer token, header Authorization";
    if (s.type == security_type::http && s.scheme == http_auth_scheme::basic)
        return "HTTP basic authentication (base64 of user:password), header Authorization";
    if (s.type == security_type::api_key)
        return "API key, " + std::string(s.in == parameter_location::query ? "query parameter " : s.in == parameter_location::cookie ? "cookie " : "header ") + s.parameter;
    if (s.type == security_type::oauth2)
        return "OAuth 2 access token, header Authorization (Bearer)" + oauth2_text(s.flows);
    if (s.type == security_type::open_id_connect)
        return "OpenID Connect access token, header Authorization (Bearer); discovery: " +
               s.open_id_connect_url;
    if (s.type == security_type::mutual_tls)
        return "mutual TLS: the client's certificate, in the TLS handshake";
    return std::string(s.type.text()) +
           (s.scheme == http_auth_scheme::none ? "" : " " + std::string(s.scheme.text()));
}

// The security schemes of an operation, any one of which suffices, each
// with the variable the commands read its credentials from.
void
write_security(std::ostream& out, const operation_view& op)
{
    auto const& schemes = op.security;
    if (schemes.empty())
        return;
    out << "<table class=\"security\">\n"
        << "<tr><th>security scheme (any one)</th><th>credentials</th><th>variable</th></tr>\n";
    for (auto const& s : schemes)
        out << "<tr><td><code>" << escape(s.name) << "</code></td><td>" << escape(scheme_text(s))
            << "</td><td>"
            << (s.type == security_type::mutual_tls ? "none: <code>curl --cert</code>"
                                      : "<code>${" + credential_variable(s) + "}</code>")
            << "</td></tr>\n";
    out << "</table>\n";
}

void
write_operation(std::ostream& out, const operation_view& view, const std::string& id)
{
    auto const& op = *view.calls;
    out << "<div class=\"operation\" id=\"" << id << "\">\n"
        << "<h3><span class=\"method " << method_class(op.method) << "\">" << escape(op.method)
        << "</span> <code class=\"path\">" << escape(view.path_template) << "</code></h3>\n";
    if (!op.summary.empty())
        out << "<p class=\"summary\">" << escape(op.summary) << "</p>\n";
    if (!view.description.empty())
        out << "<p class=\"description\">" << escape(view.description) << "</p>\n";
    if (!op.operation_id.empty())
        out << "<p class=\"operation-id\">operationId: <code>" << escape(op.operation_id)
            << "</code></p>\n";
    if (!op.parameter_names.empty())
    {
        bool described = std::any_of(view.path_parameters.begin(), view.path_parameters.end(),
                                     [](auto const& p) { return !p.description.empty(); });
        out << "<table class=\"parameters\">\n"
            << "<tr><th>path parameter</th><th>example values</th>"
            << (described ? "<th>description</th>" : "") << "</tr>\n";
        for (auto const& pv : view.path_parameters)
        {
            // the values used, each once, in the order first used
            std::vector<std::string> values;
            for (auto const& e : pv.examples)
                if (std::find(values.begin(), values.end(), e.value) == values.end())
                    values.push_back(e.value);
            out << "<tr><td><code>" << escape(pv.name) << "</code></td><td>";
            for (std::size_t i = 0; i < values.size(); ++i)
                out << (i ? ", " : "") << "<code>" << escape(values[i]) << "</code>";
            out << "</td>";
            if (described)
                out << "<td>" << escape(pv.description) << "</td>";
            out << "</tr>\n";
        }
        out << "</table>\n";
    }
    write_declared_parameters(out, view);
    write_security(out, view);
    // a call shown already (docgen-generate merging runs) is not shown again
    std::vector<std::string> cards;
    for (auto const& c : op.calls)
    {
        std::ostringstream card;
        write_call(card, c);
        if (std::find(cards.begin(), cards.end(), card.str()) == cards.end())
            cards.push_back(card.str());
    }
    for (auto const& card : cards)
        out << card;
    out << "</div>\n";
}

struct tagged_operation
{
    const path_view* path;
    const operation_view* operation;
};

} // namespace

std::string
to_html(const document& doc, const configuration& cfg)
{
    auto info = find_openapi_info(cfg);
    auto title = info ? info->title : std::string(default_title);

    // tag → its operations in declaration order; the map sorts the tags
    std::map<std::string, std::vector<tagged_operation>> tags;
    for (auto const& p : doc.view().paths)
        for (auto const& op : p.operations)
        {
            if (op.tags.empty())
                tags["default"].push_back({&p, &op});
            for (auto const& t : op.tags)
            {
                auto& ops = tags[t];
                if (ops.empty() || ops.back().operation != &op) // a tag given twice
                    ops.push_back({&p, &op});
            }
        }

    std::ostringstream out;
    out << "<!DOCTYPE html>\n"
        << "<html lang=\"en\">\n"
        << "<head>\n"
        << "<meta charset=\"utf-8\">\n"
        << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        << "<title>" << escape(title) << "</title>\n"
        << "<style>" << style << "</style>\n"
        << "</head>\n"
        << "<body>\n"
        << "<h1>" << escape(title) << "</h1>\n"
        << "<p>" << doc.operation_count()
        << (doc.operation_count() == 1 ? " operation" : " operations")
        << ", each with the calls that were made and checked. In the commands, "
           "<code>${BASE_URL}</code> is the service's address, and each secret header reads "
           "its value from the variable named after it.</p>\n";
    if (!doc.view().security_schemes.empty())
        out << "<p>Credentials are never shown: the commands read those of a security scheme "
               "from the variable its operation's table names.</p>\n";

    // the contents, then the operations; ids by position, whatever the names
    out << "<ul class=\"toc\">\n";
    std::size_t tag_n = 0, op_n = 0;
    for (auto const& [tag, ops] : tags)
    {
        out << "<li><a href=\"#tag-" << ++tag_n << "\">" << escape(tag) << "</a>\n<ul>\n";
        for (auto const& o : ops)
            out << "<li><a href=\"#op-" << ++op_n << "\">" << escape(o.operation->method) << ' '
                << escape(o.path->path_template) << "</a>"
                << (o.operation->summary.empty() ? "" : ": ") << escape(o.operation->summary)
                << "</li>\n";
        out << "</ul>\n</li>\n";
    }
    out << "</ul>\n";
    tag_n = op_n = 0;
    for (auto const& [tag, ops] : tags)
    {
        out << "<h2 id=\"tag-" << ++tag_n << "\">" << escape(tag) << "</h2>\n";
        for (auto const& o : ops)
            write_operation(out, *o.operation, "op-" + std::to_string(++op_n));
    }
    out << "</body>\n</html>\n";
    return out.str();
}

simple_formatter::simple_formatter()
    : basic_formatter("simple", {{std::string(openapi_info_key), false}}, "index.html", &to_html)
{
}

static const formatter_registrar<simple_formatter> registered;

} // namespace simple
} // namespace docgen
