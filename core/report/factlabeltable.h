// SPDX-License-Identifier: MIT
#pragma once

#include <span>
#include <string_view>

namespace tle {

// A fact's path and its label (marked for translation under "tle::FactLabels").
struct FactLabelEntry
{
    std::string_view path;
    std::string_view label;
};

// The labels of a run report's facts (report/runfactlabels.cpp); factLabel() reads them after its own.
std::span<const FactLabelEntry> runFactLabels();

} // namespace tle
