//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_OPENAPI_POST_PROCESSOR_IPP
#define DOCGEN_IMPL_OPENAPI_POST_PROCESSOR_IPP

#include <docgen/openapi_post_processor.hpp>
#include <boost/core/demangle.hpp>
#include <algorithm>
#include <mutex>

namespace docgen {

namespace detail {

struct post_processor_registry
{
    std::mutex mutex;
    std::vector<std::shared_ptr<const openapi_post_processor>> list;

    static post_processor_registry& instance()
    {
        static post_processor_registry r;
        return r;
    }
};

std::string
type_name(const std::type_info& t)
{
    return boost::core::demangle(t.name());
}

} // namespace detail

std::string
openapi_post_processor::name() const
{
    return detail::type_name(typeid(*this));
}

void
register_openapi_post_processor(std::shared_ptr<const openapi_post_processor> p)
{
    auto& r = detail::post_processor_registry::instance();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto name = p->name();
    for (auto const& x : r.list)
        if (x->name() == name)
            return;
    r.list.push_back(std::move(p));
}

std::vector<std::shared_ptr<const openapi_post_processor>>
linked_openapi_post_processors()
{
    auto& r = detail::post_processor_registry::instance();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto list = r.list;
    std::sort(list.begin(), list.end(),
              [](auto const& a, auto const& b) { return a->name() < b->name(); });
    return list;
}

} // namespace docgen

#endif
