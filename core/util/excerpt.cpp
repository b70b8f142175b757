// SPDX-License-Identifier: MIT
#include "util/excerpt.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

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

// The length of the well-formed UTF-8 sequence at `text[at]` (RFC 3629: no overlong forms, no surrogates, nothing
// past U+10FFFF), or 0 when the byte there does not start one.
size_t utf8Length(std::string_view text, size_t at)
{
    const auto b = [&](size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const auto continuation = [&](size_t i) { return at + i < text.size() && (b(i) & 0xC0) == 0x80; };
    const unsigned char lead = b(0);
    if (lead < 0x80)
        return 1;
    if (lead >= 0xC2 && lead <= 0xDF)
        return continuation(1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        if (!continuation(1) || !continuation(2))
            return 0;
        if ((lead == 0xE0 && b(1) < 0xA0) || (lead == 0xED && b(1) > 0x9F))
            return 0;
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        if (!continuation(1) || !continuation(2) || !continuation(3))
            return 0;
        if ((lead == 0xF0 && b(1) < 0x90) || (lead == 0xF4 && b(1) > 0x8F))
            return 0;
        return 4;
    }
    return 0;
}

// C1 controls (U+0080-U+009F, which terminals obey as ESC sequences) and the bidirectional overrides and isolates
// (U+202A-U+202E, U+2066-U+2069, which reorder what a terminal shows): well-formed, and escaped all the same.
bool isControl(std::string_view text, size_t at, size_t length)
{
    const auto b = [&](size_t i) { return static_cast<unsigned char>(text[at + i]); };
    if (length == 2)
        return b(0) == 0xC2 && b(1) <= 0x9F;
    if (length == 3 && b(0) == 0xE2)
        return (b(1) == 0x80 && b(2) >= 0xAA && b(2) <= 0xAE) || (b(1) == 0x81 && b(2) >= 0xA6 && b(2) <= 0xA9);
    return false;
}

// Appends `text` with control characters (newlines too unless `keepNewlines`) and bytes that are not UTF-8
// escaped.
namespace {

// Whether eight bytes are all printable ASCII (0x20 to 0x7e): none below 0x20 and none from 0x7f on. A false
// answer only sends the word to the byte-by-byte test.
bool plainWord(const char* bytes)
{
    uint64_t w;
    std::memcpy(&w, bytes, sizeof w);
    constexpr uint64_t kOnes = 0x0101010101010101ull;
    constexpr uint64_t kHigh = 0x8080808080808080ull;
    const uint64_t below = (w - kOnes * 0x20) & ~w & kHigh;
    const uint64_t above = (w | (w + kOnes)) & kHigh;
    return (below | above) == 0;
}

} // namespace

void appendPrintable(std::string& out, std::string_view text, bool keepNewlines)
{
    for (size_t i = 0; i < text.size();) {
        // Plain ASCII runs (almost all of an answer) go in whole, found eight bytes at a time.
        size_t plain = i;
        while (plain + 8 <= text.size() && plainWord(text.data() + plain))
            plain += 8;
        while (plain < text.size()
            && ((text[plain] >= 0x20 && text[plain] < 0x7f) || (keepNewlines && text[plain] == '\n')))
            ++plain;
        if (plain > i) {
            out.append(text.substr(i, plain - i));
            i = plain;
            continue;
        }
        const size_t n = utf8Length(text, i);
        if (n == 0) {
            out += fmt::format("\\x{:02x}", static_cast<unsigned char>(text[i]));
            ++i;
        } else if (n == 1) {
            if (keepNewlines && text[i] == '\n')
                out += '\n';
            else
                appendEscaped(out, text[i]);
            ++i;
        } else if (isControl(text, i, n)) {
            for (size_t k = 0; k < n; ++k)
                out += fmt::format("\\x{:02x}", static_cast<unsigned char>(text[i + k]));
            i += n;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
}

// Cuts at `limit` without splitting a UTF-8 sequence.
size_t cutAt(std::string_view text, size_t limit)
{
    size_t end = limit;
    while (end > 0 && end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return end;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

// Every run of non-blank characters longer than kLongestEchoedWord keeps its start and says how long it was.
std::string shortenWords(std::string_view text)
{
    std::string out;
    out.reserve(std::min<size_t>(text.size(), 4096));
    for (size_t i = 0; i < text.size();) {
        size_t end = i;
        while (end < text.size() && !isBlank(text[end]))
            ++end;
        const std::string_view word = text.substr(i, end - i);
        if (word.size() > kLongestEchoedWord)
            out += fmt::format("{}... ({} bytes in all)", word.substr(0, cutAt(word, kLongestEchoedWord)), word.size());
        else
            out += word;
        while (end < text.size() && isBlank(text[end]))
            out += text[end++];
        i = end;
    }
    return out;
}

} // namespace

std::string excerpt(std::string_view text, size_t limit)
{
    const bool cut = text.size() > limit;
    const std::string_view shown = cut ? text.substr(0, cutAt(text, limit)) : text;
    std::string out;
    out.reserve(shown.size() + 24);
    appendPrintable(out, shown, false);
    if (cut)
        out += fmt::format("... ({} bytes in all)", text.size());
    return out;
}

std::string printableMessage(std::string_view message, size_t limit)
{
    // Words are shortened before escaping, so that a word's length is counted in the bytes it has.
    const std::string shortened = shortenWords(message);
    std::string shown;
    shown.reserve(std::min<size_t>(shortened.size(), 1 << 16) + 32);
    appendPrintable(shown, shortened, true);
    if (shown.size() <= limit)
        return shown;
    return fmt::format(
        "{}... (message cut, {} bytes in all)", std::string_view(shown).substr(0, cutAt(shown, limit)), message.size());
}

std::string printableText(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    appendPrintable(out, text, false);
    return out;
}

std::string printableLines(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    appendPrintable(out, text, true);
    return out;
}

size_t displayWidth(std::string_view text)
{
    size_t width = 0;
    for (char c : text)
        width += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return width;
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
