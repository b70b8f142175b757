// SPDX-License-Identifier: MIT
#include "runtimelineview.h"

#include "plotpalette.h"
#include "plotrender.h"
#include "runlanesplottable.h"
#include "runpalette.h"

#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace tle {

namespace {

// A click that moved less than this many pixels selects instead of panning.
constexpr int kClickSlop = 4;
// The pointer names the op within this many pixels of it.
constexpr double kHoverSlop = 3;
// Runs longer than this are measured in ms on the axis, else in µs.
constexpr double kMillisecondAxisNs = 20e6;

} // namespace

RunTimelineView::RunTimelineView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    followPalette(*m_plot);
    setObjectName(QStringLiteral("runTimeline"));
    m_plot->setObjectName(QStringLiteral("runTimelinePlot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    // Rows: the legend, the overview, the detail; the axes of both plots line up through a margin group.
    QCPLayoutGrid* grid = m_plot->plotLayout();
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_overviewRect = new QCPAxisRect(m_plot);
    grid->insertRow(0);
    grid->addElement(0, 0, m_overviewRect);
    grid->insertRow(0);
    grid->addElement(0, 0, m_plot->legend);
    grid->setRowStretchFactors({ 0.001, 0.22, 1.0 });
    grid->setRowSpacing(2);
    auto* margins = new QCPMarginGroup(m_plot);
    m_overviewRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    detailRect()->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setMargins(QMargins(4, 2, 4, 0));

    m_overviewLanes
        = new RunLanesPlottable(m_overviewRect->axis(QCPAxis::atBottom), m_overviewRect->axis(QCPAxis::atLeft));
    m_overviewLanes->setSignpostLabels(false);
    m_overviewLanes->removeFromLegend();
    m_detailLanes = new RunLanesPlottable(m_plot->xAxis, m_plot->yAxis);
    m_detailLanes->removeFromLegend();
    for (QCPAxisRect* rect : { m_overviewRect, detailRect() })
        rect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    m_overviewRect->axis(QCPAxis::atBottom)->setTickLabels(false);
    m_overviewRect->axis(QCPAxis::atLeft)->setTickLabels(false);
    m_overviewRect->setRangeDrag({});
    m_overviewRect->setRangeZoom({});
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    detailRect()->setRangeDrag(Qt::Horizontal);
    detailRect()->setRangeZoom(Qt::Horizontal);

    m_window = new QCPItemRect(m_plot);
    m_window->setClipAxisRect(m_overviewRect);
    m_window->topLeft->setAxes(m_overviewRect->axis(QCPAxis::atBottom), m_overviewRect->axis(QCPAxis::atLeft));
    m_window->bottomRight->setAxes(m_overviewRect->axis(QCPAxis::atBottom), m_overviewRect->axis(QCPAxis::atLeft));
    m_window->setPen(QPen(QColor(20, 20, 20), 1.5));
    m_window->setBrush(QColor(20, 20, 20, 30));
    connect(
        m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &RunTimelineView::updateWindowMarker);
    m_plot->installEventFilter(this);
    m_plot->setMouseTracking(true);
    setAnalysis(nullptr);
}

RunTimelineView::~RunTimelineView() = default;

QCPAxisRect* RunTimelineView::detailRect() const
{
    return m_plot->axisRect(0) == m_overviewRect ? m_plot->axisRect(1) : m_plot->axisRect(0);
}

const RunTimeline* RunTimelineView::timeline() const
{
    return !m_analysis ? nullptr : m_gaps ? &m_analysis->timelineWithGaps : &m_analysis->timeline;
}

void RunTimelineView::setShowGaps(bool shown)
{
    if (shown == m_gaps)
        return;
    m_gaps = shown;
    setAnalysis(m_analysis);
}

void RunTimelineView::setAnalysis(std::shared_ptr<const RunAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    const double endNs = m_analysis ? std::max(1.0, timeline()->endNs()) : 1.0;
    m_unitNs = endNs > kMillisecondAxisNs ? 1e6 : 1e3;
    m_overviewLanes->setAnalysis(m_analysis, timeline(), m_unitNs);
    m_detailLanes->setAnalysis(m_analysis, timeline(), m_unitNs);
    if (m_gaps)
        m_plot->xAxis->setLabel(
            m_unitNs == 1e6 ? tr("Device time with op-to-op gaps (ms)") : tr("Device time with op-to-op gaps (µs)"));
    else
        m_plot->xAxis->setLabel(
            m_unitNs == 1e6 ? tr("Kernel time, ops back to back (ms)") : tr("Kernel time, ops back to back (µs)"));
    const double lanes = m_analysis ? std::max<double>(1, double(timeline()->lanes().size())) : 1;
    for (QCPAxisRect* rect : { m_overviewRect, detailRect() }) {
        rect->axis(QCPAxis::atBottom)->setRange(0, endNs / m_unitNs);
        rect->axis(QCPAxis::atLeft)->setRange(0, lanes);
        setLaneTicks(rect);
    }
    buildLegend();
    updateWindowMarker();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunTimelineView::setLaneTicks(QCPAxisRect* rect)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    if (m_analysis) {
        const auto& lanes = timeline()->lanes();
        for (size_t i = 0; i < lanes.size(); ++i)
            ticker->addTick(double(i) + 0.5, tr("device %1").arg(lanes[i].device));
    }
    QCPAxis* axis = rect->axis(QCPAxis::atLeft);
    axis->setTicker(ticker);
    axis->setSubTicks(false);
    axis->setTickLength(0);
    axis->grid()->setVisible(false);
}

void RunTimelineView::buildLegend()
{
    for (int i = m_plot->plottableCount() - 1; i >= 0; --i) {
        if (auto* bars = qobject_cast<QCPBars*>(m_plot->plottable(i)))
            m_plot->removePlottable(bars);
    }
    if (!m_analysis) {
        m_plot->legend->setVisible(false);
        return;
    }
    // A swatch per class the run has, in the classes' order.
    for (int c = 0; c < kRunClassCount; ++c) {
        if (m_analysis->summary.byClassOps[size_t(c)] == 0)
            continue;
        auto* swatch = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        swatch->setName(runClassTitle(RunClass(c)));
        swatch->setBrush(runClassColor(RunClass(c)));
        swatch->setPen(Qt::NoPen);
    }
    m_plot->legend->setVisible(true);
}

void RunTimelineView::updateWindowMarker()
{
    const QCPRange range = m_plot->xAxis->range();
    const double lanes = m_overviewRect->axis(QCPAxis::atLeft)->range().upper;
    m_window->topLeft->setCoords(range.lower, 0);
    m_window->bottomRight->setCoords(range.upper, lanes);
}

void RunTimelineView::selectOp(int64_t op)
{
    m_overviewLanes->setSelectedOp(op);
    m_detailLanes->setSelectedOp(op);
    if (const std::optional<RunBarHit> hit = m_detailLanes->findOp(op)) {
        const RunBar& bar = timeline()->lanes()[hit->lane].bars[hit->bar];
        const QCPRange range = m_plot->xAxis->range();
        if (bar.endNs / m_unitNs < range.lower || bar.startNs / m_unitNs > range.upper)
            centreDetailAt((bar.startNs + bar.endNs) / 2 / m_unitNs);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunTimelineView::centreDetailAt(double key)
{
    const double half = m_plot->xAxis->range().size() / 2;
    m_plot->xAxis->setRange(key - half, key + half);
}

void RunTimelineView::setVisibleRange(double fromNs, double toNs)
{
    m_plot->xAxis->setRange(fromNs / m_unitNs, toNs / m_unitNs);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

std::pair<double, double> RunTimelineView::visibleRange() const
{
    const QCPRange range = m_plot->xAxis->range();
    return { range.lower * m_unitNs, range.upper * m_unitNs };
}

QString RunTimelineView::describeAt(const QPoint& pixel) const
{
    if (!m_analysis || !detailRect()->rect().contains(pixel))
        return {};
    const std::optional<RunBarHit> hit = m_detailLanes->barAt(pixel, kHoverSlop);
    if (!hit)
        return {};
    const RunLane& lane = timeline()->lanes()[hit->lane];
    const RunBar& bar = lane.bars[hit->bar];
    const RunOp& op = m_analysis->run->ops[size_t(bar.op)];
    QString text = tr("Op %1: %2\n%3, %4 on device %5, from %6")
                       .arg(bar.op)
                       .arg(QString::fromStdString(op.opCode), runClassTitle(bar.runClass),
                           runDurationText(bar.endNs - bar.startNs))
                       .arg(lane.device)
                       .arg(runDurationText(bar.startNs));
    if (!op.loc.empty())
        text += QLatin1Char('\n') + QString::fromStdString(op.loc);
    return text;
}

bool RunTimelineView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot || !m_analysis)
        return QWidget::eventFilter(watched, event);
    auto* mouse = dynamic_cast<QMouseEvent*>(event);
    if (!mouse)
        return QWidget::eventFilter(watched, event);
    const bool inOverview = m_overviewRect->rect().contains(mouse->pos());
    const double overviewKey = m_overviewRect->axis(QCPAxis::atBottom)->pixelToCoord(mouse->pos().x());
    switch (event->type()) {
    case QEvent::MouseMove:
        if (m_draggingOverview) {
            centreDetailAt(overviewKey);
            m_plot->replot(QCustomPlot::rpQueuedReplot);
            return true;
        }
        if (const QString text = describeAt(mouse->pos()); !text.isEmpty())
            QToolTip::showText(mouse->globalPosition().toPoint(), text, m_plot);
        else
            QToolTip::hideText();
        break;
    case QEvent::MouseButtonPress:
        m_pressedAt = mouse->pos();
        if (inOverview && mouse->button() == Qt::LeftButton) {
            m_draggingOverview = true;
            centreDetailAt(overviewKey);
            m_plot->replot(QCustomPlot::rpQueuedReplot);
            return true;
        }
        break;
    case QEvent::MouseButtonRelease:
        if (m_draggingOverview) {
            m_draggingOverview = false;
            return true;
        }
        if ((mouse->pos() - m_pressedAt).manhattanLength() < kClickSlop) {
            if (const std::optional<RunBarHit> hit = m_detailLanes->barAt(mouse->pos(), kHoverSlop))
                emit opClicked(timeline()->lanes()[hit->lane].bars[hit->bar].op);
        }
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

bool RunTimelineView::renderTo(QPaintDevice& device, const QSize& size)
{
    return renderPlot(*this, *m_plot, device, size);
}

} // namespace tle
