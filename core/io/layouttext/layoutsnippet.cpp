// SPDX-License-Identifier: MIT
#include "io/layouttext/layoutsnippet.h"

#include "util/error.h"
#include "util/excerpt.h"
#include "util/textscanner.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include <fmt/format.h>

namespace tle {

namespace {

constexpr int kMaxAliasDepth = 32;

bool opensGroup(char c)
{
    return c == '(' || c == '[' || c == '{' || c == '<';
}

// The offset of a 1-based line and column in a text.
size_t offsetAt(std::string_view text, int line, int column)
{
    size_t start = 0;
    for (int l = 1; l < line; ++l) {
        const size_t next = text.find('\n', start);
        if (next == std::string_view::npos)
            break;
        start = next + 1;
    }
    return std::min(start + size_t(std::max(column, 1) - 1), text.size());
}

struct Alias
{
    std::string_view value;
    size_t offset = 0;
    bool used = false;
};

// The end of an attribute value that starts at `from`: the end of its line, with bracketed groups (which may
// span lines) skipped whole.
size_t valueEnd(std::string_view text, size_t from)
{
    size_t p = from;
    while (p < text.size() && text[p] != '\n') {
        if (text[p] == '"') {
            p = std::min(closingQuote(text, p) + 1, text.size());
        } else if (opensGroup(text[p])) {
            const size_t end = groupEnd(text, p);
            p = end == std::string_view::npos ? text.size() : end;
        } else if (text.substr(p, 2) == "//") {
            break;
        } else {
            ++p;
        }
    }
    while (p > from && (text[p - 1] == ' ' || text[p - 1] == '\t' || text[p - 1] == '\r'))
        --p;
    return p;
}

size_t nameEnd(std::string_view text, size_t from)
{
    size_t p = from;
    if (p < text.size() && TextScanner::isIdentStart(text[p])) {
        while (p < text.size() && TextScanner::isSuffixChar(text[p]))
            ++p;
    }
    return p;
}

class Scanner
{
public:
    explicit Scanner(std::string_view text)
        : m_text(text)
    { }

    LayoutSnippet scan()
    {
        LayoutSnippet snippet;
        snippet.source = std::string(m_text);
        findDefinitions();
        findLayoutAttributes();
        snippet.aliasDefinitions = int(m_aliases.size());
        const LineIndex lines(m_text);
        std::map<std::string, size_t> seen;
        auto add = [&](SnippetLayout layout, size_t offset) {
            const auto [it, fresh] = seen.emplace(layout.text, snippet.layouts.size());
            if (!fresh) {
                ++snippet.layouts[it->second].uses;
                return;
            }
            const TextPosition at = lines.position(offset);
            layout.line = at.line;
            layout.column = at.column;
            snippet.layouts.push_back(std::move(layout));
        };
        size_t lastEnd = 0;
        size_t firstStart = std::string_view::npos;
        for (size_t p = m_text.find("tensor<"); p != std::string_view::npos; p = m_text.find("tensor<", p + 1)) {
            if ((p > 0 && TextScanner::isSuffixChar(m_text[p - 1])) || insideDefinition(p))
                continue;
            const size_t end = groupEnd(m_text, p + 6);
            if (end == std::string_view::npos)
                break;
            // A tensor type nested in this one (an interval list's `: tensor<2x2xi64>`) is part of it: the
            // scan goes on after its end, which keeps it linear however deep types nest.
            const size_t next = end - 1;
            const std::string_view body = m_text.substr(p + 7, end - p - 8);
            const size_t comma = findTopLevel(body, ",");
            if (comma == std::string_view::npos) {
                ++snippet.typesWithoutLayout;
                p = next;
                continue;
            }
            const std::string_view encoding = trimSpace(body.substr(comma + 1));
            SnippetLayout layout;
            layout.written = std::string(m_text.substr(p, end - p));
            if (encoding.starts_with('#') && nameEnd(encoding, 1) == encoding.size()
                && !m_aliases.contains(encoding.substr(1)) && !isLayoutAttribute(encoding)) {
                layout.undefinedAlias = std::string(encoding.substr(1));
                layout.text = layout.written;
                layout.runs.push_back({ 0, p });
                add(std::move(layout), size_t(encoding.data() - m_text.data()));
                p = next;
                continue;
            }
            expand(m_text.substr(p, end - p), p, layout, 0);
            if (!isLayoutAttribute(encodingOf(layout.text))) {
                if (snippet.otherEncodings++ == 0) {
                    snippet.otherEncodingAt = lines.position(size_t(encoding.data() - m_text.data()));
                    snippet.otherEncoding = std::string(encoding.substr(0, encoding.find('<')));
                }
                p = next;
                continue;
            }
            firstStart = std::min(firstStart, p);
            lastEnd = std::max(lastEnd, end);
            add(std::move(layout), p);
            p = end - 1;
        }
        // Layout definitions no tensor type refers to are described on their own.
        for (const auto& [name, alias] : m_definitionOrder) {
            if (alias->used || !isLayoutAttribute(alias->value))
                continue;
            SnippetLayout layout;
            layout.alias = std::string(name);
            layout.written = std::string(alias->value);
            expand(alias->value, alias->offset, layout, 0);
            add(std::move(layout), alias->offset);
        }
        snippet.isSnippet = isSnippet(snippet, firstStart, lastEnd);
        return snippet;
    }

