// SPDX-License-Identifier: MIT
#include "runexport.h"

#include "pictureexport.h"
#include "runbreakdownview.h"
#include "runcalibrationview.h"
#include "runtimelineview.h"
#include "viewregistry.h"

#include "view/viewnames.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tle {

namespace {

QString titleOf(const RunAnalysis& analysis, std::string_view view)
{
    return QStringLiteral("%1 (%2)").arg(QLatin1String(view.data(), qsizetype(view.size())),
        QFileInfo(QString::fromStdString(analysis.run->source)).fileName());
}

template <typename View>
QString exportWith(
    const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size, std::string_view name)
{
    View view;
    view.setAnalysis(analysis);
    return exportPictureOn(
        path, size, [&view, size](QPaintDevice& device, const QRectF&) { return view.renderTo(device, size); },
        titleOf(*analysis, name));
}

} // namespace

QString exportRunView(
    const std::shared_ptr<const RunAnalysis>& analysis, const QString& view, const QString& path, QSize size)
{
    const ViewKind* kind = findViewKind(view.toStdString());
    if (!kind || kind->subject != ViewSubject::Run || !analysis)
        return QCoreApplication::translate("tle::Export", "unknown run view '%1'").arg(view);
    return kind->exportRun(analysis, path, size);
}

QString exportRunTimeline(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)
{
    return exportWith<RunTimelineView>(analysis, path, size, kRunTimelineView);
}

QString exportBreakdown(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)
{
    return exportWith<RunBreakdownView>(analysis, path, size, kBreakdownView);
}

QString exportCalibration(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)
{
    return exportWith<RunCalibrationView>(analysis, path, size, kCalibrationView);
}

} // namespace tle
