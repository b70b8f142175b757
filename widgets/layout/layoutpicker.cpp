// SPDX-License-Identifier: MIT
#include "layoutpicker.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace tle {

namespace {

constexpr int kShownChars = 110;

} // namespace

LayoutPicker::LayoutPicker(QWidget* parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_combo(new QComboBox(this))
{
    setObjectName(QStringLiteral("layoutPicker"));
    m_combo->setObjectName(QStringLiteral("layoutPickerList"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(40);
    m_combo->setPlaceholderText(tr("Choose a layout…"));
    m_label->setBuddy(m_combo);
    auto* close = new QToolButton(this);
    close->setObjectName(QStringLiteral("layoutPickerClose"));
    close->setAutoRaise(true);
    close->setText(QStringLiteral("✕"));
    close->setToolTip(tr("Hide the list of layouts"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_label);
    row->addWidget(m_combo, 1);
    row->addWidget(close);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    connect(m_combo, &QComboBox::activated, this, &LayoutPicker::choose);
    hide();
}

bool LayoutPicker::load(const QString& text, const QString& origin, bool chooseFirst)
{
    return list(scanLayoutSnippet(text.toStdString()), origin, chooseFirst);
}

bool LayoutPicker::list(LayoutSnippet snippet, const QString& origin, bool chooseFirst)
{
    if (!snippet.isSnippet || snippet.layouts.empty())
        return false;
    m_snippet = std::move(snippet);
    m_label->setText(tr("&Layouts in %1 (%2):").arg(origin).arg(count()));
    m_combo->clear();
    for (int i = 0; i < count(); ++i) {
        const SnippetLayout& layout = m_snippet.layouts[size_t(i)];
        m_combo->addItem(entryText(i));
        m_combo->setItemData(i, QString::fromStdString(layout.text), Qt::ToolTipRole);
    }
    m_combo->setCurrentIndex(-1);
    show();
    if (chooseFirst)
        choose(0);
    return true;
}

int LayoutPicker::currentIndex() const
{
    return m_combo->currentIndex();
}

QString LayoutPicker::entryText(int index) const
{
    const SnippetLayout& layout = m_snippet.layouts.at(size_t(index));
    QString written = QString::fromStdString(layout.written);
    if (!layout.alias.empty())
        written = QStringLiteral("#%1 = %2").arg(QString::fromStdString(layout.alias), written);
    if (written.size() > kShownChars)
        written = written.left(kShownChars - 1) + QStringLiteral("…");
    QString text = tr("%1. line %2: %3").arg(index + 1).arg(layout.line).arg(written);
    if (layout.uses > 1)
        text += tr(" (used %1 times)").arg(layout.uses);
    if (!layout.alias.empty())
        text += tr(" (no tensor type: shape not given)");
    if (!layout.undefinedAlias.empty())
        text += tr(" (alias not defined in the text)");
    return text;
}

void LayoutPicker::choose(int index)
{
    if (index < 0 || index >= count())
        return;
    m_combo->setCurrentIndex(index);
    const SnippetLayout& layout = m_snippet.layouts[size_t(index)];
    emit layoutChosen(QString::fromStdString(layout.text),
        tr("layout %1 of %2, line %3, column %4").arg(index + 1).arg(count()).arg(layout.line).arg(layout.column));
}

} // namespace tle
