// SPDX-License-Identifier: MIT
#pragma once

// A fact of a `describe` answer: listed once by each notation's presenter and rendered as JSON (the
// CLI contract's keys), as text (the CLI's human-readable answer) and as the Details dock's rows.

#include "io/json/json.h"
#include "layout/shape.h"
#include "layout/tiletype.h"
#include "report/message.h"

#include <array>
#include <concepts>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tle {

struct Fact;
using FactGroup = std::vector<Fact>;

// A list of integers reads as dims ("4x4"), as an index ("[1, 0]") or as a half-open dim range ("[0, 2)"); JSON
// prints all as arrays.
enum class IntsStyle
{
    Dims,
    Index,
    Interval
};

struct FactInts
{
    Shape values;
    IntsStyle style = IntsStyle::Dims;
};

inline FactInts dimsFact(std::span<const int64_t> values)
{
    return { Shape(values.begin(), values.end()), IntsStyle::Dims };
}

inline FactInts indexFact(std::span<const int64_t> values)
{
    return { Shape(values.begin(), values.end()), IntsStyle::Index };
}

inline FactInts intervalFact(int64_t begin, int64_t end)
{
    return { Shape { begin, end }, IntsStyle::Interval };
}

// A value that does not exist, and why: JSON prints null, the text and the window say why ("outside the collapsed
// space (tile padding)").
struct FactAbsent
{
    Message why;
};

// null, a flag, a count, a measure (double), a word or printed text, a sentence the window translates (Message),
// integers, a list of values, a group of named facts, or null with a reason.
struct FactValue
{
    using List = std::vector<FactValue>;
    std::variant<std::monostate, bool, int64_t, double, std::string, Message, FactInts, List, FactGroup, FactAbsent>
        data;

    // Defined below, once Fact is complete: the variant holds a vector of it.
    FactValue();
    FactValue(std::nullptr_t);
    FactValue(bool flag);
    template <std::integral T>
    requires(!std::same_as<T, bool>) FactValue(T count);
    FactValue(double number);
    FactValue(std::string text);
    FactValue(std::string_view text);
    FactValue(const char* text);
    FactValue(Message message);
    FactValue(FactInts ints);
    FactValue(List list);
    FactValue(FactGroup group);
    FactValue(FactAbsent absent);
};

struct Fact
{
    std::string key;
    FactValue value;
};

// A tile's face shape, or why it has none.
inline FactValue faceShapeFact(const TileType& tile)
{
    if (!tile.hasFaces())
        return "none: " + tile.facelessReason();
    return dimsFact(std::array { tile.faceHeight(), tile.faceWidth() });
}

inline FactValue::FactValue() = default;
inline FactValue::FactValue(std::nullptr_t) { }
inline FactValue::FactValue(bool flag)
    : data(flag)
{ }
template <std::integral T>
requires(!std::same_as<T, bool>) FactValue::FactValue(T count)
    : data(int64_t(count))
{ }
inline FactValue::FactValue(double number)
    : data(number)
{ }
inline FactValue::FactValue(std::string text)
    : data(std::move(text))
{ }
inline FactValue::FactValue(std::string_view text)
    : data(std::string(text))
{ }
inline FactValue::FactValue(const char* text)
    : data(std::string(text))
{ }
inline FactValue::FactValue(Message message)
    : data(std::move(message))
{ }
inline FactValue::FactValue(FactInts ints)
    : data(std::move(ints))
{ }
inline FactValue::FactValue(List list)
    : data(std::move(list))
{ }
inline FactValue::FactValue(FactGroup group)
    : data(std::move(group))
{ }
inline FactValue::FactValue(FactAbsent absent)
    : data(std::move(absent))
{ }

// A label for the fact at `path` (keys joined by '.', list items add no key), and whether the window
// translates it. Labels of the notations' names and of padding causes are shown as they are printed.
struct FactLabel
{
    std::string_view text;
    bool translatable = true;
    bool listed = true; // false: no entry in the table, the key is shown
};
FactLabel factLabel(std::string_view path, std::string_view key);

// The renderings.
Json factsJson(const FactGroup& facts);
// Null facts print "none", or no row at all when `nullRows` is Omit (a place answer leaves out what does not apply,
// such as the tile of a row-major layout; JSON keeps them as null).
enum class NullRows
{
    Show,
    Omit
};
std::string factsText(const FactGroup& facts, NullRows nullRows = NullRows::Show);
// The same at the end of `out`: a plan's facts name every op of its chains.
void appendFactsText(std::string& out, const FactGroup& facts, NullRows nullRows = NullRows::Show);
// A table too long to hold at once (a plan's ops), written row by row: the header of the columns `keys` of the
// records at `path`, and one record as a row. A cell shows a scalar as text, a group by its values, a list of
// records by their count and another list joined; columns are `widths` wide but for the last.
std::string factTableHeader(
    std::string_view path, std::span<const std::string_view> keys, std::span<const size_t> widths, size_t indent);
std::string factTableRow(
    const FactGroup& record, std::span<const std::string_view> keys, std::span<const size_t> widths, size_t indent);
// A row of such a table from its cells, in the order of the columns, and a value as a cell shows it: for a writer
// that words its cells without a record.
std::string factTableLine(std::span<const std::string> cells, std::span<const size_t> widths, size_t indent);
std::string factCellText(const FactValue& value);
// The cells of a table written by factTableText, one buffer for all: add() gives the next column's cell (worded
// with its column's path, as the text answer words that fact), skip() leaves it blank.
class FactTableCells
{
public:
    void add(const FactValue& value);
    void skip();

private:
    friend void appendFactTableText(std::string& out, std::string_view path, std::span<const std::string_view> keys,
        size_t rows, const std::function<void(size_t, FactTableCells&)>& row, size_t indent);
    std::vector<std::string> m_paths; // per column
    std::string m_text;
    std::vector<size_t> m_ends; // where each cell ends in m_text
};
// A list of records too long to hold as facts (a plan's reservations), written as the text answer writes a list of
// records: a header of the labels of `keys` at `path`, then `rows` rows, each column as wide as its widest cell.
// `row(r, cells)` gives row r's cells in the order of `keys`.
std::string factTableText(std::string_view path, std::span<const std::string_view> keys, size_t rows,
    const std::function<void(size_t, FactTableCells&)>& row, size_t indent);
// The same written at the end of `out`: a table of a million rows is not copied into the answer.
void appendFactTableText(std::string& out, std::string_view path, std::span<const std::string_view> keys, size_t rows,
    const std::function<void(size_t, FactTableCells&)>& row, size_t indent);
// One value as the text answer prints it ("4x4", "[1, 0]", "none", "logical 15, allocated 24"); `path`
// names the value's fact, for the labels of a group.
std::string factValueText(const FactValue& value, std::string_view path);
// Scalars and integer lists, and groups or lists of a few short scalars, fit on one row; anything else
// gets a row per entry.
bool fitsOnOneRow(const FactValue& value, std::string_view path);

} // namespace tle
