// SPDX-License-Identifier: MIT
#include "flowlayout.h"

#include <QWidget>

namespace tle {

FlowLayout::FlowLayout(QWidget* parent, int spacing)
    : QLayout(parent)
    , m_spacing(spacing)
{ }

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
}

void FlowLayout::insertWidget(int index, QWidget* widget)
{
    addChildWidget(widget);
    auto* item = new QWidgetItem(widget);
    if (index < 0 || index > m_items.size())
        index = int(m_items.size());
    m_items.insert(index, item);
    if (m_stretchAt >= 0 && index <= m_stretchAt)
        ++m_stretchAt;
    invalidate();
}

void FlowLayout::addStretch()
{
    m_stretchAt = int(m_items.size());
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    if (m_stretchAt > index)
        --m_stretchAt;
    return m_items.takeAt(index);
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : m_items) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    int width = 0;
    int height = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width() + m_spacing;
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return { width + m.left() + m.right(), height + m.top() + m.bottom() };
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

// Places the items in lines (when `apply`) and returns the height they take. Items from the stretch on are
// moved to the right end of each line they share with the items before it.
int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    struct Placed
    {
        QLayoutItem* item;
        QRect geometry;
        int line;
    };
    std::vector<Placed> placed;
    int x = area.x();
    int y = area.y();
    int lineHeight = 0;
    int line = 0;
    for (int i = 0; i < m_items.size(); ++i) {
        QLayoutItem* item = m_items[i];
        if (item->isEmpty())
            continue;
        const QSize size = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
        if (x > area.x() && x + size.width() > area.right() + 1) {
            x = area.x();
            y += lineHeight + m_spacing;
            lineHeight = 0;
            ++line;
        }
        placed.push_back({ item, QRect(QPoint(x, y), size), line });
        x += size.width() + m_spacing;
        lineHeight = std::max(lineHeight, size.height());
    }
    m_lines = line + 1;
    if (apply) {
        // Right-align the stretched items of each line, and centre every item on its line's height.
        std::vector<int> lineRight(size_t(line + 1), area.x());
        std::vector<int> lineTop(size_t(line + 1), area.y());
        std::vector<int> lineHeights(size_t(line + 1), 0);
        for (const Placed& p : placed) {
            lineRight[size_t(p.line)] = std::max(lineRight[size_t(p.line)], p.geometry.right() + 1);
            lineTop[size_t(p.line)] = p.geometry.top();
            lineHeights[size_t(p.line)] = std::max(lineHeights[size_t(p.line)], p.geometry.height());
        }
        for (Placed& p : placed) {
            const int index = int(m_items.indexOf(p.item));
            QRect g = p.geometry;
            if (m_stretchAt >= 0 && index >= m_stretchAt)
                g.translate(area.right() + 1 - lineRight[size_t(p.line)], 0);
            g.moveTop(lineTop[size_t(p.line)] + (lineHeights[size_t(p.line)] - g.height()) / 2);
            p.item->setGeometry(g);
        }
    }
    return y + lineHeight - rect.y() + contentsMargins().bottom();
}

} // namespace tle
