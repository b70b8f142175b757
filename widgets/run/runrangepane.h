// SPDX-License-Identifier: MIT
#pragma once

#include "run/runtimelinequery.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace tle {

class RunTableModel;

// A range of the timeline in totals, as a profiler's area selection shows them: a line with its span, ops and
// kernel time, then the ops by family and by op code (count, kernel time inside the range, share), the longest
// first. An op code's row selects its ops in the op table when double-clicked.
class RunRangePane : public QWidget
{
    Q_OBJECT
public:
    explicit RunRangePane(QWidget* parent = nullptr);

    void setTotals(const RunRangeTotals& totals);
    const RunRangeTotals& totals() const { return m_totals; }
    RunTableModel* families() const { return m_families; }
    RunTableModel* opCodes() const { return m_opCodes; }

signals:
    void opCodeActivated(const QString& opCode);

private:
    RunRangeTotals m_totals;
    QLabel* m_caption = nullptr;
    RunTableModel* m_families = nullptr;
    RunTableModel* m_opCodes = nullptr;
    QTableView* m_familyView = nullptr;
    QTableView* m_opCodeView = nullptr;
};

} // namespace tle
