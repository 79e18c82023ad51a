//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The items service: its model, its in-memory store and its routes.

#ifndef ROUTE_EXAMPLE_ITEMS_HPP
#define ROUTE_EXAMPLE_ITEMS_HPP

#include <route/json/naming.hpp>
#include <route/route.hpp>
#include <boost/describe/class.hpp>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <vector>

namespace items {

// tag::model[]
struct item
{
    std::int64_t id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(item, (), (id, name))
// end::model[]

} // namespace items

// tag::member_description[]
// what the item's members mean, for the schemas documented from it
template <>
struct route::json::member_description<items::item>
{
    static const char* get(std::string_view member)
    {
        if (member == "id")
            return "The item's identifier, chosen by the client that adds it";
        if (member == "name")
            return "What the item is called";
        return nullptr;
    }
};
// end::member_description[]

namespace items {

/// The items, newest first; safe to use from several server threads.
class store
{
public:
    std::vector<item> all() const
    {
        std::shared_lock lock(m_);
        return {items_.begin(), items_.end()};
    }

    std::optional<item> find(std::int64_t id) const
    {
        std::shared_lock lock(m_);
        for (auto const& i : items_)
            if (i.id == id)
                return i;
        return std::nullopt;
    }

    void add(item i)
    {
        std::unique_lock lock(m_);
        items_.push_front(std::move(i));
    }

    void erase(std::int64_t id)
    {
        std::unique_lock lock(m_);
        std::erase_if(items_, [id](const item& i) { return i.id == id; });
    }

private:
    mutable std::shared_mutex m_;
    std::deque<item> items_;
};

// tag::routes[]
inline route::route
routes(store& s)
{
    using namespace route::dsl;
    return path_prefix("items")(
        path_end_or_single_slash(
            get(complete([&s] { return s.all(); })) |
            post(entity(as<item>)([&s](item i) {
                s.add(i);
                return complete(route::status::created, i);
            }))) |
        path(long_number)([&s](std::int64_t id) {
            return get([&s, id]() -> route::route {
                       if (auto i = s.find(id))
                           return complete(*i);
                       return complete(route::status::not_found,
                                       "There is no item with id " + std::to_string(id) + ".");
                   }) |
                   delete_([&s, id] {
                       s.erase(id);
                       return complete(route::status::no_content);
                   });
        }));
}
// end::routes[]

} // namespace items

#endif
