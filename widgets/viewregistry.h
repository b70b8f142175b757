// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "modelexport.h"
#include "pictureexport.h"
#include "runexport.h"
#include "view/viewnames.h"

#include <QSize>
#include <QString>

#include <functional>
#include <span>
#include <string_view>

namespace tle {

class TransferDocument;

// How a view is exported without a screen: the picture size, and the mesh the Mesh view distributes over.
struct ViewExportOptions
{
    QSize size;
    QString mesh;
    QString placements;
    QString transferTo; // the Transfer view's destination layout
    QString transferTrace; // and a recorded NoC trace to draw
};

// What a layout view is made with beside the open layout: the document of the Transfer view.
struct ViewContext
{
    TransferDocument* transfer = nullptr;
};

// Where a view kind is: a tab of the layout workspace, a variant of a tab's view that only exports render, a pane
// of the model workspace or of the run workspace.
enum class ViewPlacement
{
    Tab,
    ExportOnly,
    ModelPane,
    RunPane,
};

// One kind of view, registered once under its name in core's table of views (view/viewnames.h): the window makes
// its layout tabs from these, and the GUI's and the CLI's exports render through them.
struct ViewKind
{
    std::string_view name; // the CLI contract's view name
    ViewSubject subject;
    const char* title; // translatable in the context "tle::Views", with the tab's mnemonic
    ViewPlacement placement;
    // Layout views: the widget, and how it is laid out for an export (sets `paint`; returns why it cannot, or empty).
    std::function<LayoutView*(QWidget* parent, const ViewContext& context)> create;
    std::function<QString(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)> prepareExport;
    // Plan views: the picture of a plan written to `path`; returns why it failed, or empty.
    std::function<QString(const ModelPicture& picture, const QString& path, QSize size)> exportPlan;
    // Run views: the picture of a run written to `path`; returns why it failed, or empty.
    std::function<QString(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)>
        exportRun;
};

// Every view kind in the order of core's table: the layout views (tabs in the order the window shows them), then
// the plan views, then the run views.
std::span<const ViewKind> viewKinds();
const ViewKind* findViewKind(std::string_view name);
QString viewTitle(const ViewKind& kind);
// Why a layout view cannot show `layout`, in the user's language; empty when it can.
QString viewRefusal(const ViewKind& kind, const AnyLayout& layout);

} // namespace tle
