// SPDX-License-Identifier: MIT
#pragma once

#include "io/files/workspacefile.h"

#include <QObject>
#include <QString>

namespace tle {

class MainWindow;

// Saves what the window shows as a workspace file and shows a workspace file again: the layout, the view, both
// planes' zoom, the slice, the place gone to, the mesh, the model with its policy and selected op. Files are
// written atomically (QSaveFile: a crash or a kill during a save leaves the previous file whole). Between runs
// the window's geometry, its docks and its last workspace are kept: the session is saved as a workspace in the
// application's data folder when the window closes and shown again at the next start.
class WorkspaceSession : public QObject
{
    Q_OBJECT
public:
    explicit WorkspaceSession(MainWindow* window);

    Workspace capture() const;
    // Shows `workspace`: the model document keeps the op until its plan arrives; the views' zoom, slice and place
    // are applied once the layout is prepared.
    void apply(const Workspace& workspace);

    // Both return why they failed, or empty. A failed open leaves the window as it was.
    QString save(const QString& path) const;
    QString open(const QString& path);

    // The workspace file the previous session left, and where this one is kept.
    static QString sessionFile();
    // Geometry, docks and the session's workspace into QSettings and the session file.
    void saveSession() const;
    // Restores geometry and docks; with `showLastWorkspace` also the last session's workspace. False when there was
    // no saved window state.
    bool restoreSession(bool showLastWorkspace);

    // File > Save Workspace and Open Workspace: ask for the file, then save or show it; failures in a message box.
    void saveDialog();
    void openDialog();

    // The file dialogs' filter for workspace files.
    static QString fileFilter();

private:
    void applyViews(const Workspace& workspace);

    MainWindow* m_window;
};

} // namespace tle
