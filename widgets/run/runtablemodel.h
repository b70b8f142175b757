// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QColor>

#include <functional>
#include <vector>

namespace tle {

// A read-only table of rows computed elsewhere, described by its columns: each says how a row shows and sorts.
// The run workspace's ledger, plan join and comparison are tables of this kind; the cells are asked for lazily,
// so a table of 100,000 rows costs nothing until it is on screen.
class RunTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        OpRole, // the run op a row stands for (qlonglong), -1 for none
    };
    struct Column
    {
        QString title;
        std::function<QVariant(int row)> display;
        std::function<QVariant(int row)> sortKey; // none: the display value
        bool numeric = false; // right-aligned
        QString toolTip;
    };
    struct Table
    {
        int rows = 0;
        std::vector<Column> columns;
        std::function<qlonglong(int row)> op;
        std::function<QColor(int row)> background; // none, or an invalid colour: the view's
    };

    explicit RunTableModel(QObject* parent = nullptr);

    void setTable(Table table);
    void clear();
    // The first row standing for run op `op`, or -1.
    int rowOfOp(qlonglong op) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Table m_table;
};

} // namespace tle
