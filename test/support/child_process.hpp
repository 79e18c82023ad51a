//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A program run by a test as a child process, its stdout and stderr on
// pipes (POSIX).
#ifndef ROUTE_TEST_SUPPORT_CHILD_PROCESS_HPP
#define ROUTE_TEST_SUPPORT_CHILD_PROCESS_HPP

#include <chrono>
#include <csignal>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace route {
namespace test {

class child_process
{
public:
    // Runs `exe` with `args`, in the directory `dir` when it is not empty.
    child_process(const std::string& exe, const std::vector<std::string>& args,
                  const std::string& dir = {})
    {
        std::vector<std::string> all{exe};
        all.insert(all.end(), args.begin(), args.end());
        std::vector<char*> argv;
        for (auto& a : all)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        int out[2], err[2];
        if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0)
            throw std::runtime_error("pipe failed");
        pid_ = ::fork();
        if (pid_ < 0)
            throw std::runtime_error("fork failed");
        if (pid_ == 0)
        {
            ::dup2(out[1], 1);
            ::dup2(err[1], 2);
            if (dir.empty() || ::chdir(dir.c_str()) == 0)
                ::execv(exe.c_str(), argv.data());
            ::_exit(127);
        }
        ::close(out[1]);
        ::close(err[1]);
        out_ = out[0];
        err_ = err[0];
    }

    child_process(const child_process&) = delete;
    child_process& operator=(const child_process&) = delete;

    ~child_process()
    {
        if (pid_ > 0 && !status_)
        {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        ::close(out_);
        ::close(err_);
    }

    // One line of stdout (without its newline); "" at the end or after `limit`.
    std::string read_line(std::chrono::milliseconds limit = std::chrono::seconds(10))
    {
        std::string line;
        char c;
        while (wait_readable(out_, limit) && ::read(out_, &c, 1) == 1 && c != '\n')
            line += c;
        return line;
    }

    // The rest of stdout or stderr, until the program closes it (or `limit`).
    std::string rest_of_stdout(std::chrono::milliseconds limit = std::chrono::seconds(10))
    {
        return rest(out_, limit);
    }
    std::string rest_of_stderr(std::chrono::milliseconds limit = std::chrono::seconds(10))
    {
        return rest(err_, limit);
    }

    void signal(int sig) { ::kill(pid_, sig); }

    // The exit status (-1: killed by a signal, or still running after `limit`).
    int wait(std::chrono::milliseconds limit = std::chrono::seconds(15))
    {
        auto deadline = std::chrono::steady_clock::now() + limit;
        int st = 0;
        while (::waitpid(pid_, &st, WNOHANG) == 0)
        {
            if (std::chrono::steady_clock::now() > deadline)
                return -1;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        status_ = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
        return *status_;
    }

private:
    static bool wait_readable(int fd, std::chrono::milliseconds limit)
    {
        pollfd p{fd, POLLIN, 0};
        return ::poll(&p, 1, static_cast<int>(limit.count())) == 1;
    }

    static std::string rest(int fd, std::chrono::milliseconds limit)
    {
        std::string s;
        char buf[512];
        ssize_t n = 0;
        while (wait_readable(fd, limit) && (n = ::read(fd, buf, sizeof buf)) > 0)
            s.append(buf, static_cast<std::size_t>(n));
        return s;
    }

    pid_t pid_ = -1;
    int out_ = -1;
    int err_ = -1;
    std::optional<int> status_;
};

} // namespace test
} // namespace route

#endif
