//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_MERGE_REJECTIONS_HPP
#define ROUTE_CORE_DETAIL_MERGE_REJECTIONS_HPP

#include <route/core/route_result.hpp>
#include <iterator>
#include <utility>

namespace route {
namespace detail {

// Adds the rejections and cancellations (by kind and by value) of the
// rejected `r` to `acc`: an alternative collects those of the branches it
// tries.
inline void
merge_rejections(route_result::rejected_type& acc, route_result& r)
{
    auto& more = r.rejection_set();
    if (acc.list.empty())
        acc.list = std::move(more.list);
    else
        acc.list.insert(acc.list.end(),
                        std::make_move_iterator(more.list.begin()),
                        std::make_move_iterator(more.list.end()));
    acc.cancellations = acc.cancellations | more.cancellations;
    acc.cancelled.insert(acc.cancelled.end(),
                         std::make_move_iterator(more.cancelled.begin()),
                         std::make_move_iterator(more.cancelled.end()));
}

} // namespace detail
} // namespace route

#endif
