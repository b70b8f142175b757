// SPDX-License-Identifier: MIT
#include "runrooflineview.h"

#include "plotpalette.h"
#include "plotrender.h"
#include "runpalette.h"

#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

// A click or hover picks the nearest point within this many pixels.
constexpr double kPickPixels = 6;
// The axes show throughput in GFLOP/s.
constexpr double kGiga = 1e9;

} // namespace

RunRooflineView::RunRooflineView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    followPalette(*m_plot);
    setObjectName(QStringLiteral("runRoofline"));
    m_plot->setObjectName(QStringLiteral("runRooflinePlot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    setLogAxis(m_plot->xAxis, tr("Arithmetic intensity (flops per byte moved)"));
    setLogAxis(m_plot->yAxis, tr("Throughput reached (GFLOP/s)"));
    placeLegendBeside(*m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* event) {
        if (const int64_t op = opAt(event->pos()); op >= 0)
            emit opClicked(op);
    });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const int64_t op = opAt(event->pos());
        if (op < 0 || !m_analysis) {
            QToolTip::hideText();
            return;
        }
        const RunOp& run = m_analysis->run->ops[size_t(op)];
        QToolTip::showText(event->globalPosition().toPoint(),
            tr("Op %1: %2\n%3")
                .arg(op)
                .arg(QString::fromStdString(run.opCode), runDurationText(double(run.kernelNs.value_or(0)))),
            m_plot);
    });
    setAnalysis(nullptr);
}

RunRooflineView::~RunRooflineView() = default;

void RunRooflineView::setAnalysis(std::shared_ptr<const RunAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    m_roofline = m_analysis ? runRoofline(*m_analysis) : RunRoofline {};
    m_plot->clearGraphs();
    m_plot->clearItems();
    double xLow = 0.1, xHigh = 1e4, yLow = 1, yHigh = 1e5;
    if (!m_roofline.points.empty()) {
        xLow = yLow = 1e300;
        xHigh = yHigh = 0;
        for (const RunRooflinePoint& p : m_roofline.points) {
            xLow = std::min(xLow, p.intensity);
            xHigh = std::max(xHigh, p.intensity);
            yLow = std::min(yLow, p.flopsPerSecond / kGiga);
            yHigh = std::max(yHigh, p.flopsPerSecond / kGiga);
        }
        xLow /= 2;
        xHigh *= 2;
        yLow /= 2;
    }
    if (m_analysis)
        yHigh = std::max(yHigh, m_roofline.roofs.computeFlopsPerSecond[0] / kGiga) * 2;
    addRoofs(xLow, xHigh);
    if (m_analysis)
        addPoints();
    m_selected = m_plot->addGraph();
    m_selected->setLineStyle(QCPGraph::lsNone);
    m_selected->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 2), Qt::NoBrush, 12));
    m_selected->removeFromLegend();
    m_plot->xAxis->setRange(xLow, xHigh);
    m_plot->yAxis->setRange(yLow, yHigh);
    m_title->setText(summaryText());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunRooflineView::addRoofs(double xLow, double xHigh)
{
    if (!m_analysis)
        return;
    const RunRoofs& roofs = m_roofline.roofs;
    const double peak = roofs.computeFlopsPerSecond[0];
    // A bandwidth ceiling rises with intensity until it meets the fastest compute ceiling.
    const auto slope = [&](double bytesPerSecond, const QColor& color, const QString& name) {
        const double ridge = std::clamp(peak / bytesPerSecond, xLow, xHigh);
        QCPGraph* g = m_plot->addGraph();
        g->setData({ xLow, ridge }, { bytesPerSecond * xLow / kGiga, bytesPerSecond * ridge / kGiga });
        g->setPen(QPen(color, 1.6));
        g->setName(name);
    };
    slope(roofs.dramBytesPerSecond, QColor(213, 94, 0),
        tr("DRAM ceiling (%1 GB/s)").arg(roofs.dramBytesPerSecond / 1e9, 0, 'f', 0));
    slope(roofs.l1BytesPerSecond, QColor(0, 158, 115),
        tr("L1 ceiling (%1 TB/s over %2 cores)").arg(roofs.l1BytesPerSecond / 1e12, 0, 'f', 1).arg(roofs.cores));
    for (size_t f = 0; f < roofs.computeFlopsPerSecond.size(); ++f) {
        const double y = roofs.computeFlopsPerSecond[f] / kGiga;
        QCPGraph* g = m_plot->addGraph();
        g->setData({ xLow, xHigh }, { y, y });
        g->setPen(QPen(QColor(0, 114, 178), f == 0 ? 1.6 : 1.0, f == 0 ? Qt::SolidLine : Qt::DashLine));
        g->removeFromLegend();
        auto* label = new QCPItemText(m_plot);
        // Close on a log axis, so each label sits further left than the one above it.
        label->position->setCoords(xHigh / std::pow(xHigh / xLow, 0.22 * double(f)), y);
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        label->setText(tr("%1 peak").arg(QString::fromUtf8(fidelityName(f).data(), qsizetype(fidelityName(f).size()))));
        label->setColor(QColor(0, 114, 178));
        label->setPadding(QMargins(2, 0, 4, 1));
    }
    m_plot->graph(m_plot->graphCount() - int(roofs.computeFlopsPerSecond.size()))
        ->setName(tr("Matrix engine peak by fidelity"));
    m_plot->graph(m_plot->graphCount() - int(roofs.computeFlopsPerSecond.size()))->addToLegend();
}

