// SPDX-License-Identifier: MIT
#include "optimizer/decided/tracelayouts.h"

#include "optimizer/shared/legallayouts.h"

namespace tle {

std::optional<LayoutPin> pinOf(const TraceLayout& layout)
{
    if (layout.null)
        return std::nullopt;
    LayoutPin pin;
    if (layout.buffer == "l1")
        pin.buffer = BufferType::L1;
    else if (layout.buffer == "dram")
        pin.buffer = BufferType::Dram;
    else if (layout.buffer == "system_memory")
        pin.buffer = BufferType::SystemMemory;
    else
        return std::nullopt;
    if (layout.memory == "interleaved" || layout.memory.empty())
        pin.memory = TtnnMemoryLayout::Interleaved;
    else if (layout.memory == "height_sharded")
        pin.memory = TtnnMemoryLayout::HeightSharded;
    else if (layout.memory == "width_sharded")
        pin.memory = TtnnMemoryLayout::WidthSharded;
    else if (layout.memory == "block_sharded")
        pin.memory = TtnnMemoryLayout::BlockSharded;
    else
        return std::nullopt;
    // An interleaved layout's grid is the device's (L1) or 1x1 (DRAM): it names no shard grid.
    if (*pin.memory != TtnnMemoryLayout::Interleaved) {
        if (layout.grid.size() != 2)
            return std::nullopt;
        pin.grid = std::array { layout.grid[0], layout.grid[1] };
    }
    return pin;
}

std::optional<TtnnLayout> TraceLayouts::of(const TraceLayout& layout, const TensorType& type)
{
    const std::optional<LayoutPin> pin = pinOf(layout);
    if (!pin || !type.isTensor)
        return std::nullopt;
    if (*pin->buffer == BufferType::SystemMemory)
        return std::nullopt;
    const std::string key = formatType(TensorType { .shape = type.shape, .elementType = type.elementType });
    auto it = m_legal.find(key);
    if (it == m_legal.end()) {
        LegalLayoutOptions options;
        options.rowMajorEnabled = true;
        it = m_legal.emplace(key, legalTensorLayouts(type.shape, type.elementType, m_device, options)).first;
    }
    for (const TtnnLayout& candidate : it->second) {
        if (pin->matches(candidate))
            return candidate;
    }
    return std::nullopt;
}

} // namespace tle
