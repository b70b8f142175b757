// SPDX-License-Identifier: MIT
#include "view/viewnames.h"

#include <algorithm>
#include <array>

namespace tle {

std::span<const std::string_view> exportableViews()
{
    static constexpr std::array<std::string_view, 6> kViews { "mapping", "shards", "tiles", "padding", "xla", "mesh" };
    return kViews;
}

std::span<const std::string_view> modelViews()
{
    static constexpr std::array<std::string_view, 2> kViews { "chain-graph", "timeline" };
    return kViews;
}

bool isModelViewName(std::string_view name)
{
    const auto views = modelViews();
    return std::find(views.begin(), views.end(), name) != views.end();
}

bool isExportableView(std::string_view name)
{
    const auto views = exportableViews();
    return std::find(views.begin(), views.end(), name) != views.end();
}

} // namespace tle
