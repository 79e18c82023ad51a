//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The C++ headers the `client` format writes: include guards, the models
// as described structs and enums with their naming policies, and the
// endpoints of each tag.

#include "headers.hpp"

#include "names.hpp"
#include <docgen/text.hpp>
#include <algorithm>
#include <cstddef>
#include <sstream>
#include <vector>

namespace docgen {
namespace client_format {
namespace detail {

namespace {

class header_writer
{
public:
    explicit header_writer(const client_tree& tree)
        : tree_(tree), package_(tree.package), models_(tree.models.models()),
          order_(tree.models.order())
    {
    }

    std::string models_header(const std::string& file) const
    {
        std::vector<std::size_t> ms;
        for (auto i : order_)
            if (models_[i].tags.size() > 1)
                ms.push_back(i);
        std::ostringstream os;
        header_start(os, file, "The models that several tags of " + tree_.package_dotted() + " use.");
        includes(os, ms);
        os << "\nnamespace " << tree_.namespace_name("") << " {\n\n";
        bool wire_names = false;
        write_models(os, ms, wire_names);
        os << "} // namespace " << tree_.namespace_name("") << "\n";
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
        os << "\nnamespace " << tree_.namespace_name(t.ns) << " {\n\n";
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
        os << "};\n\n} // namespace " << tree_.namespace_name(t.ns) << "\n";
        write_policies(os, ms, t.ns);
        os << "\n#endif\n";
        return os.str();
    }

private:
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
                        type = tree_.qualified(x.tags.size() > 1 ? "" : tree_.ns_of(x)) + "::" + type;
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
            os << "\ntemplate <>\nstruct route::json::naming_policy<" << tree_.qualified(ns) << "::" << m.name
               << ">\n{\n    using type = " << tree_.qualified(ns) << "::wire_names::" << m.name
               << ";\n};\n";
        }
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

    const client_tree& tree_;
    const std::vector<std::string>& package_;
    const std::vector<model_info>& models_;
    const std::vector<std::size_t>& order_;
};

} // namespace

std::string
models_header(const client_tree& tree, const std::string& file)
{
    return header_writer(tree).models_header(file);
}

std::string
tag_header(const client_tree& tree, const tag_info& t, const std::string& file, bool shared)
{
    return header_writer(tree).tag_header(t, file, shared);
}

} // namespace detail
} // namespace client_format
} // namespace docgen
