//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen's generation step: every linked format written from N recorded
// calls spread over a fixed number of operations, as docgen-generate does
// from a calls.json (the calls are built here, no HTTP). For each N it
// prints the median milliseconds of `docgen::generate` over ROUNDS runs,
// in CPU time of the process (user and system: what a busy machine does
// not move) and in wall-clock time, then each part's CPU time
// (document::from_calls and each formatter's write, timed alone, median
// too), one line each:
//
//   total <calls> <operations> <cpu ms> <wall ms>
//   part <calls> <name> <cpu ms>
//
//   docgen OPERATIONS ROUNDS N...

#include <docgen/format.hpp>
#include <docgen/generate.hpp>
#include <docgen/record.hpp>

#include "measure.hpp"
#include "../example/models/github.hpp"
#include <route/json/schema.hpp>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <time.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

const char* const resources[] = {"users", "repos", "orders", "invoices", "teams",
                                 "projects", "tickets", "builds", "releases", "hooks"};

// Call `i` of operation `op` (of `operations`): operations come in fives
// per resource (list, create, get, replace, delete), each resource its
// own paths; calls of one operation differ in their values and, for the
// operations that can fail, in their status.
docgen::recorded_call
make_call(std::size_t op, std::size_t i)
{
    auto const resource = op / 5;
    auto const name = std::string(resources[resource % 10]) + std::to_string(resource / 10);
    auto const id = std::to_string(i + 1);
    docgen::recorded_call c;
    c.tags = {name};
    c.request_headers = {{"User-Agent", "docgen-bench"},
                         {"Authorization", std::string(docgen::redacted)}};
    c.response_headers = {{"Content-Type", "application/json; charset=utf-8"},
                          {"Date", "Mon, 23 Nov 2026 09:00:00 GMT"}};
    auto const user_body = R"({"login":"user)" + id + R"(","id":)" + id +
                           R"(,"name":null,"company":"acme","public_repos":)" + id +
                           R"(,"followers":3})";
    switch (op % 5)
    {
    case 0: // GET /name?page=..: a list, query parameters
    {
        c.path_template = "/" + name;
        c.method = "GET";
        c.operation_id = "list_" + name;
        c.summary = "List the " + name;
        c.path = c.path_template;
        c.query = "page=" + id + "&per_page=30";
        docgen::parameter_record page{"page", "query", false, false,
                                      route::json::schema_of<std::int32_t>(), {id},
                                      "The page, from 1"};
        docgen::parameter_record per_page{"per_page", "query", false, false,
                                          route::json::schema_of<std::int32_t>(), {"30"}};
        c.parameters = {page, per_page};
        c.expected_status = c.status = 200;
        c.description = "The " + name;
        c.type_name = "user";
        c.schema = route::json::schema_of<std::vector<github::user>>();
        c.response_body = "[" + user_body + "," + user_body + "]";
        break;
    }
    case 1: // POST /name: a JSON body, 201 or 400
    {
        c.path_template = "/" + name;
        c.method = "POST";
        c.operation_id = "create_" + name;
        c.summary = "Add one of the " + name;
        c.path = c.path_template;
        bool const bad = i % 4 == 3;
        c.request_body = docgen::body_record{"application/json", "repository",
                                             route::json::schema_of<github::repository>(),
                                             bad ? R"({"name":1})"
                                                 : R"({"name":"r)" + id +
                                                       R"(","full_name":"o/r)" + id +
                                                       R"(","stargazers_count":)" + id + "}"};
        c.expected_status = c.status = bad ? 400 : 201;
        c.description = bad ? "The body is not a repository" : "Added";
        c.type_name = bad ? "error_record" : "repository";
        c.schema = bad ? route::json::schema_of<github::error_record>()
                       : route::json::schema_of<github::repository>();
        c.response_body = bad ? R"({"message":"name: not a string"})" : c.request_body->body;
        break;
    }
    default: // GET, PUT, DELETE /name/{id}: 200 or 404, 204
    {
        static const char* const methods[] = {"GET", "PUT", "DELETE"};
        c.path_template = "/" + name + "/{id}";
        c.method = methods[op % 5 - 2];
        c.operation_id = std::string(op % 5 == 2 ? "get_" : op % 5 == 3 ? "replace_" : "delete_") +
                         name;
        c.summary = c.method + " one of the " + name;
        c.path_parameters = {{"id", id, "The identifier"}};
        c.path = "/" + name + "/" + id;
        bool const missing = i % 5 == 4;
        if (c.method == "PUT")
            c.request_body = docgen::body_record{"application/json", "user",
                                                 route::json::schema_of<github::user>(), user_body};
        if (missing)
        {
            c.expected_status = c.status = 404;
            c.description = "No such one";
            c.type_name = "error_record";
            c.schema = route::json::schema_of<github::error_record>();
            c.response_body = R"({"message":"Not Found"})";
        }
        else if (c.method == "DELETE")
        {
            c.expected_status = c.status = 204;
            c.description = "Deleted";
        }
        else
        {
            c.expected_status = c.status = 200;
            c.description = "Found";
            c.type_name = "user";
            c.schema = route::json::schema_of<github::user>();
            c.response_body = user_body;
        }
        break;
    }
    }
    return c;
}

