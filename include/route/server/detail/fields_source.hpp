//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_FIELDS_SOURCE_HPP
#define ROUTE_SERVER_DETAIL_FIELDS_SOURCE_HPP

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <boost/beast/http/fields.hpp>
#include <optional>
#include <string_view>

namespace route {
namespace detail {

// Routes see Beast's header fields through this adapter: no copy.
class beast_fields_source final : public header_source
{
public:
    void reset(const boost::beast::http::fields& f) noexcept { f_ = &f; }

    std::optional<std::string_view> find(std::string_view name) const override
    {
        auto it = f_->find(boost::beast::string_view(name.data(), name.size()));
        if (it == f_->end())
            return std::nullopt;
        auto v = it->value();
        return std::string_view(v.data(), v.size());
    }

protected:
    bool visit(std::string_view name, visitor v, void* ctx) const override
    {
        auto range = f_->equal_range(boost::beast::string_view(name.data(), name.size()));
        for (auto it = range.first; it != range.second; ++it)
        {
            auto x = it->value();
            if (v(ctx, std::string_view(x.data(), x.size())))
                return true;
        }
        return false;
    }

    void visit_fields(field_visitor v, void* ctx) const override
    {
        for (auto const& f : *f_)
        {
            auto n = f.name_string();
            auto x = f.value();
            v(ctx, std::string_view(n.data(), n.size()), std::string_view(x.data(), x.size()));
        }
    }

private:
    const boost::beast::http::fields* f_ = nullptr;
};

} // namespace detail
} // namespace route

#endif
