// SPDX-License-Identifier: MIT
#include "run/runcostmodel.h"

#include "graph/opkind.h"
#include "run/runaccounting.h"
#include "run/runlayouts.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <numeric>

#include <fmt/format.h>

namespace tle {

namespace {

bool contains(std::string_view word, std::initializer_list<std::string_view> parts)
{
    return std::any_of(
        parts.begin(), parts.end(), [&](std::string_view p) { return word.find(p) != std::string_view::npos; });
}

double volume(const std::vector<int64_t>& dims)
{
    double v = 1;
    for (int64_t d : dims)
        v *= double(d);
    return v;
}

// The window of a conv from ATTRIBUTES (`window_hw=(3;3)`), 1 when not stated.
double convWindow(std::string_view attributes)
{
    const size_t at = attributes.find("window_hw=(");
    if (at == std::string_view::npos)
        return 1;
    double product = 1;
    int64_t value = -1;
    for (size_t i = at + 11; i < attributes.size() && attributes[i] != ')'; ++i) {
        const char c = attributes[i];
        if (c >= '0' && c <= '9') {
            value = std::min<int64_t>((value < 0 ? 0 : value) * 10 + (c - '0'), 1 << 20);
        } else if (value >= 0) {
            product *= double(value);
            value = -1;
        }
    }
    if (value >= 0)
        product *= double(value);
    return std::max(1.0, product);
}

double computeOps(const RunOp& op, CostClass cls)
{
    const std::vector<int64_t>* in0 = op.inputs.empty() ? nullptr : &op.inputs[0].paddedShape;
    const std::vector<int64_t>* out0 = op.outputs.empty() ? nullptr : &op.outputs[0].paddedShape;
    if (cls == CostClass::Matmul && op.inputs.size() >= 2 && !in0->empty() && !op.inputs[1].paddedShape.empty())
        return 2.0 * volume(*in0) * double(op.inputs[1].paddedShape.back());
    if (cls == CostClass::Conv && out0 && in0 && !in0->empty())
        return 2.0 * volume(*out0) * double(in0->back()) * convWindow(op.attributes());
    // Vector work goes tile by tile: the logical shape rounded up to whole tiles, of input 0 or the output.
    const auto tiled = [](const RunTensor& t) {
        const std::vector<int64_t>& dims = t.logicalShape.empty() ? t.paddedShape : t.logicalShape;
        double v = 1;
        for (size_t i = 0; i < dims.size(); ++i)
            v *= i + 2 >= dims.size() ? std::ceil(double(dims[i]) / 32.0) * 32.0 : double(dims[i]);
        return v;
    };
    return std::max(op.outputs.empty() ? 0.0 : tiled(op.outputs[0]), op.inputs.empty() ? 0.0 : tiled(op.inputs[0]));
}

// Rows of a tensor: every dim but the last.
double rows(const std::vector<int64_t>& dims)
{
    return dims.empty() ? 0.0 : volume(dims) / double(std::max<int64_t>(1, dims.back()));
}

// A reshape that regroups rows reads and writes them row by row: a tiled tensor whose tile padding changes (its
// last two dims differ), a row-major one whose row width changes.
double reshapeRowMoves(const RunOp& op)
{
    if (!leadingWord(op.opCode).starts_with("Reshape") || op.inputs.empty() || op.outputs.empty())
        return 0;
    const std::vector<int64_t>& in = op.inputs[0].paddedShape;
    const std::vector<int64_t>& out = op.outputs[0].paddedShape;
    if (in.size() < 2 || out.size() < 2)
        return 0;
    const bool regroups = op.inputs[0].pageLayout == "TILE"
        ? in[in.size() - 2] != out[out.size() - 2] || in.back() != out.back()
        : in.back() != out.back();
    return regroups ? rows(in) + rows(out) : 0;
}

// Whether ATTRIBUTES name a transcendental unary function (`UnaryOpType::GELU`).
bool transcendental(std::string_view attributes)
{
    static constexpr std::string_view kMarker = "UnaryOpType::";
    static constexpr std::string_view kNames[]
        = { "GELU", "EXP", "SIGMOID", "TANH", "SILU", "ERF", "LOG", "RECIP", "SQRT", "RSQRT", "SOFTPLUS", "MISH" };
    for (size_t at = attributes.find(kMarker); at != std::string_view::npos;
         at = attributes.find(kMarker, at + kMarker.size())) {
        size_t end = at + kMarker.size();
        while (end < attributes.size()
            && (std::isupper(static_cast<unsigned char>(attributes[end])) || attributes[end] == '_'))
            ++end;
        const std::string_view name = attributes.substr(at + kMarker.size(), end - at - kMarker.size());
        if (std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames))
            return true;
    }
    return false;
}

// A halo gathers each output stick from its neighbours (5 cycles a stick) and untilizes a tiled input first
// (1000 cycles a tile), as vector work at 4 operations a cycle.
double haloOps(const RunOp& op)
{
    if (op.inputs.empty() || op.outputs.empty())
        return 0;
    const RunTensor& in = op.inputs[0];
    const double tiles = in.pageLayout == "TILE" ? volume(in.paddedShape) / 1024.0 : 0.0;
    return 20.0 * rows(op.outputs[0].paddedShape) + 4000.0 * tiles;
}

double fidelityPhases(std::string_view fidelity)
{
    const std::string_view word = leadingWord(fidelity);
    if (word == "HiFi4")
        return 4;
    if (word == "HiFi3")
        return 3;
    if (word == "HiFi2")
        return 2;
    return 1;
}

std::optional<TensorTraffic> traffic(const RunTensor& tensor, const RunLayout& layout)
{
    if (!layout.bytes || !tensor.bufferType)
        return std::nullopt;
    return TensorTraffic { *layout.bytes, layout.pageBytes.value_or(0), *tensor.bufferType,
        tensor.memoryLayout && *tensor.memoryLayout != TtnnMemoryLayout::Interleaved };
}

// Average ranks (ties share their mean rank).
std::vector<double> ranks(const std::vector<double>& values)
{
    std::vector<size_t> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return values[a] < values[b]; });
    std::vector<double> r(values.size());
    for (size_t i = 0; i < order.size();) {
        size_t j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]])
            ++j;
        for (size_t k = i; k <= j; ++k)
            r[order[k]] = (double(i) + double(j)) / 2.0;
        i = j + 1;
    }
    return r;
}

