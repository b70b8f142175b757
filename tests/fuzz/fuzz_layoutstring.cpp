// SPDX-License-Identifier: MIT
// Fuzzes the layout-string reader and everything it drives: notation detection, both metal forms,
// TTNN and XLA layouts, derivation, describe with conversions, and mapping of a few elements. Invalid
// input must end in tle::Error only.
#include "io/layouttext/anylayoutparser.h"
#include "layout/metal/metalmapping.h"
#include "layout/ttnn/ttnnmapping.h"
#include "report/layoutdescribe.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

tle::Shape corner(const tle::Shape& shape, bool last)
{
    tle::Shape index(shape.size(), 0);
    for (size_t i = 0; last && i < shape.size(); ++i)
        index[i] = shape[i] - 1;
    return index;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const tle::AnyLayout any = tle::parseAnyLayout(text);
        (void)tle::dumpJson(tle::describeJson(any), -1);
        (void)tle::describeText(any);
        for (bool last : { false, true }) {
            if (const auto* metal = std::get_if<tle::MetalLayout>(&any)) {
                (void)tle::mapElement(*metal, corner(metal->logicalShape(), last));
                const tle::Shape core(metal->grid().size(), 0);
                (void)tle::unmapShardOffset(*metal, core, last ? metal->allocatedElementsPerShard() - 1 : 0);
            } else if (const auto* ttnn = std::get_if<tle::TtnnTensor>(&any)) {
                (void)tle::mapTtnnElement(ttnn->layout, corner(ttnn->layout.logicalShape(), last));
            } else if (const auto* xla = std::get_if<tle::XlaLayout>(&any)) {
                (void)xla->place(corner(xla->logicalShape(), last));
                (void)xla->unlinearize(last ? xla->allocatedElements() - 1 : 0);
            }
        }
    } catch (const tle::Error&) { }
    return 0;
}
