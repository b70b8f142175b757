// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <utility>

class QDockWidget;
class QMainWindow;

namespace tle {

class FactsView;
class LayoutEditor;
class LayoutFactsModel;

// The layout workspace's two docks: the Editor (left) and the Details (right). They hide while the model workspace
// is in front and come back as the user left them; their first arrangement suits the window's width, and the
// window's saved state keeps them as the layout workspace has them.
class LayoutDocks : public QObject
{
    Q_OBJECT
public:
    LayoutDocks(QMainWindow* window, LayoutFactsModel* facts);

    LayoutEditor* editor() const { return m_editor; }
    QDockWidget* editorDock() const { return m_editorDock; }
    QDockWidget* detailsDock() const { return m_detailsDock; }

    // The layout workspace (true) or the model workspace (false) came to the front.
    void setLayoutShown(bool shown);
    // The first arrangement, once the window has its size: at 1600 pixels and wider each dock takes at most 16% of
    // the width; narrower windows put both in one column of 30%, one tab each. The views keep two thirds.
    void arrangeOnce();
    // The window's state with the docks as the layout workspace has them, and its restore.
    QByteArray saveState() const;
    bool restoreState(const QByteArray& state);

private:
    QMainWindow* m_window;
    LayoutEditor* m_editor = nullptr;
    FactsView* m_factsView = nullptr;
    QDockWidget* m_editorDock = nullptr;
    QDockWidget* m_detailsDock = nullptr;
    bool m_layoutShown = true;
    std::pair<bool, bool> m_shownInLayout { true, true }; // editor, details: as the layout workspace left them
    bool m_arranged = false; // by arrangeOnce() or by a restored state
};

} // namespace tle
