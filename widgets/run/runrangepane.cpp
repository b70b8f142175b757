// SPDX-License-Identifier: MIT
#include "runrangepane.h"

#include "runpalette.h"
#include "runtablemodel.h"
#include "runtableview.h"

#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace tle {

namespace {

RunTableModel::Table rangeTable(const std::vector<RunRangeRow>& rows, bool byOpCode)
{
    RunTableModel::Table t;
    t.rows = int(rows.size());
    const auto row = [&rows](int r) -> const RunRangeRow& { return rows[size_t(r)]; };
    if (byOpCode)
        t.columns.push_back({ RunRangePane::tr("Op code"),
            [row](int r) { return QVariant(QString::fromStdString(row(r).name)); }, {}, false, {} });
    t.columns.push_back({ RunRangePane::tr("Family"), [row](int r) { return QVariant(runFamilyTitle(row(r).family)); },
        {}, false, {} });
    t.columns.push_back(
        { RunRangePane::tr("Ops"), [row](int r) { return QVariant(QLocale().toString(qlonglong(row(r).ops))); },
            [row](int r) { return QVariant(qlonglong(row(r).ops)); }, true, {} });
    t.columns.push_back({ RunRangePane::tr("Kernel time"),
        [row](int r) { return QVariant(runDurationText(row(r).ns)); }, [row](int r) { return QVariant(row(r).ns); },
        true, RunRangePane::tr("The part of the ops' kernel time inside the range") });
    t.columns.push_back({ RunRangePane::tr("Share"), [row](int r) { return QVariant(runShareText(row(r).share)); },
        [row](int r) { return QVariant(row(r).share); }, true, {} });
    t.op = [](int) { return qlonglong(-1); };
    return t;
}

} // namespace

RunRangePane::RunRangePane(QWidget* parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_families(new RunTableModel(this))
    , m_opCodes(new RunTableModel(this))
{
    setObjectName(QStringLiteral("runRangePane"));
    m_caption->setObjectName(QStringLiteral("runRangeCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    auto* split = new QSplitter(Qt::Horizontal, this);
    m_familyView = runTableView(m_families, split, QStringLiteral("runRangeFamilies"));
    m_opCodeView = runTableView(m_opCodes, split, QStringLiteral("runRangeOpCodes"));
    split->addWidget(m_familyView);
    split->addWidget(m_opCodeView);
    split->setSizes({ 2, 3 });
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 4, 0, 0);
    column->addWidget(m_caption);
    column->addWidget(split, 1);
    connect(m_opCodeView, &QTableView::doubleClicked, this,
        [this](const QModelIndex& index) { emit opCodeActivated(index.siblingAtColumn(0).data().toString()); });
    setTotals({});
}

void RunRangePane::setTotals(const RunRangeTotals& totals)
{
    m_totals = totals;
    m_families->setTable(rangeTable(m_totals.byFamily, false));
    m_opCodes->setTable(rangeTable(m_totals.byOpCode, true));
    if (m_totals.toNs <= m_totals.fromNs)
        m_caption->setText(tr("Select a range of the timeline with Shift and a drag to see what it holds"));
    else
        m_caption->setText(tr("From %1 to %2 (%3): %Ln ops, kernel time %4 inside it", nullptr, int(m_totals.ops))
                               .arg(runDurationText(m_totals.fromNs), runDurationText(m_totals.toNs),
                                   runDurationText(m_totals.toNs - m_totals.fromNs), runDurationText(m_totals.ns)));
    fitRunColumns(m_familyView);
    fitRunColumns(m_opCodeView);
}

} // namespace tle
