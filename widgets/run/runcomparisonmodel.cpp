// SPDX-License-Identifier: MIT
#include "runcomparisonmodel.h"

#include "runpalette.h"

#include <QLocale>

namespace tle {

namespace {

// An index's internal id names its parent: 0 for a section row, section + 1 for a row of a section, and
// (section + 1) << 32 | (group + 1) for an op of an unmatched group.
constexpr quintptr kGroupShift = 32;
constexpr quintptr kLow = (quintptr(1) << kGroupShift) - 1;

QString changeText(int64_t ns, int64_t otherNs)
{
    const int64_t change = otherNs - ns;
    const QString text = runDurationText(double(std::llabs(change)));
    if (change == 0)
        return text;
    const QString sign = change > 0 ? QStringLiteral("+") : QStringLiteral("−");
    if (ns <= 0)
        return sign + text;
    return QStringLiteral("%1%2 (%3%4)").arg(sign, text, sign, runShareText(double(std::llabs(change)) / double(ns)));
}

} // namespace

RunComparisonModel::RunComparisonModel(QObject* parent)
    : QAbstractItemModel(parent)
{ }

void RunComparisonModel::setComparison(std::shared_ptr<const MeasuredRun> run, std::shared_ptr<const MeasuredRun> other,
    std::shared_ptr<const RunComparison> comparison)
{
    beginResetModel();
    m_run = std::move(run);
    m_other = std::move(other);
    m_comparison = m_run && m_other ? std::move(comparison) : nullptr;
    m_summary = m_comparison ? summarizeComparison(*m_run, *m_other, *m_comparison) : RunComparisonSummary {};
    endResetModel();
}

std::pair<size_t, size_t> RunComparisonModel::groupsOf(int section) const
{
    const auto& groups = m_summary.unmatched;
    const size_t here = size_t(std::count_if(groups.begin(), groups.end(), [](const auto& g) { return g.inRun; }));
    return section == OnlyHereSection ? std::pair { size_t(0), here } : std::pair { here, groups.size() - here };
}

QModelIndex RunComparisonModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= NumColumns || row >= rowCount(parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    const quintptr id = parent.internalId();
    if (id == 0)
        return createIndex(row, column, quintptr(parent.row() + 1));
    return createIndex(row, column, (id << kGroupShift) | quintptr(parent.row() + 1));
}

QModelIndex RunComparisonModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    const quintptr id = child.internalId();
    if ((id >> kGroupShift) == 0)
        return createIndex(int(id - 1), 0, quintptr(0));
    return createIndex(int((id & kLow) - 1), 0, id >> kGroupShift);
}

int RunComparisonModel::rowCount(const QModelIndex& parent) const
{
    if (!m_comparison)
        return 0;
    if (!parent.isValid())
        return NumSections;
    if (parent.column() != 0)
        return 0;
    const quintptr id = parent.internalId();
    if (id == 0) {
        switch (parent.row()) {
        case FamiliesSection:
            return int(m_summary.families.size());
        case ChangesSection:
            return int(m_summary.largestChanges.size());
        default:
            return int(groupsOf(parent.row()).second);
        }
    }
    const int section = int(id - 1);
    if ((id >> kGroupShift) == 0 && (section == OnlyHereSection || section == OnlyThereSection))
        return int(m_summary.unmatched[groupsOf(section).first + size_t(parent.row())].ops.size());
    return 0;
}

int RunComparisonModel::columnCount(const QModelIndex&) const
{
    return NumColumns;
}

QVariant RunComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_comparison)
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == NameColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const quintptr id = index.internalId();
    if (id == 0)
        return sectionData(index.row(), index.column(), role);
    if ((id >> kGroupShift) == 0) {
        const int section = int(id - 1);
        switch (section) {
        case FamiliesSection:
            return familyData(m_summary.families[size_t(index.row())], index.column(), role);
        case ChangesSection:
            return changeData(m_comparison->ops[m_summary.largestChanges[size_t(index.row())]], index.column(), role);
        default:
            return groupData(m_summary.unmatched[groupsOf(section).first + size_t(index.row())], index.column(), role);
        }
    }
    const int section = int((id >> kGroupShift) - 1);
    const RunUnmatchedGroup& group = m_summary.unmatched[groupsOf(section).first + size_t((id & kLow) - 1)];
    return unmatchedOpData(group, group.ops[size_t(index.row())], index.column(), role);
}

