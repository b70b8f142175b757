// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QSizeF>

#include <vector>

class QPainter;

namespace tle {

// What the chain graph's colours and marks mean: a chain's colour, the grey of ops in no chain, a collapsed group,
// a spill and a reshard, in rows no wider than `maxWidth` (one row when it fits). The window draws it in a strip
// under the graph; exports draw it under their caption. `dark` paints it for a dark window.
class ChainGraphLegend
{
    Q_DECLARE_TR_FUNCTIONS(tle::ChainGraphLegend)
public:
    explicit ChainGraphLegend(const QFont& font, double maxWidth = 1e9, bool dark = false);
    QSizeF size() const;
    void paint(QPainter& painter, const QPointF& topLeft) const;

private:
    // Each item's top-left corner relative to the legend's, laid out in rows.
    std::vector<QPointF> placeItems(QSizeF* whole) const;

    QFont m_font;
    double m_maxWidth;
    bool m_dark;
};

} // namespace tle
