// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "layout/ttnn/ttnnlayout.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace tle {

// A user's pin of one op's output layout: seed 002's --override-output-layout. Any subset of upstream's fields,
// colon-separated in any order: a shard grid (`8x1`), a buffer (`l1`, `dram`), a memory layout
// (`interleaved`, `height_sharded`, `width_sharded`, `block_sharded`), a page layout (`tile`, `row_major`) and a
// data type (`bf16`, `f32`, ...). Fields left out stay the policy's to choose.
struct LayoutPin
{
    // The layout's grid as tt-mlir's TTNN layout holds it: the shard grid of a sharded layout, the worker grid of
    // L1 interleaved, 1x1 for DRAM.
    std::optional<std::array<int64_t, 2>> grid;
    std::optional<BufferType> buffer;
    std::optional<TtnnMemoryLayout> memory;
    std::optional<PageLayout> page;
    std::optional<ElementType> dataType;

    bool operator==(const LayoutPin&) const = default;
    bool matches(const TtnnLayout& layout) const;
    // The canonical spelling, fields in upstream's order (`8x1:l1:height_sharded:tile`).
    std::string text() const;
};

// The grid a pin names for `layout` (see LayoutPin::grid).
std::array<int64_t, 2> pinGridOf(const TtnnLayout& layout);

// Parses a pin. Throws tle::Error naming the field and its column (1-based) for an unknown or repeated field,
// and for a sharded memory layout in DRAM.
LayoutPin parseLayoutPin(std::string_view text);

// The pins of a plan, by op index.
using LayoutPins = std::map<int, LayoutPin>;

// One pin per line of text, `OP=PIN` as --override-output-layout takes it, in the order given.
struct PinRequest
{
    std::string op; // a result name (%3), a location or an op index
    LayoutPin pin;
};
// Splits `OP=PIN` at its first '=' and parses the pin; errors name the column in `text`.
PinRequest parsePinRequest(std::string_view text);

// Checks every pin against its op's legal layouts (the legal-layout order of legalTensorLayouts): the op must
// produce a tensor the policies plan, the pin's data type must be the tensor's (policies do not change data
// types), and some legal layout must match. Throws tle::Error naming the op and the pin otherwise.
void checkPins(const ModelGraph& graph, const OptimizerDevice& device, const LayoutPins& pins, bool rowMajorEnabled);

struct PolicyResult;

// After a policy ran: every pinned op whose output the policy left in a layout that does not match its pin
// (a pin the policy's own rules cannot honour, such as L1 interleaved for the chain design) is put into the first
// matching legal layout; what the policy planned for that tensor (its reservation, its spills) is replaced by an
// L1 reservation from the op to its last reader when the layout is in L1. Every pin is named in the plan's
// notes, and the metrics are recomputed when something changed.
void applyPins(PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device, const LayoutPins& pins,
    bool rowMajorEnabled);

} // namespace tle
