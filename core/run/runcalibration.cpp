// SPDX-License-Identifier: MIT
#include "run/runcalibration.h"

#include "run/runcostmodel.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace tle {

namespace {

// Outside 2x an op costs its whole error (capped); inside, a fifth of it, so that the fit moves ops into the band
// before it polishes the ones already there.
constexpr double kInsideWeight = 0.2;
constexpr double kErrorCap = 2.0;
// The penalty per squared natural log of a parameter's distance from its prior.
constexpr double kPriorWeight = 0.1;
constexpr double kSteps[] = { 0.5, 0.7, 0.85, 1.18, 1.4, 2.0 };
constexpr int kSweeps = 2;

struct Sample
{
    KernelOp kernel;
    double measuredNs = 0;
    std::string opCode; // the first word
};

struct RunSamples
{
    OptimizerDevice device; // the chip the run ran on, its parameters set to the fit's
    std::vector<Sample> samples;
};

double opError(double estimate, double measured)
{
    const double e = std::abs(std::log2(std::max(estimate, 1e-3) / measured));
    return e > 1.0 ? std::min(e, kErrorCap) : kInsideWeight * e;
}

double loss(std::vector<RunSamples>& runs, const KernelModel& fit, const KernelModel& prior)
{
    double total = 0;
    for (RunSamples& run : runs) {
        for (const KernelParameter& p : kKernelParameters)
            run.device.kernel.*p.field = fit.*p.field;
        double sum = 0;
        for (const Sample& s : run.samples)
            sum += opError(estimateKernelPhysics(s.kernel, run.device).ns, s.measuredNs);
        total += run.samples.empty() ? 0.0 : sum / double(run.samples.size());
    }
    double penalty = 0;
    for (const KernelParameter& p : kKernelParameters) {
        const double d = std::log(fit.*p.field / (prior.*p.field));
        penalty += d * d;
    }
    return total / double(std::max<size_t>(1, runs.size())) + kPriorWeight * penalty;
}

KernelModel fitParameters(std::vector<RunSamples>& runs, const KernelModel& prior)
{
    KernelModel fit = prior;
    double best = loss(runs, fit, prior);
    for (int sweep = 0; sweep < kSweeps; ++sweep) {
        for (const KernelParameter& p : kKernelParameters) {
            const double start = fit.*p.field;
            for (const double step : kSteps) {
                KernelModel trial = fit;
                trial.*p.field = std::clamp(start * step, p.lower, p.upper);
                const double l = loss(runs, trial, prior);
                if (l < best - 1e-9) {
                    best = l;
                    fit = trial;
                }
            }
        }
    }
    return fit;
}

double median(std::vector<double> values)
{
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(values.size() / 2), values.end());
    return values[values.size() / 2];
}

// A family's correction: the runs' median log errors must agree in sign, and the smallest of them is taken, so that
// no run's own error is corrected past what every other run supports; a family seen in one run is not corrected.
double familyLogFactor(const std::map<size_t, std::vector<double>>& logsByRun)
{
    std::vector<double> medians;
    for (const auto& [run, logs] : logsByRun)
        medians.push_back(median(logs));
    if (medians.size() < 2)
        return 0;
    const bool up = std::all_of(medians.begin(), medians.end(), [](double m) { return m > 0; });
    const bool down = std::all_of(medians.begin(), medians.end(), [](double m) { return m < 0; });
    if (!up && !down)
        return 0;
    return up ? *std::min_element(medians.begin(), medians.end()) : *std::max_element(medians.begin(), medians.end());
}

std::map<OpFamily, FamilyCalibration> fitFamilies(std::vector<RunSamples>& runs, const KernelModel& fit)
{
    struct Seen
    {
        std::vector<double> logs;
        std::map<size_t, std::vector<double>> logsByRun;
        std::set<size_t> runs;
        std::set<std::string> codes;
        std::array<double, 2> bytes { 0, 0 };
        std::array<double, 2> cores { 0, 0 };
    };
    std::map<OpFamily, Seen> seen;
    for (size_t r = 0; r < runs.size(); ++r) {
        for (const KernelParameter& p : kKernelParameters)
            runs[r].device.kernel.*p.field = fit.*p.field;
        for (const Sample& s : runs[r].samples) {
            Seen& f = seen[s.kernel.family];
            const double estimate = std::max(estimateKernelPhysics(s.kernel, runs[r].device).ns, 1e-3);
            f.logs.push_back(std::log(s.measuredNs / estimate));
            f.logsByRun[r].push_back(f.logs.back());
            const double bytes = kernelBytes(s.kernel), cores = double(s.kernel.cores);
            f.bytes = f.runs.empty() && f.logs.size() == 1
                ? std::array<double, 2> { bytes, bytes }
                : std::array<double, 2> { std::min(f.bytes[0], bytes), std::max(f.bytes[1], bytes) };
            f.cores = f.logs.size() == 1
                ? std::array<double, 2> { cores, cores }
                : std::array<double, 2> { std::min(f.cores[0], cores), std::max(f.cores[1], cores) };
            f.runs.insert(r);
            f.codes.insert(s.opCode);
        }
    }
    std::map<OpFamily, FamilyCalibration> out;
    for (auto& [family, f] : seen) {
        FamilyCalibration c;
        c.factor = std::clamp(std::exp(familyLogFactor(f.logsByRun)), 1 / kMaxFamilyFactor, kMaxFamilyFactor);
        c.ops = int64_t(f.logs.size());
        c.runs = int64_t(f.runs.size());
        c.opCodes.assign(f.codes.begin(), f.codes.end());
        c.bytes = f.bytes;
        c.cores = f.cores;
        out[family] = std::move(c);
    }
    return out;
}

} // namespace

void applyCalibration(KernelModel& target, const KernelModel& calibrated)
{
    for (const KernelParameter& p : kKernelParameters)
        target.*p.field = calibrated.*p.field;
    target.calibration = calibrated.calibration;
}

OptimizerDevice calibrateDevice(
    const std::vector<std::pair<const MeasuredRun*, OptimizerDevice>>& runs, OptimizerDevice base)
{
    std::vector<RunSamples> samples;
    for (const auto& [run, device] : runs) {
        RunSamples s;
        s.device = device;
        s.device.kernel.calibration.clear();
        RunPricer pricer(*run, s.device);
        for (const RunOp& op : run->ops) {
            if (op.kind != RunOpKind::Device || op.kernelNs.value_or(0) <= 0)
                continue;
            if (auto kernel = pricer.kernelOp(op))
                s.samples.push_back({ std::move(*kernel), double(*op.kernelNs), std::string(leadingWord(op.opCode)) });
        }
        samples.push_back(std::move(s));
    }
    KernelModel prior = base.kernel;
    prior.calibration.clear();
    KernelModel fit = fitParameters(samples, prior);
    fit.calibration = fitFamilies(samples, fit);
    applyCalibration(base.kernel, fit);
    return base;
}

} // namespace tle
