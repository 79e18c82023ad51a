//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The breaking-change check: two OpenAPI documents walked side by side,
// paths, operations, parameters, request bodies, responses and schemas,
// following `$ref`s into the components.

#include <docgen/compare.hpp>

#include <boost/algorithm/string/case_conv.hpp>
#include <yaml-cpp/yaml.h>
#include <algorithm>
#include <cctype>
#include <fstream>
#include <locale>
#include <map>
#include <set>
#include <sstream>
#include <utility>

namespace docgen {

namespace {

// A node and the JSON pointer where it is.
struct located
{
    YAML::Node node;
    std::string pointer;

    located(YAML::Node n, std::string p) : node(std::move(n)), pointer(std::move(p)) {}
    located(const located&) = default;

    // YAML::Node's operator= writes into the node it refers to, changing
    // the document; a located is rebound instead.
    located& operator=(const located& other)
    {
        node.reset(other.node);
        pointer = other.pointer;
        return *this;
    }
};

std::string
child(const std::string& pointer, std::string_view token)
{
    return pointer + "/" + json_pointer_token(token);
}

std::string
unescape_token(std::string_view t)
{
    std::string out;
    for (std::size_t i = 0; i < t.size(); ++i)
    {
        if (t[i] == '~' && i + 1 < t.size() && (t[i + 1] == '0' || t[i + 1] == '1'))
        {
            out += t[i + 1] == '0' ? '~' : '/';
            ++i;
        }
        else
            out += t[i];
    }
    return out;
}

int
hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

// The URI fragment `#/a/b%20c` as the JSON pointer `/a/b c`; false when
// its percent-encoding is broken.
bool
fragment_pointer(std::string_view ref, std::string& out)
{
    out.clear();
    for (std::size_t i = 1; i < ref.size(); ++i)
    {
        if (ref[i] != '%')
        {
            out += ref[i];
            continue;
        }
        if (i + 2 >= ref.size() || hex_digit(ref[i + 1]) < 0 || hex_digit(ref[i + 2]) < 0)
            return false;
        out += static_cast<char>(hex_digit(ref[i + 1]) * 16 + hex_digit(ref[i + 2]));
        i += 2;
    }
    return true;
}

// The value of `key` in the map `n`; an undefined node when `n` is not a
// map or has no such key. (yaml-cpp's non-const operator[] would insert
// the key, or turn a sequence into a map.)
YAML::Node
get(const YAML::Node& n, std::string_view key)
{
    if (n.IsMap())
        for (auto const& kv : n)
            if (kv.first.IsScalar() && kv.first.Scalar() == key)
                return kv.second;
    return YAML::Node(YAML::NodeType::Undefined);
}

std::string
scalar(const YAML::Node& n, const char* key)
{
    if (!n.IsMap())
        return {};
    auto v = get(n, key);
    return v && v.IsScalar() ? v.Scalar() : std::string();
}

bool
flag(const YAML::Node& n, const char* key)
{
    return scalar(n, key) == "true";
}

// ASCII letters lowered or raised, whatever the global locale
std::string
lower(const std::string& s)
{
    return boost::algorithm::to_lower_copy(s, std::locale::classic());
}

std::string
upper(const std::string& s)
{
    return boost::algorithm::to_upper_copy(s, std::locale::classic());
}
// The keys of a map, in document order.
std::vector<std::string>
keys(const YAML::Node& n)
{
    std::vector<std::string> out;
    if (n && n.IsMap())
        for (auto const& kv : n)
            out.push_back(kv.first.as<std::string>());
    return out;
}

bool
contains(const std::vector<std::string>& v, const std::string& s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}

// The names a schema's `required` lists.
std::vector<std::string>
required_of(const YAML::Node& schema)
{
    std::vector<std::string> out;
    if (!schema.IsMap())
        return out;
    auto r = get(schema, "required");
    if (r && r.IsSequence())
        for (auto const& x : r)
            if (x.IsScalar())
                out.push_back(x.Scalar());
    return out;
}

// `/users/{username}` as `/users/{}`: what a client's URL looks like
// whatever its parameters are called.
std::string
path_shape(std::string_view tmpl, std::vector<std::string>* names = nullptr)
{
    std::string out;
    for (std::size_t i = 0; i < tmpl.size(); ++i)
    {
        auto j = tmpl[i] == '{' ? tmpl.find('}', i) : std::string_view::npos;
        if (j == std::string_view::npos)
        {
            out += tmpl[i];
            continue;
        }
        if (names)
            names->emplace_back(tmpl.substr(i + 1, j - i - 1));
        out += "{}";
        i = j;
    }
    return out;
}

constexpr std::string_view methods[] = {"get", "put", "post", "delete",
                                        "options", "head", "patch", "trace"};

// The node at the JSON pointer `pointer` of `root`, or an invalid node.
YAML::Node
at_pointer(const YAML::Node& root, std::string_view pointer)
{
    YAML::Node n = root;
    std::size_t i = 0;
    while (i < pointer.size())
    {
        if (pointer[i] != '/')
            return YAML::Node(YAML::NodeType::Undefined);
        auto j = pointer.find('/', i + 1);
        auto token = unescape_token(pointer.substr(i + 1, j == std::string_view::npos
                                                              ? std::string_view::npos
                                                              : j - i - 1));
        if (n.IsMap())
        {
            YAML::Node next;
            bool found = false;
            for (auto const& kv : n)
                if (kv.first.IsScalar() && kv.first.Scalar() == token)
                {
                    next = kv.second;
                    found = true;
                    break;
                }
            if (!found)
                return YAML::Node(YAML::NodeType::Undefined);
            n.reset(next);
        }
        else if (n.IsSequence())
        {
            if (token.empty() || !std::all_of(token.begin(), token.end(), [](char c) {
                    return c >= '0' && c <= '9';
                }) || (token.size() > 1 && token[0] == '0'))
                return YAML::Node(YAML::NodeType::Undefined);
            auto k = std::stoul(token);
            if (k >= n.size())
                return YAML::Node(YAML::NodeType::Undefined);
            n.reset(n[k]);
        }
        else
            return YAML::Node(YAML::NodeType::Undefined);
        i = j == std::string_view::npos ? pointer.size() : j;
    }
    return n;
}

// Follows `$ref`s from `x` to a node that is not one. The document was
// checked when read, so each reference resolves and none loops.
located
resolve(const YAML::Node& root, located x)
{
    for (int hops = 0; x.node.IsMap() && get(x.node, "$ref"); ++hops)
    {
        std::string p;
        fragment_pointer(get(x.node, "$ref").Scalar(), p);
        x = {at_pointer(root, p), p};
        if (hops > 1000 || !x.node.IsDefined())
            break;
    }
    return x;
}

// Every `$ref` of the document resolves, and no chain of them loops.
void
check_refs(const openapi_document& d, const YAML::Node& n, const std::string& pointer)
{
    auto fail = [&](const std::string& why) {
        throw openapi_read_error(d.name + ": the $ref at " + (pointer.empty() ? "/" : pointer) +
                                 " " + why);
    };
    if (n.IsMap())
    {
        if (auto r = get(n, "$ref"))
        {
            if (!r.IsScalar())
                fail("is not a string");
            auto const& ref = r.Scalar();
            if (ref.empty() || ref[0] != '#')
                fail("'" + ref + "' is not a reference into the same document (#/...): "
                     "other documents are not read");
            std::set<std::string> seen;
            located x{n, pointer};
            while (x.node.IsMap() && get(x.node, "$ref"))
            {
                std::string p;
                auto const& here = get(x.node, "$ref").Scalar();
                if (!fragment_pointer(here, p))
                    fail("'" + ref + "' has a broken percent-encoding");
                if (!seen.insert(p).second)
                    fail("'" + ref + "' only refers back to itself");
                x = {at_pointer(d.root, p), p};
                if (!x.node.IsDefined())
                    fail("'" + ref + "' points to nothing" +
                         (here == ref ? std::string() : " (through '" + here + "')"));
            }
        }
        for (auto const& kv : n)
            check_refs(d, kv.second, child(pointer, kv.first.Scalar()));
    }
    else if (n.IsSequence())
        for (std::size_t i = 0; i < n.size(); ++i)
            check_refs(d, n[i], pointer + "/" + std::to_string(i));
}

// Whether `d` is an OpenAPI 3.1 document (its schemas are JSON Schema 2020-12).
bool
is_openapi_31(const openapi_document& d)
{
    return scalar(d.root, "openapi").rfind("3.1.", 0) == 0;
}

// What a schema says of its values' types: the types other than null,
// sorted (none: any), and whether null is one of its values. In 3.0 that
// is `type` and `nullable: true`; in 3.1 `type` may be a list, in which
// "null" is the null.
struct value_types
{
    std::vector<std::string> types;
    bool nullable = false;

