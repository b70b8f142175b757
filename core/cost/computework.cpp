// SPDX-License-Identifier: MIT
// The families whose time the compute kernel can set: matmul, conv, attention, eltwise, norms and softmax,
// reductions and pooling.
#include "cost/kernelwork.h"

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

constexpr double kTileMacFlops = 2.0 * 32 * 32 * 32;

void countTensorBytes(KernelWork& w, const KernelOp& op)
{
    for (const auto* list : { &op.inputs, &op.outputs }) {
        for (const KernelTensor& t : *list)
            (t.inDram() ? w.dramBytes : w.l1Bytes) += double(t.bytes);
    }
}

// A tile multiply-accumulate on the matrix engine: 32 cycles of 4096 operations at LoFi, a pass per fidelity step.
double tileMacCycles(const KernelOp& op, const KernelModel& m)
{
    return kTileMacFlops / m.matrixOpsPerCycle * op.traits.fidelityPhases;
}

double transcendentalCycles(const KernelOp& op, const KernelModel& m)
{
    // Approximate mode runs the cheap polynomial forms.
    return op.traits.approximate ? m.sfpuTileCycles : m.transcendentalTileCycles;
}

// The split of an output of mt x nt tiles over a grid of at most `cores` that reads the fewest tiles per core: what
// an automatically chosen multicast program does (1-D along N for a single row of tiles, 2-D otherwise).
std::array<double, 2> bestSplit(double mt, double nt, double kt, int64_t cores)
{
    std::array<double, 2> best { mt, nt };
    double bestCost = -1;
    for (int64_t gy = 1; gy <= cores; ++gy) {
        const int64_t gx = cores / gy;
        const double pm = ceilDiv(mt, double(gy));
        const double pn = ceilDiv(nt, double(gx));
        const double cost = (pm + pn) * kt + pm * pn * kt / 4;
        if (bestCost < 0 || cost < bestCost) {
            bestCost = cost;
            best = { pm, pn };
        }
    }
    return best;
}

} // namespace

KernelWork matmulWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w;
    if (op.inputs.size() < 2 || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& b = op.inputs[1];
    const KernelTensor& out = op.outputs[0];
    const KernelTraits& tr = op.traits;
    const double mt = ceilDiv(double(a.padded[2]), 32), kt = ceilDiv(double(a.padded[3]), 32);
    const double nt = ceilDiv(double(b.padded[3]), 32);
    const double aBatch = double(a.padded[0] * a.padded[1]), bBatch = double(b.padded[0] * b.padded[1]);
    const bool batched = aBatch > 1 && bBatch > 1;
    const double batch = std::max(aBatch, bBatch);
    const int64_t cores = std::max<int64_t>(1, op.cores);
    w.flops = 2.0 * batch * double(a.padded[2]) * double(a.padded[3]) * double(b.padded[3]);
    countTensorBytes(w, op);
    const double mac = tileMacCycles(op, m);
    double kBlock = double(tr.kBlock.value_or(2));
    double outs = 0, readsA = 0, readsB = 0;
    if (op.kind == KernelKind::MinimalMatmul) {
        // Output blocks of mBlock x nBlock tiles over a gridX x gridY grid.
        const double mb = double(tr.mBlock.value_or(8)), nb = double(tr.nBlock.value_or(8));
        const double perM = ceilDiv(ceilDiv(mt, mb), double(tr.gridY.value_or(8))) * std::min(mb, mt);
        const double perN = ceilDiv(ceilDiv(nt, nb), double(tr.gridX.value_or(8))) * std::min(nb, nt);
        outs = perM * perN * aBatch;
        readsA = perM * kt * aBatch;
        readsB = kt * perN;
    } else if (tr.perCoreM && tr.perCoreN) {
        const double bb = batched ? batch : 1;
        outs = double(*tr.perCoreM * *tr.perCoreN) * bb;
        readsA = double(*tr.perCoreM) * kt * bb;
        readsB = kt * double(*tr.perCoreN) * bb;
    } else if (a.sharded() || out.sharded()) {
        // Each core computes its output shard (or, for a sharded A and an interleaved output, its A rows against all
        // of B); a sharded A stays in place.
        const auto aShare = coreShare(a, cores);
        const auto outShare = coreShare(out, cores);
        const double perM = ceilDiv(double(outShare ? (*outShare)[0] : (*aShare)[0]), 32);
        const double perN = outShare ? std::min(nt, ceilDiv(double((*outShare)[1]), 32)) : nt;
        outs = perM * perN;
        readsA = a.sharded() ? 0 : perM * kt;
        // A batched B holds one matrix per batch: a core reads those of the batches its rows span.
        const double batchesPerCore = batched ? std::min(bBatch, ceilDiv(perM, mt)) : 1;
        readsB = kt * perN * batchesPerCore;
        if (aShare && (*aShare)[1] < a.padded[3])
            kBlock = ceilDiv(double((*aShare)[1]), 32);
        else if (!tr.kBlock)
            kBlock = kt;
    } else if (batched || cores <= 2) {
        // No reuse: every output tile reads its row of A and its column of B tile by tile, each read waited for.
        outs = ceilDiv(batch * mt * nt, double(cores));
        w.reads.push_back({ outs * kt * 2, double(a.pageBytes), sourceOf(a), 1 });
        w.computeCycles = outs * kt * mac / m.matrixEfficiency;
        w.idealComputeCycles = outs * kt * mac;
        w.writes.push_back({ outs, double(out.pageBytes), sourceOf(out), 1 });
        return w;
    } else {
        const auto [perM, perN] = bestSplit(aBatch * mt, nt, kt, cores);
        outs = perM * perN;
        readsA = perM * kt;
        readsB = kt * perN;
    }
    w.computeCycles = outs * kt * mac / m.matrixEfficiency;
    w.idealComputeCycles = outs * kt * mac;
    // Operands stream in blocks of K, each block handed between cores by semaphore: two round trips a block.
    if (cores > 2)
        w.serialCycles = ceilDiv(kt, kBlock) * 2 * m.l1LatencyCycles;
    if (!a.sharded() && readsA > 0)
        w.reads.push_back({ readsA, double(a.pageBytes), sourceOf(a), 8 });
    if (!b.sharded() && readsB > 0)
        w.reads.push_back({ readsB, double(b.pageBytes), sourceOf(b), 8 });
    if (!out.sharded())
        w.writes.push_back({ outs, double(out.pageBytes), sourceOf(out), 8 });
    return w;
}