double correlation(const std::vector<double>& a, const std::vector<double>& b)
{
    const double n = double(a.size());
    if (n < 2)
        return 0;
    const double ma = std::accumulate(a.begin(), a.end(), 0.0) / n;
    const double mb = std::accumulate(b.begin(), b.end(), 0.0) / n;
    double sab = 0, saa = 0, sbb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        sab += (a[i] - ma) * (b[i] - mb);
        saa += (a[i] - ma) * (a[i] - ma);
        sbb += (b[i] - mb) * (b[i] - mb);
    }
    return saa > 0 && sbb > 0 ? sab / std::sqrt(saa * sbb) : 0.0;
}

bool within2x(double predicted, double measured)
{
    return measured > 0 && predicted >= 0.5 * measured && predicted <= 2.0 * measured;
}

struct Sample
{
    double rawNs = 0;
    double measuredNs = 0;
    double floorNs = 0; // the latency floor, which calibration does not scale
};

struct FitScore
{
    int64_t misses = 0;
    double error = 0;
    bool operator<(const FitScore& o) const { return misses != o.misses ? misses < o.misses : error < o.error; }
};

FitScore score(const std::vector<Sample>& samples, double overheadNs, double factor)
{
    FitScore s;
    for (const Sample& x : samples) {
        const double p = std::max(overheadNs + factor * x.rawNs, x.floorNs);
        s.misses += within2x(p, x.measuredNs) ? 0 : 1;
        s.error += std::abs(std::log2(std::max(p, 1.0) / std::max(x.measuredNs, 1.0)));
    }
    return s;
}

// The centre of the 4x-wide window (within 2x either way) holding the most of the sorted log ratios.
double densestWindow(const std::vector<double>& sortedLogs)
{
    const double width = 2.0 * std::log(2.0);
    size_t first = 0, best = 0;
    double centre = sortedLogs.front();
    for (size_t last = 0; last < sortedLogs.size(); ++last) {
        while (sortedLogs[last] - sortedLogs[first] > width)
            ++first;
        if (last - first + 1 > best) {
            best = last - first + 1;
            centre = (sortedLogs[last] + sortedLogs[first]) / 2.0;
        }
    }
    return centre;
}

