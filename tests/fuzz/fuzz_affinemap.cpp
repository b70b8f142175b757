// SPDX-License-Identifier: MIT
// libFuzzer target for the affine-map parser, printer and both evaluators.
#include "io/mlir/affinemapparser.h"
#include "layout/affine/affinemap.h"
#include "layout/affine/compiledaffinemap.h"
#include "util/error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "fuzz_affinemap: %s\n%s\n", what, detail.c_str());
    std::abort();
}

// Small, signed and extreme values, so that evaluation hits division, modulo and overflow paths.
constexpr int64_t kValues[]
    = { 0, 1, -1, 7, -13, 64, 1 << 20, std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::min() };
constexpr size_t kNumValues = sizeof(kValues) / sizeof(kValues[0]);

void checkEvaluation(const tle::AffineMap& map, const std::optional<tle::CompiledAffineMap>& compiled)
{
    std::vector<int64_t> dims(map.numDims());
    std::vector<int64_t> symbols(map.numSymbols());
    std::vector<int64_t> checked(map.numResults());
    std::vector<int64_t> fast(map.numResults());
    for (size_t point = 0; point < 6; ++point) {
        for (size_t i = 0; i < dims.size(); ++i)
            dims[i] = kValues[(point * 3 + i) % (point < 3 ? 4 : kNumValues)];
        for (size_t i = 0; i < symbols.size(); ++i)
            symbols[i] = kValues[(point + i + 1) % kNumValues];
        try {
            map.evaluate(dims, checked, symbols);
        } catch (const tle::Error&) {
            continue; // overflow or a bad divisor: reported, not a crash
        }
        if (!compiled)
            continue;
        // Where the checked evaluation succeeds, the unchecked fast path must agree exactly.
        compiled->evaluate(dims.data(), fast.data());
        if (fast != checked)
            fail("compiled evaluation differs from the checked one", map.toString());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    tle::AffineMap map;
    try {
        map = tle::parseAffineMap(text);
    } catch (const tle::Error& e) {
        if (e.line() < 1 || e.column() < 1)
            fail("parse error without a location", e.what());
        return 0;
    }

    const std::string printed = map.toString();
    tle::AffineMap reparsed;
    try {
        reparsed = tle::parseAffineMap(printed);
    } catch (const tle::Error& e) {
        fail("canonical text does not re-parse", printed + "\n" + e.what());
    }
    if (!(reparsed == map))
        fail("canonical text re-parses to a different map", printed);
    if (reparsed.toString() != printed)
        fail("canonical text is not a fixed point", printed + "\n" + reparsed.toString());

    std::optional<tle::CompiledAffineMap> compiled;
    if (map.numSymbols() == 0) {
        try {
            compiled.emplace(map);
        } catch (const tle::Error& e) {
            fail("a symbol-free map does not compile", printed + "\n" + e.what());
        }
    }
    checkEvaluation(map, compiled);
    return 0;
}
