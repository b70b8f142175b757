// SPDX-License-Identifier: MIT
#include "runtimelineview.h"

#include "emptystate.h"
#include "plotpalette.h"
#include "plotrender.h"
#include "runlanesplottable.h"
#include "runpalette.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QToolTip>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

// A click that moved less than this many pixels selects instead of panning.
constexpr int kClickSlop = 4;
// The pointer names the op within this many pixels of it.
constexpr double kHoverSlop = 3;
// Runs longer than this are measured in ms on the axis, else in µs.
constexpr double kMillisecondAxisNs = 20e6;
// The legend names at most this many op codes, the longest-running first.
constexpr size_t kLegendOpCodes = 10;

} // namespace

RunTimelineView::RunTimelineView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    followPalette(*m_plot);
    setObjectName(QStringLiteral("runTimeline"));
    m_plot->setObjectName(QStringLiteral("runTimelinePlot"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_plot, 1);
    m_empty = makeEmptyState(this, QStringLiteral("runTimelineEmpty"));
    m_empty->setText(tr("Open a run to see where its device time went: File > Open or a file dropped on the window "
                        "(a profiler CSV, a report database, a memory_results.json or a folder of them), or "
                        "Samples > Runs"));
    layout->addWidget(m_empty, 1);
    layout->addWidget(buildLaneBar());

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
    m_overviewLanes->setBarNames(false);
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
    m_plot->setFocusPolicy(Qt::StrongFocus);
    setAnalysis(nullptr);
}

