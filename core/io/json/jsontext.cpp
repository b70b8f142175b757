// SPDX-License-Identifier: MIT
#include "io/json/jsontext.h"

#include "util/error.h"
#include "util/excerpt.h"
#include "util/textscanner.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <unordered_map>
#include <vector>

namespace tle {

namespace {

// One open object or array of the scan; objects remember their keys to find duplicates.
struct Frame
{
    bool object = false;
    bool expectKey = false;
    std::unordered_map<std::string_view, size_t> keys;
};

class JsonPrescan
{
public:
    JsonPrescan(std::string_view text, std::string_view what)
        : m_text(text)
        , m_what(what)
    { }

    void run()
    {
        for (size_t p = 0; p < m_text.size(); ++p) {
            switch (m_text[p]) {
            case '"':
                p = string(p);
                break;
            case '{':
            case '[':
                open(p, m_text[p] == '{');
                break;
            case '}':
            case ']':
                if (m_depth > 0)
                    --m_depth;
                break;
            case ',':
                if (m_depth > 0 && m_frames[m_depth - 1].object)
                    m_frames[m_depth - 1].expectKey = true;
                break;
            case '\0':
                fail(p, "a NUL byte (JSON text holds none)");
            case '/':
                // The library skips comments in some places; JSON has none, so every one is refused alike.
                fail(p,
                    m_text.substr(p, 2) == "//" || m_text.substr(p, 2) == "/*" ? "a comment (JSON has no comments)"
                                                                               : "unexpected '/' outside a string");
            default:
                break;
            }
        }
    }

private:
    [[noreturn]] void fail(size_t offset, const std::string& message) const
    {
        const TextPosition at = LineIndex(m_text).position(std::min(offset, m_text.size()));
        throw Error(fmt::format("{}: {}", m_what, message), at.line, at.column);
    }

    void open(size_t p, bool object)
    {
        if (m_depth >= kMaxJsonDepth)
            fail(p, fmt::format("objects and arrays are nested more than {} deep", kMaxJsonDepth));
        if (m_frames.size() <= m_depth)
            m_frames.emplace_back();
        Frame& frame = m_frames[m_depth++];
        frame.object = object;
        frame.expectKey = object;
        frame.keys.clear();
    }

    // Scans the string opened at `quote`; returns the offset of its closing quote (or the end).
    size_t string(size_t quote)
    {
        size_t p = quote + 1;
        for (; p < m_text.size() && m_text[p] != '"'; ++p) {
            if (m_text[p] == '\0')
                fail(p, "a NUL byte inside a string");
            if (m_text[p] != '\\')
                continue;
            if (m_text.substr(p, 6) == "\\u0000")
                fail(p, "a NUL character (\\u0000) inside a string");
            ++p;
        }
        if (m_depth > 0 && m_frames[m_depth - 1].expectKey) {
            Frame& frame = m_frames[m_depth - 1];
            frame.expectKey = false;
            const std::string_view key = m_text.substr(quote + 1, std::min(p, m_text.size()) - quote - 1);
            const auto [it, added] = frame.keys.emplace(key, quote);
            if (!added) {
                const TextPosition first = LineIndex(m_text).position(it->second);
                fail(quote,
                    fmt::format("the key \"{}\" appears twice in one object (first at line {}, column {})",
                        excerpt(key), first.line, first.column));
            }
        }
        return p;
    }

    std::string_view m_text;
    std::string_view m_what;
    std::vector<Frame> m_frames;
    size_t m_depth = 0;
};

// The library's message without its "[json.exception...] parse error at line L, column C: " prefix,
// and the token it quotes cut to an excerpt.
std::string parseMessage(const std::string& what)
{
    std::string message = what;
    const size_t at = message.find("parse error");
    const size_t colon = message.find(": ", at == std::string::npos ? 0 : at);
    if (colon != std::string::npos)
        message = message.substr(colon + 2);
    const std::string_view marker = "last read: '";
    const size_t read = message.find(marker);
    if (read != std::string::npos) {
        const size_t start = read + marker.size();
        const size_t end = message.rfind('\'');
        const std::string token
            = end != std::string::npos && end > start ? message.substr(start, end - start) : message.substr(start);
        message = message.substr(0, start) + excerpt(token, 40) + "'";
    }
    return message;
}

} // namespace

Json parseJsonText(std::string_view text, std::string_view what, const Json::parser_callback_t& callback)
{
    JsonPrescan(text, what).run();
    try {
        return Json::parse(text.begin(), text.end(), callback);
    } catch (const Json::parse_error& e) {
        // The library counts to the last byte it read; a literal read where it does not belong (`"key" 12`,
        // `x`) is pointed at from its first character.
        size_t offset = std::min<size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
        auto literal = [&](size_t at) {
            const char c = text[at];
            return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '+' || c == '-';
        };
        while (offset > 0 && offset < text.size() && literal(offset) && literal(offset - 1))
            --offset;
        const TextPosition p = LineIndex(text).position(offset);
        throw Error(fmt::format("{}: {}", what, parseMessage(e.what())), p.line, p.column);
    } catch (const Json::exception& e) {
        // A number too large for a double: the library names the token but not its place, so find it.
        const std::string message = e.what();
        const size_t quote = message.find('\'');
        const size_t end = quote == std::string::npos ? quote : message.find('\'', quote + 1);
        size_t offset = 0;
        std::string token;
        if (end != std::string::npos && end > quote + 1) {
            token = message.substr(quote + 1, end - quote - 1);
            offset = std::min(text.find(token), text.size());
        }
        const TextPosition p = LineIndex(text).position(offset);
        throw Error(fmt::format("{}: the number {} is out of range", what, excerpt(token, 40)), p.line, p.column);
    }
}

} // namespace tle
