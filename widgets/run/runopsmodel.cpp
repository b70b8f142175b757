// SPDX-License-Identifier: MIT
#include "runopsmodel.h"

#include "run/opfamily.h"
#include "run/runaccounting.h"
#include "run/runcostmodel.h"
#include "runpalette.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

// A duration as people read it (12.4 µs, 3.05 ms); the exact ns are the tooltip and the sort key.
QString nsText(const std::optional<int64_t>& ns)
{
    return ns ? runDurationText(double(*ns)) : QString();
}

QVariant exactNs(const std::optional<int64_t>& ns)
{
    return ns ? QVariant(RunOpsModel::tr("%1 ns").arg(QLocale().toString(qlonglong(*ns)))) : QVariant();
}

QVariant nsKey(const std::optional<int64_t>& ns)
{
    return ns ? QVariant(qlonglong(*ns)) : QVariant(qlonglong(-1));
}

} // namespace

RunOpsModel::RunOpsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void RunOpsModel::setRun(std::shared_ptr<const MeasuredRun> run, OptimizerDevice device)
{
    beginResetModel();
    m_run = std::move(run);
    m_device = std::move(device);
    m_ops.clear();
    m_families.clear();
    if (m_run) {
        OpFamilies families;
        for (size_t i = 0; i < m_run->ops.size(); ++i) {
            if (m_run->ops[i].kind == RunOpKind::Device) {
                m_ops.push_back(int64_t(i));
                m_families.push_back(families.of(m_run->ops[i]));
            }
        }
    }
    m_predicted.assign(m_ops.size(), std::nullopt);
    m_pricer = m_run ? std::make_unique<RunPricer>(*m_run, m_device) : nullptr;
    endResetModel();
}

int RunOpsModel::rowOfOp(int64_t op) const
{
    const auto it = std::lower_bound(m_ops.begin(), m_ops.end(), op);
    return it != m_ops.end() && *it == op ? int(it - m_ops.begin()) : -1;
}

int RunOpsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_ops.size());
}

int RunOpsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NumColumns;
}

const RunOp& RunOpsModel::opAt(int row) const
{
    return m_run->ops[size_t(m_ops[size_t(row)])];
}

std::optional<double> RunOpsModel::predicted(int row) const
{
    auto& cached = m_predicted[size_t(row)];
    if (!cached) {
        const auto estimate = m_pricer->estimate(opAt(row));
        cached = estimate ? std::optional(estimate->ns) : std::nullopt;
    }
    return *cached;
}

QVariant RunOpsModel::display(int row, int column) const
{
    const RunOp& op = opAt(row);
    switch (column) {
    case IndexColumn:
        return QVariant(qlonglong(m_ops[size_t(row)]));
    case DeviceColumn:
        return QVariant(qlonglong(op.device));
    case OpCodeColumn:
        return QString::fromStdString(op.opCode);
    case FamilyColumn:
        return runFamilyTitle(m_families[size_t(row)]);
    case ClassColumn: {
        const std::string_view c = toString(classifyRunOp(op));
        return QString::fromLatin1(c.data(), qsizetype(c.size()));
    }
    case MeasuredColumn:
        return nsText(op.kernelNs);
    case PredictedColumn: {
        const auto p = predicted(row);
        return p ? runDurationText(*p) : QString();
    }
    case PmIdealColumn:
        return nsText(op.pmIdealNs);
    case GapColumn:
        return nsText(op.opToOpNs);
    case CoresColumn:
        return op.coreCount ? QVariant(qlonglong(*op.coreCount)) : QVariant(QString());
    case InputColumn:
        return op.inputs.empty() ? QString() : QString::fromStdString(op.inputs[0].memory);
    case OutputColumn:
        return op.outputs.empty() ? QString() : QString::fromStdString(op.outputs[0].memory);
    case LocColumn:
        return QString::fromStdString(op.loc);
    default:
        return {};
    }
}

QVariant RunOpsModel::sortKey(int row, int column) const
{
    const RunOp& op = opAt(row);
    switch (column) {
    case MeasuredColumn:
        return nsKey(op.kernelNs);
    case PredictedColumn: {
        const auto p = predicted(row);
        return p ? *p : -1.0;
    }
    case PmIdealColumn:
        return nsKey(op.pmIdealNs);
    case GapColumn:
        return nsKey(op.opToOpNs);
    case CoresColumn:
        return nsKey(op.coreCount);
    default:
        return display(row, column);
    }
}

QVariant RunOpsModel::toolTip(int row, int column) const
{
    const RunOp& op = opAt(row);
    switch (column) {
    case OpCodeColumn:
    case LocColumn:
        return display(row, column);
    case MeasuredColumn:
        return exactNs(op.kernelNs);
    case PredictedColumn: {
        const auto p = predicted(row);
        return p ? exactNs(int64_t(std::llround(*p))) : QVariant();
    }
    case PmIdealColumn:
        return exactNs(op.pmIdealNs);
    case GapColumn:
        return exactNs(op.opToOpNs);
    default:
        return {};
    }
}

QVariant RunOpsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_run || index.row() < 0 || index.row() >= rowCount() || index.column() < 0
        || index.column() >= NumColumns)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case SortRole:
        return sortKey(index.row(), index.column());
    case OpRole:
        return QVariant(qlonglong(m_ops[size_t(index.row())]));
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case IndexColumn:
        case DeviceColumn:
        case MeasuredColumn:
        case PredictedColumn:
        case PmIdealColumn:
        case GapColumn:
        case CoresColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole:
        if (index.column() == PredictedColumn && !predicted(index.row()))
            return tr("Not estimated: the run states none of the op's tensors");
        return toolTip(index.row(), index.column());
    default:
        return {};
    }
}

QVariant RunOpsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IndexColumn:
        return tr("#");
    case DeviceColumn:
        return tr("Device");
    case OpCodeColumn:
        return tr("Op code");
    case ClassColumn:
        return tr("Class");
    case FamilyColumn:
        return tr("Family");
    case MeasuredColumn:
        return tr("Measured");
    case PredictedColumn:
        return tr("Predicted");
    case PmIdealColumn:
        return tr("PM ideal");
    case GapColumn:
        return tr("Gap");
    case CoresColumn:
        return tr("Cores");
    case InputColumn:
        return tr("Input 0");
    case OutputColumn:
        return tr("Output 0");
    case LocColumn:
        return tr("Loc");
    default:
        return {};
    }
}

} // namespace tle
