// SPDX-License-Identifier: MIT
#include "runbreakdownmodel.h"

#include "run/opfamily.h"
#include "runpalette.h"

#include <QLocale>

namespace tle {

namespace {

// An index's internal id names its parent: 0 for a family row, family + 1 for an op-code row, and
// (family + 1) << 32 | (code + 1) for an op row.
constexpr quintptr kCodeShift = 32;

bool isCodeId(quintptr id)
{
    return id != 0 && (id >> kCodeShift) == 0;
}

QVariant alignment(int column)
{
    return column == RunBreakdownModel::NameColumn || column == RunBreakdownModel::BoundColumn
        ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
}

} // namespace

RunBreakdownModel::RunBreakdownModel(QObject* parent)
    : QAbstractItemModel(parent)
{ }

void RunBreakdownModel::setAnalysis(std::shared_ptr<const RunAnalysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_families = m_analysis ? runBreakdown(*m_analysis) : std::vector<RunBreakdownFamily> {};
    m_top = m_analysis ? topRunOps(*m_analysis, kTopOps) : std::vector<RunBreakdownOp> {};
    m_totalNs = 0;
    for (const RunBreakdownFamily& f : m_families)
        m_totalNs += f.ns;
    endResetModel();
}

QModelIndex RunBreakdownModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= NumColumns || row >= rowCount(parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    const quintptr id = parent.internalId();
    if (id == 0)
        return createIndex(row, column, quintptr(parent.row() + 1));
    // An op-code parent: its family is its id, its code its row.
    return createIndex(row, column, (id << kCodeShift) | quintptr(parent.row() + 1));
}

QModelIndex RunBreakdownModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    const quintptr id = child.internalId();
    if (isCodeId(id))
        return createIndex(int(id - 1), 0, quintptr(0));
    const quintptr family = id >> kCodeShift;
    const quintptr code = id & ((quintptr(1) << kCodeShift) - 1);
    return createIndex(int(code - 1), 0, family);
}

int RunBreakdownModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return m_analysis ? int(m_families.size()) + 1 : 0;
    if (parent.column() != 0)
        return 0;
    const quintptr id = parent.internalId();
    if (id == 0)
        return parent.row() == topOpsRow() ? int(m_top.size()) : int(m_families[size_t(parent.row())].codes.size());
    if (isCodeId(id) && int(id - 1) != topOpsRow())
        return int(m_families[size_t(id - 1)].codes[size_t(parent.row())].ops.size());
    return 0;
}

int RunBreakdownModel::columnCount(const QModelIndex&) const
{
    return NumColumns;
}

QVariant RunBreakdownModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.column() >= NumColumns)
        return {};
    if (role == Qt::TextAlignmentRole)
        return alignment(index.column());
    const quintptr id = index.internalId();
    if (id == 0 && index.row() == topOpsRow()) {
        if (role == OpRole)
            return qlonglong(-1);
        return role == Qt::DisplayRole && index.column() == NameColumn
            ? QVariant(tr("The %Ln longest ops", nullptr, int(m_top.size())))
            : QVariant();
    }
    if (id == 0)
        return familyData(m_families[size_t(index.row())], index.column(), role);
    if (isCodeId(id) && int(id - 1) == topOpsRow())
        return opData(m_top[size_t(index.row())], index.column(), role, true);
    if (isCodeId(id))
        return codeData(m_families[size_t(id - 1)].codes[size_t(index.row())], index.column(), role);
    const RunBreakdownFamily& family = m_families[size_t((id >> kCodeShift) - 1)];
    const RunBreakdownCode& code = family.codes[size_t((id & ((quintptr(1) << kCodeShift) - 1)) - 1)];
    return opData(code.ops[size_t(index.row())], index.column(), role);
}

QVariant RunBreakdownModel::familyData(const RunBreakdownFamily& family, int column, int role) const
{
    if (role == OpRole)
        return qlonglong(-1);
    if (role == NsRole)
        return family.ns;
    if (role == Qt::DecorationRole && column == NameColumn)
        return runFamilyColor(family.family);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn:
        return runFamilyTitle(family.family);
    case OpsColumn:
        return QLocale().toString(qlonglong(family.ops));
    case TimeColumn:
        return runDurationText(family.ns);
    case ShareColumn:
        return runShareText(family.share);
    default:
        return {};
    }
}

QVariant RunBreakdownModel::codeData(const RunBreakdownCode& code, int column, int role) const
{
    if (role == OpRole)
        return qlonglong(-1);
    if (role == NsRole)
        return code.ns;
    if (role == Qt::ToolTipRole && column == NameColumn)
        return QString::fromStdString(code.opCode);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn:
        return QString::fromStdString(code.opCode);
    case OpsColumn:
        return QLocale().toString(qlonglong(code.ops.size()));
    case TimeColumn:
        return runDurationText(code.ns);
    case ShareColumn:
        return runShareText(code.share);
    default:
        return {};
    }
}

QVariant RunBreakdownModel::opData(const RunBreakdownOp& op, int column, int role, bool withCode) const
{
    if (role == OpRole)
        return qlonglong(op.op);
    if (role == NsRole)
        return op.ns;
    if (role == Qt::ToolTipRole && column == TimeColumn)
        return tr("%1 ns").arg(QLocale().toString(op.ns, 'f', 0));
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn: {
        const RunOp& run = m_analysis->run->ops[size_t(op.op)];
        // Under the longest ops a row says its op code and family too.
        if (withCode)
            return tr("op %1 · %2 (%3)")
                .arg(op.op)
                .arg(QString::fromStdString(run.opCode), runFamilyTitle(opFamily(run)));
        return run.loc.empty() ? tr("op %1").arg(op.op)
                               : tr("op %1 · %2").arg(op.op).arg(QString::fromStdString(run.loc));
    }
    case TimeColumn:
        return runDurationText(op.ns);
    case ShareColumn:
        return m_totalNs > 0 ? runShareText(op.ns / m_totalNs) : QString();
    case BoundColumn:
        return op.bound ? QString::fromUtf8(toString(*op.bound).data(), qsizetype(toString(*op.bound).size()))
                        : QString();
    case UtilizationColumn:
        return op.utilization ? runShareText(*op.utilization) : QString();
    default:
        return {};
    }
}

QVariant RunBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Family, op code, op");
    case OpsColumn:
        return tr("Ops");
    case TimeColumn:
        return tr("Kernel time");
    case ShareColumn:
        return tr("Share");
    case BoundColumn:
        return tr("Bound");
    case UtilizationColumn:
        return tr("Utilisation");
    default:
        return {};
    }
}

} // namespace tle