void RunRooflineView::addPoints()
{
    std::array<QCPGraph*, kOpFamilyCount> graphs {};
    for (const RunRooflinePoint& p : m_roofline.points) {
        QCPGraph*& g = graphs[size_t(p.family)];
        if (!g) {
            g = m_plot->addGraph();
            g->setLineStyle(QCPGraph::lsNone);
            QColor color = runFamilyColor(p.family);
            color.setAlpha(200);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, color, 6));
            g->setName(runFamilyTitle(p.family));
        }
        g->addData(p.intensity, p.flopsPerSecond / kGiga);
    }
}

QString RunRooflineView::summaryText() const
{
    if (!m_analysis || m_analysis->predictions.empty())
        return tr("No device op was priced, so none has a place on the roofline");
    QStringList parts;
    for (size_t b = 0; b < m_roofline.shareByBound.size(); ++b) {
        if (m_roofline.nsByBound[b] > 0)
            parts << tr("%1 %2").arg(
                QString::fromUtf8(toString(Bound(b)).data()), runShareText(m_roofline.shareByBound[b]));
    }
    return tr("Measured time by bound: %1 · %Ln ops without arithmetic left out", nullptr, int(m_roofline.withoutFlops))
        .arg(parts.join(QStringLiteral(", ")));
}

void RunRooflineView::selectOp(int64_t op)
{
    m_selected->data()->clear();
    const auto& points = m_roofline.points;
    const auto it
        = std::partition_point(points.begin(), points.end(), [op](const RunRooflinePoint& p) { return p.op < op; });
    if (it != points.end() && it->op == op)
        m_selected->addData(it->intensity, it->flopsPerSecond / kGiga);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

int64_t RunRooflineView::opAt(const QPoint& pixel) const
{
    if (!m_plot->axisRect()->rect().contains(pixel))
        return -1;
    int64_t best = -1;
    double bestDistance = kPickPixels * kPickPixels;
    for (const RunRooflinePoint& p : m_roofline.points) {
        const double dx = m_plot->xAxis->coordToPixel(p.intensity) - pixel.x();
        const double dy = m_plot->yAxis->coordToPixel(p.flopsPerSecond / kGiga) - pixel.y();
        if (dx * dx + dy * dy <= bestDistance) {
            bestDistance = dx * dx + dy * dy;
            best = p.op;
        }
    }
    return best;
}

bool RunRooflineView::renderTo(QPaintDevice& device, const QSize& size, const QString& caption)
{
    return renderPlot(*this, *m_plot, device, size, caption);
}

} // namespace tle
