// SPDX-License-Identifier: MIT
#include "runlanesplottable.h"

#include "runpalette.h"

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

// A lane's bars fill this much of its height; the rest separates the lanes.
constexpr double kBarTop = 0.12;
constexpr double kBarBottom = 0.88;
// Bars get an outline once they are this wide.
constexpr double kOutlinePixels = 5;
// A bar carries its name once this many pixels of it are free beside the text's padding.
constexpr double kNamePadding = 3;

} // namespace

RunLanesPlottable::RunLanesPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
}

void RunLanesPlottable::setAnalysis(
    std::shared_ptr<const RunAnalysis> analysis, const RunTimeline* timeline, double unitNs)
{
    m_analysis = std::move(analysis);
    m_timeline = m_analysis ? timeline : nullptr;
    m_unitNs = unitNs;
}

void RunLanesPlottable::setSearchHits(std::vector<int64_t> ops)
{
    m_hits = std::move(ops);
    m_hitStarts.assign(m_timeline ? m_timeline->lanes().size() : 0, {});
    for (const int64_t op : m_hits) {
        if (const std::optional<RunBarHit> hit = findOp(op))
            m_hitStarts[hit->lane].push_back(m_timeline->lanes()[hit->lane].bars[hit->bar].startNs);
    }
}

void RunLanesPlottable::setRange(double fromNs, double toNs)
{
    m_rangeFrom = fromNs;
    m_rangeTo = toNs;
}

bool RunLanesPlottable::isHit(int64_t op) const
{
    return std::binary_search(m_hits.begin(), m_hits.end(), op);
}

void RunLanesPlottable::setSelectedOp(int64_t op)
{
    m_selectedOp = op;
}

QCPRange RunLanesPlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = m_timeline && m_timeline->endNs() > 0;
    return foundRange ? QCPRange(0, m_timeline->endNs() / m_unitNs) : QCPRange();
}

QCPRange RunLanesPlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = m_timeline != nullptr;
    return QCPRange(0, m_timeline ? std::max<double>(1, double(m_timeline->lanes().size())) : 1);
}

QRectF RunLanesPlottable::barRect(size_t lane, const RunBar& bar) const
{
    const QPointF a = coordsToPixels(bar.startNs / m_unitNs, double(lane) + kBarTop);
    const QPointF b = coordsToPixels(bar.endNs / m_unitNs, double(lane) + kBarBottom);
    QRectF rect = QRectF(a, b).normalized();
    // Every op stays visible: at least a pixel wide.
    if (rect.width() < 1)
        rect.setWidth(1);
    return rect;
}

void RunLanesPlottable::draw(QCPPainter* painter)
{
    if (!m_timeline)
        return;
    const QCPRange keys = keyAxis()->range();
    const double fromNs = std::max(0.0, keys.lower * m_unitNs);
    const double toNs = keys.upper * m_unitNs;
    if (toNs <= fromNs)
        return;
    // The ranges' shading under the bars, their names over them.
    drawSignposts(painter, fromNs, toNs, false);
    for (size_t lane = 0; lane < m_timeline->lanes().size(); ++lane) {
        drawLane(painter, lane, fromNs, toNs);
        if (!m_hits.empty())
            drawHits(painter, lane, fromNs, toNs);
    }
    if (m_rangeTo > m_rangeFrom) {
        const QRect area = keyAxis()->axisRect()->rect();
        const double x1 = keyAxis()->coordToPixel(m_rangeFrom / m_unitNs);
        const double x2 = keyAxis()->coordToPixel(m_rangeTo / m_unitNs);
        painter->setPen(QPen(QColor(30, 90, 200), 1.5));
        painter->setBrush(QColor(30, 90, 200, 40));
        painter->drawRect(QRectF(QPointF(std::min(x1, x2), area.top()), QPointF(std::max(x1, x2), area.bottom())));
    }
    if (m_signpostLabels)
        drawSignposts(painter, fromNs, toNs, true);
    // The selected op's producers dashed in teal, its consumers dashed in orange, under its own black ring.
    const std::pair<const std::vector<int64_t>*, QColor> flows[]
        = { { &m_flow.producers, QColor(0, 158, 115) }, { &m_flow.consumers, QColor(213, 94, 0) } };
    for (const auto& [ops, color] : flows) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(color, 2, Qt::DashLine));
        for (const int64_t op : *ops) {
            if (const std::optional<RunBarHit> hit = findOp(op))
                painter->drawRect(
                    barRect(hit->lane, m_timeline->lanes()[hit->lane].bars[hit->bar]).adjusted(-2, -2, 2, 2));
        }
    }
    if (const std::optional<RunBarHit> hit = findOp(m_selectedOp)) {
        const RunBar& bar = m_timeline->lanes()[hit->lane].bars[hit->bar];
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(Qt::black, 2));
        painter->drawRect(barRect(hit->lane, bar).adjusted(-2, -2, 2, 2));
    }
}

