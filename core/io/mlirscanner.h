// SPDX-License-Identifier: MIT
#pragma once

#include "util/error.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tle {

struct TextPosition
{
    int line = 0; // 1-based
    int column = 0; // 1-based, in bytes
};

// Byte offsets to line and column: one pass over the text up front, then a binary search per query,
// so that readers need not track positions character by character.
class LineIndex
{
public:
    explicit LineIndex(std::string_view text);
    TextPosition position(size_t offset) const;

private:
    std::vector<size_t> m_lineStarts;
};

// A lexer over MLIR text for the model reader. It works on byte offsets (no per-character position
// bookkeeping, no allocation per token) and skips attributes of any size by bracket balancing, so a
// multi-megabyte `dense<...>` constant costs one linear scan. Every error names the line and column.
class MlirScanner
{
public:
    explicit MlirScanner(std::string_view text);

    std::string_view text() const { return m_text; }
    size_t pos() const { return m_pos; }
    void seek(size_t offset) { m_pos = offset < m_text.size() ? offset : m_text.size(); }
    bool atEnd() const { return m_pos >= m_text.size(); }
    // The character at the current position without skipping anything, '\0' at the end.
    char peekRaw() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }
    TextPosition position(size_t offset) const { return m_lines.position(offset); }
    [[noreturn]] void fail(size_t offset, const std::string& message) const;
    // "'abc'" (the next few characters) or "the end of the text", for messages.
    std::string describe(size_t offset) const;

    // Spaces, tabs, newlines and `//` comments.
    void skipSpace();
    // Spaces, tabs and a trailing `//` comment on the current line; true when the line ends here.
    bool skipInlineSpace();
    char peek(); // after skipSpace; '\0' at the end
    bool peekIs(std::string_view literal); // after skipSpace
    bool consume(char c);
    bool consume(std::string_view literal);
    // `word` not followed by an identifier character.
    bool consumeKeyword(std::string_view word);
    void expect(char c, std::string_view context);
    void expect(std::string_view literal, std::string_view context);

    // A bare identifier [A-Za-z_][A-Za-z0-9_$.]* after spaces; empty when there is none.
    std::string_view identifier();
    // `%name`, `@name`, `#name`, `^name` (sigil included): the sigil then [A-Za-z0-9_$.-]+; empty when
    // the current character is not the sigil or nothing follows it.
    std::string_view sigilName(char sigil);
    // The contents of the string literal at the current '"' (escapes kept as written).
    std::string_view stringLiteral(std::string_view what);
    // A decimal integer without sign.
    int64_t integer(std::string_view what, int64_t maximum);

    // The balanced group starting at the opener ('(' '[' '{' '<') at the current position, delimiters
    // included; strings are skipped and `->` is not a closer.
    std::string_view balanced(std::string_view what);
    // Text up to (not including) an unmatched `closer` at bracket depth 0.
    std::string_view until(char closer, std::string_view what);
    // Text up to the end of the statement: a newline at bracket depth 0, an unmatched closer, or the end.
    std::string_view restOfStatement(std::string_view what);

    // The offset just past the string literal whose opening quote is at `quote`.
    size_t skipString(size_t quote) const;

    static bool isIdentStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
    static bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9') || c == '$' || c == '.'; }
    static bool isSuffixChar(char c) { return isIdentChar(c) || c == '-'; }

private:
    enum class Stop
    {
        AfterGroup,
        AtCloser,
        AtStatementEnd,
    };
    size_t scan(size_t from, Stop stop, char closer, std::string_view what);

    std::string_view m_text;
    size_t m_pos = 0;
    LineIndex m_lines;
    std::vector<std::pair<char, size_t>> m_stack; // expected closer and the opener's offset
};

// `#name = loc(...)` definitions of a file and their resolution to a readable name: the string of a name
// location (`loc("matmul_1"(#loc3))`), `file:line:col` of a file location, the callee of `callsite(a at b)`,
// the first named part of `fused[...]`; empty for `unknown` or undefined aliases. Views point into the text.
class LocationTable
{
public:
    // `body` is the text inside `loc(...)`.
    void define(std::string_view name, std::string_view body) { m_definitions[name] = body; }
    std::string resolve(std::string_view body) { return resolve(body, 0); }

private:
    std::string resolve(std::string_view body, int depth);

    std::unordered_map<std::string_view, std::string_view> m_definitions;
    std::unordered_map<std::string_view, std::string> m_resolved;
};

// The value of an MLIR string literal's contents: `\"`, `\\`, `\n`, `\t` and two-digit hex escapes.
std::string unescapeMlirString(std::string_view contents);

// A copy of attribute text in which every `dense<...>` payload longer than `limit` characters is replaced by
// `dense<...>`, so that constants of any size are never kept.
std::string elideDensePayloads(std::string_view raw, size_t limit);

// Removes leading and trailing spaces, tabs and line breaks.
std::string_view trimSpace(std::string_view text);

} // namespace tle
