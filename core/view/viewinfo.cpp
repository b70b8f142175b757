// SPDX-License-Identifier: MIT
#include "view/viewinfo.h"

#include "util/translatenoop.h"

#include <algorithm>
#include <iterator>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

using S = ViewSubject;
using P = ViewPlacement;

// The one list of views.
constexpr ViewInfo kViews[] {
    { ViewId::Mapping, "mapping", S::Layout, TLE_TRANSLATE_NOOP("tle::Views", "&Mapping"), P::Tab },
    { ViewId::Shards, "shards", S::Layout, TLE_TRANSLATE_NOOP("tle::Views", "S&hards"), P::Tab },
    { ViewId::Tiles, "tiles", S::Layout, TLE_TRANSLATE_NOOP("tle::Views", "&Tiles"), P::Tab },
    { ViewId::Padding, "padding", S::Layout, TLE_TRANSLATE_NOOP("tle::Views", "Padding"), P::ExportOnly },
    { ViewId::Xla, "xla", S::Layout, TLE_TRANSLATE_NOOP("tle::Views", "XLA"), P::ExportOnly },
    { ViewId::Mesh, "mesh", S::Layout, TLE_TRANSLATE_NOOP("tle::Views", "M&esh"), P::Tab },
    { ViewId::Transfer, "transfer", S::Layout, TLE_TRANSLATE_NOOP("tle::Views", "T&ransfer"), P::Tab },
    { ViewId::ChainGraph, "chain-graph", S::Model, TLE_TRANSLATE_NOOP("tle::Views", "Chain graph"), P::ModelPane },
    { ViewId::Timeline, "timeline", S::Model, TLE_TRANSLATE_NOOP("tle::Views", "L1 timeline"), P::ModelPane },
    { ViewId::RunTimeline, "run-timeline", S::Run, TLE_TRANSLATE_NOOP("tle::Views", "Device timeline"), P::RunPane },
    { ViewId::Breakdown, "breakdown", S::Run, TLE_TRANSLATE_NOOP("tle::Views", "Breakdown"), P::RunPane },
    { ViewId::Calibration, "calibration", S::Run, TLE_TRANSLATE_NOOP("tle::Views", "Calibration"), P::RunPane },
    { ViewId::Roofline, "roofline", S::Run, TLE_TRANSLATE_NOOP("tle::Views", "Roofline"), P::RunPane },
};

// viewInfo() finds a view at its id's place.
constexpr bool inIdOrder()
{
    for (size_t i = 0; i < std::size(kViews); ++i) {
        if (size_t(kViews[i].id) != i)
            return false;
    }
    return true;
}
static_assert(inIdOrder(), "the table lists the views in the order of ViewId");

// A layout view is a tab or an export-only variant of one; the others are panes of their subject's workspace.
constexpr bool placedInItsWorkspace(const ViewInfo& view)
{
    switch (view.subject) {
    case S::Layout:
        return view.placement == P::Tab || view.placement == P::ExportOnly;
    case S::Model:
        return view.placement == P::ModelPane;
    case S::Run:
        return view.placement == P::RunPane;
    }
    return false;
}
static_assert(std::ranges::all_of(kViews, placedInItsWorkspace), "each view is placed in its subject's workspace");

std::vector<std::string_view> namesOf(ViewSubject subject)
{
    std::vector<std::string_view> names;
    for (const ViewInfo& view : kViews) {
        if (view.subject == subject)
            names.push_back(view.name);
    }
    return names;
}

bool isNameOf(std::string_view name, ViewSubject subject)
{
    const ViewInfo* view = findView(name);
    return view && view->subject == subject;
}

} // namespace

std::span<const ViewInfo> views()
{
    return kViews;
}

const ViewInfo& viewInfo(ViewId id)
{
    return kViews[size_t(id)];
}

const ViewInfo* findView(std::string_view name)
{
    const auto it = std::ranges::find(kViews, name, &ViewInfo::name);
    return it != std::end(kViews) ? &*it : nullptr;
}

std::span<const std::string_view> viewNamesOf(ViewSubject subject)
{
    static const std::vector<std::string_view> layout = namesOf(ViewSubject::Layout);
    static const std::vector<std::string_view> model = namesOf(ViewSubject::Model);
    static const std::vector<std::string_view> run = namesOf(ViewSubject::Run);
    switch (subject) {
    case ViewSubject::Layout:
        return layout;
    case ViewSubject::Model:
        return model;
    case ViewSubject::Run:
        break;
    }
    return run;
}

std::string joinedViewNames(ViewSubject subject, std::string_view separator)
{
    return fmt::format("{}", fmt::join(viewNamesOf(subject), separator));
}

std::span<const std::string_view> exportableViews()
{
    return viewNamesOf(ViewSubject::Layout);
}

std::span<const std::string_view> modelViews()
{
    return viewNamesOf(ViewSubject::Model);
}

std::span<const std::string_view> runViews()
{
    return viewNamesOf(ViewSubject::Run);
}

bool isExportableView(std::string_view name)
{
    return isNameOf(name, ViewSubject::Layout);
}

bool isModelViewName(std::string_view name)
{
    return isNameOf(name, ViewSubject::Model);
}

bool isRunViewName(std::string_view name)
{
    return isNameOf(name, ViewSubject::Run);
}

std::optional<std::string> viewRefusal(ViewId view, const AnyLayout& layout)
{
    if (view == ViewId::Xla && notationOf(layout) != Notation::Xla)
        return std::string(TLE_TRANSLATE_NOOP("tle::Export", "the 'xla' view shows XLA layouts only"));
    if (view == ViewId::Transfer && notationOf(layout) == Notation::Xla)
        return std::string(TLE_TRANSLATE_NOOP(
            "tle::Export", "the 'transfer' view needs a TTNN or metal layout: an XLA layout names no cores or banks"));
    return std::nullopt;
}

} // namespace tle