void RunLanesPlottable::drawLane(QCPPainter* painter, size_t laneIndex, double fromNs, double toNs) const
{
    const RunLane& lane = m_timeline->lanes()[laneIndex];
    const auto [first, last] = RunTimeline::visible(lane, fromNs, toNs);
    const QRect area = keyAxis()->axisRect()->rect();
    const int columns = std::max(1, area.width());
    const bool names = m_barNames
        && std::abs(valueAxis()->coordToPixel(kBarBottom) - valueAxis()->coordToPixel(kBarTop))
            >= QFontMetricsF(painter->font()).height();
    if (last - first <= size_t(columns) / 2) {
        for (size_t i = first; i < last; ++i) {
            const RunBar& bar = lane.bars[i];
            const QRectF rect = barRect(laneIndex, bar);
            QColor fill = colorOf(RunTimeline::keyOf(bar, m_colouring));
            // A search fades what it did not find.
            if (!m_hits.empty() && !isHit(bar.op))
                fill.setAlphaF(0.25f);
            painter->setPen(rect.width() >= kOutlinePixels ? QPen(QColor(0, 0, 0, 110), 0) : QPen(Qt::NoPen));
            painter->setBrush(fill);
            painter->drawRect(rect);
            if (names)
                drawBarName(painter, bar, rect, fill);
        }
        return;
    }
    // Zoomed out: one bin per pixel column of the window.
    const double left = keyAxis()->coordToPixel(fromNs / m_unitNs);
    const double right = keyAxis()->coordToPixel(toNs / m_unitNs);
    const int bins = int(std::clamp(std::ceil(right - left), 1.0, double(RunTimeline::kMaxBins)));
    const double top = valueAxis()->coordToPixel(double(laneIndex) + kBarTop);
    const double bottom = valueAxis()->coordToPixel(double(laneIndex) + kBarBottom);
    const double binWidth = (right - left) / bins;
    painter->setPen(Qt::NoPen);
    const std::vector<RunBin> binned = RunTimeline::bin(lane, fromNs, toNs, bins, m_colouring);
    for (size_t k = 0; k < binned.size(); ++k) {
        if (binned[k].ops == 0 || binned[k].key < 0)
            continue;
        QColor color = colorOf(binned[k].key);
        color.setAlphaF(float(0.35 + 0.65 * std::clamp(binned[k].busy, 0.0, 1.0)));
        painter->setBrush(color);
        painter->drawRect(QRectF(
            left + double(k) * binWidth, std::min(top, bottom), std::max(binWidth, 1.0), std::abs(bottom - top)));
    }
    // The bars wide enough for a name, found longest first.
    if (!names)
        return;
    const double nsPerPixel = (toNs - fromNs) / std::max(1.0, right - left);
    const double shortestNamed = QFontMetricsF(painter->font()).averageCharWidth() * 4 * nsPerPixel;
    for (const uint32_t i : lane.longestFirst) {
        const RunBar& bar = lane.bars[i];
        if (bar.endNs - bar.startNs < shortestNamed)
            break;
        if (bar.endNs <= fromNs || bar.startNs >= toNs)
            continue;
        const QRectF rect = barRect(laneIndex, bar);
        drawBarName(painter, bar, rect, colorOf(RunTimeline::keyOf(bar, m_colouring)));
    }
}

QColor RunLanesPlottable::colorOf(int32_t key) const
{
    switch (m_colouring) {
    case RunColouring::Family:
        return runFamilyColor(OpFamily(std::clamp(key, 0, kOpFamilyCount - 1)));
    case RunColouring::OpCode:
        return m_timeline && key >= 0 && size_t(key) < m_timeline->opCodes().size()
            ? runOpCodeColor(m_timeline->opCodes()[size_t(key)])
            : runFamilyColor(OpFamily::Other);
    case RunColouring::LayoutClass:
        return runClassColor(RunClass(std::clamp(key, 0, kRunClassCount - 1)));
    }
    return runFamilyColor(OpFamily::Other);
}

void RunLanesPlottable::drawBarName(
    QCPPainter* painter, const RunBar& bar, const QRectF& rect, const QColor& fill) const
{
    const QRectF room
        = rect.intersected(QRectF(keyAxis()->axisRect()->rect())).adjusted(kNamePadding, 0, -kNamePadding, 0);
    const QFontMetricsF metrics(painter->font());
    if (room.width() < metrics.averageCharWidth() * 4)
        return;
    const RunOp& op = m_analysis->run->ops[size_t(bar.op)];
    const QString code = QString::fromUtf8(shortOpCode(op.opCode).data(), qsizetype(shortOpCode(op.opCode).size()));
    QString text = code;
    if (!op.loc.empty()) {
        const QString withLoc = QStringLiteral("%1 · %2").arg(code, QString::fromStdString(op.loc));
        if (metrics.horizontalAdvance(withLoc) <= room.width())
            text = withLoc;
    }
    painter->setPen(textColorOn(fill));
    painter->drawText(room, Qt::AlignVCenter | Qt::AlignLeft, metrics.elidedText(text, Qt::ElideRight, room.width()));
}

