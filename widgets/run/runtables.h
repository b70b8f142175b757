// SPDX-License-Identifier: MIT
#pragma once

#include "rundocument.h"
#include "runtablemodel.h"

#include <QCoreApplication>

#include <memory>

namespace tle {

// The run workspace's tables as RunTableModel describes them, from core's ledger, plan join and run comparison.
class RunTables
{
    Q_DECLARE_TR_FUNCTIONS(RunTables)
public:
    static RunTableModel::Table ledger(std::shared_ptr<const RunAnalysis> analysis);
    // The line over the ledger: how many conversions and what a tint means, or why there are none.
    static QString ledgerCaption(const std::shared_ptr<const RunAnalysis>& analysis);
    static RunTableModel::Table join(
        std::shared_ptr<const RunAnalysis> analysis, std::shared_ptr<const RunDocument::Join> join);
    static RunTableModel::Table comparison(
        std::shared_ptr<const RunAnalysis> analysis, std::shared_ptr<const RunDocument::Comparison> comparison);
};

} // namespace tle
