// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace tle {

// File > Open Recent: the files the user opened last, newest first, kept in the settings across sessions.
// Files that no longer exist stay listed but disabled, so that a file on an unmounted disk is not forgotten.
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 10;

    // Fills `menu` (owned by the caller) each time it opens.
    RecentFiles(QMenu* menu, QObject* parent = nullptr);

    QStringList files() const;
    // The stored list, newest first, as any part of the window may show it.
    static QStringList stored();
    void add(const QString& path);
    void clear();

signals:
    void openRequested(const QString& path);

private:
    void rebuild();

    QMenu* m_menu;
};

} // namespace tle
