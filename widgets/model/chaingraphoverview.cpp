// SPDX-License-Identifier: MIT
#include "chaingraphoverview.h"

#include <algorithm>

namespace tle {

namespace {

constexpr double kMaxWidth = 200;
constexpr double kMaxHeight = 320;
constexpr double kMinSide = 48;
constexpr double kInset = 8;

} // namespace

ChainGraphOverview::ChainGraphOverview(const QRectF& graph, const QRectF& visible, const QRectF& area)
    : m_graph(graph)
    , m_visible(visible)
{
    if (graph.isEmpty() || visible.contains(graph))
        return;
    const double maxWidth = std::min(kMaxWidth, area.width() / 4.0);
    const double maxHeight = std::min(kMaxHeight, area.height() * 0.6);
    const double s = std::min(maxWidth / graph.width(), maxHeight / graph.height());
    m_scale = QSizeF(std::max(s, std::min(maxWidth, kMinSide) / graph.width()),
        std::max(s, std::min(maxHeight, kMinSide) / graph.height()));
    const QSizeF size(graph.width() * m_scale.width(), graph.height() * m_scale.height());
    if (size.width() < kInset || size.height() < kInset)
        return;
    m_rect = QRectF(QPointF(area.right() - size.width() - kInset, area.top() + kInset), size);
}

double ChainGraphOverview::reservedWidth(double areaWidth)
{
    return std::min(kMaxWidth, areaWidth / 4.0) + 2 * kInset;
}

QRectF ChainGraphOverview::frame() const
{
    if (m_rect.isEmpty())
        return {};
    return QRectF(m_rect.left() + (m_visible.left() - m_graph.left()) * m_scale.width(),
        m_rect.top() + (m_visible.top() - m_graph.top()) * m_scale.height(), m_visible.width() * m_scale.width(),
        m_visible.height() * m_scale.height())
        .intersected(m_rect);
}

QPointF ChainGraphOverview::scenePoint(const QPointF& widgetPoint) const
{
    if (m_rect.isEmpty())
        return m_graph.center();
    return m_graph.topLeft()
        + QPointF(
            (widgetPoint.x() - m_rect.left()) / m_scale.width(), (widgetPoint.y() - m_rect.top()) / m_scale.height());
}

} // namespace tle
