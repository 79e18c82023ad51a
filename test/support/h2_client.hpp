//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A small HTTP/2 client for black-box tests: nghttp2's client session over
// a TCP connection to 127.0.0.1 (h2c by prior knowledge). Requests are
// submitted first, then sent together; run() reads until every stream is
// closed, and gives up after a deadline so that a broken server fails a
// test instead of hanging it.

#ifndef ROUTE_TEST_SUPPORT_H2_CLIENT_HPP
#define ROUTE_TEST_SUPPORT_H2_CLIENT_HPP

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <nghttp2/nghttp2.h>
#include <poll.h>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <deque>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace route {
namespace test {

class h2_client
{
public:
    // What a stream received.
    struct result
    {
        int status = 0;
        std::string body;
        bool closed = false;
        std::uint32_t error = 0; // the RST_STREAM code, or 0
    };

    explicit h2_client(unsigned short port) : sock_(ioc_)
    {
        namespace net = boost::asio;
        sock_.connect(net::ip::tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
        nghttp2_session_callbacks* cbs = nullptr;
        nghttp2_session_callbacks_new(&cbs);
        nghttp2_session_callbacks_set_on_header_callback(cbs, &on_header);
        nghttp2_session_callbacks_set_on_data_chunk_recv_callback(cbs, &on_data);
        nghttp2_session_callbacks_set_on_stream_close_callback(cbs, &on_close);
        nghttp2_session_callbacks_set_on_frame_recv_callback(cbs, &on_frame);
        nghttp2_session_client_new(&ng_, cbs, this);
        nghttp2_session_callbacks_del(cbs);
        nghttp2_submit_settings(ng_, NGHTTP2_FLAG_NONE, nullptr, 0);
    }

    ~h2_client() { nghttp2_session_del(ng_); }

    h2_client(const h2_client&) = delete;
    h2_client& operator=(const h2_client&) = delete;

    // Submits a request (sent by the next run()); its stream id.
    // With `unfinished`, the body is sent without its end (END_STREAM):
    // a client that stalls.
    std::int32_t submit(std::string method, std::string path, std::string body = {},
                        std::vector<std::pair<std::string, std::string>> fields = {},
                        bool unfinished = false)
    {
        auto& r = requests_.emplace_back(request{std::move(method), std::move(path),
                                                 std::move(body), std::move(fields), 0,
                                                 unfinished, 0});
        std::vector<nghttp2_nv> nv;
        auto add = [&nv](const std::string& n, const std::string& v) {
            nv.push_back({reinterpret_cast<std::uint8_t*>(const_cast<char*>(n.data())),
                          reinterpret_cast<std::uint8_t*>(const_cast<char*>(v.data())), n.size(),
                          v.size(), NGHTTP2_NV_FLAG_NONE});
        };
        static const std::string m = ":method", s = ":scheme", p = ":path", a = ":authority",
                                 http = "http", host = "127.0.0.1";
        add(m, r.method);
        add(s, http);
        add(p, r.path);
        add(a, host);
        for (auto& f : r.fields)
            add(f.first, f.second);
        nghttp2_data_provider provider{};
        provider.source.ptr = &r;
        provider.read_callback = &read_body;
        auto id = nghttp2_submit_request(ng_, nullptr, nv.data(), nv.size(),
                                         r.body.empty() && !unfinished ? nullptr : &provider,
                                         nullptr);
        if (id < 0)
            throw std::runtime_error("h2 client: cannot submit a request");
        r.id = id;
        results[id];
        return id;
    }

    // Sends what was submitted, then reads until every stream is closed
    // (or, with `until`, that stream).
    void run(std::chrono::milliseconds limit = std::chrono::seconds(5), std::int32_t until = 0)
    {
        auto deadline = std::chrono::steady_clock::now() + limit;
        for (;;)
        {
            send();
            if (until ? results[until].closed : all_closed())
                return;
            auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0)
                throw std::runtime_error("h2 client: the server did not answer in time");
            pollfd p{sock_.native_handle(), POLLIN, 0};
            if (::poll(&p, 1, static_cast<int>(left.count())) <= 0)
                continue;
            char buf[16 * 1024];
            boost::system::error_code ec;
            auto n = sock_.read_some(boost::asio::buffer(buf), ec);
            if (ec)
                throw std::runtime_error("h2 client: the connection closed: " + ec.message());
            if (nghttp2_session_mem_recv(ng_, reinterpret_cast<std::uint8_t*>(buf), n) < 0)
                throw std::runtime_error("h2 client: the server broke the protocol");
        }
    }

