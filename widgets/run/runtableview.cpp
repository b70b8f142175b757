// SPDX-License-Identifier: MIT
#include "runtableview.h"

#include "runtablemodel.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTableView>

#include <algorithm>

namespace tle {

namespace {

constexpr int kMaxColumnWidth = 320;

} // namespace

QTableView* runTableView(QAbstractItemModel* model, QWidget* parent, const QString& name)
{
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(RunTableModel::SortRole);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy->setFilterKeyColumn(-1);
    auto* view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

void fitRunColumns(QTableView* view)
{
    view->horizontalHeader()->setResizeContentsPrecision(200);
    view->resizeColumnsToContents();
    for (int column = 0; column < view->model()->columnCount(); ++column)
        view->setColumnWidth(column, std::min(view->columnWidth(column), kMaxColumnWidth));
}

} // namespace tle
