// SPDX-License-Identifier: MIT
#include "l1timelineview.h"

#include "chainpalette.h"
#include "emptystate.h"
#include "plotpalette.h"
#include "plotrender.h"

#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

constexpr double kKiB = 1024.0;
const QColor kOverBudget(200, 40, 40);
// Op names label the x axis when each position has at least this many pixels; longer names are cut.
constexpr double kNamedTickPixels = 22;
constexpr int kTickNameLength = 14;
constexpr double kSpillMarkerPixels = 4;
// A click that moved less than this many pixels selects instead of panning.
constexpr int kClickSlop = 4;

} // namespace

// Paints the stacked bands. When several positions fall into one pixel column only the fullest of them is
// drawn, so a frame costs at most one column per pixel however long the schedule is.
class L1BandsPlottable : public QCPAbstractPlottable
{
public:
    L1BandsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
        : QCPAbstractPlottable(keyAxis, valueAxis)
    {
        setSelectable(QCP::stNone);
    }

    void setChart(std::shared_ptr<const L1BandChart> chart) { m_chart = std::move(chart); }

    double selectTest(const QPointF&, bool, QVariant*) const override { return -1; }

    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain) const override
    {
        foundRange = m_chart && m_chart->positions() > 0;
        return foundRange ? QCPRange(-0.5, double(m_chart->positions()) - 0.5) : QCPRange();
    }

    QCPRange getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const override
    {
        foundRange = m_chart != nullptr;
        return QCPRange(0, m_chart ? std::max(1.0, double(m_chart->peak()) / kKiB) : 1.0);
    }

protected:
    void draw(QCPPainter* painter) override
    {
        if (!m_chart || m_chart->positions() == 0)
            return;
        const QCPRange keys = keyAxis()->range();
        const int first = std::max(0, int(std::floor(keys.lower)));
        const int last = std::min(m_chart->positions() - 1, int(std::ceil(keys.upper)));
        if (first > last)
            return;
        const double pixelsPerPosition = std::abs(coordsToPixels(1, 0).x() - coordsToPixels(0, 0).x());
        const int step = pixelsPerPosition >= 1 ? 1 : int(std::ceil(1.0 / std::max(pixelsPerPosition, 1e-9)));
        const bool outline = pixelsPerPosition >= 6;
        painter->setPen(outline ? QPen(QColor(0, 0, 0, 90), 0) : Qt::NoPen);
        for (int start = first; start <= last; start += step) {
            int fullest = start;
            for (int p = start + 1; p < std::min(start + step, last + 1); ++p) {
                if (m_chart->totalAt(p) > m_chart->totalAt(fullest))
                    fullest = p;
            }
            const double left = double(start) - 0.5;
            const double right = double(start + step) - 0.5;
            for (const L1Slot& slot : m_chart->column(fullest)) {
                const L1Band& band = m_chart->bands()[size_t(slot.band)];
                const QPointF a = coordsToPixels(left, double(slot.base) / kKiB);
                const QPointF b = coordsToPixels(right, double(slot.base + band.bytesPerCore) / kKiB);
                painter->setBrush(chainColor(band.chain));
                painter->drawRect(QRectF(a, b).normalized());
            }
        }
    }

    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override
    {
        painter->fillRect(rect, chainColor(0));
    }

private:
    std::shared_ptr<const L1BandChart> m_chart;
};

