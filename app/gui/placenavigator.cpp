// SPDX-License-Identifier: MIT
#include "placenavigator.h"

#include "layoutdocument.h"
#include "layouthandoff.h"
#include "modeldocument.h"
#include "rundocument.h"
#include "transferdocument.h"

#include <QTabWidget>

namespace tle {

PlaceNavigator::PlaceNavigator(QMenu* menu, const Parts& parts, QObject* parent)
    : QObject(parent)
    , m_parts(parts)
    , m_history(new PlaceHistory(
          menu, [this] { return current(); }, [this](const Place& place) { go(place); }, this))
{ }

void PlaceNavigator::show(const LayoutHandoff& handoff)
{
    m_history->go({ .layout = handoff.layout, .transferTo = handoff.transferTo, .device = handoff.device });
}

Place PlaceNavigator::current() const
{
    const QWidget* workspace = m_parts.workspaces->currentWidget();
    if (workspace == m_parts.model)
        return { .model = true, .op = m_parts.modelDocument->selectedOp() };
    if (workspace == m_parts.run)
        return { .run = true, .op = m_parts.runDocument->selectedOp() };
    // On the Transfer view the destination and the device are part of where the user is.
    if (m_parts.views->currentWidget() != m_parts.transferView)
        return { .layout = m_parts.layout->layout() };
    return { .layout = m_parts.layout->layout(),
        .transferTo = m_parts.transfer->destination(),
        .device = std::make_shared<const OptimizerDevice>(m_parts.transfer->device()) };
}

void PlaceNavigator::go(const Place& place)
{
    if (!place.model && !place.run) {
        goToLayout(place);
        return;
    }
    m_parts.workspaces->setCurrentWidget(place.model ? m_parts.model : m_parts.run);
    if (place.op >= 0 && place.model)
        m_parts.modelDocument->selectOp(int(place.op));
    else if (place.op >= 0)
        m_parts.runDocument->selectOp(place.op);
}

void PlaceNavigator::goToLayout(const Place& place)
{
    m_parts.workspaces->setCurrentIndex(0);
    const bool changed = place.layout && QString::fromStdString(printedLayout(*place.layout)) != m_parts.layout->text();
    // A destination left waiting by a source that never arrived is dropped.
    m_parts.transfer->setNextDestination(nullptr);
    if (place.transferTo) {
        m_parts.views->setCurrentWidget(m_parts.transferView);
        if (place.device)
            m_parts.transfer->setDevice(place.device);
        // A new source reaches the document later, with the views: the destination waits for it.
        if (changed)
            m_parts.transfer->setNextDestination(place.transferTo);
        else
            m_parts.transfer->setDestination(place.transferTo);
    }
    if (changed)
        m_parts.layout->setLayout(*place.layout, LayoutDocument::Origin::Other);
}

} // namespace tle
