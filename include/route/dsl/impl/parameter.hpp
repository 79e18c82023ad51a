//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_PARAMETER_HPP
#define ROUTE_DSL_IMPL_PARAMETER_HPP

#include <boost/describe/members.hpp>
#include <boost/describe/modifiers.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>
#include <stdexcept>

namespace route {
namespace dsl {
namespace detail {

template <class T>
inline constexpr bool is_string_v = std::is_same_v<T, std::string>;

template <class T, implementation_defined::param_kind K>
implementation_defined::param_spec<T, K>
as_spec(implementation_defined::param_spec<T, K> s)
{
    return s;
}

inline implementation_defined::param_spec<std::string>
as_spec(std::string_view name)
{
    return implementation_defined::param_spec<std::string>(std::string(name));
}


// `.as<S>()`: the checks, whose failures name S, the counts and the member.
template <class S, std::size_t Members, std::size_t Specs>
struct check_arity
{
    static_assert(Members == Specs,
        "route: parameters(...).as<S>(): S has a different number of described members "
        "than there are parameter specs (see Members and Specs in the line above)");
    static constexpr bool value = true;
};

template <auto MemberPointer, class MemberType, class ParameterType>
struct check_member_type
{
    static_assert(std::is_same_v<MemberType, ParameterType>,
        "route: parameters(...).as<S>(): the member named in MemberPointer (line above) "
        "has a type other than its parameter's value type");
    static constexpr bool value = true;
};

template <class S, class Values>
constexpr bool
check_described()
{
    using members = boost::describe::describe_members<S, boost::describe::mod_public>;
    constexpr std::size_t n = boost::mp11::mp_size<members>::value;
    constexpr std::size_t m = boost::mp11::mp_size<Values>::value;
    if constexpr (!check_arity<S, n, m>::value || n != m)
        return false;
    else
    {
        bool ok = true;
        boost::mp11::mp_for_each<boost::mp11::mp_iota_c<n>>([&](auto I) {
            using D = boost::mp11::mp_at_c<members, I>;
            using M = std::remove_cvref_t<decltype(std::declval<S&>().*D::pointer)>;
            ok = ok && check_member_type<D::pointer, M, boost::mp11::mp_at_c<Values, I>>::value;
        });
        return ok;
    }
}

} // namespace detail

namespace implementation_defined {

template <class Source, class S, class... Specs>
class fields_as_directive : public directive_base<fields_as_directive<Source, S, Specs...>, S>
{
public:
    explicit fields_as_directive(const std::tuple<Specs...>& specs);

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const;

private:
    template <class... V>
    static S build(V&&... v);

