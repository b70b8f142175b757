// SPDX-License-Identifier: MIT
#include "io/json/jsonlocator.h"

#include "util/error.h"
#include "util/textscanner.h"

namespace tle {

size_t JsonLocator::start() const
{
    return ws(m_text.starts_with("\xEF\xBB\xBF") ? 3 : 0);
}

std::vector<size_t> JsonLocator::elements(size_t p) const
{
    std::vector<size_t> out;
    if (p >= m_text.size() || m_text[p] != '[')
        return out;
    p = ws(p + 1);
    while (p < m_text.size() && m_text[p] != ']') {
        // Text the parser has not finished with may be malformed further on (a reader streaming an array asks
        // before the parser gets there): a value that does not advance ends the list instead of repeating.
        const size_t end = skipValue(p);
        if (end == p)
            break;
        out.push_back(p);
        p = ws(end);
        if (p < m_text.size() && m_text[p] == ',')
            p = ws(p + 1);
    }
    return out;
}

size_t JsonLocator::element(size_t p, size_t index) const
{
    const std::vector<size_t> all = elements(p);
    return index < all.size() ? all[index] : std::string_view::npos;
}

size_t JsonLocator::member(size_t p, std::string_view key) const
{
    if (p >= m_text.size() || m_text[p] != '{')
        return std::string_view::npos;
    p = ws(p + 1);
    while (p < m_text.size() && m_text[p] == '"') {
        const size_t keyEnd = skipString(p);
        const std::string_view name = m_text.substr(p + 1, keyEnd - p - 2);
        p = ws(keyEnd);
        p = ws(p + 1); // ':'
        if (name == key)
            return p;
        p = ws(skipValue(p));
        if (p < m_text.size() && m_text[p] == ',')
            p = ws(p + 1);
    }
    return std::string_view::npos;
}

size_t JsonLocator::ws(size_t p) const
{
    while (p < m_text.size() && (m_text[p] == ' ' || m_text[p] == '\t' || m_text[p] == '\n' || m_text[p] == '\r'))
        ++p;
    return p;
}

size_t JsonLocator::skipString(size_t p) const
{
    for (++p; p < m_text.size(); ++p) {
        if (m_text[p] == '\\')
            ++p;
        else if (m_text[p] == '"')
            return p + 1;
    }
    return m_text.size();
}

size_t JsonLocator::skipValue(size_t p) const
{
    if (p >= m_text.size())
        return p;
    if (m_text[p] == '"')
        return skipString(p);
    if (m_text[p] != '{' && m_text[p] != '[') {
        while (p < m_text.size() && m_text[p] != ',' && m_text[p] != '}' && m_text[p] != ']')
            ++p;
        return p;
    }
    // JSON brackets outside strings are only objects and arrays, and they balance: nlohmann accepted the text.
    const size_t end = groupEnd(m_text, p);
    return end == std::string_view::npos ? m_text.size() : end;
}

Error errorAtMember(std::string_view text, const Error& error, std::string_view key)
{
    const JsonLocator locator(text);
    size_t offset = locator.start();
    if (!key.empty()) {
        const size_t value = locator.member(offset, key);
        offset = value == std::string_view::npos ? offset : value;
    }
    const TextPosition at = LineIndex(text).position(offset == std::string_view::npos ? 0 : offset);
    ErrorPlace place = error.place();
    place.field = std::string(key);
    place.line = at.line;
    place.column = at.column;
    return Error(error.what(), std::move(place));
}

} // namespace tle
