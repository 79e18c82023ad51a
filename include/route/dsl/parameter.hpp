//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_PARAMETER_HPP
#define ROUTE_DSL_PARAMETER_HPP

#include <route/config.hpp>
#include <route/dsl/detail/query.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/from_param.hpp>
#include <boost/describe/members.hpp>
#include <boost/describe/modifiers.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {

/// What a parameter spec does when its parameter is absent.
enum class param_kind
{
    required,  ///< reject with missing_query_param_rejection
    optional,  ///< std::nullopt
    defaulted, ///< the default value
    repeated,  ///< all occurrences, maybe none
};

namespace detail {

template <class T>
inline constexpr bool is_string_v = std::is_same_v<T, std::string>;

} // namespace detail

/** A query parameter spec: a name, the type to convert to, and what to do
    when the parameter is absent. Built with `param("name")` and refined
    with `.as<T>()`, then one of `.optional()`, `.with_default(v)`,
    `.repeated()`.

    | spec | extracts | absent | not convertible |
    |---|---|---|---|
    | `param("n")` | `std::string` | missing_query_param_rejection | - |
    | `param("n").as<T>()` | `T` | missing_query_param_rejection | malformed_query_param_rejection |
    | `.optional()` | `std::optional<T>` | `std::nullopt` | malformed_query_param_rejection |
    | `.with_default(v)` | `T` | `v` | malformed_query_param_rejection |
    | `.repeated()` | `std::vector<T>` | empty | malformed_query_param_rejection |

    An empty value (`?n=` or `?n`) counts as absent for every type but
    `std::string`. Single-value specs use the first occurrence of the name.
*/
template <class T, param_kind K = param_kind::required>
class param_spec
{
public:
    using type = T;
    using value_type = std::conditional_t<
        K == param_kind::optional, std::optional<T>,
        std::conditional_t<K == param_kind::repeated, std::vector<T>, T>>;

    explicit param_spec(std::string name) : name_(std::move(name)) {}
    param_spec(std::string name, T def) : name_(std::move(name)), default_(std::move(def)) {}

    const std::string& name() const noexcept { return name_; }

    /// Converts the value to `U` (through `route::from_param<U>`).
    template <class U>
    param_spec<U, K> as() const
        requires(K == param_kind::required && std::is_same_v<T, std::string>)
    {
        static_assert(::route::detail::has_from_param<U>,
            "route: param(...).as<T>(): no conversion from a query parameter to T; "
            "specialise route::from_param<T> with "
            "static boost::system::result<T, route::decode_error> parse(std::string_view)");
        return param_spec<U, K>(name_);
    }

    /// Absent: `std::nullopt`.
    param_spec<T, param_kind::optional> optional() const
        requires(K == param_kind::required)
    {
        return param_spec<T, param_kind::optional>(name_);
    }

    /// Absent: `v`. A present value that does not convert still rejects.
    param_spec<T, param_kind::defaulted> with_default(T v) const
        requires(K == param_kind::required)
    {
        return param_spec<T, param_kind::defaulted>(name_, std::move(v));
    }

    /// Every occurrence, in order; absent: empty.
    param_spec<T, param_kind::repeated> repeated() const
        requires(K == param_kind::required)
    {
        return param_spec<T, param_kind::repeated>(name_);
    }

    /// Extracts this spec's value from a parsed query, or says why not.
    bool extract(const detail::query& q, std::optional<value_type>& out,
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
                if (!convert(e, all.emplace_back(), why))
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
                    why.emplace(missing_query_param_rejection{name_});
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
                if (!convert(*e, v, why))
                    return false;
                out.emplace(std::move(v));
                return true;
            }
        }
    }

private:
    bool convert(const detail::query::entry& e, T& v, std::optional<rejection>& why) const
    {
        auto r = detail::query::plain(e) ? from_param<T>::parse(e.raw_value)
                                         : from_param<T>::parse(detail::query::value(e));
        if (r)
        {
            v = std::move(*r);
            return true;
        }
        why.emplace(malformed_query_param_rejection{name_, r.error().message()});
        return false;
    }

    std::string name_;
    std::uint32_t hash_ = detail::name_hash(name_);
    std::optional<T> default_;
};

