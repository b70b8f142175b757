// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metal/metallayout.h"

#include <functional>
#include <span>

namespace tle {

// Consecutive logical elements (row-major) whose storage is consecutive in one core's shard.
struct ForwardRun
{
    int64_t logicalStart = 0; // row-major linear index of the first element
    int64_t count = 0;
    int64_t core = 0; // row-major linear core index
    int64_t shardOffset = 0; // element offset of the first element inside the shard memory
};

// Runs of one core repeated at fixed steps: run k (k < repeat) holds the logical elements [logicalStart + k *
// logicalStride, + count) at the shard offsets from shardOffset + k * offsetStride. A consumer that draws or
// copies runs does its per-run work once per pattern.
struct ForwardPattern
{
    int64_t logicalStart = 0;
    int64_t count = 0;
    int64_t repeat = 1;
    int64_t logicalStride = 0;
    int64_t core = 0;
    int64_t shardOffset = 0;
    int64_t offsetStride = 0;
};

// Consecutive slots of one core's shard memory (storage order) that hold consecutive logical elements,
// or padding of one cause (logicalStart = -1).
struct InverseRun
{
    int64_t core = 0;
    int64_t shardOffset = 0;
    int64_t count = 0;
    int64_t logicalStart = -1;
    PaddingCause cause = PaddingCause::None;
};

// Bulk mapping of a whole layout, walked incrementally: no division per element, a few per run.
// Runs are handed over in batches to keep the per-run call cost negligible.
class MetalWalker
{
public:
    using ForwardSink = std::function<void(std::span<const ForwardRun>)>;
    using InverseSink = std::function<void(std::span<const InverseRun>)>;
    using PatternSink = std::function<void(std::span<const ForwardPattern>)>;

    explicit MetalWalker(const MetalLayout& layout);

    // True when the innermost logical dim moves only the innermost physical dim, one step per element
    // (every collapse-derived map); other maps are walked element by element, still correctly.
    bool hasFastForward() const { return m_fastForward; }
    bool hasFastInverse() const { return m_fastInverse; }

    // Every logical element exactly once, in row-major logical order.
    void forEachForwardRun(const ForwardSink& sink) const;
    // Every logical element exactly once, as patterns: each run of a logical row repeated over the following rows
    // that stay in the same face (tile, or shard when untiled). Patterns come band by band, each band's in the
    // order of its first row's runs.
    void forEachForwardPattern(const PatternSink& sink) const;
    // Every allocated slot of every core exactly once, cores row-major, slots in storage order.
    void forEachInverseRun(const InverseSink& sink) const;

private:
    void forwardGeneric(const ForwardSink& sink) const;
    void inverseGeneric(const InverseSink& sink) const;

    const MetalLayout& m_layout;
    bool m_fastForward = false;
    bool m_fastInverse = false;
    // Consecutive rows (the second-to-last logical dim) step the second-to-last physical dim by one.
    bool m_rowsStepOneRow = false;
};

} // namespace tle
