//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_CODING_HPP
#define ROUTE_DSL_CODING_HPP

// pekko-http's coding directives: encode_response(_with) compresses the
// response by the request's Accept-Encoding, decode_request(_with)
// decompresses the request body by its Content-Encoding (zlib, and
// Brotli through libbrotli).

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/map_response.hpp>
#include <route/dsl/directive.hpp>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

/** A content coding (RFC 9110 8.4.1) the coding directives know:
    `gzip` and `deflate` (the zlib format, RFC 1950) through zlib, `br`
    (Brotli, RFC 7932) through libbrotli, and `identity`, no coding at all.
*/
enum class coder : unsigned char
{
    gzip,     ///< "gzip" (also read as "x-gzip")
    deflate,  ///< "deflate"
    identity, ///< "identity": the body as it is
    brotli,   ///< "br"
};

/// The coding's name in HTTP: "gzip", "deflate", "br" or "identity".
ROUTE_DECL std::string_view to_string(coder c) noexcept;

namespace dsl {

/** Bodies smaller than this many bytes are left as they are by
    `encode_response`: compressing them gains next to nothing (a gzip
    stream alone adds 18 bytes) and costs the time of it.
*/
inline constexpr std::size_t encode_min_body_size = 256;

/** Bodies streamed from a file (`get_from_file`, `get_from_directory`)
    larger than this many bytes are sent as they are by `encode_response`;
    smaller ones are read and compressed like any other body.
*/
inline constexpr std::uint64_t encode_max_file_size = 4 * 1024 * 1024;

namespace detail {

/// A few codings in an order of preference: a constant, unlike a vector.
struct coder_list
{
    coder items[4] = {};
    std::size_t size = 0;

    constexpr const coder* begin() const noexcept { return items; }
    constexpr const coder* end() const noexcept { return items + size; }
};

/// How the decoding of a body ended (see `decode_body`).
enum class decode_status
{
    ok,        ///< the whole body is decoded
    too_large, ///< the decoded body would exceed the limit: stopped there
    corrupt,   ///< the body is not valid in its coding
};

/// The quality `encode_body` compresses Brotli with (0 to 11).
inline constexpr int brotli_quality = 5;

/** Compresses `in` with `c` (gzip or deflate: zlib's default level and
    window; br: `brotli_quality`, libbrotli's default window); `identity`
    copies it.
*/
ROUTE_DECL std::string encode_body(coder c, std::string_view in);

/** Decompresses `in`, coded with `c`, into `out` (replacing it). Stops
    with `too_large` as soon as the output would exceed `limit` bytes,
    without allocating more than about `limit` bytes; `corrupt` sets
    `message` to what is wrong.
*/
ROUTE_DECL decode_status decode_body(coder c, std::string_view in, std::uint64_t limit,
                                     std::string& out, std::string& message);

/** The coding the `Accept-Encoding` fields of `req` choose among
    `coders` (pekko-http's negotiation, RFC 9110 12.5.3): the highest
    q-value above 0, ties in the order of `coders`; `identity` when it is
    among `coders` and nothing better is acceptable, unless the client
    forbids it (`identity;q=0`, or `*;q=0` without `identity`). Without
    the header, `no_header` (when given), else the first of `coders`.

    @return the coding; no value when nothing is acceptable; an error text
    when the header is malformed
*/
struct negotiation
{
    std::optional<coder> chosen;
    std::string error; ///< not empty: the header is malformed
};
ROUTE_DECL negotiation negotiate_encoding(const ::route::request& req,
                                          const coder_list& coders,
                                          std::optional<coder> no_header);

/** `r` encoded with `c` when that is worth it (see `encode_response`),
    with `Vary: Accept-Encoding` in any case.
*/
ROUTE_DECL response encode_response_as(response r, coder c);

/** Adds `Accept-Encoding` to the `Vary` field of `r` (creating it), unless
    it is there already or the field is `*`.
*/
ROUTE_DECL void add_vary_accept_encoding(response& r);

/// The names of `coders`, for rejections.
ROUTE_DECL std::vector<std::string> coder_names(const coder_list& coders);

/** The first coding of `req`'s `Content-Encoding` (pekko-http's
    `HttpRequest.encoding`): `identity` without the field; no value for a
    coding this library does not know.
*/
ROUTE_DECL std::optional<coder> request_encoding(const ::route::request& req);

/** The header fields of a request without `Content-Encoding` and
    `Content-Length`: those of the decoded request `decode_request` runs
    its inner route on.
*/
class decoded_headers final : public header_source
{
public:
    explicit decoded_headers(const header_source& inner) noexcept : inner_(&inner) {}

