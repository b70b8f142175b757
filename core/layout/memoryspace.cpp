// SPDX-License-Identifier: MIT
#include "layout/memoryspace.h"

namespace tle {

std::string_view toString(MemorySpace space)
{
    switch (space) {
    case MemorySpace::System:
        return "system";
    case MemorySpace::SystemMMIO:
        return "mmio";
    case MemorySpace::DeviceDRAM:
        return "dram";
    case MemorySpace::DeviceL1:
        return "l1";
    }
    return "l1";
}

std::optional<MemorySpace> parseMemorySpace(std::string_view text)
{
    if (text == "system" || text == "System")
        return MemorySpace::System;
    if (text == "mmio" || text == "system_mmio" || text == "SystemMMIO")
        return MemorySpace::SystemMMIO;
    if (text == "dram" || text == "DeviceDRAM")
        return MemorySpace::DeviceDRAM;
    if (text == "l1" || text == "DeviceL1")
        return MemorySpace::DeviceL1;
    return std::nullopt;
}

std::string_view toString(MetalMemoryLayout layout)
{
    return layout == MetalMemoryLayout::Interleaved ? "interleaved" : "sharded";
}

std::optional<MetalMemoryLayout> parseMetalMemoryLayout(std::string_view text)
{
    if (text == "sharded")
        return MetalMemoryLayout::Sharded;
    if (text == "interleaved")
        return MetalMemoryLayout::Interleaved;
    return std::nullopt;
}

std::string_view toString(OobValue value)
{
    switch (value) {
    case OobValue::Undef:
        return "undef";
    case OobValue::Zero:
        return "zero";
    case OobValue::One:
        return "one";
    case OobValue::Inf:
        return "inf";
    case OobValue::NegInf:
        return "neginf";
    }
    return "undef";
}

std::optional<OobValue> parseOobValue(std::string_view text)
{
    for (OobValue v : { OobValue::Undef, OobValue::Zero, OobValue::One, OobValue::Inf, OobValue::NegInf }) {
        if (toString(v) == text)
            return v;
    }
    return std::nullopt;
}

} // namespace tle
