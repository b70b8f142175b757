// SPDX-License-Identifier: MIT
#pragma once

#include "io/layouttext/anylayoutparser.h"

#include <optional>
#include <string>

namespace tle {

// A layout as the command line (and later the editor) names it: a string in any notation, or the
// builder fields. Every field is raw text so that errors can name the flag and the column.
struct LayoutRequest
{
    std::optional<std::string> text;
    std::optional<std::string> shape;
    std::optional<std::string> dtype;
    std::optional<std::string> grid;
    std::optional<std::string> collapse;
    std::optional<std::string> linear;
    std::optional<std::string> tile;
    std::optional<std::string> memorySpace;
    std::optional<std::string> dimAlignments;
    std::optional<std::string> inTileOrder;
    std::optional<std::string> oob;
    // A text holding several layouts (a snippet or a file of compiler output): which one, 1-based.
    std::optional<std::string> pick;
    // TTNN builder fields (with `ttnn` set): --grid is then the core grid YxX.
    bool ttnn = false;
    std::optional<std::string> pageLayout;
    std::optional<std::string> buffer;
    std::optional<std::string> memoryLayout;
    std::optional<std::string> shardShape;
    std::optional<std::string> orientation;
    std::optional<std::string> shardMode;
    std::optional<std::string> alignment;
    std::optional<std::string> ndShardShape;
    std::optional<std::string> distribution;
    std::optional<std::string> coreRanges;
    std::optional<std::string> deviceGrid;
    std::optional<std::string> dramBanks;
};

// Builds and validates the layout. Errors thrown from a flag's value start with the flag's name.
AnyLayout buildLayout(const LayoutRequest& request);

} // namespace tle
