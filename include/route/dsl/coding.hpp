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
#include <route/core/detail/strict_entity.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/coding.hpp>
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

/** Adds `Content-Encoding: gzip` to a response of the inner route whose
    media type is gzip-compressed in itself (`response::gzipped_media_type`)
    and has no `Content-Encoding` yet, so that a client decompresses it
    (pekko-http's `withPrecompressedMediaTypeSupport`). Other responses,
    rejections and exceptions pass unchanged. `get_from_file` and
    `get_from_directory` add the field themselves, as pekko-http's
    `getFromFile`, for `.svgz` files and files such as `app.js.gz`.

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
