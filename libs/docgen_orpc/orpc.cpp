//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `orpc` format: the recorded operations as an oRPC contract, one
// procedure per operation nested by path, with zod 4 schemas derived from
// the recorded schema trees. Everything is written in declaration order.

#include <docgen/orpc.hpp>
#include <docgen/output.hpp>
#include <docgen/schema_walk.hpp>
#include <docgen/text.hpp>
#include <docgen/typescript.hpp>
#include <docgen/view.hpp>

#include <boost/json/object.hpp>
#include <algorithm>
#include <cctype>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

namespace docgen {
namespace orpc {

namespace {

// Beside the words no module binds (typescript::is_reserved_word): the
// names the contract binds itself.
constexpr std::string_view own_names[] = {"z", "oc", "router"};

// zod 4 (oRPC 1.x wants it), members indented by two spaces
constexpr typescript::zod_dialect zod4{4, 2};

constexpr std::string_view http_methods[] = {"get",     "put",   "post",   "delete", "patch",
                                             "head",    "options", "trace", "connect"};

std::string
leading_digit_guard(std::string s)
{
    if (s.empty())
        return "_";
    if (std::isdigit(static_cast<unsigned char>(s.front())))
        return "_" + s;
    return s;
}

using typescript::property_key;

// The zod of a multipart body's parts: a file a Blob, a text field a
// string, a field given several an array of them.
std::string
form_data_zod(const route::json::schema& s)
{
    std::string out = "z.object({";
    for (auto const& p : typescript::form_parts(s))
    {
        std::string part = p.file ? "z.instanceof(Blob)" : "z.string()";
        out += " " + property_key(p.name) + ": " + (p.several ? "z.array(" + part + ")" : part) + ",";
    }
    return out + " })";
}

// Text inside a `/** ... */` comment: `*/` cannot close it, each line
// becomes a comment line.
std::string
comment_text(std::string_view text, std::string_view prefix)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i)
    {
        if (text[i] == '\n')
        {
            out += "\n";
            out += prefix;
        }
        else if (text[i] == '\r')
            continue;
        else if (text[i] == '*' && i + 1 < text.size() && text[i + 1] == '/')
            out += "*\\";
        else
            out += text[i];
    }
    return out;
}

} // namespace

bool
is_reserved(std::string_view name)
{
    return typescript::is_reserved_word(name) ||
           std::find(std::begin(own_names), std::end(own_names), name) != std::end(own_names);
}

std::string
camel_identifier(std::string_view text)
{
    return leading_digit_guard(join_words(text, false));
}

std::string
pascal_identifier(std::string_view text)
{
    return leading_digit_guard(join_words(text, true));
}

std::string
binding_name(std::string name)
{
    if (is_reserved(name))
        name += '_';
    return name;
}

std::string
segment_key(std::string_view segment)
{
    if (segment.size() >= 2 && segment.front() == '{' && segment.back() == '}')
        return "by" + join_words(segment.substr(1, segment.size() - 2), true);
    auto key = camel_identifier(segment);
    if (std::find(std::begin(http_methods), std::end(http_methods), key) != std::end(http_methods))
        key += '_';
    return key;
}

std::string
string_literal(std::string_view text)
{
    return typescript::string_literal(text);
}

std::string
error_code(unsigned status)
{
    // oRPC's COMMON_ORPC_ERROR_DEFS (@orpc/client 1.x)
    static const std::pair<unsigned, std::string_view> common[] = {
        {400, "BAD_REQUEST"},           {401, "UNAUTHORIZED"},
        {403, "FORBIDDEN"},             {404, "NOT_FOUND"},
        {405, "METHOD_NOT_SUPPORTED"},  {406, "NOT_ACCEPTABLE"},
        {408, "TIMEOUT"},               {409, "CONFLICT"},
        {412, "PRECONDITION_FAILED"},   {413, "PAYLOAD_TOO_LARGE"},
        {415, "UNSUPPORTED_MEDIA_TYPE"}, {422, "UNPROCESSABLE_CONTENT"},
        {429, "TOO_MANY_REQUESTS"},     {499, "CLIENT_CLOSED_REQUEST"},
        {500, "INTERNAL_SERVER_ERROR"}, {501, "NOT_IMPLEMENTED"},
        {502, "BAD_GATEWAY"},           {503, "SERVICE_UNAVAILABLE"},
        {504, "GATEWAY_TIMEOUT"}};
    for (auto const& [s, code] : common)
        if (s == status)
            return std::string(code);
    return "STATUS_" + std::to_string(status);
}

