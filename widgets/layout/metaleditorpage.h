// SPDX-License-Identifier: MIT
#pragma once

#include "editorpage.h"

#include <vector>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace tle {

class FlowLayout;

// The metal layout's fields (either form): shape, element type, a grid of any rank, the collapse intervals as
// a table, the explicit seed map, tile, in-tile order, dim alignments (the current form) and memory space.
class MetalEditorPage : public EditorPage
{
    Q_OBJECT
public:
    explicit MetalEditorPage(QWidget* parent = nullptr);

    bool fill(const AnyLayout& layout) override;
    LayoutRequest request() const override;

private:
    QWidget* makeGridRow();
    QWidget* makeIntervalTable();
    void setGridRank(int rank);
    void addInterval(int begin, int end);

    QLineEdit* m_shape = nullptr;
    QComboBox* m_dtype = nullptr;
    FlowLayout* m_gridRow = nullptr;
    std::vector<QSpinBox*> m_grid;
    QTableWidget* m_intervals = nullptr;
    QLineEdit* m_linear = nullptr;
    QLineEdit* m_tile = nullptr;
    QComboBox* m_order = nullptr;
    QLineEdit* m_alignments = nullptr;
    QComboBox* m_memorySpace = nullptr;
};

// The element types the metal and TTNN pages offer.
QStringList editorElementTypes();

} // namespace tle
