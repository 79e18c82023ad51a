//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/output.hpp>

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace core_output_test { // this file's own, apart from the other tests built with it

namespace fs = std::filesystem;

namespace {

struct temporary_folder
{
    fs::path path = fs::temp_directory_path() / ("docgen-output-" + std::to_string(::getpid()));
    temporary_folder() { fs::remove_all(path); fs::create_directories(path); }
    ~temporary_folder() { fs::remove_all(path); }
};

std::string
read(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(docgen_output)

BOOST_AUTO_TEST_CASE(writes_the_tree_with_its_folders)
{
    temporary_folder dir;
    docgen::write_tree(dir.path, {{"package.json", "{}\n"}, {"src/deep/index.ts", "export {};\n"}});
    BOOST_TEST(read(dir.path / "package.json") == "{}\n");
    BOOST_TEST(read(dir.path / "src/deep/index.ts") == "export {};\n");
    docgen::write_file(dir.path, "openapi.yml", "openapi: 3.0.1\n");
    BOOST_TEST(read(dir.path / "openapi.yml") == "openapi: 3.0.1\n");
}

BOOST_AUTO_TEST_CASE(refuses_a_path_outside_its_folder_before_writing_anything)
{
    for (auto const* bad : {"../escape.txt", "/etc/escape.txt", "a/./b.txt", "a/../../b.txt", ""})
    {
        BOOST_TEST_CONTEXT(bad)
        {
            temporary_folder dir;
            try
            {
                docgen::write_tree(dir.path, {{"a.txt", "first"}, {bad, "bad"}});
                BOOST_FAIL("no exception");
            }
            catch (const std::runtime_error& e)
            {
                BOOST_TEST(std::string(e.what()).find("refusing to write") == 0u);
            }
            BOOST_TEST(fs::is_empty(dir.path));
        }
    }
}

BOOST_AUTO_TEST_CASE(names_a_file_it_cannot_create)
{
    temporary_folder dir;
    docgen::write_file(dir.path, "taken", "a file");
    try
    {
        docgen::write_tree(dir.path, {{"taken/inside.txt", "x"}});
        BOOST_FAIL("no exception");
    }
    catch (const std::runtime_error& e)
    {
        BOOST_TEST(std::string(e.what()).find("cannot create") == 0u);
        BOOST_TEST(std::string(e.what()).find("taken") != std::string::npos);
    }
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_output_test
