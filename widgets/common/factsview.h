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
};

} // namespace tle
