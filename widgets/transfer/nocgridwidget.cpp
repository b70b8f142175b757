// SPDX-License-Identifier: MIT
#include "nocgridwidget.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

QString unitText(const TransferEndpoint& e)
{
    if (e.kind == TransferEndpoint::Kind::DramBank)
        return NocGridWidget::tr("DRAM bank %1").arg(e.bank);
    return NocGridWidget::tr("core (%1, %2)").arg(e.y).arg(e.x);
}

// Cool to hot: a load's share of the busiest link.
QColor heat(double share)
{
    share = std::clamp(share, 0.0, 1.0);
    return QColor::fromHsvF(0.62 * (1.0 - share), 0.25 + 0.7 * share, 0.95 - 0.25 * share);
}

} // namespace

NocGridWidget::NocGridWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("transferGrid"));
    setMouseTracking(true);
    setMinimumSize(120, 100);
}

void NocGridWidget::setPlan(std::shared_ptr<const TransferPlan> plan)
{
    m_plan = std::move(plan);
    // Without a plan the grid of the last one stays, empty.
    if (m_plan)
        m_model = m_plan->noc;
    update();
}

void NocGridWidget::setNoc(int noc)
{
    m_noc = noc;
    update();
}

QPointF NocGridWidget::Geometry::centre(const NocPoint& p) const
{
    return { grid.left() + (double(p.x) + 0.5) * cell, grid.top() + (double(p.y) + 0.5) * cell };
}

NocGridWidget::Geometry NocGridWidget::geometry(const QRectF& target) const
{
    Geometry g;
    const double w = double(m_model.width);
    const double h = double(m_model.height);
    g.cell = std::max(1.0, std::min((target.width() - 8) / w, (target.height() - 8) / h));
    g.grid = QRectF(target.left() + (target.width() - g.cell * w) / 2,
        target.top() + (target.height() - g.cell * h) / 2, g.cell * w, g.cell * h);
    return g;
}

QLineF NocGridWidget::linkLine(int64_t link, const Geometry& g) const
{
    const NocLink l = m_model.link(link);
    // The two NoCs side by side: NoC 0 a little right and below the routers' centres, NoC 1 left and above.
    const double offset = g.cell * (l.noc == 0 ? 0.12 : -0.12);
    QPointF a = g.centre(l.from);
    QPointF b = g.centre(l.to);
    const bool alongX = l.from.y == l.to.y;
    if (alongX) {
        a.ry() += offset;
        b.ry() += offset;
    } else {
        a.rx() += offset;
        b.rx() += offset;
    }
    // A wrap-around link leaves the grid's edge: drawn as a stub half a cell long.
    if (std::abs(l.from.x - l.to.x) > 1 || std::abs(l.from.y - l.to.y) > 1) {
        const QPointF step = alongX ? QPointF((l.noc == 0 ? 1 : -1) * g.cell * 0.5, 0)
                                    : QPointF(0, (l.noc == 0 ? 1 : -1) * g.cell * 0.5);
        b = a + step;
    }
    return { a, b };
}

std::vector<int64_t> NocGridWidget::arrowLinks() const
{
    std::vector<int64_t> links;
    if (!m_plan)
        return links;
    for (int64_t l = 0; l < int64_t(m_plan->linkBytes.size()); ++l) {
        if (m_plan->linkBytes[size_t(l)] > 0 && shows(m_model.link(l).noc))
            links.push_back(l);
    }
    std::stable_sort(links.begin(), links.end(),
        [this](int64_t a, int64_t b) { return m_plan->linkBytes[size_t(a)] > m_plan->linkBytes[size_t(b)]; });
    // The busiest few, and every link within 90 % of the busiest.
    const int64_t top = links.empty() ? 0 : m_plan->linkBytes[size_t(links.front())];
    size_t keep = 0;
    while (keep < links.size() && (keep < 4 || m_plan->linkBytes[size_t(links[keep])] * 10 >= top * 9) && keep < 24)
        ++keep;
    links.resize(keep);
    return links;
}