    ROUTE_DECL std::optional<std::string_view> find(std::string_view name) const override;

protected:
    ROUTE_DECL bool visit(std::string_view name, visitor v, void* ctx) const override;

private:
    const header_source* inner_;
};

/// A decoded request and what it views: kept while the inner route runs.
struct decoded_request
{
    std::string body;
    decoded_headers headers;
    ::route::request request;

    decoded_request(const ::route::request& original, std::string b)
        : body(std::move(b)), headers(original.headers()), request(original)
    {
        request.with_body(body).with_headers(headers);
    }
    decoded_request(const decoded_request&) = delete;
    decoded_request& operator=(const decoded_request&) = delete;
};

/** Decodes the body of `ctx`'s request by its `Content-Encoding` with
    `coders`: a rejected result, a failed one (`entity_error` with
    `error::entity_corrupt`) for a body that does not decode, or no value
    for a request to pass unchanged (identity) or with the decoded request
    in `out`.
*/
ROUTE_DECL std::optional<route_result>
decode_request_body(const request_context& ctx, const coder_list& coders,
                    std::shared_ptr<decoded_request>& out);

} // namespace detail

namespace implementation_defined {

/// Encodes the completed response (see `encode_response`).
class encode_response_directive : public directive_base<encode_response_directive>
{
public:
    constexpr encode_response_directive(detail::coder_list coders,
                                        std::optional<coder> no_header) noexcept
        : coders_(coders), no_header_(no_header)
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto n = detail::negotiate_encoding(ctx.request(), coders_, no_header_);
        if (!n.error.empty())
            return route_result::rejected(
                {malformed_header_rejection{"Accept-Encoding", std::move(n.error)}});
        if (!n.chosen)
            return route_result::rejected(
                {unaccepted_response_encoding_rejection{detail::coder_names(coders_)}});
        coder c = *n.chosen;
        route_result r = k(ctx);
        if (r.is_completed())
        {
            r.response() = detail::encode_response_as(std::move(r.response()), c);
            return r;
        }
        if (!r.is_pending())
            return r;
        return std::move(r).then([c](route_result x) {
            if (x.is_completed())
                x.response() = detail::encode_response_as(std::move(x.response()), c);
            return x;
        });
    }

private:
    detail::coder_list coders_;
    std::optional<coder> no_header_;
};

/// Decodes the request body (see `decode_request`).
class decode_request_directive : public directive_base<decode_request_directive>
{
public:
    constexpr explicit decode_request_directive(detail::coder_list coders) noexcept
        : coders_(coders)
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        // an encoded streamed body is read whole first, within the size limit
        if (ctx.request().header("Content-Encoding"))
            if (auto r = ::route::detail::require_strict_entity(ctx))
                return std::move(*r);
        std::shared_ptr<detail::decoded_request> d;
        if (auto r = detail::decode_request_body(ctx, coders_, d))
            return std::move(*r);
        if (!d)
            return k(ctx);
        route_result r = k(ctx.with_request(d->request));
        if (!r.is_pending())
            return r;
        // the inner route may still read the decoded body: keep it
        return std::move(r).then([d](route_result x) { return x; });
    }

private:
    detail::coder_list coders_;
};

/// Passes requests encoded with one coding (see `request_encoded_with`).
class request_encoded_with_directive : public directive_base<request_encoded_with_directive>
{
public:
    constexpr explicit request_encoded_with_directive(coder c) noexcept : c_(c) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (detail::request_encoding(ctx.request()) != c_)
            return route_result::rejected(
                {unsupported_request_encoding_rejection{{std::string(to_string(c_))}}});
        return k(ctx);
    }

