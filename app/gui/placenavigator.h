// SPDX-License-Identifier: MIT
#pragma once

#include "placehistory.h"

#include <QObject>

class QMenu;
class QTabWidget;
class QWidget;

namespace tle {

class LayoutDocument;
class ModelDocument;
class RunDocument;
class TransferDocument;
struct LayoutHandoff;

// Where the user is and how to go somewhere: an op of the model or the run workspace, or a layout in the layout
// workspace with, on the Transfer view, its destination and device. A plan's or a run's tensor handed over opens
// there, and View > Back and Forward (PlaceHistory) return.
class PlaceNavigator : public QObject
{
    Q_OBJECT
public:
    // The window's parts a place names: the workspaces' tabs, the model and run workspaces, the layout views' tabs
    // and the Transfer view among them, and the documents behind them.
    struct Parts
    {
        QTabWidget* workspaces = nullptr;
        QWidget* model = nullptr;
        QWidget* run = nullptr;
        QTabWidget* views = nullptr;
        QWidget* transferView = nullptr;
        LayoutDocument* layout = nullptr;
        ModelDocument* modelDocument = nullptr;
        RunDocument* runDocument = nullptr;
        TransferDocument* transfer = nullptr;
    };

    PlaceNavigator(QMenu* menu, const Parts& parts, QObject* parent);

    // An op's tensor opens in the layout views, a layout change in the Transfer view.
    void show(const LayoutHandoff& handoff);

private:
    Place current() const;
    void go(const Place& place);
    void goToLayout(const Place& place);

    Parts m_parts;
    PlaceHistory* m_history = nullptr;
};

} // namespace tle
