// SPDX-License-Identifier: MIT
#pragma once

#include "report/oprow.h"

#include <QAbstractTableModel>

#include <map>
#include <set>
#include <vector>

namespace tle {

// The ops of one plan, a row each, in schedule order: what core's op rows say, with sort keys under
// SortRole (numbers sort as numbers) and the op index under OpRole.
class OpTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        PositionColumn,
        NameColumn,
        KindColumn,
        ShapeColumn,
        DtypeColumn,
        LayoutColumn,
        ShardColumn,
        L1Column,
        TimeColumn,
        ChainColumn,
        AroundColumn,
        NumColumns
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        OpRole,
    };

    explicit OpTableModel(QObject* parent = nullptr);

    void setRows(std::vector<OpRow> rows);
    const std::vector<OpRow>& rows() const { return m_rows; }
    // The row of an op, or -1.
    int rowOfOp(int op) const;
    // Ops to mark (compare mode: laid out differently by the other plan); their rows get a background.
    void setMarkedOps(std::set<int> ops);
    bool isMarked(int op) const { return m_marked.contains(op); }
    // Ops whose output layout the user pinned, with the pin's text: their layout is bold and says so.
    void setPinnedOps(std::map<int, QString> pins);
    QString pinOf(int op) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const OpRow& row, int column) const;
    QVariant sortKey(const OpRow& row, int column) const;

    std::vector<OpRow> m_rows;
    std::vector<int> m_rowOfOp;
    std::set<int> m_marked;
    std::map<int, QString> m_pins;
};

} // namespace tle
