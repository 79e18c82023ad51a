//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_CALLS_JSON_IPP
#define DOCGEN_IMPL_CALLS_JSON_IPP

#include <docgen/record.hpp>
#include <docgen/detail/calls_json.hpp>

namespace docgen {

boost::json::value
recorded_call::to_json() const
{
    return detail::calls_value(*this);
}

boost::system::result<recorded_call, route::json::decode_error>
recorded_call::from_json(const boost::json::value& v)
{
    recorded_call c;
    route::json::decode_error err;
    if (!detail::read_calls_value(v, c, err))
        return err;
    return c;
}

} // namespace docgen

#endif
