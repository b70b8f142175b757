// SPDX-License-Identifier: MIT
#pragma once

#include "util/error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
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

// The one scanner every reader of core uses: layout strings, XLA shapes, mesh flags, MLIR models and
// affine maps. It works on byte offsets (no per-character bookkeeping, no allocation per token), turns
// an offset into a line and column only when asked (an error, a recorded position), and skips
// bracketed groups of any size in one linear pass. Every error it raises names the line and column.
class TextScanner
{
public:
    struct Options
    {
        // Where the text starts in the file or field it came from: errors add it to their positions.
        TextPosition origin { 1, 1 };
        // `//` starts a comment up to the end of the line (MLIR files); layout strings have none.
        bool lineComments = false;
    };

    explicit TextScanner(std::string_view text);
    TextScanner(std::string_view text, Options options);
    ~TextScanner();
    TextScanner(const TextScanner&) = delete;
    TextScanner& operator=(const TextScanner&) = delete;

    std::string_view text() const { return m_text; }
    std::string_view rest() const { return m_text.substr(m_pos); }
    size_t offset() const { return m_pos; }
    // Moves to any offset (clamped to the end of the text).
    void seek(size_t offset) { m_pos = offset < m_text.size() ? offset : m_text.size(); }
    // True at the end without skipping anything.
    bool exhausted() const { return m_pos >= m_text.size(); }
    // The character at the current offset without skipping anything, '\0' at the end.
    char peekRaw() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }

    // The line and column of an offset, with the origin applied.
    TextPosition position(size_t offset) const;
    int line() const { return position(m_pos).line; }
    int column() const { return position(m_pos).column; }
    [[noreturn]] void fail(const std::string& message) const { fail(m_pos, message); }
    [[noreturn]] void fail(size_t offset, const std::string& message) const;
    // "'abc'" (the next few characters of the line), "the end of the line" or "the end of the text".
    std::string describe(size_t offset) const;
    // describe() of the next character after spaces.
    std::string describeNext();

    // Spaces, tabs, line breaks, and comments when the options have them.
    void skipSpace();
    // Spaces, tabs and a trailing comment on the current line; true when the line ends here.
    bool skipInlineSpace();
    bool atEnd(); // after skipSpace
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
    // A decimal integer without sign, at most `maximum`.
    int64_t integer(std::string_view what, int64_t maximum);
    // A decimal integer with an optional '-' that fits in 64 bits.
    int64_t signedInteger(std::string_view what);
    // Whether a dims list is the shape of a type (`2x3x64x` then the element type) or a bare list (`2x3`).
    enum class DimsEnd
    {
        TrailingX,
        LastDim
    };
    // A dims list as MLIR prints it. Dims must be positive and at most 2^40.
    std::vector<int64_t> dimsList(std::string_view what, DimsEnd end, int64_t minimum = 1);

    // The balanced group starting at the opener ('(' '[' '{' '<') after spaces, delimiters included;
    // strings are skipped and `->` is not a closer.
    std::string_view balanced(std::string_view what);
    // Text up to (not including) an unmatched `closer` at bracket depth 0.
    std::string_view until(char closer, std::string_view what);
    // Text up to the end of the statement: a line break at bracket depth 0, an unmatched closer, or the end.
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
    bool commentAt(size_t p) const;

    std::string_view m_text;
    size_t m_pos = 0;
    Options m_options;
    mutable std::unique_ptr<LineIndex> m_lines; // built on the first position asked
    std::vector<std::pair<char, size_t>> m_stack; // expected closer and the opener's offset
};

// Removes leading and trailing spaces, tabs and line breaks.
std::string_view trimSpace(std::string_view text);

// The value of a hexadecimal digit, -1 for any other character.
int hexDigitValue(char c);
// The offset of the quote that closes the string opened at `quote` (escapes skipped), or the size of the text
// when the string is not closed.
size_t closingQuote(std::string_view text, size_t quote);

// Bracket-aware searches over text whose brackets a reader has already checked: they skip strings and
// count '(' '[' '{' '<' against their closers (not the '>' of '->'), and never throw.
// The offset just past the group that opens at `opener`, or npos when it does not close.
size_t groupEnd(std::string_view text, size_t opener);
// The first offset at or after `from` where `needle` starts outside every bracket; npos when none.
size_t findTopLevel(std::string_view text, std::string_view needle, size_t from = 0);
// `text` split at each `separator` outside every bracket.
std::vector<std::string_view> splitTopLevel(std::string_view text, std::string_view separator);

} // namespace tle
