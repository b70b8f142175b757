// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opfamily.h"
#include "layout/ttnn/ttnntypes.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace tle {

// One tensor of an op as the cost model sees it: its padded 4-D shape (W, Z, Y, X as the profiler prints it),
// how its pages are laid out and where they live, and what the layout engine derives (bytes, page bytes).
struct KernelTensor
{
    std::array<int64_t, 4> padded { 1, 1, 1, 1 };
    int64_t logicalHeight = 0; // the logical Y (rows of the last tile row that hold data), 0 when unknown
    bool tiled = true;
    double elementBytes = 2; // stored bytes per element: a tile's bytes / 1024 for block-float types
    BufferType buffer = BufferType::Dram;
    TtnnMemoryLayout memoryLayout = TtnnMemoryLayout::Interleaved;
    std::optional<std::array<int64_t, 2>> shard; // rows and columns (elements) per core, when stated
    int64_t bytes = 0; // the whole tensor as stored
    int64_t pageBytes = 0; // a tile, or a row (a shard row when sharded)

    bool sharded() const { return memoryLayout != TtnnMemoryLayout::Interleaved; }
    bool inDram() const { return buffer != BufferType::L1; }
    int64_t rows() const;
    int64_t width() const { return padded[3]; }
    int64_t tiles() const;
    double elements() const { return double(padded[0]) * double(padded[1]) * double(padded[2]) * double(padded[3]); }
};

// The program structures the cost model tells apart inside a family: what an op's kernels do page by page.
enum class KernelKind
{
    Generic, // reads every input page and writes every output page
    // matmul
    Matmul, // a multicast program: per-core output blocks, operands streamed in blocks of K
    BatchedMatmul, // no reuse: every output tile reads its row and column tile by tile
    MinimalMatmul, // output blocks of a fixed size over a fixed grid
    // eltwise
    Binary,
    Unary,
    Ternary,
    Typecast,
    Rotary,
    // data movement
    TiledReshape, // rows regrouped into new tiles, face row by face row
    RowMajorRegroup, // a reshape or permute of row-major sticks
    TransposeHC, // rows gathered across the tiles of two dims
    TransposeWH, // within each tile
    TiledPermute,
    Slice,
    // tile conversion
    Tilize,
    TilizePadded, // with value padding: waits on every stick it reads
    Untilize,
    UntilizeUnpadded, // with unpadding: waits on every stick it writes
    // shard conversion
    ToSharded,
    ToInterleaved,
    Reshard,
    // norm and softmax
    RowNorm, // layer and RMS norms: passes over every row
    GroupNorm,
    Softmax,
    // the rest
    GridSample,
    Upsample,
    Embedding,
    Halo,
    ShardMove,
    DramSlice, // a padded slice: reads the slice out of DRAM
    SliceWrite, // writes the slice back
    Pool,
    Reduce,
    Attention,
    Collective,
    Conv,
};

// The math of an eltwise chain per tile, counted by the unit it runs on.
struct EltwiseMath
{
    int fpuOps = 0; // binary FPU ops (add, sub, mul)
    int sfpuOps = 0; // simple SFPU ops (relu, comparisons, logic, typecast)
    int transcendentalOps = 0; // exp, gelu, erf, reciprocal, ...
    bool broadcast = false; // one operand is broadcast over the other
};

// What an op's attributes say about its program, where they say it; absent values take the defaults the cost
// model documents.
struct KernelTraits
{
    int fidelityPhases = 4; // LoFi 1 .. HiFi4 4
    bool approximate = false; // math_approx_mode: the cheap forms of exp, gelu, ...
    bool causal = false;
    EltwiseMath math;
    // matmul program configs
    std::optional<int64_t> perCoreM, perCoreN, kBlock, mBlock, nBlock, gridX, gridY;
    // conv
    std::optional<int64_t> perCoreHeightTiles, perCoreWidthTiles;
    int64_t windowH = 1, windowW = 1;
    // halo
    std::optional<int64_t> haloSticksPerCore;
    bool configInDram = false;
    // group norm
    int64_t groups = 32;
    // collectives
    int64_t links = 1;
    int64_t ringSize = 2;
    // shard conversions: a partial conversion moves one slice; legacy writers waited on every write
    bool waitEveryWrite = false;
};

// An op as the cost model prices it: its family and program structure, the cores it runs on, its tensors.
struct KernelOp
{
    OpFamily family = OpFamily::Other;
    KernelKind kind = KernelKind::Generic;
    KernelTraits traits;
    int64_t cores = 1;
    // The cores the op could have used (its sub-device's or the chip's workers), which its roofline is scored
    // against; 0: its own cores.
    int64_t budgetCores = 0;
    std::vector<KernelTensor> inputs;
    std::vector<KernelTensor> outputs;
};

} // namespace tle
