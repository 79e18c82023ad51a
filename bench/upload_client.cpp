//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The client of the upload benchmark (bench/run-streaming.sh): one
// multipart/form-data POST of a file, field "file", as curl -F sends it,
// but with the file's bytes handed to the socket by sendfile(2), so that
// the client costs far less than the servers it loads (curl reads the
// file into its own buffer and writes it out again, as much work as the
// baseline server does).
//
//   upload_client PORT FILE
//
// Prints "STATUS SECONDS": the status of the answer and the time from
// connecting to the end of the answer. Exits with 1 on a failure.

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <csignal>
#include <fcntl.h>
#include <sys/sendfile.h>
#include <unistd.h>

namespace net = boost::asio;
namespace http = boost::beast::http;
using tcp = net::ip::tcp;

int
main(int argc, char** argv)
{
    if (argc != 3)
    {
        std::cerr << "usage: upload_client PORT FILE\n";
        return 2;
    }
    std::signal(SIGPIPE, SIG_IGN); // a server that stops reading early: an error, not a signal
    std::string port = argv[1];
    std::filesystem::path file = argv[2];
    int fd = ::open(file.c_str(), O_RDONLY);
    if (fd < 0)
    {
        std::perror(file.c_str());
        return 1;
    }
    std::uint64_t size = std::filesystem::file_size(file);

    std::string boundary = "------------------------7d3a9c51e0b24f68";
    std::string head = "--" + boundary +
                       "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" +
                       file.filename().string() +
                       "\"\r\nContent-Type: application/octet-stream\r\n\r\n";
    std::string tail = "\r\n--" + boundary + "--\r\n";
    std::string request = "POST /upload HTTP/1.1\r\nHost: 127.0.0.1:" + port +
                          "\r\nUser-Agent: upload_client\r\nAccept: */*\r\nContent-Length: " +
                          std::to_string(head.size() + size + tail.size()) +
                          "\r\nContent-Type: multipart/form-data; boundary=" + boundary +
                          "\r\n\r\n" + head;
    try
    {
        net::io_context ioc(1);
        tcp::socket sock(ioc);
        auto t0 = std::chrono::steady_clock::now();
        sock.connect({net::ip::make_address("127.0.0.1"),
                      static_cast<unsigned short>(std::stoi(port))});
        net::write(sock, net::buffer(request));
        off_t offset = 0;
        while (static_cast<std::uint64_t>(offset) < size)
        {
            ssize_t n = ::sendfile(sock.native_handle(), fd, &offset, size - offset);
            if (n <= 0)
            {
                std::perror("sendfile");
                return 1;
            }
        }
        net::write(sock, net::buffer(tail));
        boost::beast::flat_buffer buf;
        http::response<http::string_body> res;
        http::read(sock, buf, res);
        auto t1 = std::chrono::steady_clock::now();
        std::printf("%u %.6f\n", res.result_int(), std::chrono::duration<double>(t1 - t0).count());
    }
    catch (const std::exception& e)
    {
        std::cerr << "upload_client: " << e.what() << '\n';
        return 1;
    }
    return 0;
}