// The overhead (from a grid) and factor that leave the fewest samples outside 2x (ties: the smaller total log
// error). Per overhead two factors are tried: the median ratio of measured time less the overhead to the raw
// estimate, and the centre of the densest 4x window of those ratios.
CostCalibration fit(const std::vector<Sample>& samples)
{
    static constexpr double kOverheadsNs[] = { 0, 250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000 };
    CostCalibration best;
    std::optional<FitScore> bestScore;
    for (const double o : kOverheadsNs) {
        std::vector<double> logs;
        for (const Sample& s : samples) {
            if (s.rawNs > 0 && s.measuredNs > o)
                logs.push_back(std::log((s.measuredNs - o) / s.rawNs));
        }
        if (logs.empty())
            continue;
        std::sort(logs.begin(), logs.end());
        for (const double logFactor : { logs[logs.size() / 2], densestWindow(logs) }) {
            const double factor = std::clamp(std::exp(logFactor), 1e-6, 1e6);
            const FitScore s = score(samples, o, factor);
            if (!bestScore || s < *bestScore) {
                bestScore = s;
                best = { o * 1e-9, factor, int64_t(samples.size()) };
            }
        }
    }
    return best;
}

} // namespace

std::optional<OpCategory> ttnnOpCategory(const RunOp& op)
{
    const std::string_view code = leadingWord(op.opCode);
    const size_t name = code.find_first_not_of(".:", 4);
    if ((!code.starts_with("ttnn.") && !code.starts_with("ttnn::")) || name == std::string_view::npos)
        return std::nullopt;
    return knownOpCategory(fmt::format("ttnn.{}", code.substr(name)));
}

CostClass runCostClass(const RunOp& op)
{
    if (const auto category = ttnnOpCategory(op))
        return costClassOf(*category);
    // The layout-tax classes carry over; the rest is told apart by what the op code names.
    switch (classifyRunOp(op)) {
    case RunClass::ShardConv:
        return CostClass::ShardConversion;
    case RunClass::BufCopy:
        return CostClass::BufferCopy;
    case RunClass::TileConv:
        return CostClass::TileConversion;
    case RunClass::ReallocMove:
        // A sharded move copies within each core; an interleaved one goes over the NoC like any data movement.
        return !op.inputs.empty() && op.inputs[0].memoryLayout
                && *op.inputs[0].memoryLayout != TtnnMemoryLayout::Interleaved
            ? CostClass::Move
            : CostClass::DataMovement;
    case RunClass::DramSlice:
        return CostClass::DramSlice;
    case RunClass::Halo:
        return CostClass::Halo;
    case RunClass::Other:
        break;
    }
    const std::string_view w = leadingWord(op.opCode);
    if (w.starts_with("Copy") || w.starts_with("Clone"))
        return CostClass::BufferCopy;
    if (contains(w, { "Matmul", "Linear" }))
        return CostClass::Matmul;
    if (contains(w, { "Conv2d", "Conv3d", "Conv1d", "ConvNew", "ConvTranspose" }) || w.starts_with("Conv"))
        return CostClass::Conv;
    if (contains(w, { "Norm" }))
        return CostClass::Norm;
    if (contains(w, { "Binary", "Unary", "Eltwise", "Ternary", "Where", "Typecast" }))
        return CostClass::Eltwise;
    if (contains(w, { "Softmax", "Reduce", "Reduction", "Accumulation", "Pool", "Moreh", "Argmax" }))
        return CostClass::Reduce;
    return CostClass::DataMovement;
}