QVariant RunComparisonModel::sectionData(int section, int column, int role) const
{
    if (role == OpRole)
        return qlonglong(-1);
    if (role != Qt::DisplayRole || column != NameColumn)
        return {};
    switch (section) {
    case FamiliesSection:
        return tr("Kernel time by op family, the largest change first");
    case ChangesSection:
        return tr("%Ln matched ops, the largest change first", nullptr, int(m_summary.largestChanges.size()));
    case OnlyHereSection: {
        const auto [first, count] = groupsOf(section);
        int64_t ops = 0;
        for (size_t g = first; g < first + count; ++g)
            ops += int64_t(m_summary.unmatched[g].ops.size());
        return tr("Only in this run: %Ln ops", nullptr, int(ops));
    }
    default: {
        const auto [first, count] = groupsOf(section);
        int64_t ops = 0;
        for (size_t g = first; g < first + count; ++g)
            ops += int64_t(m_summary.unmatched[g].ops.size());
        return tr("Only in the other run: %Ln ops", nullptr, int(ops));
    }
    }
}

QVariant RunComparisonModel::familyData(const RunFamilyChange& family, int column, int role) const
{
    if (role == OpRole)
        return qlonglong(-1);
    if (role == NsRole)
        return double(family.ns);
    if (role == Qt::DecorationRole && column == NameColumn)
        return runFamilyColor(family.family);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn:
        return runFamilyTitle(family.family);
    case RunColumn:
        return runDurationText(double(family.ns));
    case OtherColumn:
        return runDurationText(double(family.otherNs));
    case ChangeColumn:
        return changeText(family.ns, family.otherNs);
    default:
        return {};
    }
}

QVariant RunComparisonModel::changeData(const RunOpDelta& delta, int column, int role) const
{
    if (role == OpRole)
        return qlonglong(delta.op);
    if (role == NsRole)
        return double(delta.ns.value_or(0));
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn: {
        const QString code = QString::fromStdString(m_run->ops[size_t(delta.op)].opCode);
        return delta.sameKind ? tr("op %1 · %2").arg(delta.op).arg(code)
                              : tr("op %1 · %2 (paired with %3)")
                                    .arg(delta.op)
                                    .arg(code, QString::fromStdString(m_other->ops[size_t(delta.other)].opCode));
    }
    case RunColumn:
        return delta.ns ? runDurationText(double(*delta.ns)) : QString();
    case OtherColumn:
        return delta.otherNs ? runDurationText(double(*delta.otherNs)) : QString();
    case ChangeColumn:
        return delta.ns && delta.otherNs ? changeText(*delta.ns, *delta.otherNs) : QString();
    default:
        return {};
    }
}

QVariant RunComparisonModel::groupData(const RunUnmatchedGroup& group, int column, int role) const
{
    if (role == OpRole)
        return qlonglong(-1);
    if (role == NsRole)
        return double(group.ns);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn:
        return tr("%1 × %2").arg(QString::fromStdString(group.opCode)).arg(group.ops.size());
    case RunColumn:
        return group.inRun ? runDurationText(double(group.ns)) : QString();
    case OtherColumn:
        return group.inRun ? QString() : runDurationText(double(group.ns));
    default:
        return {};
    }
}

QVariant RunComparisonModel::unmatchedOpData(const RunUnmatchedGroup& group, int64_t op, int column, int role) const
{
    const MeasuredRun& run = group.inRun ? *m_run : *m_other;
    const double ns = double(run.ops[size_t(op)].kernelNs.value_or(0));
    if (role == OpRole)
        return qlonglong(group.inRun ? op : -1);
    if (role == NsRole)
        return ns;
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn:
        return tr("op %1").arg(op);
    case RunColumn:
        return group.inRun ? runDurationText(ns) : QString();
    case OtherColumn:
        return group.inRun ? QString() : runDurationText(ns);
    default:
        return {};
    }
}

QVariant RunComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Family, op or op code");
    case RunColumn:
        return tr("This run");
    case OtherColumn:
        return tr("Other run");
    case ChangeColumn:
        return tr("Change");
    default:
        return {};
    }
}

} // namespace tle
