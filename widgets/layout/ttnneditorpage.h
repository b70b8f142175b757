// SPDX-License-Identifier: MIT
#pragma once

#include "editorpage.h"

class QComboBox;
class QLineEdit;

namespace tle {

// A TTNN tensor layout's fields: shape, data type, page layout, buffer, memory layout, the 2-D shard spec
// (shard shape, core grid, orientation) and the N-D shard spec (shard shape, distribution).
class TtnnEditorPage : public EditorPage
{
    Q_OBJECT
public:
    explicit TtnnEditorPage(QWidget* parent = nullptr);

    bool fill(const AnyLayout& layout) override;
    LayoutRequest request() const override;

private:
    QLineEdit* m_shape = nullptr;
    QComboBox* m_dtype = nullptr;
    QComboBox* m_pageLayout = nullptr;
    QComboBox* m_buffer = nullptr;
    QComboBox* m_memoryLayout = nullptr;
    QLineEdit* m_shardShape = nullptr;
    QLineEdit* m_coreGrid = nullptr;
    QComboBox* m_orientation = nullptr;
    QLineEdit* m_ndShardShape = nullptr;
    QComboBox* m_distribution = nullptr;
};

} // namespace tle
