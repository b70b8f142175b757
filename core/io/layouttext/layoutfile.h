// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tle {

// A layout file's text as every reader takes it: comment lines (`//`) blanked, not removed, so that the
// line and column of an error still point into the file; and the mesh a sample names in a comment
// (`// mesh: 2x4 shard(0),replicate`), if any.
struct LayoutFile
{
    std::string layoutText;
    std::optional<std::string> mesh; // the mesh shape, then the placements or mapper
};

LayoutFile readLayoutFileText(std::string_view text);
// The same, blanking the comments of `text` in place (a model of a hundred megabytes is not copied).
LayoutFile takeLayoutFileText(std::string text);

} // namespace tle
