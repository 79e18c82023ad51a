//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_CODING_HPP
#define ROUTE_DSL_DETAIL_CODING_HPP

// The implementation details of <route/dsl/coding.hpp>.

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

// Declared, and documented, in <route/dsl/coding.hpp>.
enum class coder : unsigned char;

namespace dsl {
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

/** The coding of a produced body with `c` (gzip, deflate or br), piece by
    piece: each piece is compressed and flushed (zlib's `Z_SYNC_FLUSH`,
    libbrotli's `BROTLI_OPERATION_FLUSH`), so that a client decodes every
    piece when it arrives (an event of an event stream, say).
*/
ROUTE_DECL std::shared_ptr<const piece_coding> piece_coding_of(coder c);

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
} // namespace dsl
} // namespace route

#endif