    value_types(const YAML::Node& schema, bool openapi_31)
    {
        auto add = [&](const YAML::Node& t) {
            if (!t.IsScalar() || t.Scalar().empty())
                return;
            if (openapi_31 && t.Scalar() == "null")
                nullable = true;
            else if (!contains(types, t.Scalar()))
                types.push_back(t.Scalar());
        };
        auto t = get(schema, "type");
        if (t && t.IsSequence())
            for (auto const& e : t)
                add(e);
        else if (t)
            add(t);
        std::sort(types.begin(), types.end());
        if (!openapi_31)
            nullable = flag(schema, "nullable");
    }

    // Whether every value of these types is one of `other`'s.
    bool within(const value_types& other) const
    {
        return other.types.empty() ||
               (!types.empty() && std::includes(other.types.begin(), other.types.end(),
                                                types.begin(), types.end()));
    }

    std::string text() const
    {
        std::string out;
        for (auto const& t : types)
            out += (out.empty() ? "" : " or ") + t;
        return out;
    }
};

// Whether the schema `n` holds null alone: `enum: [null]` (3.0 has no
// null type), or `type: 'null'` in 3.1.
bool
null_only(const YAML::Node& n)
{
    if (!n.IsMap())
        return false;
    if (auto e = get(n, "enum"); e && e.IsSequence() && e.size() == 1 && e[0].IsNull())
        return true;
    return n.size() == 1 && scalar(n, "type") == "null";
}

// A use of a component that adds null or a description to it, as a
// document with named schemas writes one (`anyOf: [{$ref}, <null>]`,
// `allOf: [{$ref}]` beside a description in 3.0), is the component,
// resolved; `nullable` says whether the use adds null. Any other schema
// is itself.
located
unwrap(const YAML::Node& root, located x, bool openapi_31, bool& nullable)
{
    auto const is_ref = [](const YAML::Node& n) { return n.IsMap() && get(n, "$ref"); };
    if (get(x.node, "properties") || get(x.node, "items"))
        return x;
    if (auto a = get(x.node, "allOf"); a && a.IsSequence() && a.size() == 1 && is_ref(a[0]))
    {
        nullable = value_types(x.node, openapi_31).nullable;
        return resolve(root, {a[0], x.pointer + "/allOf/0"});
    }
    if (auto a = get(x.node, "anyOf"); a && a.IsSequence() && a.size() == 2)
        for (std::size_t i = 0; i < 2; ++i)
            if (is_ref(a[i]) && null_only(a[1 - i]))
            {
                nullable = true;
                return resolve(root, {a[i], x.pointer + "/anyOf/" + std::to_string(i)});
            }
    return x;
}

// The walk over two documents.
class comparer
{
public:
    comparer(const openapi_document& o, const openapi_document& n)
      : old_(o), new_(n), old_31_(is_openapi_31(o)), new_31_(is_openapi_31(n))
    {
    }