    std::map<std::int32_t, result> results;

    // The bytes of a request's body sent so far (as flow control let them).
    std::size_t sent(std::int32_t id) const
    {
        for (auto& r : requests_)
            if (r.id == id)
                return r.sent;
        return 0;
    }

    // The GOAWAY received: its last stream id (-1: none) and error code.
    std::int32_t goaway_last = -1;
    std::uint32_t goaway_error = 0;

    // When set, the next send writes this many bytes first, then the rest
    // a moment later: a connection preface split across the server's reads.
    std::size_t split_first_write = 0;

private:
    struct request
    {
        std::string method, path, body;
        std::vector<std::pair<std::string, std::string>> fields;
        std::size_t sent;
        bool unfinished;
        std::int32_t id;
    };

    // one write of all there is: requests submitted together arrive together
    void send()
    {
        std::string out;
        for (;;)
        {
            const std::uint8_t* data = nullptr;
            auto n = nghttp2_session_mem_send(ng_, &data);
            if (n <= 0)
                break;
            out.append(reinterpret_cast<const char*>(data), static_cast<std::size_t>(n));
        }
        if (split_first_write > 0 && out.size() > split_first_write)
        {
            boost::asio::write(sock_, boost::asio::buffer(out.data(), split_first_write));
            out.erase(0, split_first_write);
            split_first_write = 0;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        if (!out.empty())
            boost::asio::write(sock_, boost::asio::buffer(out));
    }

    static int on_frame(nghttp2_session*, const nghttp2_frame* f, void* user)
    {
        auto* self = static_cast<h2_client*>(user);
        if (f->hd.type == NGHTTP2_GOAWAY)
        {
            self->goaway_last = f->goaway.last_stream_id;
            self->goaway_error = f->goaway.error_code;
        }
        return 0;
    }

    bool all_closed() const
    {
        for (auto& [id, r] : results)
            if (!r.closed)
                return false;
        return true;
    }

    static int on_header(nghttp2_session*, const nghttp2_frame* f, const std::uint8_t* name,
                         std::size_t namelen, const std::uint8_t* value, std::size_t valuelen,
                         std::uint8_t, void* user)
    {
        auto* self = static_cast<h2_client*>(user);
        std::string n(reinterpret_cast<const char*>(name), namelen);
        if (n == ":status")
            self->results[f->hd.stream_id].status =
                std::stoi(std::string(reinterpret_cast<const char*>(value), valuelen));
        return 0;
    }

    static int on_data(nghttp2_session*, std::uint8_t, std::int32_t id, const std::uint8_t* data,
                       std::size_t n, void* user)
    {
        static_cast<h2_client*>(user)->results[id].body.append(
            reinterpret_cast<const char*>(data), n);
        return 0;
    }

    static int on_close(nghttp2_session*, std::int32_t id, std::uint32_t error, void* user)
    {
        auto& r = static_cast<h2_client*>(user)->results[id];
        r.closed = true;
        r.error = error;
        return 0;
    }

    static ssize_t read_body(nghttp2_session*, std::int32_t, std::uint8_t* out, std::size_t n,
                             std::uint32_t* flags, nghttp2_data_source* source, void*)
    {
        auto& r = *static_cast<request*>(source->ptr);
        if (r.unfinished && r.sent == r.body.size())
            return NGHTTP2_ERR_DEFERRED;
        auto k = std::min(n, r.body.size() - r.sent);
        std::memcpy(out, r.body.data() + r.sent, k);
        r.sent += k;
        if (r.sent == r.body.size() && !r.unfinished)
            *flags |= NGHTTP2_DATA_FLAG_EOF;
        return static_cast<ssize_t>(k);
    }

    boost::asio::io_context ioc_;
    boost::asio::ip::tcp::socket sock_;
    nghttp2_session* ng_ = nullptr;
    std::deque<request> requests_; // stable: the data providers point into it
};

} // namespace test
} // namespace route

#endif
