// SPDX-License-Identifier: MIT
#include "io/mlirscanner.h"

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

MlirScanner::MlirScanner(std::string_view text)
    : m_text(text)
    , m_lines(text)
{ }

void MlirScanner::fail(size_t offset, const std::string& message) const
{
    const TextPosition p = position(std::min(offset, m_text.size()));
    throw Error(message, p.line, p.column);
}

std::string MlirScanner::describe(size_t offset) const
{
    if (offset >= m_text.size())
        return "the end of the text";
    std::string snippet(m_text.substr(offset, 16));
    const size_t nl = snippet.find_first_of("\r\n");
    if (nl != std::string::npos)
        snippet.resize(nl);
    for (char& c : snippet) {
        if (c == '\t' || static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    }
    return snippet.empty() ? "the end of the line" : fmt::format("'{}'", snippet);
}

void MlirScanner::skipSpace()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++m_pos;
        } else if (c == '/' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '/') {
            const size_t nl = m_text.find('\n', m_pos);
            m_pos = nl == std::string_view::npos ? m_text.size() : nl;
        } else {
            break;
        }
    }
}

bool MlirScanner::skipInlineSpace()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == ' ' || c == '\t' || c == '\r') {
            ++m_pos;
        } else if (c == '/' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '/') {
            const size_t nl = m_text.find('\n', m_pos);
            m_pos = nl == std::string_view::npos ? m_text.size() : nl;
        } else {
            return c == '\n';
        }
    }
    return true;
}

char MlirScanner::peek()
{
    skipSpace();
    return peekRaw();
}

bool MlirScanner::peekIs(std::string_view literal)
{
    skipSpace();
    return m_text.substr(m_pos, literal.size()) == literal;
}

bool MlirScanner::consume(char c)
{
    if (peek() != c || atEnd())
        return false;
    ++m_pos;
    return true;
}

bool MlirScanner::consume(std::string_view literal)
{
    if (!peekIs(literal))
        return false;
    m_pos += literal.size();
    return true;
}

bool MlirScanner::consumeKeyword(std::string_view word)
{
    if (!peekIs(word))
        return false;
    const size_t after = m_pos + word.size();
    if (after < m_text.size() && isIdentChar(m_text[after]))
        return false;
    m_pos = after;
    return true;
}

void MlirScanner::expect(char c, std::string_view context)
{
    if (!consume(c))
        fail(m_pos, fmt::format("expected '{}' {}, found {}", c, context, describe(m_pos)));
}

void MlirScanner::expect(std::string_view literal, std::string_view context)
{
    if (!consume(literal))
        fail(m_pos, fmt::format("expected '{}' {}, found {}", literal, context, describe(m_pos)));
}

std::string_view MlirScanner::identifier()
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

std::string_view MlirScanner::sigilName(char sigil)
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

size_t MlirScanner::skipString(size_t quote) const
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

std::string_view MlirScanner::stringLiteral(std::string_view what)
{
    if (peek() != '"')
        fail(m_pos, fmt::format("expected {} (a quoted string), found {}", what, describe(m_pos)));
    const size_t end = skipString(m_pos);
    const std::string_view contents = m_text.substr(m_pos + 1, end - m_pos - 2);
    m_pos = end;
    return contents;
}

int64_t MlirScanner::integer(std::string_view what, int64_t maximum)
{
    skipSpace();
    const char* first = m_text.data() + m_pos;
    const char* last = m_text.data() + m_text.size();
    int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(first, last, value);
    if (m_pos >= m_text.size() || *first < '0' || *first > '9' || ptr == first)
        fail(m_pos, fmt::format("expected {} (an integer), found {}", what, describe(m_pos)));
    if (ec == std::errc::result_out_of_range || value > maximum)
        fail(m_pos, fmt::format("{} is larger than {}", what, maximum));
    m_pos += size_t(ptr - first);
    return value;
}

size_t MlirScanner::scan(size_t from, Stop stop, char closer, std::string_view what)
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
            if (p + 1 < n && m_text[p + 1] == '/') {
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
            fmt::format("this '{}' in {} is never closed (missing '{}')", m_text[m_stack.back().second], what,
                m_stack.back().first));
    if (stop == Stop::AtCloser)
        fail(n, fmt::format("expected '{}' to end {}, found the end of the text", closer, what));
    return n;
}

std::string_view MlirScanner::balanced(std::string_view what)
{
    skipSpace();
    const char c = peekRaw();
    if (c != '(' && c != '[' && c != '{' && c != '<')
        fail(m_pos, fmt::format("expected {} starting with '(', '[', '{{' or '<', found {}", what, describe(m_pos)));
    const size_t start = m_pos;
    m_pos = scan(start, Stop::AfterGroup, '\0', what);
    return m_text.substr(start, m_pos - start);
}

std::string_view MlirScanner::until(char closer, std::string_view what)
{
    const size_t start = m_pos;
    m_pos = scan(start, Stop::AtCloser, closer, what);
    return m_text.substr(start, m_pos - start);
}

