//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_TYPED_CLIENT_HPP
#define DOCGEN_DETAIL_TYPED_CLIENT_HPP

// The implementation details of <docgen/typed_client.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace docgen {

namespace detail {

// The absolute URL: `base` (its path a prefix) then `path_template` with
// each `{name}` replaced by its value, percent-encoded as a path segment.
DOCGEN_DECL boost::system::result<std::string, client_error>
typed_url(std::string_view base, std::string_view path_template,
          const std::vector<path_argument>& values);

// Sends and checks the status: `expected` or, when 0, any 2xx.
DOCGEN_DECL boost::system::result<http_response, client_error>
typed_send(client& c, const http_request& req, unsigned expected);

// The same, awaited: the exchange runs on the awaiting coroutine's executor.
DOCGEN_DECL boost::asio::awaitable<boost::system::result<http_response, client_error>>
typed_async_send(client& c, http_request req, unsigned expected);

// `url` with the query parameter `name=value` appended, percent-encoded.
DOCGEN_DECL std::string typed_add_query(std::string_view url, std::string_view name,
                                        std::string_view value);

// The fields percent-encoded as `k=v&k2=v2`.
DOCGEN_DECL std::string typed_form(const form_fields& fields);

// `Basic <base64 of user:password>`.
DOCGEN_DECL std::string typed_basic(const basic_credentials& c);

// A parameter value as text: strings as they are, `true`/`false`, numbers.
template <class V>
std::string
typed_text(const V& v)
{
    if constexpr (std::is_convertible_v<const V&, std::string_view>)
        return std::string(std::string_view(v));
    else if constexpr (std::is_same_v<V, bool>)
        return v ? "true" : "false";
    else
        return std::to_string(v);
}

template <class V>
struct typed_values
{
    static std::vector<std::string> of(const V& v) { return {typed_text(v)}; }
};

template <class V>
struct typed_values<std::optional<V>>
{
    static std::vector<std::string> of(const std::optional<V>& v)
    {
        if (!v)
            return {};
        return {typed_text(*v)};
    }
};

template <class V>
struct typed_values<std::vector<V>>
{
    static std::vector<std::string> of(const std::vector<V>& v)
    {
        std::vector<std::string> out;
        for (auto const& x : v)
            out.push_back(typed_text(x));
        return out;
    }
};

DOCGEN_DECL client_error typed_decode_error(const http_request& req, const http_response& r,
                                            const route::json::decode_error& e);

} // namespace detail

} // namespace docgen

#endif
