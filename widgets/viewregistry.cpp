// SPDX-License-Identifier: MIT
#include "viewregistry.h"

#include "legendbar.h"
#include "mappingview.h"
#include "meshview.h"
#include "planeview.h"
#include "shardsview.h"
#include "tilesview.h"
#include "transferdocument.h"
#include "transferview.h"

#include <QCoreApplication>

namespace tle {

namespace {

QString fitMapping(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)
{
    auto& mapping = static_cast<MappingView&>(view);
    const QSize size = options.size;
    mapping.resize(size);
    mapping.ensurePolished();
    const int planes = size.height() - mapping.legend()->heightFor(size.width());
    mapping.logicalPlane()->resize(size.width() / 2, planes);
    mapping.physicalPlane()->resize(size.width() - size.width() / 2, planes);
    mapping.logicalPlane()->fitToView();
    mapping.physicalPlane()->fitToView();
    paint = [&mapping](QPainter& painter, const QRectF& target) { mapping.render(painter, target); };
    return {};
}

// The physical plane alone, at the full size: every padding cell hatched by its cause.
QString fitPadding(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)
{
    auto& mapping = static_cast<MappingView&>(view);
    mapping.resize(options.size);
    mapping.ensurePolished();
    PlaneView* physical = mapping.physicalPlane();
    physical->resize(options.size);
    physical->fitToView();
    paint = [physical](QPainter& painter, const QRectF& target) { physical->render(painter, target); };
    return {};
}

QString fitWidget(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)
{
    view.widget()->resize(options.size);
    paint = [&view](QPainter& painter, const QRectF& target) { view.render(painter, target); };
    return {};
}

QString fitTiles(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)
{
    auto& tiles = static_cast<TilesView&>(view);
    tiles.resize(options.size);
    tiles.plane()->resize(options.size);
    tiles.plane()->fitToView();
    paint = [&tiles](QPainter& painter, const QRectF& target) { tiles.render(painter, target); };
    return {};
}

QString fitMesh(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)
{
    auto& mesh = static_cast<MeshView&>(view);
    mesh.resize(options.size);
    mesh.setMesh(options.mesh, options.placements);
    if (!mesh.errorText().isEmpty())
        return mesh.errorText();
    paint = [&mesh](QPainter& painter, const QRectF& target) { mesh.render(painter, target); };
    return {};
}

// The export's document plans at once: the destination and the trace are in place when the picture is painted.
QString fitTransfer(LayoutView& view, const ViewExportOptions& options, PaintFn& paint)
{
    auto& transfer = static_cast<TransferView&>(view);
    TransferDocument& document = *transfer.document();
    transfer.resize(options.size);
    if (!options.transferTo.isEmpty())
        document.setDestinationText(options.transferTo);
    if (!document.error().isEmpty())
        return document.error();
    if (!options.transferTrace.isEmpty()) {
        document.loadTrace(options.transferTrace);
        if (!document.traceError().isEmpty())
            return document.traceError();
    }
    paint = [&transfer](QPainter& painter, const QRectF& target) { transfer.render(painter, target); };
    return {};
}

template <typename View>
LayoutView* make(QWidget* parent, const ViewContext&)
{
    return new View(parent);
}

LayoutView* makeTransfer(QWidget* parent, const ViewContext& context)
{
    return new TransferView(context.transfer, parent);
}

} // namespace

ViewBehaviour viewBehaviour(ViewId id)
{
    switch (id) {
    case ViewId::Mapping:
        return { .create = make<MappingView>, .prepareExport = fitMapping };
    case ViewId::Shards:
        return { .create = make<ShardsView>, .prepareExport = fitWidget };
    case ViewId::Tiles:
        return { .create = make<TilesView>, .prepareExport = fitTiles };
    case ViewId::Padding:
        return { .create = make<MappingView>, .prepareExport = fitPadding };
    case ViewId::Xla:
        return { .create = make<MappingView>, .prepareExport = fitMapping };
    case ViewId::Mesh:
        return { .create = make<MeshView>, .prepareExport = fitMesh };
    case ViewId::Transfer:
        return { .create = makeTransfer, .prepareExport = fitTransfer };
    case ViewId::ChainGraph:
        return { .exportPlan = exportChainGraph };
    case ViewId::Timeline:
        return { .exportPlan = exportTimeline };
    case ViewId::RunTimeline:
        return { .exportRun = exportRunTimeline };
    case ViewId::Breakdown:
        return { .exportRun = exportBreakdown };
    case ViewId::Calibration:
        return { .exportRun = exportCalibration };
    case ViewId::Roofline:
        return { .exportRun = exportRoofline };
    }
    return {};
}

QString viewTitle(const ViewInfo& view)
{
    return QCoreApplication::translate("tle::Views", view.title);
}

QString viewRefusal(const ViewInfo& view, const AnyLayout& layout)
{
    const std::optional<std::string> refusal = tle::viewRefusal(view.id, layout);
    return refusal ? QCoreApplication::translate("tle::Export", refusal->c_str()) : QString();
}

} // namespace tle
