// SPDX-License-Identifier: MIT
#pragma once
// Ratios of item rates measured in the same run: they survive a noisy or slower machine where absolute
// times do not. After the usual table, each named ratio of two benchmarks' rates is printed, from the medians
// when the run repeats (--benchmark_repetitions=5), else from the single runs; then every counter whose name
// starts with "x_", a ratio a benchmark measured itself against a reference timed beside it, iteration by
// iteration (the tighter figure when the machine's speed drifts between benchmarks).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace tle::bench {

struct Ratio
{
    std::string label;
    std::string numerator; // benchmark names as printed, without the aggregate suffix
    std::string denominator;
};

class RatioReporter : public benchmark::ConsoleReporter
{
public:
    void ReportRuns(const std::vector<Run>& runs) override
    {
        for (const Run& run : runs) {
            const auto rate = run.counters.find("items_per_second");
            if (rate == run.counters.end())
                continue;
            const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
            if (!median && !(run.run_type == Run::RT_Iteration && run.repetitions <= 1))
                continue;
            m_rates[run.run_name.str()] = rate->second.value;
            for (const auto& [name, counter] : run.counters) {
                if (name.rfind("x_", 0) == 0)
                    m_paired[run.run_name.str() + " " + name.substr(2)] = counter.value;
            }
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void printRatios(const std::vector<Ratio>& ratios) const
    {
        std::printf("\n%-64s %10s\n", "ratio of item rates (same run)", "x");
        for (const Ratio& r : ratios) {
            const auto n = m_rates.find(r.numerator);
            const auto d = m_rates.find(r.denominator);
            if (n == m_rates.end() || d == m_rates.end() || d->second <= 0)
                continue;
            std::printf("%-64s %10.2f\n", r.label.c_str(), n->second / d->second);
        }
        if (m_paired.empty())
            return;
        std::printf("\n%-64s %10s\n", "rate against a reference timed beside it", "x");
        for (const auto& [label, value] : m_paired)
            std::printf("%-64s %10.2f\n", label.c_str(), value);
    }

private:
    std::map<std::string, double> m_rates;
    std::map<std::string, double> m_paired;
};

inline int runWithRatios(int argc, char** argv, const std::vector<Ratio>& ratios)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    reporter.printRatios(ratios);
    benchmark::Shutdown();
    return 0;
}

} // namespace tle::bench