std::string
zod_expression(const route::json::schema& s, int indent)
{
    return typescript::zod_schema(s, zod4, indent);
}

namespace {

// A query or header value's schema: numbers and booleans coerced from
// the text oRPC's OpenAPI link sends (it writes `10` as `limit=10`).
std::string
wire_expression(const route::json::schema& s)
{
    return typescript::zod_text_value(s, zod4);
}

// The names the module binds, each once.
class names
{
public:
    std::string take(std::string wanted)
    {
        wanted = binding_name(std::move(wanted));
        auto name = wanted;
        for (int n = 2; std::find(taken_.begin(), taken_.end(), name) != taken_.end(); ++n)
            name = wanted + std::to_string(n);
        taken_.push_back(name);
        return name;
    }

private:
    std::vector<std::string> taken_;
};

// A schema the module names: `export const User = z.object(...)`.
using typescript::named_schema;

// One declared answer of an operation.
struct answer
{
    unsigned status = 0;
    std::string description;
    std::string body;                          // its zod: a schema's name, `z.string()`; empty: none
    std::vector<response_header_record> headers; // declared, first declaration of each name
};

// One way of sending a body: a JSON schema's name, a form or raw bytes.
struct request_body
{
    std::string content_type;
    std::string zod;
};

struct procedure
{
    const operation_calls* op = nullptr;
    std::string path_template;
    std::string name;
    std::vector<answer> answers;            // in the order first declared
    std::vector<parameter_view> parameters; // query and header (operation_view's rules)
    std::vector<request_body> bodies;       // one per content type
    bool body_always = true;                // every call sent a body
    std::vector<security_scheme> security;  // of every call, each once
};

bool
is_json(std::string_view content_type)
{
    auto type = ascii_lower(std::string(content_type.substr(0, content_type.find(';'))));
    return type.empty() || type == "application/json" ||
           (type.size() > 5 && type.compare(type.size() - 5, 5, "+json") == 0);
}

// What a credential of `s` looks like, never a real one.
std::string
credential_placeholder(const security_scheme& s)
{
    if ((s.type == security_type::http && s.scheme == http_auth_scheme::bearer) || sends_bearer_token(s))
        return "Bearer <token>";
    if (s.type == security_type::http && s.scheme == http_auth_scheme::basic)
        return "Basic <base64 of user:password>";
    if (s.type == security_type::http)
        return std::string(s.scheme.text()) + " <credentials>";
    if (s.in == parameter_location::cookie)
        return s.parameter + "=<api key>";
    return "<api key>";
}

// Where a credential of `s` (not mutual TLS) goes in the input:
// `headers authorization`, `query api_key`; a cookie in `headers cookie`.
std::pair<std::string, std::string>
credential_member(const security_scheme& s)
{
    auto const m = typescript::credential_member_of(s).value();
    if (m.in == parameter_location::query)
        return {"query", m.name};
    if (m.in == parameter_location::cookie)
        return {"headers", "cookie"};
    return {"headers", m.name};
}

// The router's tree: procedures and path segments, in insertion order.
struct router_node
{
    struct entry
    {
        std::string key;
        std::string segment;            // empty for a procedure
        std::string procedure;          // the procedure's name, for a procedure
        std::unique_ptr<router_node> child;
    };
    std::vector<entry> entries;

