// SPDX-License-Identifier: MIT
#include "layoutfactsmodel.h"

#include "report/l1fit.h"

#include "messagetext.h"

#include "report/layoutdescribe.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>

namespace tle {

namespace {

std::string childPath(const std::string& path, const std::string& key)
{
    return path.empty() ? key : path + '.' + key;
}

} // namespace

QString LayoutFactsModel::labelText(const std::string& path, const std::string& key)
{
    const FactLabel label = factLabel(path, key);
    const std::string text(label.text);
    return label.translatable ? QCoreApplication::translate("tle::FactLabels", text.c_str())
                              : QString::fromStdString(text);
}

LayoutFactsModel::LayoutFactsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void LayoutFactsModel::setLayout(const AnyLayout& layout)
{
    FactGroup facts = layoutFacts(layout);
    // A layout that cannot be allocated in L1 says so among its warnings too, as the window's warning bar does.
    if (const std::optional<L1Fit> fit = l1Fit(layout); fit && !fit->fits()) {
        for (Fact& fact : facts) {
            if (auto* list = std::get_if<FactValue::List>(&fact.value.data); list && fact.key == "warnings")
                list->push_back(FactValue(l1FitMessage(*fit)));
        }
    }
    setFacts(facts);
}

void LayoutFactsModel::setFacts(const FactGroup& facts)
{
    beginResetModel();
    m_rows.clear();
    for (const Fact& fact : facts) {
        // A list of what does not apply says nothing when it is empty (Equivalents "none" does say something).
        const auto* group = std::get_if<FactGroup>(&fact.value.data);
        if (group && group->empty() && (fact.key == "not_expressible" || fact.key == "equivalent_notes"))
            continue;
        addRows(fact.value, labelText(fact.key, fact.key), fact.key, 0);
    }
    endResetModel();
}

void LayoutFactsModel::addRows(const FactValue& value, const QString& label, const std::string& path, int depth)
{
    if (fitsOnOneRow(value, path)) {
        m_rows.push_back(
            { .key = QString::fromStdString(path), .label = label, .value = valueText(value, path), .depth = depth });
        return;
    }
    m_rows.push_back({ .key = QString::fromStdString(path), .label = label, .depth = depth, .header = true });
    if (const auto* group = std::get_if<FactGroup>(&value.data)) {
        for (const Fact& fact : *group) {
            const std::string sub = childPath(path, fact.key);
            addRows(fact.value, labelText(sub, fact.key), sub, depth + 1);
        }
        return;
    }
    const auto& list = std::get<FactValue::List>(value.data);
    for (qsizetype i = 0; i < qsizetype(list.size()); ++i)
        addRows(list[size_t(i)], QString::number(i + 1), path, depth + 1);
}

// A seed-form layout whose linear map is not the collapse of any intervals (a bumped stride, a dim kept twice).
QString LayoutFactsModel::noCollapse()
{
    return tr("none: the linear map collapses no dim intervals");
}

QString LayoutFactsModel::valueText(const FactValue& value, const std::string& path)
{
    return std::visit(
        [&](const auto& v) -> QString {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                if (path == "collapse_intervals_written")
                    return noCollapse();
                return tr("none");
            } else if constexpr (std::is_same_v<T, bool>) {
                return v ? tr("yes") : tr("no");
            } else if constexpr (std::is_same_v<T, int64_t>) {
                // XLA's E(n) and S(n) print 0 when the layout does not give them.
                if (v == 0 && path == "element_size_in_bits")
                    return tr("not given: the element type's size");
                if (v == 0 && path == "memory_space")
                    return tr("0 (the default memory)");
                // Grouped in the user's locale (3,440,640), as every figure the window shows.
                return QLocale().toString(qlonglong(v));
            } else if constexpr (std::is_same_v<T, double>) {
                return QLocale().toString(v, 'g', QLocale::FloatingPointShortest);
            } else if constexpr (std::is_same_v<T, std::string>) {
                return QString::fromStdString(v);
            } else if constexpr (std::is_same_v<T, Message>) {
                return messageText(v);
            } else if constexpr (std::is_same_v<T, FactAbsent>) {
                return messageText(v.why);
            } else if constexpr (std::is_same_v<T, FactInts>) {
                if (v.style == IntsStyle::Dims && v.values.empty())
                    return tr("scalar");
                // An XLA tile as XLA writes it: a combined dim (the CLI's -1) is '*'.
                if (path == "tiles" || (path.starts_with("tiling_levels") && path.ends_with(".tile"))) {
                    QStringList dims;
                    for (int64_t d : v.values)
                        dims << (d < 0 ? QStringLiteral("*") : QString::number(d));
                    return QLatin1Char('(') + dims.join(QLatin1Char(',')) + QLatin1Char(')');
                }
                return QString::fromStdString(factValueText(v, path));
            } else if constexpr (std::is_same_v<T, FactValue::List>) {
                if (v.empty())
                    return path == "collapse_intervals" ? noCollapse() : tr("none");
                QStringList parts;
                for (const FactValue& item : v)
                    parts << valueText(item, path);
                return parts.join(QStringLiteral(", "));
            } else {
                if (v.empty())
                    return tr("none");
                QStringList parts;
                for (const Fact& fact : v) {
                    const std::string sub = childPath(path, fact.key);
                    parts << labelText(sub, fact.key) + QStringLiteral(": ") + valueText(fact.value, sub);
                }
                return parts.join(QStringLiteral("; "));
            }
        },
        value.data);
}

void LayoutFactsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int LayoutFactsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LayoutFactsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NumColumns;
}

QVariant LayoutFactsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == ValueColumn)
            return row.value;
        return QString(QString(row.depth * 4, QLatin1Char(' ')) + row.label);
    case Qt::ToolTipRole:
        return index.column() == FactColumn ? row.label : row.value;
    case Qt::FontRole:
        if (row.header) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QVariant LayoutFactsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == FactColumn ? tr("Fact") : tr("Value");
}

QString LayoutFactsModel::keyAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].key : QString();
}

} // namespace tle