L1TimelineView::L1TimelineView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    followPalette(*m_plot);
    setObjectName(QStringLiteral("l1Timeline"));
    m_plot->setObjectName(QStringLiteral("l1TimelinePlot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_empty = makeEmptyState(this, QStringLiteral("l1TimelineEmpty"));
    m_empty->setText(tr("The plan's L1 reservations over the schedule show here once a model is planned"));
    layout->addWidget(m_empty);
    m_bands = new L1BandsPlottable(m_plot->xAxis, m_plot->yAxis);
    m_plot->xAxis->setLabel(tr("Schedule position"));
    m_plot->yAxis->setLabel(tr("L1 per core (KiB)"));
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);

    m_budget = new QCPItemStraightLine(m_plot);
    m_budget->setPen(QPen(QColor(200, 40, 40), 1.5, Qt::DashLine));
    m_cursor = new QCPItemStraightLine(m_plot);
    m_cursor->setPen(QPen(QColor(0, 0, 0, 160), 1));
    m_cursor->setVisible(false);
    m_budgetLabel = new QCPItemText(m_plot);
    m_budgetLabel->setBrush(QColor(255, 255, 255, 210));
    m_budgetLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_budgetLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_peak = new QCPItemText(m_plot);
    m_peak->setPositionAlignment(Qt::AlignBottom | Qt::AlignLeft);
    m_peak->setPadding(QMargins(2, 2, 2, 4));
    m_peak->setBrush(QColor(255, 255, 255, 210));
    m_spills = m_plot->addGraph();
    m_spills->setLineStyle(QCPGraph::lsNone);
    m_spills->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangleInverted, QColor(40, 40, 40), 8));
    m_spills->setName(tr("Spills"));
    m_reloads = m_plot->addGraph();
    m_reloads->setLineStyle(QCPGraph::lsNone);
    m_reloads->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, QColor(20, 110, 40), 8));
    m_reloads->setName(tr("Reloads into L1"));

    m_events = m_plot->addGraph();
    m_events->setLineStyle(QCPGraph::lsNone);
    m_events->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QColor(170, 30, 140), 9));
    m_events->setName(tr("Compiler's spill pass"));
    m_events->removeFromLegend();

    m_comparison = m_plot->addGraph();
    m_comparison->setLineStyle(QCPGraph::lsStepCenter);
    m_comparison->setPen(QPen(QColor(230, 120, 0), 2));
    m_comparison->setVisible(false);
    m_comparison->removeFromLegend();
    m_measured = m_plot->addGraph();
    m_measured->setLineStyle(QCPGraph::lsStepLeft);
    m_measured->setPen(QPen(QColor(0, 90, 50), 2));
    m_measured->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0, 90, 50), 4));
    m_measured->setVisible(false);
    m_measured->removeFromLegend();
    // The legend names the other plan's line in compare mode.
    m_bands->removeFromLegend();
    // It sits in a row of its own above the plot, so that it never covers a band, the peak or the budget.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->axisRect()->insetLayout()->simplify();
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setMargins(QMargins(4, 2, 4, 0));
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &L1TimelineView::updateTicks);
    m_plot->installEventFilter(this);
    setMouseTracking(true);
    m_plot->setMouseTracking(true);
    clear();
}

L1TimelineView::~L1TimelineView()
{
    placeLegend(true); // the plot deletes what its layout holds, the legend included
}

void L1TimelineView::placeLegend(bool shown)
{
    QCPLayoutGrid* grid = m_plot->plotLayout();
    const bool placed = m_plot->legend->layout() == grid;
    if (shown && !placed) {
        grid->insertRow(0);
        grid->addElement(0, 0, m_plot->legend);
        grid->setRowStretchFactor(0, 0.001);
    } else if (!shown && placed) {
        grid->take(m_plot->legend);
        grid->simplify();
    }
    m_plot->legend->setVisible(shown);
}

void L1TimelineView::setEmptyText(const QString& text)
{
    m_empty->setText(text);
}

void L1TimelineView::clear()
{
    setChart(nullptr, {}, 0);
}

