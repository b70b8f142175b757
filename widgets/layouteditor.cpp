// SPDX-License-Identifier: MIT
#include "layouteditor.h"

#include "layout/collapse.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tle {

namespace {

const QStringList kDtypes { QStringLiteral("f32"), QStringLiteral("bf16"), QStringLiteral("f16"), QStringLiteral("u8"),
    QStringLiteral("u16"), QStringLiteral("u32"), QStringLiteral("si32"), QStringLiteral("bfp_bf8"),
    QStringLiteral("bfp_bf4") };

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString shapeText(std::span<const int64_t> shape)
{
    return QString::fromStdString(formatShape(shape));
}

std::optional<std::string> textOf(const QLineEdit* edit)
{
    const QString text = edit->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    return text.toStdString();
}

void choose(QComboBox* box, const QString& value)
{
    const int index = box->findText(value);
    if (index >= 0)
        box->setCurrentIndex(index);
    else if (box->isEditable())
        box->setEditText(value);
}

} // namespace

LayoutEditor::LayoutEditor(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("layoutEditor"));
    auto* layout = new QVBoxLayout(this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("editorKind"));
    m_kind->addItems({ tr("Metal layout"), tr("TTNN layout"), tr("XLA layout") });
    layout->addWidget(m_kind);
    m_pages = new QStackedWidget(this);
    layout->addWidget(m_pages);

    auto* metal = new QWidget(m_pages);
    auto* form = new QFormLayout(metal);
    // Labels above their fields keep the dock narrow.
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_shape = addText(form, tr("Logical shape"), "editorShape", "m--shape");
    m_dtype = addChoice(form, tr("Element type"), "editorDtype", "m--dtype", kDtypes);
    auto* gridBox = new QWidget(metal);
    m_gridRow = new QHBoxLayout(gridBox);
    m_gridRow->setContentsMargins(0, 0, 0, 0);
    auto* addDim = new QPushButton(QStringLiteral("+"), gridBox);
    addDim->setObjectName(QStringLiteral("addGridDim"));
    addDim->setToolTip(tr("Add a grid dim"));
    auto* removeDim = new QPushButton(QStringLiteral("−"), gridBox);
    removeDim->setObjectName(QStringLiteral("removeGridDim"));
    removeDim->setToolTip(tr("Remove the last grid dim"));
    m_gridRow->addStretch(1);
    m_gridRow->addWidget(addDim);
    m_gridRow->addWidget(removeDim);
    form->addRow(tr("Grid"), gridBox);
    m_fieldOfFlag["m--grid"] = gridBox;
    auto* gridError = new QLabel(metal);
    gridError->setObjectName(QStringLiteral("error_grid"));
    gridError->setWordWrap(true);
    gridError->hide();
    form->addRow(QString(), gridError);
    m_errorOfFlag["m--grid"] = gridError;
    connect(addDim, &QPushButton::clicked, this, [this] {
        setGridRank(int(m_grid.size()) + 1);
        edited();
    });
    connect(removeDim, &QPushButton::clicked, this, [this] {
        if (m_grid.size() > 1) {
            setGridRank(int(m_grid.size()) - 1);
            edited();
        }
    });

    m_intervals = new QTableWidget(0, 2, metal);
    m_intervals->setObjectName(QStringLiteral("intervalTable"));
    m_intervals->setHorizontalHeaderLabels({ tr("From dim"), tr("To dim (exclusive)") });
    m_intervals->horizontalHeader()->setStretchLastSection(true);
    m_intervals->verticalHeader()->hide();
    m_intervals->setMaximumHeight(110);
    auto* intervalBox = new QWidget(metal);
    auto* intervalLayout = new QVBoxLayout(intervalBox);
    intervalLayout->setContentsMargins(0, 0, 0, 0);
    intervalLayout->addWidget(m_intervals);
    auto* intervalButtons = new QHBoxLayout;
    auto* addButton = new QPushButton(tr("Add interval"), intervalBox);
    addButton->setObjectName(QStringLiteral("addInterval"));
    auto* removeButton = new QPushButton(tr("Remove interval"), intervalBox);
    removeButton->setObjectName(QStringLiteral("removeInterval"));
    intervalButtons->addWidget(addButton);
    intervalButtons->addWidget(removeButton);
    intervalLayout->addLayout(intervalButtons);
    form->addRow(tr("Collapse intervals"), intervalBox);
    m_fieldOfFlag["m--collapse"] = m_intervals;
    auto* intervalError = new QLabel(metal);
    intervalError->setObjectName(QStringLiteral("error_collapse"));
    intervalError->setWordWrap(true);
    intervalError->hide();
    form->addRow(QString(), intervalError);
    m_errorOfFlag["m--collapse"] = intervalError;
    connect(addButton, &QPushButton::clicked, this, [this] {
        addInterval(0, -1);
        edited();
    });
    connect(removeButton, &QPushButton::clicked, this, [this] {
        const int row = m_intervals->currentRow() >= 0 ? m_intervals->currentRow() : m_intervals->rowCount() - 1;
        if (row >= 0) {
            m_intervals->removeRow(row);
            edited();
        }
    });
    connect(m_intervals, &QTableWidget::cellChanged, this, [this] { edited(); });

    m_linear = addText(form, tr("Linear map (seed form)"), "editorLinear", "m--linear");
    m_linear->setPlaceholderText(tr("empty: collapse by the intervals"));
    m_tile = addText(form, tr("Tile"), "editorTile", "m--tile");
    m_tile->setPlaceholderText(tr("empty: scalar layout; 32x32 for tiles"));
    m_order = addChoice(form, tr("In-tile order"), "editorInTileOrder", "m--in-tile-order",
        { QStringLiteral("faces"), QStringLiteral("row_major") });
    m_alignments = addText(form, tr("Dim alignments (current form)"), "editorAlignments", "m--dim-alignments");
    m_alignments->setPlaceholderText(tr("empty: seed form"));
    m_memorySpace = addChoice(form, tr("Memory space"), "editorMemorySpace", "m--memory-space",
        { QStringLiteral("l1"), QStringLiteral("dram") });
    m_pages->addWidget(metal);

    auto* ttnn = new QWidget(m_pages);
    auto* tform = new QFormLayout(ttnn);
    tform->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_ttnnShape = addText(tform, tr("Logical shape"), "editorTtnnShape", "t--shape");
    m_ttnnDtype = addChoice(tform, tr("Data type"), "editorTtnnDtype", "t--dtype", kDtypes);
    m_pageLayout = addChoice(tform, tr("Page layout"), "editorPageLayout", "t--page-layout",
        { QStringLiteral("tile"), QStringLiteral("row_major") });
    m_buffer
        = addChoice(tform, tr("Buffer"), "editorBuffer", "t--buffer", { QStringLiteral("dram"), QStringLiteral("l1") });
    m_memoryLayout = addChoice(tform, tr("Memory layout"), "editorMemoryLayout", "t--memory-layout",
        { QStringLiteral("interleaved"), QStringLiteral("height_sharded"), QStringLiteral("width_sharded"),
            QStringLiteral("block_sharded") });
    m_shardShape = addText(tform, tr("Shard shape"), "editorShardShape", "t--shard-shape");
    m_coreGrid = addText(tform, tr("Core grid (YxX)"), "editorCoreGrid", "t--grid");
    m_orientation = addChoice(tform, tr("Orientation"), "editorOrientation", "t--orientation",
        { QStringLiteral("row_major"), QStringLiteral("col_major") });
    m_ndShardShape = addText(tform, tr("N-D shard shape"), "editorNdShardShape", "t--nd-shard-shape");
    m_distribution = addChoice(tform, tr("N-D distribution"), "editorDistribution", "t--distribution",
        { QStringLiteral("ROUND_ROBIN_1D"), QStringLiteral("GRID_2D"), QStringLiteral("CONTIGUOUS_1D") });
    m_pages->addWidget(ttnn);

    auto* xla = new QWidget(m_pages);
    auto* xform = new QFormLayout(xla);
    xform->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_xlaType = addChoice(xform, tr("Element type"), "editorXlaType", "x-type",
        { QStringLiteral("f32"), QStringLiteral("bf16"), QStringLiteral("f16"), QStringLiteral("s32"),
            QStringLiteral("s8"), QStringLiteral("s4"), QStringLiteral("u8"), QStringLiteral("pred") });
    m_xlaType->setEditable(true);
    m_xlaDims = addText(xform, tr("Dims (major to minor)"), "editorXlaDims", "x-dims");
    m_xlaDims->setPlaceholderText(QStringLiteral("3,5"));
    m_minorToMajor = addText(xform, tr("minor_to_major"), "editorMinorToMajor", "x-minor");
    m_minorToMajor->setPlaceholderText(QStringLiteral("1,0"));
    m_xlaTiles = addText(xform, tr("Tiles"), "editorXlaTiles", "x-tiles");
    m_xlaTiles->setPlaceholderText(QStringLiteral("(2,2)  or  (8,128)(2,1)  or  (*,*,2,*,3)"));
    m_elementBits = addText(xform, tr("Element size in bits (E)"), "editorXlaBits", "x-bits");
    m_xlaMemorySpace = addText(xform, tr("Memory space (S)"), "editorXlaMemorySpace", "x-space");
    m_pages->addWidget(xla);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("editorError"));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);
    layout->addStretch(1);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_pages->setCurrentIndex(index);
        edited();
    });
    setGridRank(2);
    addInterval(0, -1);
}

