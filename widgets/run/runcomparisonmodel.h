// SPDX-License-Identifier: MIT
#pragma once

#include "run/measuredrun.h"
#include "run/runcomparesummary.h"

#include <QAbstractItemModel>

#include <memory>

namespace tle {

// Two runs compared as an answer, in a tree: the op families with both kernel times and the change (open), the
// matched ops with the largest change first (open), then the ops only this run or only the other did, each group
// by op code and its ops (closed until asked for).
class RunComparisonModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Section
    {
        FamiliesSection,
        ChangesSection,
        OnlyHereSection,
        OnlyThereSection,
        NumSections
    };
    enum Column
    {
        NameColumn,
        RunColumn,
        OtherColumn,
        ChangeColumn,
        NumColumns
    };
    enum Role
    {
        OpRole = Qt::UserRole + 1, // the op of this run a row stands for (qlonglong), -1 for none
        NsRole, // the run's kernel time of the row (double), for tests and sorting
    };

    explicit RunComparisonModel(QObject* parent = nullptr);

    void setComparison(std::shared_ptr<const MeasuredRun> run, std::shared_ptr<const MeasuredRun> other,
        std::shared_ptr<const RunComparison> comparison);
    const RunComparisonSummary& summary() const { return m_summary; }
    // The sections the view opens: the families and the largest changes.
    static bool opensExpanded(int section) { return section == FamiliesSection || section == ChangesSection; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // The unmatched groups of a section (OnlyHereSection or OnlyThereSection): where they start and how many.
    std::pair<size_t, size_t> groupsOf(int section) const;
    QVariant sectionData(int section, int column, int role) const;
    QVariant familyData(const RunFamilyChange& family, int column, int role) const;
    QVariant changeData(const RunOpDelta& delta, int column, int role) const;
    QVariant groupData(const RunUnmatchedGroup& group, int column, int role) const;
    QVariant unmatchedOpData(const RunUnmatchedGroup& group, int64_t op, int column, int role) const;

    std::shared_ptr<const MeasuredRun> m_run;
    std::shared_ptr<const MeasuredRun> m_other;
    std::shared_ptr<const RunComparison> m_comparison;
    RunComparisonSummary m_summary;
};

} // namespace tle
