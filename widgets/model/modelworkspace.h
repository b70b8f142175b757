// SPDX-License-Identifier: MIT
#pragma once

#include "chaingraphview.h"
#include "layouthandoff.h"
#include "view/chaingraph.h"

#include <QPointer>
#include <QWidget>

#include <map>
#include <memory>

class QAction;
class QLabel;
class QSplitter;
class QTabWidget;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;
class QVBoxLayout;

namespace tle {

class JobRunner;
class JobSlot;
class L1TimelineView;
class LayoutFactsModel;
class ModelDocument;
struct ModelPlan;
class OpTableModel;
class PinMenu;
class PlanChoiceBar;
class PlanCompareTable;
class SecondOpinionPane;
class WhyPanel;

// The model document on screen: the plan choices, the op table, the chain graph, the Why panel and the L1
// reservation timeline, one selected op shared by all. Every choice and the selection live in the document;
// the workspace shows them and passes the user's clicks on. Laying out the chain graph runs on the job runner.
class ModelWorkspace : public QWidget
{
    Q_OBJECT
public:
    ModelWorkspace(ModelDocument* document, JobRunner* jobs, QWidget* parent = nullptr);
    ~ModelWorkspace() override;

    ModelDocument* document() const { return m_document; }
    QString errorText() const;
    OpTableModel* opModel() const { return m_ops; }
    L1TimelineView* timeline() const { return m_timeline; }
    ChainGraphView* chainGraph() const { return m_graph; }
    // Why the policy decided what it did for the selected op.
    WhyPanel* whyPanel() const { return m_whyPanel; }
    // The cost model's second opinion on the compiler's decisions (the as-decided plan).
    SecondOpinionPane* secondOpinion() const { return m_opinion; }
    // The explanation's facts after its verdict and candidates.
    LayoutFactsModel* explanation() const;
    // View > Maximise Pane: the focused pane takes the whole workspace while checked.
    QAction* maximiseAction() const { return m_maximise; }
    QWidget* maximisedPane() const;
    // The splitters' sizes, kept in the settings; restoring refuses a state of another version.
    QByteArray savePaneState() const;
    bool restorePaneState(const QByteArray& state);
    // The timeline never gets less than this, so its bars and peak label stay readable.
    static constexpr int kMinTimelineHeight = 200;
    // Models with more ops than this first show each chain as one box.
    static constexpr size_t kCollapseAbove = 300;
    // The chain graph of the plan on show as laid out for the document's expansion; null until it is.
    std::shared_ptr<const ChainGraphView::Scene> shownScene() const;
    // Emits layoutRequested for the selected op; false when it has no output layout.
    bool showSelectedOpLayout();

signals:
    // The user asked to see where every element of an op's output lives, or what a reshard or spill of the plan
    // moves (the tensor before and after): on the plan's device.
    void layoutRequested(const tle::LayoutHandoff& handoff);
    void statusMessage(const QString& text);

protected:
    void showEvent(QShowEvent* event) override;

private:
    static constexpr int kPaneStateVersion = 1;
    void buildWhyTabs();
    void applyDefaultPaneSizes();
    void setPaneMaximised(bool maximised);
    void buildBar(QVBoxLayout* layout);
    void buildPanes(QVBoxLayout* layout);
    void connectViews();
    void connectDocument();
    void showProblem();
    void showPlan();
    void showPins();
    void showSelection(int op);
    void showComparison();
    void showGraph();
    void fillPinMenu();
    void onTableSelection();

    ModelDocument* m_document = nullptr;
    JobSlot* m_graphSlot = nullptr;
    // Laid-out chain graphs per plan and expansion, so that collapsing again or going back to a policy does not
    // run Graphviz again.
    using SceneKey = std::pair<std::shared_ptr<const ModelPlan>, ChainGraphExpansion>;
    static constexpr size_t kCachedScenes = 32;
    std::map<SceneKey, std::shared_ptr<const ChainGraphView::Scene>> m_scenes;

    PlanChoiceBar* m_choices = nullptr;
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
    QSortFilterProxyModel* m_proxy = nullptr;
    L1TimelineView* m_timeline = nullptr;
    ChainGraphView* m_graph = nullptr;
    WhyPanel* m_whyPanel = nullptr;
    SecondOpinionPane* m_opinion = nullptr;
    QTabWidget* m_whyTabs = nullptr;
    QSplitter* m_panes = nullptr;
    QSplitter* m_top = nullptr;
    QSplitter* m_left = nullptr;
    QWidget* m_tablePane = nullptr;
    QAction* m_maximise = nullptr;
    QPointer<QWidget> m_maximisedPane;
    QList<QPointer<QWidget>> m_hiddenByMaximise;
    bool m_sized = false; // pane sizes set, restored or first laid out
};

} // namespace tle
