// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "transfer/transferplan.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;

namespace tle {

class NocGridWidget;
class TransferMatrix;

// What changing the open layout into another moves over the NoC: choose the destination (typed in any notation, or
// one of the layouts the tensor can take on the device) and see the NoC grid with each core's bytes and the links
// by load, the source x destination matrix and the transaction sizes, with the estimate and its bound in the
// header. Plans run off the GUI thread; a newer request replaces one still running.
class TransferView : public QWidget, public LayoutView
{
    Q_OBJECT
public:
    explicit TransferView(QWidget* parent = nullptr);
    ~TransferView() override;

    QWidget* widget() override { return this; }
    void showLayout(const LayoutSnapshot& snapshot) override;
    void render(QPainter& painter, const QRectF& target) const override;
    void linkSelection(ElementSelection*) override { }

    // The destination as text in any notation; planned at once when `wait`, else off the GUI thread.
    void setDestination(const QString& text, bool wait = false);
    QString destinationText() const;
    // The destination to plan when the next layout arrives: a drill-down from a plan or a run sets the source
    // layout and its destination together.
    void setNextDestination(const QString& text) { m_next = text; }
    // Why the last destination could not be planned (empty when it was).
    QString errorText() const { return m_error; }
    void setNoc(int noc); // -1 for both
    // A NoC trace recorded by tt-metal's profiler, drawn as measured beside the model; returns why it cannot be
    // read (empty when it was).
    QString loadTrace(const QString& path);
    std::shared_ptr<const TransferPlan> trace() const { return m_trace; }
    // Whether the grid, matrix and histogram show the trace (when one is loaded) rather than the model.
    void setShowTrace(bool show);
    bool showsTrace() const { return m_showTrace && m_trace; }
    std::shared_ptr<const TransferPlan> plan() const { return m_plan; }
    QString headerText() const;
    // The model's part of the header: the change, its calls and the estimate.
    QString modelText() const;

    NocGridWidget* grid() const { return m_grid; }
    TransferMatrix* matrix() const { return m_matrix; }
    QCustomPlot* histogram() const { return m_histogram; }
    QComboBox* destinationBox() const { return m_to; }

signals:
    void planned();

private:
    void fillChoices();
    void startPlan(bool wait);
    void showPlan(std::shared_ptr<const TransferPlan> plan, const QString& error);
    void updateHistogram();
    void showShown();
    std::shared_ptr<const TransferPlan> shown() const { return showsTrace() ? m_trace : m_plan; }

    std::optional<AnyLayout> m_from;
    QString m_next;
    std::shared_ptr<const TransferPlan> m_plan;
    QString m_error;
    std::shared_ptr<const TransferPlan> m_trace;
    QString m_traceName;
    bool m_showTrace = false;
    QComboBox* m_show = nullptr;
    QComboBox* m_to = nullptr;
    QComboBox* m_noc = nullptr;
    QLabel* m_header = nullptr;
    NocGridWidget* m_grid = nullptr;
    TransferMatrix* m_matrix = nullptr;
    QCustomPlot* m_histogram = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_generation = 0;
};

} // namespace tle
