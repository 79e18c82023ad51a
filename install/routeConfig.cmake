# Copyright (c) 2026 The route authors.
# Distributed under the Boost Software License, Version 1.0.
#
# The CMake package of route and docgen, as `b2 install` lays it out:
#
#   find_package(route CONFIG REQUIRED)
#   target_link_libraries(app PRIVATE route::route)             # routes and server
#   target_link_libraries(spec PRIVATE docgen::docgen docgen::openapi)
#
# Targets: route::json (the model layer: naming, codec, schemas),
# route::route (directives, applications, server, test kit), docgen::docgen
# (specifications, recording, generation), docgen::compare (breaking
# changes between two OpenAPI documents) and one per installed formatter,
# docgen::<name>, which links that format's object so that it registers.
# A program writes the formats it links, and only those.

cmake_minimum_required(VERSION 3.20)
include(CMakeFindDependencyMacro)

get_filename_component(_route_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

find_dependency(Boost 1.81 CONFIG COMPONENTS json url unit_test_framework)
find_dependency(OpenSSL)
find_dependency(Threads)
find_dependency(ZLIB)
# HTTP/2: nghttp2 has no CMake package of its own on Debian
find_library(ROUTE_NGHTTP2_LIBRARY nghttp2 REQUIRED)
# Brotli: likewise (libbrotli-dev ships pkg-config files only)
find_library(ROUTE_BROTLIENC_LIBRARY brotlienc REQUIRED)
find_library(ROUTE_BROTLIDEC_LIBRARY brotlidec REQUIRED)
find_library(ROUTE_BROTLICOMMON_LIBRARY brotlicommon REQUIRED)

if(NOT TARGET route::json)
    add_library(route::json STATIC IMPORTED)
    set_target_properties(route::json PROPERTIES
        IMPORTED_LOCATION "${_route_prefix}/lib/libroute_json.a"
        INTERFACE_INCLUDE_DIRECTORIES "${_route_prefix}/include"
        INTERFACE_COMPILE_DEFINITIONS "ROUTE_SEPARATE_COMPILATION"
        INTERFACE_COMPILE_FEATURES cxx_std_20
        INTERFACE_LINK_LIBRARIES "Boost::json")

    add_library(route::route STATIC IMPORTED)
    set_target_properties(route::route PROPERTIES
        IMPORTED_LOCATION "${_route_prefix}/lib/libroute.a"
        INTERFACE_COMPILE_DEFINITIONS "BOOST_ASIO_NO_DEPRECATED"
        INTERFACE_LINK_LIBRARIES "route::json;Boost::url;OpenSSL::SSL;OpenSSL::Crypto;ZLIB::ZLIB;${ROUTE_BROTLIENC_LIBRARY};${ROUTE_BROTLIDEC_LIBRARY};${ROUTE_BROTLICOMMON_LIBRARY};${ROUTE_NGHTTP2_LIBRARY};Threads::Threads")

    find_dependency(yaml-cpp)
    add_library(docgen::docgen STATIC IMPORTED)
    set_target_properties(docgen::docgen PROPERTIES
        IMPORTED_LOCATION "${_route_prefix}/lib/libdocgen.a"
        INTERFACE_COMPILE_DEFINITIONS "DOCGEN_SEPARATE_COMPILATION;BOOST_ASIO_NO_DEPRECATED"
        INTERFACE_LINK_LIBRARIES
            "route::route;route::json;Boost::url;Boost::unit_test_framework;OpenSSL::SSL;OpenSSL::Crypto;Threads::Threads;yaml-cpp")

    add_library(docgen::compare STATIC IMPORTED)
    set_target_properties(docgen::compare PROPERTIES
        IMPORTED_LOCATION "${_route_prefix}/lib/libdocgen_compare.a"
        INTERFACE_INCLUDE_DIRECTORIES "${_route_prefix}/include"
        INTERFACE_COMPILE_FEATURES cxx_std_20
        INTERFACE_LINK_LIBRARIES "yaml-cpp")

    # The formatters: objects, so that their registration is linked.
    set(_route_formatters calls client openapi orpc postman simple tsrest tsfetch)
    foreach(_f IN LISTS _route_formatters)
        set(_o "${_route_prefix}/lib/docgen/docgen_${_f}.o")
        if(EXISTS "${_o}")
            add_library(docgen::${_f} INTERFACE IMPORTED)
            # the openapi and client objects link their parts, an archive
            set(_parts "${_route_prefix}/lib/libdocgen_${_f}_parts.a")
            if(EXISTS "${_parts}")
                set(_o "${_o};${_parts}")
            endif()
            set_target_properties(docgen::${_f} PROPERTIES
                INTERFACE_LINK_LIBRARIES "${_o};docgen::docgen")
        endif()
    endforeach()
    # those that write TypeScript, with what they share (libs/docgen_typescript)
    foreach(_f IN ITEMS orpc tsrest tsfetch)
        if(TARGET docgen::${_f})
            set_target_properties(docgen::${_f} PROPERTIES
                INTERFACE_LINK_LIBRARIES
                "${_route_prefix}/lib/docgen/docgen_${_f}.o;${_route_prefix}/lib/libdocgen_typescript.a;docgen::docgen")
        endif()
    endforeach()
    unset(_o)
    unset(_parts)
    unset(_f)
    unset(_route_formatters)
endif()

set(route_FOUND TRUE)
unset(_route_prefix)
