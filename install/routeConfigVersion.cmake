# Copyright (c) 2026 The route authors.
# Distributed under the Boost Software License, Version 1.0.
#
# The version of the installed package; the pkg-config files carry the same.
# A request for the same major version and a lower or equal minor is met
# (0.x: the same minor).

set(PACKAGE_VERSION "0.1.0")
if(PACKAGE_FIND_VERSION)
    if(PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION
       OR NOT PACKAGE_FIND_VERSION_MAJOR EQUAL 0
       OR NOT PACKAGE_FIND_VERSION_MINOR EQUAL 1)
        set(PACKAGE_VERSION_COMPATIBLE FALSE)
    else()
        set(PACKAGE_VERSION_COMPATIBLE TRUE)
        if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
            set(PACKAGE_VERSION_EXACT TRUE)
        endif()
    endif()
endif()
