// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnntypes.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tle {

// tt-metal's MemoryConfig as a profiler row or a report database states it: memory layout, buffer type
// and, for sharded tensors, the shard grid and shard shape.
struct RunMemoryConfig
{
    std::optional<TtnnMemoryLayout> memoryLayout;
    std::optional<BufferType> bufferType;
    CoreRangeSet shardGrid; // empty when no shard spec is stated
    std::vector<int64_t> shardShape; // {height, width}
    std::optional<ShardOrientation> orientation;
};

// One input or output of a measured op, as the profiler prints it: the padded shape (W, Z, Y, X) and the
// logical one (the `[..]` part of `*_PAD[LOGICAL]` columns; equal to the padded one in older files).
struct RunTensor
{
    std::vector<int64_t> paddedShape;
    std::vector<int64_t> logicalShape;
    std::string pageLayout; // TILE or ROW_MAJOR
    std::string dataType; // BFLOAT16, BFLOAT8_B, FLOAT32, ...
    std::string memory; // as printed: DEV_1_L1_HEIGHT_SHARDED
    std::optional<TtnnMemoryLayout> memoryLayout;
    std::optional<BufferType> bufferType;
    // The part of `memory` after its second '_' (L1_HEIGHT_SHARDED), which the classes compare.
    std::string bufferPart() const;
};

enum class RunOpKind
{
    Device, // OP TYPE tt_dnn_device: a program that ran on a device
    Host, // python_fallback, tt_dnn_cpu and other host work
};

// One row of a run: a device program or a host op, with what the profiler measured.
struct RunOp
{
    int64_t line = 0; // the CSV line (or database row) it came from
    RunOpKind kind = RunOpKind::Device;
    std::string opType; // as printed
    std::string opCode;
    int64_t device = 0;
    std::string loc; // tt-mlir's location, from `ttrt perf`'s LOC column
    std::optional<int64_t> globalCallCount;
    std::optional<int64_t> kernelNs; // DEVICE KERNEL DURATION [ns]
    std::optional<int64_t> fwNs; // DEVICE FW DURATION [ns]
    // DEVICE FW START / END CYCLE: where the op sits on its device's clock, which places overlapping ops.
    std::optional<int64_t> fwStartCycle;
    std::optional<int64_t> fwEndCycle;
    std::optional<int64_t> opToOpNs; // OP TO OP LATENCY [ns]
    std::optional<int64_t> hostNs; // HOST DURATION [ns]
    std::optional<int64_t> pmIdealNs; // PM IDEAL [ns]
    std::optional<int64_t> coreCount;
    // The cores its sub-device offered (the row's AVAILABLE WORKER CORE COUNT) and the sub-device (SUB DEVICE ID).
    std::optional<int64_t> availableCores;
    std::optional<int64_t> subDevice;
    std::optional<int64_t> traceId; // METAL TRACE ID: the op ran inside a captured trace
    std::optional<int64_t> replaySession;
    std::string mathFidelity;
    // ATTRIBUTES as printed, one text shared by the ops that print the same (runs repeat them layer after layer).
    std::shared_ptr<const std::string> attributesText;
    std::optional<RunMemoryConfig> outputConfig; // the output memory config ATTRIBUTES states
    std::vector<RunTensor> inputs;
    std::vector<RunTensor> outputs;
    int signpost = -1; // the last signpost before this op (index into MeasuredRun::signposts), -1 for none

    std::string_view attributes() const
    {
        return attributesText ? std::string_view(*attributesText) : std::string_view();
    }
};

// A named marker the run recorded between ops.
struct RunSignpost
{
    std::string name;
    int64_t line = 0;
    int64_t firstOp = 0; // index of the first op after it
    int64_t occurrence = 1; // names repeat (one per iteration): which time this name is seen, from 1
};

// One allocator view (DRAM, L1, ...) after an op, per bank, in bytes.
struct MemoryBlock
{
    int64_t address = 0;
    int64_t size = 0;
    bool allocated = false;
};

struct MemoryView
{
    int64_t banks = 0;
    int64_t totalPerBank = 0;
    int64_t allocatedPerBank = 0;
    int64_t freePerBank = 0;
    int64_t largestFreePerBank = 0;
    std::vector<MemoryBlock> blocks;
};

// What memory held after one op of a `ttrt run --memory` run, keyed by the op's loc.
struct MemorySnapshot
{
    int64_t index = 0;
    int64_t runOp = -1; // the op it follows, when the source says (a report database); else joined by loc
    std::string loc;
    std::string debugText; // the op as printed, with its result layout
    std::optional<MemoryView> dram;
    std::optional<MemoryView> l1;
    std::optional<MemoryView> l1Small;
    std::optional<MemoryView> trace;
};

// Where a run's ops come from: the profiler CSV's column families, oldest first, or a report database.
enum class PerfCsvFormat
{
    Plain, // INPUT_0_W, ...
    PaddedLogical, // INPUT_0_W_PAD[LOGICAL]
    WithArch, // adds DEVICE ARCH and AVAILABLE WORKER CORE COUNT
    ReportDatabase, // not a CSV: a ttnn report database (db.sqlite)
};

// A measured run: the ops in the order they ran, with the markers between them.
struct MeasuredRun
{
    std::string source; // the file or folder it was read from
    PerfCsvFormat format = PerfCsvFormat::Plain;
    std::string arch; // DEVICE ARCH when the file states it
    std::optional<int64_t> availableCores; // AVAILABLE WORKER CORE COUNT
    int64_t columns = 0;
    bool hasLoc = false;
    std::vector<RunOp> ops;
    std::vector<RunSignpost> signposts;
    std::vector<MemorySnapshot> memory; // memory_results.json of the same run, when it was given
    // The file ends inside the row starting at this line (a profiler that stopped while writing); the rows before
    // it were read.
    std::optional<int64_t> truncatedAtLine;

    int64_t deviceOps() const;
    int64_t hostOps() const;
    std::vector<int64_t> devices() const; // the device ids, ascending
};

std::string_view toString(PerfCsvFormat format);

// The first word of a cell ("Matmul" of the op code "Matmul 32x64x32"), which the classes read.
std::string_view leadingWord(std::string_view opCode);
// An op code as a label on a bar says it: the first word, after the last namespace (`::` or `.`), without the
// `DeviceOperation` or `Operation` every code of a run repeats ("ReduceScatterMinimalAsyncDeviceOperation" is
// "ReduceScatterMinimalAsync", "ttnn::prim::Matmul" is "Matmul").
std::string_view shortOpCode(std::string_view opCode);

} // namespace tle
