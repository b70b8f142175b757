// SPDX-License-Identifier: MIT
#include "report/fact.h"

#include "report/reportformat.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <vector>

namespace tle {

namespace {

// Beyond this many characters a group or list gets a row per entry.
constexpr size_t kOneRowWidth = 64;
constexpr size_t kOneRowEntries = 6;
// Where values start in the text answer, as factRow writes them.
constexpr size_t kLabelColumn = 18;

bool isScalar(const FactValue& value)
{
    return !std::holds_alternative<FactValue::List>(value.data) && !std::holds_alternative<FactGroup>(value.data);
}

std::string childPath(std::string_view path, std::string_view key)
{
    return path.empty() ? std::string(key) : fmt::format("{}.{}", path, key);
}

std::string valueText(const FactValue& value, std::string_view path)
{
    return std::visit(
        [&](const auto& v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                return "none";
            } else if constexpr (std::is_same_v<T, bool>) {
                return v ? "yes" : "no";
            } else if constexpr (std::is_same_v<T, int64_t>) {
                return std::to_string(v);
            } else if constexpr (std::is_same_v<T, double>) {
                return fmt::format("{:.6g}", v);
            } else if constexpr (std::is_same_v<T, std::string>) {
                return v;
            } else if constexpr (std::is_same_v<T, Message>) {
                return v.english();
            } else if constexpr (std::is_same_v<T, FactAbsent>) {
                return v.why.english();
            } else if constexpr (std::is_same_v<T, FactInts>) {
                if (v.style == IntsStyle::Index)
                    return formatList(v.values);
                if (v.style == IntsStyle::Interval && v.values.size() == 2)
                    return fmt::format("[{}, {})", v.values[0], v.values[1]);
                return v.values.empty() ? std::string("scalar") : formatShape(v.values);
            } else if constexpr (std::is_same_v<T, FactValue::List>) {
                if (v.empty())
                    return "none";
                std::string text;
                for (const FactValue& item : v)
                    text += (text.empty() ? "" : ", ") + valueText(item, path);
                return text;
            } else {
                if (v.empty())
                    return "none";
                std::string text;
                for (const Fact& fact : v) {
                    const std::string sub = childPath(path, fact.key);
                    text += fmt::format(
                        "{}{} {}", text.empty() ? "" : ", ", factLabel(sub, fact.key).text, valueText(fact.value, sub));
                }
                return text;
            }
        },
        value.data);
}

Json valueJson(const FactValue& value)
{
    return std::visit(
        [](const auto& v) -> Json {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate> || std::is_same_v<T, FactAbsent>) {
                return nullptr;
            } else if constexpr (std::is_same_v<T, Message>) {
                return v.english();
            } else if constexpr (std::is_same_v<T, FactInts>) {
                return jsonShape(v.values);
            } else if constexpr (std::is_same_v<T, FactValue::List>) {
                Json array = Json::array();
                for (const FactValue& item : v)
                    array.push_back(valueJson(item));
                return array;
            } else if constexpr (std::is_same_v<T, FactGroup>) {
                return factsJson(v);
            } else {
                return v;
            }
        },
        value.data);
}

// Rows of one group line their values up after the longest label, at least at the answer's column.
size_t labelWidth(const FactValue& value, std::string_view path, size_t indent)
{
    size_t width = kLabelColumn;
    if (const auto* group = std::get_if<FactGroup>(&value.data)) {
        for (const Fact& fact : *group)
            width = std::max(width, indent + factLabel(childPath(path, fact.key), fact.key).text.size() + 1);
    } else if (const auto* list = std::get_if<FactValue::List>(&value.data)) {
        width = std::max(width, indent + std::to_string(list->size()).size() + 1);
    }
    return width;
}

// A cell of a streamed table: no labels, so no paths to build per cell.
std::string compactText(const FactValue& value)
{
    if (std::holds_alternative<std::monostate>(value.data))
        return "-";
    if (const auto* group = std::get_if<FactGroup>(&value.data)) {
        std::string text;
        for (const Fact& fact : *group) {
            if (!text.empty())
                text += ' ';
            text += compactText(fact.value);
        }
        return text;
    }
    if (const auto* list = std::get_if<FactValue::List>(&value.data)) {
        if (!list->empty() && std::holds_alternative<FactGroup>(list->front().data))
            return std::to_string(list->size());
    }
    return valueText(value, {});
}