void L1TimelineView::setChart(std::shared_ptr<const L1BandChart> chart, QStringList opNames, int64_t budgetBytes)
{
    m_chart = std::move(chart);
    m_opNames = std::move(opNames);
    m_eventList.clear();
    m_events->data()->clear();
    m_events->removeFromLegend();
    m_plot->setVisible(m_chart != nullptr);
    m_empty->setVisible(!m_chart);
    m_bands->setChart(m_chart);
    const double budget = double(budgetBytes) / kKiB;
    const double peak = m_chart ? double(m_chart->peak()) / kKiB : 0.0;
    // The budget line shows when the plan comes near it; far below it, the bands get the height and the label
    // says where the budget is.
    const bool budgetInView = budgetBytes > 0 && peak * 1.25 >= budget * 0.5;
    const double top = budgetInView ? std::max(budget, peak) * 1.1 : std::max(1.0, peak * 1.25);
    m_budget->point1->setCoords(0, budget);
    m_budget->point2->setCoords(1, budget);
    m_budget->setVisible(budgetInView);
    m_budgetLabel->setVisible(budgetBytes > 0);
    // Under the line when it is in view (above it, a low plot would crop the text), at the side away from the
    // peak's label.
    const bool peakOnRight = m_chart && m_chart->positions() > 0 && m_chart->peakPosition() > m_chart->positions() / 2;
    m_budgetLabel->position->setCoords(peakOnRight ? 0.005 : 0.995, budgetInView ? budget : top);
    m_budgetLabel->setPositionAlignment((peakOnRight ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    m_budgetLabel->setText(budgetInView ? tr("usable L1 %1").arg(QLocale().formattedDataSize(budgetBytes))
                                        : tr("usable L1 %1 (above)").arg(QLocale().formattedDataSize(budgetBytes)));
    // Red only when the plan goes over the budget; otherwise the label is a plain reference.
    const bool over = budgetBytes > 0 && peak > budget;
    m_budgetLabel->setColor(over ? kOverBudget : palette().color(QPalette::Text));
    m_budget->setPen(QPen(over ? kOverBudget : palette().color(QPalette::Mid), 1.5, Qt::DashLine));
    QVector<double> keys;
    QVector<double> values;
    if (m_chart) {
        for (const L1Band& band : m_chart->bands()) {
            if (!band.spillAt)
                continue;
            // The marker sits on top of the band where it leaves L1.
            const int at = std::clamp(*band.spillAt, band.first, band.last);
            for (const L1Slot& slot : m_chart->column(at)) {
                if (&m_chart->bands()[size_t(slot.band)] == &band) {
                    keys << double(at);
                    values << double(slot.base + band.bytesPerCore) / kKiB;
                }
            }
        }
    }
    m_spills->setData(keys, values);
    // Reloads sit on top of the column where the tensor comes back into L1.
    QVector<double> reloadKeys;
    QVector<double> reloadValues;
    if (m_chart) {
        for (const L1Band& band : m_chart->bands()) {
            for (int at : band.reloadsAt) {
                reloadKeys << double(at);
                reloadValues << double(m_chart->totalAt(std::min(at, m_chart->positions() - 1))) / kKiB;
            }
        }
    }
    m_reloads->setData(reloadKeys, reloadValues);
    m_reloads->removeFromLegend();
    if (!reloadKeys.isEmpty())
        m_reloads->addToLegend();
    const bool hasPeak = m_chart && m_chart->peakPosition() >= 0;
    m_peak->setVisible(hasPeak);
    if (hasPeak) {
        const int p = m_chart->peakPosition();
        m_peak->position->setCoords(double(p), double(m_chart->peak()) / kKiB);
        m_peak->setText(tr("peak %1 at %2")
                            .arg(QLocale().formattedDataSize(m_chart->peak()),
                                p < m_opNames.size() ? m_opNames[p] : QString::number(p)));
    }
    const double positions = m_chart ? std::max(1, m_chart->positions()) : 1;
    m_plot->xAxis->setRange(-0.5, positions - 0.5);
    m_plot->yAxis->setRange(0, top);
    updateTicks();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool L1TimelineView::renderTo(QPaintDevice& device, const QSize& size)
{
    resize(size);
    m_plot->resize(size);
    // A widget never shown gets no resize event: lay the plot out at the picture's size, so that the ticks (op
    // names) and the spill markers are chosen for the pixels the picture has, as on screen.
    m_plot->setViewport(QRect(QPoint(0, 0), size));
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
    updateTicks();
    return renderPlot(*this, *m_plot, device, size);
}

bool L1TimelineView::budgetNoteAlarmed() const
{
    return m_budgetLabel->color() == kOverBudget;
}

void L1TimelineView::setCaption(const QStringList& lines, const QFont& font)
{
    QCPLayoutGrid* grid = m_plot->plotLayout();
    grid->insertRow(0);
    auto* title = new QCPTextElement(m_plot, lines.join(QLatin1Char('\n')), font);
    title->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    title->setMargins(QMargins(8, 4, 8, 4));
    grid->addElement(0, 0, title);
    grid->setRowStretchFactor(0, 0.001);
}

void L1TimelineView::showFullLegend()
{
    m_bands->setName(tr("L1 reservation of a tensor (colour: its chain)"));
    for (QCPAbstractPlottable* plottable : { static_cast<QCPAbstractPlottable*>(m_bands),
             static_cast<QCPAbstractPlottable*>(m_spills), static_cast<QCPAbstractPlottable*>(m_reloads) }) {
        plottable->removeFromLegend();
        plottable->addToLegend();
    }
    placeLegend(true);
}

void L1TimelineView::setComparison(std::shared_ptr<const L1BandChart> other, const QString& name)
{
    QVector<double> keys;
    QVector<double> values;
    if (other) {
        for (int p = 0; p < other->positions(); ++p) {
            keys << double(p);
            values << double(other->totalAt(p)) / kKiB;
        }
    }
    m_comparison->setData(keys, values);
    m_comparison->setName(tr("%1: L1 per core").arg(name));
    m_comparison->setVisible(other != nullptr);
    m_comparison->removeFromLegend();
    if (other)
        m_comparison->addToLegend();
    placeLegend(other != nullptr || m_measured->visible());
    if (other) {
        const double top = double(std::max(other->peak(), m_chart ? m_chart->peak() : 0)) / kKiB;
        if (top * 1.1 > m_plot->yAxis->range().upper)
            m_plot->yAxis->setRange(0, top * 1.2);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void L1TimelineView::setMeasured(const QVector<double>& positions, const QVector<double>& bytes, const QString& name)
{
    QVector<double> kib;
    double top = 0;
    for (double b : bytes) {
        kib << b / kKiB;
        top = std::max(top, b / kKiB);
    }
    m_measured->setData(positions, kib, true);
    m_measured->setName(name);
    m_measured->setVisible(!positions.isEmpty());
    m_measured->removeFromLegend();
    if (!positions.isEmpty())
        m_measured->addToLegend();
    placeLegend(!positions.isEmpty() || m_comparison->visible());
    if (top * 1.1 > m_plot->yAxis->range().upper)
        m_plot->yAxis->setRange(0, top * 1.2);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void L1TimelineView::selectOp(int op)
{
    m_cursor->setVisible(op >= 0);
    m_cursor->point1->setCoords(double(op), 0);
    m_cursor->point2->setCoords(double(op), 1);
    // Queued: a selection or a new plan repaints once, in its own turn of the event loop.
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void L1TimelineView::setVisibleRange(double first, double last)
{
    m_plot->xAxis->setRange(first - 0.5, last + 0.5);
    m_plot->replot();
}

void L1TimelineView::setEvents(std::vector<Event> events)
{
    m_eventList = std::move(events);
    QVector<double> keys;
    QVector<double> values;
    for (const Event& e : m_eventList) {
        keys << double(e.op);
        values << double(e.occupiedBefore) / kKiB;
    }
    m_events->setData(keys, values);
    if (m_eventList.empty())
        m_events->removeFromLegend();
    else if (!m_plot->legend->hasItemWithPlottable(m_events))
        m_events->addToLegend();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString L1TimelineView::describeAt(int position, int64_t bytes) const
{
    if (!m_chart)
        return {};
    QStringList events;
    for (const Event& e : m_eventList) {
        if (e.op == position)
            events << e.text;
    }
    const std::optional<int> b = m_chart->bandAt(position, bytes);
    if (!b)
        return events.join(QLatin1Char('\n'));
    const L1Band& band = m_chart->bands()[size_t(*b)];
    auto name = [this](int op) {
        return op >= 0 && op < m_opNames.size() && !m_opNames[op].isEmpty() ? m_opNames[op]
                                                                            : QStringLiteral("#%1").arg(op);
    };
    QStringList consumers;
    for (int c : band.consumers)
        consumers << name(c);
    QString text = tr("%1 bytes per core, positions %2 to %3\nproduced by %4\nread by %5")
                       .arg(QLocale().toString(qlonglong(band.bytesPerCore)))
                       .arg(band.first)
                       .arg(band.last)
                       .arg(band.producer >= 0 ? name(band.producer) : tr("a function argument"))
                       .arg(consumers.isEmpty() ? tr("nothing") : consumers.join(QStringLiteral(", ")));
    if (band.chain >= 0)
        text += tr("\nchain %1").arg(band.chain);
    if (band.spillAt)
        text += tr("\nspilled after %1").arg(name(*band.spillAt));
    QStringList reloads;
    for (int at : band.reloadsAt)
        reloads << name(at);
    if (!reloads.isEmpty())
        text += tr("\nreloaded into L1 for %1").arg(reloads.join(QStringLiteral(", ")));
    if (!events.isEmpty())
        text += QLatin1Char('\n') + events.join(QLatin1Char('\n'));
    return text;
}

bool L1TimelineView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot || !m_chart)
        return QWidget::eventFilter(watched, event);
    auto positionAndBytes = [this](const QPoint& pixel) {
        const double key = m_plot->xAxis->pixelToCoord(pixel.x());
        const double value = m_plot->yAxis->pixelToCoord(pixel.y());
        return std::pair { int(std::lround(key)), int64_t(value * kKiB) };
    };
    if (event->type() == QEvent::MouseMove) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        const auto [position, bytes] = positionAndBytes(mouse->pos());
        const QString text = describeAt(position, bytes);
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(mouse->globalPosition().toPoint(), text, m_plot);
    } else if (event->type() == QEvent::MouseButtonPress) {
        m_pressedAt = static_cast<QMouseEvent*>(event)->pos();
    } else if (event->type() == QEvent::MouseButtonRelease) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if ((mouse->pos() - m_pressedAt).manhattanLength() < kClickSlop) {
            const auto [position, bytes] = positionAndBytes(mouse->pos());
            if (const std::optional<int> b = m_chart->bandAt(position, bytes))
                emit opClicked(std::max(0, m_chart->bands()[size_t(*b)].producer));
            else if (position >= 0 && position < m_chart->positions())
                emit opClicked(position);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void L1TimelineView::updateTicks()
{
    const QCPRange range = m_plot->xAxis->range();
    const double pixelsPerPosition = double(m_plot->axisRect()->width()) / std::max(range.size(), 1e-9);
    // Spill markers once they no longer pile on each other.
    m_spills->setVisible(pixelsPerPosition >= kSpillMarkerPixels);
    m_reloads->setVisible(pixelsPerPosition >= kSpillMarkerPixels && m_reloads->dataCount() > 0);
    if (pixelsPerPosition >= kNamedTickPixels && !m_opNames.isEmpty()) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        const int first = std::max(0, int(std::ceil(range.lower)));
        const int last = std::min(int(m_opNames.size()) - 1, int(std::floor(range.upper)));
        for (int p = first; p <= last; ++p) {
            const QString& name = m_opNames[p];
            if (name.isEmpty())
                continue;
            ticker->addTick(p, name.size() > kTickNameLength ? name.left(kTickNameLength - 1) + QChar(0x2026) : name);
        }
        m_plot->xAxis->setTicker(ticker);
        m_plot->xAxis->setTickLabelRotation(45);
    } else if (m_plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>()) {
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        m_plot->xAxis->setTickLabelRotation(0);
    }
}

} // namespace tle