private:
    coder c_;
};

/// Passes requests whose client accepts one coding (see `response_encoding_accepted`).
class response_encoding_accepted_directive
    : public directive_base<response_encoding_accepted_directive>
{
public:
    constexpr explicit response_encoding_accepted_directive(coder c) noexcept : c_(c) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        detail::coder_list only;
        only.items[0] = c_;
        only.size = 1;
        auto n = detail::negotiate_encoding(ctx.request(), only, c_);
        if (!n.error.empty())
            return route_result::rejected(
                {malformed_header_rejection{"Accept-Encoding", std::move(n.error)}});
        if (n.chosen != c_)
            return route_result::rejected(
                {unaccepted_response_encoding_rejection{{std::string(to_string(c_))}}});
        return k(ctx);
    }

private:
    coder c_;
};

} // namespace implementation_defined

/** Compresses the inner route's completed response with the coding the
    request's `Accept-Encoding` prefers among gzip, deflate, br and
    identity (pekko-http's `encodeResponse`, with Brotli added).

    The choice follows RFC 9110 12.5.3 with q-values: the highest q above
    0 wins, ties in the order gzip, deflate, br, identity (pekko-http's
    order, Brotli after its codings: a client preferring `br` says so with
    its q-values, or names it alone); `*` stands for the codings not
    named; `q=0` forbids. Without the header, or when nothing but identity
    is acceptable, the response is not encoded. When the client forbids
    identity (`identity;q=0`, `*;q=0`) and accepts none of gzip, deflate
    and br, the request is rejected with
    `unaccepted_response_encoding_rejection` (406); a malformed header
    with `malformed_header_rejection` (400).

    Every response completed through it gets `Vary: Accept-Encoding`
    (added to an existing `Vary`). Left as they are: responses with a
    `Content-Encoding` already, bodies smaller than
    `encode_min_body_size`, bodies streamed from a file larger than
    `encode_max_file_size`, partial content (206, `Content-Range`),
    statuses without a body, and content types that
    are compressed already (`image/png`, `image/jpeg`, `image/gif`,
    `image/webp`, `image/avif`, `video/...`, `audio/...`, `font/woff`,
    `font/woff2`, `application/zip`, `application/gzip`,
    `application/zstd`, ...). An encoded response's strong `ETag` becomes
    weak: it validated the identity bytes. The server computes
    `Content-Length`.

    @par Example
    @code
    auto r = encode_response(path("report")(get(complete(big_text))));
    @endcode

    @see encode_response_with, decode_request
*/
inline constexpr implementation_defined::encode_response_directive encode_response{
    detail::coder_list{{coder::gzip, coder::deflate, coder::brotli, coder::identity}, 4},
    coder::identity};

/** Compresses the inner route's completed response with the one of
    `first, more...` the request's `Accept-Encoding` prefers (ties in the
    order given), as pekko-http's `encodeResponseWith`. Without the
    header, `first` is used. `identity` is chosen only when it is among
    them; when nothing given is acceptable, rejects with
    `unaccepted_response_encoding_rejection` (406). `Vary` and the
    responses left alone are those of `encode_response`.

    @par Example
    @code
    auto r = encode_response_with(route::coder::gzip)(complete(big_text));
    @endcode

    @see encode_response
*/
template <class... C>
    requires(std::is_same_v<C, coder> && ...) && (sizeof...(C) < 4)
constexpr implementation_defined::encode_response_directive
encode_response_with(coder first, C... more)
{
    return implementation_defined::encode_response_directive(
        detail::coder_list{{first, more...}, 1 + sizeof...(C)}, std::nullopt);
}

