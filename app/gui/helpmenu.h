// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

class QDialog;
class QMainWindow;
class QMenu;

namespace tle {

// The Help menu: the user guide (the README and docs/ rendered in a browser, images included), the keyboard
// shortcuts of every menu and of the planes, What's This, and About.
class HelpMenu : public QObject
{
    Q_OBJECT
public:
    HelpMenu(QMenu* menu, QMainWindow* window);

    // Where the guide is: $TLE_DOCS_DIR, the installed doc folder, else the source tree the program was built in.
    // Empty when none holds README.md.
    static QString guideDirectory();
    // Opens the guide at `page` (a path relative to the guide's folder, e.g. "docs/views.md").
    QDialog* showGuide(const QString& page = QStringLiteral("docs/using-the-window.md"));
    QDialog* showShortcuts();

private:
    QMainWindow* m_window;
    QPointer<QDialog> m_guide;
    QPointer<QDialog> m_shortcuts;
};

} // namespace tle