    std::vector<api_change> run()
    {
        auto op = get(old_.root, "paths");
        auto np = get(new_.root, "paths");
        auto old_paths = keys(op);
        auto new_paths = keys(np);
        std::set<std::string> matched_new;
        for (auto const& o : old_paths)
        {
            // the same template, else the same shape with other parameter names
            std::string partner;
            if (contains(new_paths, o))
                partner = o;
            else
                for (auto const& n : new_paths)
                    if (!contains(old_paths, n) && !matched_new.count(n) &&
                        path_shape(n) == path_shape(o))
                    {
                        partner = n;
                        break;
                    }
            if (partner.empty())
            {
                for (auto const& m : methods)
                    if (get(get(op, o), m))
                        removed(child(child("/paths", o), m),
                                "operation " + upper(std::string(m)) + " " + o + " removed");
                continue;
            }
            matched_new.insert(partner);
            compare_path(o, partner);
        }
        for (auto const& n : new_paths)
            if (!matched_new.count(n))
                for (auto const& m : methods)
                    if (get(get(np, n), m))
                        added(child(child("/paths", n), m),
                              "operation " + upper(std::string(m)) + " " + n + " added");
        std::stable_partition(out_.begin(), out_.end(), [](const api_change& c) {
            return c.kind == change_kind::breaking;
        });
        return std::move(out_);
    }

private:
    enum class direction
    {
        request,
        response
    };

    // A parameter, keyed by where it goes and its name.
    struct parameter
    {
        std::string key;
        std::string in;
        std::string name;
        located node;
    };

