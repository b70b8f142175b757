// SPDX-License-Identifier: MIT
#pragma once

#include "rundocument.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTableView;
class QTreeView;

namespace tle {

class RunComparisonModel;
class RunTableModel;

// The run beside another: a line with both kernel times and how the ops paired, the answer as a tree (families,
// the matched ops with the largest change, the ops only one run did by op code) and every aligned op in a
// sortable table. Selecting an op of this run in either asks for it.
class RunComparePane : public QWidget
{
    Q_OBJECT
public:
    explicit RunComparePane(QWidget* parent = nullptr);

    void setComparison(
        std::shared_ptr<const RunAnalysis> analysis, std::shared_ptr<const RunDocument::Comparison> comparison);
    RunTableModel* table() const { return m_table; }
    QTableView* tableView() const { return m_tableView; }
    RunComparisonModel* tree() const { return m_tree; }

signals:
    void opSelected(int64_t op);

private:
    QLabel* m_caption = nullptr;
    RunTableModel* m_table = nullptr;
    QTableView* m_tableView = nullptr;
    RunComparisonModel* m_tree = nullptr;
    QTreeView* m_treeView = nullptr;
};

} // namespace tle
