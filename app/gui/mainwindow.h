// SPDX-License-Identifier: MIT
#pragma once

#include "layout/shape.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QTabWidget;
class QUndoStack;

namespace tle {

class LayoutFactsModel;
class LayoutProbe;
class MappingView;
class ShardsView;
class TilesView;
class MeshView;
class LayoutEditor;
struct LayoutRequest;

// The main window: paste a layout in any notation (or pick a sample) and see it in the views, its `describe`
// facts in the details dock and the element under the cursor in the status bar. Invalid input shows the
// parser's message under the field and keeps the last valid picture.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Shows `text` (a layout string) as if the user had pasted it.
    void setLayoutText(const QString& text);
    // Loads a file holding a layout string; returns false and shows why when it cannot be read.
    bool openLayoutFile(const QString& path);
    // Where the Samples menu looks: $TLE_SAMPLES_DIR, the installed share folder, else the source tree's.
    static QString samplesDirectory();
    // Writes the current view as it is on screen to `path` (.svg, .png, .pdf); returns why it failed, or empty.
    QString exportCurrentView(const QString& path);
    QUndoStack* undoStack() const { return m_undo; }
    // Sets the layout text from an undo or redo step (no new step is recorded).
    void restoreLayoutText(const QString& text);

signals:
    void layoutChanged();

private:
    void buildSamplesMenu(QMenu* menu);
    void applyLayoutText();
    void applyEditorRequest(const LayoutRequest& request);
    void showDeviceTensor(const Shape& localShape);
    void openLayoutDialog();
    void exportDialog();
    void showAbout();

    QLineEdit* m_input = nullptr;
    QLabel* m_error = nullptr;
    QTableView* m_factsView = nullptr;
    LayoutFactsModel* m_facts = nullptr;
    QTabWidget* m_views = nullptr;
    MappingView* m_mapping = nullptr;
    ShardsView* m_shards = nullptr;
    TilesView* m_tiles = nullptr;
    MeshView* m_meshView = nullptr;
    QLabel* m_hover = nullptr;
    std::shared_ptr<const LayoutProbe> m_probe;
    LayoutEditor* m_editor = nullptr;
    QUndoStack* m_undo = nullptr;
    QString m_appliedText; // the text of the layout shown
    bool m_restoring = false; // an undo/redo step is setting the text
    bool m_fromEditor = false; // the editor is setting the text
    int m_errorColumn = 0;
};

} // namespace tle
