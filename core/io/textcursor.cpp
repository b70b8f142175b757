// SPDX-License-Identifier: MIT
#include "io/textcursor.h"

#include <charconv>
#include <vector>

#include <fmt/format.h>

namespace tle {

namespace {

bool isIdentStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool isIdentChar(char c)
{
    return isIdentStart(c) || (c >= '0' && c <= '9') || c == '$' || c == '.';
}

} // namespace

TextCursor::TextCursor(std::string_view text, int line, int column)
    : m_text(text)
    , m_line(line)
    , m_column(column)
{ }

void TextCursor::advance()
{
    if (m_pos >= m_text.size())
        return;
    if (m_text[m_pos] == '\n') {
        ++m_line;
        m_column = 1;
    } else {
        ++m_column;
    }
    ++m_pos;
}

void TextCursor::advanceTo(size_t offset)
{
    while (m_pos < offset && m_pos < m_text.size())
        advance();
}

void TextCursor::skipSpace()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            advance();
        else
            break;
    }
}

bool TextCursor::atEnd()
{
    skipSpace();
    return m_pos >= m_text.size();
}

char TextCursor::peek()
{
    skipSpace();
    return m_pos < m_text.size() ? m_text[m_pos] : '\0';
}

bool TextCursor::peekIs(std::string_view literal)
{
    skipSpace();
    return m_text.substr(m_pos, literal.size()) == literal;
}

bool TextCursor::consume(char c)
{
    if (peek() != c || atEnd())
        return false;
    advance();
    return true;
}

bool TextCursor::consume(std::string_view literal)
{
    if (!peekIs(literal))
        return false;
    for (size_t i = 0; i < literal.size(); ++i)
        advance();
    return true;
}

bool TextCursor::consumeKeyword(std::string_view word)
{
    if (!peekIs(word))
        return false;
    const size_t after = m_pos + word.size();
    if (after < m_text.size() && isIdentChar(m_text[after]))
        return false;
    advanceTo(after);
    return true;
}

std::string TextCursor::describeNext()
{
    if (atEnd())
        return "the end of the text";
    const size_t len = std::min<size_t>(12, m_text.size() - m_pos);
    std::string snippet(m_text.substr(m_pos, len));
    for (char& c : snippet) {
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    }
    return fmt::format("'{}'", snippet);
}

void TextCursor::expect(char c, std::string_view context)
{
    if (!consume(c))
        fail(fmt::format("expected '{}' {}, found {}", c, context, describeNext()));
}

void TextCursor::expect(std::string_view literal, std::string_view context)
{
    if (!consume(literal))
        fail(fmt::format("expected '{}' {}, found {}", literal, context, describeNext()));
}

int64_t TextCursor::parseInteger(std::string_view what)
{
    skipSpace();
    const size_t start = m_pos;
    const bool negative = m_pos < m_text.size() && m_text[m_pos] == '-';
    const char* first = m_text.data() + m_pos + (negative ? 1 : 0);
    const char* last = m_text.data() + m_text.size();
    uint64_t magnitude = 0;
    auto [ptr, ec] = std::from_chars(first, last, magnitude);
    if (ptr == first)
        fail(fmt::format("expected {} (an integer), found {}", what, describeNext()));
    if (ec == std::errc::result_out_of_range || magnitude > uint64_t(INT64_MAX))
        fail(fmt::format("{} does not fit in 64 bits", what));
    advanceTo(start + size_t(ptr - (m_text.data() + start)));
    return negative ? -int64_t(magnitude) : int64_t(magnitude);
}

std::string_view TextCursor::identifier()
{
    skipSpace();
    if (m_pos >= m_text.size() || !isIdentStart(m_text[m_pos]))
        return {};
    size_t end = m_pos + 1;
    while (end < m_text.size() && isIdentChar(m_text[end]))
        ++end;
    const std::string_view id = m_text.substr(m_pos, end - m_pos);
    advanceTo(end);
    return id;
}

std::vector<int64_t> TextCursor::dimsList(std::string_view what, bool trailingX)
{
    std::vector<int64_t> dims;
    while (true) {
        skipSpace();
        if (m_pos >= m_text.size() || m_text[m_pos] < '0' || m_text[m_pos] > '9')
            break;
        const int line = m_line;
        const int column = m_column;
        const int64_t d = parseInteger(what);
        if (d <= 0)
            throw Error(fmt::format("{}: dimension {} must be positive", what, d), line, column);
        if (d > (int64_t(1) << 40))
            throw Error(fmt::format("{}: dimension {} exceeds the maximum of 2^40", what, d), line, column);
        dims.push_back(d);
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == 'x') {
            advance();
            continue;
        }
        if (trailingX)
            fail(fmt::format("expected 'x' after dimension {} in {}, found {}", d, what, describeNext()));
        break;
    }
    return dims;
}

std::string_view TextCursor::balancedGroup(std::string_view what)
{
    skipSpace();
    const size_t start = m_pos;
    std::vector<char> stack;
    auto closing = [](char c) { return c == '(' ? ')' : c == '<' ? '>' : ']'; };
    if (m_pos >= m_text.size() || (m_text[m_pos] != '(' && m_text[m_pos] != '<' && m_text[m_pos] != '['))
        fail(fmt::format("expected {} starting with '(', '<' or '[', found {}", what, describeNext()));
    size_t p = m_pos;
    for (; p < m_text.size(); ++p) {
        const char c = m_text[p];
        if (c == '(' || c == '<' || c == '[') {
            stack.push_back(closing(c));
        } else if ((c == ')' || c == '>' || c == ']') && !(c == '>' && p > 0 && m_text[p - 1] == '-')) {
            if (stack.empty() || stack.back() != c) {
                advanceTo(p);
                fail(fmt::format("unbalanced '{}' in {}", c, what));
            }
            stack.pop_back();
            if (stack.empty())
                break;
        }
    }
    if (!stack.empty())
        fail(fmt::format("{} is not closed (missing '{}')", what, stack.back()));
    advanceTo(p + 1);
    return m_text.substr(start, p + 1 - start);
}

void TextCursor::fail(const std::string& message) const
{
    throw Error(message, m_line, m_column);
}

} // namespace tle
