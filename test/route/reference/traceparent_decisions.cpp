//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// route's reading of traceparent values, one a line, for comparison with
// a reference (scripts/check-trace-context.sh): each input line is a JSON
// string, the field's value; each output line what route makes of it,
// `{"valid":false}` or `{"valid":true,"trace_id":...,"parent_id":...,"flags":N}`.
#include <route/core/trace_context.hpp>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <iostream>
#include <string>

int
main()
{
    std::string line;
    std::size_t n = 0;
    while (std::getline(std::cin, line))
    {
        ++n;
        boost::system::error_code ec;
        auto v = boost::json::parse(line, ec);
        if (ec || !v.is_string())
        {
            std::cerr << "traceparent_decisions: line " << n << " is not a JSON string\n";
            return 2;
        }
        boost::json::object out;
        auto f = route::parse_traceparent(std::string_view(v.as_string()));
        out["valid"] = f.has_value();
        if (f)
        {
            out["trace_id"] = f->trace_id;
            out["parent_id"] = f->parent_id;
            out["flags"] = f->flags;
        }
        std::cout << boost::json::serialize(out) << '\n';
    }
    return 0;
}
