// SPDX-License-Identifier: MIT
#include "io/layouttext/layoutfile.h"

#include "util/textscanner.h"

#include <algorithm>

namespace tle {

LayoutFile readLayoutFileText(std::string_view text)
{
    return takeLayoutFileText(std::string(text));
}

LayoutFile takeLayoutFileText(std::string text)
{
    LayoutFile file;
    file.layoutText = std::move(text);
    std::string& out = file.layoutText;
    size_t pos = 0;
    while (pos < out.size()) {
        const size_t end = std::min(out.find('\n', pos), out.size());
        const size_t first = out.find_first_not_of(" \t", pos);
        if (first < end && out.compare(first, 2, "//") == 0) {
            const std::string_view comment = trimSpace(std::string_view(out).substr(first + 2, end - first - 2));
            if (comment.starts_with("mesh:"))
                file.mesh = std::string(trimSpace(comment.substr(5)));
            std::fill(out.begin() + long(first), out.begin() + long(end), ' ');
        }
        pos = end + 1;
    }
    return file;
}

} // namespace tle
