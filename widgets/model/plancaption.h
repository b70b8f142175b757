// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/optimizerresult.h"

#include <QCoreApplication>
#include <QFont>
#include <QString>
#include <QStringList>

class QPainter;
class QRectF;

namespace tle {

// The words that say which plan a view shows and what it costs: the metrics line the Model workspace shows under
// its bar, and the caption a picture of the plan carries (model, function, policy, device; then the metrics).
class PlanCaption
{
    Q_DECLARE_TR_FUNCTIONS(tle::PlanCaption)
public:
    static QString metricsText(const PolicyResult& result);
    // Two lines: what was planned, and its metrics. Empty parts are left out.
    static QStringList lines(
        const PolicyResult& result, const QString& model, const QString& function, const QString& device);

    // The caption's height at `width` and its painting, the first line in bold.
    static double height(const QFont& font);
    // The width the lines need, unelided.
    static double width(const QStringList& lines, const QFont& font);
    static void paint(QPainter& painter, const QRectF& area, const QStringList& lines, const QFont& font);
};

} // namespace tle
