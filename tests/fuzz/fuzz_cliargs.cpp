// SPDX-License-Identifier: MIT
// Fuzzes the command line: the input is an argument vector, one argument per line. Every run must end in
// exit 0, 1 or 2 with no exception escaping, and nothing it prints may hold a raw control character other
// than a newline (the messages escape what they echo). This build has no picture support, so an export
// fails (exit 1) instead of writing.
#include "cli.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> args;
    size_t start = 0;
    while (start <= text.size() && args.size() < 32) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        args.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    // Arguments that name files read them; none may write (an export needs picture support).
    std::ostringstream out;
    std::ostringstream err;
    const int code = tle::cli::run(args, out, err);
    if (code < 0 || code > 2) {
        std::fprintf(stderr, "fuzz_cliargs: exit %d\n", code);
        std::abort();
    }
    for (char c : err.str()) {
        if (c != '\n' && static_cast<unsigned char>(c) < 0x20) {
            std::fprintf(stderr, "fuzz_cliargs: a raw control character in a message\n%s\n", err.str().c_str());
            std::abort();
        }
    }
    return 0;
}
