// SPDX-License-Identifier: MIT
#include "metaleditorpage.h"

#include "flowlayout.h"
#include "layout/metal/collapse.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tle {

QStringList editorElementTypes()
{
    return { QStringLiteral("f32"), QStringLiteral("bf16"), QStringLiteral("f16"), QStringLiteral("u8"),
        QStringLiteral("u16"), QStringLiteral("u32"), QStringLiteral("si32"), QStringLiteral("bfp_bf8"),
        QStringLiteral("bfp_bf4") };
}

MetalEditorPage::MetalEditorPage(QWidget* parent)
    : EditorPage(parent)
{
    using R = LayoutRequest;
    m_shape = addText(tr("Logical shape"), "editorShape", &R::shape);
    m_dtype = addChoice(tr("Element type"), "editorDtype", &R::dtype, editorElementTypes());
    addField(tr("Grid"), makeGridRow(), "error_grid", &R::grid);
    addField(tr("Collapse intervals"), makeIntervalTable(), "error_collapse", &R::collapse);
    m_linear = addText(tr("Linear map (seed form)"), "editorLinear", &R::linear);
    m_linear->setPlaceholderText(tr("empty: collapse by the intervals"));
    m_tile = addText(tr("Tile"), "editorTile", &R::tile);
    m_tile->setPlaceholderText(tr("empty: scalar layout; 32x32 for tiles"));
    m_order = addChoice(tr("In-tile order"), "editorInTileOrder", &R::inTileOrder,
        { QStringLiteral("faces"), QStringLiteral("row_major") });
    m_alignments = addText(tr("Dim alignments (current form)"), "editorAlignments", &R::dimAlignments);
    m_alignments->setPlaceholderText(tr("empty: seed form"));
    m_memorySpace = addChoice(
        tr("Memory space"), "editorMemorySpace", &R::memorySpace, { QStringLiteral("l1"), QStringLiteral("dram") });
    setGridRank(2);
    addInterval(0, -1);
}

QWidget* MetalEditorPage::makeGridRow()
{
    auto* gridBox = new QWidget(this);
    m_gridRow = new FlowLayout(gridBox, 4);
    m_gridRow->setContentsMargins(0, 0, 0, 0);
    auto* addDim = new QPushButton(QStringLiteral("+"), gridBox);
    addDim->setObjectName(QStringLiteral("addGridDim"));
    addDim->setToolTip(tr("Add a grid dim"));
    addDim->setWhatsThis(tr("Adds a dim to the core grid: metal grids may have any rank."));
    auto* removeDim = new QPushButton(QStringLiteral("−"), gridBox);
    removeDim->setObjectName(QStringLiteral("removeGridDim"));
    removeDim->setToolTip(tr("Remove the last grid dim"));
    removeDim->setWhatsThis(tr("Removes the core grid's last dim."));
    // Square buttons, so that a rank-4 grid's spin boxes and both buttons fit a narrow dock.
    for (QPushButton* button : { addDim, removeDim })
        button->setFixedWidth(button->fontMetrics().height() * 2 + 6);
    m_gridRow->addStretch();
    m_gridRow->addWidget(addDim);
    m_gridRow->addWidget(removeDim);
    connect(addDim, &QPushButton::clicked, this, [this] {
        setGridRank(int(m_grid.size()) + 1);
        notifyEdited(QStringLiteral("gridRank"));
    });
    connect(removeDim, &QPushButton::clicked, this, [this] {
        if (m_grid.size() > 1) {
            setGridRank(int(m_grid.size()) - 1);
            notifyEdited(QStringLiteral("gridRank"));
        }
    });
    return gridBox;
}

QWidget* MetalEditorPage::makeIntervalTable()
{
    m_intervals = new QTableWidget(0, 2, this);
    m_intervals->setObjectName(QStringLiteral("intervalTable"));
    m_intervals->setHorizontalHeaderLabels({ tr("From dim"), tr("To dim (exclusive)") });
    m_intervals->horizontalHeader()->setStretchLastSection(true);
    m_intervals->verticalHeader()->hide();
    m_intervals->setMaximumHeight(110);
    auto* intervalBox = new QWidget(this);
    auto* intervalLayout = new QVBoxLayout(intervalBox);
    intervalLayout->setContentsMargins(0, 0, 0, 0);
    intervalLayout->addWidget(m_intervals);
    auto* intervalButtons = new FlowLayout(nullptr, 6);
    auto* addButton = new QPushButton(tr("Add interval"), intervalBox);
    addButton->setObjectName(QStringLiteral("addInterval"));
    auto* removeButton = new QPushButton(tr("Remove interval"), intervalBox);
    removeButton->setObjectName(QStringLiteral("removeInterval"));
    addButton->setToolTip(tr("Add a collapse interval [0, -1): edit its ends in the table"));
    addButton->setWhatsThis(addButton->toolTip());
    removeButton->setToolTip(tr("Remove the selected collapse interval (the last one when none is selected)"));
    removeButton->setWhatsThis(removeButton->toolTip());
    intervalButtons->addWidget(addButton);
    intervalButtons->addWidget(removeButton);
    intervalLayout->addLayout(intervalButtons);
    connect(addButton, &QPushButton::clicked, this, [this] {
        addInterval(0, -1);
        notifyEdited(m_intervals->objectName());
    });
    connect(removeButton, &QPushButton::clicked, this, [this] {
        const int row = m_intervals->currentRow() >= 0 ? m_intervals->currentRow() : m_intervals->rowCount() - 1;
        if (row >= 0) {
            m_intervals->removeRow(row);
            notifyEdited(m_intervals->objectName());
        }
    });
    connect(m_intervals, &QTableWidget::cellChanged, this, [this] { notifyEdited(m_intervals->objectName()); });
    return intervalBox;
}

