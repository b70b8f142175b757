// SPDX-License-Identifier: MIT
#pragma once

#include <QTableView>

namespace tle {

// A table of facts (name, value) that shows every value whole: rows grow to their wrapped text, and Copy (Ctrl+C or
// the context menu) puts the selected rows on the clipboard as tab-separated lines.
class FactsView : public QTableView
{
    Q_OBJECT
public:
    explicit FactsView(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    // The selected rows as "name<TAB>value" lines.
    QString selectedText() const;
    void copySelection() const;
    // The name column is as wide as its widest name, up to three fifths of the table, so that no name is cut in any
    // language.
    void fitNameColumn();

protected:
    void resizeEvent(QResizeEvent* event) override;
};

} // namespace tle
