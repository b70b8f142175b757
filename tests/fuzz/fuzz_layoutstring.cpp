// SPDX-License-Identifier: MIT
// Fuzzes the layout-string reader and everything it drives: notation detection, both metal forms,
// derivation, describe, and mapping of a few elements. Invalid input must end in tle::Error only.
#include "io/describe.h"
#include "io/layoutnotation.h"
#include "layout/metalmapping.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const tle::AnyLayout any = tle::parseAnyLayout(text);
        const auto& layout = std::get<tle::MetalLayout>(any);
        (void)tle::describeJson(any).dump();
        // First and last element, and the first and last slot of the first core.
        tle::Shape index(layout.logicalShape().size(), 0);
        (void)tle::mapElement(layout, index);
        for (size_t i = 0; i < index.size(); ++i)
            index[i] = layout.logicalShape()[i] - 1;
        (void)tle::mapElement(layout, index);
        const tle::Shape core(layout.grid().size(), 0);
        (void)tle::unmapShardOffset(layout, core, 0);
        (void)tle::unmapShardOffset(layout, core, layout.allocatedElementsPerShard() - 1);
    } catch (const tle::Error&) { }
    return 0;
}