QScrollBar* RunTimelineView::buildLaneBar()
{
    m_laneBar = new QScrollBar(Qt::Vertical, this);
    m_laneBar->setObjectName(QStringLiteral("runLaneScroll"));
    m_laneBar->setToolTip(tr("More devices than the timeline has room for: scroll, or drag the lanes up and down"));
    m_laneBar->hide();
    connect(m_laneBar, &QScrollBar::valueChanged, this, [this](int top) {
        const double shown = m_plot->yAxis->range().size();
        m_plot->yAxis->setRange(top, top + shown);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
    connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this](const QCPRange& range) {
        // A vertical drag keeps within the lanes and moves the scroll bar along.
        const double lanes = m_analysis ? double(timeline()->lanes().size()) : 1;
        if (range.size() < lanes && (range.lower < 0 || range.upper > lanes)) {
            const double lower = std::clamp(range.lower, 0.0, lanes - range.size());
            m_plot->yAxis->setRange(lower, lower + range.size());
            return;
        }
        const QSignalBlocker block(m_laneBar);
        m_laneBar->setValue(int(std::lround(range.lower)));
    });
    return m_laneBar;
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
    // No run: what to open, not empty axes.
    m_plot->setVisible(m_analysis != nullptr);
    m_empty->setVisible(!m_analysis);
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
    fitLanes();
    buildLegend();
    updateWindowMarker();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunTimelineView::setColouring(RunColouring colouring)
{
    m_colouring = colouring;
    m_overviewLanes->setColouring(colouring);
    m_detailLanes->setColouring(colouring);
    buildLegend();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

int RunTimelineView::lanesShown() const
{
    const int lanes = m_analysis ? int(timeline()->lanes().size()) : 1;
    // A lane holds a line of text and its margins.
    const int laneHeight = fontMetrics().height() * 2;
    const int height = detailRect()->rect().height() > 0 ? detailRect()->rect().height() : m_plot->height() / 2;
    return std::clamp(height / std::max(1, laneHeight), 1, std::max(1, lanes));
}

void RunTimelineView::fitLanes()
{
    const int lanes = m_analysis ? int(timeline()->lanes().size()) : 1;
    const int shown = lanesShown();
    QCPAxis* axis = m_plot->yAxis;
    const double top = std::clamp(axis->range().lower, 0.0, double(std::max(0, lanes - shown)));
    axis->setRange(shown < lanes ? top : 0, (shown < lanes ? top : 0) + std::max(1, shown < lanes ? shown : lanes));
    detailRect()->setRangeDrag(shown < lanes ? Qt::Horizontal | Qt::Vertical : Qt::Horizontal);
    const QSignalBlocker block(m_laneBar);
    m_laneBar->setRange(0, std::max(0, lanes - shown));
    m_laneBar->setPageStep(shown);
    m_laneBar->setValue(int(std::lround(axis->range().lower)));
    m_laneBar->setVisible(shown < lanes);
}

void RunTimelineView::wrapLegend(int width)
{
    // As many swatches to a row as the widest name leaves room for.
    int widest = 0;
    for (int i = 0; i < m_plot->legend->itemCount(); ++i) {
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(m_plot->legend->item(i)))
            widest = std::max(widest, fontMetrics().horizontalAdvance(item->plottable()->name()));
    }
    const int swatch = widest + m_plot->legend->iconSize().width() + 3 * m_plot->legend->iconTextPadding() + 8;
    m_plot->legend->setWrap(std::max(1, ((width > 0 ? width : this->width()) - 8) / std::max(1, swatch)));
    // Setting the fill order again lays the swatches out by the new wrap.
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
}

void RunTimelineView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    wrapLegend();
    // The detail's height is known once the plot has laid itself out.
    m_plot->plotLayout()->update(QCPLayoutElement::upLayout);
    fitLanes();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunTimelineView::setLaneTicks(QCPAxisRect* rect)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    if (m_analysis) {
        const auto& lanes = timeline()->lanes();
        // With several devices each lane says its own kernel time.
        for (size_t i = 0; i < lanes.size(); ++i) {
            ticker->addTick(double(i) + 0.5,
                lanes.size() > 1 ? tr("device %1 · %2").arg(lanes[i].device).arg(runDurationText(lanes[i].endNs))
                                 : tr("device %1").arg(lanes[i].device));
        }
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
    const auto swatch = [this](const QString& name, const QColor& color) {
        auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setName(name);
        bars->setBrush(color);
        bars->setPen(Qt::NoPen);
    };
    const RunSummary& summary = m_analysis->summary;
    switch (m_colouring) {
    case RunColouring::Family: {
        // The families the run has, the longest-running first.
        std::vector<int> families;
        for (int f = 0; f < kOpFamilyCount; ++f) {
            if (summary.byFamilyOps[size_t(f)] > 0)
                families.push_back(f);
        }
        std::stable_sort(families.begin(), families.end(),
            [&summary](int a, int b) { return summary.byFamilyNs[size_t(a)] > summary.byFamilyNs[size_t(b)]; });
        for (const int f : families)
            swatch(runFamilyTitle(OpFamily(f)), runFamilyColor(OpFamily(f)));
        break;
    }
    case RunColouring::OpCode: {
        const std::vector<int32_t> codes = timeline()->opCodesByTime();
        for (size_t i = 0; i < std::min(codes.size(), kLegendOpCodes); ++i) {
            const std::string& code = timeline()->opCodes()[size_t(codes[i])];
            const std::string_view label = shortOpCode(code);
            swatch(QString::fromUtf8(label.data(), qsizetype(label.size())), runOpCodeColor(code));
        }
        break;
    }
    case RunColouring::LayoutClass:
        // A swatch per class the run has, in the classes' order.
        for (int c = 0; c < kRunClassCount; ++c) {
            if (summary.byClassOps[size_t(c)] > 0)
                swatch(runClassTitle(RunClass(c)), runClassColor(RunClass(c)));
        }
        break;
    }
    wrapLegend();
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
    QString kind = runFamilyTitle(bar.family);
    if (bar.runClass != RunClass::Other)
        kind = tr("%1, layout tax: %2").arg(kind, runClassTitle(bar.runClass));
    QString text = tr("Op %1: %2\n%3, %4 on device %5, from %6")
                       .arg(bar.op)
                       .arg(QString::fromStdString(op.opCode), kind, runDurationText(bar.endNs - bar.startNs))
                       .arg(lane.device)
                       .arg(runDurationText(bar.startNs));
    if (!op.loc.empty())
        text += QLatin1Char('\n') + QString::fromStdString(op.loc);
    return text;
}

void RunTimelineView::setFlow(RunFlow flow)
{
    m_flow = std::move(flow);
    m_detailLanes->setFlow(m_flow);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunTimelineView::setSearchHits(std::vector<int64_t> ops)
{
    m_overviewLanes->setSearchHits(ops);
    m_detailLanes->setSearchHits(std::move(ops));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunTimelineView::selectRange(double fromNs, double toNs)
{
    m_rangeFrom = std::min(fromNs, toNs);
    m_rangeTo = std::max(fromNs, toNs);
    m_overviewLanes->setRange(m_rangeFrom, m_rangeTo);
    m_detailLanes->setRange(m_rangeFrom, m_rangeTo);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    emit rangeSelected(m_rangeFrom, m_rangeTo);
}

bool RunTimelineView::keyPressed(QKeyEvent* event)
{
    // Perfetto's keys: W and S zoom about the middle, A and D pan by a fifth of the window.
    QCPRange range = m_plot->xAxis->range();
    switch (event->key()) {
    case Qt::Key_W:
        m_plot->xAxis->scaleRange(0.8, range.center());
        break;
    case Qt::Key_S:
        m_plot->xAxis->scaleRange(1.25, range.center());
        break;
    case Qt::Key_A:
        m_plot->xAxis->moveRange(-range.size() / 5);
        break;
    case Qt::Key_D:
        m_plot->xAxis->moveRange(range.size() / 5);
        break;
    case Qt::Key_Escape:
        if (m_rangeTo <= m_rangeFrom)
            return false;
        selectRange(0, 0);
        return true;
    default:
        return false;
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    return true;
}

bool RunTimelineView::rangeDrag(QMouseEvent* mouse, QEvent::Type type)
{
    const double atNs = m_plot->xAxis->pixelToCoord(mouse->pos().x()) * m_unitNs;
    if (type == QEvent::MouseButtonPress) {
        if (!(mouse->modifiers() & Qt::ShiftModifier) || mouse->button() != Qt::LeftButton
            || !detailRect()->rect().contains(mouse->pos()))
            return false;
        m_selectingRange = true;
        m_rangeAnchor = atNs;
        return true;
    }
    if (!m_selectingRange)
        return false;
    m_rangeFrom = std::min(m_rangeAnchor, atNs);
    m_rangeTo = std::max(m_rangeAnchor, atNs);
    m_overviewLanes->setRange(m_rangeFrom, m_rangeTo);
    m_detailLanes->setRange(m_rangeFrom, m_rangeTo);
    if (type == QEvent::MouseButtonRelease) {
        m_selectingRange = false;
        selectRange(m_rangeFrom, m_rangeTo);
    } else {
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    return true;
}

bool RunTimelineView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot || !m_analysis)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::KeyPress && keyPressed(static_cast<QKeyEvent*>(event)))
        return true;
    auto* mouse = dynamic_cast<QMouseEvent*>(event);
    if (!mouse)
        return QWidget::eventFilter(watched, event);
    if ((event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseMove
            || event->type() == QEvent::MouseButtonRelease)
        && rangeDrag(mouse, event->type()))
        return true;
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

bool RunTimelineView::renderTo(QPaintDevice& device, const QSize& size, const QString& caption)
{
    // A picture lays the legend out for its own width, not the widget's, and shows every lane.
    wrapLegend(size.width());
    const QCPRange shown = m_plot->yAxis->range();
    m_plot->yAxis->setRange(0, m_analysis ? std::max<double>(1, double(timeline()->lanes().size())) : 1);
    const bool painted = renderPlot(*this, *m_plot, device, size, caption);
    m_plot->yAxis->setRange(shown);
    wrapLegend();
    return painted;
}

} // namespace tle