KernelWork convWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w;
    if (op.inputs.size() < 2 || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& weights = op.inputs[1];
    const KernelTensor& out = op.outputs[0];
    const KernelTraits& tr = op.traits;
    const double kt = ceilDiv(double(weights.padded[2]), 32), nt = ceilDiv(double(weights.padded[3]), 32);
    // The per-core output block: the program config's, else the output's shard, else its rows split over the cores.
    const auto outShare = coreShare(out, op.cores);
    const double h = tr.perCoreHeightTiles ? double(*tr.perCoreHeightTiles)
        : outShare                         ? ceilDiv(double((*outShare)[0]), 32)
                                           : ceilDiv(ceilDiv(double(out.rows()), 32), double(op.cores));
    const double wn = tr.perCoreWidthTiles ? double(*tr.perCoreWidthTiles)
        : outShare                         ? std::min(nt, ceilDiv(double((*outShare)[1]), 32))
                                           : nt;
    const double mac = tileMacCycles(op, m);
    w.computeCycles = h * wn * kt * mac / m.matrixEfficiency;
    w.idealComputeCycles = h * wn * kt * mac;
    w.flops = 2.0 * double(out.rows()) * double(weights.padded[2]) * double(weights.padded[3]);
    // Activations: every output pixel reads one run of window-width sticks per window row from the halo'd shard.
    const auto share = coreShare(a, op.cores);
    const double channels = share ? double((*share)[1]) : double(a.width());
    w.reads.push_back(
        { h * 32 * double(tr.windowH), double(tr.windowW) * channels * a.elementBytes, TransferSource::Local, 8 });
    w.reads.push_back({ kt * wn, double(weights.pageBytes), sourceOf(weights), 8 });
    if (!out.sharded())
        w.writes.push_back({ h * wn, double(out.pageBytes), sourceOf(out), 8 });
    countTensorBytes(w, op);
    return w;
}

KernelWork attentionWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w;
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& q = op.inputs[0];
    const double heads = double(q.padded[1]), sq = double(q.padded[2]), dq = double(q.padded[3]);
    double sk = sq;
    for (size_t i = 1; i < op.inputs.size(); ++i)
        sk = std::max(sk, double(op.inputs[i].padded[2]));
    const double dv = double(op.outputs[0].padded[3]);
    // Q K^T and P V; a causal mask skips half the scores.
    const double share = op.traits.causal ? 0.5 : 1.0;
    w.flops = 2.0 * heads * sq * sk * (dq + dv) * share;
    const double macs = ceilDiv(w.flops / kTileMacFlops, double(op.cores));
    const double scores = ceilDiv(heads * ceilDiv(sq, 32) * ceilDiv(sk, 32) * share, double(op.cores));
    // The math thread runs the matmuls and the softmax of every score tile in turn.
    const double softmax = scores * (transcendentalCycles(op, m) + 4 * m.fpuTileCycles);
    w.computeCycles = macs * tileMacCycles(op, m) / m.matrixEfficiency + softmax;
    w.idealComputeCycles = macs * tileMacCycles(op, m) + softmax;
    countTensorBytes(w, op);
    return w;
}

