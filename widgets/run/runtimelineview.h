// SPDX-License-Identifier: MIT
#pragma once

#include "run/planjoin.h"
#include "run/runanalysis.h"

#include <QEvent>
#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPAxisRect;
class QCPItemRect;
class QKeyEvent;
class QLabel;
class QMouseEvent;
class QPaintDevice;
class QScrollBar;

namespace tle {

class RunLanesPlottable;

// A run's device time (QCustomPlot): an overview of the whole run above a detail axis, one lane per device, bars
// coloured by class and signposts as shaded ranges; the kernels back to back, or with the measured gaps. Dragging pans
// and the wheel zooms the detail along time; a click or a drag in the overview moves the detail there; hover names the
// op under the pointer and a click selects it. Shift and a drag select a range of time; W and S zoom, A and D pan.
class RunTimelineView : public QWidget
{
    Q_OBJECT
public:
    explicit RunTimelineView(QWidget* parent = nullptr);
    ~RunTimelineView() override;

    void setAnalysis(std::shared_ptr<const RunAnalysis> analysis);
    // Kernels back to back (the default), or with the measured op-to-op gaps between them.
    void setShowGaps(bool shown);
    bool showsGaps() const { return m_gaps; }
    // What the bars are coloured by; the legend names the colours.
    void setColouring(RunColouring colouring);
    RunColouring colouring() const { return m_colouring; }
    // How many lanes the detail shows at once: every lane while each gets room for a bar's name, else a window
    // of lanes that a vertical drag scrolls.
    int lanesShown() const;
    // Marks the op and brings it into the detail when it is outside (-1: none).
    void selectOp(int64_t op);
    // Shows [fromNs, toNs) of device time in the detail.
    void setVisibleRange(double fromNs, double toNs);
    // The detail's window in ns of device time.
    std::pair<double, double> visibleRange() const;
    // The tooltip text for the op under a pixel of the detail plot, empty over none.
    QString describeAt(const QPoint& pixel) const;
    QCustomPlot* plot() const { return m_plot; }
    // The geometry on show: kernels back to back, or with the gaps.
    const RunTimeline* shownTimeline() const { return timeline(); }
    QCPAxisRect* detailRect() const;
    // Outlines the ops that produced the selected op's inputs and those that consumed its output.
    void setFlow(RunFlow flow);
    const RunFlow& flow() const { return m_flow; }
    // Marks the ops a search found (run op indices, ascending); empty clears the search.
    void setSearchHits(std::vector<int64_t> ops);
    // The range selected with Shift and a drag in the detail (from == to: none), and clearing it.
    std::pair<double, double> selectedRange() const { return { m_rangeFrom, m_rangeTo }; }
    void selectRange(double fromNs, double toNs);
    // Paints the overview and the detail, `size` large, onto a picture device.
    // With a caption over it when `caption` is not empty (the exports').
    bool renderTo(QPaintDevice& device, const QSize& size, const QString& caption = {});

signals:
    void opClicked(int64_t op);
    // A range was selected (fromNs < toNs), or cleared (both 0).
    void rangeSelected(double fromNs, double toNs);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void setLaneTicks(QCPAxisRect* rect);
    QScrollBar* buildLaneBar();
    void fitLanes();
    // As many swatches a row as `width` (the plot's when 0) has room for.
    void wrapLegend(int width = 0);
    void updateWindowMarker();
    void centreDetailAt(double key);
    bool keyPressed(QKeyEvent* event);
    bool rangeDrag(QMouseEvent* mouse, QEvent::Type type);
    void buildLegend();

    QCustomPlot* m_plot = nullptr;
    QScrollBar* m_laneBar = nullptr; // scrolls the lanes when not all fit
    QLabel* m_empty = nullptr; // in the plot's place while no run is open
    QCPAxisRect* m_overviewRect = nullptr;
    RunLanesPlottable* m_overviewLanes = nullptr;
    RunLanesPlottable* m_detailLanes = nullptr;
    QCPItemRect* m_window = nullptr;
    std::shared_ptr<const RunAnalysis> m_analysis;
    const RunTimeline* timeline() const;

    double m_unitNs = 1e3;
    bool m_gaps = false;
    RunColouring m_colouring = RunColouring::Family;
    QPoint m_pressedAt;
    bool m_draggingOverview = false;
    RunFlow m_flow;
    bool m_selectingRange = false;
    double m_rangeAnchor = 0; // where a range drag started
    double m_rangeFrom = 0;
    double m_rangeTo = 0;
};

} // namespace tle
