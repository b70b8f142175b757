// SPDX-License-Identifier: MIT
#pragma once

#include "io/layouttext/layoutsnippet.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace tle {

// The layouts a pasted snippet or an opened file holds, one of which the layout views show. The list comes from
// core's snippet reader; choosing an entry hands its self-contained text (aliases resolved) to the window.
class LayoutPicker : public QWidget
{
    Q_OBJECT
public:
    explicit LayoutPicker(QWidget* parent = nullptr);

    // Reads `text` (from `origin`, for the label). When it holds layouts around other text or more than one,
    // lists them, shows itself and returns true; the first is chosen at once when `chooseFirst`. Otherwise
    // returns false and keeps the list it has, to come back to.
    bool load(const QString& text, const QString& origin, bool chooseFirst);
    // The same for a text core already scanned (a model read off the GUI thread).
    bool list(LayoutSnippet snippet, const QString& origin, bool chooseFirst);
    int count() const { return int(m_snippet.layouts.size()); }
    // The entry on show, -1 when none is chosen yet.
    int currentIndex() const;
    void choose(int index);
    // The label of entry `index` as the list shows it.
    QString entryText(int index) const;

signals:
    // `text` is the entry's layout with its aliases resolved; `place` says where it is in the source.
    void layoutChosen(const QString& text, const QString& place);

private:
    LayoutSnippet m_snippet;
    QLabel* m_label = nullptr;
    QComboBox* m_combo = nullptr;
};

} // namespace tle
