// SPDX-License-Identifier: MIT
#include "modelexport.h"

#include "chaingraphlegend.h"
#include "l1timelineview.h"
#include "modelworkspace.h"
#include "pictureexport.h"
#include "plancaption.h"
#include "planservice.h"
#include "viewregistry.h"

#include "view/picturelimits.h"
#include "view/viewinfo.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace tle {

namespace {

QString titleOf(const ModelPicture& picture, ViewId view)
{
    const std::string_view name = viewInfo(view).name;
    return QStringLiteral("%1 (%2)").arg(
        QLatin1String(name.data(), qsizetype(name.size())), QString::fromStdString(picture.result->policy));
}

} // namespace

QString exportModelView(const ModelPicture& picture, const QString& view, const QString& path, QSize size)
{
    const ViewInfo* shown = findView(view.toStdString());
    if (!shown || shown->subject != ViewSubject::Model)
        return QCoreApplication::translate("tle::Export", "unknown model view '%1'").arg(view);
    return viewBehaviour(shown->id).exportPlan(picture, path, size);
}

namespace {

// Caption and legend text: a size that stays readable in a picture of any size.
QFont captionFont()
{
    QFont font;
    font.setPixelSize(14);
    return font;
}

std::shared_ptr<const ChainGraphView::Scene> sceneFor(const ModelPicture& picture)
{
    if (picture.scene)
        return picture.scene;
    const std::shared_ptr<ChainGraphView::Scene> made = ChainGraphView::sceneOf(
        *picture.graph, *picture.result, QFont(), ModelWorkspace::kCollapseAbove, picture.expansion);
    ChainGraphView::layOut(*made);
    return made;
}

QStringList captionOf(const ModelPicture& picture)
{
    return PlanCaption::lines(
        *picture.result, picture.model, QString::fromStdString(picture.graph->name()), picture.device);
}

} // namespace

QSize prepareModelPicture(ModelPicture& picture, const QString& view, QSize requested)
{
    const ViewInfo* shown = findView(view.toStdString());
    if (!shown || shown->id != ViewId::ChainGraph)
        return requested;
    picture.scene = sceneFor(picture);
    const QRectF bounds = picture.scene->geometry.bounds;
    if (!picture.fitToContent || bounds.isEmpty() || !picture.scene->geometry.error.isEmpty())
        return requested;
    // The graph's smallest text (a stub's producer) at kMinTextPixels, points taken at 96 dpi; the caption and
    // legend above it.
    const double scale = kMinTextPixels / (ChainGraphView::kStubLabelPoints * 96.0 / 72.0);
    const QFont font = captionFont();
    const double legendWidth
        = std::max(ChainGraphLegend(font).size().width(), PlanCaption::width(captionOf(picture), font)) + 16;
    const double chrome = PlanCaption::height(font) + ChainGraphLegend(font).size().height();
    const double width = std::max({ bounds.width() * scale + 48, legendWidth, 640.0 });
    const double height = std::max(bounds.height() * scale + 48 + chrome, 360.0);
    const double side = double(kMaxPictureSide);
    return QSize(int(std::min(width, side)), int(std::min(height, side)));
}

QString exportChainGraph(const ModelPicture& picture, const QString& path, QSize size)
{
    ChainGraphView painter;
    const std::shared_ptr<const ChainGraphView::Scene> scene = sceneFor(picture);
    if (!scene->geometry.error.isEmpty())
        return scene->geometry.error;
    painter.setScene(scene);
    const QStringList caption = captionOf(picture);
    return exportPicture(
        path, size,
        [&painter, &caption](QPainter& p, const QRectF& target) {
            const QFont font = captionFont();
            const double captionHeight = PlanCaption::height(font);
            PlanCaption::paint(p, QRectF(target.left(), target.top(), target.width(), captionHeight), caption, font);
            const ChainGraphLegend legend(font);
            legend.paint(p, QPointF(target.left() + 2, target.top() + captionHeight));
            const double top = captionHeight + legend.size().height();
            painter.render(p, QRectF(target.left(), target.top() + top, target.width(), target.height() - top));
        },
        titleOf(picture, ViewId::ChainGraph));
}

QString exportTimeline(const ModelPicture& picture, const QString& path, QSize size)
{
    L1TimelineView timeline;
    timeline.setChart(std::make_shared<const L1BandChart>(L1BandChart::of(*picture.graph, *picture.result)),
        timelineAxisNames(*picture.graph), picture.l1BudgetBytes);
    timeline.showFullLegend();
    timeline.setCaption(captionOf(picture), captionFont()); // above the legend
    return exportPictureOn(
        path, size, [&timeline, size](QPaintDevice& device, const QRectF&) { return timeline.renderTo(device, size); },
        titleOf(picture, ViewId::Timeline));
}

} // namespace tle
