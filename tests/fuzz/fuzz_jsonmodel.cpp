// SPDX-License-Identifier: MIT
// Fuzzes the JSON model reader and writer. Invalid input must end in tle::Error only; a model that reads
// must write to JSON that reads back to the same text, and answer the graph queries.
#include "io/model/jsonmodel.h"

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
        const tle::ModelGraph g = tle::readJsonModel(text);
        const std::string json = tle::writeJsonModel(g);
        const tle::ModelGraph back = tle::readJsonModel(json);
        if (tle::writeJsonModel(back) != json || back.dumpText() != g.dumpText()) {
            std::fprintf(stderr, "fuzz_jsonmodel: round trip differs\n%s\n", json.c_str());
            std::abort();
        }
        for (const tle::Value& v : g.values()) {
            (void)g.lastUse(v.id);
            (void)g.lastUseExcludingReturn(v.id);
            (void)g.deallocatedAt(v.id);
        }
        (void)g.opCount(tle::OpCountMode::Compute);
    } catch (const tle::Error&) { }
    return 0;
}