/// A spec for the parameter `name`: a required `std::string` until refined.
inline param_spec<std::string> param(std::string name)
{
    return param_spec<std::string>(std::move(name));
}


namespace detail {

template <class T>
struct is_param_spec : std::false_type {};
template <class T, param_kind K>
struct is_param_spec<param_spec<T, K>> : std::true_type {};

template <class S>
auto as_spec(S&& s)
{
    if constexpr (is_param_spec<std::decay_t<S>>::value)
        return std::decay_t<S>(std::forward<S>(s));
    else
        return param_spec<std::string>(std::string(std::string_view(s)));
}

template <class S>
using spec_t = decltype(as_spec(std::declval<S>()));

template <class... Specs>
class parameters_directive;

template <class... Specs>
using parameters_base = directive_base<parameters_directive<Specs...>, typename Specs::value_type...>;

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

template <class S, class... Specs>
class parameters_as_directive;

} // namespace detail

/** The values of several query parameters, in spec order.

    The specs are read left to right; the first that fails gives the only
    rejection. The query is parsed once (Boost.URL), keys and values
    percent-decoded with `+` as a space; a query string that is not valid
    rejects with `malformed_request_content_rejection{"The request's query
    string is invalid."}`.
*/
template <class... Specs>
class detail::parameters_directive : public detail::parameters_base<Specs...>
{
public:
    static constexpr std::size_t max_specs = 64;
    static_assert(sizeof...(Specs) <= max_specs,
        "route: parameters(...) takes at most 64 specs");

    template <class... A>
    explicit parameters_directive(std::in_place_t, A&&... a) : specs_(std::forward<A>(a)...) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::tuple<std::optional<typename Specs::value_type>...> vals;
        std::optional<rejection> why;
        if (!extract(ctx, vals, why))
            return why ? route_result::rejected({std::move(*why)}) : invalid_query();
        return std::apply(
            [&](auto&... v) { return k(ctx, std::move(*v)...); }, vals);
    }

    /** Builds one `S` from the values, in order. When `S` is described with
        `BOOST_DESCRIBE_STRUCT`, its member count and member types are
        checked at compile time. A constructor of `S` that throws
        `std::invalid_argument` rejects with `validation_rejection` (400,
        its message).
    */
    template <class S>
    detail::parameters_as_directive<S, Specs...> as() const
    {
        return detail::parameters_as_directive<S, Specs...>(specs_);
    }

    template <class Tuple>
    bool extract(const request_context& ctx, Tuple& vals, std::optional<rejection>& why) const
    {
        query q;
        if (!q.parse(ctx))
            return false;
        bool ok = true;
        boost::mp11::mp_for_each<boost::mp11::mp_iota_c<sizeof...(Specs)>>([&](auto I) {
            if (ok)
                ok = std::get<I>(specs_).extract(q, std::get<I>(vals), why);
        });
        return ok;
    }

private:
    std::tuple<Specs...> specs_;
};

