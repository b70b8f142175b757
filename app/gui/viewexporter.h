// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <functional>

class QMenu;
class QTabWidget;
class QWidget;

namespace tle {

class JobRunner;
class JobSlot;
class LayoutDocument;
class LayoutView;
class ModelWorkspace;
class RunWorkspace;

// File > Export View and Export Timeline: the layout view in front, the model's chain graph or timeline, or the run
// view in front, written
// as the screen shows it to SVG, PNG or PDF. File > Export Mapping Table: every element's place in the layout, as
// the int32 planes of a NumPy file (what `map --all` writes), computed and written off the GUI thread.
class ViewExporter : public QObject
{
    Q_OBJECT
public:
    // `viewAt` gives the layout view of a tab of `views`, or null for a tab that cannot be exported.
    ViewExporter(QTabWidget* workspaces, QTabWidget* views, std::function<const LayoutView*(int tab)> viewAt,
        LayoutDocument* document, ModelWorkspace* model, JobRunner* jobs, QWidget* dialogParent);

    // The run workspace, whose pane in front File > Export View writes.
    void setRunWorkspace(RunWorkspace* run) { m_run = run; }

    // The File menu's export actions (view, timeline, mapping table).
    void addActions(QMenu* menu);

    // Each returns why it failed, or empty; both also report through `finished`.
    QString exportCurrentView(const QString& path);
    // The plan on show as "chain-graph" or "timeline".
    QString exportModelPicture(const QString& path, const QString& view);
    // The run on show as "run-timeline", "breakdown" or "calibration".
    QString exportRunPicture(const QString& path, const QString& view);

    // Why the table cannot be exported, or empty once its job has started; the job reports through `finished`, or
    // the runner's `failed`.
    QString exportMappingTable(const QString& path);

    void exportViewDialog();
    void exportTimelineDialog();
    void exportMappingTableDialog();

signals:
    // "Exported PATH", or why not: for the status bar.
    void finished(const QString& message);

private:
    QString askPath(const QString& title) const;

    QTabWidget* m_workspaces;
    QTabWidget* m_views;
    std::function<const LayoutView*(int)> m_viewAt;
    LayoutDocument* m_document;
    ModelWorkspace* m_model;
    RunWorkspace* m_run = nullptr;
    JobSlot* m_tableSlot; // the mapping table being written
    JobSlot* m_exportSlot; // a chain graph laid out for its picture
    QWidget* m_parent;
};

} // namespace tle