    void removed(std::string pointer, std::string what)
    {
        out_.push_back({change_kind::breaking, std::move(pointer), true, std::move(what)});
    }

    void breaking(std::string pointer, std::string what)
    {
        out_.push_back({change_kind::breaking, std::move(pointer), false, std::move(what)});
    }

    void added(std::string pointer, std::string what)
    {
        out_.push_back({change_kind::addition, std::move(pointer), false, std::move(what)});
    }

    void compare_path(const std::string& o, const std::string& n)
    {
        auto const op = child("/paths", o);
        auto const np = child("/paths", n);
        std::vector<std::string> old_names, new_names;
        path_shape(o, &old_names);
        path_shape(n, &new_names);
        renamed_.clear();
        for (std::size_t i = 0; i < old_names.size() && i < new_names.size(); ++i)
            if (old_names[i] != new_names[i])
            {
                removed(op, "path parameter " + old_names[i] + " renamed to " + new_names[i] +
                                " (" + o + " is now " + n + ")");
                renamed_[old_names[i]] = new_names[i];
            }
        auto oi = resolve(old_.root, {get(get(old_.root, "paths"), o), op});
        auto ni = resolve(new_.root, {get(get(new_.root, "paths"), n), np});
        for (auto const& m : methods)
        {
            std::string ms(m);
            auto oo = get(oi.node, ms);
            auto no = get(ni.node, ms);
            std::string label = upper(ms) + " " + n;
            if (oo && !no)
                removed(child(oi.pointer, ms), "operation " + upper(ms) + " " + o + " removed");
            else if (!oo && no)
                added(child(ni.pointer, ms), "operation " + label + " added");
            else if (oo && no)
                compare_operation(label, oi, {oo, child(oi.pointer, ms)}, ni,
                                  {no, child(ni.pointer, ms)});
        }
    }

    // The parameters of an operation: its path item's, overridden by its own.
    std::vector<parameter> parameters(const openapi_document& d, const located& item,
                                      const located& op, bool old_side) const
    {
        std::vector<parameter> out;
        for (auto const* from : {&item, &op})
        {
            auto ps = get(from->node, "parameters");
            if (!ps || !ps.IsSequence())
                continue;
            for (std::size_t i = 0; i < ps.size(); ++i)
            {
                auto p = resolve(d.root, {ps[i], from->pointer + "/parameters/" + std::to_string(i)});
                parameter x{{}, scalar(p.node, "in"), scalar(p.node, "name"), p};
                if (x.in == "path" && old_side && renamed_.count(x.name))
                    x.name = renamed_.at(x.name);
                // header names are case-insensitive
                x.key = x.in + ":" + (x.in == "header" ? lower(x.name) : x.name);
                auto same = std::find_if(out.begin(), out.end(),
                                         [&](const parameter& y) { return y.key == x.key; });
                if (same != out.end())
                    *same = x;
                else
                    out.push_back(x);
            }
        }
        return out;
    }

    void compare_operation(const std::string& label, const located& oi, const located& oo,
                           const located& ni, const located& no)
    {
        auto old_ps = parameters(old_, oi, oo, true);
        auto new_ps = parameters(new_, ni, no, false);
        for (auto const& np : new_ps)
        {
            auto what = np.in + " parameter " + np.name;
            auto o = std::find_if(old_ps.begin(), old_ps.end(),
                                  [&](const parameter& p) { return p.key == np.key; });
            bool required = np.in == "path" || flag(np.node.node, "required");
            if (o == old_ps.end())
            {
                if (required)
                    breaking(np.node.pointer, "required " + what + " added (" + label + ")");
                else
                    added(np.node.pointer, "optional " + what + " added (" + label + ")");
                continue;
            }
            if (required && !(o->in == "path" || flag(o->node.node, "required")))
                breaking(np.node.pointer, what + " became required (" + label + ")");
            auto os = get(o->node.node, "schema");
            auto ns = get(np.node.node, "schema");
            if (os && ns)
                compare_schema(direction::request, what + " of " + label,
                               {os, o->node.pointer + "/schema"},
                               {ns, np.node.pointer + "/schema"});
        }
        compare_body(label, oo, no);
        compare_responses(label, oo, no);
    }

