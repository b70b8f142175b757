// SPDX-License-Identifier: MIT
#include "plotrender.h"

#include <qcustomplot.h>

namespace tle {

bool renderPlot(QWidget& owner, QCustomPlot& plot, QPaintDevice& device, const QSize& size)
{
    owner.resize(size);
    plot.resize(size);
    QCPPainter painter;
    if (!painter.begin(&device))
        return false;
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    plot.toPainter(&painter, size.width(), size.height());
    painter.end();
    return true;
}

} // namespace tle
