// SPDX-License-Identifier: MIT
#pragma once

#include "run/planjoin.h"
#include "run/runanalysis.h"

#include <qcustomplot.h>

#include <memory>
#include <optional>
#include <vector>

namespace tle {

// A bar of the timeline found under the pointer: its lane and its place in the lane's bars.
struct RunBarHit
{
    size_t lane = 0;
    size_t bar = 0;
};

// Paints a run's device lanes (lane i spans values [i, i + 1], keys in `unitNs` units of device time) and its
// signpost ranges. When more bars fall into the window than there are pixels, each pixel column paints the bin
// core computes for it (the class that covers it most, shaded by how busy it is), so a frame never walks every op.
class RunLanesPlottable : public QCPAbstractPlottable
{
public:
    RunLanesPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    // Paints `timeline`, one of the analysis's.
    void setAnalysis(std::shared_ptr<const RunAnalysis> analysis, const RunTimeline* timeline, double unitNs);
    const RunTimeline* timeline() const { return m_timeline; }
    void setSelectedOp(int64_t op);
    void setColouring(RunColouring colouring) { m_colouring = colouring; }
    RunColouring colouring() const { return m_colouring; }
    // The fill of a colouring key (RunTimeline::keyOf) of this timeline.
    QColor colorOf(int32_t key) const;
    // Outlines the producers and consumers of the selected op.
    void setFlow(const RunFlow& flow) { m_flow = flow; }
    // Marks the ops a search found (run op indices, ascending) and fades the others; empty: no search.
    void setSearchHits(std::vector<int64_t> ops);
    // Shades [fromNs, toNs) of every lane, a selected range (toNs <= fromNs: none).
    void setRange(double fromNs, double toNs);
    // Names bars wide enough to hold one (op code, then loc when it fits too).
    void setBarNames(bool shown) { m_barNames = shown; }
    void setSignpostLabels(bool shown) { m_signpostLabels = shown; }
    // The bar within `slopPixels` of `pixel`, the nearest one.
    std::optional<RunBarHit> barAt(const QPointF& pixel, double slopPixels) const;
    // Where the run op `op` is on the timeline, when it is a device op.
    std::optional<RunBarHit> findOp(int64_t op) const;

    double selectTest(const QPointF&, bool, QVariant*) const override { return -1; }
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain, const QCPRange& inKeyRange) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    // The ranges' shading, or (`labels`) their names.
    void drawSignposts(QCPPainter* painter, double fromNs, double toNs, bool labels) const;
    void drawLane(QCPPainter* painter, size_t lane, double fromNs, double toNs) const;
    QRectF barRect(size_t lane, const RunBar& bar) const;
    void drawHits(QCPPainter* painter, size_t lane, double fromNs, double toNs) const;
    bool isHit(int64_t op) const;
    void drawBarName(QCPPainter* painter, const RunBar& bar, const QRectF& rect, const QColor& fill) const;

    std::shared_ptr<const RunAnalysis> m_analysis;
    const RunTimeline* m_timeline = nullptr;
    double m_unitNs = 1e3;
    int64_t m_selectedOp = -1;
    bool m_signpostLabels = true;
    bool m_barNames = true;
    std::vector<int64_t> m_hits;
    RunFlow m_flow;
    std::vector<std::vector<double>> m_hitStarts; // per lane, the hits' start times, ascending
    double m_rangeFrom = 0;
    double m_rangeTo = 0;
    RunColouring m_colouring = RunColouring::Family;
};

} // namespace tle
