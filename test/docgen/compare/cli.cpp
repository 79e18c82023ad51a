//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen-generate, run as a program: --compare's exit codes and output, and
// how it names a bad configuration item.
// The program's path comes after `--` on the command line.

#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>

// paths given by the build, unquoted
#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace {

namespace fs = std::filesystem;

std::string
program()
{
    auto& suite = boost::unit_test::framework::master_test_suite();
    for (int i = 1; i < suite.argc; ++i)
        if (fs::path(suite.argv[i]).filename() == "docgen-generate")
            return fs::absolute(suite.argv[i]).string();
    BOOST_FAIL("pass the docgen-generate program after --");
    return {};
}

std::string
fixture(const std::string& name)
{
    return std::string(DOCGEN_TEST_STRINGIZE(DOCGEN_COMPARE_FIXTURES)) + "/" + name;
}

std::string
slurp(const fs::path& p)
{
    std::ifstream in(p);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct outcome
{
    int code = -1;
    std::string out;
    std::string err;
};

// Runs docgen-generate with `args` (quoted by the caller).
outcome
run(const std::string& args)
{
    auto dir = fs::temp_directory_path() / ("docgen-compare-cli-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    auto cmd = "'" + program() + "' " + args + " >'" + (dir / "out").string() + "' 2>'" +
               (dir / "err").string() + "'";
    int status = std::system(cmd.c_str());
    outcome o;
    o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    o.out = slurp(dir / "out");
    o.err = slurp(dir / "err");
    fs::remove_all(dir);
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(compare_cli)

BOOST_AUTO_TEST_CASE(nothing_changed_exits_0_silently)
{
    auto o = run("--compare '" + fixture("refs-old.yml") + "' '" + fixture("refs-old.yml") + "'");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == "");
    BOOST_TEST(o.err.find(": 0 breaking changes, 0 additions\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(additions_alone_exit_0_and_are_listed)
{
    auto dir = fs::temp_directory_path() / ("docgen-compare-add-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "new.yml") << slurp(fixture("path-parameter-old.yml"))
                                   << "  /health:\n    get:\n      responses:\n"
                                      "        \"200\": {description: Up}\n";
    auto o = run("--compare '" + fixture("path-parameter-old.yml") + "' '" +
                 (dir / "new.yml").string() + "'");
    fs::remove_all(dir);
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == "added /paths/~1health/get (new): operation GET /health added\n");
    BOOST_TEST(o.err.find(": 0 breaking changes, 1 addition\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_breaking_change_exits_1_with_one_line_per_change)
{
    auto o = run("--compare '" + fixture("operations-old.yml") + "' '" +
                 fixture("operations-new.yml") + "'");
    BOOST_TEST(o.code == 1);
    BOOST_TEST(o.out ==
               "breaking /paths/~1items~1{id}/delete (old): operation DELETE /items/{id} removed\n"
               "added /paths/~1items/post (new): operation POST /items added\n"
               "added /paths/~1health/get (new): operation GET /health added\n");
    BOOST_TEST(o.err.find(": 1 breaking change, 2 additions\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_document_that_cannot_be_read_exits_2_naming_it)
{
    auto missing = fixture("no-such-file.yml");
    auto o = run("--compare '" + fixture("operations-old.yml") + "' '" + missing + "'");
    BOOST_TEST(o.code == 2);
    BOOST_TEST(o.out == "");
    BOOST_TEST(o.err == "docgen-generate: " + missing + ": cannot be read: no such file\n");

    auto dir = fs::temp_directory_path() / ("docgen-compare-bad-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "bad.yml") << "openapi: 3.0.1\npaths:\n  /a: {get: {responses: "
                                      "{\"200\": {$ref: \"#/nowhere\"}}}}\n";
    auto b = run("--compare '" + (dir / "bad.yml").string() + "' '" +
                 fixture("operations-old.yml") + "'");
    fs::remove_all(dir);
    BOOST_TEST(b.code == 2);
    BOOST_TEST(b.err == "docgen-generate: " + (dir / "bad.yml").string() +
                            ": the $ref at /paths/~1a/get/responses/200 '#/nowhere' points to "
                            "nothing\n");
}

BOOST_AUTO_TEST_CASE(a_wrong_command_line_exits_2)
{
    auto o = run("--compare '" + fixture("operations-old.yml") + "'");
    BOOST_TEST(o.code == 2);
    BOOST_TEST(o.err.find("--compare needs two files, OLD and NEW") != std::string::npos);
    auto late = run("x\\|eA== --compare a b");
    BOOST_TEST(late.code == 2);
    BOOST_TEST(late.err.find("--compare comes first and alone") != std::string::npos);
}

// A bad configuration item is named by its text and its place on the
// command line, whatever configuration the calls files bring.
BOOST_AUTO_TEST_CASE(a_bad_item_is_named_by_its_argument)
{
    auto o = run("'openapi-info|b3BlbmFwaTogMy4wLjE=' foo");
    BOOST_TEST(o.code == 1);
    BOOST_TEST(o.err ==
               "docgen-generate: argument 2 ('foo') has no '|' (expected <key>|<base64 of value>)\n");
    auto b = run("--calls nowhere.json 'x|not base64!'");
    BOOST_TEST(b.code == 1);
    BOOST_TEST(b.err == "docgen-generate: argument 3 ('x'): the value is not valid base64\n");
    auto e = run("'|eA=='");
    BOOST_TEST(e.err == "docgen-generate: argument 1 ('|eA==') has an empty key\n");
}

BOOST_AUTO_TEST_SUITE_END()
