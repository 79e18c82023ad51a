//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_TRANSPORT_OPTIONS_IPP
#define DOCGEN_IMPL_TRANSPORT_OPTIONS_IPP

#include <docgen/transport_options.hpp>
#include <cstdlib>

namespace docgen {

transport_options
transport_options::from_env()
{
    transport_options o;
    if (const char* ca = std::getenv("DOCGEN_CA_FILE"); ca && *ca)
        o.ca_file = ca;
    return o;
}

} // namespace docgen

#endif
