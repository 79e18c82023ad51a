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

// A chunk writer that encodes each piece before the transport's writer
// sends it (produced_body::coding).
class encoding_writer final : public chunk_writer
{
public:
    encoding_writer(chunk_writer& w, piece_encoder& e) noexcept : w_(w), e_(e) {}

    boost::asio::awaitable<void> write(std::string_view data) override
    {
        auto out = e_.put(data);
        if (!out.empty())
            co_await w_.write(out);
    }

private:
    chunk_writer& w_;
    piece_encoder& e_;
};

// The producer of a produced body through an encoder (produce_body).
inline boost::asio::awaitable<void>
produce_encoded(std::shared_ptr<const streamed_body> body,
                std::shared_ptr<const piece_coding> coding, chunk_writer& w)
{
    auto e = coding->start();
    encoding_writer coded(w, *e);
    co_await body->produce(coded);
    auto tail = e->finish();
    if (!tail.empty())
        co_await w.write(tail);
}

/** Runs the producer of a response's produced body into `w`, the
    transport's writer: through the produced body's `coding` when it has
    one, the encoded body then ended. Every transport (HTTP/1.1, HTTP/2,
    the test kit) runs a produced body through this. The caller keeps
    `body` until the awaitable has completed: without a coding, it is the
    producer's own coroutine, with no frame around it (an event stream
    may last for hours; each of its connections would carry one).
*/
inline boost::asio::awaitable<void>
produce_body(const std::shared_ptr<const streamed_body>& body,
             const std::shared_ptr<const piece_coding>& coding, chunk_writer& w)
{
    if (!coding)
        return body->produce(w);
    return produce_encoded(body, coding, w);
}

} // namespace detail

} // namespace route

#endif
