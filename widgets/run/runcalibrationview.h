// SPDX-License-Identifier: MIT
#pragma once

#include "run/runanalysis.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPGraph;
class QCPTextElement;
class QPaintDevice;

namespace tle {

// The cost model against measurement (QCustomPlot): every device op as a point of measured (x) and predicted (y)
// kernel time on log axes, coloured by class, over the diagonal and the band within 2x of it; the title states the
// accuracy figures `report --device` prints. A click on a point selects its op.
class RunCalibrationView : public QWidget
{
    Q_OBJECT
public:
    explicit RunCalibrationView(QWidget* parent = nullptr);
    ~RunCalibrationView() override;

    void setAnalysis(std::shared_ptr<const RunAnalysis> analysis);
    void selectOp(int64_t op);
    // The accuracy line of the title.
    QString summaryText() const;
    // The op of the point nearest `pixel` within a few pixels, or -1.
    int64_t opAt(const QPoint& pixel) const;
    QCustomPlot* plot() const { return m_plot; }
    // With a caption over it when `caption` is not empty (the exports').
    bool renderTo(QPaintDevice& device, const QSize& size, const QString& caption = {});

signals:
    void opClicked(int64_t op);

private:
    void addPoints();

    QCustomPlot* m_plot = nullptr;
    QCPTextElement* m_title = nullptr;
    QCPGraph* m_selected = nullptr;
    std::shared_ptr<const RunAnalysis> m_analysis;
};

} // namespace tle
