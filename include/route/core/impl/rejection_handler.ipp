//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_REJECTION_HANDLER_IPP
#define ROUTE_CORE_IMPL_REJECTION_HANDLER_IPP

#include <route/core/rejection_handler.hpp>
#include <route/core/exception_handler.hpp>
#include <algorithm>
#include <string>

namespace route {

namespace detail {

// A route completing with a fixed response.
class response_route : public route_expression<response_route>
{
public:
    explicit response_route(response r) : r_(std::move(r)) {}

    route_result operator()(const request_context&) const { return r_; }

private:
    response r_;
};

// A route whose response, when it completes, is mapped by a function.
class mapped_response_route : public route_expression<mapped_response_route>
{
public:
    mapped_response_route(route r, std::function<response(response)> f)
        : r_(std::move(r)), f_(std::move(f))
    {
    }

    route_result operator()(const request_context& ctx) const
    {
        return r_(ctx).then([f = f_](route_result x) {
            if (x.is_completed())
                x.response() = f(std::move(x.response()));
            return x;
        });
    }

private:
    route r_;
    std::function<response(response)> f_;
};

template <class T>
const T*
first_of(const std::vector<rejection>& list)
{
    for (auto const& r : list)
        if (auto p = std::get_if<T>(&r))
            return p;
    return nullptr;
}

} // namespace detail

response
default_rejection_response(const std::vector<rejection>& list)
{
    // the request itself is too large: whatever else the alternatives
    // wanted, this is the answer (the server's text for its own limit)
    if (auto p = detail::first_of<request_entity_too_large_rejection>(list))
        return text_response(
            ::route::status::payload_too_large,
            p->length ? "Request Content-Length of " + std::to_string(*p->length) +
                            " bytes exceeds the configured limit of " +
                            std::to_string(p->limit) + " bytes"
                      : "Request entity exceeds the configured limit of " +
                            std::to_string(p->limit) + " bytes");
    if (detail::first_of<scheme_rejection>(list))
    {
        std::string schemes;
        for (auto const& r : list)
            if (auto p = std::get_if<scheme_rejection>(&r))
                schemes += (schemes.empty() ? "" : ", ") + p->supported;
        return text_response(::route::status::bad_request,
                             "Uri scheme not allowed, supported schemes: " + schemes);
    }
    if (detail::first_of<method_rejection>(list))
    {
        std::string methods;
        for (auto const& r : list)
        {
            if (auto p = std::get_if<method_rejection>(&r))
            {
                if (!methods.empty())
                    methods += ", ";
                methods += p->supported.name();
            }
        }
        auto res = text_response(::route::status::method_not_allowed,
                                 "HTTP method not allowed, supported methods: " + methods);
        res.headers.push_back({"Allow", methods});
        return res;
    }
    if (detail::first_of<authorization_failed_rejection>(list))
        return text_response(::route::status::forbidden,
                             "The supplied authentication is not authorized to access this "
                             "resource");
    if (auto p = detail::first_of<malformed_form_field_rejection>(list))
        return text_response(::route::status::bad_request,
                             "The form field '" + p->name + "' was malformed:\n" + p->message);
    if (auto p = detail::first_of<malformed_header_rejection>(list))
        return text_response(::route::status::bad_request,
                             "The value of HTTP header '" + p->name + "' was malformed:\n" +
                                 p->message);
    if (auto p = detail::first_of<malformed_query_param_rejection>(list))
        return text_response(::route::status::bad_request,
                             "The query parameter '" + p->name + "' was malformed:\n" +
                                 p->message);
    if (auto p = detail::first_of<malformed_request_content_rejection>(list))
        return text_response(::route::status::bad_request,
                             "The request content was malformed:\n" + p->message);
    if (auto p = detail::first_of<missing_cookie_rejection>(list))
        return text_response(::route::status::bad_request,
                             "Request is missing required cookie '" + p->name + "'");
    if (auto p = detail::first_of<missing_form_field_rejection>(list))
        return text_response(::route::status::bad_request,
                             "Request is missing required form field '" + p->name + "'");
    if (auto p = detail::first_of<missing_header_rejection>(list))
        return text_response(::route::status::bad_request,
                             "Request is missing required HTTP header '" + p->name + "'");
    if (detail::first_of<missing_attribute_rejection>(list))
        return text_response(::route::status::internal_server_error,
                             "There was an internal server error.");
    if (auto p = detail::first_of<invalid_origin_rejection>(list))
    {
        std::string allowed;
        for (auto const& o : p->allowed_origins)
            allowed += (allowed.empty() ? "" : ", ") + o;
        return text_response(::route::status::forbidden,
                             "Allowed `Origin` header values: " + allowed);
    }
    if (auto p = detail::first_of<missing_query_param_rejection>(list))
        return text_response(::route::status::not_found,
                             "Request is missing required query parameter '" + p->name +
                                 "'");
    if (detail::first_of<request_entity_expected_rejection>(list))
        return text_response(::route::status::bad_request,
                             "Request entity expected but not supplied");
    if (detail::first_of<too_many_ranges_rejection>(list))
        return text_response(::route::status::range_not_satisfiable,
                             "Request contains too many ranges");
    if (auto p = detail::first_of<unsatisfiable_range_rejection>(list))
    {
        std::string ranges;
        for (auto const& x : p->ranges)
            ranges += (ranges.empty() ? "" : "\n") + x;
        auto res = text_response(::route::status::range_not_satisfiable,
                                 "None of the following requested Ranges were satisfiable:\n" +
                                     ranges);
        res.headers.push_back(
            {"Content-Range", "bytes */" + std::to_string(p->actual_entity_length)});
        return res;
    }
    if (auto p = detail::first_of<authentication_failed_rejection>(list))
    {
        // one WWW-Authenticate field per challenge: browsers tend to read
        // only the first challenge of a field (as pekko-http)
        auto res = text_response(
            ::route::status::unauthorized,
            p->cause == authentication_failed_rejection::credentials_missing
                ? "The resource requires authentication, which was not supplied with the "
                  "request"
                : "The supplied authentication is invalid");
        for (auto const& r : list)
            if (auto a = std::get_if<authentication_failed_rejection>(&r))
                res.headers.push_back({"WWW-Authenticate", a->challenge});
        return res;
    }
    if (detail::first_of<unaccepted_response_content_type_rejection>(list))
    {
        std::vector<std::string> types;
        for (auto const& r : list)
            if (auto p = std::get_if<unaccepted_response_content_type_rejection>(&r))
                for (auto const& s : p->supported)
                    if (std::find(types.begin(), types.end(), s) == types.end())
                        types.push_back(s);
        std::string text = "Resource representation is only available with these types:";
        for (auto const& s : types)
            text += "\n" + s;
        return text_response(::route::status::not_acceptable, std::move(text));
    }
    if (detail::first_of<unaccepted_response_encoding_rejection>(list))
    {
        std::vector<std::string> codings;
        for (auto const& r : list)
            if (auto p = std::get_if<unaccepted_response_encoding_rejection>(&r))
                for (auto const& s : p->supported)
                    if (std::find(codings.begin(), codings.end(), s) == codings.end())
                        codings.push_back(s);
        std::string text = "Resource representation is only available with these "
                           "Content-Encodings:";
        for (auto const& s : codings)
            text += "\n" + s;
        return text_response(::route::status::not_acceptable, std::move(text));
    }
    if (detail::first_of<unsupported_request_content_type_rejection>(list))
    {
        std::vector<std::string> types;
        for (auto const& r : list)
            if (auto p = std::get_if<unsupported_request_content_type_rejection>(&r))
                for (auto const& s : p->supported)
                    if (std::find(types.begin(), types.end(), s) == types.end())
                        types.push_back(s);
        std::string expected;
        for (auto const& s : types)
            expected += (expected.empty() ? "" : " or ") + s;
        return text_response(
            ::route::status::unsupported_media_type,
            expected.empty()
                ? std::string("The request's Content-Type is not supported.")
                : "The request's Content-Type is not supported. Expected:\n" + expected);
    }
    if (detail::first_of<unsupported_request_encoding_rejection>(list))
    {
        std::vector<std::string> codings;
        for (auto const& r : list)
            if (auto p = std::get_if<unsupported_request_encoding_rejection>(&r))
                for (auto const& s : p->supported)
                    if (std::find(codings.begin(), codings.end(), s) == codings.end())
                        codings.push_back(s);
        std::string expected;
        for (auto const& s : codings)
            expected += (expected.empty() ? "" : " or ") + s;
        return text_response(
            ::route::status::bad_request,
            expected.empty()
                ? std::string("The request's Content-Encoding is not supported.")
                : "The request's Content-Encoding is not supported. Expected:\n" + expected);
    }
    if (detail::first_of<expected_websocket_request_rejection>(list))
        return text_response(::route::status::bad_request, "Expected WebSocket Upgrade request");
    if (detail::first_of<unsupported_websocket_subprotocol_rejection>(list))
    {
        // every protocol the alternatives support, in the text and in a
        // Sec-WebSocket-Protocol field (as pekko-http)
        std::vector<std::string> protocols;
        for (auto const& r : list)
            if (auto p = std::get_if<unsupported_websocket_subprotocol_rejection>(&r))
                if (std::find(protocols.begin(), protocols.end(), p->supported_protocol) ==
                    protocols.end())
                    protocols.push_back(p->supported_protocol);
        std::string quoted, field;
        for (auto const& p : protocols)
        {
            quoted += (quoted.empty() ? "'" : ",'") + p + "'";
            field += (field.empty() ? "" : ", ") + p;
        }
        auto res = text_response(::route::status::bad_request,
                                 "None of the websocket subprotocols offered in the request are "
                                 "supported. Supported are " + quoted + ".");
        res.headers.push_back({"Sec-WebSocket-Protocol", field});
        return res;
    }
    if (detail::first_of<tls_client_certificate_rejection>(list))
        return text_response(::route::status::unauthorized,
                             "No client certificate found or client certificate not trusted");
    if (auto p = detail::first_of<validation_rejection>(list))
        return text_response(::route::status::bad_request, p->message);
    // pekko-http's default handler does not know pekko-http-cors'
    // rejection (it answers 500): answer as its cors handler does
    if (auto r = cors_rejection_response(list))
        return std::move(*r);
    // rejections no case takes (custom ones): pekko-http answers 500
    if (!list.empty())
        return internal_error_response();
    return not_found_response();
}

std::optional<response>
cors_rejection_response(const std::vector<rejection>& list)
{
    std::string causes;
    for (auto const& r : list)
        if (auto p = std::get_if<cors_rejection>(&r))
            causes += (causes.empty() ? "" : ", ") + p->description();
    if (causes.empty())
        return std::nullopt;
    return text_response(::route::status::bad_request, "CORS: " + causes);
}

rejection_handler
default_rejection_handler()
{
    return rejection_handler::from_responses(
        [](const std::vector<rejection>& list) -> std::optional<response> {
            return default_rejection_response(list);
        });
}

std::optional<route>
rejection_handler::operator()(const std::vector<rejection>& list) const
{
    std::optional<route> r;
    if (matched_only_ && list.empty())
        return r;
    if (response_)
    {
        if (auto res = response_(list))
            r = route(detail::response_route(std::move(*res)));
    }
    else
        r = route_(list);
    if (!r && fallback_)
        return (*fallback_)(list);
    return r;
}

std::optional<route_result>
rejection_handler::answer(const std::vector<rejection>& list, const request_context& ctx) const
{
    if (matched_only_ && list.empty())
        return std::nullopt;
    if (response_)
    {
        if (auto res = response_(list))
            return route_result(std::move(*res));
    }
    else if (auto r = route_(list))
        return (*r)(ctx);
    if (fallback_)
        return fallback_->answer(list, ctx);
    return std::nullopt;
}

rejection_handler
rejection_handler::with_fallback(rejection_handler fallback) const
{
    rejection_handler h(*this);
    h.fallback_ = std::make_shared<const rejection_handler>(
        fallback_ ? fallback_->with_fallback(std::move(fallback)) : std::move(fallback));
    return h;
}

rejection_handler
rejection_handler::matched_only() const
{
    rejection_handler h(*this);
    h.matched_only_ = true;
    return h;
}

rejection_handler
rejection_handler::seal() const
{
    return with_fallback(default_rejection_handler());
}

rejection_handler
rejection_handler::map_rejection_response(std::function<response(response)> f) const
{
    auto self = std::make_shared<const rejection_handler>(*this);
    return rejection_handler(
        [self, f = std::move(f)](const std::vector<rejection>& list) -> std::optional<route> {
            auto r = (*self)(list);
            if (!r)
                return r;
            return route(detail::mapped_response_route(std::move(*r), f));
        });
}

rejection_handler
rejection_handler_builder::result() const
{
    return rejection_handler(
        [cases = std::make_shared<const std::vector<case_type>>(cases_),
         not_found = not_found_](const std::vector<rejection>& list) -> std::optional<route> {
            if (list.empty())
                return not_found;
            for (auto const& c : *cases)
                if (auto r = c(list))
                    return r;
            return std::nullopt;
        });
}

response
not_found_response()
{
    return text_response(::route::status::not_found,
                         "The requested resource could not be found.");
}

} // namespace route

#endif
