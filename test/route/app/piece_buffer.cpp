//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The storage streamed request bodies are received into: aligned on a
// page, reused while it is large enough.

#include <route/app/request_entity.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <string>

namespace app_piece_buffer_test { // this file's own, apart from the other tests built with it

using route::detail::piece_buffer;

BOOST_AUTO_TEST_SUITE(app_piece_buffer)

BOOST_AUTO_TEST_CASE(its_storage_is_aligned_on_a_page_and_reused)
{
    piece_buffer b;
    BOOST_TEST(b.empty());
    b.reserve(100);
    BOOST_TEST(reinterpret_cast<std::uintptr_t>(b.data()) % piece_buffer::alignment == 0u);
    std::string const text = "some bytes of a body";
    b.assign(text.data(), text.size());
    BOOST_TEST(b.view() == text);
    const void* const storage = b.data();
    // a piece that fits keeps the storage and what it holds
    b.reserve(50);
    b.resize(4);
    BOOST_TEST(static_cast<const void*>(b.data()) == storage); // pointers, not C strings
    BOOST_TEST(b.view() == "some");
    // past the room reserved, a size is the room
    b.resize(1000);
    BOOST_TEST(b.size() == 100u);
    // a larger one is aligned too
    b.assign(std::string(200000, 'x').data(), 200000);
    BOOST_TEST(b.size() == 200000u);
    BOOST_TEST(reinterpret_cast<std::uintptr_t>(b.data()) % piece_buffer::alignment == 0u);
    BOOST_TEST(b.view().find_first_not_of('x') == std::string_view::npos);
    b.clear();
    BOOST_TEST(b.empty());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_piece_buffer_test
