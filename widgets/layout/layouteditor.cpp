// SPDX-License-Identifier: MIT
#include "layouteditor.h"

#include "metaleditorpage.h"
#include "ttnneditorpage.h"
#include "xlaeditorpage.h"

#include <QComboBox>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace tle {

LayoutEditor::LayoutEditor(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("layoutEditor"));
    auto* layout = new QVBoxLayout(this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("editorKind"));
    m_kind->setToolTip(tr("The notation the editor builds: a metal, TTNN or XLA layout"));
    m_kind->setWhatsThis(tr("Chooses the notation of the layout the editor's fields build. The fields below are that "
                            "notation's; every edit rewrites the layout field and is one undoable step."));
    layout->addWidget(m_kind);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack);
    const std::pair<QString, EditorPage*> pages[] = {
        { tr("Metal layout"), new MetalEditorPage(m_stack) },
        { tr("TTNN layout"), new TtnnEditorPage(m_stack) },
        { tr("XLA layout"), new XlaEditorPage(m_stack) },
    };
    for (const auto& [title, page] : pages) {
        m_kind->addItem(title);
        m_stack->addWidget(page);
        m_pages.push_back(page);
        connect(page, &EditorPage::edited, this, &LayoutEditor::edited);
    }
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("editorError"));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);
    layout->addStretch(1);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_stack->setCurrentIndex(index);
        edited(m_kind->objectName());
    });
}

EditorPage* LayoutEditor::currentPage() const
{
    return m_pages[size_t(m_stack->currentIndex())];
}

void LayoutEditor::setLayout(const AnyLayout& layout)
{
    m_filling = true;
    for (size_t i = 0; i < m_pages.size(); ++i) {
        if (m_pages[i]->fill(layout)) {
            m_kind->setCurrentIndex(int(i));
            break;
        }
    }
    m_filling = false;
    clearErrors();
}

LayoutRequest LayoutEditor::request() const
{
    return currentPage()->request();
}

void LayoutEditor::showError(const Error& error)
{
    clearErrors();
    // A flag's error goes under the field standing for that flag; XLA errors and the layout's own checks point
    // into the assembled text, not at one field, and go under the form.
    if (currentPage()->showFlagError(error))
        return;
    m_error->setText(QString::fromStdString(error.what()));
    m_error->show();
}

void LayoutEditor::clearErrors()
{
    for (EditorPage* page : m_pages)
        page->clearErrors();
    m_error->hide();
}

void LayoutEditor::edited(const QString& field)
{
    if (m_filling)
        return;
    m_lastField = field;
    emit requestEdited(request());
}

} // namespace tle
