// SPDX-License-Identifier: MIT
#include "io/json/jsonstream.h"

#include "util/error.h"

#include <algorithm>
#include <ostream>
#include <string>

#include <fmt/format.h>

namespace tle {

void writeJsonStreamingArray(
    std::ostream& out, const Json& json, std::string_view key, size_t count, const std::function<Json(size_t)>& element)
{
    // The member's value is replaced by a string no value can spell unescaped (a raw control character is
    // always written as \u0001), found again in the text and replaced by the elements.
    Json shell = json;
    const auto it = shell.find(key);
    if (!shell.is_object() || it == shell.end() || !it->is_array())
        throw Error(fmt::format("JSON output: no array \"{}\" to write", key));
    *it = "\x01";
    const std::string text = dumpJson(shell);
    const std::string marker = fmt::format("\n  \"{}\": \"\\u0001\"", key);
    const size_t at = text.find(marker);
    if (at == std::string::npos)
        throw Error(fmt::format("JSON output: \"{}\" is not a member of the top-level object", key));
    const size_t valueAt = at + marker.size() - std::string_view("\"\\u0001\"").size();
    out.write(text.data(), std::streamsize(valueAt));
    if (count == 0) {
        out << "[]";
    } else {
        // Written in blocks: a stream write per line costs more than making the lines.
        constexpr size_t kBlock = size_t(1) << 20;
        std::string block = "[\n";
        for (size_t i = 0; i < count; ++i) {
            // Elements sit two levels deep: every line of their own text moves four spaces right.
            const std::string item = dumpJson(element(i));
            for (size_t from = 0; from < item.size();) {
                const size_t end = std::min(item.find('\n', from), item.size() - 1) + 1;
                block += "    ";
                block.append(item, from, end - from);
                from = end;
            }
            block += i + 1 < count ? ",\n" : "\n";
            if (block.size() >= kBlock) {
                out.write(block.data(), std::streamsize(block.size()));
                block.clear();
            }
        }
        block += "  ]";
        out.write(block.data(), std::streamsize(block.size()));
    }
    const size_t rest = at + marker.size();
    out.write(text.data() + rest, std::streamsize(text.size() - rest));
    out << "\n";
}

} // namespace tle