    void compare_body(const std::string& label, const located& oo, const located& no)
    {
        auto ob = get(oo.node, "requestBody")
                      ? resolve(old_.root, {get(oo.node, "requestBody"), oo.pointer + "/requestBody"})
                      : located{YAML::Node(YAML::NodeType::Undefined), {}};
        auto nb = get(no.node, "requestBody")
                      ? resolve(new_.root, {get(no.node, "requestBody"), no.pointer + "/requestBody"})
                      : located{YAML::Node(YAML::NodeType::Undefined), {}};
        if (!nb.node)
            return; // a body no longer read is no harm to a client that sends it
        bool required = flag(nb.node, "required");
        if (!ob.node)
        {
            if (required)
                breaking(nb.pointer, "required request body added (" + label + ")");
            else
                added(nb.pointer, "optional request body added (" + label + ")");
            return;
        }
        if (required && !flag(ob.node, "required"))
            breaking(nb.pointer, "request body became required (" + label + ")");
        compare_content(direction::request, "request body of " + label,
                        {get(ob.node, "content"), ob.pointer + "/content"},
                        {get(nb.node, "content"), nb.pointer + "/content"});
    }

    void compare_responses(const std::string& label, const located& oo, const located& no)
    {
        located ors{get(oo.node, "responses"), oo.pointer + "/responses"};
        located nrs{get(no.node, "responses"), no.pointer + "/responses"};
        auto old_codes = keys(ors.node);
        auto new_codes = keys(nrs.node);
        for (auto const& c : old_codes)
            if (!contains(new_codes, c))
                removed(child(ors.pointer, c), "response " + c + " removed (" + label + ")");
        for (auto const& c : new_codes)
        {
            if (!contains(old_codes, c))
            {
                added(child(nrs.pointer, c), "response " + c + " added (" + label + ")");
                continue;
            }
            auto o = resolve(old_.root, {get(ors.node, c), child(ors.pointer, c)});
            auto n = resolve(new_.root, {get(nrs.node, c), child(nrs.pointer, c)});
            compare_content(direction::response, "response " + c + " of " + label,
                            {get(o.node, "content"), o.pointer + "/content"},
                            {get(n.node, "content"), n.pointer + "/content"});
        }
    }

    void compare_content(direction d, const std::string& where, const located& oc,
                         const located& nc)
    {
        auto old_types = keys(oc.node);
        auto new_types = keys(nc.node);
        for (auto const& t : old_types)
            if (!contains(new_types, t))
                removed(child(oc.pointer, t),
                        (d == direction::request ? "content type " + t + " no longer accepted ("
                                                 : "content type " + t + " no longer sent (") +
                            where + ")");
        for (auto const& t : new_types)
        {
            if (!contains(old_types, t))
            {
                added(child(nc.pointer, t), "content type " + t + " added (" + where + ")");
                continue;
            }
            auto os = get(get(oc.node, t), "schema");
            auto ns = get(get(nc.node, t), "schema");
            if (os && ns)
                compare_schema(d, where + ", " + t,
                               {os, child(oc.pointer, t) + "/schema"},
                               {ns, child(nc.pointer, t) + "/schema"});
        }
    }

