// SPDX-License-Identifier: MIT
#pragma once

#include <QLayout>
#include <QList>

namespace tle {

// Lays its items out left to right and starts a new line when the next one does not fit, so that a tool row
// (slicers of a high-rank tensor, long translated labels) never squeezes its widgets below their size. An item
// added with a stretch pushes the items after it to the right end of their line.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    // Inserts a widget before the item at `index` (appends when out of range).
    void insertWidget(int index, QWidget* widget);
    // From here on, items go to the right end of the line they land on.
    void addStretch();
    int count() const override { return int(m_items.size()); }
    QLayoutItem* itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;
    // The number of lines the items took on the last layout.
    int lineCount() const { return m_lines; }

private:
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
    int m_stretchAt = -1; // index of the first right-aligned item
    int m_spacing;
    mutable int m_lines = 1;
};

} // namespace tle
