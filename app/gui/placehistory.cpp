// SPDX-License-Identifier: MIT
#include "placehistory.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>

namespace tle {

PlaceHistory::PlaceHistory(
    QMenu* menu, std::function<Place()> current, std::function<void(const Place&)> show, QObject* parent)
    : QObject(parent)
    , m_current(std::move(current))
    , m_show(std::move(show))
{
    m_backAction = menu->addAction(tr("&Back"), this, &PlaceHistory::back);
    m_backAction->setShortcut(QKeySequence::Back);
    m_backAction->setObjectName(QStringLiteral("actionBack"));
    m_forwardAction = menu->addAction(tr("&Forward"), this, &PlaceHistory::forward);
    m_forwardAction->setShortcut(QKeySequence::Forward);
    m_forwardAction->setObjectName(QStringLiteral("actionForward"));
    updateActions();
}

void PlaceHistory::go(const Place& place)
{
    m_back.push_back(m_current());
    m_forward.clear();
    m_show(place);
    updateActions();
}

void PlaceHistory::back()
{
    step(m_back, m_forward);
}

void PlaceHistory::forward()
{
    step(m_forward, m_back);
}

// The last place of `from` is shown; where the user was goes onto `to`.
void PlaceHistory::step(std::vector<Place>& from, std::vector<Place>& to)
{
    if (from.empty())
        return;
    to.push_back(m_current());
    const Place place = from.back();
    from.pop_back();
    m_show(place);
    updateActions();
}

void PlaceHistory::updateActions()
{
    m_backAction->setEnabled(!m_back.empty());
    m_forwardAction->setEnabled(!m_forward.empty());
}

} // namespace tle
