// SPDX-License-Identifier: MIT
#include "plancomparetable.h"

#include "report/plancompare.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace tle {

PlanCompareTable::PlanCompareTable(QWidget* parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("compareMetrics"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Every value under its own label: a stretched last column would push its value far from the header.
    horizontalHeader()->setStretchLastSection(false);
}

void PlanCompareTable::showPlans(
    const std::vector<const PolicyResult*>& plans, const QStringList& names, const std::vector<size_t>& differing)
{
    const std::vector<MetricRow> metrics = compareMetrics(plans);
    const int count = int(plans.size());
    clear();
    setRowCount(count);
    setColumnCount(int(metrics.size()) + 1);
    QStringList columns;
    const QLocale locale;
    const auto cell = [this](int row, int column, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setItem(row, column, item);
    };
    for (size_t c = 0; c < metrics.size(); ++c) {
        columns << QCoreApplication::translate("tle::FactLabels", metrics[c].label.c_str());
        for (size_t r = 0; r < size_t(count) && r < metrics[c].values.size(); ++r) {
            const double v = metrics[c].values[r];
            cell(int(r), int(c),
                metrics[c].unit == "bytes" ? locale.formattedDataSize(qint64(v))
                                           : locale.toString(v, 'f', v == std::floor(v) ? 0 : 1));
        }
    }
    columns << tr("ops laid out differently");
    for (int r = 0; r < count && size_t(r) < differing.size(); ++r)
        cell(r, int(metrics.size()), locale.toString(qulonglong(differing[size_t(r)])));
    setHorizontalHeaderLabels(columns);
    setVerticalHeaderLabels(names);
    resizeColumnsToContents();
    resizeRowsToContents();
    // At most every row; in a small window it gives way down to two rows and scrolls, so that the timeline keeps its
    // room.
    const int chrome = horizontalHeader()->height() + 2 * frameWidth()
        + (horizontalScrollBar()->isVisible() ? horizontalScrollBar()->height() : 0);
    setMaximumHeight(chrome + verticalHeader()->length());
    setMinimumHeight(chrome + std::min(verticalHeader()->length(), 2 * verticalHeader()->defaultSectionSize()));
    show();
}

} // namespace tle
