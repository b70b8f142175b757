// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <QMenu>

namespace tle {

// The Pin menu of one op: the layouts the policy considered for it (each as the pin that names it exactly), a
// layout typed in, and removing its pin or every pin.
class PinMenu : public QMenu
{
    Q_OBJECT
public:
    explicit PinMenu(QWidget* parent = nullptr);

    // `result` and `graph` may be null (no plan on show); `op` -1 when none is selected.
    void fill(const ModelGraph* graph, const PolicyResult* result, int op, const QString& currentPin, bool anyPins);

    // The pin that names a candidate exactly: its grid, buffer, memory layout and page layout.
    static QString pinText(const LayoutChoice& choice);

signals:
    // A pin for the op (empty: remove its pin).
    void pinRequested(const QString& text);
    void removeAllRequested();
};

} // namespace tle
