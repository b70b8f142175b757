// SPDX-License-Identifier: MIT
#include "view/viewnames.h"

#include "util/translatenoop.h"

#include <algorithm>
#include <array>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

constexpr std::array kViews {
    ViewName { "mapping", ViewSubject::Layout },
    ViewName { "shards", ViewSubject::Layout },
    ViewName { "tiles", ViewSubject::Layout },
    ViewName { "padding", ViewSubject::Layout },
    ViewName { "xla", ViewSubject::Layout },
    ViewName { "mesh", ViewSubject::Layout },
    ViewName { "transfer", ViewSubject::Layout },
    ViewName { kChainGraphView, ViewSubject::Plan },
    ViewName { kTimelineView, ViewSubject::Plan },
    ViewName { kRunTimelineView, ViewSubject::Run },
    ViewName { kBreakdownView, ViewSubject::Run },
    ViewName { kCalibrationView, ViewSubject::Run },
};

std::vector<std::string_view> namesOf(ViewSubject subject)
{
    std::vector<std::string_view> names;
    for (const ViewName& view : kViews) {
        if (view.subject == subject)
            names.push_back(view.name);
    }
    return names;
}

} // namespace

std::span<const ViewName> viewNames()
{
    return kViews;
}

const ViewName* findViewName(std::string_view name)
{
    const auto it = std::find_if(kViews.begin(), kViews.end(), [name](const ViewName& v) { return v.name == name; });
    return it != kViews.end() ? &*it : nullptr;
}

std::span<const std::string_view> viewNamesOf(ViewSubject subject)
{
    static const std::vector<std::string_view> layout = namesOf(ViewSubject::Layout);
    static const std::vector<std::string_view> plan = namesOf(ViewSubject::Plan);
    static const std::vector<std::string_view> run = namesOf(ViewSubject::Run);
    switch (subject) {
    case ViewSubject::Layout:
        return layout;
    case ViewSubject::Plan:
        return plan;
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
    return viewNamesOf(ViewSubject::Plan);
}

bool isModelViewName(std::string_view name)
{
    const ViewName* view = findViewName(name);
    return view && view->subject == ViewSubject::Plan;
}

std::span<const std::string_view> runViews()
{
    return viewNamesOf(ViewSubject::Run);
}

bool isRunViewName(std::string_view name)
{
    const ViewName* view = findViewName(name);
    return view && view->subject == ViewSubject::Run;
}

bool isExportableView(std::string_view name)
{
    const ViewName* view = findViewName(name);
    return view && view->subject == ViewSubject::Layout;
}

std::optional<std::string> viewRefusal(std::string_view view, const AnyLayout& layout)
{
    if (view == "xla" && notationOf(layout) != Notation::Xla)
        return std::string(TLE_TRANSLATE_NOOP("tle::Export", "the 'xla' view shows XLA layouts only"));
    if (view == "transfer" && notationOf(layout) == Notation::Xla)
        return std::string(TLE_TRANSLATE_NOOP(
            "tle::Export", "the 'transfer' view needs a TTNN or metal layout: an XLA layout names no cores or banks"));
    return std::nullopt;
}

} // namespace tle
