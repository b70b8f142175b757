// SPDX-License-Identifier: MIT
#include "plancomparetable.h"

#include "report/plancompare.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>

#include <array>
#include <cmath>

namespace tle {

PlanCompareTable::PlanCompareTable(QWidget* parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("compareMetrics"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
}

void PlanCompareTable::showPlans(const PolicyResult& first, const QString& firstName, const PolicyResult& second,
    const QString& secondName, size_t differing)
{
    const std::vector<MetricRow> metrics = compareMetrics({ &first, &second });
    constexpr int kPlans = 2;
    clear();
    setRowCount(kPlans);
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
        for (size_t r = 0; r < size_t(kPlans) && r < metrics[c].values.size(); ++r) {
            const double v = metrics[c].values[r];
            cell(int(r), int(c),
                metrics[c].unit == "bytes" ? locale.formattedDataSize(qint64(v))
                                           : locale.toString(v, 'f', v == std::floor(v) ? 0 : 1));
        }
    }
    columns << tr("ops laid out differently");
    for (int r = 0; r < kPlans; ++r)
        cell(r, int(metrics.size()), QString::number(differing));
    setHorizontalHeaderLabels(columns);
    setVerticalHeaderLabels({ firstName, secondName });
    resizeColumnsToContents();
    resizeRowsToContents();
    setFixedHeight(horizontalHeader()->height() + verticalHeader()->length() + 2 * frameWidth()
        + (horizontalScrollBar()->isVisible() ? horizontalScrollBar()->height() : 0));
    show();
}

} // namespace tle
