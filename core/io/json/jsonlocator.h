// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace tle {

// Finds where a value lies in JSON text, so that errors about a value can name its line and column. The text may
// be malformed past the values asked about (a streaming reader asks before the parser has seen the rest): every
// scan is bounded and always advances, and nothing past a malformed spot is found. Offsets are npos when not
// found.
class JsonLocator
{
public:
    explicit JsonLocator(std::string_view text)
        : m_text(text)
    { }

    // The top-level value (after a byte-order mark and spaces).
    size_t start() const;
    // The value of member `key` of the object at `p`.
    size_t member(size_t p, std::string_view key) const;
    // The offsets of each element of the array at `p`, and one of them.
    std::vector<size_t> elements(size_t p) const;
    size_t element(size_t p, size_t index) const;

private:
    size_t ws(size_t p) const;
    size_t skipString(size_t p) const;
    size_t skipValue(size_t p) const;

    std::string_view m_text;
};

class Error;

// `error` moved to the value of the top-level member `key` of the JSON `text` (or to the top level when `key` is empty
// or absent), with `key` as its field: how the readers of small JSON files (device, workspace) point at a bad key.
Error errorAtMember(std::string_view text, const Error& error, std::string_view key);

} // namespace tle
