// SPDX-License-Identifier: MIT
#include "layoutfactsmodel.h"

#include "report/layoutdescribe.h"
#include "report/metaldescribe.h"

namespace tle {

namespace {

QString valueText(const Json& value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_null())
        return LayoutFactsModel::tr("none");
    if (value.is_array()) {
        QStringList parts;
        for (const Json& v : value)
            parts << valueText(v);
        const bool numeric = !value.empty() && value.front().is_number();
        return numeric ? parts.join(QLatin1Char('x')) : parts.join(QStringLiteral(", "));
    }
    if (value.is_object()) {
        QStringList parts;
        for (auto it = value.begin(); it != value.end(); ++it)
            parts << QString::fromStdString(it.key()) + QStringLiteral(": ") + valueText(it.value());
        return parts.join(QStringLiteral("; "));
    }
    return QString::fromStdString(dumpJson(value, -1));
}

QString labelFor(const std::string& key)
{
    QString label = QString::fromStdString(key);
    label.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!label.isEmpty())
        label[0] = label[0].toUpper();
    return label;
}

} // namespace

LayoutFactsModel::LayoutFactsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void LayoutFactsModel::setLayout(const AnyLayout& layout)
{
    const Json facts = describeJson(layout);
    beginResetModel();
    m_facts.clear();
    for (auto it = facts.begin(); it != facts.end(); ++it)
        m_facts.push_back({ QString::fromStdString(it.key()), labelFor(it.key()), valueText(it.value()) });
    endResetModel();
}

void LayoutFactsModel::clear()
{
    beginResetModel();
    m_facts.clear();
    endResetModel();
}

int LayoutFactsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_facts.size());
}

int LayoutFactsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NumColumns;
}

QVariant LayoutFactsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_facts.size())
        return {};
    const Fact& fact = m_facts[index.row()];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return index.column() == FactColumn ? fact.label : fact.value;
    return {};
}

QVariant LayoutFactsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == FactColumn ? tr("Fact") : tr("Value");
}

QString LayoutFactsModel::keyAt(int row) const
{
    return row >= 0 && row < m_facts.size() ? m_facts[row].key : QString();
}

} // namespace tle
