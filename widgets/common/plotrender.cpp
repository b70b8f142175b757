// SPDX-License-Identifier: MIT
#include "plotrender.h"

#include <qcustomplot.h>

namespace tle {

bool renderPlot(QWidget& owner, QCustomPlot& plot, QPaintDevice& device, const QSize& size, const QString& caption)
{
    QCPTextElement* line = nullptr;
    if (!caption.isEmpty()) {
        plot.plotLayout()->insertRow(0);
        QFont font = plot.font();
        font.setBold(true);
        line = new QCPTextElement(&plot, caption, font);
        line->setTextColor(owner.palette().color(QPalette::WindowText));
        plot.plotLayout()->addElement(0, 0, line);
        plot.plotLayout()->setRowStretchFactor(0, 0.001);
    }
    owner.resize(size);
    plot.resize(size);
    QCPPainter painter;
    const bool painted = painter.begin(&device);
    if (painted) {
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        plot.toPainter(&painter, size.width(), size.height());
        painter.end();
    }
    if (line) {
        plot.plotLayout()->remove(line);
        plot.plotLayout()->simplify();
    }
    return painted;
}

void setLogAxis(QCPAxis* axis, const QString& label)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(10);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("gb"));
    axis->setNumberPrecision(0);
    axis->setLabel(label);
}

void placeLegendBeside(QCustomPlot& plot)
{
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->take(plot.legend);
    auto* side = new QCPLayoutGrid;
    plot.plotLayout()->addElement(1, 1, side);
    side->addElement(0, 0, plot.legend);
    side->addElement(1, 0, new QCPLayoutElement(&plot));
    side->setRowStretchFactor(1, 10);
    plot.plotLayout()->setColumnStretchFactor(1, 0.01);
    plot.legend->setBrush(Qt::NoBrush);
    plot.legend->setBorderPen(Qt::NoPen);
}

} // namespace tle
