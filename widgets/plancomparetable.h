// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/optimizerresult.h"

#include <QTableWidget>

namespace tle {

// Two plans' metrics side by side: one row per plan, one column per metric (estimated time, reshards, spills,
// DRAM traffic, L1 peak, mean cores) and the count of ops the two lay out differently. Two rows stay short
// enough for a 720-pixel-high window.
class PlanCompareTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit PlanCompareTable(QWidget* parent = nullptr);

    void showPlans(const PolicyResult& first, const QString& firstName, const PolicyResult& second,
        const QString& secondName, size_t differing);
};

} // namespace tle
