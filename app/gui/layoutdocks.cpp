// SPDX-License-Identifier: MIT
#include "layoutdocks.h"

#include "factsview.h"
#include "layouteditor.h"
#include "layoutfactsmodel.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>

namespace tle {

LayoutDocks::LayoutDocks(QMainWindow* window, LayoutFactsModel* facts)
    : QObject(window)
    , m_window(window)
{
    m_detailsDock = new QDockWidget(tr("Details"), window);
    m_detailsDock->setObjectName(QStringLiteral("detailsDock"));
    m_factsView = new FactsView(m_detailsDock);
    m_factsView->setModel(facts);
    m_detailsDock->setWidget(m_factsView);
    window->addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);

    m_editorDock = new QDockWidget(tr("Editor"), window);
    m_editorDock->setObjectName(QStringLiteral("editorDock"));
    auto* scroll = new QScrollArea(m_editorDock);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_editor = new LayoutEditor(scroll);
    scroll->setWidget(m_editor);
    // The dock never gets narrower than the editor's rows: nothing of a field or its buttons is cut off.
    scroll->setMinimumWidth(m_editor->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width()
        + 2 * scroll->frameWidth());
    m_editorDock->setWidget(scroll);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_editorDock);
}

void LayoutDocks::setLayoutShown(bool shown)
{
    if (shown == m_layoutShown)
        return;
    m_layoutShown = shown;
    if (!shown) {
        // Before the window is shown no dock is visible yet: they come back as the window would have shown them.
        m_shownInLayout = m_window->isVisible() ? std::pair { m_editorDock->isVisible(), m_detailsDock->isVisible() }
                                                : std::pair { !m_editorDock->isHidden(), !m_detailsDock->isHidden() };
        m_editorDock->hide();
        m_detailsDock->hide();
    } else {
        m_editorDock->setVisible(m_shownInLayout.first);
        m_detailsDock->setVisible(m_shownInLayout.second);
    }
}

void LayoutDocks::arrangeOnce()
{
    if (m_arranged)
        return;
    m_arranged = true;
    const int available = m_window->width();
    if (available >= 1600) {
        const int dock = std::min(320, available * 16 / 100);
        m_window->resizeDocks({ m_editorDock, m_detailsDock }, { dock, dock }, Qt::Horizontal);
        return;
    }
    m_window->tabifyDockWidget(m_editorDock, m_detailsDock);
    m_editorDock->raise();
    m_window->resizeDocks({ m_editorDock }, { available * 3 / 10 }, Qt::Horizontal);
}

QByteArray LayoutDocks::saveState() const
{
    if (m_layoutShown)
        return m_window->saveState();
    m_editorDock->setVisible(m_shownInLayout.first);
    m_detailsDock->setVisible(m_shownInLayout.second);
    const QByteArray state = m_window->saveState();
    m_editorDock->hide();
    m_detailsDock->hide();
    return state;
}

bool LayoutDocks::restoreState(const QByteArray& state)
{
    if (state.isEmpty() || !m_window->restoreState(state))
        return false;
    m_arranged = true;
    m_shownInLayout = { m_editorDock->isVisible(), m_detailsDock->isVisible() };
    if (!m_layoutShown) {
        m_editorDock->hide();
        m_detailsDock->hide();
    }
    return true;
}

} // namespace tle
