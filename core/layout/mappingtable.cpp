// SPDX-License-Identifier: MIT
#include "layout/mappingtable.h"

#include "layout/metal/metalbulkfill.h"
#include "layout/ttnn/ttnnmapping.h"
#include "layout/ttnn/ttnnpointmapper.h"
#include "layout/xla/xlapointmapper.h"
#include "util/error.h"

#include <fmt/format.h>

#include <limits>
#include <optional>

namespace tle {

namespace {

int32_t narrow(int64_t value, const char* what)
{
    if (value < 0 || value > std::numeric_limits<int32_t>::max())
        throw Error(fmt::format("the {} {} does not fit the int32 planes of a mapping table", what, value));
    return int32_t(value);
}

// Calls visit(e, index) for every logical element e, row-major, until `cancel` is set.
template <class Visit>
void forEachElement(const Shape& shape, int64_t elements, const std::atomic<bool>* cancel, const Visit& visit)
{
    Shape index(shape.size(), 0);
    for (int64_t e = 0; e < elements; ++e) {
        if (cancel && e % 65536 == 0 && cancel->load(std::memory_order_relaxed))
            return;
        visit(e, index.data());
        nextRowMajor(index, shape);
    }
}

void fillTtnn(
    const TtnnLayout& layout, int32_t* unit, int32_t* offset, int64_t elements, const std::atomic<bool>* cancel)
{
    std::optional<TtnnPointMapper> mapper;
    if (!layout.isNdSharded())
        mapper.emplace(layout);
    const int64_t columns = layout.spec().device.gridCols;
    const Shape& shape = layout.logicalShape();
    forEachElement(shape, elements, cancel, [&](int64_t e, const int64_t* index) {
        if (mapper) {
            const TtnnPointMapper::Slot slot = mapper->map(index);
            unit[e] = narrow(slot.unit, "unit");
            offset[e] = narrow(slot.elementOffset, "element offset");
            return;
        }
        const TtnnPlace place = mapTtnnElement(layout, std::span(index, shape.size()));
        unit[e] = narrow(place.bank ? *place.bank : place.core->y * columns + place.core->x, "unit");
        offset[e] = narrow(place.elementOffset, "element offset");
    });
}

} // namespace

MappingTable mappingTable(const AnyLayout& layout, const std::atomic<bool>* cancel)
{
    const Shape& shape = logicalShapeOf(layout);
    int64_t elements = 1;
    for (int64_t extent : shape) {
        if (extent > 0 && elements > kMaxMappingTableElements / extent)
            throw Error(fmt::format(
                "a mapping table stops at {} logical elements; this tensor has more", kMaxMappingTableElements));
        elements *= extent;
    }
    MappingTable table;
    if (std::holds_alternative<XlaLayout>(layout))
        table.planes = { "position" };
    else if (std::holds_alternative<TtnnTensor>(layout))
        table.planes = { "unit", "element_offset" };
    else
        table.planes = { "core", "shard_offset" };
    table.shape.push_back(int64_t(table.planes.size()));
    table.shape.insert(table.shape.end(), shape.begin(), shape.end());
    table.values.assign(size_t(elements) * table.planes.size(), 0);
    if (elements == 0)
        return table;
    int32_t* first = table.values.data();
    if (const auto* metal = std::get_if<MetalLayout>(&layout)) {
        MetalBulkFill(*metal).forward(first, first + elements, { .threads = 0 });
    } else if (const auto* ttnn = std::get_if<TtnnTensor>(&layout)) {
        fillTtnn(ttnn->layout, first, first + elements, elements, cancel);
    } else {
        const XlaLayout& xla = std::get<XlaLayout>(layout);
        const XlaPointMapper mapper(xla);
        forEachElement(shape, elements, cancel,
            [&](int64_t e, const int64_t* index) { first[e] = narrow(mapper.map(index), "position"); });
    }
    return table;
}

} // namespace tle