    std::string unique_key(std::string wanted) const
    {
        auto key = wanted;
        for (int n = 2; std::any_of(entries.begin(), entries.end(),
                                    [&](auto const& e) { return e.key == key; });
             ++n)
            key = wanted + std::to_string(n);
        return key;
    }

    router_node& child(const std::string& segment)
    {
        for (auto& e : entries)
            if (e.child && e.segment == segment)
                return *e.child;
        entries.push_back({unique_key(segment_key(segment)), segment, "",
                           std::make_unique<router_node>()});
        return *entries.back().child;
    }

    void add(const std::string& method, const std::string& procedure_name)
    {
        entries.push_back({unique_key(ascii_lower(method)), "", procedure_name, nullptr});
    }

    void write(std::ostream& out, int indent) const
    {
        for (auto const& e : entries)
        {
            out << std::string(static_cast<std::size_t>(indent), ' ') << property_key(e.key) << ": ";
            if (e.child)
            {
                out << "{\n";
                e.child->write(out, indent + 2);
                out << std::string(static_cast<std::size_t>(indent), ' ') << "},\n";
            }
            else
                out << e.procedure << ",\n";
        }
    }
};

std::string
package_name(const configuration& cfg)
{
    return typescript::npm_package_name(cfg, package_key, "api-contract");
}

bool
is_success(unsigned status)
{
    return status >= 200 && status < 300;
}

// A member of the detailed input: `query` or `headers`.
struct input_member
{
    std::string key;
    std::string zod;
    bool required;
};

std::string
object_of(const std::vector<input_member>& members, int indent)
{
    std::string out = "z.object({\n";
    for (auto const& m : members)
        out += std::string(static_cast<std::size_t>(indent + 2), ' ') + property_key(m.key) + ": " + m.zod +
               (m.required ? "" : ".optional()") + ",\n";
    return out + std::string(static_cast<std::size_t>(indent), ' ') + "})";
}

// The detailed input (`{ params, query, headers, body }`) of `proc`;
// empty when it has none. Header names are in lower case (as oRPC's
// server adapters give them); query and header numbers are coerced, the
// wire carrying text; credentials are members, described in the comment.
std::string
input_expression(const procedure& proc, const operation_calls& op)
{
    std::vector<input_member> query, headers;
    for (auto const& p : proc.parameters)
    {
        auto zod = p.repeated ? "z.array(" + wire_expression(p.schema) + ")"
                              : wire_expression(p.schema);
        if (p.in == parameter_location::header)
            headers.push_back({ascii_lower(p.name), zod, p.required});
        else
            query.push_back({p.name, zod, p.required});
    }
    for (auto const& sc : proc.security)
    {
        if (sc.type == security_type::mutual_tls) // the connection's certificate, not the request's
            continue;
        auto const credential = credential_member(sc);
        auto const& member = credential.second;
        auto& members = credential.first == "query" ? query : headers;
        if (std::none_of(members.begin(), members.end(), [&](auto const& m) { return m.key == member; }))
            members.push_back({member, "z.string()", proc.security.size() == 1});
    }

    std::vector<std::pair<std::string, std::string>> parts; // member, its expression
    if (!op.parameter_names.empty())
    {
        std::string params = "z.object({ ";
        for (std::size_t i = 0; i < op.parameter_names.size(); ++i)
            params += (i ? ", " : "") + property_key(op.parameter_names[i]) + ": z.string()";
        parts.emplace_back("params", params + " })");
    }
    auto optional_object = [](const std::vector<input_member>& members) {
        auto required = std::any_of(members.begin(), members.end(), [](auto const& m) { return m.required; });
        return object_of(members, 4) + (required ? "" : ".optional()");
    };
    if (!query.empty())
        parts.emplace_back("query", optional_object(query));
    if (!headers.empty())
        parts.emplace_back("headers", optional_object(headers));
    if (!proc.bodies.empty() && op.method != "GET")
    {
        std::string body;
        std::vector<std::string> kinds;
        for (auto const& b : proc.bodies)
            if (std::find(kinds.begin(), kinds.end(), b.zod) == kinds.end())
                kinds.push_back(b.zod);
        if (kinds.size() == 1)
            body = kinds.front();
        else
        {
            body = "z.union([";
            for (std::size_t i = 0; i < kinds.size(); ++i)
                body += (i ? ", " : "") + kinds[i];
            body += "])";
        }
        parts.emplace_back("body", body + (proc.body_always ? "" : ".optional()"));
    }
    if (parts.empty())
        return "";
    // the paths' parameters alone stay on one line, as they always were
    if (parts.size() == 1 && parts.front().first == "params")
        return "z.object({ params: " + parts.front().second + " })";
    std::string out = "z.object({\n";
    for (auto const& [member, zod] : parts)
        out += "    " + member + ": " + zod + ",\n";
    return out + "  })";
}

std::string
contracts_ts(const document& doc, const std::string& package)
{
    names taken;
    std::vector<named_schema> schemas;
    std::vector<procedure> procedures;

    // the schemas first, each once, named by their models' names (an
    // unnamed one after its operation), then the procedures; an array of
    // a model is one of the model's schema
    std::function<std::string(const route::json::schema&, const operation_calls&,
                              const std::string&)>
        schema_name = [&](const route::json::schema& schema, const operation_calls& op,
                          const std::string& suffix) {
            if (schema.name.empty() && kind_of(schema) == schema_kind::array && schema.items &&
                !schema.items->nullable && !model_label(*schema.items).empty())
                return "z.array(" + schema_name(*schema.items, op, suffix) + ")";
            for (auto const& s : schemas)
                if (s.schema == schema)
                    return s.name;
            auto base = !schema.name.empty() ? pascal_identifier(schema.name)
                        : pascal_identifier(op.operation_id.empty() ? op.method + " " + op.summary
                                                                    : op.operation_id) +
                              suffix;
            schemas.push_back({schema, taken.take(base)});
            return schemas.back().name;
        };
    for (auto const& p : doc.view().paths)
        for (auto const& v : p.operations)
        {
            auto const& op = *v.calls;
            procedure proc{&op, p.path_template, "", {}, v.parameters, {}, true, v.security};
            if (v.request_body)
            {
                proc.body_always = v.request_body->required;
                for (auto const& b : v.request_body->content)
                {
                    auto type = ascii_lower(b.content_type.substr(0, b.content_type.find(';')));
                    std::string zod;
                    // a typed body (a raw one is any bytes)
                    if (is_json(b.content_type) && b.schema && !b.type_name.empty())
                        zod = schema_name(*b.schema, op, "Body");
                    else if (type == "application/x-www-form-urlencoded")
                        zod = "z.instanceof(URLSearchParams)";
                    else if (type == "multipart/form-data" && b.schema && kind_of(*b.schema) == schema_kind::object)
                        zod = form_data_zod(*b.schema);
                    else
                        zod = "z.instanceof(Blob)";
                    proc.bodies.push_back({b.content_type, zod});
                }
            }
            for (auto const& r : v.responses)
            {
                answer x{r.status, r.description, "", r.headers};
                if (r.content)
                    x.body = is_json(r.content->content_type)
                                 ? schema_name(*r.content->schema, op, std::to_string(r.status))
                                 : "z.string()";
                proc.answers.push_back(std::move(x));
            }
            procedures.push_back(std::move(proc));
        }
    for (auto& proc : procedures)
        proc.name = taken.take(camel_identifier(
            proc.op->operation_id.empty() ? ascii_lower(proc.op->method) + " " + proc.path_template
                                          : proc.op->operation_id));

    std::ostringstream out;
    out << "// The oRPC contract of " << package << ": one procedure per documented\n"
        << "// operation, nested by path in `router`, with the zod schemas of the\n"
        << "// answers. Written by docgen from the calls its specifications recorded.\n"
        << "import { oc } from '@orpc/contract';\n"
        << "import * as z from 'zod';\n";

    for (auto const& s : schemas)
    {
        out << "\n";
        if (!s.schema.name.empty())
            out << "/** `" << comment_text(s.schema.name, " * ") << "` */\n";
        out << "export const " << s.name << " = " << zod_expression(s.schema) << ";\n"
            << "export type " << s.name << " = z.infer<typeof " << s.name << ">;\n";
    }

    for (auto const& proc : procedures)
    {
        auto const& op = *proc.op;
        out << "\n/**\n * " << comment_text(op.summary.empty() ? op.operation_id : op.summary, " * ")
            << (op.summary.empty() && op.operation_id.empty() ? "" : ": ") << "`"
            << comment_text(op.method + " " + proc.path_template, " * ") << "`.\n *\n";
        // the path's description, the first a call declared
        for (auto const& c : op.calls)
            if (!c.operation_description.empty())
            {
                out << " * " << comment_text(c.operation_description, " * ") << "\n *\n";
                break;
            }
        for (auto const& a : proc.answers)
        {
            out << " * - " << a.status << ": " << comment_text(a.description, " *   ");
            if (a.status >= 400)
                out << " (`" << error_code(a.status) << "`)";
            else if (!is_success(a.status))
                out << " (not declared: oRPC errors have statuses from 400)";
            if (a.body == "z.string()")
                out << ", text/plain";
            for (std::size_t i = 0; i < a.headers.size(); ++i)
            {
                auto const& h = a.headers[i];
                out << (i ? ", `" : "; headers `") << comment_text(h.name, " *   ") << "`";
                if (!h.schema.type.empty() && kind_of(h.schema) != schema_kind::string)
                    out << " (" << comment_text(h.schema.type, " *   ") << ", as text)";
            }
            out << "\n";
        }
        if (!proc.bodies.empty())
        {
            out << " *\n * Body (`input.body`" << (proc.body_always ? "" : ", optional") << "):\n";
            for (auto const& b : proc.bodies)
            {
                out << " * - `" << comment_text(b.content_type, " *   ") << "`";
                if (b.zod == "z.instanceof(URLSearchParams)")
                    out << ": a `URLSearchParams`";
                else if (b.zod == "z.instanceof(Blob)")
                    out << ": a `Blob` of that type";
                else if (b.content_type == "multipart/form-data")
                    out << ": `" << comment_text(b.zod, " *   ") << "`, which oRPC's client sends as `FormData` when it "
                        << "holds a `Blob` (a field given several files goes as `name[0]`, "
                        << "`name[1]`, and a form of text fields only as JSON: those it cannot "
                        << "send as declared)";
                else
                    out << ": `" << b.zod << "`";
                out << "\n";
            }
        }
        if (!proc.security.empty())
        {
            out << " *\n * Security" << (proc.security.size() > 1 ? ", one of" : "") << ":\n";
            for (auto const& sc : proc.security)
            {
                if (sc.type == security_type::mutual_tls)
                {
                    out << " * - `" << comment_text(sc.name, " *   ")
                        << "`: mutual TLS, the client's certificate on the connection\n";
                    continue;
                }
                auto [where, member] = credential_member(sc);
                out << " * - `" << comment_text(sc.name, " *   ") << "`: `input." << where << "["
                    << comment_text(string_literal(member), " *   ") << "]`, `"
                    << comment_text(credential_placeholder(sc), " *   ") << "`\n";
            }
        }
        out << " */\n";

        std::optional<unsigned> success;
        std::vector<const answer*> successes;
        bool detailed_output = false;
        for (auto const& a : proc.answers)
            if (is_success(a.status))
            {
                if (!success)
                    success = a.status;
                successes.push_back(&a);
                detailed_output = detailed_output || !a.headers.empty();
            }
        // a response header is text as received: the client does not parse it
        std::vector<std::string> outputs;
        for (auto const* a : successes)
        {
            auto o = a->body.empty() ? std::string("z.void()") : a->body;
            if (detailed_output)
            {
                o = "z.object({ status: z.literal(" + std::to_string(a->status) + ")";
                if (!a->headers.empty())
                {
                    o += ", headers: z.object({ ";
                    for (std::size_t i = 0; i < a->headers.size(); ++i)
                        o += (i ? ", " : "") + property_key(ascii_lower(a->headers[i].name)) + ": z.string()";
                    o += " })";
                }
                o += ", body: " + (a->body.empty() ? std::string("z.void()") : a->body) + " })";
            }
            if (std::find(outputs.begin(), outputs.end(), o) == outputs.end())
                outputs.push_back(o);
        }

        // the calls of the chain, each without its line break
        std::vector<std::string> chain;
        std::ostringstream route;
        route << "  .route({\n"
              << "    method: " << string_literal(op.method) << ",\n"
              << "    path: " << string_literal(proc.path_template) << ",\n";
        if (!op.summary.empty())
            route << "    summary: " << string_literal(op.summary) << ",\n";
        if (!op.operation_id.empty())
            route << "    operationId: " << string_literal(op.operation_id) << ",\n";
        if (!op.tags.empty())
        {
            route << "    tags: [";
            for (std::size_t i = 0; i < op.tags.size(); ++i)
                route << (i ? ", " : "") << string_literal(op.tags[i]);
            route << "],\n";
        }
        if (success)
            route << "    successStatus: " << *success << ",\n";
        route << "    inputStructure: 'detailed',\n";
        if (detailed_output)
            route << "    outputStructure: 'detailed',\n";
        route << "  })";
        chain.push_back(route.str());

        if (std::any_of(proc.answers.begin(), proc.answers.end(),
                        [](auto const& a) { return a.status >= 400; }))
        {
            std::string errors = "  .errors({\n";
            for (auto const& a : proc.answers)
            {
                if (a.status < 400)
                    continue;
                errors += "    " + error_code(a.status) + ": { status: " +
                          std::to_string(a.status) + ", message: " + string_literal(a.description);
                if (!a.body.empty())
                    errors += ", data: " + a.body;
                errors += " },\n";
            }
            chain.push_back(errors + "  })");
        }

        if (auto input = input_expression(proc, op); !input.empty())
            chain.push_back("  .input(" + input + ")");
        if (outputs.size() == 1)
            chain.push_back("  .output(" + outputs.front() + ")");
        else if (outputs.size() > 1)
        {
            std::string output = "  .output(z.union([";
            for (std::size_t i = 0; i < outputs.size(); ++i)
                output += (i ? ", " : "") + outputs[i];
            chain.push_back(output + "]))");
        }

        out << "export const " << proc.name << " = oc";
        for (auto const& c : chain)
            out << "\n" << c;
        out << ";\n";
    }

    router_node root;
    for (auto const& proc : procedures)
    {
        router_node* node = &root;
        std::string_view rest = proc.path_template;
        while (!rest.empty())
        {
            auto slash = rest.find('/');
            auto segment = rest.substr(0, slash);
            rest = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
            if (!segment.empty())
                node = &node->child(std::string(segment));
        }
        node->add(proc.op->method, proc.name);
    }
    out << "\n/** Every procedure, nested by path: `router.<segments>.<method>`. */\n"
        << "export const router = {\n";
    root.write(out, 2);
    out << "};\n";
    return out.str();
}

constexpr std::string_view client_ts =
    R"(// A client of the contract (./contracts.ts) over oRPC's OpenAPI link.
// An answer with an error status becomes an ORPCError whose code is that
// of the status (404: NOT_FOUND) and whose data is the body; when the
// procedure declares that error and the body matches its schema, the
// error is defined (`isDefinedError`), with the declared message and the
// parsed body. Written by docgen.
import {
  COMMON_ORPC_ERROR_DEFS,
  createORPCClient,
  ORPCError,
  type ClientContext,
  type ClientLink,
} from '@orpc/client';
import { isContractProcedure, validateORPCError, type ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { router } from './contracts';

/** The client of every procedure of `router`. */
export type Client = ContractRouterClient<typeof router>;

/**
 * `url` with its query as the service reads it, OpenAPI's form style with
 * `explode: true`: `tag=a&tag=b`. oRPC's OpenAPI link writes a query in
 * bracket notation, an array as `tag[0]=a&tag[1]=b`, and escapes `\`, `[`
 * and `]` in names; a query member of the contract is a value or an array
 * of values, so its name is the text before the first unescaped `[`. A
 * space is sent as `%20`.
 */
export function formQuery(url: URL): URL {
  const plain = (key: string): string => {
    let name = '';
    for (let i = 0; i < key.length; ++i) {
      if (key[i] === '\\' && i + 1 < key.length) name += key[++i];
      else if (key[i] === '[') break;
      else name += key[i];
    }
    return name;
  };
  const form = new URL(url);
  form.search = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(plain(k))}=${encodeURIComponent(v)}`)
    .join('&');
  return form;
}

/** The code the contract declares for an error status. */
export function errorCode(status: number): string {
  const common = Object.entries(COMMON_ORPC_ERROR_DEFS).find(([, d]) => d.status === status);
  return common ? common[0] : `STATUS_${status}`;
}

/** A client calling the service at `url` (`http://127.0.0.1:8080`), sending `headers`. */
export function createClient(url: string, headers: Record<string, string> = {}): Client {
  const link = new OpenAPILink(router, {
    url,
    headers: () => headers,
    clientInterceptors: [
      (options) => options.next({ ...options, request: { ...options.request, url: formQuery(options.request.url) } }),
    ],
    customErrorResponseBodyDecoder: (body, response) =>
      new ORPCError(errorCode(response.status), { status: response.status, data: body }),
  });
  const declared: ClientLink<ClientContext> = {
    async call(path, input, options) {
      try {
        return await link.call(path, input, options);
      } catch (e) {
        const procedure = path.reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          router,
        );
        if (!(e instanceof ORPCError) || !isContractProcedure(procedure)) throw e;
        const error = await validateORPCError(procedure['~orpc'].errorMap, e);
        const message = error.defined ? procedure['~orpc'].errorMap[error.code]?.message : undefined;
        if (!message) throw error;
        const { code, status, data } = error;
        throw new ORPCError(code, { defined: true, status, message, data, cause: e });
      }
    },
  };
  return createORPCClient(declared);
}
)";

