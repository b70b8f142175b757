// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace tle {

// Every view of the program, in the order of the table of views (viewinfo.cpp).
enum class ViewId
{
    Mapping,
    Shards,
    Tiles,
    Padding,
    Xla,
    Mesh,
    Transfer,
    ChainGraph,
    Timeline,
    RunTimeline,
    Breakdown,
    Calibration,
    Roofline,
};

// What a view shows: a layout (pasted or an op's output), a plan of a model, or a measured run; the window's three
// workspaces and `export`, `export MODEL` and `export RUN` go by it.
enum class ViewSubject
{
    Layout,
    Model,
    Run,
};

// Where a view is: a tab of the layout workspace, a variant of a tab's view that only exports render, a pane of the
// model workspace or of the run workspace.
enum class ViewPlacement
{
    Tab,
    ExportOnly,
    ModelPane,
    RunPane,
};

// The plain facts of one view. The window finds what it does with each (its widget, its export) by the id
// (widgets/viewregistry); the CLI's usage and errors list the views from here.
struct ViewInfo
{
    ViewId id;
    std::string_view name; // the CLI contract's view name
    ViewSubject subject;
    const char* title; // in English; translatable in the context "tle::Views", with the tab's mnemonic
    ViewPlacement placement;
};

// Every view, in the order of ViewId: the layout views in the order the window's tabs and `export` list them, then
// the model views, then the run views.
std::span<const ViewInfo> views();
const ViewInfo& viewInfo(ViewId id);
const ViewInfo* findView(std::string_view name);
// The names of one subject's views, in order, and joined as the usage writes them ("mapping|shards|...").
std::span<const std::string_view> viewNamesOf(ViewSubject subject);
std::string joinedViewNames(ViewSubject subject, std::string_view separator);

// The layout views `export` renders, the model views `export MODEL --view ... --policy NAME` renders (the chain
// graph and the L1 timeline), and the run views `export RUN --view ...` renders.
std::span<const std::string_view> exportableViews();
std::span<const std::string_view> modelViews();
std::span<const std::string_view> runViews();
bool isExportableView(std::string_view name);
bool isModelViewName(std::string_view name);
bool isRunViewName(std::string_view name);

// Why the layout view `view` cannot show `layout`, in English (the CLI prints it, the window translates it in the
// context "tle::Export"); none when it can.
std::optional<std::string> viewRefusal(ViewId view, const AnyLayout& layout);

} // namespace tle
