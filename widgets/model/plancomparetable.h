// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/optimizerresult.h"

#include <QTableWidget>

namespace tle {

// Plans' metrics side by side: one row per plan, one column per metric (estimated time, reshards, spills, DRAM
// traffic, L1 peak, mean cores) and how many ops each lays out differently from the first. A few rows stay short
// enough for a 720-pixel-high window.
class PlanCompareTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit PlanCompareTable(QWidget* parent = nullptr);

    // `differing[i]`: the ops plans[i] lays out differently from plans[0].
    void showPlans(
        const std::vector<const PolicyResult*>& plans, const QStringList& names, const std::vector<size_t>& differing);
};

} // namespace tle
