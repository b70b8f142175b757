// SPDX-License-Identifier: MIT
#pragma once

#include "view/l1bandchart.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;
class QCPItemStraightLine;
class QCPItemText;
class QCPGraph;
class QLabel;
class QPaintDevice;

namespace tle {

class L1BandsPlottable;

// The L1 reservation timeline of a plan (QCustomPlot): x is the schedule position, y the L1 bytes per core;
// every L1-resident tensor is a band from its producer to its last use, stacked and coloured like its chain,
// with the usable L1 budget, the peak and the spills marked. Dragging pans and the wheel zooms along x; hover
// names the tensor under the cursor; a click selects its producer op.
class L1TimelineView : public QWidget
{
    Q_OBJECT
public:
    explicit L1TimelineView(QWidget* parent = nullptr);
    ~L1TimelineView() override;

    // What the view says while there is no plan.
    void setEmptyText(const QString& text);

    // `opNames` labels the positions (an empty name leaves its position unlabelled on the axis, such as a
    // deallocation's); `budgetBytes` is the usable L1 per core.
    void setChart(std::shared_ptr<const L1BandChart> chart, QStringList opNames, int64_t budgetBytes);
    void clear();
    const L1BandChart* chart() const { return m_chart.get(); }
    // Overlays another plan's L1 usage per position as a line (compare mode); null removes it.
    void setComparison(std::shared_ptr<const L1BandChart> other, const QString& name);
    // Overlays what a measured run held in L1 after each op (bytes per bank at op positions) as a step line; empty
    // positions remove it.
    void setMeasured(const QVector<double>& positions, const QVector<double>& bytes, const QString& name);
    // The compiler's spill-pass events (the as-decided plan): a marker at each op's position at the L1 occupied
    // before the event, described by the hover; empty removes them.
    struct Event
    {
        int op = 0;
        int64_t occupiedBefore = 0;
        QString text;
    };
    void setEvents(std::vector<Event> events);
    // Marks an op's position (-1: none).
    void selectOp(int op);
    // The text the hover shows at a schedule position and L1 bytes, empty over no band.
    QString describeAt(int position, int64_t bytes) const;
    // Shows positions [first, last] (zooms and pans).
    void setVisibleRange(double first, double last);
    QCustomPlot* plot() const { return m_plot; }
    // Paints the whole timeline, `size` large, onto a picture device with QCustomPlot's vector painter.
    bool renderTo(QPaintDevice& device, const QSize& size);
    // Whether the budget line and its note are drawn as an alarm: the plan's peak is over the budget.
    bool budgetNoteAlarmed() const;
    // For pictures: a caption above the plot, and a legend naming the bands, spills and reloads.
    void setCaption(const QStringList& lines, const QFont& font);
    void showFullLegend();

signals:
    void opClicked(int op);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Shows the legend in a row above the plot, or takes it out of the layout.
    void placeLegend(bool shown);
    void updateTicks();
    QPoint m_pressedAt; // where the last press began, to tell a click from a drag

    QCustomPlot* m_plot = nullptr;
    QLabel* m_empty = nullptr; // in the plot's place while there is no plan
    L1BandsPlottable* m_bands = nullptr;
    QCPItemStraightLine* m_budget = nullptr;
    QCPItemStraightLine* m_cursor = nullptr;
    QCPItemText* m_peak = nullptr;
    QCPItemText* m_budgetLabel = nullptr;
    QCPGraph* m_spills = nullptr;
    QCPGraph* m_reloads = nullptr;
    QCPGraph* m_comparison = nullptr;
    QCPGraph* m_measured = nullptr;
    QCPGraph* m_events = nullptr;
    std::vector<Event> m_eventList;
    std::shared_ptr<const L1BandChart> m_chart;
    QStringList m_opNames;
};

} // namespace tle
