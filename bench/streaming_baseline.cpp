//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The hand-written Beast servers bench/run-streaming.sh measures
// bench/streaming.cpp against: one thread (an io_context with a
// concurrency hint of 1), 127.0.0.1 only, keep-alive, no timeouts,
// callbacks as in Beast's http_server_async example. Anything but the
// mode's own request is answered 404.
//
//   streaming_baseline upload PORT DIR     POST /upload: the raw request body
//                                          (multipart or not, never parsed)
//                                          written to DIR/upload.bin as it
//                                          arrives, through a 64 KiB
//                                          http::buffer_body; then 200
//   streaming_baseline download PORT MIB   GET /download: MIB MiB of bytes in
//                                          64 KiB chunks (http::make_chunk),
//                                          Transfer-Encoding: chunked
//   streaming_baseline events PORT SCHEDULE
//                                          GET /events: text/event-stream,
//                                          one event "data: N\n\n" per chunk
//                                          every 100 ms, at the instants
//                                          SCHEDULE (tick or spread) gives
//                                          (bench/event_schedule.hpp), one
//                                          steady_timer per connection

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/file.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/buffer_body.hpp>
#include <boost/beast/http/chunk_encode.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/serializer.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/beast/core/string.hpp>
#include "event_schedule.hpp"
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;
using error_code = boost::system::error_code;

namespace {

enum class mode
{
    upload,
    download,
    events
};

mode the_mode;
std::string upload_path;        // upload: DIR/upload.bin
std::uint64_t download_chunks;  // download: MIB * 16 chunks of 64 KiB
constexpr std::size_t chunk_size = 64 * 1024;
std::array<char, chunk_size> download_chunk; // the bytes of every chunk
std::optional<bench::event_clock> event_times; // events: their schedule

class session : public std::enable_shared_from_this<session>
{
public:
    explicit session(tcp::socket s) : sock_(std::move(s)), timer_(sock_.get_executor()) {}

    void start() { read_header(); }

private:
    void read_header()
    {
        parser_.emplace();
        parser_->body_limit(boost::none);
        http::async_read_header(sock_, buf_, *parser_,
                                [self = shared_from_this()](error_code ec, std::size_t) {
                                    if (!ec)
                                        self->route();
                                });
    }

    void route()
    {
        auto& req = parser_->get();
        keep_alive_ = req.keep_alive();
        version_ = req.version();
        if (the_mode == mode::upload && req.method() == http::verb::post &&
            req.target() == "/upload")
            return start_upload();
        if (the_mode == mode::download && req.method() == http::verb::get &&
            req.target() == "/download")
            return start_download();
        if (the_mode == mode::events && req.method() == http::verb::get &&
            req.target() == "/events")
            return start_events();
        // a request with a body is answered and the connection closed
        if (!parser_->is_done())
            keep_alive_ = false;
        answer(http::status::not_found, "The requested resource could not be found.");
    }

    // a small text answer, then the next request
    void answer(http::status status, const char* text)
    {
        auto res = std::make_shared<http::response<http::string_body>>(status, version_);
        res->set(http::field::content_type, "text/plain; charset=utf-8");
        res->body() = text;
        res->keep_alive(keep_alive_);
        res->prepare_payload();
        http::async_write(sock_, *res,
                          [self = shared_from_this(), res](error_code ec, std::size_t) {
                              if (!ec && self->keep_alive_)
                                  self->read_header();
                          });
    }

    // upload: the body straight into the file, 64 KiB at a time

    void start_upload()
    {
        error_code ec;
        piece_.resize(chunk_size);
        // Beast reads as much as the buffer has room for, but at least 512
        // bytes: without room for a whole piece, a body comes 512 bytes a
        // read
        buf_.reserve(chunk_size);
        file_.emplace();
        file_->open(upload_path.c_str(), beast::file_mode::write, ec);
        if (ec)
        {
            std::cerr << "streaming_baseline: cannot open " << upload_path << ": "
                      << ec.message() << '\n';
            std::exit(1);
        }
        if (beast::iequals(parser_->get()[http::field::expect], "100-continue"))
        {
            static constexpr std::string_view go_on = "HTTP/1.1 100 Continue\r\n\r\n";
            net::async_write(sock_, net::buffer(go_on.data(), go_on.size()),
                             [self = shared_from_this()](error_code ec, std::size_t) {
                                 if (!ec)
                                     self->read_body();
                             });
            return;
        }
        read_body();
    }

    void read_body()
    {
        if (parser_->is_done())
        {
            file_.reset();
            return answer(http::status::ok, "stored");
        }
        auto& body = parser_->get().body();
        body.data = piece_.data();
        body.size = piece_.size();
        http::async_read(sock_, buf_, *parser_,
                         [self = shared_from_this()](error_code ec, std::size_t) {
                             if (ec == http::error::need_buffer)
                                 ec = {};
                             if (ec)
                                 return;
                             self->store();
                         });
    }

