// SPDX-License-Identifier: MIT
#include "report/message.h"

#include "util/translatenoop.h"

#include <fmt/format.h>

namespace tle {

std::string englishArg(const MessageArg& arg)
{
    if (const auto* number = std::get_if<int64_t>(&arg))
        return std::to_string(*number);
    if (const auto* text = std::get_if<std::string>(&arg))
        return *text;
    if (const auto* cause = std::get_if<PaddingCause>(&arg))
        return fmt::format("{} padding", toString(*cause));
    if (const auto* nested = std::get_if<std::shared_ptr<const Message>>(&arg))
        return *nested ? (*nested)->english() : std::string();
    const AxisWord& axis = std::get<AxisWord>(arg);
    return substitutePlaceholders(axisWordSource(axis), { std::to_string(axis.dim) });
}

const char* axisWordSource(const AxisWord& axis)
{
    if (axis.dim + 2 == axis.rank)
        return axis.plural ? TLE_TRANSLATE_NOOP("tle::PaddingReasons", "rows")
                           : TLE_TRANSLATE_NOOP("tle::PaddingReasons", "row");
    if (axis.dim + 1 == axis.rank)
        return axis.plural ? TLE_TRANSLATE_NOOP("tle::PaddingReasons", "columns")
                           : TLE_TRANSLATE_NOOP("tle::PaddingReasons", "column");
    return axis.plural ? TLE_TRANSLATE_NOOP("tle::PaddingReasons", "indices of dim %1")
                       : TLE_TRANSLATE_NOOP("tle::PaddingReasons", "index of dim %1");
}

std::string Message::english() const
{
    std::vector<std::string> words;
    words.reserve(args.size());
    for (const MessageArg& arg : args)
        words.push_back(englishArg(arg));
    return substitutePlaceholders(source, words);
}

std::string substitutePlaceholders(std::string_view format, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(format.size() + 16 * args.size());
    for (size_t i = 0; i < format.size();) {
        size_t j = i + 1;
        size_t number = 0;
        while (format[i] == '%' && j < format.size() && format[j] >= '0' && format[j] <= '9' && j - i <= 3)
            number = number * 10 + size_t(format[j++] - '0');
        if (j > i + 1 && number >= 1 && number <= args.size()) {
            out += args[number - 1];
            i = j;
        } else {
            out += format[i++];
        }
    }
    return out;
}

} // namespace tle
