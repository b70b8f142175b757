// SPDX-License-Identifier: MIT
#include "runtablemodel.h"

namespace tle {

RunTableModel::RunTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void RunTableModel::setTable(Table table)
{
    beginResetModel();
    m_table = std::move(table);
    endResetModel();
}

void RunTableModel::clear()
{
    setTable({});
}

int RunTableModel::rowOfOp(qlonglong op) const
{
    if (!m_table.op || op < 0)
        return -1;
    for (int row = 0; row < m_table.rows; ++row) {
        if (m_table.op(row) == op)
            return row;
    }
    return -1;
}

int RunTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_table.rows;
}

int RunTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_table.columns.size());
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= m_table.rows || index.column() < 0
        || index.column() >= columnCount())
        return {};
    const Column& column = m_table.columns[size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole:
        return column.display(index.row());
    case SortRole:
        return column.sortKey ? column.sortKey(index.row()) : column.display(index.row());
    case OpRole:
        return m_table.op ? m_table.op(index.row()) : qlonglong(-1);
    case Qt::TextAlignmentRole:
        return QVariant((column.numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (m_table.background) {
            if (const QColor color = m_table.background(index.row()); color.isValid())
                return color;
        }
        return {};
    default:
        return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return m_table.columns[size_t(section)].title;
    if (role == Qt::ToolTipRole && !m_table.columns[size_t(section)].toolTip.isEmpty())
        return m_table.columns[size_t(section)].toolTip;
    return {};
}

} // namespace tle
