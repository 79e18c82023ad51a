//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_PIECE_SOURCE_HPP
#define ROUTE_APP_DETAIL_PIECE_SOURCE_HPP

// The implementation details of <route/app/request_entity.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace route {

namespace detail {

/** A source of a request body whose pieces can also be read into the
    storage of the piece before: what readers that consume each piece
    before the next (the multipart reader) use, so that a large body costs
    no allocation a piece, and is received into aligned memory.
*/
class piece_source : public byte_source::impl
{
public:
    /** The next piece into `piece` (never empty), its storage reused;
        false at the end. The pieces are of at most `max` bytes, so that a
        reader can have them end where it wants (one read from the
        connection may be shorter). Throws as `byte_source::read`.
    */
    virtual boost::asio::awaitable<bool> read_into(piece_buffer& piece, std::size_t max) = 0;
};

/// The body of the request of `ctx` as a piece source, within its size limit.
ROUTE_DECL std::shared_ptr<piece_source> body_source_of(const request_context& ctx);

/// The body of the request of `ctx` as a source, within its size limit.
ROUTE_DECL byte_source data_bytes_of(const request_context& ctx);

inline request_entity
request_entity_of(const request_context& ctx)
{
    return request_entity(ctx);
}

} // namespace detail

} // namespace route

#endif
