// SPDX-License-Identifier: MIT
#include "util/textscanner.h"

#include "util/excerpt.h"

#include <algorithm>
#include <charconv>
#include <cstring>

#include <fmt/format.h>

namespace tle {

LineIndex::LineIndex(std::string_view text)
{
    m_lineStarts.push_back(0);
    const char* data = text.data();
    size_t p = 0;
    while (p < text.size()) {
        const void* nl = std::memchr(data + p, '\n', text.size() - p);
        if (!nl)
            break;
        p = size_t(static_cast<const char*>(nl) - data) + 1;
        m_lineStarts.push_back(p);
    }
}

TextPosition LineIndex::position(size_t offset) const
{
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    const size_t line = size_t(it - m_lineStarts.begin());
    return { int(line), int(offset - m_lineStarts[line - 1]) + 1 };
}

std::string_view trimSpace(std::string_view text)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && space(text.back()))
        text.remove_suffix(1);
    return text;
}

namespace {

bool opens(char c)
{
    return c == '(' || c == '[' || c == '{' || c == '<';
}

bool closes(std::string_view text, size_t p)
{
    const char c = text[p];
    return c == ')' || c == ']' || c == '}' || (c == '>' && (p == 0 || text[p - 1] != '-'));
}

} // namespace

int hexDigitValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

size_t closingQuote(std::string_view text, size_t quote)
{
    for (size_t p = quote + 1; p < text.size(); ++p) {
        if (text[p] == '\\')
            ++p;
        else if (text[p] == '"')
            return p;
    }
    return text.size();
}

size_t groupEnd(std::string_view text, size_t opener)
{
    int depth = 0;
    for (size_t p = opener; p < text.size(); ++p) {
        if (text[p] == '"')
            p = closingQuote(text, p);
        else if (opens(text[p]))
            ++depth;
        else if (closes(text, p) && --depth == 0)
            return p + 1;
    }
    return std::string_view::npos;
}

size_t findTopLevel(std::string_view text, std::string_view needle, size_t from)
{
    int depth = 0;
    for (size_t p = from; p < text.size(); ++p) {
        if (depth == 0 && text.substr(p, needle.size()) == needle)
            return p;
        if (text[p] == '"')
            p = closingQuote(text, p);
        else if (opens(text[p]))
            ++depth;
        else if (closes(text, p) && depth > 0)
            --depth;
    }
    return std::string_view::npos;
}

std::vector<std::string_view> splitTopLevel(std::string_view text, std::string_view separator)
{
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (size_t at = findTopLevel(text, separator); at != std::string_view::npos;
         at = findTopLevel(text, separator, start)) {
        parts.push_back(text.substr(start, at - start));
        start = at + separator.size();
    }
    parts.push_back(text.substr(start));
    return parts;
}

TextScanner::TextScanner(std::string_view text)
    : TextScanner(text, Options {})
{ }

TextScanner::TextScanner(std::string_view text, Options options)
    : m_text(text)
    , m_options(options)
{ }

TextScanner::~TextScanner() = default;

TextPosition TextScanner::position(size_t offset) const
{
    if (!m_lines)
        m_lines = std::make_unique<LineIndex>(m_text);
    TextPosition p = m_lines->position(std::min(offset, m_text.size()));
    if (p.line == 1)
        p.column += m_options.origin.column - 1;
    p.line += m_options.origin.line - 1;
    return p;
}

void TextScanner::fail(size_t offset, const std::string& message) const
{
    const TextPosition p = position(offset);
    throw Error(message, p.line, p.column);
}

std::string TextScanner::describe(size_t offset) const
{
    if (offset >= m_text.size())
        return "the end of the text";
    std::string snippet(m_text.substr(offset, 16));
    const size_t nl = snippet.find_first_of("\r\n");
    if (nl != std::string::npos)
        snippet.resize(nl);
    // A UTF-8 character the 16 bytes cut in two is left out rather than shown as stray bytes; anything else that
    // is not UTF-8 is escaped as it is.
    const bool cut = m_text.size() > offset + snippet.size() && snippet.size() == 16;
    size_t lead = cut ? snippet.size() : 0;
    while (lead > 0 && (static_cast<unsigned char>(snippet[lead - 1]) & 0xC0) == 0x80)
        --lead;
    if (lead > 0 && static_cast<unsigned char>(snippet[lead - 1]) >= 0xC0) {
        const auto first = static_cast<unsigned char>(snippet[lead - 1]);
        const size_t length = first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4;
        if (snippet.size() - (lead - 1) < length)
            snippet.resize(lead - 1);
    }
    return snippet.empty() ? "the end of the line" : fmt::format("'{}'", printableText(snippet));
}

std::string TextScanner::describeNext()
{
    skipSpace();
    return describe(m_pos);
}

