// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace tle {

class SecondOpinionModel;

// Where the calibrated cost model disagrees with the compiler's decision trace: the second opinion's table, the
// largest saving first. Choosing a row selects its op; Accept pins the op to the cost model's choice, so the plan
// is made again with it and compared with the unpinned one.
class SecondOpinionPane : public QWidget
{
    Q_OBJECT
public:
    explicit SecondOpinionPane(QWidget* parent = nullptr);

    // The opinion of the plan on show; null `trace` (a policy's plan) empties the pane.
    void setOpinion(const ModelGraph* graph, const JoinedTrace* trace);
    // Follows the document's selection.
    void selectOp(int op);
    SecondOpinionModel* model() const { return m_model; }

signals:
    void opSelected(int op);
    // The user accepts the cost model's layout for `op`: `pin` pins its output to it.
    void accepted(int op, const QString& pin);

private:
    void updateAccept();
    int currentRow() const;

    QLabel* m_summary = nullptr;
    SecondOpinionModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    QPushButton* m_accept = nullptr;
};

} // namespace tle
