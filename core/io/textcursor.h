// SPDX-License-Identifier: MIT
#pragma once

#include "util/error.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// A position-tracking reader over layout and IR text: every error it raises names the 1-based line
// and column of the character where the reader stopped.
class TextCursor
{
public:
    explicit TextCursor(std::string_view text, int line = 1, int column = 1);

    void skipSpace();
    bool atEnd();
    // The next character after spaces, or '\0' at the end.
    char peek();
    bool peekIs(std::string_view literal);
    bool consume(char c);
    bool consume(std::string_view literal);
    // A keyword: `word` followed by a non-identifier character.
    bool consumeKeyword(std::string_view word);
    void expect(char c, std::string_view context);
    void expect(std::string_view literal, std::string_view context);
    int64_t parseInteger(std::string_view what);
    // [A-Za-z_][A-Za-z0-9_$.]*; empty when there is none.
    std::string_view identifier();
    // A dims list as MLIR prints it inside a type: `2x3x64x` stops before the element type; `2x3`
    // (no trailing x) ends the list. Dims must be positive.
    std::vector<int64_t> dimsList(std::string_view what, bool trailingX);
    // The text of a balanced group starting at the current '(' / '<' / '[' (inclusive).
    std::string_view balancedGroup(std::string_view what);

    size_t offset() const { return m_pos; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    std::string_view text() const { return m_text; }
    std::string_view rest() const { return m_text.substr(m_pos); }
    // Moves to an absolute offset that lies ahead of the current one, updating line and column.
    void advanceTo(size_t offset);

    [[noreturn]] void fail(const std::string& message) const;
    // "found 'x'" or "found the end of the text", for messages.
    std::string describeNext();

private:
    void advance();

    std::string_view m_text;
    size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace tle