std::string_view MlirScanner::restOfStatement(std::string_view what)
{
    const size_t start = m_pos;
    m_pos = scan(start, Stop::AtStatementEnd, '\0', what);
    return m_text.substr(start, m_pos - start);
}

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The offset of the quote that ends the string opened at `quote`, or the size when it is not closed.
size_t stringEnd(std::string_view text, size_t quote)
{
    for (size_t p = quote + 1; p < text.size(); ++p) {
        if (text[p] == '\\')
            ++p;
        else if (text[p] == '"')
            return p;
    }
    return text.size();
}

// Splits `text` at `separator` where no bracket or string is open.
std::vector<std::string_view> splitTopLevel(std::string_view text, std::string_view separator)
{
    std::vector<std::string_view> parts;
    int depth = 0;
    size_t start = 0;
    for (size_t p = 0; p < text.size(); ++p) {
        const char c = text[p];
        if (c == '"') {
            p = stringEnd(text, p);
        } else if (c == '(' || c == '[' || c == '<' || c == '{') {
            ++depth;
        } else if (c == ')' || c == ']' || c == '>' || c == '}') {
            --depth;
        } else if (depth == 0 && text.substr(p, separator.size()) == separator) {
            parts.push_back(text.substr(start, p - start));
            start = p + separator.size();
            p = start - 1;
        }
    }
    parts.push_back(text.substr(start));
    return parts;
}

} // namespace

std::string unescapeMlirString(std::string_view contents)
{
    std::string out;
    out.reserve(contents.size());
    for (size_t p = 0; p < contents.size(); ++p) {
        const char c = contents[p];
        if (c != '\\' || p + 1 >= contents.size()) {
            out += c;
            continue;
        }
        const char e = contents[++p];
        if (e == 'n') {
            out += '\n';
        } else if (e == 't') {
            out += '\t';
        } else if (p + 1 < contents.size() && hexValue(e) >= 0 && hexValue(contents[p + 1]) >= 0) {
            out += char(hexValue(e) * 16 + hexValue(contents[p + 1]));
            ++p;
        } else {
            out += e;
        }
    }
    return out;
}

std::string LocationTable::resolve(std::string_view body, int depth)
{
    body = trimSpace(body);
    if (body.empty() || depth > 64)
        return {};
    if (body.front() == '#') {
        size_t end = 1;
        while (end < body.size() && MlirScanner::isSuffixChar(body[end]))
            ++end;
        const std::string_view name = body.substr(1, end - 1);
        if (const auto done = m_resolved.find(name); done != m_resolved.end())
            return done->second;
        const auto definition = m_definitions.find(name);
        if (definition == m_definitions.end())
            return {};
        m_resolved.emplace(name, std::string()); // a cycle resolves to nothing
        std::string resolved = resolve(definition->second, depth + 1);
        m_resolved[name] = resolved;
        return resolved;
    }
    if (body.front() == '"') {
        const size_t close = stringEnd(body, 0);
        std::string out = unescapeMlirString(body.substr(1, close - 1));
        if (close + 1 < body.size() && body[close + 1] == ':') {
            // A file location: keep `:line:col` of its start.
            size_t end = close + 1;
            while (end < body.size() && (body[end] == ':' || (body[end] >= '0' && body[end] <= '9')))
                ++end;
            out.append(body.substr(close + 1, end - close - 1));
        }
        return out;
    }
    if (body.starts_with("callsite(")) {
        const std::string_view inner = body.substr(9);
        return resolve(splitTopLevel(inner, " at ").front(), depth + 1);
    }
    if (body.starts_with("fused")) {
        // Skip the optional metadata `fused<...>` before the list.
        size_t open = 5;
        for (int depth = 0; open < body.size(); ++open) {
            const char c = body[open];
            if (c == '"')
                open = stringEnd(body, open);
            else if (c == '<')
                ++depth;
            else if (c == '>')
                --depth;
            else if (c == '[' && depth == 0)
                break;
        }
        if (open >= body.size())
            return {};
        const size_t close = body.rfind(']');
        if (close == std::string_view::npos || close < open)
            return {};
        for (std::string_view part : splitTopLevel(body.substr(open + 1, close - open - 1), ",")) {
            std::string name = resolve(part, depth + 1);
            if (!name.empty())
                return name;
        }
    }
    return {};
}

std::string elideDensePayloads(std::string_view raw, size_t limit)
{
    if (raw.size() <= limit)
        return std::string(raw);
    std::string out;
    size_t p = 0;
    while (true) {
        const size_t d = raw.find("dense<", p);
        if (d == std::string_view::npos) {
            out += raw.substr(p);
            return out;
        }
        const size_t open = d + 5;
        size_t q = open;
        int depth = 0;
        for (; q < raw.size(); ++q) {
            const char c = raw[q];
            if (c == '"') {
                for (++q; q < raw.size() && raw[q] != '"'; ++q) {
                    if (raw[q] == '\\')
                        ++q;
                }
            } else if (c == '<') {
                ++depth;
            } else if (c == '>' && raw[q - 1] != '-' && --depth == 0) {
                break;
            }
        }
        const size_t end = std::min(q + 1, raw.size());
        if (end - open > limit)
            out.append(raw.substr(p, open + 1 - p)).append("...>");
        else
            out.append(raw.substr(p, end - p));
        p = end;
    }
}

} // namespace tle
