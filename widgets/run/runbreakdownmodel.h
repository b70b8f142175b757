// SPDX-License-Identifier: MIT
#pragma once

#include "run/runbreakdown.h"

#include <QAbstractItemModel>

#include <memory>

namespace tle {

// A run's kernel time bottom up, as a tree: families, their op codes, the ops of each code, every level the
// longest first, with ops, kernel time, share and, for an op the cost model priced, its bound and utilisation.
class RunBreakdownModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        OpsColumn,
        TimeColumn,
        ShareColumn,
        BoundColumn,
        UtilizationColumn,
        NumColumns
    };
    enum Role
    {
        OpRole = Qt::UserRole + 1, // the run op of an op row (qlonglong), -1 for a family or an op code
        NsRole, // the kernel time in ns (double)
    };

    explicit RunBreakdownModel(QObject* parent = nullptr);

    void setAnalysis(std::shared_ptr<const RunAnalysis> analysis);
    const std::vector<RunBreakdownFamily>& families() const { return m_families; }
    // After the families, a row of the kTopOps longest ops with their family, bound and utilisation.
    static constexpr size_t kTopOps = 20;
    const std::vector<RunBreakdownOp>& topOps() const { return m_top; }
    int topOpsRow() const { return int(m_families.size()); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant familyData(const RunBreakdownFamily& family, int column, int role) const;
    QVariant codeData(const RunBreakdownCode& code, int column, int role) const;
    QVariant opData(const RunBreakdownOp& op, int column, int role, bool withCode = false) const;

    std::shared_ptr<const RunAnalysis> m_analysis;
    std::vector<RunBreakdownFamily> m_families;
    std::vector<RunBreakdownOp> m_top;
    double m_totalNs = 0;
};

} // namespace tle