void NocGridWidget::paintInto(QPainter& painter, const QRectF& target) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(target, palette().color(QPalette::Base));
    // The scale's line, then the directions, wrapped onto as many lines as the width needs.
    const double width = target.width() - 12;
    // The routers' labels change the painter's font: the legend is measured and drawn in this one.
    const QFont legend = legendFont(painter.font());
    const QFontMetricsF lfm(legend);
    const double height = lfm.height() * 1.1
        + lfm.boundingRect(QRectF(0, 0, width, 1e6), Qt::AlignLeft | Qt::TextWordWrap, directionsText()).height() + 4;
    const QRectF legendRect(target.left() + 6, target.bottom() - height - 2, width, height);
    const Geometry g = geometry(target.adjusted(0, 0, 0, -legendRect.height() - 4));
    const int64_t busiest = paintLinks(painter, g);
    paintRouters(painter, g);
    paintArrows(painter, g);
    paintLegend(painter, legendRect, busiest, legend);
    painter.restore();
}

// Links first, the busiest on top; the routers' boxes then cover their ends, so each shows between routers. Returns
// the busiest link's bytes.
int64_t NocGridWidget::paintLinks(QPainter& painter, const Geometry& g) const
{
    int64_t busiest = 1;
    if (!m_plan)
        return busiest;
    std::vector<int64_t> order;
    for (int64_t l = 0; l < int64_t(m_plan->linkBytes.size()); ++l) {
        if (m_plan->linkBytes[size_t(l)] > 0 && shows(m_model.link(l).noc)) {
            order.push_back(l);
            busiest = std::max(busiest, m_plan->linkBytes[size_t(l)]);
        }
    }
    std::sort(order.begin(), order.end(),
        [this](int64_t a, int64_t b) { return m_plan->linkBytes[size_t(a)] < m_plan->linkBytes[size_t(b)]; });
    for (int64_t l : order) {
        const double share = double(m_plan->linkBytes[size_t(l)]) / double(busiest);
        painter.setPen(QPen(heat(share), std::max(1.5, g.cell * (0.04 + 0.1 * share)), Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(linkLine(l, g));
    }
    return busiest;
}

// Routers: workers by their logical (y, x), DRAM endpoints, and the rest unnamed; those that send or receive are
// filled by their bytes.
void NocGridWidget::paintRouters(QPainter& painter, const Geometry& g) const
{
    const QPalette& pal = palette();
    std::map<std::pair<int64_t, int64_t>, int64_t> load; // router -> bytes sent and received
    int64_t busiestEnd = 1;
    if (m_plan) {
        for (const TransferPlan::Load& l : m_plan->loads) {
            const NocPoint p = routerOf(m_model, l.endpoint, 0);
            int64_t& bytes = load[{ p.x, p.y }];
            bytes += l.sent + l.received;
            busiestEnd = std::max(busiestEnd, bytes);
        }
    }
    std::map<std::pair<int64_t, int64_t>, QString> names;
    for (size_t y = 0; y < m_model.workerRows.size(); ++y)
        for (size_t x = 0; x < m_model.workerColumns.size(); ++x)
            names[{ m_model.workerColumns[x], m_model.workerRows[y] }] = QStringLiteral("%1,%2").arg(y).arg(x);
    for (size_t b = 0; b < m_model.dramEndpoints[0].size(); ++b) {
        const NocPoint p = m_model.dramEndpoints[0][b];
        names[{ p.x, p.y }] = tr("D%1").arg(b);
    }
    QFont font = painter.font();
    font.setPixelSize(std::clamp(int(g.cell * 0.24), 8, 14));
    painter.setFont(font);
    for (int64_t y = 0; y < m_model.height; ++y) {
        for (int64_t x = 0; x < m_model.width; ++x) {
            const QRectF cell(g.grid.left() + double(x) * g.cell, g.grid.top() + double(y) * g.cell, g.cell, g.cell);
            const QRectF box = cell.adjusted(g.cell * 0.2, g.cell * 0.2, -g.cell * 0.2, -g.cell * 0.2);
            const auto name = names.find({ x, y });
            const auto used = load.find({ x, y });
            QColor fill = pal.color(QPalette::AlternateBase);
            if (used != load.end())
                fill = heat(double(used->second) / double(busiestEnd)).lighter(130);
            painter.setPen(QPen(name != names.end() ? pal.color(QPalette::Mid) : pal.color(QPalette::Midlight), 1));
            painter.setBrush(name != names.end() ? fill : pal.color(QPalette::Base));
            painter.drawRoundedRect(box, 2, 2);
            if (name != names.end() && g.cell >= 26) {
                painter.setPen(used != load.end() ? QColor(15, 15, 15) : pal.color(QPalette::Text));
                painter.drawText(box, Qt::AlignCenter, name->second);
            }
        }
    }
}

void NocGridWidget::paintArrows(QPainter& painter, const Geometry& g) const
{
    if (!m_plan)
        return;
    for (int64_t l : arrowLinks()) {
        const QLineF line = linkLine(l, g);
        const double size = std::max(5.0, g.cell * 0.2);
        const QPointF tip = line.pointAt(0.5);
        const QPointF dir = (line.p2() - line.p1()) / std::max(1e-9, line.length());
        const QPointF side(-dir.y(), dir.x());
        QPainterPath head;
        head.moveTo(tip + dir * size * 0.6);
        head.lineTo(tip - dir * size * 0.4 + side * size * 0.5);
        head.lineTo(tip - dir * size * 0.4 - side * size * 0.5);
        head.closeSubpath();
        painter.setPen(QPen(palette().color(QPalette::Base), 1));
        painter.setBrush(palette().color(QPalette::Text));
        painter.drawPath(head);
    }
}

// The colour scale and the NoCs' directions.
void NocGridWidget::paintLegend(QPainter& painter, const QRectF& legendRect, int64_t busiest, const QFont& font) const
{
    painter.setFont(font);
    const QFontMetricsF lfm(font);
    const double barWidth = std::min(160.0, legendRect.width() * 0.25);
    const QRectF bar(legendRect.left(), legendRect.top() + 2, barWidth, lfm.height() * 0.7);
    for (int i = 0; i < int(barWidth); ++i)
        painter.fillRect(QRectF(bar.left() + i, bar.top(), 1.5, bar.height()), heat(double(i) / barWidth));
    painter.setPen(palette().color(QPalette::Text));
    QString scale = tr("link load");
    if (m_plan) {
        const double kib = double(busiest) / 1024.0;
        const QString top = kib >= 1024 ? tr("%1 MiB").arg(kib / 1024.0, 0, 'f', 1) : tr("%1 KiB").arg(kib, 0, 'f', 1);
        scale = tr("link load, 0 to %1; cores by bytes sent and received").arg(top);
    }
    painter.drawText(QRectF(bar.right() + 8, legendRect.top(), legendRect.width() - barWidth - 8, lfm.height()),
        Qt::AlignLeft | Qt::AlignVCenter, scale);
    painter.drawText(QRectF(legendRect.left(), legendRect.top() + lfm.height() * 1.1, legendRect.width(),
                         legendRect.height() - lfm.height() * 1.1),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, directionsText());
}

QFont NocGridWidget::legendFont(const QFont& base)
{
    QFont font(base.family(), -1);
    font.setPixelSize(std::max(10, int(QFontMetricsF(base).height() * 0.8)));
    return font;
}

QString NocGridWidget::directionsText()
{
    return tr("NoC 0: east, then south (right of and below the routers) · NoC 1: north, then west (left "
              "and above) · arrows: the busiest links · cores by logical (y, x) · Dn: DRAM bank n");
}

void NocGridWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintInto(painter, rect());
}

std::optional<NocPoint> NocGridWidget::routerAt(QPointF pos, const QRectF& target) const
{
    const Geometry g = geometry(target);
    if (!g.grid.contains(pos))
        return std::nullopt;
    const int64_t x = int64_t((pos.x() - g.grid.left()) / g.cell);
    const int64_t y = int64_t((pos.y() - g.grid.top()) / g.cell);
    const QPointF c = g.centre({ x, y });
    if (std::abs(pos.x() - c.x()) > g.cell * 0.32 || std::abs(pos.y() - c.y()) > g.cell * 0.32)
        return std::nullopt;
    return NocPoint { std::min(x, m_model.width - 1), std::min(y, m_model.height - 1) };
}

std::optional<int64_t> NocGridWidget::linkAt(QPointF pos, const QRectF& target) const
{
    if (!m_plan)
        return std::nullopt;
    const Geometry g = geometry(target);
    double best = g.cell * 0.12;
    std::optional<int64_t> found;
    for (int64_t l = 0; l < int64_t(m_plan->linkBytes.size()); ++l) {
        if (m_plan->linkBytes[size_t(l)] == 0 || !shows(m_model.link(l).noc))
            continue;
        const QLineF line = linkLine(l, g);
        const QPointF d = line.p2() - line.p1();
        const double len2 = d.x() * d.x() + d.y() * d.y();
        const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(pos - line.p1(), d) / len2, 0.0, 1.0) : 0;
        const QPointF q = line.p1() + d * t;
        const double dist = std::hypot(pos.x() - q.x(), pos.y() - q.y());
        if (dist < best) {
            best = dist;
            found = l;
        }
    }
    return found;
}