/** Decodes the request body by its `Content-Encoding`: gzip (also
    `x-gzip`), deflate, br or identity (pekko-http's `decodeRequest`, with
    Brotli added). A list
    such as `gzip, identity` is decoded from its end. The inner route sees
    the decoded body and no `Content-Encoding` nor `Content-Length`
    field; a request without `Content-Encoding` passes as it is.

    An unknown coding rejects with `unsupported_request_encoding_rejection`
    (400). A body that does not decode (corrupt, cut short, data after its
    end) fails the route with `route::entity_error`
    (`error::entity_corrupt`), as pekko-http's IllegalRequestException:
    the default exception handler answers 400 `The request's encoding is
    corrupt` and logs the decoder's message. Decoding stops as soon as
    the decoded body exceeds the size limit in force (see
    `with_size_limit`) and rejects with `request_entity_too_large_rejection`
    (413): a small compressed body cannot make it allocate more.

    @par Example
    @code
    auto r = decode_request(post(extract([](const route::request_context& ctx) {
        return std::string(ctx.request().body());
    })([](std::string body) { return complete(body); })));
    @endcode

    @see decode_request_with, with_size_limit
*/
inline constexpr implementation_defined::decode_request_directive decode_request{
    detail::coder_list{{coder::gzip, coder::deflate, coder::brotli, coder::identity}, 4}};

/** Decodes the request body with one of `first, more...` by its
    `Content-Encoding`, as pekko-http's `decodeRequestWith`: a request
    without `Content-Encoding` is `identity`, accepted only when it is
    among them. Otherwise as `decode_request`.

    @par Example
    @code
    auto r = decode_request_with(route::coder::gzip)(post(complete("ok")));
    @endcode

    @see decode_request
*/
template <class... C>
    requires(std::is_same_v<C, coder> && ...) && (sizeof...(C) < 4)
constexpr implementation_defined::decode_request_directive
decode_request_with(coder first, C... more)
{
    return implementation_defined::decode_request_directive(
        detail::coder_list{{first, more...}, 1 + sizeof...(C)});
}

/** Passes requests whose body is encoded with `c` (the first coding of
    their `Content-Encoding`; `identity` without the field) and rejects the
    others with `unsupported_request_encoding_rejection{{c}}` (400), as
    pekko-http's `requestEncodedWith`. It does not decode: see
    `decode_request_with`.

    @par Example
    @code
    auto r = request_encoded_with(route::coder::gzip)(complete("gzipped"));
    @endcode
*/
constexpr implementation_defined::request_encoded_with_directive
request_encoded_with(coder c) noexcept
{
    return implementation_defined::request_encoded_with_directive(c);
}

/** Passes requests whose `Accept-Encoding` accepts `c` (a q-value above 0,
    named or through `*`; every coding without the field; `identity` unless
    forbidden) and rejects the others with
    `unaccepted_response_encoding_rejection{{c}}` (406), as pekko-http's
    `responseEncodingAccepted`; a malformed field with
    `malformed_header_rejection` (400), as `encode_response` does. It does
    not encode: see `encode_response_with`.

    @par Example
    @code
    // a report kept gzipped, sent as it is to the clients that take gzip
    auto r = response_encoding_accepted(route::coder::gzip)(
        respond_with_header("Content-Encoding", "gzip")(complete(gzipped_report)));
    @endcode
*/
constexpr implementation_defined::response_encoding_accepted_directive
response_encoding_accepted(coder c) noexcept
{
    return implementation_defined::response_encoding_accepted_directive(c);
}

namespace detail {

/// What `with_precompressed_media_type_support` does to a response.
struct precompressed_media_type_support
{
    response operator()(response r) const
    {
        if (r.gzipped_media_type && !r.has_header("Content-Encoding"))
            r.headers.push_back({"Content-Encoding", "gzip"});
        return r;
    }
};

} // namespace detail

/** Adds `Content-Encoding: gzip` to a response of the inner route whose
    media type is gzip-compressed in itself (`response::gzipped_media_type`:
    a `.svgz` file that `get_from_file` or `get_from_directory` serves, as
    `image/svg+xml`) and has no `Content-Encoding` yet, so that a client
    decompresses it (pekko-http's `withPrecompressedMediaTypeSupport`).
    Other responses, rejections and exceptions pass unchanged.

    @par Example
    @code
    auto r = with_precompressed_media_type_support(path_prefix("img")(get_from_directory("/srv/img")));
    @endcode
*/
inline constexpr implementation_defined::map_response_directive<detail::precompressed_media_type_support>
    with_precompressed_media_type_support{detail::precompressed_media_type_support{}};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/coding.ipp>
#endif

#endif
