// SPDX-License-Identifier: MIT
#include "runexport.h"

#include "pictureexport.h"
#include "runbreakdownview.h"
#include "runcalibrationview.h"
#include "runpalette.h"
#include "runrooflineview.h"
#include "runtimelineview.h"
#include "viewregistry.h"

#include "view/viewinfo.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace tle {

namespace {

QString titleOf(const RunAnalysis& analysis, ViewId view)
{
    const std::string_view name = viewInfo(view).name;
    return QStringLiteral("%1 (%2)").arg(QLatin1String(name.data(), qsizetype(name.size())),
        QFileInfo(QString::fromStdString(analysis.run->source)).fileName());
}

// What a design doc needs beside the picture: the run, its devices, ops and kernel time, and how it was priced.
QString captionOf(const RunAnalysis& analysis)
{
    const RunSummary& s = analysis.summary;
    const QString file = QFileInfo(QString::fromStdString(analysis.run->source)).fileName();
    const QString device = QString::fromStdString(analysis.device.device.name);
    const QString priced = analysis.device.kernel.calibration.empty()
        ? QCoreApplication::translate("tle::Export", "cost model not calibrated")
        : QCoreApplication::translate("tle::Export", "cost model calibrated");
    return QCoreApplication::translate("tle::Export", "%1 · %2 × %3 · %4 device ops · kernel %5 · %6")
        .arg(file, device)
        .arg(std::max<int64_t>(1, s.devices))
        .arg(s.deviceOps)
        .arg(runDurationText(double(s.deviceKernelNs)), priced);
}

template <typename View>
QString exportWith(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size, ViewId id)
{
    View view;
    view.setAnalysis(analysis);
    const QString caption = captionOf(*analysis);
    return exportPictureOn(
        path, size,
        [&view, size, &caption](QPaintDevice& device, const QRectF&) { return view.renderTo(device, size, caption); },
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

QString exportRoofline(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size)
{
    return exportWith<RunRooflineView>(analysis, path, size, ViewId::Roofline);
}

} // namespace tle