    // More than one layout alone: definitions, several or undefined layouts, other types, or text around the one
    // layout (which starts at `firstStart` and ends at `lastEnd`).
    bool isSnippet(const LayoutSnippet& snippet, size_t firstStart, size_t lastEnd) const
    {
        int uses = 0;
        for (const SnippetLayout& layout : snippet.layouts)
            uses += layout.uses;
        const bool undefined = std::ranges::any_of(
            snippet.layouts, [](const SnippetLayout& layout) { return !layout.undefinedAlias.empty(); });
        if (!m_definitions.empty() || uses > 1 || undefined || snippet.typesWithoutLayout > 0
            || snippet.otherEncodings > 0)
            return true;
        if (uses != 1 || firstStart == std::string_view::npos
            || trimSpace(m_text) == m_text.substr(firstStart, lastEnd - firstStart))
            return false;
        // One layout with text around it is compiler output only when that text reads like IR; anything else (a
        // stray bracket, a word, a NUL byte, a tail of garbage) is the layout string's own error, at its column.
        return readsLikeIr(m_text.substr(0, firstStart)) || readsLikeIr(m_text.substr(lastEnd));
    }

    // Text around a layout that compiler output has: an SSA value, a type's colon or an op's arrow, a region, an
    // assignment, an operand list, a comment line or a location.
    static bool readsLikeIr(std::string_view text)
    {
        for (const std::string_view mark : { "%", ":", "->", "{", "}", " = ", "(", ")", ",", "loc(", "\"" }) {
            if (text.find(mark) != std::string_view::npos)
                return true;
        }
        for (size_t at = text.find("//"); at != std::string_view::npos; at = text.find("//", at + 2)) {
            const size_t lineStart = text.rfind('\n', at);
            const size_t from = lineStart == std::string_view::npos ? 0 : lineStart + 1;
            if (trimSpace(text.substr(from, at - from)).empty())
                return true;
        }
        return false;
    }

private:
    static std::string_view encodingOf(std::string_view tensorType)
    {
        const size_t open = tensorType.find('<');
        const std::string_view body = tensorType.substr(open + 1, tensorType.size() - open - 2);
        const size_t comma = findTopLevel(body, ",");
        return comma == std::string_view::npos ? std::string_view() : trimSpace(body.substr(comma + 1));
    }

    // `#name = value` and `!name = value` at the start of a line; location aliases are not layouts.
    void findDefinitions()
    {
        size_t line = 0;
        while (line < m_text.size()) {
            const size_t first = m_text.find_first_not_of(" \t", line);
            size_t next = m_text.find('\n', line);
            next = next == std::string_view::npos ? m_text.size() : next + 1;
            if (first != std::string_view::npos && first < next && (m_text[first] == '#' || m_text[first] == '!')) {
                const size_t end = nameEnd(m_text, first + 1);
                size_t eq = m_text.find_first_not_of(" \t", end);
                if (end > first + 1 && eq < m_text.size() && m_text[eq] == '=' && m_text.substr(eq, 2) != "==") {
                    const size_t value = m_text.find_first_not_of(" \t", eq + 1);
                    if (value != std::string_view::npos && value < next) {
                        const size_t stop = valueEnd(m_text, value);
                        m_definitions.emplace_back(first, stop);
                        const std::string_view name = m_text.substr(first + 1, end - first - 1);
                        const std::string_view body = m_text.substr(value, stop - value);
                        if (!body.starts_with("loc(")) {
                            const auto [it, fresh] = m_aliases.emplace(name, Alias { body, value });
                            if (fresh)
                                m_definitionOrder.emplace_back(name, &it->second);
                            else
                                redefined(name, it->second.offset, first);
                        }
                        const size_t after = m_text.find('\n', stop);
                        next = after == std::string_view::npos ? m_text.size() : after + 1;
                    }
                }
            }
            line = next;
        }
    }

    // MLIR refuses a second definition of an alias: which of the two a tensor means cannot be told.
    [[noreturn]] void redefined(std::string_view name, size_t firstValue, size_t second) const
    {
        const LineIndex lines(m_text);
        const TextPosition was = lines.position(firstValue);
        const TextPosition at = lines.position(second);
        throw Error(fmt::format("#{} is defined a second time (first at line {}, column {}); MLIR refuses a "
                                "redefined alias",
                        excerpt(name), was.line, was.column),
            ErrorPlace { .source = ErrorSource::LayoutText, .line = at.line, .column = at.column });
    }

