//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Security schemes and requirements as nodes of the OpenAPI document.

#include "security.hpp"

#include "yaml_tree.hpp"

#include <algorithm>
#include <optional>
#include <utility>

namespace docgen {
namespace openapi {
namespace detail {

namespace {

bool
documented_scheme(const security_scheme& x, bool openapi_31)
{
    return x.type != security_type::mutual_tls || openapi_31;
}

// The flows of an OAuth 2 scheme, each with the URLs its kind has and its
// scopes (an empty map when it has none: `scopes` is required).
YAML::Node
oauth2_flows_node(const oauth2_flows& flows)
{
    auto out = map_node();
    auto add_flow = [&](const char* kind, const std::optional<oauth2_flow>& f) {
        if (!f)
            return;
        auto flow = map_node();
        for (auto [key, url] : {std::pair{"authorizationUrl", &f->authorization_url},
                                std::pair{"tokenUrl", &f->token_url},
                                std::pair{"refreshUrl", &f->refresh_url}})
            if (!url->empty())
                add(flow, key, string_node(*url));
        auto scopes = map_node();
        for (auto const& [scope, text] : f->scopes)
            add(scopes, scope, string_node(text));
        add(flow, "scopes", scopes);
        add(out, kind, flow);
    };
    add_flow("implicit", flows.implicit);
    add_flow("password", flows.password);
    add_flow("clientCredentials", flows.client_credentials);
    add_flow("authorizationCode", flows.authorization_code);
    return out;
}

} // namespace

bool
has_documented_scheme(const std::vector<security_scheme>& schemes, bool openapi_31)
{
    return std::any_of(schemes.begin(), schemes.end(), [openapi_31](const security_scheme& x) {
        return documented_scheme(x, openapi_31);
    });
}

YAML::Node
security_requirements(const std::vector<security_scheme>& schemes, bool openapi_31)
{
    auto out = seq_node();
    for (auto const& x : schemes)
    {
        if (!documented_scheme(x, openapi_31))
            continue;
        auto requirement = map_node();
        add(requirement, x.name, seq_node()); // no scopes
        out.push_back(requirement);
    }
    return out;
}

YAML::Node
security_schemes(const std::vector<security_scheme>& schemes, bool openapi_31)
{
    auto out = map_node();
    for (auto const& x : schemes)
    {
        if (!documented_scheme(x, openapi_31))
            continue;
        auto scheme = map_node();
        add(scheme, "type", string_node(x.type.text()));
        if (x.type == security_type::http)
            add(scheme, "scheme", string_node(x.scheme.text()));
        else if (x.type == security_type::oauth2)
            add(scheme, "flows", oauth2_flows_node(x.flows));
        else if (x.type == security_type::open_id_connect)
            add(scheme, "openIdConnectUrl", string_node(x.open_id_connect_url));
        else if (x.type == security_type::api_key)
        {
            add(scheme, "in", string_node(x.in.text()));
            add(scheme, "name", string_node(x.parameter));
        }
        add(out, x.name, scheme);
    }
    return out;
}

} // namespace detail
} // namespace openapi
} // namespace docgen
