//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_IMPL_ENCODE_IPP
#define ROUTE_JSON_IMPL_ENCODE_IPP

#include <route/json/encode.hpp>
#include <boost/json/serializer.hpp>

namespace route {
namespace json {

void
write(std::string& out, const boost::json::value& v)
{
    boost::json::serializer sr;
    sr.reset(&v);
    out.clear();
    std::size_t chunk = out.capacity() > 64 ? out.capacity() : 256;
    while (!sr.done())
    {
        std::size_t used = out.size();
        out.resize(used + chunk);
        auto part = sr.read(out.data() + used, chunk);
        out.resize(used + part.size());
        chunk *= 2;
    }
}

} // namespace json
} // namespace route

#endif
