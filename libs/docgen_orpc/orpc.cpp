//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `orpc` format: the recorded operations as an oRPC contract, one
// procedure per operation nested by path, with zod 4 schemas derived from
// the recorded schema trees. Everything is written in declaration order.

#include <docgen/orpc.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <memory>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

namespace docgen {
namespace orpc {

namespace {

// ECMAScript's reserved words, those of strict mode, the names a module
// cannot or should not bind, and the names the contract binds itself.
constexpr std::string_view reserved_words[] = {
    "await",     "break",      "case",    "catch",    "class",     "const",     "continue",
    "debugger",  "default",    "delete",  "do",       "else",      "enum",      "export",
    "extends",   "false",      "finally", "for",      "function",  "if",        "implements",
    "import",    "in",         "instanceof", "interface", "let",   "new",       "null",
    "package",   "private",    "protected", "public", "return",    "static",    "super",
    "switch",    "this",       "throw",   "true",     "try",       "typeof",    "var",
    "void",      "while",      "with",    "yield",    "arguments", "eval",      "undefined",
    "NaN",       "Infinity",   "z",       "oc",       "router"};

constexpr std::string_view http_methods[] = {"get",     "put",   "post",   "delete", "patch",
                                             "head",    "options", "trace", "connect"};

bool
is_alnum(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

char
upper(char c)
{
    return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
}

char
lower(char c)
{
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

std::string
lower(std::string s)
{
    for (auto& c : s)
        c = lower(c);
    return s;
}

// The runs of ASCII letters and digits of `text`, joined: the first
// capitalised or lowered as `capitalise_first` says, the others capitalised.
std::string
join_words(std::string_view text, bool capitalise_first)
{
    std::string out;
    bool word_start = true;
    for (char c : text)
    {
        if (!is_alnum(c) || static_cast<unsigned char>(c) >= 0x80)
        {
            word_start = true;
            continue;
        }
        if (word_start)
            c = (out.empty() && !capitalise_first) ? lower(c) : upper(c);
        out += c;
        word_start = false;
    }
    return out;
}

std::string
leading_digit_guard(std::string s)
{
    if (s.empty())
        return "_";
    if (std::isdigit(static_cast<unsigned char>(s.front())))
        return "_" + s;
    return s;
}

// A member name of an object literal: bare when it is an identifier name,
// quoted otherwise, computed for `__proto__` (which would set the prototype).
std::string
member_key(const std::string& name)
{
    static const std::regex identifier_name("[A-Za-z_$][A-Za-z0-9_$]*");
    if (name == "__proto__")
        return "['__proto__']";
    if (std::regex_match(name, identifier_name))
        return name;
    return string_literal(name);
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

std::string
spaces(int n)
{
    return std::string(static_cast<std::size_t>(n), ' ');
}

} // namespace

bool
is_reserved(std::string_view name)
{
    return std::find(std::begin(reserved_words), std::end(reserved_words), name) !=
           std::end(reserved_words);
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
    static const char hex[] = "0123456789ABCDEF";
    std::string out = "'";
    for (std::size_t i = 0; i < text.size(); ++i)
    {
        auto c = static_cast<unsigned char>(text[i]);
        switch (c)
        {
        case '\\': out += "\\\\"; break;
        case '\'': out += "\\'"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20 || c == 0x7f)
            {
                out += "\\x";
                out += hex[c >> 4];
                out += hex[c & 0xf];
            }
            // U+2028 and U+2029, line terminators to older parsers
            else if (c == 0xe2 && i + 2 < text.size() && text[i + 1] == '\x80' &&
                     (text[i + 2] == '\xa8' || text[i + 2] == '\xa9'))
            {
                out += text[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
                i += 2;
            }
            else
                out += static_cast<char>(c);
        }
    }
    return out + "'";
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
    std::string out;
    if (!s.enumeration.empty())
    {
        out = "z.enum([";
        for (std::size_t i = 0; i < s.enumeration.size(); ++i)
            out += (i ? ", " : "") + string_literal(s.enumeration[i]);
        out += "])";
    }
    else if (s.type == "object" && s.properties.empty() && s.additional_properties)
        out = "z.record(z.string(), " + zod_expression(*s.additional_properties, indent) + ")";
    else if (s.type == "object")
    {
        if (s.properties.empty())
            out = "z.object({})";
        else
        {
            out = "z.object({\n";
            for (auto const& p : s.properties)
            {
                bool required = std::find(s.required.begin(), s.required.end(), p.name) !=
                                s.required.end();
                out += spaces(indent + 2) + member_key(p.name) + ": " +
                       zod_expression(p.value, indent + 2) + (required ? "" : ".optional()") +
                       ",\n";
            }
            out += spaces(indent) + "})";
        }
        if (s.additional_properties)
            out += ".catchall(" + zod_expression(*s.additional_properties, indent) + ")";
    }
    else if (s.type == "array")
        out = "z.array(" + (s.items ? zod_expression(*s.items, indent) : "z.unknown()") + ")";
    else if (s.type == "string")
        out = "z.string()";
    else if (s.type == "integer")
        out = "z.number().int()";
    else if (s.type == "number")
        out = "z.number()";
    else if (s.type == "boolean")
        out = "z.boolean()";
    else if (s.type.empty())
        return "z.unknown()"; // null included
    else
        throw std::runtime_error("the schema type '" + s.type + "' has no zod equivalent");
    if (s.nullable)
        out += ".nullable()";
    return out;
}

namespace {

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
struct named_schema
{
    std::string type_name;
    route::json::schema schema;
    std::string name;
};

// One declared answer of an operation.
struct answer
{
    unsigned status = 0;
    std::string description;
    std::optional<std::size_t> schema; // index into the named schemas
};

struct procedure
{
    const operation_calls* op = nullptr;
    std::string path_template;
    std::string name;
    std::vector<answer> answers; // in the order first declared
};

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
        entries.push_back({unique_key(lower(method)), "", procedure_name, nullptr});
    }

    void write(std::ostream& out, int indent) const
    {
        for (auto const& e : entries)
        {
            out << spaces(indent) << member_key(e.key) << ": ";
            if (e.child)
            {
                out << "{\n";
                e.child->write(out, indent + 2);
                out << spaces(indent) << "},\n";
            }
            else
                out << e.procedure << ",\n";
        }
    }
};

const std::regex npm_name("(@[a-z0-9-~][a-z0-9-._~]*/)?[a-z0-9-~][a-z0-9-._~]*");

std::string
package_name(const configuration& cfg)
{
    auto it = cfg.find(std::string(package_key));
    if (it == cfg.end())
        return "api-contract";
    if (it->second.size() > 214 || !std::regex_match(it->second, npm_name))
        throw std::runtime_error(
            "the configuration key '" + std::string(package_key) + "': '" + it->second +
            "' is not an npm package name (lowercase letters, digits, '-', '.', '_', '~', "
            "at most 214 characters, optionally under an @scope/)");
    return it->second;
}

bool
is_success(unsigned status)
{
    return status >= 200 && status < 300;
}

std::string
contracts_ts(const document& doc, const std::string& package)
{
    names taken;
    std::vector<named_schema> schemas;
    std::vector<procedure> procedures;

    // the schemas first, named after their C++ types, then the procedures
    auto schema_index = [&](const recorded_call& c, const operation_calls& op, unsigned status) {
        for (std::size_t i = 0; i < schemas.size(); ++i)
            if (schemas[i].type_name == c.type_name && schemas[i].schema == *c.schema)
                return i;
        auto base = c.type_name.empty()
                        ? pascal_identifier(op.operation_id.empty() ? op.method + " " + op.summary
                                                                    : op.operation_id) +
                              std::to_string(status)
                        : pascal_identifier(c.type_name);
        schemas.push_back({c.type_name, *c.schema, taken.take(base)});
        return schemas.size() - 1;
    };
    for (auto const& p : doc.paths)
        for (auto const& op : p.operations)
        {
            procedure proc{&op, p.path_template, "", {}};
            for (auto const& c : op.calls)
            {
                auto status = c.expected_status ? c.expected_status : c.status;
                auto it = std::find_if(proc.answers.begin(), proc.answers.end(),
                                       [&](auto const& a) { return a.status == status; });
                if (it == proc.answers.end())
                {
                    proc.answers.push_back({status, c.description, std::nullopt});
                    it = std::prev(proc.answers.end());
                }
                if (c.schema && !it->schema)
                    it->schema = schema_index(c, op, status);
            }
            procedures.push_back(std::move(proc));
        }
    for (auto& proc : procedures)
        proc.name = taken.take(camel_identifier(
            proc.op->operation_id.empty() ? lower(proc.op->method) + " " + proc.path_template
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
        if (!s.type_name.empty())
            out << "/** `" << comment_text(s.type_name, " * ") << "` */\n";
        out << "export const " << s.name << " = " << zod_expression(s.schema) << ";\n"
            << "export type " << s.name << " = z.infer<typeof " << s.name << ">;\n";
    }

    for (auto const& proc : procedures)
    {
        auto const& op = *proc.op;
        out << "\n/**\n * " << comment_text(op.summary.empty() ? op.operation_id : op.summary, " * ")
            << (op.summary.empty() && op.operation_id.empty() ? "" : ": ") << "`"
            << comment_text(op.method + " " + proc.path_template, " * ") << "`.\n *\n";
        for (auto const& a : proc.answers)
        {
            out << " * - " << a.status << ": " << comment_text(a.description, " *   ");
            if (a.status >= 400)
                out << " (`" << error_code(a.status) << "`)";
            else if (!is_success(a.status))
                out << " (not declared: oRPC errors have statuses from 400)";
            out << "\n";
        }
        out << " */\n";

        std::optional<unsigned> success;
        std::vector<std::string> outputs;
        for (auto const& a : proc.answers)
            if (is_success(a.status))
            {
                if (!success)
                    success = a.status;
                auto o = a.schema ? schemas[*a.schema].name : std::string("z.void()");
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
        route << "    inputStructure: 'detailed',\n"
              << "  })";
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
                if (a.schema)
                    errors += ", data: " + schemas[*a.schema].name;
                errors += " },\n";
            }
            chain.push_back(errors + "  })");
        }

        if (!op.parameter_names.empty())
        {
            std::string input = "  .input(z.object({ params: z.object({ ";
            for (std::size_t i = 0; i < op.parameter_names.size(); ++i)
                input += (i ? ", " : "") + member_key(op.parameter_names[i]) + ": z.string()";
            chain.push_back(input + " }) }))");
        }
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

// `skipLibCheck`: @orpc/shared's declarations name an optional peer
// (@opentelemetry/api); the package's own sources are checked in full.
constexpr std::string_view tsconfig_json = R"({
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["src"]
}
)";

std::string
package_json(const std::string& name)
{
    return "{\n"
           "  \"name\": \"" + name + "\",\n"
           "  \"version\": \"0.0.0\",\n"
           "  \"private\": true,\n"
           "  \"description\": \"The oRPC contract of the operations documented by docgen\",\n"
           "  \"type\": \"module\",\n"
           "  \"exports\": {\n"
           "    \".\": \"./src/contracts.ts\",\n"
           "    \"./client\": \"./src/client.ts\"\n"
           "  },\n"
           "  \"peerDependencies\": {\n"
           "    \"@orpc/client\": \"^1.0.0\",\n"
           "    \"@orpc/contract\": \"^1.0.0\",\n"
           "    \"@orpc/openapi-client\": \"^1.0.0\",\n"
           "    \"zod\": \"^4.0.0\"\n"
           "  }\n"
           "}\n";
}

} // namespace

std::map<std::string, std::string>
package_files(const document& doc, const configuration& cfg)
{
    auto name = package_name(cfg);
    return {
        {"package.json", package_json(name)},
        {"tsconfig.json", std::string(tsconfig_json)},
        {"src/contracts.ts", contracts_ts(doc, name)},
        {"src/client.ts", std::string(client_ts)},
    };
}

std::string
orpc_formatter::name() const
{
    return "orpc";
}

std::vector<config_key>
orpc_formatter::keys() const
{
    return {{std::string(package_key), false}};
}

std::string
orpc_formatter::write(const document& doc, const configuration& cfg,
                      const std::filesystem::path& dir) const
{
    for (auto const& [rel, text] : package_files(doc, cfg))
    {
        auto file = dir / rel;
        std::filesystem::create_directories(file.parent_path());
        std::ofstream out(file, std::ios::binary);
        if (!out)
            throw std::runtime_error("cannot create " + file.string());
        out << text;
        out.close();
        if (!out)
            throw std::runtime_error("cannot write " + file.string());
    }
    return "package.json, tsconfig.json, src/contracts.ts, src/client.ts";
}

static const formatter_registrar<orpc_formatter> registered;

} // namespace orpc
} // namespace docgen
