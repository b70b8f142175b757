// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "report/l1fit.h"
#include "view/layoutprobe.h"
#include "view/unitsummary.h"

#include <QColor>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace tle {

// The Shards view: the grid of units (cores, or banks for interleaved TTNN) at their grid positions, each with
// its colour, label, bytes, a utilisation bar split by padding cause (hatched like the Mapping view) and the
// first and last element it holds. Units without data are drawn empty. Hover a unit for its summary; a unit can
// be lit up from the other views.
class ShardsView : public QWidget, public LayoutView
{
    Q_OBJECT
public:
    explicit ShardsView(QWidget* parent = nullptr);

    // Summaries of the probe's units: computed here unless given.
    void setProbe(std::shared_ptr<const LayoutProbe> probe, std::shared_ptr<const std::vector<UnitSummary>> units = {});
    const std::vector<UnitSummary>& summaries() const { return *m_units; }
    // The L1 check of the layout on show: none outside L1.
    const std::optional<L1Fit>& l1() const { return m_l1; }
    // The view's title, with the L1 warning when the layout does not fit.
    QString title() const;

    void setHighlightedUnit(std::optional<int64_t> unit);
    std::optional<int64_t> highlightedUnit() const { return m_highlight; }
    // The unit drawn at a widget position, if any.
    std::optional<int64_t> unitAt(QPointF pos) const;
    QRectF unitRect(int64_t unit, const QRectF& target) const;

    void render(QPainter& painter, const QRectF& target) const override;

    QWidget* widget() override { return this; }
    void showLayout(const LayoutSnapshot& snapshot) override;
    void linkSelection(ElementSelection* selection) override;
    QSize sizeHint() const override { return { 600, 400 }; }

signals:
    void hoverText(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    static QString gridTitle(UnitKind kind);
    QString summaryText(const UnitSummary& s) const;
    void drawCardText(QPainter& painter, const QRectF& area, const UnitSummary& s) const;

    std::shared_ptr<const LayoutProbe> m_probe;
    std::vector<QColor> m_colors; // per unit id
    std::optional<L1Fit> m_l1;
    QString m_emptyNotice; // painted instead of the grid for a tensor without elements
    std::shared_ptr<const std::vector<UnitSummary>> m_units;
    std::optional<int64_t> m_highlight;
    std::optional<int64_t> m_hovered;
};

} // namespace tle
