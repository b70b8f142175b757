// SPDX-License-Identifier: MIT
#pragma once

#include "io/anylayoutparser.h"
#include "report/layoutdescribe.h"

#include <QAbstractTableModel>
#include <QList>

namespace tle {

// The `describe` facts of one layout as a two-column table (fact, value), for the details view.
// Values come straight from core's describe answer; the model only formats them.
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
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The key of a row as core names it (e.g. "shard_shape"), for lookups by tests and views.
    QString keyAt(int row) const;

private:
    struct Fact
    {
        QString key;
        QString label;
        QString value;
    };
    QList<Fact> m_facts;
};

} // namespace tle
