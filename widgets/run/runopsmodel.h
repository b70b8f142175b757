// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "run/measuredrun.h"
#include "run/runcostmodel.h"

#include "graph/opfamily.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>
#include <vector>

namespace tle {

// The device ops of a measured run, a row each in run order: what the profiler measured and what the cost model
// predicts (core's run accounting and cost model), with sort keys under SortRole (numbers sort as numbers) and the
// op's index in the run under OpRole. Predictions are made the first time a row asks for one.
class RunOpsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        IndexColumn,
        DeviceColumn,
        OpCodeColumn,
        FamilyColumn,
        ClassColumn,
        MeasuredColumn,
        PredictedColumn,
        PmIdealColumn,
        GapColumn,
        CoresColumn,
        InputColumn,
        OutputColumn,
        LocColumn,
        NumColumns
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        OpRole,
    };

    explicit RunOpsModel(QObject* parent = nullptr);

    // The run to show and the device its ops are priced on.
    void setRun(std::shared_ptr<const MeasuredRun> run, OptimizerDevice device);
    const MeasuredRun* run() const { return m_run.get(); }
    // The row of the run's op `op`, or -1 when it is not a device op.
    int rowOfOp(int64_t op) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const RunOp& opAt(int row) const;
    std::optional<double> predicted(int row) const;
    QVariant display(int row, int column) const;
    QVariant sortKey(int row, int column) const;
    QVariant toolTip(int row, int column) const;

    std::shared_ptr<const MeasuredRun> m_run;
    OptimizerDevice m_device;
    mutable std::unique_ptr<RunPricer> m_pricer; // prices rows as they are first shown, in the run's context
    std::vector<int64_t> m_ops; // run op index of each row
    std::vector<OpFamily> m_families; // of each row
    mutable std::vector<std::optional<std::optional<double>>> m_predicted; // outer: computed yet
};

} // namespace tle
