// SPDX-License-Identifier: MIT
#include "io/layouttext/layoutflags.h"

#include "util/translatenoop.h"

#include <algorithm>
#include <array>

namespace tle {

namespace {

using R = LayoutRequest;

constexpr std::array kFlags {
    LayoutFlag { "--shape", &R::shape, "2x3x64x128",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "logical shape (dims 1 .. 2^40)"), FlagScope::Any },
    LayoutFlag { "--dtype", &R::dtype, "f32",
        TLE_TRANSLATE_NOOP(
            "tle::LayoutFlags", "element type (f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)"),
        FlagScope::Any },
    LayoutFlag { "--grid", &R::grid, "2x4",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "grid of any rank (default 1x1); a TTNN layout's core grid is YxX"),
        FlagScope::Any },
    LayoutFlag { "--collapse", &R::collapse, "\"[(0,-1)]\"",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "collapse intervals, half-open; negative endpoints count from the rank"),
        FlagScope::Metal },
    LayoutFlag { "--linear", &R::linear, "MAP",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags",
            "explicit seed-form map, e.g. with bumped strides (unmap of an XLA layout: the linear index)"),
        FlagScope::Metal },
    LayoutFlag { "--tile", &R::tile, "32x32",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "tilize with tiles of the element type"), FlagScope::Any },
    LayoutFlag { "--in-tile-order", &R::inTileOrder, "faces|row_major",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "16x16 faces (default), or tiles stored row-major"), FlagScope::Any },
    LayoutFlag { "--memory-space", &R::memorySpace, "l1|dram|system|mmio",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "memory space (default l1)"), FlagScope::Metal },
    LayoutFlag { "--oob", &R::oob, "undef|zero|one|inf|neginf",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "out-of-bounds value"), FlagScope::Metal },
    LayoutFlag { "--dim-alignments", &R::dimAlignments, "1x32x32",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "selects the current form; intervals from --collapse"),
        FlagScope::Metal },
    LayoutFlag { "--pick", &R::pick, "N",
        TLE_TRANSLATE_NOOP(
            "tle::LayoutFlags", "a text with several layouts (an .mlir file, a snippet): the Nth (see --list)"),
        FlagScope::Any },
    LayoutFlag { "--page-layout", &R::pageLayout, "tile|row_major",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "page layout"), FlagScope::Ttnn },
    LayoutFlag {
        "--buffer", &R::buffer, "dram|l1", TLE_TRANSLATE_NOOP("tle::LayoutFlags", "buffer type"), FlagScope::Ttnn },
    LayoutFlag { "--memory-layout", &R::memoryLayout, "interleaved|height_sharded|width_sharded|block_sharded",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "memory layout"), FlagScope::Ttnn },
    LayoutFlag { "--shard-shape", &R::shardShape, "HxW", TLE_TRANSLATE_NOOP("tle::LayoutFlags", "2-D shard shape"),
        FlagScope::Ttnn },
    LayoutFlag { "--orientation", &R::orientation, "row_major|col_major",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "shard orientation"), FlagScope::Ttnn },
    LayoutFlag { "--shard-mode", &R::shardMode, "physical|logical",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "shard mode"), FlagScope::Ttnn },
    LayoutFlag { "--alignment", &R::alignment, "1x32", TLE_TRANSLATE_NOOP("tle::LayoutFlags", "the user's alignment"),
        FlagScope::Ttnn },
    LayoutFlag { "--nd-shard-shape", &R::ndShardShape, "1x2x32x32",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "N-D shard shape"), FlagScope::Ttnn },
    LayoutFlag { "--distribution", &R::distribution, "ROUND_ROBIN_1D|GRID_2D|CONTIGUOUS_1D",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "how N-D shards go to cores"), FlagScope::Ttnn },
    LayoutFlag { "--core-ranges", &R::coreRanges, "\"(0,0)-(7,0);(0,1)-(3,1)\"",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "cores as inclusive (x,y) rectangles, instead of --grid"),
        FlagScope::Ttnn },
    LayoutFlag { "--device-grid", &R::deviceGrid, "8x8",
        TLE_TRANSLATE_NOOP("tle::LayoutFlags", "the device's worker grid"), FlagScope::Ttnn },
    LayoutFlag { "--dram-banks", &R::dramBanks, "12", TLE_TRANSLATE_NOOP("tle::LayoutFlags", "the device's DRAM banks"),
        FlagScope::Ttnn },
};

} // namespace

std::span<const LayoutFlag> layoutFlags()
{
    return kFlags;
}

const LayoutFlag* findLayoutFlag(std::string_view flag)
{
    const auto it = std::find_if(kFlags.begin(), kFlags.end(), [flag](const LayoutFlag& f) { return f.flag == flag; });
    return it == kFlags.end() ? nullptr : &*it;
}

std::string_view flagOf(std::optional<std::string> LayoutRequest::*member)
{
    const auto it
        = std::find_if(kFlags.begin(), kFlags.end(), [member](const LayoutFlag& f) { return f.member == member; });
    return it == kFlags.end() ? std::string_view() : it->flag;
}

} // namespace tle
