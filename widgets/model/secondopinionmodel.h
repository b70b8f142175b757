// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"

#include <QAbstractTableModel>

#include <vector>

namespace tle {

// The cost model's second opinion on the compiler's decisions, a row per op where it prefers another valid
// evaluation by more than a fifth of the op's time, the largest saving first: the op, the compiler's choice and the
// cost model's, both times, the reshards inside the better time, the saving and the score field that made the
// compiler choose otherwise. Numbers sort as numbers under SortRole; the op index is under OpRole.
class SecondOpinionModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        OpColumn,
        ChosenColumn,
        BetterColumn,
        ChosenTimeColumn,
        BetterTimeColumn,
        ReshardColumn,
        SavingColumn,
        FieldColumn,
        NumColumns
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        OpRole,
        BetterPinRole, // the better layout as a pin of the op's output (empty when it cannot be pinned)
    };

    explicit SecondOpinionModel(QObject* parent = nullptr);

    // The rows of `trace` on `graph`'s ops; none when either is null.
    void setOpinion(const ModelGraph* graph, const JoinedTrace* trace);
    // The row of an op, or -1.
    int rowOfOp(int op) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        SecondOpinion opinion;
        QString op;
    };
    std::vector<Row> m_rows;
};

} // namespace tle
