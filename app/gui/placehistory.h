// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "layout/anylayout.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QMenu;

namespace tle {

// A place the user can go back to: the model workspace on an op, or a layout in the layout workspace.
struct Place
{
    bool model = false;
    bool run = false;
    int64_t op = -1; // the op selected in the model or the run
    std::shared_ptr<const AnyLayout> layout;
    std::shared_ptr<const AnyLayout> transferTo; // with layout: the destination shown in the Transfer view
    std::shared_ptr<const OptimizerDevice> device; // and the device it is planned on
};

// View > Back and Forward between the places the user went to from a drill-down (an op's output opened in the
// layout views). The window says where it is and how to go somewhere; the history keeps the two stacks and the
// actions' state.
class PlaceHistory : public QObject
{
    Q_OBJECT
public:
    PlaceHistory(QMenu* menu, std::function<Place()> current, std::function<void(const Place&)> show, QObject* parent);

    // Goes to `place`, remembering where the user was; Forward is forgotten.
    void go(const Place& place);
    void back();
    void forward();

private:
    void step(std::vector<Place>& from, std::vector<Place>& to);
    void updateActions();

    std::function<Place()> m_current;
    std::function<void(const Place&)> m_show;
    std::vector<Place> m_back;
    std::vector<Place> m_forward;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
};

} // namespace tle
