// SPDX-License-Identifier: MIT
// Fuzzes the XLA shape-with-layout parser, printer, describe and the nested-tiling map and its inverse.
// Invalid input must end in tle::Error only; valid input must print to text that parses back to the same
// layout, and a mapped element must unmap to itself.
#include "io/layouttext/xlalayoutparser.h"
#include "layout/xla/xlalayout.h"
#include "report/xladescribe.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "fuzz_xlashape: %s\n%s\n", what, detail.c_str());
    std::abort();
}

void checkElement(const tle::XlaLayout& layout, const tle::Shape& index)
{
    const tle::XlaPlace place = layout.place(index);
    if (place.linearIndex < 0 || place.linearIndex >= layout.allocatedElements())
        fail("linear index outside the allocation", layout.toString());
    const std::optional<tle::Shape> back = layout.unlinearize(place.linearIndex);
    if (!back || *back != index)
        fail("unlinearize does not invert linearIndex", layout.toString() + " " + tle::formatList(index));
    (void)tle::dumpJson(tle::factsJson(tle::xlaMapFacts(layout, index)), -1);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const tle::XlaLayout layout = tle::parseXlaLayout(text);
        const std::string printed = layout.toString();
        const tle::XlaLayout again = tle::parseXlaLayout(printed);
        if (!(again.spec() == layout.spec()) || again.toString() != printed)
            fail("print/parse round trip differs", printed);
        if (layout.paddingElements() < 0)
            fail("fewer allocated than logical elements", printed);
        (void)tle::dumpJson(tle::factsJson(tle::xlaFacts(layout)), -1);
        (void)tle::factsText(tle::xlaFacts(layout));

        // The first, last and middle elements, and the first and last slots.
        const tle::Shape& shape = layout.logicalShape();
        tle::Shape index(shape.size(), 0);
        checkElement(layout, index);
        for (size_t i = 0; i < shape.size(); ++i)
            index[i] = shape[i] - 1;
        checkElement(layout, index);
        for (size_t i = 0; i < shape.size(); ++i)
            index[i] = shape[i] / 2;
        checkElement(layout, index);
        (void)tle::dumpJson(tle::factsJson(tle::xlaUnmapFacts(layout, 0)), -1);
        (void)tle::factsText(tle::xlaUnmapFacts(layout, layout.allocatedElements() - 1), tle::NullRows::Omit);
    } catch (const tle::Error&) { }
    return 0;
}
