// SPDX-License-Identifier: MIT
#pragma once

#include "run/runroofline.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPGraph;
class QCPTextElement;
class QPaintDevice;

namespace tle {

// The run on a roofline (QCustomPlot): every priced op that does arithmetic as a point of its intensity (flops a
// byte) against the throughput it reached, coloured by family, under the device's compute ceiling at each math
// fidelity and its DRAM and L1 bandwidth ceilings; the title says how the measured time splits by what bounds the
// ops. Hover names a point; a click selects its op.
class RunRooflineView : public QWidget
{
    Q_OBJECT
public:
    explicit RunRooflineView(QWidget* parent = nullptr);
    ~RunRooflineView() override;

    void setAnalysis(std::shared_ptr<const RunAnalysis> analysis);
    const RunRoofline& roofline() const { return m_roofline; }
    void selectOp(int64_t op);
    // The time-by-bound line of the title.
    QString summaryText() const;
    // The op of the point nearest `pixel` within a few pixels, or -1.
    int64_t opAt(const QPoint& pixel) const;
    QCustomPlot* plot() const { return m_plot; }
    // With a caption over it when `caption` is not empty (the exports').
    bool renderTo(QPaintDevice& device, const QSize& size, const QString& caption = {});

signals:
    void opClicked(int64_t op);

private:
    void addRoofs(double xLow, double xHigh);
    void addPoints();

    QCustomPlot* m_plot = nullptr;
    QCPTextElement* m_title = nullptr;
    QCPGraph* m_selected = nullptr;
    std::shared_ptr<const RunAnalysis> m_analysis;
    RunRoofline m_roofline;
};

} // namespace tle
