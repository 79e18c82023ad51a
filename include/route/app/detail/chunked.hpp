//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_CHUNKED_HPP
#define ROUTE_APP_DETAIL_CHUNKED_HPP

// The implementation details of <route/app/chunked.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace route {

namespace detail {

class producer_body final : public streamed_body
{
public:
    explicit producer_body(chunk_producer p) : p_(std::move(p)) {}

    boost::asio::awaitable<void> produce(chunk_writer& w) const override { return p_(w); }

private:
    chunk_producer p_;
};

} // namespace detail

} // namespace route

#endif
