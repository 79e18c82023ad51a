//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_FORM_FIELD_IPP
#define ROUTE_DSL_IMPL_FORM_FIELD_IPP

#include <route/dsl/form_field.hpp>
#include <route/core/detail/strict_entity.hpp>
#include <route/dsl/entity.hpp>
#include <route/dsl/detail/multipart.hpp>
#include <boost/assert.hpp>

namespace route {
namespace dsl {
namespace detail {

inline constexpr std::string_view form_urlencoded = "application/x-www-form-urlencoded";
inline constexpr std::string_view form_multipart = "multipart/form-data";

std::optional<std::string>
parse_multipart_form(std::string_view body, std::string_view boundary, query& q)
{
    // the text parts become entries whose values are views of the body: put
    // whole, the body's parts come as contiguous views of it
    struct text_fields final : multipart_handler
    {
        explicit text_fields(query& q) noexcept : q_(q) {}

        void on_part_begin(const multipart_part& p) override
        {
            part_ = p.filename ? nullptr : &p; // a file is not a field
            value_ = {};
        }

        void on_part_data(std::string_view bytes) override
        {
            if (!part_)
                return;
            BOOST_ASSERT(value_.empty() || value_.data() + value_.size() == bytes.data());
            value_ = value_.empty() ? bytes
                                    : std::string_view(value_.data(), value_.size() + bytes.size());
        }

        void on_part_end() override
        {
            if (part_)
                q_.add_literal(part_->name, value_, true);
        }

        query& q_;
        const multipart_part* part_ = nullptr;
        std::string_view value_;
    };
    multipart_parser parser(boundary);
    text_fields fields(q);
    if (!parser.put(body, fields) || !parser.finish())
        return parser.error();
    q.finish();
    return std::nullopt;
}

std::optional<route_result>
form_source::prepare(const request_context& ctx)
{
    auto ct = ctx.request().header("Content-Type");
    // a body that cannot be a form is refused without reading it
    if (!ct || !(has_media_type(*ct, form_urlencoded) || has_media_type(*ct, form_multipart)))
        return std::nullopt;
    return ::route::detail::require_strict_entity(ctx);
}

bool
form_source::parse(const request_context& ctx, query& q, std::optional<rejection>& why)
{
    auto const& req = ctx.request();
    auto ct = req.header("Content-Type");
    // no body and no Content-Type (pekko's HttpEntity.Empty): an empty form
    if (!ct && req.body().empty() && !req.is_streamed())
        return q.parse_urlencoded({});
    if (ct && has_media_type(*ct, form_urlencoded))
    {
        if (q.parse_urlencoded(req.body()))
            return true;
        why.emplace(malformed_request_content_rejection{"The form content is invalid."});
        return false;
    }
    if (ct && has_media_type(*ct, form_multipart))
    {
        auto boundary = header_param(*ct, "boundary");
        auto error = parse_multipart_form(req.body(), boundary ? *boundary : std::string(), q);
        if (!error)
            return true;
        why.emplace(malformed_request_content_rejection{std::move(*error)});
        return false;
    }
    why.emplace(unsupported_request_content_type_rejection{
        {std::string(form_urlencoded), std::string(form_multipart)}});
    return false;
}

rejection
form_source::missing(const std::string& name)
{
    return missing_form_field_rejection{name};
}

rejection
form_source::malformed(const std::string& name, std::string message)
{
    return malformed_form_field_rejection{name, std::move(message)};
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