std::string tableLine(std::span<const std::string> cells, std::span<const size_t> widths, size_t indent)
{
    // Appended in place: a plan writes a row per op.
    std::string line(indent, ' ');
    for (size_t k = 0; k < cells.size(); ++k) {
        line += cells[k];
        if (k + 1 < cells.size())
            line.append(
                std::max<size_t>(k < widths.size() ? widths[k] : 0, cells[k].size() + 1) - cells[k].size(), ' ');
    }
    while (!line.empty() && line.back() == ' ')
        line.pop_back();
    line += '\n';
    return line;
}

// A list of records whose values each fit on one row (a mesh's devices, a plan's spills) reads as a table: a header
// of labels, a row per record, a blank cell where a record lacks a fact. Empty for other values.
std::string tableText(const FactValue& value, std::string_view path, size_t indent)
{
    const auto* list = std::get_if<FactValue::List>(&value.data);
    if (!list || list->size() < 2)
        return {};
    std::vector<std::string> keys;
    for (const FactValue& item : *list) {
        const auto* group = std::get_if<FactGroup>(&item.data);
        if (!group)
            return {};
        for (const Fact& fact : *group) {
            if (!isScalar(fact.value) && !fitsOnOneRow(fact.value, childPath(path, fact.key)))
                return {};
            if (std::ranges::find(keys, fact.key) == keys.end())
                keys.push_back(fact.key);
        }
    }
    std::vector<std::string_view> keyViews(keys.begin(), keys.end());
    return factTableText(
        path, keyViews, list->size(),
        [&](size_t row, FactTableCells& cells) {
            const auto& group = std::get<FactGroup>((*list)[row].data);
            for (size_t k = 0; k < keys.size(); ++k) {
                // Records mostly list their facts in the header's order.
                const bool inPlace = k < group.size() && group[k].key == keys[k];
                const auto fact
                    = inPlace ? group.begin() + ptrdiff_t(k) : std::ranges::find(group, keys[k], &Fact::key);
                if (fact != group.end())
                    cells.add(fact->value);
                else
                    cells.skip();
            }
        },
        indent);
}

void appendText(std::string& out, const FactValue& value, const std::string& label, std::string_view path,
    size_t indent, size_t width)
{
    if (fitsOnOneRow(value, path)) {
        // An ASCII label takes a column a byte: padded in place (a chain's list has a row per op). Others are padded
        // to their display width by fmt.
        if (std::ranges::all_of(label, [](char c) { return c >= 0x20 && c < 0x7f; })) {
            out.append(indent, ' ');
            out += label;
            out.append(width > indent + label.size() ? width - indent - label.size() : 0, ' ');
            out += valueText(value, path);
            out += '\n';
        } else {
            out += fmt::format("{:<{}}{}\n", std::string(indent, ' ') + label, width, valueText(value, path));
        }
        return;
    }
    out += std::string(indent, ' ') + label + "\n";
    if (const std::string table = tableText(value, path, indent + 2); !table.empty()) {
        out += table;
        return;
    }
    const size_t inner = indent + 2;
    const size_t innerWidth = labelWidth(value, path, inner);
    if (const auto* group = std::get_if<FactGroup>(&value.data)) {
        for (const Fact& fact : *group) {
            const std::string sub = childPath(path, fact.key);
            appendText(out, fact.value, std::string(factLabel(sub, fact.key).text), sub, inner, innerWidth);
        }
        return;
    }
    const auto& list = std::get<FactValue::List>(value.data);
    for (size_t i = 0; i < list.size(); ++i)
        appendText(out, list[i], std::to_string(i + 1), path, inner, innerWidth);
}

} // namespace

bool fitsOnOneRow(const FactValue& value, std::string_view path)
{
    if (isScalar(value))
        return true;
    size_t entries = 0;
    auto fits = [&](const FactValue& child) { return isScalar(child) && ++entries <= kOneRowEntries; };
    if (const auto* group = std::get_if<FactGroup>(&value.data)) {
        for (const Fact& fact : *group) {
            if (!fits(fact.value))
                return false;
        }
    } else {
        for (const FactValue& item : std::get<FactValue::List>(value.data)) {
            if (!fits(item))
                return false;
        }
    }
    return valueText(value, path).size() <= kOneRowWidth;
}

