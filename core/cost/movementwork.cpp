// SPDX-License-Identifier: MIT
// The families that move data: rearrangements, tile and shard conversions, halos, moves and DRAM slices, gathers
// (grid sample, upsample, embedding) and collectives between devices.
#include "cost/kernelwork.h"

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

double dramBytesOf(const std::vector<KernelTensor>& tensors)
{
    double bytes = 0;
    for (const KernelTensor& t : tensors)
        bytes += t.inDram() ? double(t.bytes) : 0.0;
    return bytes;
}

double l1BytesOf(const std::vector<KernelTensor>& tensors)
{
    double bytes = 0;
    for (const KernelTensor& t : tensors)
        bytes += t.inDram() ? 0.0 : double(t.bytes);
    return bytes;
}

void countTensorBytes(KernelWork& w, const KernelOp& op)
{
    w.dramBytes = dramBytesOf(op.inputs) + dramBytesOf(op.outputs);
    w.l1Bytes = l1BytesOf(op.inputs) + l1BytesOf(op.outputs);
}

void writeOut(KernelWork& w, const KernelTensor& out, int64_t cores, double inFlight)
{
    if (out.sharded())
        return;
    const auto [count, bytes] = coreTransfers(out, cores);
    w.writes.push_back({ count, bytes, sourceOf(out), inFlight });
}

// The face-row segments (16 elements each) an output tile gathers: two for every row of it that holds data.
double gatheredSegments(const KernelTensor& out)
{
    const int64_t logical = out.logicalHeight > 0 ? out.logicalHeight : 32;
    return 2.0 * double(std::min<int64_t>(32, logical));
}

} // namespace

KernelWork dataMovementWork(const KernelOp& op, const KernelModel& m)
{
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& out = op.outputs[0];
    KernelWork w;
    countTensorBytes(w, op);
    w.runsCompute = false;
    switch (op.kind) {
    case KernelKind::TiledReshape: {
        // Rows regroup into new tiles face row by face row, each read waited for (a few in flight when whole rows
        // keep their width).
        const double tiles = coreTiles(out, op.cores);
        w.reads.push_back({ tiles * gatheredSegments(out), 32, sourceOf(a), a.width() == out.width() ? 4.0 : 1.0 });
        writeOut(w, out, op.cores, 8);
        return w;
    }
    case KernelKind::TransposeHC: {
        const double tiles = coreTiles(out, op.cores);
        w.reads.push_back({ tiles * gatheredSegments(out), 32, sourceOf(a), 8 });
        writeOut(w, out, op.cores, 8);
        w.runsCompute = true;
        return w;
    }
    case KernelKind::RowMajorRegroup: {
        // Stick by stick, each read waited for.
        const auto [count, bytes] = coreTransfers(a, op.cores);
        w.reads.push_back({ count, bytes, sourceOf(a), 1 });
        writeOut(w, out, op.cores, 8);
        return w;
    }
    case KernelKind::TiledPermute: {
        // Rows move between tiles: two waited reads and a transpose of the larger side's tiles each.
        const double tiles = std::max(coreTiles(a, op.cores), coreTiles(out, op.cores));
        w.reads.push_back({ tiles * 2, double(a.pageBytes), sourceOf(a), 1 });
        w.computeCycles = w.idealComputeCycles = tiles * 2 * m.tilizeTileCycles;
        w.runsCompute = true;
        writeOut(w, out, op.cores, 8);
        return w;
    }
    case KernelKind::Slice: {
        // Only the kept pages are read; a read and a write per output page, each waited for.
        const auto [count, bytes] = coreTransfers(out, op.cores);
        w.reads.push_back({ count, bytes, sourceOf(a), 1 });
        if (!out.sharded())
            w.writes.push_back({ count, bytes, sourceOf(out), 1 });
        w.dramBytes = (a.inDram() ? double(out.bytes) : 0.0) + (out.inDram() ? double(out.bytes) : 0.0);
        return w;
    }
    case KernelKind::TransposeWH: {
        KernelWork t = copyWork(op, m, m.tilizeTileCycles);
        countTensorBytes(t, op);
        return t;
    }
    default:
        break;
    }
    KernelWork c = copyWork(op, m, 0);
    countTensorBytes(c, op);
    return c;
}

