// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;
class QWidget;

namespace tle {

// A table of the run workspace over `model`: sortable by its SortRole through a filter proxy, whole rows selected,
// alternating rows, no row header; named `name` for tests and the window's state.
QTableView* runTableView(QAbstractItemModel* model, QWidget* parent, const QString& name);
// Columns as wide as their first rows need, up to a limit (the user may widen them further).
void fitRunColumns(QTableView* view);

} // namespace tle
