// SPDX-License-Identifier: MIT
#include "factsview.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QStyledItemDelegate>

#include <algorithm>

namespace tle {

namespace {

// Long unbroken values (a shape "5x3x2x2x7x32x32", a printed attribute) may break after a shape's 'x', a comma
// that does not group digits, a dot before a name or a bracket, so that a narrow dock wraps them instead of cutting
// them off. Copy still gives the plain text.
class WrapAnywhereDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QString displayText(const QVariant& value, const QLocale& locale) const override
    {
        QString text = QStyledItemDelegate::displayText(value, locale);
        constexpr QChar kBreak(0x200B);
        for (qsizetype i = text.size() - 2; i >= 0; --i) {
            const QChar c = text[i];
            const QChar next = text[i + 1];
            if ((c == QLatin1Char('x') && next.isDigit()) || (c == QLatin1Char(',') && !next.isDigit())
                || (c == QLatin1Char('.') && next.isLetter()) || c == QLatin1Char('<') || c == QLatin1Char('(')
                || c == QLatin1Char('['))
                text.insert(i + 1, kBreak);
        }
        return text;
    }
};

} // namespace

FactsView::FactsView(QWidget* parent)
    : QTableView(parent)
{
    setItemDelegate(new WrapAnywhereDelegate(this));
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
    if (!model)
        return;
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        fitNameColumn();
        resizeRowsToContents();
    });
    connect(model, &QAbstractItemModel::rowsInserted, this, &FactsView::fitNameColumn);
    fitNameColumn();
}

void FactsView::fitNameColumn()
{
    if (!model() || model()->columnCount() < 2)
        return;
    // Names of nested facts are indented by their model; sizeHintForColumn measures each as it is drawn.
    const int widest = std::max(sizeHintForColumn(0), horizontalHeader()->sectionSizeHint(0));
    const int width = std::clamp(widest, 60, std::max(60, viewport()->width() * 3 / 5));
    if (width != columnWidth(0))
        setColumnWidth(0, width);
}

void FactsView::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    fitNameColumn();
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