QString NocGridWidget::routerText(const NocPoint& router) const
{
    if (!m_plan)
        return {};
    auto at = [this](const TransferEndpoint& e, int noc) { return routerOf(m_model, e, noc); };
    QStringList sends;
    QStringList receives;
    for (const TransferFlow& f : m_plan->flows) {
        if (!shows(f.noc))
            continue;
        if (at(f.from, f.noc) == router)
            sends << tr("%1 to %2 on NoC %3 (%n call(s))", nullptr, int(f.calls))
                         .arg(QLocale().formattedDataSize(f.bytes), unitText(f.to))
                         .arg(f.noc);
        if (at(f.to, f.noc) == router)
            receives << tr("%1 from %2 on NoC %3 (%n call(s))", nullptr, int(f.calls))
                            .arg(QLocale().formattedDataSize(f.bytes), unitText(f.from))
                            .arg(f.noc);
    }
    QString text = tr("Router (%1, %2) at NoC0 coordinates").arg(router.y).arg(router.x);
    constexpr int kLines = 12;
    auto listed = [&](const QString& title, QStringList lines) {
        if (lines.isEmpty())
            return;
        const int more = int(lines.size()) - kLines;
        if (more > 0) {
            lines = lines.mid(0, kLines);
            lines << tr("and %n more", nullptr, more);
        }
        text += QStringLiteral("\n") + title + QStringLiteral("\n  ") + lines.join(QStringLiteral("\n  "));
    };
    listed(tr("Sends:"), sends);
    listed(tr("Receives:"), receives);
    return text;
}

