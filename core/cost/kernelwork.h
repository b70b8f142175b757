// SPDX-License-Identifier: MIT
#pragma once

#include "cost/kernelop.h"
#include "device/kernelmodel.h"

#include <vector>

namespace tle {

// Where a transfer's data is: a DRAM bank, another core's L1 (over the NoC), or the core's own L1.
enum class TransferSource
{
    Dram,
    L1,
    Local,
};

// Transfers of one kind the busiest core makes: `count` transfers of `bytes` each, of which `inFlight` are
// issued before the kernel waits for them (1: every transfer waits out its round trip).
struct Transfers
{
    double count = 0;
    double bytes = 0;
    TransferSource source = TransferSource::Dram;
    double inFlight = 1;
};

// What an op's program does on its busiest core, in transfers and cycles, and what it moves on the chip: the
// family's structure (docs/runs.md says it in one sentence per family) turned into numbers.
struct KernelWork
{
    std::vector<Transfers> reads; // the reader kernel's
    std::vector<Transfers> writes; // the writer kernel's
    double computeCycles = 0; // the compute kernel's, at the model's efficiency
    double idealComputeCycles = 0; // the same work at the unit's peak (the roofline's compute time)
    double serialCycles = 0; // hand-overs no other kernel overlaps (stage syncs, semaphores, ring steps)
    bool runsCompute = true; // compute kernels run (their launch is paid)
    double dramBytes = 0; // every byte the op moves to or from DRAM, on the whole chip
    double l1Bytes = 0; // every byte it moves to or from L1
    double ethernetBytes = 0; // bytes over the busiest Ethernet link
    double flops = 0; // multiply-accumulates x 2 of its matrix work; an eltwise op's operations
};

KernelWork kernelWork(const KernelOp& op, const KernelModel& model);

// The busiest core's part of a tensor, as (rows, width in elements): its shard, or for a sharded tensor whose shard
// is not stated an even split by its memory layout; nullopt for an interleaved tensor.
std::optional<std::array<int64_t, 2>> coreShare(const KernelTensor& tensor, int64_t cores);
// The transfers (count, bytes each) the busiest core makes of its part of a tensor: tiles, or rows of a row-major
// tensor (shard rows when sharded).
std::array<double, 2> coreTransfers(const KernelTensor& tensor, int64_t cores);
// Tiles in the busiest core's part.
double coreTiles(const KernelTensor& tensor, int64_t cores);
TransferSource sourceOf(const KernelTensor& tensor);
double ceilDiv(double a, double b);

// The family work functions, each in the file of its group.
KernelWork matmulWork(const KernelOp& op, const KernelModel& model);
KernelWork convWork(const KernelOp& op, const KernelModel& model);
KernelWork attentionWork(const KernelOp& op, const KernelModel& model);
KernelWork eltwiseWork(const KernelOp& op, const KernelModel& model);
KernelWork normWork(const KernelOp& op, const KernelModel& model);
KernelWork reduceWork(const KernelOp& op, const KernelModel& model);
KernelWork poolWork(const KernelOp& op, const KernelModel& model);
KernelWork dataMovementWork(const KernelOp& op, const KernelModel& model);
KernelWork tileConversionWork(const KernelOp& op, const KernelModel& model);
KernelWork shardConversionWork(const KernelOp& op, const KernelModel& model);
KernelWork gatherWork(const KernelOp& op, const KernelModel& model); // halo, sharded move, DRAM slices
KernelWork sampleWork(const KernelOp& op, const KernelModel& model); // grid sample, upsample, embedding
KernelWork collectiveWork(const KernelOp& op, const KernelModel& model);
// Every input page read and every output page written; `waitEachRead` when the reader waits out every page's round
// trip (else a few are in flight).
KernelWork copyWork(const KernelOp& op, const KernelModel& model, double computePerTile, bool waitEachRead = true);

} // namespace tle
