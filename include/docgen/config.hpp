//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CONFIG_HPP
#define DOCGEN_CONFIG_HPP

// docgen is header-only by default. Define DOCGEN_SEPARATE_COMPILATION and
// link libs/docgen (or include <docgen/src.hpp> in one translation unit) to
// compile its non-template parts once.
#ifdef DOCGEN_SEPARATE_COMPILATION
#define DOCGEN_DECL
#else
#define DOCGEN_HEADER_ONLY 1
#define DOCGEN_DECL inline
#endif

#endif