void RunLanesPlottable::drawHits(QCPPainter* painter, size_t lane, double fromNs, double toNs) const
{
    // A triangle over each hit, at most one a pixel column, so that a zoomed-out view still shows where they are.
    const std::vector<double>& starts = m_hitStarts[lane];
    const double top = std::min(
        valueAxis()->coordToPixel(double(lane) + kBarTop), valueAxis()->coordToPixel(double(lane) + kBarBottom));
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(220, 30, 30));
    double lastX = -1e9;
    for (auto it = std::lower_bound(starts.begin(), starts.end(), fromNs); it != starts.end() && *it < toNs; ++it) {
        const double x = keyAxis()->coordToPixel(*it / m_unitNs);
        if (x - lastX < 1)
            continue;
        lastX = x;
        const QPointF tip[] = { { x, top + 1 }, { x - 3.5, top - 5 }, { x + 3.5, top - 5 } };
        painter->drawPolygon(tip, 3);
    }
}

void RunLanesPlottable::drawSignposts(QCPPainter* painter, double fromNs, double toNs, bool labels) const
{
    const auto& ranges = m_timeline->signposts();
    const auto firstVisible = std::partition_point(
        ranges.begin(), ranges.end(), [fromNs](const RunSignpostRange& r) { return r.endNs <= fromNs; });
    const QRect area = keyAxis()->axisRect()->rect();
    const QFontMetrics metrics(painter->font());
    double lastLabelEnd = -1e9;
    int shade = 0;
    for (auto it = firstVisible; it != ranges.end() && it->startNs < toNs; ++it, ++shade) {
        const double x1 = keyAxis()->coordToPixel(it->startNs / m_unitNs);
        const double x2 = keyAxis()->coordToPixel(it->endNs / m_unitNs);
        if (x2 - x1 < 1)
            continue;
        if (!labels) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(shade % 2 == 0 ? QColor(60, 90, 160, 22) : QColor(60, 90, 160, 10));
            painter->drawRect(QRectF(x1, area.top(), x2 - x1, area.height()));
            painter->setPen(QPen(QColor(60, 90, 160, 140), 0, Qt::DashLine));
            painter->drawLine(QPointF(x1, area.top()), QPointF(x1, area.bottom()));
            continue;
        }
        const QString name = it->occurrence > 1
            ? QStringLiteral("%1 #%2").arg(QString::fromStdString(it->name)).arg(it->occurrence)
            : QString::fromStdString(it->name);
        const double labelLeft = std::max(x1, double(area.left())) + 3;
        const double room = std::min(x2, double(area.right())) - labelLeft - 3;
        if (room < 24 || labelLeft < lastLabelEnd)
            continue;
        const QString shown = metrics.elidedText(name, Qt::ElideRight, int(room));
        const QRectF box(labelLeft - 2, area.top() + 1, metrics.horizontalAdvance(shown) + 4, metrics.height());
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 210));
        painter->drawRect(box);
        painter->setPen(QColor(40, 60, 120));
        painter->drawText(QPointF(labelLeft, area.top() + 1 + metrics.ascent()), shown);
        lastLabelEnd = labelLeft + metrics.horizontalAdvance(shown) + 6;
    }
}

void RunLanesPlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->fillRect(rect, colorOf(-1));
}

std::optional<RunBarHit> RunLanesPlottable::barAt(const QPointF& pixel, double slopPixels) const
{
    if (!m_timeline)
        return std::nullopt;
    const double value = valueAxis()->pixelToCoord(pixel.y());
    if (value < 0)
        return std::nullopt;
    const size_t lane = size_t(value);
    const auto& lanes = m_timeline->lanes();
    if (lane >= lanes.size())
        return std::nullopt;
    const double atNs = keyAxis()->pixelToCoord(pixel.x()) * m_unitNs;
    const double slopNs = std::abs(keyAxis()->pixelToCoord(pixel.x() + slopPixels) * m_unitNs - atNs);
    const auto [first, last] = RunTimeline::visible(lanes[lane], atNs - slopNs, atNs + slopNs);
    std::optional<RunBarHit> best;
    double bestDistance = 0;
    for (size_t i = first; i < last; ++i) {
        const RunBar& bar = lanes[lane].bars[i];
        const double distance = atNs < bar.startNs ? bar.startNs - atNs : atNs > bar.endNs ? atNs - bar.endNs : 0;
        if (!best || distance < bestDistance) {
            best = RunBarHit { lane, i };
            bestDistance = distance;
        }
    }
    return best;
}

std::optional<RunBarHit> RunLanesPlottable::findOp(int64_t op) const
{
    if (!m_timeline || op < 0)
        return std::nullopt;
    const auto& lanes = m_timeline->lanes();
    for (size_t lane = 0; lane < lanes.size(); ++lane) {
        // Bars are in run order, so their op indices ascend.
        const auto& bars = lanes[lane].bars;
        const auto it = std::partition_point(bars.begin(), bars.end(), [op](const RunBar& b) { return b.op < op; });
        if (it != bars.end() && it->op == op)
            return RunBarHit { lane, size_t(it - bars.begin()) };
    }
    return std::nullopt;
}

} // namespace tle