bool TextScanner::commentAt(size_t p) const
{
    return m_options.lineComments && m_text[p] == '/' && p + 1 < m_text.size() && m_text[p + 1] == '/';
}

void TextScanner::skipSpace()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
            ++m_pos;
        } else if (commentAt(m_pos)) {
            const size_t nl = m_text.find('\n', m_pos);
            m_pos = nl == std::string_view::npos ? m_text.size() : nl;
        } else {
            break;
        }
    }
}

bool TextScanner::skipInlineSpace()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == ' ' || c == '\t' || c == '\r') {
            ++m_pos;
        } else if (commentAt(m_pos)) {
            const size_t nl = m_text.find('\n', m_pos);
            m_pos = nl == std::string_view::npos ? m_text.size() : nl;
        } else {
            return c == '\n';
        }
    }
    return true;
}

bool TextScanner::atEnd()
{
    skipSpace();
    return exhausted();
}

char TextScanner::peek()
{
    skipSpace();
    return peekRaw();
}

bool TextScanner::peekIs(std::string_view literal)
{
    skipSpace();
    return m_text.substr(m_pos, literal.size()) == literal;
}

bool TextScanner::consume(char c)
{
    if (atEnd() || peekRaw() != c)
        return false;
    ++m_pos;
    return true;
}

bool TextScanner::consume(std::string_view literal)
{
    if (!peekIs(literal))
        return false;
    m_pos += literal.size();
    return true;
}

bool TextScanner::consumeKeyword(std::string_view word)
{
    if (!peekIs(word))
        return false;
    const size_t after = m_pos + word.size();
    if (after < m_text.size() && isIdentChar(m_text[after]))
        return false;
    m_pos = after;
    return true;
}

void TextScanner::expect(char c, std::string_view context)
{
    if (!consume(c))
        fail(m_pos, fmt::format("expected '{}' {}, found {}", c, context, describe(m_pos)));
}

void TextScanner::expect(std::string_view literal, std::string_view context)
{
    if (!consume(literal))
        fail(m_pos, fmt::format("expected '{}' {}, found {}", literal, context, describe(m_pos)));
}

std::string_view TextScanner::identifier()
{
    skipSpace();
    if (m_pos >= m_text.size() || !isIdentStart(m_text[m_pos]))
        return {};
    size_t end = m_pos + 1;
    while (end < m_text.size() && isIdentChar(m_text[end]))
        ++end;
    const std::string_view id = m_text.substr(m_pos, end - m_pos);
    m_pos = end;
    return id;
}

std::string_view TextScanner::sigilName(char sigil)
{
    if (peekRaw() != sigil)
        return {};
    size_t end = m_pos + 1;
    while (end < m_text.size() && isSuffixChar(m_text[end]))
        ++end;
    if (end == m_pos + 1)
        return {};
    const std::string_view name = m_text.substr(m_pos, end - m_pos);
    m_pos = end;
    return name;
}

size_t TextScanner::skipString(size_t quote) const
{
    for (size_t p = quote + 1; p < m_text.size(); ++p) {
        const char c = m_text[p];
        if (c == '"')
            return p + 1;
        if (c == '\\')
            ++p;
        else if (c == '\n')
            break;
    }
    fail(quote, "this string is not closed on its line (missing '\"')");
}

std::string_view TextScanner::stringLiteral(std::string_view what)
{
    if (peek() != '"')
        fail(m_pos, fmt::format("expected {} (a quoted string), found {}", what, describe(m_pos)));
    const size_t end = skipString(m_pos);
    const std::string_view contents = m_text.substr(m_pos + 1, end - m_pos - 2);
    m_pos = end;
    return contents;
}

int64_t TextScanner::integer(std::string_view what, int64_t maximum)
{
    skipSpace();
    const char* first = m_text.data() + m_pos;
    const char* last = m_text.data() + m_text.size();
    int64_t value = 0;
    if (m_pos >= m_text.size() || *first < '0' || *first > '9')
        fail(m_pos, fmt::format("expected {} (an integer), found {}", what, describe(m_pos)));
    const auto [ptr, ec] = std::from_chars(first, last, value);
    if (ec == std::errc::result_out_of_range || value > maximum)
        fail(m_pos, fmt::format("{} is larger than {}", what, maximum));
    m_pos += size_t(ptr - first);
    return value;
}

int64_t TextScanner::signedInteger(std::string_view what)
{
    skipSpace();
    const size_t start = m_pos;
    const bool negative = m_pos < m_text.size() && m_text[m_pos] == '-';
    const char* first = m_text.data() + m_pos + (negative ? 1 : 0);
    const char* last = m_text.data() + m_text.size();
    uint64_t magnitude = 0;
    const auto [ptr, ec] = std::from_chars(first, last, magnitude);
    if (ptr == first)
        fail(m_pos, fmt::format("expected {} (an integer), found {}", what, describe(m_pos)));
    if (ec == std::errc::result_out_of_range || magnitude > uint64_t(INT64_MAX))
        fail(m_pos, fmt::format("{} does not fit in 64 bits", what));
    m_pos = start + size_t(ptr - (m_text.data() + start));
    return negative ? -int64_t(magnitude) : int64_t(magnitude);
}

