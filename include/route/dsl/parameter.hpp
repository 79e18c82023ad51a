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
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace implementation_defined {

/// What a parameter spec does when its parameter is absent.
enum class param_kind
{
    required,  ///< reject with missing_query_param_rejection
    optional,  ///< std::nullopt
    defaulted, ///< the default value
    repeated,  ///< all occurrences, maybe none
};

/// A query parameter spec (see `param`).
template <class T, param_kind K = param_kind::required>
class param_spec
{
public:
    /// What the spec extracts: `T`, `std::optional<T>` or `std::vector<T>`.
    using value_type = std::conditional_t<
        K == param_kind::optional, std::optional<T>,
        std::conditional_t<K == param_kind::repeated, std::vector<T>, T>>;

    explicit param_spec(std::string name) : name_(std::move(name)) {}
    param_spec(std::string name, T def) : name_(std::move(name)), default_(std::move(def)) {}

    /// The parameter's name.
    const std::string& name() const noexcept { return name_; }

    /// Converts the value to `U` (through `route::from_param<U>`).
    template <class U>
    param_spec<U, K> as() const
        requires(K == param_kind::required && std::is_same_v<T, std::string>);

    /// Absent: `std::nullopt`.
    param_spec<T, param_kind::optional> optional() const requires(K == param_kind::required);

    /// Absent: `v`. A present value that does not convert still rejects.
    param_spec<T, param_kind::defaulted> with_default(T v) const
        requires(K == param_kind::required);

    /// Every occurrence, in order; absent: empty.
    param_spec<T, param_kind::repeated> repeated() const requires(K == param_kind::required);

    /// Extracts this spec's value from parsed pairs, or says why not
    /// (with `Source`'s rejections: query parameters, form fields).
    template <class Source = detail::query_source>
    bool extract(const detail::query& q, std::optional<value_type>& out,
                 std::optional<rejection>& why) const;

private:
    template <class Source>
    bool convert(const detail::query::entry& e, T& v, std::optional<rejection>& why) const;

    std::string name_;
    std::uint32_t hash_ = detail::name_hash(name_);
    std::optional<T> default_;
};

} // namespace implementation_defined

/** A query parameter spec: a name, the type to convert to, and what to do
    when the parameter is absent. `param("name")` is refined with
    `.as<T>()`, then one of `.optional()`, `.with_default(v)`, `.repeated()`.

    | spec | extracts | absent | not convertible |
    |---|---|---|---|
    | `param("n")` | `std::string` | missing_query_param_rejection | - |
    | `param("n").as<T>()` | `T` | missing_query_param_rejection | malformed_query_param_rejection |
    | `.optional()` | `std::optional<T>` | `std::nullopt` | malformed_query_param_rejection |
    | `.with_default(v)` | `T` | `v` | malformed_query_param_rejection |
    | `.repeated()` | `std::vector<T>` | empty | malformed_query_param_rejection |

    An empty value (`?n=` or `?n`) counts as absent for every type but
    `std::string`. Single-value specs use the first occurrence of the name.

    @par Example
    @code auto r = parameter(param("age").as<int>().optional())([](std::optional<int> age) { ... }); @endcode
*/
inline implementation_defined::param_spec<std::string>
param(std::string name)
{
    return implementation_defined::param_spec<std::string>(std::move(name));
}

namespace detail {

// The spec an argument of `parameters` stands for: a spec is itself, a
// name is a required std::string spec.
template <class T, implementation_defined::param_kind K>
implementation_defined::param_spec<T, K> as_spec(implementation_defined::param_spec<T, K> s);
inline implementation_defined::param_spec<std::string> as_spec(std::string_view name);

template <class S>
using spec_t = decltype(as_spec(std::declval<S>()));

} // namespace detail

