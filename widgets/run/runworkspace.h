// SPDX-License-Identifier: MIT
#pragma once

#include "layouthandoff.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTreeView;

namespace tle {

class L1TimelineView;
struct RunAnalysis;
class ModelDocument;
struct ModelPlan;
class RunBreakdownModel;
class RunComparePane;
class RunBreakdownView;
class RunRangePane;
class RunRooflineView;
class RunSearchBar;
class RunCalibrationView;
class RunDocument;
class RunOpsModel;
class RunTableModel;
class RunTimelineView;

// The run document on screen: the device timeline above the op table, the breakdown, the ledger, the calibration
// plot, the plan join and the comparison, one selected op shared by all. The plan join is with the model
// workspace's plan on show, and selecting a joined op selects its op there, and back.
class RunWorkspace : public QWidget
{
    Q_OBJECT
public:
    RunWorkspace(RunDocument* document, ModelDocument* model, QWidget* parent = nullptr);
    ~RunWorkspace() override;

    RunDocument* document() const { return m_document; }
    RunTimelineView* timeline() const { return m_timeline; }
    RunBreakdownView* breakdown() const { return m_breakdown; }
    RunBreakdownModel* breakdownModel() const { return m_breakdownModel; }
    RunRangePane* range() const { return m_range; }
    RunRooflineView* roofline() const { return m_roofline; }
    RunSearchBar* search() const { return m_search; }
    RunCalibrationView* calibration() const { return m_calibration; }
    RunOpsModel* opsModel() const { return m_ops; }
    RunTableModel* ledgerModel() const { return m_ledger; }
    RunTableModel* joinModel() const { return m_join; }
    RunTableModel* comparisonModel() const;
    QTabWidget* panes() const { return m_panes; }
    // Shows a pane: a run view by its CLI name (run-timeline, breakdown, calibration) or ops, ledger, plan, compare;
    // false for another name.
    bool showView(const QString& name);
    // The CLI name of the run view to export from what is on show: the pane in front, else the timeline.
    QString currentViewName() const;
    // Joins the run to the model workspace's plan on show; false, with why in the status line, without one.
    bool joinModelPlan();

    // The file dialogs' filter for runs.
    static QString runFileFilter();

signals:
    void statusMessage(const QString& message);
    // The user asked to see where every element of an op's tensor lives (a double-click on a row: output 0, or input 0
    // in the op table's input column), or what a layout change of the run moves over the NoC (a double-click on a
    // ledger row: input 0 into output 0): on the run's device.
    void layoutRequested(const tle::LayoutHandoff& handoff);

private:
    void buildBar();
    void chooseComparison();
    void chooseCalibration();
    QWidget* buildOpsPane();
    QWidget* tablePane(RunTableModel* model, QTableView** view, QLabel** caption, const QString& name);
    void connectDocument();
    void showRun();
    static QString runMetricsText(const RunAnalysis& analysis);
    void showJoin();
    void showComparison();
    void showSelection(int64_t op);
    void showMeasuredL1();
    void selectRow(QTableView* view, int sourceRow);
    void selectFromView(QTableView* view);
    void openTensorLayout(const QModelIndex& index);
    void openTransfer(const QModelIndex& index);

    RunDocument* m_document = nullptr;
    ModelDocument* m_model = nullptr;
    std::shared_ptr<const ModelPlan> m_joinedPlan;

    QLabel* m_source = nullptr;
    QLabel* m_metrics = nullptr;
    QLabel* m_error = nullptr;
    QLabel* m_warning = nullptr;
    QPushButton* m_joinButton = nullptr;
    QPushButton* m_compareButton = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_calibrationButton = nullptr;
    QCheckBox* m_gaps = nullptr;
    QComboBox* m_colourBy = nullptr;
    RunTimelineView* m_timeline = nullptr;
    QTabWidget* m_panes = nullptr;
    QLineEdit* m_filter = nullptr;
    RunOpsModel* m_ops = nullptr;
    QSortFilterProxyModel* m_opsProxy = nullptr;
    QTableView* m_opsView = nullptr;
    RunBreakdownView* m_breakdown = nullptr;
    RunBreakdownModel* m_breakdownModel = nullptr;
    QTreeView* m_breakdownTree = nullptr;
    RunRangePane* m_range = nullptr;
    RunRooflineView* m_roofline = nullptr;
    RunSearchBar* m_search = nullptr;
    RunCalibrationView* m_calibration = nullptr;
    RunTableModel* m_ledger = nullptr;
    QTableView* m_ledgerView = nullptr;
    QLabel* m_ledgerCaption = nullptr;
    RunTableModel* m_join = nullptr;
    QTableView* m_joinView = nullptr;
    QLabel* m_joinCaption = nullptr;
    L1TimelineView* m_l1 = nullptr;
    RunComparePane* m_comparePane = nullptr;
};

} // namespace tle
