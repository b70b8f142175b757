// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace tle {

// Where each part of a parsed XLA shape was written, so that validation errors can point at it. The parser
// records the places; XlaLayout's checks report them.
struct XlaTextPositions
{
    struct Pos
    {
        int line = 0;
        int column = 0;
    };

    Pos type;
    std::vector<Pos> dims;
    Pos layout;
    std::vector<Pos> minorToMajor;
    std::vector<Pos> tiles;
    std::vector<std::vector<Pos>> tileDims;
    Pos elementSize;
    Pos memorySpace;
};

// Throws tle::Error at `pos`; without a place (a layout built from a spec, not from text) the error has none.
[[noreturn]] void failAt(const std::string& message, const XlaTextPositions::Pos* pos);

// "pred, s2, ..." for the message that rejects an unknown element type.
std::string xlaTypeNames();

} // namespace tle