namespace implementation_defined {

/// `parameters(...).as<S>()`: one `S` built from the values, in order.
template <class Source, class S, class... Specs>
class fields_as_directive;

/// The values of several name/value pairs read from `Source` (the query,
/// the form fields), in spec order (see `parameters`, `form_fields`).
template <class Source, class... Specs>
class fields_directive
    : public directive_base<fields_directive<Source, Specs...>, typename Specs::value_type...>
{
public:
    static_assert(sizeof...(Specs) <= 64, "route: parameters(...) takes at most 64 specs");

    template <class... A>
    explicit fields_directive(std::in_place_t, A&&... a) : specs_(std::forward<A>(a)...) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const;

    /** Builds one `S` from the values, in order. When `S` is described with
        `BOOST_DESCRIBE_STRUCT`, its member count and member types are
        checked at compile time. A constructor of `S` that throws
        `std::invalid_argument` rejects with `validation_rejection` (400,
        its message).

        @par Example
        @code auto r = parameters(param("lo").as<int>(), param("hi").as<int>()).as<range>()([](range x) { ... }); @endcode
    */
    template <class S>
    fields_as_directive<Source, S, Specs...> as() const;

    /// Extracts every spec's value into `vals`; false with `why` set when it cannot.
    template <class Tuple>
    bool extract(const request_context& ctx, Tuple& vals, std::optional<rejection>& why) const;

private:
    std::tuple<Specs...> specs_;
};

/// The values of several query parameters, in spec order (see `parameters`).
template <class... Specs>
using parameters_directive = fields_directive<detail::query_source, Specs...>;

/// `parameters(...).as<S>()`.
template <class S, class... Specs>
using parameters_as_directive = fields_as_directive<detail::query_source, S, Specs...>;

/// All pairs of `Source` as an `Out` (see `parameter_map`, `parameter_multi_map`,
/// `parameter_seq`, `form_field_map`...).
template <class Out, class Source = detail::query_source>
class whole_query_directive : public directive_base<whole_query_directive<Out, Source>, Out>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const;
};

} // namespace implementation_defined

/** Extracts several query parameters at once: names (`"q"`), specs
    (`param("n").as<int>()`) and `"x"_p`, mixed, at most 64; the inner
    function receives their values in spec order, with the types of the
    spec table (see `param`).

    The specs are read left to right; the first that fails gives the only
    rejection. The query is parsed once (Boost.URL), keys and values
    percent-decoded with `+` as a space; a query string that is not valid
    rejects with `malformed_request_content_rejection{"The request's query
    string is invalid."}`.

    @par Example
    @code
    auto r = parameters("q", param("limit").as<int>().with_default(20), param("tag").repeated())(
        [](std::string q, int limit, std::vector<std::string> tags) { return complete(q); });
    @endcode
*/
template <class... S>
implementation_defined::parameters_directive<detail::spec_t<S>...>
parameters(S&&... specs)
{
    return implementation_defined::parameters_directive<detail::spec_t<S>...>(
        std::in_place, detail::as_spec(std::forward<S>(specs))...);
}

/** Extracts one query parameter: a name (`std::string`) or a spec.
    @par Example
    @code auto r = parameter(param("age").as<int>())([](int age) { return complete(std::to_string(age)); }); @endcode
*/
template <class S>
implementation_defined::parameters_directive<detail::spec_t<S>>
parameter(S&& spec)
{
    return implementation_defined::parameters_directive<detail::spec_t<S>>(
        std::in_place, detail::as_spec(std::forward<S>(spec)));
}

/// All query parameters as a `std::map<std::string, std::string>`; for a
/// repeated key the LAST occurrence wins (as pekko-http's `parameterMap`).
inline constexpr implementation_defined::whole_query_directive<std::map<std::string, std::string>>
    parameter_map{};

/// All query parameters as `std::map<std::string, std::vector<std::string>>`,
/// the values of a key in order of occurrence.
inline constexpr implementation_defined::whole_query_directive<
    std::map<std::string, std::vector<std::string>>>
    parameter_multi_map{};

/// All query parameters as `std::vector<std::pair<std::string, std::string>>`,
/// in request order, duplicates kept.
inline constexpr implementation_defined::whole_query_directive<
    std::vector<std::pair<std::string, std::string>>>
    parameter_seq{};

} // namespace dsl

namespace literals {

/** `"q"_p` is `param("q")`.
    @par Example
    @code using namespace route::literals; auto r = parameters("q"_p, "page"_p.as<int>().with_default(1))(...); @endcode
*/
inline dsl::implementation_defined::param_spec<std::string>
operator""_p(const char* s, std::size_t n)
{
    return dsl::implementation_defined::param_spec<std::string>(std::string(s, n));
}

} // namespace literals

namespace dsl {
/// `route::dsl::literals` is `route::literals`.
namespace literals = ::route::literals;
} // namespace dsl

} // namespace route

#include <route/dsl/impl/parameter.hpp>

#endif