Json factsJson(const FactGroup& facts)
{
    Json out = Json::object();
    for (const Fact& fact : facts)
        out[fact.key] = valueJson(fact.value);
    return out;
}

std::string factsText(const FactGroup& facts, NullRows nullRows)
{
    std::string text;
    appendFactsText(text, facts, nullRows);
    return text;
}

void appendFactsText(std::string& out, const FactGroup& facts, NullRows nullRows)
{
    for (const Fact& fact : facts) {
        if (nullRows == NullRows::Omit && std::holds_alternative<std::monostate>(fact.value.data))
            continue;
        appendText(out, fact.value, std::string(factLabel(fact.key, fact.key).text), fact.key, 0,
            std::max(kLabelColumn, factLabel(fact.key, fact.key).text.size() + 1));
    }
}

std::string factTableHeader(
    std::string_view path, std::span<const std::string_view> keys, std::span<const size_t> widths, size_t indent)
{
    std::vector<std::string> cells;
    for (std::string_view key : keys)
        cells.emplace_back(factLabel(childPath(path, key), key).text);
    return tableLine(cells, widths, indent);
}

std::string factTableRow(
    const FactGroup& record, std::span<const std::string_view> keys, std::span<const size_t> widths, size_t indent)
{
    std::vector<std::string> cells;
    for (std::string_view key : keys) {
        const auto fact = std::ranges::find(record, key, &Fact::key);
        cells.push_back(fact == record.end() ? std::string() : compactText(fact->value));
    }
    return tableLine(cells, widths, indent);
}

std::string factTableLine(std::span<const std::string> cells, std::span<const size_t> widths, size_t indent)
{
    return tableLine(cells, widths, indent);
}

std::string factCellText(const FactValue& value)
{
    return compactText(value);
}

std::string factValueText(const FactValue& value, std::string_view path)
{
    return valueText(value, path);
}

void FactTableCells::add(const FactValue& value)
{
    m_text += valueText(value, m_paths[m_ends.size() % m_paths.size()]);
    m_ends.push_back(m_text.size());
}

void FactTableCells::skip()
{
    m_ends.push_back(m_text.size());
}

std::string factTableText(std::string_view path, std::span<const std::string_view> keys, size_t rows,
    const std::function<void(size_t, FactTableCells&)>& row, size_t indent)
{
    std::string text;
    appendFactTableText(text, path, keys, rows, row, indent);
    return text;
}

void appendFactTableText(std::string& out, std::string_view path, std::span<const std::string_view> keys, size_t rows,
    const std::function<void(size_t, FactTableCells&)>& row, size_t indent)
{
    if (keys.empty())
        return;
    // The cells back to back in one buffer, each ending at its offset: a table of a million rows holds its text,
    // not a million vectors of strings. The header's labels are its first row.
    FactTableCells cells;
    for (std::string_view key : keys)
        cells.m_paths.push_back(childPath(path, key));
    cells.m_ends.reserve((rows + 1) * keys.size());
    for (size_t k = 0; k < keys.size(); ++k) {
        cells.m_text += factLabel(cells.m_paths[k], keys[k]).text;
        cells.m_ends.push_back(cells.m_text.size());
    }
    for (size_t r = 0; r < rows; ++r)
        row(r, cells);
    const std::vector<size_t>& ends = cells.m_ends;
    // Each column as wide as its widest cell, two spaces apart.
    std::vector<size_t> widths(keys.size(), 0);
    for (size_t c = 0, start = 0; c < ends.size(); start = ends[c++])
        widths[c % keys.size()] = std::max(widths[c % keys.size()], ends[c] - start + 2);
    // A row is at most its indent, its columns and a line end.
    size_t rowWidth = indent + 1;
    for (const size_t width : widths)
        rowWidth += width;
    out.reserve(out.size() + (rows + 1) * rowWidth);
    std::vector<std::string> line(keys.size());
    for (size_t c = 0, start = 0; c < ends.size(); start = ends[c++]) {
        line[c % keys.size()].assign(cells.m_text, start, ends[c] - start);
        if (c % keys.size() + 1 == keys.size())
            out += tableLine(line, widths, indent);
    }
}

} // namespace tle
