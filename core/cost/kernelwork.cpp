// SPDX-License-Identifier: MIT
#include "cost/kernelwork.h"
#include "util/checked.h"

#include <algorithm>
#include <cmath>

namespace tle {

// A measured run's shapes come from its file: a hostile one's row and tile counts stick at the largest number
// instead of wrapping.
int64_t KernelTensor::rows() const
{
    return saturatingProduct({ padded[0], padded[1], padded[2] });
}

int64_t KernelTensor::tiles() const
{
    return saturatingProduct({ padded[0], padded[1], (padded[2] + 31) / 32, (padded[3] + 31) / 32 });
}

double ceilDiv(double a, double b)
{
    return std::ceil(a / std::max(1.0, b));
}

std::optional<std::array<int64_t, 2>> coreShare(const KernelTensor& t, int64_t cores)
{
    if (!t.sharded())
        return std::nullopt;
    if (t.shard)
        return *t.shard;
    const double n = double(std::max<int64_t>(1, cores));
    switch (t.memoryLayout) {
    case TtnnMemoryLayout::HeightSharded:
        return std::array<int64_t, 2> { int64_t(ceilDiv(double(t.rows()), n)), t.width() };
    case TtnnMemoryLayout::WidthSharded:
        return std::array<int64_t, 2> { t.rows(), int64_t(ceilDiv(double(t.width()), n)) };
    default: {
        // A block grid as square as the cores allow.
        const double side = std::max(1.0, std::round(std::sqrt(n)));
        return std::array<int64_t, 2> { int64_t(ceilDiv(double(t.rows()), side)),
            int64_t(ceilDiv(double(t.width()), std::max(1.0, std::floor(n / side)))) };
    }
    }
}

std::array<double, 2> coreTransfers(const KernelTensor& t, int64_t cores)
{
    const auto share = coreShare(t, cores);
    if (t.tiled) {
        if (share)
            return { ceilDiv(double((*share)[0]), 32) * ceilDiv(double((*share)[1]), 32), double(t.pageBytes) };
        return { ceilDiv(double(t.tiles()), double(cores)), double(t.pageBytes) };
    }
    if (share)
        return { double((*share)[0]), double((*share)[1]) * t.elementBytes };
    return { ceilDiv(double(t.rows()), double(cores)), double(t.pageBytes) };
}

double coreTiles(const KernelTensor& t, int64_t cores)
{
    if (const auto share = coreShare(t, cores))
        return ceilDiv(double((*share)[0]), 32) * ceilDiv(double((*share)[1]), 32);
    const double tiles = t.tiled ? double(t.tiles()) : ceilDiv(double(t.rows()), 32) * ceilDiv(double(t.width()), 32);
    return ceilDiv(tiles, double(cores));
}

TransferSource sourceOf(const KernelTensor& t)
{
    if (t.inDram())
        return TransferSource::Dram;
    return t.sharded() ? TransferSource::Local : TransferSource::L1;
}

KernelWork copyWork(const KernelOp& op, const KernelModel& model, double computePerTile, bool waitEachRead)
{
    KernelWork w;
    // Writes are posted: a few are in flight before the writer waits.
    for (const KernelTensor& t : op.inputs) {
        if (t.sharded())
            continue;
        const auto [count, bytes] = coreTransfers(t, op.cores);
        const double inFlight = waitEachRead ? 1.0 : t.tiled ? 8.0 : model.rowsInFlight;
        w.reads.push_back({ count, bytes, sourceOf(t), inFlight });
    }
    for (const KernelTensor& t : op.outputs) {
        if (t.sharded())
            continue;
        const auto [count, bytes] = coreTransfers(t, op.cores);
        w.writes.push_back({ count, bytes, sourceOf(t), t.tiled ? 8 : model.rowsInFlight });
    }
    if (!op.outputs.empty())
        w.computeCycles = coreTiles(op.outputs.front(), op.cores) * computePerTile;
    w.idealComputeCycles = w.computeCycles;
    w.runsCompute = computePerTile > 0;
    return w;
}

namespace {

KernelWork familyWork(const KernelOp& op, const KernelModel& model)
{
    switch (op.family) {
    case OpFamily::Matmul:
        return matmulWork(op, model);
    case OpFamily::Conv:
        return convWork(op, model);
    case OpFamily::Attention:
        return attentionWork(op, model);
    case OpFamily::Eltwise:
        return eltwiseWork(op, model);
    case OpFamily::Norm:
    case OpFamily::Softmax:
        return normWork(op, model);
    case OpFamily::Reduce:
        return reduceWork(op, model);
    case OpFamily::Pool:
        return poolWork(op, model);
    case OpFamily::DataMovement:
        return dataMovementWork(op, model);
    case OpFamily::TileConversion:
        return tileConversionWork(op, model);
    case OpFamily::ShardConversion:
        return shardConversionWork(op, model);
    case OpFamily::Halo:
    case OpFamily::Move:
    case OpFamily::DramSlice:
        return gatherWork(op, model);
    case OpFamily::Embedding:
    case OpFamily::Sample:
        return sampleWork(op, model);
    case OpFamily::Ccl:
        return collectiveWork(op, model);
    case OpFamily::BufferCopy:
    case OpFamily::Other:
        break;
    }
    return copyWork(op, model, 0, false);
}

} // namespace

KernelWork kernelWork(const KernelOp& op, const KernelModel& model)
{
    KernelWork w = familyWork(op, model);
    // The roofline's memory levels: what each tensor holds, wherever the family's structure reads it from.
    if (w.dramBytes == 0 && w.l1Bytes == 0) {
        for (const auto* list : { &op.inputs, &op.outputs }) {
            for (const KernelTensor& t : *list)
                (t.inDram() ? w.dramBytes : w.l1Bytes) += double(t.bytes);
        }
    }
    return w;
}

} // namespace tle
