// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"

#include <QObject>
#include <QString>

#include <memory>

class QUndoStack;

namespace tle {

// The layout the window works on, and its history. Every change is a QUndoCommand that applies in redo();
// consecutive changes made through one field merge into one step. A change is parsed once: the step keeps the
// layout it was built into, so undo and redo never parse again.
class LayoutDocument : public QObject
{
    Q_OBJECT
public:
    // Where a change comes from; consecutive changes of the same origin (and editor field) merge.
    enum class Origin
    {
        Text, // the layout field
        Editor, // an editor field, named by `field`
        Other, // a sample, a file, a drill-down: never merged
    };

    explicit LayoutDocument(QObject* parent = nullptr);

    QUndoStack* undoStack() const { return m_undo; }
    const QString& text() const { return m_text; }
    // The current layout; null before the first valid one.
    std::shared_ptr<const AnyLayout> layout() const { return m_layout; }

    // Parses `text`; when valid, makes it the current layout as one step and returns true. Invalid text
    // changes nothing and is reported by `invalidText`.
    bool setText(const QString& text, Origin origin = Origin::Other);
    // Makes an already built layout current; its printed form becomes the text.
    void setLayout(AnyLayout layout, Origin origin, const QString& field = {});

signals:
    // text() and layout() changed: a new layout, an undo or a redo.
    void layoutChanged();
    // The text could not be read; `column` and `line` are 1-based, 0 when unknown.
    void invalidText(const QString& message, int line, int column);

private:
    friend class SetLayoutCommand;
    void push(const QString& text, std::shared_ptr<const AnyLayout> layout, int mergeId);
    void apply(const QString& text, std::shared_ptr<const AnyLayout> layout);

    QUndoStack* m_undo = nullptr;
    QString m_text;
    std::shared_ptr<const AnyLayout> m_layout;
};

} // namespace tle
