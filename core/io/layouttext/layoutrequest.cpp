// SPDX-License-Identifier: MIT
#include "io/layouttext/layoutrequest.h"
#include "io/mlir/affinemapparser.h"

#include "io/layouttext/layoutflags.h"
#include "io/layouttext/layoutsnippet.h"
#include "io/layouttext/metallayoutparser.h"
#include "layout/metal/collapse.h"
#include "util/error.h"
#include "util/excerpt.h"

#include <charconv>
#include <cstdio>

#include <fmt/format.h>

namespace tle {

namespace {

using R = LayoutRequest;
using Member = std::optional<std::string> R::*;

// An error in a flag's value: the message names the flag, and the error says which flag it is. A check of the
// value as a whole points at its start.
[[noreturn]] void flagError(Member member, const std::string& message, int column = 1)
{
    const std::string_view flag = flagOf(member);
    throw Error(fmt::format("{}: {}", flag, message),
        ErrorPlace { .source = ErrorSource::Flag, .field = std::string(flag), .column = column });
}

// Re-throws an error from parsing a flag's value with the flag named in front.
template <class F>
auto withFlag(Member member, F&& parse)
{
    try {
        return parse();
    } catch (const Error& e) {
        // A check of the value as a whole points at its start.
        flagError(member, e.what(), e.column() > 0 ? e.column() : 1);
    }
}

// The intervals of --collapse against the tensor's rank, each error at the interval it is about: one out of bounds
// or backwards at its own bracket, an overlap at the first interval that makes one.
void checkIntervals(const DimIntervals& intervals, const std::vector<int>& columns, int64_t rank)
{
    for (size_t i = 0; i < intervals.size(); ++i) {
        const int column = i < columns.size() ? columns[i] : 1;
        withFlag(&R::collapse, [&] {
            try {
                return normalizeIntervals({ intervals[i] }, rank);
            } catch (const Error& e) {
                throw Error(e.what(), ErrorPlace { .column = column });
            }
        });
    }
    for (size_t i = 1; i < intervals.size(); ++i) {
        const int column = i < columns.size() ? columns[i] : 1;
        withFlag(&R::collapse, [&] {
            try {
                return normalizeIntervals(DimIntervals(intervals.begin(), intervals.begin() + ptrdiff_t(i) + 1), rank);
            } catch (const Error& e) {
                throw Error(e.what(), ErrorPlace { .column = column });
            }
        });
    }
}

// The value of a flag whose parser names the flag in its messages already.
Shape shapeFlag(const std::string& text, Member member)
{
    const std::string_view flag = flagOf(member);
    if (text.find_first_not_of(" \t") == std::string::npos)
        flagError(member, "expected dimensions such as 8x300, found nothing");
    try {
        return parseShape(text, flag);
    } catch (const Error& e) {
        throw e.from(ErrorSource::Flag, std::string(flag));
    }
}

ElementType elementTypeFlag(const std::optional<std::string>& text)
{
    if (!text)
        return ElementType::F32;
    const auto type = parseElementType(*text);
    if (!type)
        flagError(&R::dtype, fmt::format("unknown element type '{}' (known: {})", *text, allElementTypeNames()));
    return *type;
}

std::optional<TileType> tileFlag(const std::optional<std::string>& text, ElementType dtype)
{
    if (!text)
        return std::nullopt;
    const Shape dims = shapeFlag(*text, &R::tile);
    if (dims.size() != 2)
        flagError(&R::tile, fmt::format("expected HxW, got {} dims", dims.size()));
    TileType tile { dims[0], dims[1], dtype };
    withFlag(&R::tile, [&] {
        tile.validate();
        return 0;
    });
    return tile;
}

InTileOrder orderFlag(const std::optional<std::string>& text)
{
    if (!text || *text == "faces")
        return InTileOrder::Faces;
    if (*text == "row_major" || *text == "row-major")
        return InTileOrder::RowMajor;
    flagError(&R::inTileOrder, fmt::format("expected faces or row_major, got '{}'", *text));
}

template <class T>
T enumFlag(const std::optional<std::string>& text, std::optional<T> (*parse)(std::string_view), T fallback, Member flag,
    std::string_view expected)
{
    if (!text)
        return fallback;
    const auto value = parse(*text);
    if (!value)
        flagError(flag, fmt::format("expected {}, got '{}'", expected, *text));
    return *value;
}

// "(0,0)-(7,0);(0,1)-(3,1)": inclusive rectangles of cores as (x,y) corners. With `device`, each on its worker
// grid (an L1 shard lives on a worker core; the views number cores y * columns + x).
CoreRangeSet coreRangesFlag(const std::string& text, const DeviceModel* device)
{
    std::vector<CoreRange> ranges;
    size_t pos = 0;
    while (pos < text.size()) {
        const size_t end = std::min(text.find(';', pos), text.size());
        const std::string part = text.substr(pos, end - pos);
        CoreRange r;
        if (std::sscanf(part.c_str(), " (%ld,%ld)-(%ld,%ld)", &r.start.x, &r.start.y, &r.end.x, &r.end.y) != 4)
            flagError(&R::coreRanges, fmt::format("expected (x,y)-(x,y) at column {}, got '{}'", pos + 1, part));
        if (device && (r.end.x >= device->gridCols || r.end.y >= device->gridRows))
            flagError(&R::coreRanges,
                fmt::format("core ({},{}) at column {} lies outside the device's {}x{} worker grid (x < {}, y < {}; "
                            "--device-grid sets another)",
                    r.end.x, r.end.y, pos + 1, device->gridRows, device->gridCols, device->gridCols, device->gridRows),
                int(pos + 1));
        ranges.push_back(r);
        pos = end + 1;
    }
    return CoreRangeSet(std::move(ranges));
}

// The flag a check of the whole layout is about, judged by the field its message names first.
Member culpritFlag(const LayoutRequest& request, std::string_view message)
{
    const auto given = [&](Member m) { return bool(request.*m); };
    const auto names = [&](std::string_view word) { return message.find(word) != std::string_view::npos; };
    if (names("tile") && !names("shard") && given(&R::tile))
        return &R::tile;
    if (names("device buffer") && given(&R::buffer))
        return &R::buffer;
    if ((names("collapse") || names("physical dims")) && given(&R::collapse))
        return &R::collapse;
    if (names("linear") && given(&R::linear))
        return &R::linear;
    if (names("alignment") && given(&R::dimAlignments))
        return &R::dimAlignments;
    if (names("shard") && given(&R::ndShardShape))
        return &R::ndShardShape;
    if ((names("shard") || names("width") || names("height")) && given(&R::shardShape))
        return &R::shardShape;
    if ((names("grid") || names("core")) && given(&R::coreRanges))
        return &R::coreRanges;
    if ((names("grid") || names("core") || names("collapse")) && given(&R::grid))
        return &R::grid;
    if (names("memory_layout") && given(&R::memoryLayout))
        return &R::memoryLayout;
    if (names("buffer") && given(&R::buffer))
        return &R::buffer;
    if (given(&R::memoryLayout) && (names("shard") || names("interleaved")))
        return &R::memoryLayout;
    return &R::shape;
}

// The layout the builder flags describe; an error of the whole (shards that do not fit, a grid of another rank)
// is placed at the start of the flag it is about.
template <class Layout, class Spec>
Layout builtLayout(const LayoutRequest& request, Spec spec)
{
    try {
        return Layout(std::move(spec));
    } catch (const Error& e) {
        if (e.column() > 0)
            throw;
        flagError(culpritFlag(request, e.what()), e.what());
    }
}

AnyLayout buildTtnn(const LayoutRequest& request, ElementType dtype, const std::optional<TileType>& tile)
{
    if (!request.shape)
        throw Error("--ttnn needs --shape",
            ErrorPlace { .source = ErrorSource::Flag, .field = std::string(flagOf(&R::shape)) });
    TtnnLayoutSpec spec;
    spec.logicalShape = shapeFlag(*request.shape, &R::shape);
    spec.dataType = request.dtype ? dtype : ElementType::BF16;
    spec.pageLayout
        = enumFlag(request.pageLayout, &parsePageLayout, PageLayout::Tile, &R::pageLayout, "tile or row_major");
    if (tile)
        spec.tile = *tile;
    spec.tile.dataType = spec.dataType;
    spec.inTileOrder = orderFlag(request.inTileOrder);
    spec.bufferType = enumFlag(request.buffer, &parseBufferType, BufferType::Dram, &R::buffer, "dram or l1");
    spec.memoryLayout = enumFlag(request.memoryLayout, &parseTtnnMemoryLayout, TtnnMemoryLayout::Interleaved,
        &R::memoryLayout, "interleaved, height_sharded, width_sharded or block_sharded");
    if (request.deviceGrid) {
        const Shape g = shapeFlag(*request.deviceGrid, &R::deviceGrid);
        if (g.size() != 2)
            flagError(&R::deviceGrid, "expected rows x columns");
        spec.device.gridRows = g[0];
        spec.device.gridCols = g[1];
    }
    if (request.dramBanks) {
        const Shape b = shapeFlag(*request.dramBanks, &R::dramBanks);
        if (b.size() != 1)
            flagError(&R::dramBanks, "expected one number");
        spec.device.dramBanks = b[0];
    }
    if (request.alignment)
        spec.userAlignment = shapeFlag(*request.alignment, &R::alignment);
    const ShardOrientation orientation = enumFlag(request.orientation, &parseShardOrientation,
        ShardOrientation::RowMajor, &R::orientation, "row_major or col_major");
    CoreRangeSet cores;
    if (request.coreRanges) {
        cores = coreRangesFlag(*request.coreRanges, spec.bufferType == BufferType::L1 ? &spec.device : nullptr);
    } else if (request.grid) {
        const Shape g = shapeFlag(*request.grid, &R::grid);
        if (g.size() != 2)
            flagError(&R::grid, "a TTNN core grid is rows x columns (YxX)");
        if (g[0] > spec.device.gridRows || g[1] > spec.device.gridCols)
            flagError(&R::grid,
                fmt::format("{}x{} cores do not fit the {}x{} device grid", g[0], g[1], spec.device.gridRows,
                    spec.device.gridCols));
        cores = CoreRangeSet::grid(g[0], g[1]);
    } else {
        cores = CoreRangeSet::grid(spec.device.gridRows, spec.device.gridCols);
    }
    if (request.ndShardShape) {
        NdShardSpec nd;
        nd.shape = shapeFlag(*request.ndShardShape, &R::ndShardShape);
        nd.grid = cores;
        nd.orientation = orientation;
        nd.distribution = enumFlag(request.distribution, &parseShardDistribution, ShardDistribution::RoundRobin1D,
            &R::distribution, "ROUND_ROBIN_1D, GRID_2D or CONTIGUOUS_1D");
        spec.ndShardSpec = nd;
        if (!request.memoryLayout)
            spec.memoryLayout = TtnnMemoryLayout::BlockSharded;
    } else if (request.shardShape) {
        const Shape shard = shapeFlag(*request.shardShape, &R::shardShape);
        if (shard.size() != 2)
            flagError(&R::shardShape, "expected HxW");
        ShardSpec2D spec2d;
        spec2d.shape = { shard[0], shard[1] };
        spec2d.grid = cores;
        spec2d.orientation = orientation;
        if (request.shardMode) {
            if (*request.shardMode == "logical")
                spec2d.mode = ShardMode::Logical;
            else if (*request.shardMode != "physical")
                flagError(&R::shardMode, fmt::format("expected physical or logical, got '{}'", *request.shardMode));
        }
        spec.shardSpec = spec2d;
    }
    return AnyLayout(TtnnTensor { .layout = builtLayout<TtnnLayout>(request, std::move(spec)) });
}

// The layout a snippet's --pick names (or its only one), with errors placed in the snippet.
AnyLayout snippetLayout(
    const LayoutSnippet& snippet, const std::optional<std::string>& pick, const LayoutDefaults& defaults)
{
    const size_t count = snippet.layouts.size();
    if (count == 0 && snippet.otherEncodings > 0)
        throw Error(fmt::format("{} is not a layout attribute (#ttcore.metal_layout, #tt.metal_layout, #tt.layout or "
                                "#ttnn.ttnn_layout), and the text holds no other layout",
                        excerpt(snippet.otherEncoding)),
            ErrorPlace { .source = ErrorSource::LayoutText,
                .line = snippet.otherEncodingAt.line,
                .column = snippet.otherEncodingAt.column });
    if (count == 0)
        throw Error(fmt::format("the text holds no layout: none of its {} tensor types has a layout encoding and it "
                                "defines no layout attribute",
                        snippet.typesWithoutLayout + snippet.otherEncodings),
            ErrorPlace { .source = ErrorSource::LayoutText, .line = 1, .column = 1 });
    size_t index = 0;
    if (pick) {
        int64_t n = 0;
        const auto [end, error] = std::from_chars(pick->data(), pick->data() + pick->size(), n);
        if (error != std::errc() || end != pick->data() + pick->size() || n < 1 || uint64_t(n) > count)
            flagError(&R::pick, fmt::format("'{}' is not one of the text's layouts (1..{})", *pick, count));
        index = size_t(n - 1);
    } else if (count > 1) {
        const SnippetLayout& first = snippet.layouts.front();
        throw Error(fmt::format("the text holds {} layouts; choose one with --pick N (1..{}), or list them with --list",
                        count, count),
            ErrorPlace { .source = ErrorSource::LayoutText, .line = first.line, .column = first.column });
    }
    const SnippetLayout& chosen = snippet.layouts[index];
    if (!chosen.undefinedAlias.empty())
        throw Error(fmt::format("the layout alias #{0} is not defined in the text; paste its definition "
                                "(#{0} = #ttnn.ttnn_layout<...>) with the tensor type",
                        chosen.undefinedAlias),
            ErrorPlace { .source = ErrorSource::LayoutText, .line = chosen.line, .column = chosen.column });
    try {
        return parseAnyLayout(chosen.text, defaults);
    } catch (const Error& e) {
        throw snippet.placeError(e.from(ErrorSource::LayoutText), index);
    }
}

} // namespace

AnyLayout buildLayout(const LayoutRequest& request)
{
    const ElementType dtype = elementTypeFlag(request.dtype);
    LayoutDefaults defaults;
    defaults.elementType = dtype;
    defaults.tile = tileFlag(request.tile, dtype);
    defaults.inTileOrder = orderFlag(request.inTileOrder);
    if (request.grid && !request.ttnn) {
        defaults.grid = shapeFlag(*request.grid, &R::grid);
        defaults.gridGiven = true;
    }
    if (request.shape)
        defaults.shape = shapeFlag(*request.shape, &R::shape);
    if (request.text) {
        const LayoutSnippet snippet = scanLayoutSnippet(*request.text);
        if (snippet.isSnippet)
            return snippetLayout(snippet, request.pick, defaults);
        if (request.pick && *request.pick != "1")
            flagError(&R::pick, "the text holds one layout");
        try {
            return parseAnyLayout(*request.text, defaults);
        } catch (const Error& e) {
            throw e.from(ErrorSource::LayoutText);
        }
    }
    if (request.ttnn)
        return buildTtnn(request, dtype, defaults.tile);

    if (!defaults.shape)
        throw Error("a layout needs a LAYOUT string or the builder flags (at least --shape)");
    MetalLayoutSpec spec;
    spec.logicalShape = *defaults.shape;
    spec.elementType = dtype;
    spec.tile = defaults.tile;
    spec.inTileOrder = defaults.inTileOrder;
    spec.grid = defaults.grid;
    if (request.collapse) {
        std::vector<int> columns;
        spec.collapseIntervals = withFlag(&R::collapse, [&] { return parseIntervalList(*request.collapse, &columns); });
        checkIntervals(spec.collapseIntervals, columns, int64_t(spec.logicalShape.size()));
    }
    if (request.memorySpace) {
        const auto space = parseMemorySpace(*request.memorySpace);
        if (!space)
            flagError(
                &R::memorySpace, fmt::format("expected system, mmio, dram or l1, got '{}'", *request.memorySpace));
        spec.memorySpace = *space;
    }
    if (request.oob) {
        const auto oob = parseOobValue(*request.oob);
        if (!oob)
            flagError(&R::oob, fmt::format("expected undef, zero, one, inf or neginf, got '{}'", *request.oob));
        spec.oobValue = *oob;
    }
    if (request.dimAlignments) {
        spec.form = MetalForm::Current;
        spec.dimAlignments = shapeFlag(*request.dimAlignments, &R::dimAlignments);
        if (request.linear)
            flagError(&R::linear, "the current form has no linear map; drop --dim-alignments for the seed form");
        spec.collapseIntervals = withFlag(&R::collapse,
            [&] { return normalizeIntervals(spec.collapseIntervals, int64_t(spec.logicalShape.size())); });
    } else if (request.linear) {
        spec.linear = withFlag(&R::linear, [&] { return parseAffineMap(*request.linear); });
        if (spec.linear->numDims() != spec.logicalShape.size())
            flagError(&R::linear,
                fmt::format("the map has {} dims but the tensor has rank {} ({})", spec.linear->numDims(),
                    spec.logicalShape.size(), formatShape(spec.logicalShape)),
                1);
    }
    return AnyLayout(builtLayout<MetalLayout>(request, std::move(spec)));
}

} // namespace tle
