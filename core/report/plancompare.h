// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <string>
#include <vector>

namespace tle {

// One metric of a plan comparison, with its value in each plan and whether lower is better.
struct MetricRow
{
    std::string label; // English; the window translates it in the context tle::FactLabels
    std::vector<double> values; // per plan, in the order given
    std::string unit;
};

// The metrics of several plans of one function, a row per metric (estimated time, reshards, spills, DRAM
// traffic, L1 peak, mean cores).
std::vector<MetricRow> compareMetrics(const std::vector<const PolicyResult*>& plans);

// The ops whose output layout differs between two plans of the same function (buffer, memory layout, grid or
// page layout), in schedule order.
std::vector<int> layoutDifferences(const PolicyResult& a, const PolicyResult& b);

} // namespace tle
