// SPDX-License-Identifier: MIT
#include "unitnames.h"

#include <QCoreApplication>
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
    // The coordinates and the memory's name stay as they are.
    const UnitId id = probe.unitId(unit);
    switch (id.kind) {
    case UnitKind::Core:
        return QCoreApplication::translate("tle::UnitNames", "core %1")
            .arg(QStringLiteral("(%1)").arg(indexText(id.coordinates)));
    case UnitKind::Bank:
        return QCoreApplication::translate("tle::UnitNames", "%1 bank %2")
            .arg(QString::fromStdString(id.memory), indexText(id.coordinates));
    case UnitKind::Memory:
        break;
    }
    return QCoreApplication::translate("tle::UnitNames", "buffer");
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