KernelWork tileConversionWork(const KernelOp& op, const KernelModel& m)
{
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& out = op.outputs[0];
    KernelWork w;
    countTensorBytes(w, op);
    const double tiles = std::max(coreTiles(a, op.cores), coreTiles(out, op.cores));
    w.computeCycles = tiles * m.tilizeTileCycles;
    // The padding forms (tilize with value padding, untilize with unpadding) wait on every stick they move.
    const bool waitEachStick = op.kind == KernelKind::TilizePadded || op.kind == KernelKind::UntilizeUnpadded;
    for (const KernelTensor* t : { &a, &out }) {
        const bool isOut = t == &out;
        const auto [count, bytes] = coreTransfers(*t, op.cores);
        auto& list = isOut ? w.writes : w.reads;
        if (t->tiled) {
            if (!t->sharded())
                list.push_back({ count, bytes, sourceOf(*t), 8 });
        } else if (t->sharded()) {
            // Untilized sticks are written into the shard one by one.
            if (isOut)
                w.computeCycles += count * m.issueCycles / 2;
        } else {
            list.push_back({ count, bytes, sourceOf(*t), waitEachStick ? 1 : m.rowsInFlight });
        }
    }
    w.idealComputeCycles = w.computeCycles;
    return w;
}

KernelWork shardConversionWork(const KernelOp& op, const KernelModel& m)
{
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& out = op.outputs[0];
    const KernelTensor& sharded = a.sharded() ? a : out;
    const KernelTensor& interleaved = a.sharded() ? out : a;
    KernelWork w;
    const auto [count, bytes] = coreTransfers(sharded, op.cores);
    w.runsCompute = a.elementBytes != out.elementBytes || a.tiled != out.tiled;
    if (w.runsCompute)
        w.computeCycles = w.idealComputeCycles = coreTiles(sharded, op.cores) * m.sfpuTileCycles;
    if (a.sharded() && out.sharded()) {
        // A reshard reads runs of pages from the input cores.
        const double runs = std::max(1.0, std::ceil(count * bytes / 8192));
        w.reads.push_back({ runs, count * bytes / runs, TransferSource::L1, 2 });
    } else if (a.sharded()) {
        // The shard cores push a page per write (kernels before September 2025 waited on each).
        w.writes.push_back({ count, bytes, sourceOf(out), op.traits.waitEveryWrite ? 1.0 : 8.0 });
    } else if (a.tiled) {
        // The shard cores pull a tile per read, with a barrier every ~8 KiB of the whole grid's traffic (in runs
        // before September 2025, after every tile).
        const double inFlight = op.traits.waitEveryWrite
            ? 1.0
            : std::max(1.0, std::floor(512.0 / double(std::max<int64_t>(1, op.cores)) * 1152.0 / double(a.pageBytes)));
        w.reads.push_back({ count, bytes, sourceOf(a), inFlight });
    } else {
        // A row per read; from DRAM on Blackhole, or unaligned, through a scratch buffer with a wait per row.
        const bool aligned = std::fmod(bytes, m.dramAlignmentBytes) == 0;
        const bool waitEach = a.inDram() && (m.stagedRowReads || !aligned);
        w.reads.push_back({ count, bytes, sourceOf(a), waitEach ? 1.0 : m.rowsInFlight });
    }
    // Only the slice a partial conversion moves crosses DRAM.
    w.dramBytes = interleaved.inDram() ? double(sharded.bytes) : 0.0;
    w.l1Bytes = double(sharded.bytes) * (interleaved.inDram() ? 1.0 : 2.0);
    return w;
}

