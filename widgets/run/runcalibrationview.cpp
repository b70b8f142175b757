// SPDX-License-Identifier: MIT
#include "runcalibrationview.h"

#include "plotpalette.h"
#include "plotrender.h"
#include "runpalette.h"

#include <QLocale>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace tle {

namespace {

// A click picks the nearest point within this many pixels.
constexpr double kPickPixels = 6;

} // namespace

RunCalibrationView::RunCalibrationView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    followPalette(*m_plot);
    setObjectName(QStringLiteral("runCalibration"));
    m_plot->setObjectName(QStringLiteral("runCalibrationPlot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    setLogAxis(m_plot->xAxis, tr("Measured kernel time (µs)"));
    setLogAxis(m_plot->yAxis, tr("Predicted kernel time (µs)"));
    placeLegendBeside(*m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* event) {
        if (const int64_t op = opAt(event->pos()); op >= 0)
            emit opClicked(op);
    });
    setAnalysis(nullptr);
}

RunCalibrationView::~RunCalibrationView() = default;

void RunCalibrationView::setAnalysis(std::shared_ptr<const RunAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    m_plot->clearGraphs();
    double low = 1, high = 1000;
    if (m_analysis && !m_analysis->predictions.empty()) {
        low = 1e300;
        high = 0;
        for (const RunPrediction& p : m_analysis->predictions) {
            low = std::min({ low, p.measuredNs, p.predictedNs });
            high = std::max({ high, p.measuredNs, p.predictedNs });
        }
        low = std::max(low / 1e3 / 1.5, 1e-3);
        high = high / 1e3 * 1.5;
    }
    // The band within 2x of the diagonal: the area between y = x/2 and y = 2x, then the diagonal on top.
    auto line = [this, low, high](double factor, const QPen& pen) {
        QCPGraph* g = m_plot->addGraph();
        g->setData({ low, high }, { low * factor, high * factor });
        g->setPen(pen);
        g->removeFromLegend();
        return g;
    };
    QCPGraph* under = line(0.5, QPen(QColor(0, 114, 178, 120), 1, Qt::DashLine));
    QCPGraph* over = line(2.0, QPen(QColor(0, 114, 178, 120), 1, Qt::DashLine));
    over->setBrush(QColor(0, 114, 178, 28));
    over->setChannelFillGraph(under);
    over->setName(tr("within 2x"));
    over->addToLegend();
    line(1.0, QPen(QColor(0, 114, 178), 1.2));
    if (m_analysis)
        addPoints();
    m_selected = m_plot->addGraph();
    m_selected->setLineStyle(QCPGraph::lsNone);
    m_selected->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 2), Qt::NoBrush, 12));
    m_selected->removeFromLegend();
    m_plot->xAxis->setRange(low, high);
    m_plot->yAxis->setRange(low, high);
    m_title->setText(summaryText());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunCalibrationView::addPoints()
{
    // One graph per family and kind of estimate: filled discs within what calibrated the family, hollow circles
    // where the estimate extrapolates. The legend names each family once and the hollow mark once.
    std::array<std::array<QCPGraph*, 2>, kOpFamilyCount> graphs {};
    bool anyExtrapolated = false;
    for (const RunPrediction& p : m_analysis->predictions) {
        QCPGraph*& g = graphs[size_t(p.family)][p.extrapolated ? 1 : 0];
        if (!g) {
            g = m_plot->addGraph();
            g->setLineStyle(QCPGraph::lsNone);
            QColor color = runFamilyColor(p.family);
            color.setAlpha(200);
            g->setScatterStyle(p.extrapolated
                    ? QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(color, 1.3), Qt::NoBrush, 6)
                    : QCPScatterStyle(QCPScatterStyle::ssDisc, color, color, 5));
            g->setName(runFamilyTitle(p.family));
            g->removeFromLegend();
        }
        g->addData(p.measuredNs / 1e3, p.predictedNs / 1e3);
        anyExtrapolated = anyExtrapolated || p.extrapolated;
    }
    for (int f = 0; f < kOpFamilyCount; ++f) {
        QCPGraph* g = graphs[size_t(f)][0] ? graphs[size_t(f)][0] : graphs[size_t(f)][1];
        if (!g)
            continue;
        // The legend shows the family's colour filled, whichever kind of point it has.
        QCPGraph* key = g;
        if (g == graphs[size_t(f)][1]) {
            key = m_plot->addGraph();
            const QColor color = runFamilyColor(OpFamily(f));
            key->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, color, 5));
            key->setLineStyle(QCPGraph::lsNone);
            key->setName(runFamilyTitle(OpFamily(f)));
        }
        key->addToLegend();
    }
    if (anyExtrapolated) {
        QCPGraph* hollow = m_plot->addGraph();
        hollow->setLineStyle(QCPGraph::lsNone);
        hollow->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(150, 150, 150), 1.3), Qt::NoBrush, 6));
        hollow->setName(tr("hollow: outside the calibration"));
        hollow->addToLegend();
    }
}

QString RunCalibrationView::summaryText() const
{
    if (!m_analysis || m_analysis->accuracy.ops == 0)
        return tr("No device op has both a measured and a predicted time");
    const RunAccuracy& a = m_analysis->accuracy;
    QString text = tr("%1 device ops: %2 within 2x of measured, median error %3x, rank correlation %4")
                       .arg(a.ops)
                       .arg(runShareText(a.within2x), QLocale().toString(std::exp2(a.medianAbsLog2), 'f', 2),
                           QLocale().toString(a.spearman, 'f', 2));
    if (a.pmIdealOps > 0)
        text += tr("; PM IDEAL %1 within 2x").arg(runShareText(a.pmIdealWithin2x));
    return text;
}

void RunCalibrationView::selectOp(int64_t op)
{
    m_selected->data()->clear();
    if (m_analysis) {
        const auto& points = m_analysis->predictions;
        const auto it
            = std::partition_point(points.begin(), points.end(), [op](const RunPrediction& p) { return p.op < op; });
        if (it != points.end() && it->op == op)
            m_selected->addData(it->measuredNs / 1e3, it->predictedNs / 1e3);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

int64_t RunCalibrationView::opAt(const QPoint& pixel) const
{
    if (!m_analysis || !m_plot->axisRect()->rect().contains(pixel))
        return -1;
    int64_t best = -1;
    double bestDistance = kPickPixels * kPickPixels;
    for (const RunPrediction& p : m_analysis->predictions) {
        const double dx = m_plot->xAxis->coordToPixel(p.measuredNs / 1e3) - pixel.x();
        const double dy = m_plot->yAxis->coordToPixel(p.predictedNs / 1e3) - pixel.y();
        if (dx * dx + dy * dy <= bestDistance) {
            bestDistance = dx * dx + dy * dy;
            best = p.op;
        }
    }
    return best;
}

bool RunCalibrationView::renderTo(QPaintDevice& device, const QSize& size, const QString& caption)
{
    return renderPlot(*this, *m_plot, device, size, caption);
}

} // namespace tle