template <class S, class... Specs>
class detail::parameters_as_directive
    : public directive_base<parameters_as_directive<S, Specs...>, S>
{
public:
    explicit parameters_as_directive(const std::tuple<Specs...>& specs)
        : inner_(std::make_from_tuple<parameters_directive<Specs...>>(
              std::tuple_cat(std::make_tuple(std::in_place), specs)))
    {
        using values = boost::mp11::mp_list<typename Specs::value_type...>;
        if constexpr (boost::describe::has_describe_members<S>::value)
            static_assert(check_described<S, values>(),
                "route: parameters(...).as<S>() does not match S's description");
        else
            static_assert(std::is_constructible_v<S, typename Specs::value_type...> ||
                              requires { S{std::declval<typename Specs::value_type>()...}; },
                "route: parameters(...).as<S>(): S cannot be built from the parameter values "
                "in spec order");
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::tuple<std::optional<typename Specs::value_type>...> vals;
        std::optional<rejection> why;
        if (!inner_.extract(ctx, vals, why))
            return why ? route_result::rejected({std::move(*why)}) : invalid_query();
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

private:
    template <class... V>
    static S build(V&&... v)
    {
        if constexpr (std::is_constructible_v<S, V&&...>)
            return S(std::forward<V>(v)...);
        else
            return S{std::forward<V>(v)...};
    }

    parameters_directive<Specs...> inner_;
};

/** Extracts several query parameters at once: names (`"q"`), specs
    (`param("n").as<int>()`) and `"x"_p`, mixed; the inner function
    receives their values in spec order, with the types of the spec table.

    @par Example
    @code
    auto r = parameters("q", param("limit").as<int>().with_default(20), param("tag").repeated())(
        [](std::string q, int limit, std::vector<std::string> tags) { return complete(q); });
    @endcode
*/
template <class... S>
detail::parameters_directive<detail::spec_t<S>...> parameters(S&&... specs)
{
    return detail::parameters_directive<detail::spec_t<S>...>(
        std::in_place, detail::as_spec(std::forward<S>(specs))...);
}

/** Extracts one query parameter: a name (`std::string`) or a spec.

    @par Example
    @code
    auto r = parameter(param("age").as<int>())([](int age) { return complete(std::to_string(age)); });
    @endcode
*/
template <class S>
detail::parameters_directive<detail::spec_t<S>> parameter(S&& spec)
{
    return detail::parameters_directive<detail::spec_t<S>>(
        std::in_place, detail::as_spec(std::forward<S>(spec)));
}

namespace detail {

enum class whole_query
{
    map,
    multi_map,
    seq,
};

template <whole_query W>
using whole_query_t = std::conditional_t<
    W == whole_query::map, std::map<std::string, std::string>,
    std::conditional_t<W == whole_query::multi_map,
                       std::map<std::string, std::vector<std::string>>,
                       std::vector<std::pair<std::string, std::string>>>>;

template <whole_query W>
class whole_query_directive
    : public directive_base<whole_query_directive<W>, whole_query_t<W>>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        query q;
        if (!q.parse(ctx))
            return invalid_query();
        whole_query_t<W> out;
        for (auto const& e : q.entries())
        {
            if constexpr (W == whole_query::map)
                out.insert_or_assign(std::string(e.key), query::value(e));
            else if constexpr (W == whole_query::multi_map)
                out[std::string(e.key)].push_back(query::value(e));
            else
                out.emplace_back(std::string(e.key), query::value(e));
        }
        return k(ctx, std::move(out));
    }
};

} // namespace detail

/** All query parameters as a `std::map<std::string, std::string>`; for a
    repeated key the LAST occurrence wins (as pekko-http's `parameterMap`).
*/
inline constexpr detail::whole_query_directive<detail::whole_query::map> parameter_map{};

/// All query parameters as `std::map<std::string, std::vector<std::string>>`,
/// the values of a key in order of occurrence.
inline constexpr detail::whole_query_directive<detail::whole_query::multi_map>
    parameter_multi_map{};

/// All query parameters as `std::vector<std::pair<std::string, std::string>>`,
/// in request order, duplicates kept.
inline constexpr detail::whole_query_directive<detail::whole_query::seq> parameter_seq{};

} // namespace dsl

namespace literals {

/** `"q"_p` is `param("q")`.
    @par Example
    @code
    using namespace route::literals;
    auto r = parameters("q"_p, "page"_p.as<int>().with_default(1))(...);
    @endcode
*/
inline dsl::param_spec<std::string> operator""_p(const char* s, std::size_t n)
{
    return dsl::param_spec<std::string>(std::string(s, n));
}

} // namespace literals

namespace dsl {
/// `route::dsl::literals` is `route::literals`.
namespace literals = ::route::literals;
} // namespace dsl

} // namespace route

#endif