QLineEdit* LayoutEditor::addText(QFormLayout* form, const QString& label, const char* name, const char* flag)
{
    auto* edit = new QLineEdit(form->parentWidget());
    edit->setObjectName(QString::fromLatin1(name));
    form->addRow(label, edit);
    auto* error = new QLabel(form->parentWidget());
    error->setObjectName(QStringLiteral("error_") + QString::fromLatin1(name));
    error->setWordWrap(true);
    error->hide();
    form->addRow(QString(), error);
    m_fieldOfFlag[flag] = edit;
    m_errorOfFlag[flag] = error;
    connect(edit, &QLineEdit::textEdited, this, &LayoutEditor::edited);
    return edit;
}

QComboBox* LayoutEditor::addChoice(
    QFormLayout* form, const QString& label, const char* name, const char* flag, const QStringList& values)
{
    auto* box = new QComboBox(form->parentWidget());
    box->setObjectName(QString::fromLatin1(name));
    box->addItems(values);
    form->addRow(label, box);
    auto* error = new QLabel(form->parentWidget());
    error->setObjectName(QStringLiteral("error_") + QString::fromLatin1(name));
    error->setWordWrap(true);
    error->hide();
    form->addRow(QString(), error);
    m_fieldOfFlag[flag] = box;
    m_errorOfFlag[flag] = error;
    connect(box, &QComboBox::activated, this, &LayoutEditor::edited);
    return box;
}