    void compare_schema(direction d, const std::string& where, located o, located n)
    {
        bool o_null = false;
        bool n_null = false;
        o = unwrap(old_.root, resolve(old_.root, o), old_31_, o_null);
        n = unwrap(new_.root, resolve(new_.root, n), new_31_, n_null);
        // a schema met again (a recursive one, or a component used twice
        // alike) was compared the first time
        if (!seen_.insert({d, o.pointer, n.pointer, o_null, n_null}).second)
            return;
        auto const in = " (" + where + ")";
        value_types ot(o.node, old_31_);
        value_types nt(n.node, new_31_);
        ot.nullable = ot.nullable || o_null;
        nt.nullable = nt.nullable || n_null;
        // a request may send what the old schema allowed, a response may
        // hold what the new one allows: a type list only widens or narrows
        if (!ot.types.empty() && !nt.types.empty() &&
            !(d == direction::request ? ot.within(nt) : nt.within(ot)))
        {
            breaking(n.pointer, "type changed from " + ot.text() + " to " + nt.text() + in);
            return; // members of another type are not comparable
        }
        auto of = scalar(o.node, "format");
        auto nf = scalar(n.node, "format");
        // a format dropped from a request, or added to a response, only
        // narrows what a client sends or gets
        if (of != nf && !(nf.empty() && d == direction::request) &&
            !(of.empty() && d == direction::response))
            breaking(n.pointer, "format changed from " + (of.empty() ? "none" : of) + " to " +
                                    (nf.empty() ? "none" : nf) + in);
        bool on = ot.nullable;
        bool nn = nt.nullable;
        if (d == direction::response && nn && !on)
            breaking(n.pointer, "may now be null" + in);
        if (d == direction::request && on && !nn)
            breaking(n.pointer, "no longer accepts null" + in);

        auto oi = get(o.node, "items");
        auto ni = get(n.node, "items");
        if (oi && ni)
            compare_schema(d, where, {oi, o.pointer + "/items"}, {ni, n.pointer + "/items"});

        located op{get(o.node, "properties"), o.pointer + "/properties"};
        located np{get(n.node, "properties"), n.pointer + "/properties"};
        auto old_members = keys(op.node);
        auto new_members = keys(np.node);
        auto old_required = required_of(o.node);
        auto new_required = required_of(n.node);
        if (d == direction::response)
        {
            for (auto const& m : old_members)
                if (!contains(new_members, m))
                    removed(child(op.pointer, m), "response member " + m + " removed" + in);
            for (auto const& m : new_members)
            {
                if (!contains(old_members, m))
                {
                    added(child(np.pointer, m), "response member " + m + " added" + in);
                    continue;
                }
                if (contains(old_required, m) && !contains(new_required, m))
                    breaking(child(np.pointer, m),
                             "response member " + m + " no longer required" + in);
                compare_schema(d, where, {get(op.node, m), child(op.pointer, m)},
                               {get(np.node, m), child(np.pointer, m)});
            }
            return;
        }
        for (auto const& m : new_members)
        {
            bool required = contains(new_required, m);
            if (!contains(old_members, m))
            {
                if (required)
                    breaking(child(np.pointer, m), "required request member " + m + " added" + in);
                else
                    added(child(np.pointer, m), "optional request member " + m + " added" + in);
                continue;
            }
            if (required && !contains(old_required, m))
                breaking(child(np.pointer, m), "request member " + m + " became required" + in);
            compare_schema(d, where, {get(op.node, m), child(op.pointer, m)},
                           {get(np.node, m), child(np.pointer, m)});
        }
    }

    const openapi_document& old_;
    const openapi_document& new_;
    std::map<std::string, std::string> renamed_;
    bool old_31_;
    bool new_31_;
    std::set<std::tuple<direction, std::string, std::string, bool, bool>> seen_;
    std::vector<api_change> out_;
};

} // namespace

std::string
json_pointer_token(std::string_view token)
{
    std::string out;
    for (char c : token)
    {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::string
api_change::to_string() const
{
    return (kind == change_kind::breaking ? "breaking " : "added ") + pointer +
           (in_old ? " (old): " : " (new): ") + what;
}

openapi_document
parse_openapi(const std::string& text, std::string name)
{
    openapi_document d{std::move(name), {}};
    try
    {
        d.root = YAML::Load(text);
    }
    catch (const YAML::Exception& e)
    {
        throw openapi_read_error(d.name + ": not YAML: " + e.what());
    }
    if (!d.root.IsMap())
        throw openapi_read_error(d.name + ": not an OpenAPI document: its root is not a map");
    auto v = scalar(d.root, "openapi");
    if (v.empty())
        throw openapi_read_error(d.name + ": not an OpenAPI document: no 'openapi' version");
    if (v.rfind("3.0.", 0) != 0 && v.rfind("3.1.", 0) != 0)
        throw openapi_read_error(d.name + ": OpenAPI " + v + " is not read; 3.0.x and 3.1.x are");
    auto paths = get(d.root, "paths");
    if (paths && !paths.IsMap() && !paths.IsNull())
        throw openapi_read_error(d.name + ": 'paths' is not a map");
    for (auto const& kv : paths)
        if (!kv.second.IsMap())
            throw openapi_read_error(d.name + ": the path item " +
                                     child("/paths", kv.first.Scalar()) + " is not a map");
    check_refs(d, d.root, "");
    return d;
}

openapi_document
read_openapi(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw openapi_read_error(file.string() + ": cannot be read: " +
                                 (std::filesystem::exists(file) ? "permission denied or not a file"
                                                                : "no such file"));
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        throw openapi_read_error(file.string() + ": cannot be read");
    return parse_openapi(text.str(), file.string());
}

std::vector<api_change>
compare_openapi(const openapi_document& old_doc, const openapi_document& new_doc)
{
    return comparer(old_doc, new_doc).run();
}

} // namespace docgen
