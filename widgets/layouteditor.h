// SPDX-License-Identifier: MIT
#pragma once

#include "io/layoutrequest.h"
#include "util/error.h"

#include <QWidget>

#include <map>

class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace tle {

// The live editor: the builder fields of a layout (the CLI's flags) as form fields. Every edit emits the
// request the fields describe; the owner builds it and either takes the result or hands the error back with
// showError(), which puts the message at the field it names and keeps the fields as typed. setLayout() fills
// the fields from a layout without emitting. Metal layouts (seed or current form), TTNN tensor layouts and XLA
// shapes with layouts are editable.
class LayoutEditor : public QWidget
{
    Q_OBJECT
public:
    explicit LayoutEditor(QWidget* parent = nullptr);

    void setLayout(const AnyLayout& layout);
    LayoutRequest request() const;
    // The objectName of the field whose edit emitted the last request (edits of one field merge in the history).
    const QString& lastEditedField() const { return m_lastField; }
    // Shows the error at the field standing for the flag it names, or under the form when it names none.
    void showError(const Error& error);
    void clearErrors();

signals:
    void requestEdited(const tle::LayoutRequest& request);

private:
    QLineEdit* addText(QFormLayout* form, const QString& label, const char* name, const char* flag);
    QComboBox* addChoice(
        QFormLayout* form, const QString& label, const char* name, const char* flag, const QStringList& values);
    void setGridRank(int rank);
    void addInterval(int begin, int end);
    void edited();

    QComboBox* m_kind = nullptr;
    QStackedWidget* m_pages = nullptr;
    // Metal
    QLineEdit* m_shape = nullptr;
    QComboBox* m_dtype = nullptr;
    QHBoxLayout* m_gridRow = nullptr;
    std::vector<QSpinBox*> m_grid;
    QTableWidget* m_intervals = nullptr;
    QLineEdit* m_linear = nullptr;
    QLineEdit* m_tile = nullptr;
    QComboBox* m_order = nullptr;
    QLineEdit* m_alignments = nullptr;
    QComboBox* m_memorySpace = nullptr;
    // TTNN
    QLineEdit* m_ttnnShape = nullptr;
    QComboBox* m_ttnnDtype = nullptr;
    QComboBox* m_pageLayout = nullptr;
    QComboBox* m_buffer = nullptr;
    QComboBox* m_memoryLayout = nullptr;
    QLineEdit* m_shardShape = nullptr;
    QLineEdit* m_coreGrid = nullptr;
    QComboBox* m_orientation = nullptr;
    QLineEdit* m_ndShardShape = nullptr;
    QComboBox* m_distribution = nullptr;
    // XLA
    QComboBox* m_xlaType = nullptr;
    QLineEdit* m_xlaDims = nullptr;
    QLineEdit* m_minorToMajor = nullptr;
    QLineEdit* m_xlaTiles = nullptr;
    QLineEdit* m_elementBits = nullptr;
    QLineEdit* m_xlaMemorySpace = nullptr;

    QLabel* m_error = nullptr; // errors that name no field
    std::map<std::string, QWidget*> m_fieldOfFlag;
    std::map<std::string, QLabel*> m_errorOfFlag;
    bool m_filling = false;
    QString m_lastField;
};

} // namespace tle
