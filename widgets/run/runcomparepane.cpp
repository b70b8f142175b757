// SPDX-License-Identifier: MIT
#include "runcomparepane.h"

#include "runcomparisonmodel.h"
#include "runpalette.h"
#include "runtablemodel.h"
#include "runtables.h"
#include "runtableview.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace tle {

RunComparePane::RunComparePane(QWidget* parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_table(new RunTableModel(this))
    , m_tree(new RunComparisonModel(this))
{
    setObjectName(QStringLiteral("runComparePane"));
    m_caption->setObjectName(QStringLiteral("runComparisonTableCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    // The answer beside every aligned op.
    auto* split = new QSplitter(Qt::Horizontal, this);
    m_treeView = new QTreeView(split);
    m_treeView->setObjectName(QStringLiteral("runComparisonTree"));
    m_treeView->setModel(m_tree);
    m_treeView->setUniformRowHeights(true);
    m_treeView->setAlternatingRowColors(true);
    m_tableView = runTableView(m_table, split, QStringLiteral("runComparisonTable"));
    split->addWidget(m_treeView);
    split->addWidget(m_tableView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 4, 0, 0);
    column->addWidget(m_caption);
    column->addWidget(split, 1);
    connect(m_treeView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            if (const qlonglong op = current.data(RunComparisonModel::OpRole).toLongLong(); op >= 0)
                emit opSelected(op);
        });
    setComparison(nullptr, nullptr);
}

void RunComparePane::setComparison(
    std::shared_ptr<const RunAnalysis> analysis, std::shared_ptr<const RunDocument::Comparison> c)
{
    m_table->setTable(RunTables::comparison(analysis, c));
    fitRunColumns(m_tableView);
    m_tree->setComparison(analysis && c ? analysis->run : nullptr, c ? c->other->run : nullptr,
        c ? std::shared_ptr<const RunComparison>(c, &c->comparison) : nullptr);
    for (int section = 0; section < m_tree->rowCount(); ++section) {
        m_treeView->setFirstColumnSpanned(section, {}, true);
        m_treeView->setExpanded(m_tree->index(section, 0), RunComparisonModel::opensExpanded(section));
    }
    m_treeView->header()->resizeSections(QHeaderView::ResizeToContents);
    if (!c) {
        m_caption->setText(tr("Not compared. Compare With… aligns another run with this one."));
        return;
    }
    const RunComparison& r = c->comparison;
    m_caption->setText(tr("Compared with %1: kernel %2 against %3; %4 ops matched, %5 only here, %6 only there")
                           .arg(QFileInfo(c->path).fileName(), runDurationText(double(r.run.deviceKernelNs)),
                               runDurationText(double(r.other.deviceKernelNs)))
                           .arg(r.matched)
                           .arg(r.onlyInRun)
                           .arg(r.onlyInOther));
}

} // namespace tle
