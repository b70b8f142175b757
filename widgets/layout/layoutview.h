// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "view/layoutprobe.h"
#include "view/unitsummary.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QPainter;
class QRectF;
class QWidget;

namespace tle {

class LayoutView;

// What the layout views show of one layout, computed once per layout (off the GUI thread for big ones).
struct LayoutSnapshot
{
    std::shared_ptr<const LayoutProbe> probe;
    std::shared_ptr<const std::vector<UnitSummary>> units;
    // Set for a tensor with a zero-size dimension: it has no probe and every view says there is nothing to draw.
    std::optional<Shape> emptyShape;
};

LayoutSnapshot makeLayoutSnapshot(const AnyLayout& layout);

// What a view shows instead of a picture of the snapshot's tensor when it has no elements.
QString emptyTensorNotice(const Shape& shape);
// What a view shows before any layout is open: the ways to begin.
QString noLayoutNotice();

// The hover shared by every view: a view reports the element under the cursor (and its one-line answer), the
// others light it up.
class ElementSelection : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    void hoverElement(const Shape& index, const LayoutView* source) { emit elementHovered(index, source); }
    void setStatusText(const QString& text) { emit statusText(text); }

signals:
    // `source` is the view the cursor is over; it has lit the element up itself.
    void elementHovered(const tle::Shape& index, const tle::LayoutView* source);
    void statusText(const QString& text);
};

// What every view of a layout offers the window, the exports and the hover linking.
class LayoutView
{
public:
    virtual ~LayoutView() = default;

    virtual QWidget* widget() = 0;
    virtual void showLayout(const LayoutSnapshot& snapshot) = 0;
    // Paints the view as it is on screen into `target` (the same code paints every export format).
    virtual void render(QPainter& painter, const QRectF& target) const = 0;
    // Reports this view's hover to `selection` and lights up what the other views hover.
    virtual void linkSelection(ElementSelection* selection) = 0;
};

} // namespace tle
