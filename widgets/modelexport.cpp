// SPDX-License-Identifier: MIT
#include "modelexport.h"

#include "chaingraphview.h"
#include "l1timelineview.h"
#include "modelworkspace.h"
#include "optimizer/shared/devicemodel.h"
#include "pictureexport.h"

#include <QCoreApplication>
#include <QPainter>

namespace tle {

bool isModelView(const QString& view)
{
    return view == QLatin1String("chain-graph") || view == QLatin1String("timeline");
}

QString exportModelView(
    const ModelGraph& graph, const PolicyResult& result, const QString& view, const QString& path, QSize size)
{
    const QString title = QStringLiteral("%1 (%2)").arg(view, QString::fromStdString(result.policy));
    if (view == QLatin1String("chain-graph")) {
        ChainGraphView painter;
        const std::shared_ptr<ChainGraphView::Scene> scene
            = ChainGraphView::sceneOf(graph, result, painter.font(), ModelWorkspace::kCollapseAbove);
        ChainGraphView::layOut(*scene);
        if (!scene->geometry.error.isEmpty())
            return scene->geometry.error;
        painter.setScene(scene);
        return exportPicture(
            path, size, [&painter](QPainter& p, const QRectF& target) { painter.render(p, target); }, title);
    }
    if (view == QLatin1String("timeline")) {
        L1TimelineView timeline;
        QStringList names;
        for (int op = 0; op < int(graph.ops().size()); ++op)
            names << QString::fromStdString(opDisplayName(graph, op));
        timeline.setChart(std::make_shared<const L1BandChart>(L1BandChart::of(graph, result)), names,
            deviceForModel(graph).l1UsableBytesPerCore);
        return exportPictureOn(
            path, size,
            [&timeline, size](QPaintDevice& device, const QRectF&) { return timeline.renderTo(device, size); }, title);
    }
    return QCoreApplication::translate("tle::Export", "unknown model view '%1'").arg(view);
}

} // namespace tle
