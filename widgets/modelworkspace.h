// SPDX-License-Identifier: MIT
#pragma once

#include "chaingraphview.h"
#include "graph/modelgraph.h"
#include "optimizer/shared/devicemodel.h"
#include "optimizer/shared/layoutpin.h"
#include "optimizer/shared/optimizerresult.h"
#include "plancache.h"
#include "report/oprow.h"
#include "view/chaingraph.h"
#include "view/l1bandchart.h"

#include <QStringList>
#include <QWidget>

#include <map>
#include <memory>
#include <set>
#include <string>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;
class QVBoxLayout;

namespace tle {

class LayoutFactsModel;
class DeviceSelector;
class ModelPins;
class PinMenu;
class PlanChoiceBar;
class JobRunner;
class L1TimelineView;
class OpTableModel;
class PlanCompareTable;

// A model opened in the window: its functions, a policy's plan of the selected function as an op table and
// the L1 reservation timeline, and one selected op shared by both. Reading the file and planning run on the
// job runner; plans are cached per (function, policy).
class ModelWorkspace : public QWidget
{
    Q_OBJECT
public:
    explicit ModelWorkspace(JobRunner* jobs, QWidget* parent = nullptr);
    ~ModelWorkspace() override;

    // Reads a model file off the GUI thread. On success the workspace shows it; on failure the error (with
    // line and column) is shown and the model shown before stays.
    void openModel(const QString& path);
    bool hasModel() const { return m_module != nullptr; }
    QString modelPath() const { return m_path; }
    int functionCount() const;
    int currentFunction() const;
    QString currentPolicy() const;
    void setPolicy(const QString& name);
    // What the plan on show is compared with: a policy, PlanChoiceBar::kUnpinned or kAllPolicies; empty for none.
    QString comparePolicy() const;
    void setComparePolicy(const QString& name);
    // Plans for the device a JSON device file describes (as the CLI's --device); false, with the error shown,
    // when the file cannot be read.
    bool loadDeviceFile(const QString& path);
    // The device file planned for; empty for the default device.
    QString deviceFile() const;
    // The device plans are made for (before the model's own overrides).
    OptimizerDevice currentDevice() const;
    // The compared plan (the first one that arrived when comparing with every policy), or null.
    const PolicyResult* comparedResult() const;
    // The plan on show, or null while none is.
    const PolicyResult* currentResult() const;
    const ModelGraph* currentGraph() const;
    QString errorText() const;
    OpTableModel* opModel() const { return m_ops; }
    L1TimelineView* timeline() const { return m_timeline; }
    ChainGraphView* chainGraph() const { return m_graph; }
    // Why the policy decided what it did for the selected op.
    LayoutFactsModel* explanation() const { return m_why; }
    // Models with more ops than this first show each chain as one box.
    static constexpr size_t kCollapseAbove = 300;
    void selectOp(int op);
    int selectedOp() const { return m_selectedOp; }
    // The selected op's output layout as the layout views read it (TTNN text), empty without one.
    QString selectedOpLayoutText() const;
    // Emits layoutRequested for the selected op; false when it has no output layout.
    bool showSelectedOpLayout();
    // Pins the selected op's output layout (fields such as l1:height_sharded:8x1; empty removes the pin) as an
    // undoable step, and replans; false, with the error shown, for a pin that does not parse or fit the op.
    bool pinSelectedOp(const QString& text);
    // The op's pin in the function on show, empty when it has none.
    QString pinOf(int op) const;
    ModelPins* pins() const { return m_pins; }
    // Pins `OP=LAYOUT` each in the model on show, or in the next one opened when none is.
    void requestPins(const QStringList& requests);

signals:
    void modelOpened(const QString& path);
    void importFailed(const QString& message);
    // The plan of the current function and policy is on show.
    void planShown();
    void opSelected(int op);
    // The user asked to see where every element of an op's output lives: the layout as TTNN text.
    void layoutRequested(const QString& layoutText, int op);
    // The pins changed (pinned, unpinned, undone or restored): stores may save them.
    void pinsChanged();

private:
    enum class Pinned
    {
        Yes,
        No,
    };
    PlanKey planKey(const QString& policy, Pinned pinned = Pinned::Yes) const;
    LayoutPins pinsFor(const PlanKey& key) const;
    std::vector<std::pair<PlanKey, QString>> comparedPlans() const;
    void onPinsChanged(int function);
    void fillPinMenu();
    void applyRequestedPins();

    void buildBar(QVBoxLayout* layout);
    void buildPanes(QVBoxLayout* layout);
    void connectViews();
    void connectJobs();
    void showModule(std::shared_ptr<const ModelModule> module, const QString& path);
    void showError(const QString& message);
    void updatePlanChoices();
    void planCurrent();
    void planComparison();
    void showComparison();
    void showPlan(const std::shared_ptr<const ModelPlan>& plan);
    void onTableSelection();
    void showGraph();

    JobRunner* m_jobs = nullptr;
    std::shared_ptr<const ModelModule> m_module;
    QString m_path;
    PlanCache* m_cache = nullptr;
    std::shared_ptr<const ModelPlan> m_plan;
    std::shared_ptr<const ModelPlan> m_compared;
    int m_selectedOp = -1;
    QStringList m_requestedPins;
    ChainGraphExpansion m_expanded; // groups shown node by node in a collapsed overview
    // Laid-out chain graphs per plan and expansion, so that collapsing again or going back to a policy does not
    // run Graphviz again.
    using SceneKey = std::pair<std::shared_ptr<const ModelPlan>, ChainGraphExpansion>;
    static constexpr size_t kCachedScenes = 32;
    std::map<SceneKey, std::shared_ptr<const ChainGraphView::Scene>> m_scenes;

    PlanChoiceBar* m_choices = nullptr;
    DeviceSelector* m_device = nullptr; // in m_choices
    PlanCompareTable* m_compareTable = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_showLayout = nullptr;
    QToolButton* m_pinButton = nullptr;
    PinMenu* m_pinMenu = nullptr;
    QLabel* m_metrics = nullptr;
    QLabel* m_error = nullptr;
    QLineEdit* m_filter = nullptr;
    QTableView* m_table = nullptr;
    OpTableModel* m_ops = nullptr;
    ModelPins* m_pins = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    L1TimelineView* m_timeline = nullptr;
    ChainGraphView* m_graph = nullptr;
    QTableView* m_whyView = nullptr;
    LayoutFactsModel* m_why = nullptr;
};

} // namespace tle
