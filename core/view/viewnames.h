// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace tle {

// What a view shows: a layout (pasted or an op's output), a plan of a model or a measured run.
enum class ViewSubject
{
    Layout,
    Plan,
    Run,
};

// One view by the CLI contract's name. The window's view table (widgets/viewregistry) gives each its title,
// widget and export; the CLI's usage and errors list them from here.
struct ViewName
{
    std::string_view name;
    ViewSubject subject = ViewSubject::Layout;
};

// The plan views by name, for the window's exports that name one.
inline constexpr std::string_view kChainGraphView = "chain-graph";
inline constexpr std::string_view kTimelineView = "timeline";
// The run views: device time per device, where the time went, and the cost model against measurement.
inline constexpr std::string_view kRunTimelineView = "run-timeline";
inline constexpr std::string_view kBreakdownView = "breakdown";
inline constexpr std::string_view kCalibrationView = "calibration";

// Every view: the layout views in the order `export` lists them, then the plan views, then the run views.
std::span<const ViewName> viewNames();
const ViewName* findViewName(std::string_view name);
// The names of one subject's views, in order, and joined as the usage writes them ("mapping|shards|...").
std::span<const std::string_view> viewNamesOf(ViewSubject subject);
std::string joinedViewNames(ViewSubject subject, std::string_view separator);

// The layout views `export` renders, and the model views `export MODEL --view ... --policy NAME` renders: the chain
// graph and the L1 timeline.
std::span<const std::string_view> exportableViews();
std::span<const std::string_view> modelViews();
bool isModelViewName(std::string_view name);
// The run views `export RUN --view ...` renders.
std::span<const std::string_view> runViews();
bool isRunViewName(std::string_view name);
bool isExportableView(std::string_view name);

// Why the layout view `view` cannot show `layout`, in English (the CLI prints it, the window translates it in the
// context "tle::Export"); none when it can.
std::optional<std::string> viewRefusal(std::string_view view, const AnyLayout& layout);

} // namespace tle
