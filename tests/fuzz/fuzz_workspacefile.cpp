// SPDX-License-Identifier: MIT
// Fuzzes the workspace file reader. Invalid input must end in tle::Error only; a workspace that reads must write
// back to text that reads to the same workspace.
#include "io/files/workspacefile.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const tle::Workspace w = tle::readWorkspace(text);
        const std::string written = tle::writeWorkspace(w);
        if (!(tle::readWorkspace(written) == w)) {
            std::fprintf(stderr, "fuzz_workspacefile: round trip differs\n%s\n", written.c_str());
            std::abort();
        }
    } catch (const tle::Error&) { }
    return 0;
}