    // Tensor types inside a layout attribute (a current-form metal layout's `collapsed_intervals` type) are
    // part of the attribute, not layouts of their own.
    void findLayoutAttributes()
    {
        for (size_t p = m_text.find('#'); p != std::string_view::npos; p = m_text.find('#', p + 1)) {
            if (!isLayoutAttribute(m_text.substr(p, 32)))
                continue;
            const size_t end = groupEnd(m_text, m_text.find('<', p));
            m_attributes.emplace_back(p, end == std::string_view::npos ? m_text.size() : end);
            p = m_attributes.back().second - 1;
        }
    }

    static bool inside(const std::vector<std::pair<size_t, size_t>>& regions, size_t offset)
    {
        const auto it = std::upper_bound(
            regions.begin(), regions.end(), std::pair<size_t, size_t>(offset, std::string_view::npos));
        return it != regions.begin() && offset < std::prev(it)->second;
    }

    bool insideDefinition(size_t offset) const { return inside(m_definitions, offset) || inside(m_attributes, offset); }

    // Appends `piece` to the layout's text with every alias reference replaced by its definition. `origin` is the
    // piece's source offset, so that an error inside an expanded alias points into the alias's definition.
    void expand(std::string_view piece, size_t origin, SnippetLayout& layout, int depth)
    {
        if (depth > kMaxAliasDepth)
            throw Error(
                fmt::format("aliases nest deeper than {} levels (an alias that refers to itself?)", kMaxAliasDepth),
                LineIndex(m_text).position(origin).line, LineIndex(m_text).position(origin).column);
        size_t copied = 0;
        auto flush = [&](size_t upTo) {
            if (upTo <= copied)
                return;
            layout.runs.push_back({ layout.text.size(), origin + copied });
            layout.text.append(piece.substr(copied, upTo - copied));
            copied = upTo;
        };
        for (size_t p = 0; p < piece.size(); ++p) {
            const char c = piece[p];
            if (c == '"') {
                p = std::min(closingQuote(piece, p), piece.size() - 1);
                continue;
            }
            if ((c != '#' && c != '!') || (p > 0 && TextScanner::isSuffixChar(piece[p - 1])))
                continue;
            const size_t end = nameEnd(piece, p + 1);
            const auto alias = m_aliases.find(piece.substr(p + 1, end - p - 1));
            if (end == p + 1 || alias == m_aliases.end())
                continue;
            flush(p);
            alias->second.used = true;
            std::string_view value = alias->second.value;
            size_t valueOffset = alias->second.offset;
            // An affine map alias stands for the bare map inside a layout attribute.
            if (value.starts_with("affine_map<") && value.ends_with('>')) {
                value = value.substr(11, value.size() - 12);
                valueOffset += 11;
            }
            expand(value, valueOffset, layout, depth + 1);
            copied = end;
            p = end - 1;
        }
        flush(piece.size());
    }

    std::string_view m_text;
    std::unordered_map<std::string_view, Alias> m_aliases;
    std::vector<std::pair<std::string_view, Alias*>> m_definitionOrder;
    std::vector<std::pair<size_t, size_t>> m_definitions; // [start, end) of each definition, in order
    std::vector<std::pair<size_t, size_t>> m_attributes; // [start, end) of each layout attribute, in order
};

} // namespace

bool isLayoutAttribute(std::string_view attribute)
{
    attribute = trimSpace(attribute);
    for (std::string_view name : { "#ttnn.ttnn_layout<", "#ttnn.ttnn_nd_layout<", "#ttcore.metal_layout<",
             "#tt.metal_layout<", "#tt.layout<" }) {
        if (attribute.starts_with(name))
            return true;
    }
    return false;
}

LayoutSnippet scanLayoutSnippet(std::string_view text)
{
    return Scanner(text).scan();
}

Error LayoutSnippet::placeError(const Error& error, size_t index) const
{
    const SnippetLayout& layout = layouts.at(index);
    if (error.column() <= 0 || layout.runs.empty())
        return error;
    const size_t offset = offsetAt(layout.text, error.line(), error.column());
    auto run = std::upper_bound(layout.runs.begin(), layout.runs.end(), offset,
        [](size_t at, const SnippetLayout::Run& r) { return at < r.textStart; });
    if (run != layout.runs.begin())
        --run;
    const size_t source = run->sourceOffset + (offset - run->textStart);
    const TextPosition at = LineIndex(this->source).position(std::min(source, this->source.size()));
    ErrorPlace place = error.place();
    place.line = at.line;
    place.column = at.column;
    return Error(error.what(), std::move(place));
}

} // namespace tle