// `count` calls spread evenly over `operations` operations, in the order a
// specification declares them (operation by operation).
std::vector<docgen::recorded_call>
make_calls(std::size_t operations, std::size_t count)
{
    std::vector<docgen::recorded_call> calls;
    calls.reserve(count);
    for (std::size_t op = 0; op < operations; ++op)
    {
        auto const n = count / operations + (op < count % operations ? 1 : 0);
        for (std::size_t i = 0; i < n; ++i)
            calls.push_back(make_call(op, i));
    }
    return calls;
}

// The process's CPU time, user and system, in ms.
double
cpu_ms()
{
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

double
wall_ms()
{
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc < 4)
    {
        std::cerr << "usage: docgen OPERATIONS ROUNDS N...\n";
        return 2;
    }
    auto const operations = std::stoul(argv[1]);
    auto const rounds = std::stoi(argv[2]);
    auto const out_dir = fs::temp_directory_path() / ("docgen-bench-" + std::to_string(::getpid()));
    ::setenv("DOCGEN_OUTPUT_DIR", out_dir.c_str(), 1);
    const docgen::configuration cfg = {
        {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: Bench\n  version: 1.0.0\n"},
        {"httpclient-package", "com.example.bench"},
    };
    std::vector<std::string> items;
    for (auto const& [k, v] : cfg)
        items.push_back(docgen::configuration_item(k, v));

    int status = 0;
    for (int a = 3; a < argc; ++a)
    {
        auto const calls = make_calls(operations, std::stoul(argv[a]));
        std::vector<double> cpu, wall;
        for (int r = 0; r < rounds; ++r)
        {
            std::ostringstream out, err;
            auto c0 = cpu_ms();
            auto w0 = wall_ms();
            if (docgen::generate(items, calls, out, err) != 0)
            {
                std::cerr << "docgen: generation failed:\n" << err.str();
                status = 1;
            }
            cpu.push_back(cpu_ms() - c0);
            wall.push_back(wall_ms() - w0);
        }
        std::printf("total %zu %zu %.2f %.2f\n", calls.size(), operations, bench::median(cpu),
                    bench::median(wall));

        // the parts, each alone
        std::vector<double> doc_ms;
        docgen::document doc;
        for (int r = 0; r < rounds; ++r)
        {
            auto c0 = cpu_ms();
            doc = docgen::document::from_calls(calls);
            doc_ms.push_back(cpu_ms() - c0);
        }
        std::printf("part %zu document %.2f\n", calls.size(), bench::median(doc_ms));
        for (auto const& f : docgen::linked_formatters())
        {
            std::vector<double> ms;
            for (int r = 0; r < rounds; ++r)
            {
                auto dir = out_dir / ("part-" + f->name());
                fs::remove_all(dir);
                fs::create_directories(dir);
                auto c0 = cpu_ms();
                f->write(doc, cfg, dir);
                ms.push_back(cpu_ms() - c0);
            }
            std::printf("part %zu %s %.2f\n", calls.size(), f->name().c_str(), bench::median(ms));
        }
        std::fflush(stdout);
    }
    fs::remove_all(out_dir);
    return status;
}
