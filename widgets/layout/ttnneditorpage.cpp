// SPDX-License-Identifier: MIT
#include "ttnneditorpage.h"

#include "metaleditorpage.h"

#include <QComboBox>
#include <QLineEdit>

namespace tle {

TtnnEditorPage::TtnnEditorPage(QWidget* parent)
    : EditorPage(parent)
{
    using R = LayoutRequest;
    m_shape = addText(tr("Logical shape"), "editorTtnnShape", &R::shape);
    m_dtype = addChoice(tr("Data type"), "editorTtnnDtype", &R::dtype, editorElementTypes());
    m_pageLayout = addChoice(
        tr("Page layout"), "editorPageLayout", &R::pageLayout, { QStringLiteral("tile"), QStringLiteral("row_major") });
    m_buffer = addChoice(tr("Buffer"), "editorBuffer", &R::buffer, { QStringLiteral("dram"), QStringLiteral("l1") });
    m_memoryLayout = addChoice(tr("Memory layout"), "editorMemoryLayout", &R::memoryLayout,
        { QStringLiteral("interleaved"), QStringLiteral("height_sharded"), QStringLiteral("width_sharded"),
            QStringLiteral("block_sharded") });
    m_shardShape = addText(tr("Shard shape"), "editorShardShape", &R::shardShape);
    m_coreGrid = addText(tr("Core grid (YxX)"), "editorCoreGrid", &R::grid);
    m_orientation = addChoice(tr("Orientation"), "editorOrientation", &R::orientation,
        { QStringLiteral("row_major"), QStringLiteral("col_major") });
    m_ndShardShape = addText(tr("N-D shard shape"), "editorNdShardShape", &R::ndShardShape);
    m_distribution = addChoice(tr("N-D distribution"), "editorDistribution", &R::distribution,
        { QStringLiteral("ROUND_ROBIN_1D"), QStringLiteral("GRID_2D"), QStringLiteral("CONTIGUOUS_1D") });
}

bool TtnnEditorPage::fill(const AnyLayout& layout)
{
    const auto* tensor = std::get_if<TtnnTensor>(&layout);
    if (!tensor)
        return false;
    const TtnnLayoutSpec& s = tensor->layout.spec();
    m_shape->setText(QString::fromStdString(formatShape(s.logicalShape)));
    chooseText(m_dtype, fromView(toString(s.dataType)));
    chooseText(m_pageLayout, fromView(toString(s.pageLayout)));
    chooseText(m_buffer, fromView(toString(s.bufferType)));
    chooseText(m_memoryLayout, fromView(toString(s.memoryLayout)));
    m_shardShape->setText(
        s.shardSpec ? QStringLiteral("%1x%2").arg(s.shardSpec->shape[0]).arg(s.shardSpec->shape[1]) : QString());
    // A core grid that starts at (0, 0) is shown as YxX; any other set of cores has no field of its own.
    QString grid;
    const CoreRangeSet* cores = s.shardSpec ? &s.shardSpec->grid : (s.ndShardSpec ? &s.ndShardSpec->grid : nullptr);
    if (cores && cores->ranges().size() == 1 && cores->ranges()[0].start == CoreCoord {})
        grid = QStringLiteral("%1x%2").arg(cores->ranges()[0].end.y + 1).arg(cores->ranges()[0].end.x + 1);
    m_coreGrid->setText(grid);
    if (s.shardSpec)
        chooseText(m_orientation, fromView(toString(s.shardSpec->orientation)));
    m_ndShardShape->setText(s.ndShardSpec ? QString::fromStdString(formatShape(s.ndShardSpec->shape)) : QString());
    if (s.ndShardSpec)
        chooseText(m_distribution, fromView(toString(s.ndShardSpec->distribution)));
    return true;
}

LayoutRequest TtnnEditorPage::request() const
{
    LayoutRequest r;
    r.ttnn = true;
    r.shape = fieldText(m_shape);
    r.dtype = m_dtype->currentText().toStdString();
    r.pageLayout = m_pageLayout->currentText().toStdString();
    r.buffer = m_buffer->currentText().toStdString();
    r.memoryLayout = m_memoryLayout->currentText().toStdString();
    r.shardShape = fieldText(m_shardShape);
    r.grid = fieldText(m_coreGrid);
    if (r.memoryLayout != "interleaved")
        r.orientation = m_orientation->currentText().toStdString();
    r.ndShardShape = fieldText(m_ndShardShape);
    if (r.ndShardShape)
        r.distribution = m_distribution->currentText().toStdString();
    return r;
}

} // namespace tle
