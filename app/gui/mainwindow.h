// SPDX-License-Identifier: MIT
#pragma once

#include "layout/shape.h"
#include "pinstore.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <string>
#include <vector>

class QDockWidget;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QTabWidget;
class QTimer;
class QUndoStack;

namespace tle {

class CompilerActions;

class ElementSelection;
class LayoutDocks;
class AppTheme;
class HelpMenu;
class JobRunner;
class JobSlot;
class LayoutDocument;
class LayoutEditor;
class LayoutFactsModel;
class LayoutField;
class LayoutPicker;
class LayoutProbe;
class LayoutView;
struct ViewInfo;
class MappingView;
class MeshView;
class TransferDocument;
class TransferView;
class ModelDocument;
class PlaceNavigator;
class ModelWorkspace;
class RecentFiles;
class RunDocument;
class RunWorkspace;
class StartPage;
class WorkspaceSession;
class WorkspaceTabs;
class ViewExporter;
struct LayoutRequest;
struct LayoutSnapshot;

// The main window: paste a layout in any notation (or pick a sample) and see it in the views, its `describe`
// facts in the details dock and the element under the cursor in the status bar. Invalid input shows the
// parser's message under the field and keeps the last valid picture. The layout lives in a LayoutDocument
// (undoable steps), the views come from the view registry, and what the views need of a big layout is
// computed by the job runner off the GUI thread.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;
    // View > Theme.
    AppTheme* theme() const { return m_theme; }

    // Shows `text` (a layout string) as if the user had pasted it.
    void setLayoutText(const QString& text);
    // Shows the Nth (1-based) layout of the file or text the picker lists, in the layout workspace.
    void pickLayout(int number);
    // Loads a file holding a layout string; returns false and shows why when it cannot be read.
    bool openLayoutFile(const QString& path);
    // Opens a model (a module, a function or a JSON model) in the model workspace, anything else as a layout
    // file; returns false when the file cannot be read.
    bool openFile(const QString& path);
    ModelWorkspace* modelWorkspace() const { return m_model; }
    ModelDocument* modelDocument() const { return m_modelDocument; }
    RunWorkspace* runWorkspace() const { return m_run; }
    RunDocument* runDocument() const { return m_runDocument; }
    // Writes the current view as it is on screen to `path` (.svg, .png, .pdf); returns why it failed, or empty.
    // In the model workspace that is the chain graph of the plan on show.
    QString exportCurrentView(const QString& path);
    // Starts writing every element's place to a .npy file; why it cannot, or empty.
    QString exportMappingTable(const QString& path);
    // The plan on show as "chain-graph" or "timeline".
    QString exportModelPicture(const QString& path, const QString& view);
    QUndoStack* undoStack() const;
    // Makes the tab of the view with this CLI name current ("model", "run": those workspaces; a run view's name: its
    // pane in the run workspace); false when no tab has that name.
    bool showView(const QString& name);
    LayoutDocument* document() const { return m_document; }
    MappingView* mappingView() const { return m_mapping; }
    MeshView* meshView() const { return m_meshView; }
    TransferView* transferView() const { return m_transferView; }
    TransferDocument* transferDocument() const { return m_transferDocument; }
    WorkspaceSession* session() const { return m_session; }
    HelpMenu* help() const { return m_help; }
    // The model workspace is in front.
    bool isModelShown() const;
    bool isRunShown() const;
    // The CLI name of the layout view in front ("mapping", "shards", ...).
    QString currentViewName() const;
    // The docks and toolbars as the layout workspace has them (the model workspace hides the layout's docks).
    QByteArray saveLayoutState() const;
    bool restoreLayoutState(const QByteArray& state);
    // Selects what `text` names where the window is: an op (its index, result name or location) in the model
    // workspace, else an element index or a core in the Mapping view. Returns why nothing was selected, or empty.
    QString select(const QString& text);
    // No parse is waiting for a pause in typing and no job is running.
    bool isIdle() const;
    // Calls `step` once the window is idle: at once when it is, else when the last job ends and no parse waits.
    void whenIdle(std::function<void()> step);
    // Layouts allocating more elements than this are prepared for the views off the GUI thread.
    static constexpr int64_t kBackgroundElements = int64_t(1) << 24;

signals:
    void layoutChanged();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    // Shows a layout file read as `content`: its layout, or the list of the layouts it holds.
    bool showLayoutFile(const QString& path, const QByteArray& content);
    void connectModel();
    void connectRun();
    void buildViews();
    void buildDocks();
    void buildMenus();
    void parseInput(const QString& text);
    void showDocumentLayout();
    void showSnapshot(const LayoutSnapshot& snapshot);
    void applyEditorRequest(const LayoutRequest& request);
    void showDeviceTensor(const Shape& localShape);
    void openLayoutDialog();

    LayoutDocument* m_document = nullptr;
    CompilerActions* m_compiler = nullptr;
    WorkspaceTabs* m_workspaces = nullptr; // the layout, the model and the run workspace
    ModelWorkspace* m_model = nullptr;
    PinStore m_pinStore;
    PlaceNavigator* m_navigator = nullptr;
    JobRunner* m_jobs = nullptr;
    ModelDocument* m_modelDocument = nullptr;
    RunDocument* m_runDocument = nullptr;
    TransferDocument* m_transferDocument = nullptr;
    RunWorkspace* m_run = nullptr;
    JobSlot* m_layoutSlot = nullptr; // prepares huge layouts for the views
    ElementSelection* m_selection = nullptr;
    LayoutField* m_field = nullptr;
    LayoutPicker* m_picker = nullptr; // the layouts of a pasted snippet or an opened file
    QString m_pickedText; // the picker's last choice, which is read as a layout, not as a new snippet
    LayoutFactsModel* m_facts = nullptr;
    QTabWidget* m_views = nullptr;
    StartPage* m_start = nullptr;
    struct Tab
    {
        const ViewInfo* kind;
        LayoutView* view;
    };
    std::vector<Tab> m_tabs; // in tab order
    MappingView* m_mapping = nullptr;
    RecentFiles* m_recent = nullptr;
    WorkspaceSession* m_session = nullptr;
    HelpMenu* m_help = nullptr;
    AppTheme* m_theme = nullptr;
    ViewExporter* m_exporter = nullptr;
    MeshView* m_meshView = nullptr;
    TransferView* m_transferView = nullptr;
    QLabel* m_hover = nullptr;
    LayoutEditor* m_editor = nullptr;
    LayoutDocks* m_docks = nullptr;
};

} // namespace tle
