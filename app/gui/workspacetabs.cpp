// SPDX-License-Identifier: MIT
#include "workspacetabs.h"

#include <QAction>
#include <QMenu>
#include <QUndoGroup>
#include <QUndoStack>

namespace tle {

WorkspaceTabs::WorkspaceTabs(QWidget* parent)
    : QTabWidget(parent)
    , m_undo(new QUndoGroup(this))
{
    setObjectName(QStringLiteral("workspaceTabs"));
    setDocumentMode(true);
    connect(this, &QTabWidget::currentChanged, this, &WorkspaceTabs::follow);
}

void WorkspaceTabs::addWorkspace(QWidget* workspace, const QString& title, QUndoStack* undoStack)
{
    m_stacks.append(undoStack);
    if (undoStack)
        m_undo->addStack(undoStack);
    addTab(workspace, title);
    follow(currentIndex());
}

void WorkspaceTabs::follow(int index)
{
    for (int i = 0; i < count(); ++i)
        widget(i)->setSizePolicy(i == index ? QSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred)
                                            : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
    m_undo->setActiveStack(index >= 0 && index < m_stacks.size() ? m_stacks[index] : nullptr);
}

void WorkspaceTabs::addUndoActions(QMenu* edit)
{
    QAction* undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction* redo = m_undo->createRedoAction(this, tr("&Redo"));
    // Ctrl+Shift+Z everywhere, and the platform's own Redo keys where they differ (Ctrl+Y on Windows).
    QList<QKeySequence> keys { QKeySequence(tr("Ctrl+Shift+Z")) };
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::Redo)) {
        if (!keys.contains(key))
            keys << key;
    }
    redo->setShortcuts(keys);
    redo->setObjectName(QStringLiteral("actionRedo"));
    edit->addAction(undo);
    edit->addAction(redo);
}

} // namespace tle
