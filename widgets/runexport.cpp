// SPDX-License-Identifier: MIT
#include "runexport.h"

#include "pictureexport.h"
#include "runbreakdownview.h"
#include "runcalibrationview.h"
#include "runtimelineview.h"
#include "viewregistry.h"

#include "view/viewinfo.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tle {

namespace {

QString titleOf(const RunAnalysis& analysis, ViewId view)
{
    const std::string_view name = viewInfo(view).name;
    return QStringLiteral("%1 (%2)").arg(QLatin1String(name.data(), qsizetype(name.size())),
        QFileInfo(QString::fromStdString(analysis.run->source)).fileName());
}

template <typename View>
QString exportWith(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size, ViewId id)
{
    View view;
    view.setAnalysis(analysis);
    return exportPictureOn(
        path, size, [&view, size](QPaintDevice& device, const QRectF&) { return view.renderTo(device, size); },
        titleOf(*analysis, id));
}

} // namespace

QString exportRunView(
    const std::shared_ptr<const RunAnalysis>& analysis, const QString& view, const QString& path, QSize size)
{
    const ViewInfo* shown = findView(view.toStdString());
    if (!shown || shown->subject != ViewSubject::Run || !analysis)
        return QCoreApplication::translate("tle::Export", "unknown run view '%1'").arg(view);
    return viewBehaviour(shown->id).exportRun(analysis, path, size);
}

QString exportRunTimeline(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)
{
    return exportWith<RunTimelineView>(analysis, path, size, ViewId::RunTimeline);
}

QString exportBreakdown(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)
{
    return exportWith<RunBreakdownView>(analysis, path, size, ViewId::Breakdown);
}

QString exportCalibration(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)
{
    return exportWith<RunCalibrationView>(analysis, path, size, ViewId::Calibration);
}

} // namespace tle
