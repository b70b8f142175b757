// SPDX-License-Identifier: MIT
#include "unitnames.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace tle {

QString indexText(std::span<const int64_t> values)
{
    QStringList parts;
    for (int64_t v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

QString unitName(const LayoutProbe& probe, int64_t unit)
{
    // The probes' names have three forms; the coordinates and the memory's name stay as they are.
    const QString name = QString::fromStdString(probe.unitLabel(unit));
    static const QRegularExpression core(QStringLiteral("^core (\\(.*\\))$"));
    static const QRegularExpression bank(QStringLiteral("^(\\w+) bank (\\d+)$"));
    if (const QRegularExpressionMatch m = core.match(name); m.hasMatch())
        return QCoreApplication::translate("tle::UnitNames", "core %1").arg(m.captured(1));
    if (const QRegularExpressionMatch m = bank.match(name); m.hasMatch())
        return QCoreApplication::translate("tle::UnitNames", "%1 bank %2").arg(m.captured(1), m.captured(2));
    if (name == QLatin1String("buffer"))
        return QCoreApplication::translate("tle::UnitNames", "buffer");
    return name;
}

QString elementBrief(const LayoutProbe& probe, std::span<const int64_t> index)
{
    const LayoutProbe::ElementBrief b = probe.elementBrief(index);
    if (b.linearIndex)
        return QCoreApplication::translate("tle::UnitNames", "[%1] at linear index %2")
            .arg(indexText(index))
            .arg(*b.linearIndex);
    QString text
        = QCoreApplication::translate("tle::UnitNames", "[%1] on %2").arg(indexText(index), unitName(probe, b.unit));
    if (b.tile)
        text += QCoreApplication::translate("tle::UnitNames", ", tile (%1)").arg(indexText(*b.tile));
    if (b.page)
        text += QCoreApplication::translate("tle::UnitNames", ", page %1").arg(*b.page);
    if (b.face)
        text += QCoreApplication::translate("tle::UnitNames", ", face %1").arg(*b.face);
    if (b.byteOffset)
        text += QCoreApplication::translate("tle::UnitNames", ", byte %1").arg(*b.byteOffset);
    return text;
}

} // namespace tle