std::vector<int64_t> TextScanner::dimsList(std::string_view what, DimsEnd end, int64_t minimum)
{
    std::vector<int64_t> dims;
    while (true) {
        skipSpace();
        // A minus before a digit is a negative dimension, reported as such rather than as a missing element type.
        const bool negative
            = m_pos + 1 < m_text.size() && m_text[m_pos] == '-' && m_text[m_pos + 1] >= '0' && m_text[m_pos + 1] <= '9';
        if (!negative && (m_pos >= m_text.size() || m_text[m_pos] < '0' || m_text[m_pos] > '9'))
            break;
        const size_t at = m_pos;
        const int64_t d = signedInteger(what);
        if (d < minimum)
            fail(at,
                minimum == 1 ? fmt::format("{}: dimension {} must be positive", what, d)
                             : fmt::format("{}: dimension {} must be at least {}", what, d, minimum));
        if (d > (int64_t(1) << 40))
            fail(at, fmt::format("{}: dimension {} exceeds the maximum of 2^40", what, d));
        dims.push_back(d);
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == 'x') {
            ++m_pos;
            continue;
        }
        if (end == DimsEnd::TrailingX)
            fail(m_pos, fmt::format("expected 'x' after dimension {} in {}, found {}", d, what, describeNext()));
        break;
    }
    return dims;
}

size_t TextScanner::scan(size_t from, Stop stop, char closer, std::string_view what)
{
    m_stack.clear();
    const size_t n = m_text.size();
    size_t p = from;
    while (p < n) {
        const char c = m_text[p];
        switch (c) {
        case '"':
            p = skipString(p);
            continue;
        case '/':
            if (commentAt(p)) {
                const size_t nl = m_text.find('\n', p);
                p = nl == std::string_view::npos ? n : nl;
                continue;
            }
            break;
        case '(':
            m_stack.emplace_back(')', p);
            break;
        case '[':
            m_stack.emplace_back(']', p);
            break;
        case '{':
            m_stack.emplace_back('}', p);
            break;
        case '<':
            m_stack.emplace_back('>', p);
            break;
        case '\n':
            if (stop == Stop::AtStatementEnd && m_stack.empty())
                return p;
            break;
        case ')':
        case ']':
        case '}':
        case '>':
            if (c == '>' && p > 0 && m_text[p - 1] == '-')
                break; // the arrow of a map or a function type
            if (m_stack.empty()) {
                if (stop == Stop::AtStatementEnd || (stop == Stop::AtCloser && c == closer))
                    return p;
                fail(p, fmt::format("unbalanced '{}' in {}", c, what));
            }
            if (m_stack.back().first != c) {
                const TextPosition open = position(m_stack.back().second);
                fail(p,
                    fmt::format("expected '{}' to close the '{}' at {}:{} in {}, found '{}'", m_stack.back().first,
                        m_text[m_stack.back().second], open.line, open.column, what, c));
            }
            m_stack.pop_back();
            if (stop == Stop::AfterGroup && m_stack.empty())
                return p + 1;
            break;
        default:
            break;
        }
        ++p;
    }
    if (!m_stack.empty())
        fail(m_stack.back().second,
            fmt::format("this '{}' in {} is not closed (missing '{}')", m_text[m_stack.back().second], what,
                m_stack.back().first));
    if (stop == Stop::AtCloser)
        fail(n, fmt::format("expected '{}' to end {}, found the end of the text", closer, what));
    return n;
}

std::string_view TextScanner::balanced(std::string_view what)
{
    skipSpace();
    const char c = peekRaw();
    if (c != '(' && c != '[' && c != '{' && c != '<')
        fail(m_pos, fmt::format("expected {} starting with '(', '[', '{{' or '<', found {}", what, describe(m_pos)));
    const size_t start = m_pos;
    m_pos = scan(start, Stop::AfterGroup, '\0', what);
    return m_text.substr(start, m_pos - start);
}

std::string_view TextScanner::until(char closer, std::string_view what)
{
    const size_t start = m_pos;
    m_pos = scan(start, Stop::AtCloser, closer, what);
    return m_text.substr(start, m_pos - start);
}

std::string_view TextScanner::restOfStatement(std::string_view what)
{
    const size_t start = m_pos;
    m_pos = scan(start, Stop::AtStatementEnd, '\0', what);
    return m_text.substr(start, m_pos - start);
}

} // namespace tle
