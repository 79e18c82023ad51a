//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A fuzz target without libFuzzer: every file under the folders given
// (a target's seeds, fuzz/corpus/<target>/) is passed to it once, in the
// order of their names, so that fuzz/Jamfile runs the seeds as a test. A
// broken invariant aborts, naming it (check.hpp); no input at all is an
// error too, since the folder named was then not the corpus.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int
main(int argc, char** argv)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i)
    {
        std::error_code ec;
        for (fs::recursive_directory_iterator it(argv[i], ec), end; !ec && it != end;
             it.increment(ec))
            if (it->is_regular_file())
                inputs.push_back(it->path());
        if (ec)
        {
            std::fprintf(stderr, "replay: %s: %s\n", argv[i], ec.message().c_str());
            return 2;
        }
    }
    if (inputs.empty())
    {
        std::fprintf(stderr, "replay: no input (usage: replay CORPUS_DIR...)\n");
        return 2;
    }
    std::sort(inputs.begin(), inputs.end());
    for (auto const& p : inputs)
    {
        std::ifstream in(p, std::ios::binary);
        std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        std::fprintf(stderr, "replay: %s\n", p.filename().c_str());
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(data.data()), data.size());
    }
    std::printf("replay: %zu inputs, no invariant broken\n", inputs.size());
    return 0;
}