std::string
package_json(const std::string& name)
{
    return typescript::package_json({
        {"name", name},
        {"version", "0.0.0"},
        {"private", true},
        {"description", "The oRPC contract of the operations documented by docgen"},
        {"type", "module"},
        {"exports", boost::json::object{{".", "./src/contracts.ts"}, {"./client", "./src/client.ts"}}},
        {"peerDependencies", boost::json::object{{"@orpc/client", "^1.0.0"},
                                                 {"@orpc/contract", "^1.0.0"},
                                                 {"@orpc/openapi-client", "^1.0.0"},
                                                 {"zod", "^4.0.0"}}},
    });
}

} // namespace

std::map<std::string, std::string>
package_files(const document& doc, const configuration& cfg)
{
    auto name = package_name(cfg);
    return {
        {"package.json", package_json(name)},
        // `skipLibCheck`: @orpc/shared's declarations name an optional peer
        // (@opentelemetry/api); the package's own sources are checked in full
        {"tsconfig.json", typescript::tsconfig_json({"\"skipLibCheck\": true"}, "[\"src\"]")},
        {"src/contracts.ts", contracts_ts(doc, name)},
        {"src/client.ts", std::string(client_ts)},
    };
}

static std::string
write_package(const document& doc, const configuration& cfg, const std::filesystem::path& dir)
{
    write_tree(dir, package_files(doc, cfg));
    return "package.json, tsconfig.json, src/contracts.ts, src/client.ts";
}

orpc_formatter::orpc_formatter()
    : basic_formatter("orpc", {{std::string(package_key), false}}, &write_package)
{
}

static const formatter_registrar<orpc_formatter> registered;

} // namespace orpc
} // namespace docgen
