// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "report/fact.h"

#include <QAbstractTableModel>
#include <QList>

namespace tle {

// The `describe` facts of one layout as a two-column table (fact, value) for the Details dock: the
// facts core lists for the CLI, with translated labels. A group of facts too wide for one row becomes
// a header row followed by an indented row per entry.
class LayoutFactsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        FactColumn,
        ValueColumn,
        NumColumns
    };

    explicit LayoutFactsModel(QObject* parent = nullptr);

    void setLayout(const AnyLayout& layout);
    void setFacts(const FactGroup& facts);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The path of a row as core names it ("shard_shape", "device.name"), for lookups by tests and views.
    QString keyAt(int row) const;

    // A fact's label and value as the window shows them, in the user's language; other views (the place
    // tooltips) render facts with them too.
    static QString labelText(const std::string& path, const std::string& key);
    static QString valueText(const FactValue& value, const std::string& path);

private:
    struct Row
    {
        QString key;
        QString label;
        QString value;
        int depth = 0;
        bool header = false;
    };
    void addRows(const FactValue& value, const QString& label, const std::string& path, int depth);
    static QString noCollapse();

    QList<Row> m_rows;
};

} // namespace tle