void LayoutEditor::setGridRank(int rank)
{
    while (int(m_grid.size()) > rank) {
        delete m_grid.back();
        m_grid.pop_back();
    }
    while (int(m_grid.size()) < rank) {
        auto* spin = new QSpinBox(m_gridRow->parentWidget());
        spin->setObjectName(QStringLiteral("gridDim%1").arg(m_grid.size()));
        spin->setRange(1, 1024);
        spin->setAccessibleName(tr("Grid dim %1").arg(m_grid.size()));
        m_gridRow->insertWidget(int(m_grid.size()), spin);
        connect(spin, &QSpinBox::valueChanged, this, &LayoutEditor::edited);
        m_grid.push_back(spin);
    }
}

void LayoutEditor::addInterval(int begin, int end)
{
    const QSignalBlocker block(m_intervals);
    const int row = m_intervals->rowCount();
    m_intervals->insertRow(row);
    m_intervals->setItem(row, 0, new QTableWidgetItem(QString::number(begin)));
    m_intervals->setItem(row, 1, new QTableWidgetItem(QString::number(end)));
}

void LayoutEditor::setLayout(const AnyLayout& layout)
{
    m_filling = true;
    if (const auto* metal = std::get_if<MetalLayout>(&layout)) {
        const MetalLayoutSpec& s = metal->spec();
        m_kind->setCurrentIndex(0);
        m_shape->setText(shapeText(s.logicalShape));
        choose(m_dtype, fromView(toString(s.elementType)));
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
        choose(m_order, s.inTileOrder == InTileOrder::RowMajor ? QStringLiteral("row_major") : QStringLiteral("faces"));
        m_alignments->setText(s.form == MetalForm::Current ? shapeText(s.dimAlignments) : QString());
        choose(m_memorySpace, s.memorySpace == MemorySpace::DeviceDRAM ? QStringLiteral("dram") : QStringLiteral("l1"));
    } else if (const auto* x = std::get_if<XlaLayout>(&layout)) {
        const XlaShapeLayout& s = x->spec();
        m_kind->setCurrentIndex(2);
        choose(m_xlaType, QString::fromStdString(s.elementType));
        QStringList dims;
        for (int64_t d : s.dims)
            dims << QString::number(d);
        m_xlaDims->setText(dims.join(QLatin1Char(',')));
        QStringList order;
        for (int64_t d : s.minorToMajor)
            order << QString::number(d);
        m_minorToMajor->setText(order.join(QLatin1Char(',')));
        QString tiles;
        for (const XlaTile& t : s.tiles)
            tiles += QString::fromStdString(t.toString());
        m_xlaTiles->setText(tiles);
        m_elementBits->setText(s.elementSizeInBits ? QString::number(s.elementSizeInBits) : QString());
        m_xlaMemorySpace->setText(s.memorySpace ? QString::number(s.memorySpace) : QString());
    } else if (const auto* tensor = std::get_if<TtnnTensor>(&layout)) {
        const TtnnLayoutSpec& s = tensor->layout.spec();
        m_kind->setCurrentIndex(1);
        m_ttnnShape->setText(shapeText(s.logicalShape));
        choose(m_ttnnDtype, fromView(toString(s.dataType)));
        choose(m_pageLayout, fromView(toString(s.pageLayout)));
        choose(m_buffer, fromView(toString(s.bufferType)));
        choose(m_memoryLayout, fromView(toString(s.memoryLayout)));
        m_shardShape->setText(
            s.shardSpec ? QStringLiteral("%1x%2").arg(s.shardSpec->shape[0]).arg(s.shardSpec->shape[1]) : QString());
        QString grid;
        const CoreRangeSet* cores = s.shardSpec ? &s.shardSpec->grid : (s.ndShardSpec ? &s.ndShardSpec->grid : nullptr);
        if (cores && cores->ranges().size() == 1 && cores->ranges()[0].start == CoreCoord {})
            grid = QStringLiteral("%1x%2").arg(cores->ranges()[0].end.y + 1).arg(cores->ranges()[0].end.x + 1);
        m_coreGrid->setText(grid);
        if (s.shardSpec)
            choose(m_orientation, fromView(toString(s.shardSpec->orientation)));
        m_ndShardShape->setText(s.ndShardSpec ? shapeText(s.ndShardSpec->shape) : QString());
        if (s.ndShardSpec)
            choose(m_distribution, fromView(toString(s.ndShardSpec->distribution)));
    }
    m_filling = false;
    clearErrors();
}