    void store()
    {
        std::size_t n = piece_.size() - parser_->get().body().size;
        std::size_t done = 0;
        while (done < n)
        {
            error_code ec;
            done += file_->write(piece_.data() + done, n - done, ec);
            if (ec)
            {
                std::cerr << "streaming_baseline: writing " << upload_path << ": "
                          << ec.message() << '\n';
                std::exit(1);
            }
        }
        read_body();
    }

    // download: the header, then the chunks, then the last chunk

    void start_download()
    {
        res_.emplace(http::status::ok, version_);
        res_->set(http::field::content_type, "application/octet-stream");
        res_->chunked(true);
        res_->keep_alive(keep_alive_);
        sr_.emplace(*res_);
        sent_ = 0;
        http::async_write_header(sock_, *sr_,
                                 [self = shared_from_this()](error_code ec, std::size_t) {
                                     if (!ec)
                                         self->next_chunk();
                                 });
    }

    void next_chunk()
    {
        if (sent_ == download_chunks)
        {
            net::async_write(sock_, http::make_chunk_last(),
                             [self = shared_from_this()](error_code ec, std::size_t) {
                                 self->sr_.reset();
                                 self->res_.reset();
                                 if (!ec && self->keep_alive_)
                                     self->read_header();
                             });
            return;
        }
        ++sent_;
        net::async_write(sock_,
                         http::make_chunk(net::buffer(download_chunk.data(), download_chunk.size())),
                         [self = shared_from_this()](error_code ec, std::size_t) {
                             if (!ec)
                                 self->next_chunk();
                         });
    }

    // events: the header and an event, then one every 100 ms until the
    // write fails

    void start_events()
    {
        res_.emplace(http::status::ok, version_);
        res_->set(http::field::content_type, "text/event-stream");
        res_->set(http::field::cache_control, "no-cache");
        res_->chunked(true);
        sr_.emplace(*res_);
        http::async_write_header(sock_, *sr_,
                                 [self = shared_from_this()](error_code ec, std::size_t) {
                                     if (!ec)
                                         self->send_event();
                                 });
    }

    void send_event()
    {
        event_ = "data: ";
        event_ += std::to_string(counter_++);
        event_ += "\n\n";
        net::async_write(sock_, http::make_chunk(net::buffer(event_)),
                         [self = shared_from_this()](error_code ec, std::size_t) {
                             if (ec)
                                 return;
                             if (self->counter_ == 1)
                                 self->timer_.expires_at(event_times->second_event(
                                     std::chrono::steady_clock::now()));
                             else
                                 self->timer_.expires_at(self->timer_.expiry() +
                                                         bench::event_period);
                             self->timer_.async_wait([self](error_code ec) {
                                 if (!ec)
                                     self->send_event();
                             });
                         });
    }

    tcp::socket sock_;
    net::steady_timer timer_;
    beast::flat_buffer buf_;
    std::optional<http::request_parser<http::buffer_body>> parser_;
    bool keep_alive_ = false;
    unsigned version_ = 11;
    // upload
    std::optional<beast::file> file_;
    std::vector<char> piece_; // chunk_size bytes, in upload sessions only
    // download and events
    std::optional<http::response<http::empty_body>> res_;
    std::optional<http::response_serializer<http::empty_body>> sr_;
    std::uint64_t sent_ = 0;
    std::uint64_t counter_ = 0;
    std::string event_;
};

void
accept(tcp::acceptor& a)
{
    a.async_accept([&a](error_code ec, tcp::socket s) {
        if (!ec)
        {
            // as route's server and the items baseline (baseline_server.cpp)
            // do: a small write (an event, a chunk) leaves at once
            error_code ignored;
            s.set_option(tcp::no_delay(true), ignored);
            std::make_shared<session>(std::move(s))->start();
        }
        accept(a);
    });
}

int
usage()
{
    std::cerr << "usage: streaming_baseline upload PORT DIR\n"
                 "       streaming_baseline download PORT MIB\n"
                 "       streaming_baseline events PORT tick|spread\n";
    return 2;
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    std::string kind = argv[1];
    auto port = static_cast<unsigned short>(std::atoi(argv[2]));
    if (kind == "upload" && argc == 4)
    {
        the_mode = mode::upload;
        upload_path = std::string(argv[3]) + "/upload.bin";
    }
    else if (kind == "download" && argc == 4)
    {
        the_mode = mode::download;
        download_chunks = std::strtoull(argv[3], nullptr, 10) * (1024 * 1024 / chunk_size);
        for (std::size_t i = 0; i < download_chunk.size(); ++i)
            download_chunk[i] = static_cast<char>('a' + i % 26);
    }
    else if (kind == "events" && argc == 4 && bench::parse_event_schedule(argv[3]))
    {
        the_mode = mode::events;
        event_times.emplace(*bench::parse_event_schedule(argv[3]));
    }
    else
        return usage();

    net::io_context ioc(1);
    tcp::acceptor a(ioc);
    tcp::endpoint ep(net::ip::make_address("127.0.0.1"), port);
    a.open(ep.protocol());
    a.set_option(net::socket_base::reuse_address(true));
    a.bind(ep);
    a.listen();
    accept(a);
    ioc.run();
    return 0;
}
