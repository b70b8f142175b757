// SPDX-License-Identifier: MIT
#include "io/mlir/mlirtext.h"

#include <algorithm>
#include <charconv>
#include <cstring>

#include <fmt/format.h>

namespace tle {

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
        } else if (p + 1 < contents.size() && hexDigitValue(e) >= 0 && hexDigitValue(contents[p + 1]) >= 0) {
            out += char(hexDigitValue(e) * 16 + hexDigitValue(contents[p + 1]));
            ++p;
        } else {
            out += e;
        }
    }
    return out;
}

bool LocationTable::isName(std::string_view body) const
{
    for (int depth = 0; depth < 64; ++depth) {
        body = trimSpace(body);
        if (body.empty())
            return false;
        if (body.front() == '"') {
            const size_t close = closingQuote(body, 0);
            return close + 1 >= body.size() || body[close + 1] != ':';
        }
        if (body.front() != '#')
            return false;
        size_t end = 1;
        while (end < body.size() && TextScanner::isSuffixChar(body[end]))
            ++end;
        const auto definition = m_definitions.find(body.substr(1, end - 1));
        if (definition == m_definitions.end())
            return false;
        body = definition->second;
    }
    return false;
}

std::string LocationTable::resolve(std::string_view body, int depth)
{
    body = trimSpace(body);
    if (body.empty() || depth > 64)
        return {};
    if (body.front() == '#') {
        size_t end = 1;
        while (end < body.size() && TextScanner::isSuffixChar(body[end]))
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
        const size_t close = closingQuote(body, 0);
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
        const size_t open = findTopLevel(body, "[", 5);
        if (open == std::string_view::npos)
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
        const size_t close = groupEnd(raw, open);
        const size_t end = close == std::string_view::npos ? raw.size() : close;
        if (end - open > limit)
            out.append(raw.substr(p, open + 1 - p)).append("...>");
        else
            out.append(raw.substr(p, end - p));
        p = end;
    }
}

} // namespace tle