LayoutRequest LayoutEditor::request() const
{
    LayoutRequest r;
    if (m_kind->currentIndex() == 2) {
        // XLA's own text form, assembled from the fields: f32[3,5]{1,0:T(2,2)E(4)S(1)}.
        QString layout = m_minorToMajor->text().trimmed();
        QString suffix;
        if (!m_xlaTiles->text().trimmed().isEmpty())
            suffix += QLatin1Char('T') + m_xlaTiles->text().trimmed();
        if (!m_elementBits->text().trimmed().isEmpty())
            suffix += QStringLiteral("E(%1)").arg(m_elementBits->text().trimmed());
        if (!m_xlaMemorySpace->text().trimmed().isEmpty())
            suffix += QStringLiteral("S(%1)").arg(m_xlaMemorySpace->text().trimmed());
        if (!suffix.isEmpty())
            layout += QLatin1Char(':') + suffix;
        r.text = QString(m_xlaType->currentText().trimmed() + QLatin1Char('[') + m_xlaDims->text().trimmed()
            + QStringLiteral("]{") + layout + QLatin1Char('}'))
                     .toStdString();
        return r;
    }
    if (m_kind->currentIndex() == 1) {
        r.ttnn = true;
        r.shape = textOf(m_ttnnShape);
        r.dtype = m_ttnnDtype->currentText().toStdString();
        r.pageLayout = m_pageLayout->currentText().toStdString();
        r.buffer = m_buffer->currentText().toStdString();
        r.memoryLayout = m_memoryLayout->currentText().toStdString();
        r.shardShape = textOf(m_shardShape);
        r.grid = textOf(m_coreGrid);
        if (r.memoryLayout != "interleaved")
            r.orientation = m_orientation->currentText().toStdString();
        r.ndShardShape = textOf(m_ndShardShape);
        if (r.ndShardShape)
            r.distribution = m_distribution->currentText().toStdString();
        return r;
    }
    r.shape = textOf(m_shape);
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
    r.linear = textOf(m_linear);
    r.tile = textOf(m_tile);
    if (r.tile)
        r.inTileOrder = m_order->currentText().toStdString();
    r.dimAlignments = textOf(m_alignments);
    r.memorySpace = m_memorySpace->currentText().toStdString();
    return r;
}

void LayoutEditor::clearErrors()
{
    for (auto& [flag, label] : m_errorOfFlag)
        label->hide();
    for (auto& [flag, field] : m_fieldOfFlag)
        field->setStyleSheet(QString());
    m_error->hide();
}

void LayoutEditor::showError(const Error& error)
{
    clearErrors();
    const QString message = QString::fromStdString(error.what());
    // A flag's error goes under the field standing for that flag; XLA errors and the layout's own checks point
    // into the assembled text, not at one field, and go under the form.
    if (error.source() == ErrorSource::Flag) {
        const std::string page = m_kind->currentIndex() == 1 ? "t" : "m";
        const auto label = m_errorOfFlag.find(page + error.field());
        if (label != m_errorOfFlag.end()) {
            label->second->setText(message);
            label->second->show();
            m_fieldOfFlag[label->first]->setStyleSheet(QStringLiteral("border: 1px solid palette(link);"));
            return;
        }
    }
    m_error->setText(message);
    m_error->show();
}

void LayoutEditor::edited()
{
    if (m_filling)
        return;
    m_lastField = sender() ? sender()->objectName() : QString();
    emit requestEdited(request());
}

} // namespace tle
