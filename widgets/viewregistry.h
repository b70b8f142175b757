// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "pictureexport.h"

#include <QSize>
#include <QString>

#include <functional>
#include <span>
#include <string_view>

namespace tle {

// How a view is exported without a screen: the picture size, and the mesh the Mesh view distributes over.
struct ViewExportOptions
{
    QSize size;
    QString mesh;
    QString placements;
};

// One kind of layout view, registered once: the window makes its tabs from these, and the GUI's and the
// CLI's exports render through them.
// Whether a view kind is a tab of the window or a variant of a tab's view that only exports render.
enum class ViewPlacement
{
    Tab,
    ExportOnly
};

struct ViewKind
{
    std::string_view name; // the CLI contract's view name
    const char* title; // translatable in the context "tle::Views", with the tab's mnemonic
    ViewPlacement placement;
    std::function<LayoutView*(QWidget* parent)> create;
    // Why this kind cannot show `layout` (empty when it can).
    std::function<QString(const AnyLayout& layout)> refusal;
    // Lays the view out for an export and sets `paint`; returns why it cannot, or empty.
    std::function<QString(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)> prepareExport;
};

// Every layout view kind, tabs in the order the window shows them, in the CLI's order of names.
std::span<const ViewKind> layoutViewKinds();
const ViewKind* findViewKind(std::string_view name);
QString viewTitle(const ViewKind& kind);

} // namespace tle
