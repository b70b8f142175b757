// SPDX-License-Identifier: MIT
#include "factsview.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>

namespace tle {

FactsView::FactsView(QWidget* parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("factsView"));
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->hide();
    setWordWrap(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, &QTableView::resizeRowsToContents);
    auto* copy = new QAction(tr("&Copy"), this);
    copy->setObjectName(QStringLiteral("actionCopyFacts"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &FactsView::copySelection);
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    setToolTip(tr("The layout's facts as the CLI's describe gives them; select rows and Copy (Ctrl+C)"));
    setWhatsThis(toolTip());
}

void FactsView::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    if (model)
        connect(model, &QAbstractItemModel::modelReset, this, &QTableView::resizeRowsToContents);
}

QString FactsView::selectedText() const
{
    QStringList lines;
    for (const QModelIndex& row : selectionModel()->selectedRows()) {
        QStringList cells;
        for (int column = 0; column < model()->columnCount(); ++column)
            cells << model()->index(row.row(), column).data().toString().trimmed();
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n'));
}

void FactsView::copySelection() const
{
    QGuiApplication::clipboard()->setText(selectedText());
}

} // namespace tle
