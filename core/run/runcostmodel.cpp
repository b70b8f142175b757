// SPDX-License-Identifier: MIT
#include "run/runcostmodel.h"

#include "run/runkernel.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tle {

namespace {

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

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(values.size() / 2), values.end());
    return values[values.size() / 2];
}

// The run's clock from its firmware cycles: the median over device ops of (FW end - FW start) cycles per FW ns.
std::optional<double> clockGhz(const MeasuredRun& run)
{
    std::vector<double> ratios;
    for (const RunOp& op : run.ops) {
        if (op.fwStartCycle && op.fwEndCycle && op.fwNs && *op.fwNs > 0 && *op.fwEndCycle > *op.fwStartCycle)
            ratios.push_back(double(*op.fwEndCycle - *op.fwStartCycle) / double(*op.fwNs));
    }
    if (ratios.empty())
        return std::nullopt;
    return median(std::move(ratios));
}

} // namespace

RunPricer::RunPricer(const MeasuredRun& run, const OptimizerDevice& device)
    : m_device(device)
    , m_legacyWrites(run.format == PerfCsvFormat::Plain)
    , m_sizes(device.device)
{ }

RunPricer::RunPricer(const OptimizerDevice& device)
    : m_device(device)
    , m_sizes(device.device)
{ }

const RunPricer::Program& RunPricer::program(const RunOp& op, OpFamily family)
{
    const bool tiledOut = op.outputs.empty() || op.outputs[0].pageLayout != "ROW_MAJOR";
    auto key = std::make_tuple(op.attributesText.get(), op.opCode, op.mathFidelity, tiledOut, family);
    auto it = m_programs.find(key);
    if (it == m_programs.end()) {
        Program p;
        p.kind = runKernelKind(op, family);
        p.traits = runKernelTraits(op, p.kind, m_legacyWrites);
        it = m_programs.emplace(std::move(key), std::move(p)).first;
    }
    return it->second;
}

std::optional<KernelOp> RunPricer::kernelOp(const RunOp& op)
{
    if (op.inputs.empty() && op.outputs.empty())
        return std::nullopt;
    const OpFamily f = family(op);
    const Program& p = program(op, f);
    return runKernelOp(op, f, p.kind, p.traits, m_sizes, m_device.workerCores());
}

std::optional<KernelEstimate> RunPricer::estimate(const RunOp& op)
{
    const auto kernel = kernelOp(op);
    if (!kernel)
        return std::nullopt;
    return estimateKernel(*kernel, m_device);
}

double kernelBytes(const KernelOp& op)
{
    double bytes = 0;
    for (const auto* list : { &op.inputs, &op.outputs }) {
        for (const KernelTensor& t : *list)
            bytes += double(t.bytes);
    }
    return bytes;
}

bool RunPricer::extrapolated(const RunOp& op, const KernelOp& kernel) const
{
    const auto it = m_device.kernel.calibration.find(kernel.family);
    if (it == m_device.kernel.calibration.end())
        return true;
    const FamilyCalibration& c = it->second;
    const std::string code(leadingWord(op.opCode));
    if (!std::binary_search(c.opCodes.begin(), c.opCodes.end(), code))
        return true;
    const double bytes = kernelBytes(kernel);
    const double cores = double(kernel.cores);
    return bytes < c.bytes[0] || bytes > c.bytes[1] || cores < c.cores[0] || cores > c.cores[1];
}

std::optional<double> predictRunOpNs(const RunOp& op, const OptimizerDevice& device)
{
    RunPricer pricer(device);
    const auto estimate = pricer.estimate(op);
    return estimate ? std::optional(estimate->ns) : std::nullopt;
}

OptimizerDevice deviceForRun(const MeasuredRun& run)
{
    const auto clock = clockGhz(run);
    const bool blackhole = run.arch == "blackhole" || (run.arch.empty() && clock && *clock > 1.2);
    // Only the p150 has the Ethernet ports a run across devices needs.
    if (blackhole)
        return (run.availableCores && *run.availableCores > 110) || run.devices().size() > 1 ? blackholeP150()
                                                                                             : blackholeP100();
    return wormholeN150();
}

RunAccuracy runAccuracy(const MeasuredRun& run, const OptimizerDevice& device)
{
    RunPricer pricer(run, device);
    std::vector<std::pair<int64_t, double>> predicted;
    int64_t extrapolated = 0;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device || op.kernelNs.value_or(0) <= 0)
            continue;
        const auto kernel = pricer.kernelOp(op);
        if (!kernel)
            continue;
        predicted.emplace_back(int64_t(i), estimateKernel(*kernel, device).ns);
        extrapolated += pricer.extrapolated(op, *kernel) ? 1 : 0;
    }
    return runAccuracy(run, predicted, extrapolated);
}

RunAccuracy runAccuracy(
    const MeasuredRun& run, const std::vector<std::pair<int64_t, double>>& predictedNs, int64_t extrapolatedOps)
{
    RunAccuracy a;
    a.extrapolatedOps = extrapolatedOps;
    std::vector<double> predicted, measured, logs;
    std::vector<std::vector<double>> familyLogs(kOpFamilyCount);
    OpFamilies families;
    int64_t within = 0, pmWithin = 0;
    for (const auto& [index, p] : predictedNs) {
        const RunOp& op = run.ops[size_t(index)];
        const double m = double(*op.kernelNs);
        predicted.push_back(p);
        measured.push_back(m);
        const double log = std::abs(std::log2(std::max(p, 1e-3) / m));
        logs.push_back(log);
        familyLogs[size_t(families.of(op))].push_back(log);
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
    a.medianAbsLog2 = median(logs);
    a.spearman = correlation(ranks(predicted), ranks(measured));
    for (int f = 0; f < kOpFamilyCount; ++f) {
        const auto& l = familyLogs[size_t(f)];
        if (l.empty())
            continue;
        const auto inside = std::count_if(l.begin(), l.end(), [](double x) { return x <= 1.0; });
        a.byFamily.push_back({ OpFamily(f), int64_t(l.size()), double(inside) / double(l.size()), median(l) });
    }
    return a;
}

} // namespace tle
