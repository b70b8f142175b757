// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "modelexport.h"
#include "pictureexport.h"
#include "runexport.h"
#include "view/viewinfo.h"

#include <QSize>
#include <QString>

#include <memory>

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

// What the window does with a view of core's table (view/viewinfo.h), found by its id: the window makes its layout
// tabs with it, and the GUI's and the CLI's exports render through it. Each view has what its subject needs.
struct ViewBehaviour
{
    // Layout views: the widget, and how it is laid out for an export (sets `paint`; returns why it cannot, or empty).
    LayoutView* (*create)(QWidget* parent, const ViewContext& context) = nullptr;
    QString (*prepareExport)(LayoutView& view, const ViewExportOptions& options, PaintFn& paint) = nullptr;
    // Model views: the picture of a plan written to `path`; returns why it failed, or empty.
    QString (*exportPlan)(const ModelPicture& picture, const QString& path, QSize size) = nullptr;
    // Run views: the picture of a run written to `path`; returns why it failed, or empty.
    QString (*exportRun)(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size) = nullptr;
};

ViewBehaviour viewBehaviour(ViewId id);
QString viewTitle(const ViewInfo& view);
// Why a layout view cannot show `layout`, in the user's language; empty when it can.
QString viewRefusal(const ViewInfo& view, const AnyLayout& layout);

} // namespace tle
