// SPDX-License-Identifier: MIT
#pragma once

#include "run/runanalysis.h"

#include <QSize>
#include <QString>

#include <memory>

namespace tle {

// Renders the run view called `view` (run-timeline, breakdown, calibration, roofline) of `analysis` to `path` (.svg,
// .png, .pdf) with the window's painting code, atomically. Returns why it failed, or empty.
QString exportRunView(
    const std::shared_ptr<const RunAnalysis>& analysis, const QString& view, const QString& path, QSize size);
// The run views' exports, as the view table names them.
QString exportRunTimeline(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size);
QString exportBreakdown(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size);
QString exportCalibration(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size);
QString exportRoofline(const std::shared_ptr<const RunAnalysis>& analysis, const QString& path, QSize size);

} // namespace tle
