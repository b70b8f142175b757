// SPDX-License-Identifier: MIT
#include "layoutdocument.h"

#include "io/layouttext/layoutrequest.h"
#include "util/error.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

namespace tle {

namespace {

constexpr int kNoMerge = -1;
constexpr int kTextMerge = 1;
constexpr int kEditorMerge = 2; // plus the field's hash, so each field merges with itself only

// The undo stack merges consecutive steps with the same id: typing in the layout field, or one editor field.
int mergeIdOf(LayoutDocument::Origin origin, const QString& field)
{
    switch (origin) {
    case LayoutDocument::Origin::Text:
        return kTextMerge;
    case LayoutDocument::Origin::Editor:
        return kEditorMerge + int(qHash(field) & 0xffffff);
    case LayoutDocument::Origin::Other:
        break;
    }
    return kNoMerge;
}

} // namespace

// One layout change, holding the layouts on both sides so that neither undo nor redo parses.
class SetLayoutCommand : public QUndoCommand
{
public:
    struct State
    {
        QString text;
        std::shared_ptr<const AnyLayout> layout;
    };

    SetLayoutCommand(LayoutDocument* document, State before, State after, int mergeId)
        : m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
    {
        setText(QCoreApplication::translate("tle::MainWindow", "layout change"));
    }

    void undo() override { m_document->apply(m_before.text, m_before.layout); }
    void redo() override { m_document->apply(m_after.text, m_after.layout); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        if (other->id() != id() || id() == kNoMerge)
            return false;
        m_after = static_cast<const SetLayoutCommand*>(other)->m_after;
        return true;
    }

private:
    LayoutDocument* m_document;
    State m_before;
    State m_after;
    int m_mergeId;
};

LayoutDocument::LayoutDocument(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{ }

bool LayoutDocument::setText(const QString& text, Origin origin)
{
    const QString trimmed = text.trimmed();
    LayoutRequest request;
    request.text = trimmed.toStdString();
    try {
        auto layout = std::make_shared<const AnyLayout>(buildLayout(request));
        push(trimmed, std::move(layout), mergeIdOf(origin, {}));
        return true;
    } catch (const Error& e) {
        emit invalidText(QString::fromStdString(e.what()), e.line(), e.column());
        return false;
    }
}

void LayoutDocument::setLayout(AnyLayout layout, Origin origin, const QString& field)
{
    const QString text = QString::fromStdString(printedLayout(layout));
    push(text, std::make_shared<const AnyLayout>(std::move(layout)), mergeIdOf(origin, field));
}

void LayoutDocument::push(const QString& text, std::shared_ptr<const AnyLayout> layout, int mergeId)
{
    if (!m_layout) {
        // The first layout is where the history starts: there is nothing to go back to.
        apply(text, std::move(layout));
        return;
    }
    if (text == m_text)
        return;
    m_undo->push(new SetLayoutCommand(this, { m_text, m_layout }, { text, std::move(layout) }, mergeId));
}

void LayoutDocument::apply(const QString& text, std::shared_ptr<const AnyLayout> layout)
{
    m_text = text;
    m_layout = std::move(layout);
    emit layoutChanged();
}

} // namespace tle
