// SPDX-License-Identifier: MIT
#include "modelexport.h"

#include "l1timelineview.h"
#include "modelworkspace.h"
#include "pictureexport.h"
#include "planservice.h"
#include "viewregistry.h"

#include "view/viewnames.h"

#include <QCoreApplication>
#include <QPainter>

namespace tle {

namespace {

QString titleOf(const ModelPicture& picture, std::string_view view)
{
    return QStringLiteral("%1 (%2)").arg(
        QLatin1String(view.data(), qsizetype(view.size())), QString::fromStdString(picture.result->policy));
}

} // namespace

QString exportModelView(const ModelPicture& picture, const QString& view, const QString& path, QSize size)
{
    const ViewKind* kind = findViewKind(view.toStdString());
    if (!kind || kind->subject != ViewSubject::Plan)
        return QCoreApplication::translate("tle::Export", "unknown model view '%1'").arg(view);
    return kind->exportPlan(picture, path, size);
}

QString exportChainGraph(const ModelPicture& picture, const QString& path, QSize size)
{
    ChainGraphView painter;
    std::shared_ptr<const ChainGraphView::Scene> scene = picture.scene;
    if (!scene) {
        const std::shared_ptr<ChainGraphView::Scene> made = ChainGraphView::sceneOf(
            *picture.graph, *picture.result, painter.font(), ModelWorkspace::kCollapseAbove, picture.expansion);
        ChainGraphView::layOut(*made);
        scene = made;
    }
    if (!scene->geometry.error.isEmpty())
        return scene->geometry.error;
    painter.setScene(scene);
    return exportPicture(
        path, size, [&painter](QPainter& p, const QRectF& target) { painter.render(p, target); },
        titleOf(picture, kChainGraphView));
}

QString exportTimeline(const ModelPicture& picture, const QString& path, QSize size)
{
    L1TimelineView timeline;
    timeline.setChart(std::make_shared<const L1BandChart>(L1BandChart::of(*picture.graph, *picture.result)),
        timelineAxisNames(*picture.graph), picture.l1BudgetBytes);
    return exportPictureOn(
        path, size, [&timeline, size](QPaintDevice& device, const QRectF&) { return timeline.renderTo(device, size); },
        titleOf(picture, kTimelineView));
}

} // namespace tle
