// SPDX-License-Identifier: MIT
// Fuzzes the #ttnn.ttnn_layout reader: the attribute must print back to text that reads the same, and
// every layout it yields must map its corners. Invalid input must end in tle::Error only.
#include "io/layouttext/ttnnlayoutparser.h"
#include "layout/ttnn/ttnnmapping.h"
#include "report/ttnndescribe.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    static const std::map<std::string, std::string> aliases { { "l1", "#ttnn.buffer_type<l1>" },
        { "dram", "#ttnn.buffer_type<dram>" } };
    try {
        const tle::ParsedTtnnLayout parsed = tle::parseTtnnLayoutText(text, &aliases);
        const std::string printed = parsed.attr.toString();
        const tle::ParsedTtnnLayout again = tle::parseTtnnLayoutText(printed, &aliases);
        if (again.attr.toString() != printed)
            __builtin_trap();
        const tle::TtnnTensor tensor = tle::parseTtnnTensor(text, {}, &aliases);
        (void)tle::dumpJson(tle::factsJson(tle::ttnnFacts(tensor)), -1);
        tle::Shape index(tensor.layout.logicalShape().size(), 0);
        (void)tle::mapTtnnElement(tensor.layout, index);
        for (size_t i = 0; i < index.size(); ++i)
            index[i] = tensor.layout.logicalShape()[i] - 1;
        (void)tle::mapTtnnElement(tensor.layout, index);
    } catch (const tle::Error&) { }
    return 0;
}