KernelWork eltwiseWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w;
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& out = op.outputs[0];
    const double pages = coreTiles(out, op.cores);
    const EltwiseMath& math = op.traits.math;
    double perTile = math.fpuOps * m.fpuTileCycles + math.sfpuOps * m.sfpuTileCycles
        + math.transcendentalOps * transcendentalCycles(op, m);
    // Operands as large as the output stream with it: the reader fetches a page of each, then waits.
    double streamedBytes = 0;
    std::optional<TransferSource> source;
    double count = 0;
    // A unary op's second input is its preallocated output.
    const size_t operands = op.kind == KernelKind::Unary ? 1 : op.inputs.size();
    for (size_t i = 0; i < operands; ++i) {
        const KernelTensor& t = op.inputs[i];
        if (t.elements() * 4 < out.elements()) {
            // A broadcast operand is fetched again for every output page and unpacked with broadcast.
            w.reads.push_back({ pages, double(t.pageBytes), sourceOf(t), 1 });
            perTile += m.sfpuTileCycles;
            continue;
        }
        if (t.sharded())
            continue;
        const auto [n, bytes] = coreTransfers(t, op.cores);
        count = n;
        streamedBytes += bytes;
        if (!source || t.inDram())
            source = sourceOf(t);
    }
    if (source)
        w.reads.push_back({ count, streamedBytes, *source, 1 });
    w.computeCycles = pages * perTile;
    // Its vector work counted as operations: one per element per op of the chain.
    w.flops = out.elements() * double(math.fpuOps + math.sfpuOps + math.transcendentalOps);
    w.idealComputeCycles = w.computeCycles;
    if (!out.sharded()) {
        const auto [n, bytes] = coreTransfers(out, op.cores);
        w.writes.push_back({ n, bytes, sourceOf(out), 8 });
    }
    countTensorBytes(w, op);
    return w;
}

KernelWork normWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w;
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& x = op.inputs[0];
    const KernelTensor& out = op.outputs[0];
    double rows, wt;
    if (const auto share = coreShare(x, op.cores)) {
        rows = ceilDiv(double((*share)[0]), 32);
        wt = ceilDiv(double((*share)[1]), 32);
    } else {
        wt = ceilDiv(double(x.width()), 32);
        rows = ceilDiv(ceilDiv(double(x.rows()), 32), double(op.cores));
    }
    const double tiles = rows * wt;
    countTensorBytes(w, op);
    if (op.kind == KernelKind::GroupNorm) {
        // Every group makes its passes over the tiles that hold it and reduces across the cores.
        const double groups = double(std::max<int64_t>(1, op.traits.groups));
        const double perTile = std::clamp(ceilDiv(32 * groups, double(std::max<int64_t>(1, x.width()))), 1.0, groups);
        w.computeCycles = tiles * perTile * 10 * m.fpuTileCycles;
        w.serialCycles = groups * m.groupSyncCycles;
        if (!x.sharded())
            w.reads.push_back({ tiles * perTile * 3, double(x.pageBytes), sourceOf(x), 1 });
    } else {
        // Layer and RMS norms read a row twice (statistics, then normalisation) through ten stages; softmax through
        // six, one of them an exponential.
        const bool softmax = op.kind == KernelKind::Softmax;
        const double stages = softmax ? 6 : 10;
        w.computeCycles
            = tiles * stages * m.fpuTileCycles + tiles * (softmax ? transcendentalCycles(op, m) : m.sfpuTileCycles);
        w.serialCycles = rows * stages * m.stageCycles;
        if (!x.sharded()) {
            w.reads.push_back({ tiles * 2, double(x.pageBytes), sourceOf(x), 8 });
            if (x.inDram())
                w.dramBytes += double(x.bytes);
        }
    }
    w.idealComputeCycles = w.computeCycles;
    if (!out.sharded())
        w.writes.push_back({ tiles, double(out.pageBytes), sourceOf(out), 8 });
    return w;
}

KernelWork reduceWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w = copyWork(op, m, 2 * m.fpuTileCycles);
    w.runsCompute = true;
    countTensorBytes(w, op);
    return w;
}

KernelWork poolWork(const KernelOp& op, const KernelModel& m)
{
    KernelWork w;
    if (op.inputs.empty() || op.outputs.empty())
        return copyWork(op, m, 0);
    const KernelTensor& a = op.inputs[0];
    const KernelTensor& out = op.outputs[0];
    const auto share = coreShare(a, op.cores);
    const double channels = share ? double((*share)[1]) : double(a.width());
    const double sticks = ceilDiv(double(out.rows()), double(op.cores));
    const double channelTiles = ceilDiv(channels, 32);
    if (sticks <= 1 && a.padded[2] > 32) {
        // A global pool reduces every input stick.
        const double in = share ? double((*share)[0]) : double(a.padded[2]);
        w.reads.push_back({ in, channels * a.elementBytes, TransferSource::Local, 8 });
        w.computeCycles = ceilDiv(in, 32) * channelTiles * m.fpuTileCycles;
    } else {
        const double window = double(op.traits.windowH * op.traits.windowW);
        w.reads.push_back({ sticks * double(op.traits.windowH), double(op.traits.windowW) * channels * a.elementBytes,
            TransferSource::Local, 8 });
        w.computeCycles = sticks * window * channelTiles * m.fpuTileCycles / 32;
    }
    w.idealComputeCycles = w.computeCycles;
    countTensorBytes(w, op);
    return w;
}

} // namespace tle