KernelWork gatherWork(const KernelOp& op, const KernelModel& m)
{
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& out = op.outputs[0];
    KernelWork w;
    w.runsCompute = false;
    if (op.family == OpFamily::Move) {
        // Each core copies its shard within its own L1 as one block.
        const double perCore = double(a.bytes) / double(std::max<int64_t>(1, op.cores));
        const double chunks = std::max(1.0, std::ceil(perCore / 16384));
        w.reads.push_back({ chunks, perCore / chunks, TransferSource::Local, 8 });
        w.l1Bytes = 2.0 * double(a.bytes);
        return w;
    }
    if (op.family == OpFamily::Halo) {
        // The data-movement core copies its output sticks out of its own and its neighbours' shards; with its
        // gather descriptors in DRAM it fetches them as it goes, held in L1 it streams.
        const auto [count, stick] = coreTransfers(out, op.cores);
        const double sticks = op.traits.haloSticksPerCore ? double(*op.traits.haloSticksPerCore) : count;
        const double rate = op.traits.configInDram ? m.copyBytesPerCycle : m.localBytesPerCycle / 2;
        w.reads.push_back({ 1, sticks * stick * m.localBytesPerCycle / rate, TransferSource::Local, 1 });
        if (a.tiled) {
            w.computeCycles = w.idealComputeCycles = coreTiles(a, op.cores) * m.tilizeTileCycles;
            w.runsCompute = true;
        }
        w.l1Bytes = double(a.bytes) + double(out.bytes);
        return w;
    }
    // A DRAM slice of a conv moves only the slice (its L1 side), by tiles or rows of the DRAM tensor.
    const bool reading = op.kind != KernelKind::SliceWrite;
    const KernelTensor& dram = reading ? a : (op.inputs.size() > 1 ? op.inputs[1] : out);
    const KernelTensor& l1 = reading ? out : a;
    const auto share = coreShare(l1, op.cores);
    const double rows = share ? double((*share)[0]) : ceilDiv(double(l1.rows()), double(op.cores));
    const double width = share ? double((*share)[1]) : double(l1.width());
    auto& list = reading ? w.reads : w.writes;
    if (dram.tiled) {
        const double tiles = ceilDiv(rows, 32) * ceilDiv(width, 32);
        list.push_back({ tiles, double(dram.pageBytes), TransferSource::Dram, 8 });
        if (!l1.tiled) {
            w.computeCycles = tiles * m.tilizeTileCycles;
            w.writes.push_back({ rows, width * l1.elementBytes, TransferSource::Local, 8 });
        }
    } else {
        list.push_back({ rows, width * dram.elementBytes, TransferSource::Dram, m.rowsInFlight });
        if (l1.tiled)
            w.computeCycles = ceilDiv(rows, 32) * ceilDiv(width, 32) * m.tilizeTileCycles;
    }
    w.idealComputeCycles = w.computeCycles;
    w.runsCompute = w.computeCycles > 0;
    w.dramBytes = double(l1.bytes);
    w.l1Bytes = double(l1.bytes);
    return w;
}

KernelWork sampleWork(const KernelOp& op, const KernelModel& m)
{
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& out = op.outputs[0];
    KernelWork w;
    if (op.kind == KernelKind::Embedding && op.inputs.size() >= 2) {
        // Only the looked-up rows of the table are read, one waited read a row.
        const KernelTensor& table = op.inputs[1];
        const double rowBytes = double(out.width()) * table.elementBytes;
        w.reads.push_back({ ceilDiv(double(out.rows()), double(op.cores)), rowBytes, sourceOf(table), 1 });
        w.reads.push_back({ 1, double(a.pageBytes), sourceOf(a), 1 });
        writeOut(w, out, op.cores, 8);
        w.runsCompute = out.tiled;
        w.dramBytes = (table.inDram() ? double(out.rows()) * rowBytes : 0.0) + (out.inDram() ? double(out.bytes) : 0.0);
        w.l1Bytes = out.inDram() ? 0.0 : double(out.bytes);
        return w;
    }
    if (op.kind == KernelKind::GridSample && op.inputs.size() >= 2) {
        // Bilinear sampling reads four input sticks per output point, a few in flight.
        const KernelTensor& grid = op.inputs[1];
        const double points = double(grid.rows()) * std::max<double>(1.0, double(grid.width() / 6));
        const double perCore = ceilDiv(points, double(op.cores));
        const double channels = double(a.width());
        w.reads.push_back({ perCore * 4, channels * a.elementBytes, sourceOf(a), 4 });
        const auto [count, bytes] = coreTransfers(grid, op.cores);
        w.reads.push_back({ count, bytes, sourceOf(grid), 1 });
        w.computeCycles = w.idealComputeCycles = perCore * 4 * ceilDiv(channels, 32) * m.fpuTileCycles / 8;
        writeOut(w, out, op.cores, 8);
        w.dramBytes
            = (a.inDram() ? points * 4 * channels * a.elementBytes : 0.0) + (out.inDram() ? double(out.bytes) : 0.0);
        w.l1Bytes
            = (a.inDram() ? 0.0 : points * 4 * channels * a.elementBytes) + (out.inDram() ? 0.0 : double(out.bytes));
        return w;
    }
    // Upsampling copies every output stick from an input stick.
    KernelWork c = copyWork(op, m, 0, false);
    countTensorBytes(c, op);
    return c;
}

KernelWork collectiveWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w;
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const double ring = double(std::max<int64_t>(2, op.traits.ringSize));
    double in = double(op.inputs[0].bytes), out = 0;
    for (const KernelTensor& t : op.outputs)
        out = std::max(out, double(t.bytes));
    // Every step of the ring hands one chunk to the next device; a reduce-scatter sends its input's share, a
    // gather its output's.
    const double moved = (op.kind == KernelKind::Collective && in > out ? in : out) * (ring - 1) / ring;
    w.ethernetBytes = moved / double(std::max<int64_t>(1, op.traits.links));
    w.serialCycles = (ring - 1) * 2 * m.dramLatencyCycles;
    w.runsCompute = in > out;
    countTensorBytes(w, op);
    return w;
}

} // namespace tle
