//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_VIEW_IPP
#define DOCGEN_IMPL_VIEW_IPP

#include <docgen/view.hpp>
#include <boost/beast/core/string.hpp>
#include <algorithm>

namespace docgen {

namespace detail {

template <class T>
void
add_example(std::vector<T>& examples, T e)
{
    if (std::find(examples.begin(), examples.end(), e) == examples.end())
        examples.push_back(std::move(e));
}

// The request bodies: one entry per media type, every call's body an example.
inline std::optional<request_body_view>
merge_request_bodies(const operation_calls& o)
{
    request_body_view out;
    for (auto const& c : o.calls)
    {
        if (!c.request_body)
        {
            out.required = false;
            continue;
        }
        auto const& b = *c.request_body;
        auto it = std::find_if(out.content.begin(), out.content.end(), [&](auto const& m) {
            return boost::beast::iequals(m.content_type, b.content_type);
        });
        if (it == out.content.end())
            it = out.content.insert(out.content.end(), media_view{b.content_type, {}, {}, {}});
        if (!it->schema && b.schema)
        {
            it->schema = b.schema;
            it->type_name = b.type_name;
        }
        add_example(it->examples, example_value{c.description, b.body});
    }
    if (out.content.empty())
        return std::nullopt;
    return out;
}

// The responses: one per status; its body is the first call's that declared
// one, and only the bodies of that media type are its examples.
inline std::vector<response_view>
merge_responses(const operation_calls& o)
{
    std::vector<response_view> out;
    for (auto const& c : o.calls)
    {
        auto status = documented_status(c);
        auto it = std::find_if(out.begin(), out.end(), [&](auto const& r) { return r.status == status; });
        if (it == out.end())
            it = out.insert(out.end(), response_view{status, c.description, {}, {}, std::nullopt, false});
        if (std::find(it->descriptions.begin(), it->descriptions.end(), c.description) ==
            it->descriptions.end())
            it->descriptions.push_back(c.description);
        it->body_received = it->body_received || !c.response_body.empty();
        for (auto const& h : c.response_header_declarations)
            if (std::none_of(it->headers.begin(), it->headers.end(),
                             [&](auto const& x) { return same_field_name(x.name, h.name); }))
                it->headers.push_back(h);
        if (!c.schema)
            continue;
        std::string type = c.content_type.empty() ? "application/json" : c.content_type;
        if (!it->content)
            it->content = media_view{type, c.type_name, c.schema, {}};
        if (!c.response_body.empty() && boost::beast::iequals(it->content->content_type, type))
            add_example(it->content->examples, example_value{c.description, c.response_body});
    }
    return out;
}

} // namespace detail

bool
same_field_name(std::string_view a, std::string_view b) noexcept
{
    return boost::beast::iequals(a, b);
}

unsigned
documented_status(const recorded_call& c) noexcept
{
    return c.expected_status ? c.expected_status : c.status;
}

operation_view
operation_view::of(const path_item& p, const operation_calls& o)
{
    operation_view v;
    v.path_template = p.path_template;
    v.method = o.method;
    v.summary = o.summary;
    v.operation_id = o.operation_id;
    v.tags = o.tags;
    v.calls = &o;
    for (auto const& c : o.calls)
    {
        if (v.description.empty())
            v.description = c.operation_description;
        if (v.path_summary.empty())
            v.path_summary = c.path_summary;
    }

    for (auto const& name : o.parameter_names)
    {
        path_parameter_view pv{name, {}, {}};
        for (auto const& c : o.calls)
            for (auto const& x : c.path_parameters)
                if (x.name == name)
                {
                    detail::add_example(pv.examples, example_value{c.description, x.value});
                    if (pv.description.empty())
                        pv.description = x.description;
                }
        v.path_parameters.push_back(std::move(pv));
    }

    // a query parameter is known by its name, a header by its name in any case
    auto same = [](const parameter_view& a, const parameter_record& b) {
        return a.in == b.in && (b.in == parameter_location::header ? same_field_name(a.name, b.name) : a.name == b.name);
    };
    for (auto const& c : o.calls)
        for (auto const& r : c.parameters)
        {
            auto it = std::find_if(v.parameters.begin(), v.parameters.end(),
                                   [&](auto const& x) { return same(x, r); });
            if (it == v.parameters.end())
                it = v.parameters.insert(v.parameters.end(), parameter_view{r.name, r.in, r.required,
                                                                            r.repeated, r.schema,
                                                                            r.description, {}});
            else
                it->required = it->required && r.required;
            if (it->description.empty())
                it->description = r.description;
            if (!r.values.empty())
                detail::add_example(it->examples, parameter_view::example{c.description, r.values});
        }

    v.request_body = detail::merge_request_bodies(o);

    for (auto const& c : o.calls)
        for (auto const& s : c.security)
            if (std::none_of(v.security.begin(), v.security.end(),
                             [&](auto const& x) { return x.name == s.name; }))
                v.security.push_back(s);

    v.responses = detail::merge_responses(o);
    return v;
}

document_view
document_view::of(const document& doc)
{
    document_view d;
    for (auto const& p : doc.paths)
    {
        path_view pv{p.path_template, {}, {}, {}};
        for (auto const& o : p.operations)
        {
            auto v = operation_view::of(p, o);
            if (pv.summary.empty())
                pv.summary = v.path_summary;
            if (pv.description.empty())
                pv.description = v.description;
            for (auto const& s : v.security)
                if (std::none_of(d.security_schemes.begin(), d.security_schemes.end(),
                                 [&](auto const& x) { return x.name == s.name; }))
                    d.security_schemes.push_back(s);
            for (auto const& t : v.tags)
                if (std::find(d.tags.begin(), d.tags.end(), t) == d.tags.end())
                    d.tags.push_back(t);
            pv.operations.push_back(std::move(v));
        }
        d.paths.push_back(std::move(pv));
    }
    return d;
}

std::vector<security_scheme>
security_schemes(const document& doc)
{
    return doc.view().security_schemes;
}

// The document's members that make its view (here, where the view is
// complete).

document
document::from_calls(const std::vector<recorded_call>& calls)
{
    document d;
    for (auto const& c : calls)
    {
        auto p = std::find_if(d.paths.begin(), d.paths.end(), [&](const path_item& x) {
            return x.path_template == c.path_template;
        });
        if (p == d.paths.end())
            p = d.paths.insert(d.paths.end(), path_item{c.path_template, {}});
        auto o = std::find_if(p->operations.begin(), p->operations.end(),
                              [&](const operation_calls& x) { return x.method == c.method; });
        if (o == p->operations.end())
        {
            operation_calls op{c.method, c.summary, c.operation_id, c.tags, {}, {}};
            for (auto const& pv : c.path_parameters)
                op.parameter_names.push_back(pv.name);
            o = p->operations.insert(p->operations.end(), std::move(op));
        }
        o->calls.push_back(c);
    }
    d.view_ = std::make_shared<const document_view>(document_view::of(d));
    return d;
}

const document_view&
document::view() const
{
    if (!view_)
        view_ = std::make_shared<const document_view>(document_view::of(*this));
    return *view_;
}

} // namespace docgen

#endif
