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
#include "view/viewnames.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

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

LayoutView* none(QWidget*, const ViewContext&)
{
    return nullptr;
}

const std::array<ViewKind, 12>& kinds()
{
    using S = ViewSubject;
    using P = ViewPlacement;
    static const std::array<ViewKind, 12> kKinds { {
        { "mapping", S::Layout, QT_TRANSLATE_NOOP("tle::Views", "&Mapping"), P::Tab,
            [](QWidget* parent, const ViewContext&) -> LayoutView* { return new MappingView(parent); }, fitMapping,
            {} },
        { "shards", S::Layout, QT_TRANSLATE_NOOP("tle::Views", "S&hards"), P::Tab,
            [](QWidget* parent, const ViewContext&) -> LayoutView* { return new ShardsView(parent); }, fitWidget, {} },
        { "tiles", S::Layout, QT_TRANSLATE_NOOP("tle::Views", "&Tiles"), P::Tab,
            [](QWidget* parent, const ViewContext&) -> LayoutView* { return new TilesView(parent); }, fitTiles, {} },
        { "padding", S::Layout, QT_TRANSLATE_NOOP("tle::Views", "Padding"), P::ExportOnly,
            [](QWidget* parent, const ViewContext&) -> LayoutView* { return new MappingView(parent); }, fitPadding,
            {} },
        { "xla", S::Layout, QT_TRANSLATE_NOOP("tle::Views", "XLA"), P::ExportOnly,
            [](QWidget* parent, const ViewContext&) -> LayoutView* { return new MappingView(parent); }, fitMapping,
            {} },
        { "mesh", S::Layout, QT_TRANSLATE_NOOP("tle::Views", "M&esh"), P::Tab,
            [](QWidget* parent, const ViewContext&) -> LayoutView* { return new MeshView(parent); }, fitMesh, {} },
        { "transfer", S::Layout, QT_TRANSLATE_NOOP("tle::Views", "T&ransfer"), P::Tab,
            [](QWidget* parent, const ViewContext& context) -> LayoutView* {
                return new TransferView(context.transfer, parent);
            },
            fitTransfer, {} },
        { kChainGraphView, S::Plan, QT_TRANSLATE_NOOP("tle::Views", "Chain graph"), P::ModelPane, none, {},
            exportChainGraph },
        { kTimelineView, S::Plan, QT_TRANSLATE_NOOP("tle::Views", "L1 timeline"), P::ModelPane, none, {},
            exportTimeline },
        { kRunTimelineView, S::Run, QT_TRANSLATE_NOOP("tle::Views", "Device timeline"), P::RunPane, none, {}, {},
            exportRunTimeline },
        { kBreakdownView, S::Run, QT_TRANSLATE_NOOP("tle::Views", "Breakdown"), P::RunPane, none, {}, {},
            exportBreakdown },
        { kCalibrationView, S::Run, QT_TRANSLATE_NOOP("tle::Views", "Calibration"), P::RunPane, none, {}, {},
            exportCalibration },
    } };
    return kKinds;
}

} // namespace

std::span<const ViewKind> viewKinds()
{
    return kinds();
}

const ViewKind* findViewKind(std::string_view name)
{
    const auto& all = kinds();
    const auto it = std::find_if(all.begin(), all.end(), [name](const ViewKind& k) { return k.name == name; });
    return it == all.end() ? nullptr : &*it;
}

QString viewTitle(const ViewKind& kind)
{
    return QCoreApplication::translate("tle::Views", kind.title);
}

QString viewRefusal(const ViewKind& kind, const AnyLayout& layout)
{
    const std::optional<std::string> refusal = tle::viewRefusal(kind.name, layout);
    return refusal ? QCoreApplication::translate("tle::Export", refusal->c_str()) : QString();
}

} // namespace tle
