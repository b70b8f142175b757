// SPDX-License-Identifier: MIT
#include "util/excerpt.h"

#include <fmt/format.h>

namespace tle {

namespace {

void appendEscaped(std::string& out, char c)
{
    switch (c) {
    case '\n':
        out += "\\n";
        return;
    case '\t':
        out += "\\t";
        return;
    case '\r':
        out += "\\r";
        return;
    default:
        break;
    }
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7f)
        out += fmt::format("\\x{:02x}", byte);
    else
        out += c;
}

// Cuts at `limit` without splitting a UTF-8 sequence.
size_t cutAt(std::string_view text, size_t limit)
{
    size_t end = limit;
    while (end > 0 && end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return end;
}

} // namespace

std::string excerpt(std::string_view text, size_t limit)
{
    const bool cut = text.size() > limit;
    const std::string_view shown = cut ? text.substr(0, cutAt(text, limit)) : text;
    std::string out;
    out.reserve(shown.size() + 24);
    for (char c : shown)
        appendEscaped(out, c);
    if (cut)
        out += fmt::format("... ({} bytes in all)", text.size());
    return out;
}

std::string printableMessage(std::string_view message, size_t limit)
{
    const bool cut = message.size() > limit;
    const std::string_view shown = cut ? message.substr(0, cutAt(message, limit)) : message;
    std::string out;
    out.reserve(shown.size() + 32);
    for (char c : shown) {
        if (c == '\n')
            out += c;
        else
            appendEscaped(out, c);
    }
    if (cut)
        out += fmt::format("... (message cut, {} bytes in all)", message.size());
    return out;
}

std::string asciiLower(std::string_view text)
{
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    }
    return out;
}

} // namespace tle
