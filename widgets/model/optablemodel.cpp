// SPDX-License-Identifier: MIT
#include "optablemodel.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace tle {

namespace {

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

OpTableModel::OpTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void OpTableModel::setRows(std::vector<OpRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_rowOfOp.clear();
    for (size_t r = 0; r < m_rows.size(); ++r) {
        const size_t op = size_t(m_rows[r].op);
        if (op >= m_rowOfOp.size())
            m_rowOfOp.resize(op + 1, -1);
        m_rowOfOp[op] = int(r);
    }
    endResetModel();
}

void OpTableModel::setMarkedOps(std::set<int> ops)
{
    m_marked = std::move(ops);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, NumColumns - 1), { Qt::BackgroundRole });
}

void OpTableModel::setPinnedOps(std::map<int, QString> pins)
{
    m_pins = std::move(pins);
    if (!m_rows.empty())
        emit dataChanged(index(0, LayoutColumn), index(rowCount() - 1, LayoutColumn),
            { Qt::DisplayRole, Qt::FontRole, Qt::ToolTipRole });
}

QString OpTableModel::pinOf(int op) const
{
    const auto it = m_pins.find(op);
    return it != m_pins.end() ? it->second : QString();
}

int OpTableModel::rowOfOp(int op) const
{
    return op >= 0 && size_t(op) < m_rowOfOp.size() ? m_rowOfOp[size_t(op)] : -1;
}

int OpTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OpTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NumColumns;
}

QVariant OpTableModel::display(const OpRow& row, int column) const
{
    switch (column) {
    case PositionColumn:
        return row.op;
    case NameColumn:
        return q(row.name);
    case KindColumn:
        return q(row.kind);
    case ShapeColumn:
        return q(row.shape);
    case DtypeColumn:
        return q(row.dtype);
    case LayoutColumn:
        return q(row.layout);
    case ShardColumn:
        return q(row.shardShape);
    case L1Column:
        return row.l1BytesPerCore > 0 ? QLocale().formattedDataSize(row.l1BytesPerCore) : QString();
    case TimeColumn:
        return row.estimatedUs > 0 ? QLocale().toString(row.estimatedUs, 'f', 2) : QString();
    case ChainColumn:
        return row.chain >= 0 ? QVariant(row.chain) : QVariant(QString());
    case AroundColumn:
        return q(row.around);
    default:
        return {};
    }
}

QVariant OpTableModel::sortKey(const OpRow& row, int column) const
{
    switch (column) {
    case PositionColumn:
        return row.op;
    case L1Column:
        return qlonglong(row.l1BytesPerCore);
    case TimeColumn:
        return row.estimatedUs;
    case ChainColumn:
        return row.chain;
    default:
        return display(row, column);
    }
}

QVariant OpTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const OpRow& row = m_rows[size_t(index.row())];
    const bool pinned = index.column() == LayoutColumn && m_pins.contains(row.op);
    switch (role) {
    case Qt::DisplayRole:
        return pinned ? tr("%1 (pinned)").arg(display(row, index.column()).toString()) : display(row, index.column());
    case Qt::ToolTipRole:
        return pinned ? tr("%1\npinned to %2").arg(display(row, index.column()).toString(), m_pins.at(row.op))
                      : display(row, index.column());
    case Qt::FontRole: {
        if (!pinned)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case SortRole:
        return sortKey(row, index.column());
    case OpRole:
        return row.op;
    case Qt::BackgroundRole:
        return m_marked.contains(row.op) ? QVariant(QColor(255, 214, 153)) : QVariant();
    case Qt::ForegroundRole:
        // Dark ink on the light orange of a marked row, in the dark theme too.
        return m_marked.contains(row.op) ? QVariant(QColor(32, 32, 32)) : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == PositionColumn || index.column() == L1Column || index.column() == TimeColumn
            || index.column() == ChainColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant OpTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PositionColumn:
        return tr("#");
    case NameColumn:
        return tr("Op");
    case KindColumn:
        return tr("Kind");
    case ShapeColumn:
        return tr("Shape");
    case DtypeColumn:
        return tr("Type");
    case LayoutColumn:
        return tr("Layout");
    case ShardColumn:
        return tr("Shard");
    case L1Column:
        return tr("L1 per core");
    case TimeColumn:
        return tr("Time (µs)");
    case ChainColumn:
        return tr("Chain");
    case AroundColumn:
        return tr("Reshards and spills");
    default:
        return {};
    }
}

} // namespace tle
