// SPDX-License-Identifier: MIT
#include "layoutexport.h"

#include "legendbar.h"
#include "mappingview.h"
#include "meshview.h"
#include "pictureexport.h"
#include "planeview.h"
#include "shardsview.h"
#include "tilesview.h"
#include "view/viewnames.h"

#include <QCoreApplication>

namespace tle {

QStringList exportableLayoutViews()
{
    QStringList views;
    for (const std::string_view name : exportableViews())
        views << QString::fromUtf8(name.data(), qsizetype(name.size()));
    return views;
}

QString exportLayoutView(const AnyLayout& layout, const QString& view, const QString& path, QSize size,
    const QString& mesh, const QString& placements)
{
    if (!exportableLayoutViews().contains(view))
        return QCoreApplication::translate(
            "tle::Export", "the '%1' view cannot be exported in this version (available: %2)")
            .arg(view, exportableLayoutViews().join(QStringLiteral(", ")));
    if (view == QLatin1String("xla") && notationOf(layout) != Notation::Xla)
        return QCoreApplication::translate("tle::Export", "the 'xla' view shows XLA layouts only");
    if (view == QLatin1String("shards")) {
        ShardsView shards;
        shards.resize(size);
        shards.setProbe(makeLayoutProbe(layout));
        return exportPicture(
            path, size, [&shards](QPainter& painter, const QRectF& target) { shards.render(painter, target); }, view);
    }
    if (view == QLatin1String("mesh")) {
        MeshView meshView;
        meshView.resize(size);
        meshView.setTensorShape(makeLayoutProbe(layout)->logicalShape());
        meshView.setMesh(mesh, placements);
        if (!meshView.errorText().isEmpty())
            return meshView.errorText();
        return exportPicture(
            path, size, [&meshView](QPainter& painter, const QRectF& target) { meshView.render(painter, target); },
            view);
    }
    if (view == QLatin1String("tiles")) {
        TilesView tiles;
        tiles.resize(size);
        tiles.setProbe(makeLayoutProbe(layout));
        tiles.plane()->resize(size);
        tiles.plane()->fitToView();
        return exportPicture(
            path, size, [&tiles](QPainter& painter, const QRectF& target) { tiles.render(painter, target); }, view);
    }
    MappingView mapping;
    mapping.resize(size);
    mapping.setProbe(makeLayoutProbe(layout));
    mapping.ensurePolished();
    if (view == QLatin1String("padding")) {
        // The physical plane alone, at the full size: every padding cell hatched by its cause.
        PlaneView* physical = mapping.physicalPlane();
        physical->resize(size);
        physical->fitToView();
        return exportPicture(
            path, size, [physical](QPainter& painter, const QRectF& target) { physical->render(painter, target); },
            QStringLiteral("padding"));
    }
    const int planes = size.height() - mapping.legend()->height();
    mapping.logicalPlane()->resize(size.width() / 2, planes);
    mapping.physicalPlane()->resize(size.width() - size.width() / 2, planes);
    mapping.logicalPlane()->fitToView();
    mapping.physicalPlane()->fitToView();
    return exportPicture(
        path, size, [&mapping](QPainter& painter, const QRectF& target) { mapping.render(painter, target); }, view);
}

} // namespace tle
