// SPDX-License-Identifier: MIT
// Fuzzes the MLIR model reader. Invalid input must end in tle::Error only; a graph that reads must be
// consistent (producers, users, returned values), print, answer lifetime queries, and survive the JSON
// round trip unchanged (or fail it only on an invalid layout, which the JSON reader checks and MLIR does not).
#include "io/model/jsonmodel.h"
#include "io/model/mlirmodelreader.h"
#include "io/model/valuelayout.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "fuzz_mlirmodel: %s\n%s\n", what, detail.c_str());
    std::abort();
}

void checkGraph(const tle::ModelGraph& g)
{
    const int values = int(g.values().size());
    for (const tle::Op& op : g.ops()) {
        for (int id : op.operands) {
            if (id < 0 || id >= values || g.value(id).producer >= op.id)
                fail("operand not defined before its use", g.dumpText());
        }
        for (size_t r = 0; r < op.results.size(); ++r) {
            const tle::Value& v = g.value(op.results[r]);
            if (v.producer != op.id || v.resultIndex != int(r))
                fail("result does not point back at its op", g.dumpText());
        }
    }
    for (const tle::Value& v : g.values()) {
        for (size_t i = 1; i < v.users.size(); ++i) {
            if (v.users[i] < v.users[i - 1])
                fail("users out of schedule order", g.dumpText());
        }
        if (g.lastUse(v.id) != (v.users.empty() ? -1 : v.users.back()))
            fail("lastUse is not the last user", g.dumpText());
        const int freed = g.deallocatedAt(v.id);
        if (freed >= 0 && !g.isDeallocate(freed))
            fail("deallocatedAt is not a deallocate", g.dumpText());
        (void)g.lastUseExcludingReturn(v.id);
    }
    (void)g.opCount(tle::OpCountMode::Compute);
    (void)g.dumpText();
    // Layouts are costly to build; a few per graph cover the path.
    for (int id = 0; id < values && id < 8; ++id) {
        try {
            (void)valueTtnnLayout(g, id);
        } catch (const tle::Error&) { }
    }
    const std::string json = tle::writeJsonModel(g);
    try {
        const tle::ModelGraph back = tle::readJsonModel(json);
        if (tle::writeJsonModel(back) != json)
            fail("JSON round trip differs", json);
    } catch (const tle::Error& e) {
        if (std::string_view(e.what()).find(".layout: ") == std::string_view::npos)
            fail("the JSON written for a graph does not read back", std::string(e.what()) + "\n" + json);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const tle::ModelModule module = tle::readMlirModule(text);
        if (module.mainIndex >= module.functions.size())
            fail("main index out of range", std::string(text));
        for (const tle::ModelGraph& g : module.functions)
            checkGraph(g);
    } catch (const tle::Error&) { }
    return 0;
}
