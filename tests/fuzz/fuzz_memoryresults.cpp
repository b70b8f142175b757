// SPDX-License-Identifier: MIT
// Fuzzes the memory_results.json reader: invalid input must end in tle::Error only, every snapshot it
// returns has an index, and the snapshots come in index order.
#include "io/runs/memoryresultsreader.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const auto snapshots = tle::readMemoryResults(text, "fuzz.json");
        for (size_t i = 1; i < snapshots.size(); ++i) {
            if (snapshots[i].index < snapshots[i - 1].index) {
                std::fprintf(stderr, "fuzz_memoryresults: snapshots out of order\n");
                std::abort();
            }
        }
    } catch (const tle::Error&) { }
    return 0;
}
