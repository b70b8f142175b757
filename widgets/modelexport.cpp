// SPDX-License-Identifier: MIT
#include "modelexport.h"

#include "l1timelineview.h"
#include "modelworkspace.h"
#include "pictureexport.h"
#include "planservice.h"

#include <QCoreApplication>
#include <QPainter>

namespace tle {

bool isModelView(const QString& view)
{
    return view == QLatin1String("chain-graph") || view == QLatin1String("timeline");
}

QString exportModelView(const ModelPicture& picture, const QString& view, const QString& path, QSize size)
{
    const ModelGraph& graph = *picture.graph;
    const PolicyResult& result = *picture.result;
    const QString title = QStringLiteral("%1 (%2)").arg(view, QString::fromStdString(result.policy));
    if (view == QLatin1String("chain-graph")) {
        ChainGraphView painter;
        std::shared_ptr<const ChainGraphView::Scene> scene = picture.scene;
        if (!scene) {
            const std::shared_ptr<ChainGraphView::Scene> made = ChainGraphView::sceneOf(
                graph, result, painter.font(), ModelWorkspace::kCollapseAbove, picture.expansion);
            ChainGraphView::layOut(*made);
            scene = made;
        }
        if (!scene->geometry.error.isEmpty())
            return scene->geometry.error;
        painter.setScene(scene);
        return exportPicture(
            path, size, [&painter](QPainter& p, const QRectF& target) { painter.render(p, target); }, title);
    }
    if (view == QLatin1String("timeline")) {
        L1TimelineView timeline;
        timeline.setChart(std::make_shared<const L1BandChart>(L1BandChart::of(graph, result)), timelineAxisNames(graph),
            picture.l1BudgetBytes);
        return exportPictureOn(
            path, size,
            [&timeline, size](QPaintDevice& device, const QRectF&) { return timeline.renderTo(device, size); }, title);
    }
    return QCoreApplication::translate("tle::Export", "unknown model view '%1'").arg(view);
}

} // namespace tle
