// SPDX-License-Identifier: MIT
#pragma once

#include "io/layouttext/layoutrequest.h"
#include "util/error.h"

#include <QWidget>

#include <map>
#include <optional>
#include <string>
#include <string_view>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace tle {

// One notation's fields in the layout editor. A field that stands for a builder flag is registered with the
// flag's request member, so that an error the builder raises for that flag appears under it.
class EditorPage : public QWidget
{
    Q_OBJECT
public:
    using Member = std::optional<std::string> LayoutRequest::*;

    explicit EditorPage(QWidget* parent = nullptr);

    // Fills the fields from `layout` when it is this page's notation (without emitting); false otherwise.
    virtual bool fill(const AnyLayout& layout) = 0;
    // The request the fields describe.
    virtual LayoutRequest request() const = 0;

    // Shows a flag's error under the field standing for the flag; false when no field of this page does.
    bool showFlagError(const Error& error);
    void clearErrors();

signals:
    // The user changed the field named `field` (its objectName).
    void edited(const QString& field);

protected:
    QFormLayout* form() const { return m_form; }
    QLineEdit* addText(const QString& label, const char* name, Member flag = nullptr);
    QComboBox* addChoice(const QString& label, const char* name, Member flag, const QStringList& values);
    // A field made by the page (a row of spin boxes, a table), with an error label named `errorName`.
    void addField(const QString& label, QWidget* field, const char* errorName, Member flag);
    void notifyEdited(const QString& field) { emit edited(field); }

private:
    QLabel* addErrorLabel(const QString& name);
    void registerFlag(Member flag, QWidget* field, QLabel* error);

    QFormLayout* m_form = nullptr;
    std::map<std::string_view, std::pair<QWidget*, QLabel*>> m_fieldOfFlag; // by flag name
};

// Shared by the pages: field text as an optional flag value, a choice set by its text.
std::optional<std::string> fieldText(const QLineEdit* edit);
void chooseText(QComboBox* box, const QString& value);
QString fromView(std::string_view text);

} // namespace tle
