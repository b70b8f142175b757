// SPDX-License-Identifier: MIT
#pragma once

#include "run/runanalysis.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPAxisRect;
class QCPTextElement;
class QPaintDevice;

namespace tle {

// Where a run's device time went (QCustomPlot): kernel time by family beside kernel time by op code (the largest
// kTopOps), as horizontal bars labelled with their share, and the layout tax under them. A click on an op code's
// bar asks for its ops.
class RunBreakdownView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kTopOps = 15;

    explicit RunBreakdownView(QWidget* parent = nullptr);
    ~RunBreakdownView() override;

    void setAnalysis(std::shared_ptr<const RunAnalysis> analysis);
    // The layout-tax line under the charts.
    QString taxText() const;
    QCustomPlot* plot() const { return m_plot; }
    // With a caption over it when `caption` is not empty (the exports').
    bool renderTo(QPaintDevice& device, const QSize& size, const QString& caption = {});

signals:
    // The op code of a clicked bar of the op chart.
    void opCodeClicked(const QString& opCode);

private:
    void fillClasses();
    void fillOps();
    void onClick(QMouseEvent* event);

    QCustomPlot* m_plot = nullptr;
    QCPAxisRect* m_classRect = nullptr;
    QCPAxisRect* m_opRect = nullptr;
    QCPTextElement* m_tax = nullptr;
    std::shared_ptr<const RunAnalysis> m_analysis;
    QStringList m_opCodes; // the op chart's bars, bottom to top
};

} // namespace tle
