//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_CANCELLATION_IPP
#define ROUTE_CORE_IMPL_CANCELLATION_IPP

#include <route/core/cancellation.hpp>
#include <algorithm>

namespace route {

std::vector<rejection>
apply_cancellations(std::vector<rejection> list, cancellation c,
                    const std::vector<rejection>& values)
{
    auto cancelled = [c, &values](const rejection& r) {
        if (std::find(values.begin(), values.end(), r) != values.end())
            return true;
        if (has(c, cancellation::method) &&
            std::holds_alternative<method_rejection>(r))
            return true;
        if (has(c, cancellation::entity) &&
            (std::holds_alternative<unsupported_request_content_type_rejection>(r) ||
             std::holds_alternative<malformed_request_content_rejection>(r) ||
             std::holds_alternative<request_entity_expected_rejection>(r)))
            return true;
        return has(c, detail::cancellation_bit(r.index()));
    };
    std::vector<rejection> out;
    out.reserve(list.size());
    for (auto& r : list)
    {
        if (cancelled(r))
            continue;
        if (std::find(out.begin(), out.end(), r) != out.end())
            continue;
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace route

#endif
