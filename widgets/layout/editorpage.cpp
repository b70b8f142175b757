// SPDX-License-Identifier: MIT
#include "editorpage.h"

#include "io/layouttext/layoutflags.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace tle {

EditorPage::EditorPage(QWidget* parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
{
    // Labels above their fields keep the dock narrow.
    m_form->setRowWrapPolicy(QFormLayout::WrapAllRows);
}

QLabel* EditorPage::addErrorLabel(const QString& name)
{
    auto* error = new QLabel(this);
    error->setObjectName(name);
    error->setWordWrap(true);
    error->hide();
    m_form->addRow(QString(), error);
    return error;
}

void EditorPage::registerFlag(Member flag, QWidget* field, QLabel* error)
{
    if (!flag)
        return;
    m_fieldOfFlag[flagOf(flag)] = { field, error };
    // The field's help is its command-line flag's: one text for both.
    if (const LayoutFlag* row = findLayoutFlag(flagOf(flag))) {
        const QString help = QCoreApplication::translate("tle::LayoutFlags", std::string(row->help).c_str());
        const QString text = tr("%1.\nOn the command line: %2 %3")
                                 .arg(help.left(1).toUpper() + help.mid(1),
                                     QString::fromUtf8(row->flag.data(), qsizetype(row->flag.size())),
                                     QString::fromUtf8(row->valueName.data(), qsizetype(row->valueName.size())));
        field->setToolTip(text);
        field->setWhatsThis(text);
    }
}

QLineEdit* EditorPage::addText(const QString& label, const char* name, Member flag)
{
    auto* edit = new QLineEdit(this);
    const QString objectName = QString::fromLatin1(name);
    edit->setObjectName(objectName);
    m_form->addRow(label, edit);
    registerFlag(flag, edit, addErrorLabel(QStringLiteral("error_") + objectName));
    connect(edit, &QLineEdit::textEdited, this, [this, objectName] { emit edited(objectName); });
    return edit;
}

QComboBox* EditorPage::addChoice(const QString& label, const char* name, Member flag, const QStringList& values)
{
    auto* box = new QComboBox(this);
    const QString objectName = QString::fromLatin1(name);
    box->setObjectName(objectName);
    box->addItems(values);
    m_form->addRow(label, box);
    registerFlag(flag, box, addErrorLabel(QStringLiteral("error_") + objectName));
    connect(box, &QComboBox::activated, this, [this, objectName] { emit edited(objectName); });
    return box;
}

void EditorPage::addField(const QString& label, QWidget* field, const char* errorName, Member flag)
{
    m_form->addRow(label, field);
    registerFlag(flag, field, addErrorLabel(QString::fromLatin1(errorName)));
}

bool EditorPage::showFlagError(const Error& error)
{
    if (error.source() != ErrorSource::Flag)
        return false;
    const auto it = m_fieldOfFlag.find(error.field());
    if (it == m_fieldOfFlag.end())
        return false;
    const auto [field, label] = it->second;
    label->setText(QString::fromStdString(error.what()));
    label->show();
    field->setStyleSheet(QStringLiteral("border: 1px solid palette(link);"));
    return true;
}

void EditorPage::clearErrors()
{
    for (const auto& [flag, entry] : m_fieldOfFlag) {
        entry.first->setStyleSheet(QString());
        entry.second->hide();
    }
}

std::optional<std::string> fieldText(const QLineEdit* edit)
{
    const QString text = edit->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    return text.toStdString();
}

void chooseText(QComboBox* box, const QString& value)
{
    const int index = box->findText(value);
    if (index >= 0)
        box->setCurrentIndex(index);
    else if (box->isEditable())
        box->setEditText(value);
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace tle
