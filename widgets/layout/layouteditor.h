// SPDX-License-Identifier: MIT
#pragma once

#include "io/layouttext/layoutrequest.h"
#include "util/error.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QStackedWidget;

namespace tle {

class EditorPage;

// The live editor: the builder fields of a layout (the CLI's flags) as form fields, one page per notation
// (metal in either form, TTNN tensor layouts, XLA shapes with layouts). Every edit emits the request the fields
// describe; the owner builds it and either takes the result or hands the error back with showError(), which
// puts the message under the field of the flag it names and keeps the fields as typed. setLayout() fills the
// fields from a layout without emitting.
class LayoutEditor : public QWidget
{
    Q_OBJECT
public:
    explicit LayoutEditor(QWidget* parent = nullptr);

    void setLayout(const AnyLayout& layout);
    LayoutRequest request() const;
    // The objectName of the field whose edit emitted the last request (edits of one field merge in the history).
    const QString& lastEditedField() const { return m_lastField; }
    // Shows the error under the field standing for the flag it names, or under the form when it names none.
    void showError(const Error& error);
    void clearErrors();

signals:
    void requestEdited(const tle::LayoutRequest& request);

private:
    void edited(const QString& field);
    EditorPage* currentPage() const;

    QComboBox* m_kind = nullptr;
    QStackedWidget* m_stack = nullptr;
    std::vector<EditorPage*> m_pages; // in the order of m_kind
    QLabel* m_error = nullptr; // errors that name no field
    bool m_filling = false;
    QString m_lastField;
};

} // namespace tle
