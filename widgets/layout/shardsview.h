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
    // The view's title, with the L1 warning when the layout does not fit and what the cards leave out at its size.
    QString title() const;
    QString titleFor(const QRectF& target) const;

    void setHighlightedUnit(std::optional<int64_t> unit);
    std::optional<int64_t> highlightedUnit() const { return m_highlight; }
    // The unit drawn at a widget position, if any.
    std::optional<int64_t> unitAt(QPointF pos) const;
    QRectF unitRect(int64_t unit, const QRectF& target) const;

    void render(QPainter& painter, const QRectF& target) const override;

    // What a card says, most needed first: a card too small for all of it leaves out the last kinds, and the title
    // says which.
    enum class CardLine
    {
        Name,
        Bytes,
        Elements, // the first and last element held
        L1, // the L1 address range
        Padding, // the padding slots by cause
    };
    // The cards' size and contents at a target size: cards as large as their text needs (never more than their
    // share of the target), in the largest font from 13 down to 9 px that fits them.
    // A grid far taller than wide is cut into bands of `bandRows` rows laid side by side, so that its cards use the
    // pane's width; each band keeps the grid's columns.
    struct CardPlan
    {
        double titleHeight = 0;
        QSizeF cell;
        int fontPixels = 13;
        std::vector<CardLine> lines;
        std::vector<CardLine> dropped;
        int64_t bandRows = 1;
        int bands = 1;
    };
    const CardPlan& cardPlan(const QRectF& target) const;

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
    void changeEvent(QEvent* event) override;

private:
    static QString gridTitle(UnitKind kind, int units);
    QString summaryText(const UnitSummary& s) const;
    // The text of one kind of card line for a unit: none when the unit has nothing of that kind.
    QStringList cardText(CardLine line, const UnitSummary& s) const;
    void drawCardText(QPainter& painter, const QRectF& area, const UnitSummary& s, const CardPlan& plan) const;
    static QString lineKindName(CardLine line);
    QString baseTitle() const;
    QString droppedNote(const CardPlan& plan) const;
    double titleHeight(const QString& text, double width) const;
    CardPlan cardPlan(const QRectF& target, double titleHeight) const;
    // The cards' plan when each gets `share` of the target.
    CardPlan fitCards(const QSizeF& share, double titleHeight) const;

    std::shared_ptr<const LayoutProbe> m_probe;
    std::vector<QColor> m_colors; // per unit id
    std::optional<L1Fit> m_l1;
    QString m_emptyNotice; // painted instead of the grid for a tensor without elements
    std::shared_ptr<const std::vector<UnitSummary>> m_units;
    std::optional<int64_t> m_highlight;
    std::optional<int64_t> m_hovered;
    mutable std::optional<std::pair<QSizeF, CardPlan>> m_plan; // the last plan, by target size
};

} // namespace tle
