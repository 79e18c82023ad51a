//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_REQUEST_IPP
#define ROUTE_CORE_IMPL_REQUEST_IPP

#include <route/core/request.hpp>
#include <route/detail/iequals.hpp>
#include <algorithm>

namespace route {

void
header_list::set(std::string_view name, std::string_view value)
{
    std::erase_if(fields_, [name](const auto& f) { return detail::iequals(f.first, name); });
    add(name, value);
}

std::optional<std::string_view>
header_list::find(std::string_view name) const
{
    for (auto const& f : fields_)
        if (detail::iequals(f.first, name))
            return std::string_view(f.second);
    return std::nullopt;
}

bool
header_list::visit(std::string_view name, visitor v, void* ctx) const
{
    for (auto const& f : fields_)
        if (detail::iequals(f.first, name) && v(ctx, f.second))
            return true;
    return false;
}

::route::trace_context
request::trace_context() const
{
    if (trace_ && trace_->has_value())
        return trace_->value();
    auto c = make_trace_context(header("traceparent"), header("tracestate"));
    if (trace_)
        trace_->emplace(c);
    return c;
}

} // namespace route

#endif
