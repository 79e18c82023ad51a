//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_CUSTOM_REJECTION_HPP
#define ROUTE_CORE_CUSTOM_REJECTION_HPP

#include <route/config.hpp>
#include <concepts>
#include <memory>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace route {

/** A rejection of the user's own: any copyable value.

    The default rejection handler does not know it and answers 500 (as
    pekko-http answers a rejection no handler took); a handler of one's
    own reads the value with `get_if<T>()`. Two custom rejections are
    equal when they hold equal values of the same type (values without
    `==`: the same object).

    @par Example
    @code
    struct quota_exceeded { int limit; };
    auto r = reject(route::custom_rejection(quota_exceeded{10}));
    // in a rejection handler:
    if (auto c = std::get_if<route::custom_rejection>(&rej))
        if (auto q = c->get_if<quota_exceeded>())
            return complete(route::status::too_many_requests, std::to_string(q->limit));
    @endcode
*/
class custom_rejection
{
public:
    /// Holds a copy of `v`.
    template <class T>
        requires(!std::is_same_v<std::decay_t<T>, custom_rejection> &&
                 std::is_copy_constructible_v<std::decay_t<T>>)
    explicit custom_rejection(T&& v)
        : p_(std::make_shared<const holder_of<std::decay_t<T>>>(std::forward<T>(v)))
    {
    }

    /// The value when it is a `T`, else null.
    template <class T>
    const T* get_if() const noexcept
    {
        if (p_->type() != typeid(T))
            return nullptr;
        return &static_cast<const holder_of<T>&>(*p_).value;
    }

    /// The type of the value.
    const std::type_info& type() const noexcept { return p_->type(); }

    friend bool operator==(const custom_rejection& a, const custom_rejection& b) noexcept
    {
        return a.p_ == b.p_ || (a.type() == b.type() && a.p_->equals(*b.p_));
    }

private:
    struct holder
    {
        virtual ~holder() = default;
        virtual const std::type_info& type() const noexcept = 0;
        virtual bool equals(const holder& other) const noexcept = 0;
    };

    template <class T>
    struct holder_of final : holder
    {
        template <class A>
        explicit holder_of(A&& a) : value(std::forward<A>(a)) {}
        const std::type_info& type() const noexcept override { return typeid(T); }
        bool equals(const holder& other) const noexcept override
        {
            if constexpr (std::equality_comparable<T>)
                return value == static_cast<const holder_of&>(other).value;
            else
                return this == &other;
        }
        T value;
    };

    std::shared_ptr<const holder> p_;
};

} // namespace route

#endif