std::optional<CostTerms> runCostTerms(const RunOp& op, const OptimizerDevice& device)
{
    CostTerms terms;
    terms.costClass = runCostClass(op);
    terms.cores = std::max<int64_t>(1, op.coreCount.value_or(device.workerCores()));
    if (terms.costClass == CostClass::Matmul || terms.costClass == CostClass::Conv)
        terms.fidelity = fidelityPhases(op.mathFidelity);
    terms.computeOps = computeOps(op, terms.costClass);
    if (terms.costClass == CostClass::Eltwise && transcendental(op.attributes()))
        terms.vectorWeight = kTranscendentalWeight;
    terms.rowMoves = reshapeRowMoves(op);
    // A move lists its preallocated output as input 1: it reads input 0 only.
    const size_t inputs
        = classifyRunOp(op) == RunClass::ReallocMove ? std::min<size_t>(op.inputs.size(), 1) : op.inputs.size();
    for (size_t i = 0; i < inputs; ++i) {
        if (auto t = traffic(op.inputs[i], runInputLayout(op, i, device.device)))
            terms.tensors.push_back(*t);
    }
    for (size_t i = 0; i < op.outputs.size(); ++i) {
        if (auto t = traffic(op.outputs[i], runOutputLayout(op, i, device.device)))
            terms.tensors.push_back(*t);
    }
    if (terms.tensors.empty())
        return std::nullopt;
    if (terms.costClass == CostClass::Halo) {
        terms.computeOps = haloOps(op);
        terms.tensors.clear();
    }
    return terms;
}

std::optional<double> predictRunOpNs(const RunOp& op, const OptimizerDevice& device)
{
    const auto terms = runCostTerms(op, device);
    if (!terms)
        return std::nullopt;
    return 1e9 * costSeconds(*terms, device);
}

OptimizerDevice deviceForRun(const MeasuredRun& run)
{
    if (run.arch == "blackhole")
        return run.availableCores && *run.availableCores > 110 ? blackholeP150() : blackholeP100();
    return wormholeN150();
}

RunAccuracy runAccuracy(const MeasuredRun& run, const OptimizerDevice& device)
{
    std::vector<std::pair<int64_t, double>> predicted;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device || op.kernelNs.value_or(0) <= 0)
            continue;
        if (const auto p = predictRunOpNs(op, device))
            predicted.emplace_back(int64_t(i), *p);
    }
    return runAccuracy(run, predicted);
}

RunAccuracy runAccuracy(const MeasuredRun& run, const std::vector<std::pair<int64_t, double>>& predictedNs)
{
    RunAccuracy a;
    std::vector<double> predicted, measured, logs;
    int64_t within = 0, pmWithin = 0;
    for (const auto& [index, p] : predictedNs) {
        const RunOp& op = run.ops[size_t(index)];
        const double m = double(*op.kernelNs);
        predicted.push_back(p);
        measured.push_back(m);
        logs.push_back(std::abs(std::log2(std::max(p, 1e-3) / m)));
        within += within2x(p, m) ? 1 : 0;
        if (op.pmIdealNs && *op.pmIdealNs > 1) {
            ++a.pmIdealOps;
            pmWithin += within2x(double(*op.pmIdealNs), m) ? 1 : 0;
        }
    }
    a.ops = int64_t(predicted.size());
    if (a.ops == 0)
        return a;
    a.within2x = double(within) / double(a.ops);
    a.pmIdealWithin2x = double(pmWithin) / double(a.ops);
    std::nth_element(logs.begin(), logs.begin() + std::ptrdiff_t(logs.size() / 2), logs.end());
    a.medianAbsLog2 = logs[logs.size() / 2];
    a.spearman = correlation(ranks(predicted), ranks(measured));
    return a;
}

OptimizerDevice calibrateDevice(
    const std::vector<std::pair<const MeasuredRun*, OptimizerDevice>>& runs, OptimizerDevice base)
{
    std::vector<std::vector<Sample>> byClass(kCostClassCount);
    std::vector<Sample> all;
    for (const auto& [run, device] : runs) {
        OptimizerDevice raw = device;
        raw.calibration.clear();
        for (const RunOp& op : run->ops) {
            if (op.kind != RunOpKind::Device || op.kernelNs.value_or(0) <= 0)
                continue;
            const auto terms = runCostTerms(op, raw);
            if (!terms)
                continue;
            const Sample s { 1e9 * rawCostSeconds(*terms, raw), double(*op.kernelNs),
                1e9 * latencyFloorSeconds(*terms, raw) };
            byClass[size_t(terms->costClass)].push_back(s);
            all.push_back(s);
        }
    }
    base.calibration.clear();
    if (all.empty())
        return base;
    CostCalibration overall = fit(all);
    overall.ops = 0;
    for (int c = 0; c < kCostClassCount; ++c) {
        const auto& samples = byClass[size_t(c)];
        base.calibration[CostClass(c)] = int64_t(samples.size()) >= kMinFitOps ? fit(samples) : overall;
    }
    return base;
}

} // namespace tle