    fields_directive<Source, Specs...> inner_;
};

template <class T, param_kind K>
template <class U>
param_spec<U, K>
param_spec<T, K>::as() const
    requires(K == param_kind::required && std::is_same_v<T, std::string>)
{
    static_assert(::route::detail::has_from_param<U>,
        "route: param(...).as<T>(): no conversion from a query parameter to T; "
        "specialise route::from_param<T> with "
        "static boost::system::result<T, route::decode_error> parse(std::string_view)");
    return param_spec<U, K>(name_);
}

template <class T, param_kind K>
param_spec<T, param_kind::optional>
param_spec<T, K>::optional() const requires(K == param_kind::required)
{
    return param_spec<T, param_kind::optional>(name_);
}

template <class T, param_kind K>
param_spec<T, param_kind::defaulted>
param_spec<T, K>::with_default(T v) const requires(K == param_kind::required)
{
    return param_spec<T, param_kind::defaulted>(name_, std::move(v));
}

template <class T, param_kind K>
param_spec<T, param_kind::repeated>
param_spec<T, K>::repeated() const requires(K == param_kind::required)
{
    return param_spec<T, param_kind::repeated>(name_);
}

template <class T, param_kind K>
template <class Source>
bool
param_spec<T, K>::extract(const detail::query& q, std::optional<value_type>& out,
                          std::optional<rejection>& why) const
{
    if constexpr (K == param_kind::repeated)
    {
        std::vector<T> all;
        for (auto const& e : q.entries())
        {
            if (e.hash != hash_ || e.key != name_)
                continue;
            if (e.raw_value.empty() && !detail::is_string_v<T>)
                continue;
            if (!convert<Source>(e, all.emplace_back(), why))
                return false;
        }
        out.emplace(std::move(all));
        return true;
    }
    else
    {
        auto const* e = q.find(name_, hash_);
        if (!e || (e->raw_value.empty() && !detail::is_string_v<T>))
        {
            if constexpr (K == param_kind::required)
            {
                why.emplace(Source::missing(name_));
                return false;
            }
            else if constexpr (K == param_kind::optional)
                out.emplace(std::nullopt);
            else
                out.emplace(*default_);
            return true;
        }
        if constexpr (detail::is_string_v<T>)
        {
            out.emplace(detail::query::value(*e));
            return true;
        }
        else
        {
            T v{};
            if (!convert<Source>(*e, v, why))
                return false;
            out.emplace(std::move(v));
            return true;
        }
    }
}

template <class T, param_kind K>
template <class Source>
bool
param_spec<T, K>::convert(const detail::query::entry& e, T& v,
                          std::optional<rejection>& why) const
{
    auto r = detail::query::plain(e) ? from_param<T>::parse(e.raw_value)
                                     : from_param<T>::parse(detail::query::value(e));
    if (r)
    {
        v = std::move(*r);
        return true;
    }
    why.emplace(Source::malformed(name_, r.error().message()));
    return false;
}

template <class Source, class... Specs>
template <class K>
route_result
fields_directive<Source, Specs...>::apply(const request_context& ctx, const K& k) const
{
    if (auto r = Source::prepare(ctx))
        return std::move(*r);
    std::tuple<std::optional<typename Specs::value_type>...> vals;
    std::optional<rejection> why;
    if (!extract(ctx, vals, why))
        return route_result::rejected({std::move(*why)});
    return std::apply([&](auto&... v) { return k(ctx, std::move(*v)...); }, vals);
}

template <class Source, class... Specs>
template <class S>
fields_as_directive<Source, S, Specs...>
fields_directive<Source, Specs...>::as() const
{
    return fields_as_directive<Source, S, Specs...>(specs_);
}

template <class Source, class... Specs>
template <class Tuple>
bool
fields_directive<Source, Specs...>::extract(const request_context& ctx, Tuple& vals,
                                            std::optional<rejection>& why) const
{
    detail::query q;
    if (!Source::parse(ctx, q, why))
        return false;
    bool ok = true;
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<sizeof...(Specs)>>([&](auto I) {
        if (ok)
            ok = std::get<I>(specs_).template extract<Source>(q, std::get<I>(vals), why);
    });
    return ok;
}

template <class Source, class S, class... Specs>
fields_as_directive<Source, S, Specs...>::fields_as_directive(const std::tuple<Specs...>& specs)
    : inner_(std::make_from_tuple<fields_directive<Source, Specs...>>(
          std::tuple_cat(std::make_tuple(std::in_place), specs)))
{
    using values = boost::mp11::mp_list<typename Specs::value_type...>;
    if constexpr (boost::describe::has_describe_members<S>::value)
        static_assert(detail::check_described<S, values>(),
            "route: parameters(...).as<S>() does not match S's description");
    else
        static_assert(std::is_constructible_v<S, typename Specs::value_type...> ||
                          requires { S{std::declval<typename Specs::value_type>()...}; },
            "route: parameters(...).as<S>(): S cannot be built from the parameter values "
            "in spec order");
}

template <class Source, class S, class... Specs>
template <class K>
route_result
fields_as_directive<Source, S, Specs...>::apply(const request_context& ctx, const K& k) const
{
    if (auto r = Source::prepare(ctx))
        return std::move(*r);
    std::tuple<std::optional<typename Specs::value_type>...> vals;
    std::optional<rejection> why;
    if (!inner_.extract(ctx, vals, why))
        return route_result::rejected({std::move(*why)});
    std::optional<S> s;
    try
    {
        std::apply([&](auto&... v) { s.emplace(build(std::move(*v)...)); }, vals);
    }
    catch (const std::invalid_argument& e)
    {
        return route_result::rejected({validation_rejection{e.what()}});
    }
    return k(ctx, std::move(*s));
}

template <class Source, class S, class... Specs>
template <class... V>
S
fields_as_directive<Source, S, Specs...>::build(V&&... v)
{
    if constexpr (std::is_constructible_v<S, V&&...>)
        return S(std::forward<V>(v)...);
    else
        return S{std::forward<V>(v)...};
}

template <class Out, class Source>
template <class K>
route_result
whole_query_directive<Out, Source>::apply(const request_context& ctx, const K& k) const
{
    if (auto r = Source::prepare(ctx))
        return std::move(*r);
    detail::query q;
    std::optional<rejection> why;
    if (!Source::parse(ctx, q, why))
        return route_result::rejected({std::move(*why)});
    Out out;
    for (auto const& e : q.entries())
    {
        if constexpr (std::is_same_v<Out, std::map<std::string, std::string>>)
            out.insert_or_assign(std::string(e.key), detail::query::value(e));
        else if constexpr (std::is_same_v<Out, std::map<std::string, std::vector<std::string>>>)
            out[std::string(e.key)].push_back(detail::query::value(e));
        else
            out.emplace_back(std::string(e.key), detail::query::value(e));
    }
    return k(ctx, std::move(out));
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
