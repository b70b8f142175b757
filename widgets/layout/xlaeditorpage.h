// SPDX-License-Identifier: MIT
#pragma once

#include "editorpage.h"

class QComboBox;
class QLineEdit;

namespace tle {

// An XLA shape with layout, field by field; the request is XLA's own text assembled from them, so errors
// point into that text and appear under the form.
class XlaEditorPage : public EditorPage
{
    Q_OBJECT
public:
    explicit XlaEditorPage(QWidget* parent = nullptr);

    bool fill(const AnyLayout& layout) override;
    LayoutRequest request() const override;

private:
    QComboBox* m_type = nullptr;
    QLineEdit* m_dims = nullptr;
    QLineEdit* m_minorToMajor = nullptr;
    QLineEdit* m_tiles = nullptr;
    QLineEdit* m_elementBits = nullptr;
    QLineEdit* m_memorySpace = nullptr;
};

} // namespace tle
