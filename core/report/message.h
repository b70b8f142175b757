// SPDX-License-Identifier: MIT
#pragma once

#include "layout/padding.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tle {

// A row, a column or another dim of a plane, as a word of a sentence ("rows", "index of dim 2").
struct AxisWord
{
    size_t dim = 0; // of `rank` plane dims: the last two are rows and columns
    size_t rank = 2;
    bool plural = false;
};

struct Message;

// One value of a message: a number, text kept as it is (shapes, maps), a padding cause ("tile padding"), an axis, or
// a sentence of its own that the message quotes.
using MessageArg = std::variant<int64_t, std::string, PaddingCause, AxisWord, std::shared_ptr<const Message>>;

// A sentence for users whose words and numbers are kept apart, so that the CLI writes it in English and the window
// in the user's language: `source` is the English template with placeholders %1, %2, ... (one per argument, each
// may repeat), marked with TLE_TRANSLATE_NOOP under `context` so that it is translated as a whole.
struct Message
{
    const char* context = "";
    const char* source = "";
    std::vector<MessageArg> args;

    std::string english() const;
    bool empty() const { return !*source; }
};

// The English words of the argument kinds.
std::string englishArg(const MessageArg& arg);
// An axis word's template ("rows", "index of dim %1", %1 the dim), the source text the window translates it from,
// under kAxisContext.
const char* axisWordSource(const AxisWord& axis);
inline constexpr const char* kAxisContext = "tle::PaddingReasons";

// Replaces %1 .. %n in `format` by `args[0]` .. `args[n - 1]`; other text and unknown numbers stay as they are.
std::string substitutePlaceholders(std::string_view format, const std::vector<std::string>& args);

} // namespace tle
