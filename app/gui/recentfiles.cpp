// SPDX-License-Identifier: MIT
#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace tle {

namespace {

const QString kKey = QStringLiteral("recentFiles");

} // namespace

RecentFiles::RecentFiles(QMenu* menu, QObject* parent)
    : QObject(parent)
    , m_menu(menu)
{
    m_menu->setToolTipsVisible(true);
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::rebuild);
    rebuild();
}

QStringList RecentFiles::stored()
{
    return QSettings().value(kKey).toStringList();
}

QStringList RecentFiles::files() const
{
    return stored();
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxFiles)
        list.removeLast();
    QSettings().setValue(kKey, list);
    rebuild();
}

void RecentFiles::clear()
{
    QSettings().remove(kKey);
    rebuild();
}

void RecentFiles::rebuild()
{
    m_menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString& path = list[i];
        const QFileInfo info(path);
        // &1 to &9, then &0: each of the first ten has its key.
        const QString text = tr("&%1 %2").arg((i + 1) % 10).arg(info.fileName());
        QAction* action = m_menu->addAction(text, this, [this, path] { emit openRequested(path); });
        action->setObjectName(QStringLiteral("recent:%1").arg(i));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(info.exists());
    }
    if (!list.isEmpty())
        m_menu->addSeparator();
    QAction* clearAction = m_menu->addAction(tr("&Clear Menu"), this, &RecentFiles::clear);
    clearAction->setObjectName(QStringLiteral("actionClearRecent"));
    clearAction->setEnabled(!list.isEmpty());
}

} // namespace tle
