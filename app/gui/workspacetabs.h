// SPDX-License-Identifier: MIT
#pragma once

#include <QTabWidget>

class QMenu;
class QUndoGroup;
class QUndoStack;

namespace tle {

// The window's workspaces (Layout, Model, Run) as tabs. Only the workspace in front sets the window's minimum size
// (the model's wide bar must not squeeze the layout's docks), and one Undo and Redo serve the window: they act on
// the undo stack of the workspace in front, and are off in a workspace that edits nothing.
class WorkspaceTabs : public QTabWidget
{
    Q_OBJECT
public:
    explicit WorkspaceTabs(QWidget* parent = nullptr);

    // Adds a workspace with its undo stack (null: it edits nothing).
    void addWorkspace(QWidget* workspace, const QString& title, QUndoStack* undoStack);
    // Edit > Undo and Redo.
    void addUndoActions(QMenu* edit);

private:
    void follow(int index);

    QUndoGroup* m_undo = nullptr;
    QList<QUndoStack*> m_stacks; // per tab
};

} // namespace tle
