//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The operations of the `client` format: grouped by tag, each a function
// whose arguments are the path values, then the body, the query and
// header parameters and the credentials.

#include "client_tree.hpp"

#include "client_format.hpp"
#include "names.hpp"
#include <docgen/schema_walk.hpp>
#include <docgen/text.hpp>
#include <docgen/view.hpp>
#include <algorithm>
#include <utility>

namespace docgen {
namespace client_format {
namespace detail {

namespace {

// Fills a client_tree from the document's operations.
class tree_builder
{
public:
    explicit tree_builder(client_tree& tree) : tree_(tree), tags_(tree.tags) {}

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
                    tree_.models.reserve(t.ns);
                    tree_.models.reserve(t.endpoints);
                    tags_.push_back(std::move(t));
                }
        tree_.models.reserve("wire_names");
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
                type = tree_.models.type_of(*r.content->schema, base_name(*r.content->schema, o.operation_id), roots);
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
                tree_.models.mark(r, tag);
            operation_info copy = op;
            copy.function = unique(safe_identifier(id), t->functions);
            t->functions.insert(copy.function);
            t->operations.push_back(std::move(copy));
        }
    }

private:
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
                a.type = "const " + tree_.models.type_of(*b.schema, base_name(*b.schema, o.operation_id + "_body"),
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

    client_tree& tree_;
    std::vector<tag_info>& tags_;
};

} // namespace

std::string
client_tree::qualified(const std::string& ns) const
{
    std::string q;
    for (auto const& n : package)
        q += "::" + n;
    return ns.empty() ? q : q + "::" + ns;
}

std::string
client_tree::namespace_name(const std::string& ns) const
{
    return qualified(ns).substr(2);
}

std::string
client_tree::package_dotted() const
{
    std::string s;
    for (auto const& n : package)
        s += (s.empty() ? "" : ".") + n;
    return s;
}

std::string
client_tree::ns_of(const model_info& m) const
{
    for (auto const& t : tags)
        if (m.tags.count(t.tag))
            return t.ns;
    return "";
}

client_tree
make_client_tree(const document& doc, std::string_view package)
{
    client_tree tree;
    tree.package = package_namespaces(package);
    tree_builder b(tree);
    b.collect_tags(doc);
    for (auto const& p : doc.view().paths)
        for (auto const& o : p.operations)
            b.add_operation(p, o);
    return tree;
}

} // namespace detail
} // namespace client_format
} // namespace docgen