void MetalEditorPage::setGridRank(int rank)
{
    while (int(m_grid.size()) > rank) {
        delete m_grid.back();
        m_grid.pop_back();
    }
    while (int(m_grid.size()) < rank) {
        auto* spin = new QSpinBox(m_gridRow->parentWidget());
        const QString name = QStringLiteral("gridDim%1").arg(m_grid.size());
        spin->setObjectName(name);
        spin->setRange(1, 1024);
        spin->setAccessibleName(tr("Grid dim %1").arg(m_grid.size()));
        spin->setToolTip(tr("Cores along grid dim %1").arg(m_grid.size()));
        spin->setWhatsThis(spin->toolTip());
        m_gridRow->insertWidget(int(m_grid.size()), spin);
        connect(spin, &QSpinBox::valueChanged, this, [this, name] { notifyEdited(name); });
        m_grid.push_back(spin);
    }
}

void MetalEditorPage::addInterval(int begin, int end)
{
    const QSignalBlocker block(m_intervals);
    const int row = m_intervals->rowCount();
    m_intervals->insertRow(row);
    m_intervals->setItem(row, 0, new QTableWidgetItem(QString::number(begin)));
    m_intervals->setItem(row, 1, new QTableWidgetItem(QString::number(end)));
}

bool MetalEditorPage::fill(const AnyLayout& layout)
{
    const auto* metal = std::get_if<MetalLayout>(&layout);
    if (!metal)
        return false;
    const MetalLayoutSpec& s = metal->spec();
    m_shape->setText(QString::fromStdString(formatShape(s.logicalShape)));
    chooseText(m_dtype, fromView(toString(s.elementType)));
    setGridRank(int(s.grid.size()));
    for (size_t i = 0; i < s.grid.size(); ++i) {
        const QSignalBlocker block(m_grid[i]);
        m_grid[i]->setValue(int(s.grid[i]));
    }
    {
        const QSignalBlocker block(m_intervals);
        m_intervals->setRowCount(0);
    }
    for (const DimInterval& interval : s.collapseIntervals)
        addInterval(int(interval.begin), int(interval.end));
    // A seed map that only collapses by the intervals is shown as the intervals, so they stay editable.
    const bool plainMap = s.linear
        && s.linear->toString()
            == seedCollapsedLinearMap(s.logicalShape, s.grid.size(), s.collapseIntervals).toString();
    m_linear->setText(s.linear && !plainMap ? QString::fromStdString(s.linear->toString()) : QString());
    m_tile->setText(s.tile ? QStringLiteral("%1x%2").arg(s.tile->height).arg(s.tile->width) : QString());
    chooseText(m_order, s.inTileOrder == InTileOrder::RowMajor ? QStringLiteral("row_major") : QStringLiteral("faces"));
    m_alignments->setText(
        s.form == MetalForm::Current ? QString::fromStdString(formatShape(s.dimAlignments)) : QString());
    chooseText(m_memorySpace, s.memorySpace == MemorySpace::DeviceDRAM ? QStringLiteral("dram") : QStringLiteral("l1"));
    return true;
}

LayoutRequest MetalEditorPage::request() const
{
    LayoutRequest r;
    r.shape = fieldText(m_shape);
    r.dtype = m_dtype->currentText().toStdString();
    QStringList grid;
    for (const QSpinBox* spin : m_grid)
        grid << QString::number(spin->value());
    r.grid = grid.join(QLatin1Char('x')).toStdString();
    QStringList intervals;
    for (int row = 0; row < m_intervals->rowCount(); ++row) {
        const QTableWidgetItem* from = m_intervals->item(row, 0);
        const QTableWidgetItem* to = m_intervals->item(row, 1);
        intervals << QStringLiteral("(%1, %2)").arg(from ? from->text() : QString(), to ? to->text() : QString());
    }
    r.collapse = QString(QLatin1Char('[') + intervals.join(QStringLiteral(", ")) + QLatin1Char(']')).toStdString();
    r.linear = fieldText(m_linear);
    r.tile = fieldText(m_tile);
    if (r.tile)
        r.inTileOrder = m_order->currentText().toStdString();
    r.dimAlignments = fieldText(m_alignments);
    r.memorySpace = m_memorySpace->currentText().toStdString();
    return r;
}

} // namespace tle
