// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string_view>

namespace tle {

// The four memory spaces of ttcore (seed 000, "Memory Spaces").
enum class MemorySpace
{
    System,
    SystemMMIO,
    DeviceDRAM,
    DeviceL1,
};

// How a metal layout spreads shards: one per core (sharded) or pages round-robin over banks.
enum class MetalMemoryLayout
{
    Sharded,
    Interleaved,
};

// The out-of-bounds value that fills padding (`oob_val`).
enum class OobValue
{
    Undef,
    Zero,
    One,
    Inf,
    NegInf,
};

// tt-mlir keywords: system, mmio, dram, l1.
std::string_view toString(MemorySpace space);
std::optional<MemorySpace> parseMemorySpace(std::string_view text);

std::string_view toString(MetalMemoryLayout layout);
std::optional<MetalMemoryLayout> parseMetalMemoryLayout(std::string_view text);

std::string_view toString(OobValue value);
std::optional<OobValue> parseOobValue(std::string_view text);

} // namespace tle
