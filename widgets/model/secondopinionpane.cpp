// SPDX-License-Identifier: MIT
#include "secondopinionpane.h"

#include "secondopinionmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace tle {

SecondOpinionPane::SecondOpinionPane(QWidget* parent)
    : QWidget(parent)
    , m_model(new SecondOpinionModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("secondOpinionPane"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("secondOpinionSummary"));
    m_summary->setWordWrap(true);
    m_accept = new QPushButton(tr("&Accept Suggestion"), this);
    m_accept->setObjectName(QStringLiteral("acceptSecondOpinion"));
    m_accept->setToolTip(tr("Pin the op's output to the cost model's choice and plan again"));
    header->addWidget(m_summary, 1);
    header->addWidget(m_accept);
    layout->addLayout(header);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SecondOpinionModel::SortRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("secondOpinionTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(SecondOpinionModel::SavingColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_table, 1);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateAccept();
        const int row = currentRow();
        if (row >= 0)
            emit opSelected(m_model->data(m_model->index(row, 0), SecondOpinionModel::OpRole).toInt());
    });
    connect(m_accept, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (row < 0)
            return;
        const QModelIndex index = m_model->index(row, 0);
        emit accepted(
            index.data(SecondOpinionModel::OpRole).toInt(), index.data(SecondOpinionModel::BetterPinRole).toString());
    });
    setOpinion(nullptr, nullptr);
}

void SecondOpinionPane::setOpinion(const ModelGraph* graph, const JoinedTrace* trace)
{
    m_model->setOpinion(graph, trace);
    const int rows = m_model->rowCount();
    if (!trace)
        m_summary->setText(tr("Open a decision trace (File > Open Decision Trace) for the cost model's opinion "
                              "on the compiler's choices."));
    else if (rows == 0)
        m_summary->setText(tr("The cost model agrees with the compiler: no valid alternative saves a fifth of an "
                              "op's time."));
    else
        m_summary->setText(tr("The cost model prefers another valid layout for %n op(s), each saving more than a "
                              "fifth of the op's time.",
            nullptr, rows));
    m_table->resizeColumnsToContents();
    updateAccept();
}

void SecondOpinionPane::selectOp(int op)
{
    const int row = m_model->rowOfOp(op);
    if (row < 0) {
        m_table->clearSelection();
        return;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (m_table->currentIndex().row() != index.row())
        m_table->setCurrentIndex(index);
}

int SecondOpinionPane::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() && m_table->selectionModel()->isRowSelected(current.row(), {})
        ? m_proxy->mapToSource(current).row()
        : -1;
}

void SecondOpinionPane::updateAccept()
{
    const int row = currentRow();
    m_accept->setEnabled(
        row >= 0 && !m_model->data(m_model->index(row, 0), SecondOpinionModel::BetterPinRole).toString().isEmpty());
}

} // namespace tle
