// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QSizeF>

class QPainter;

namespace tle {

// What the chain graph's colours and marks mean, in one row: a chain's colour, DRAM grey, a collapsed group, a
// spill and a reshard. The window draws it over the graph's corner; exports draw it under their caption.
class ChainGraphLegend
{
    Q_DECLARE_TR_FUNCTIONS(tle::ChainGraphLegend)
public:
    explicit ChainGraphLegend(const QFont& font);
    QSizeF size() const;
    void paint(QPainter& painter, const QPointF& topLeft) const;

private:
    QFont m_font;
};

} // namespace tle
