// SPDX-License-Identifier: MIT
#include "plancaption.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace tle {

namespace {

constexpr double kPadding = 6;

} // namespace

QString PlanCaption::metricsText(const PolicyResult& result)
{
    const PolicyMetrics& m = result.metrics;
    const QLocale locale;
    return tr("%1: %2 µs estimated, %3, %4, %5 DRAM traffic, L1 peak %6 per core")
        .arg(QString::fromStdString(result.policy), locale.toString(m.estimatedTimeUs, 'f', 1),
            tr("%Ln reshards", nullptr, m.reshardCount), tr("%Ln spills", nullptr, m.spillCount),
            locale.formattedDataSize(m.dramTrafficBytes), locale.formattedDataSize(m.l1PeakBytesPerCore));
}

QStringList PlanCaption::lines(
    const PolicyResult& result, const QString& model, const QString& function, const QString& device)
{
    QStringList what;
    for (const QString& part : { model, function, QString::fromStdString(result.policy), device }) {
        if (!part.isEmpty())
            what << part;
    }
    return { what.join(QStringLiteral(" · ")), metricsText(result) };
}

double PlanCaption::height(const QFont& font)
{
    return 2 * QFontMetricsF(font).height() + 2 * kPadding;
}

double PlanCaption::width(const QStringList& lines, const QFont& font)
{
    QFont bold = font;
    bold.setBold(true);
    double widest = 0;
    for (int i = 0; i < lines.size(); ++i)
        widest = std::max(widest, QFontMetricsF(i == 0 ? bold : font).horizontalAdvance(lines[i]));
    return widest + 2 * kPadding;
}

void PlanCaption::paint(QPainter& painter, const QRectF& area, const QStringList& lines, const QFont& font)
{
    painter.save();
    const double line = QFontMetricsF(font).height();
    double y = area.top() + kPadding;
    for (int i = 0; i < lines.size(); ++i) {
        QFont f = font;
        f.setBold(i == 0);
        painter.setFont(f);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(area.left() + kPadding, y, area.width() - 2 * kPadding, line),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(f).elidedText(lines[i], Qt::ElideRight, area.width() - 2 * kPadding));
        y += line;
    }
    painter.restore();
}

} // namespace tle
