// SPDX-License-Identifier: MIT
#include "report/plancompare.h"

#include "util/translatenoop.h"

#include <algorithm>

namespace tle {

std::vector<MetricRow> compareMetrics(const std::vector<const PolicyResult*>& plans)
{
    auto row = [&](std::string label, std::string unit, auto metric) {
        MetricRow r { .label = std::move(label), .unit = std::move(unit) };
        for (const PolicyResult* plan : plans)
            r.values.push_back(double(metric(plan->metrics)));
        return r;
    };
    return {
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "Estimated time (µs)"), "us",
            [](const PolicyMetrics& m) { return m.estimatedTimeUs; }),
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "Reshards"), "",
            [](const PolicyMetrics& m) { return m.reshardCount; }),
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "Spills"), "", [](const PolicyMetrics& m) { return m.spillCount; }),
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "DRAM traffic"), "bytes",
            [](const PolicyMetrics& m) { return m.dramTrafficBytes; }),
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "L1 peak per core"), "bytes",
            [](const PolicyMetrics& m) { return m.l1PeakBytesPerCore; }),
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "Mean cores"), "",
            [](const PolicyMetrics& m) { return m.meanCores; }),
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "Lower bound (µs)"), "us",
            [](const PolicyMetrics& m) { return m.boundUs; }),
        row(TLE_TRANSLATE_NOOP("tle::FactLabels", "Above the bound (%)"), "%",
            [](const PolicyMetrics& m) { return 100 * m.gapToBound; }),
    };
}

std::vector<int> layoutDifferences(const PolicyResult& a, const PolicyResult& b)
{
    std::vector<int> ops;
    const size_t n = std::min(a.ops.size(), b.ops.size());
    for (size_t i = 0; i < n; ++i) {
        const auto& la = a.ops[i].layout;
        const auto& lb = b.ops[i].layout;
        if (la.has_value() != lb.has_value() || (la && choiceOf(*la) != choiceOf(*lb)))
            ops.push_back(a.ops[i].op);
    }
    return ops;
}

} // namespace tle