QString NocGridWidget::linkText(int64_t link) const
{
    if (!m_plan)
        return {};
    const NocLink l = m_model.link(link);
    QStringList crossing;
    auto at = [this](const TransferEndpoint& e, int noc) { return routerOf(m_model, e, noc); };
    for (const TransferFlow& f : m_plan->flows) {
        if (f.noc != l.noc)
            continue;
        bool crosses = false;
        m_model.route(
            f.noc, at(f.from, f.noc), at(f.to, f.noc), [&](int64_t hop) { crosses = crosses || hop == link; });
        if (crosses)
            crossing
                << tr("%1 from %2 to %3").arg(QLocale().formattedDataSize(f.bytes), unitText(f.from), unitText(f.to));
    }
    QString text = tr("Link (%1, %2) -> (%3, %4) on NoC %5: %6")
                       .arg(l.from.y)
                       .arg(l.from.x)
                       .arg(l.to.y)
                       .arg(l.to.x)
                       .arg(l.noc)
                       .arg(QLocale().formattedDataSize(m_plan->linkBytes[size_t(link)]));
    const int more = int(crossing.size()) - 12;
    if (more > 0) {
        crossing = crossing.mid(0, 12);
        crossing << tr("and %n more", nullptr, more);
    }
    if (!crossing.isEmpty())
        text += QStringLiteral("\n  ") + crossing.join(QStringLiteral("\n  "));
    return text;
}

bool NocGridWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        QString text;
        if (const auto link = linkAt(help->pos(), rect()))
            text = linkText(*link);
        else if (const auto router = routerAt(help->pos(), rect()))
            text = routerText(*router);
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace tle
