// SPDX-License-Identifier: MIT
#include "io/layoutrequest.h"

#include "io/metallayoutparser.h"
#include "util/error.h"

#include <fmt/format.h>

namespace tle {

namespace {

// Re-throws an error from parsing a flag's value with the flag named in front.
template <class F>
auto withFlag(std::string_view flag, F&& parse)
{
    try {
        return parse();
    } catch (const Error& e) {
        throw Error(fmt::format("{}: {}", flag, e.what()), 0, e.column());
    }
}

ElementType elementTypeFlag(const std::optional<std::string>& text)
{
    if (!text)
        return ElementType::F32;
    const auto type = parseElementType(*text);
    if (!type)
        throw Error(fmt::format("--dtype: unknown element type '{}' (known: {})", *text, allElementTypeNames()));
    return *type;
}

std::optional<TileType> tileFlag(const std::optional<std::string>& text, ElementType dtype)
{
    if (!text)
        return std::nullopt;
    const Shape dims = parseShape(*text, "--tile");
    if (dims.size() != 2)
        throw Error(fmt::format("--tile: expected HxW, got {} dims", dims.size()));
    TileType tile { dims[0], dims[1], dtype };
    tile.validate();
    return tile;
}

InTileOrder orderFlag(const std::optional<std::string>& text)
{
    if (!text || *text == "faces")
        return InTileOrder::Faces;
    if (*text == "row_major" || *text == "row-major")
        return InTileOrder::RowMajor;
    throw Error(fmt::format("--in-tile-order: expected faces or row_major, got '{}'", *text));
}

} // namespace

AnyLayout buildLayout(const LayoutRequest& request)
{
    const ElementType dtype = elementTypeFlag(request.dtype);
    LayoutDefaults defaults;
    defaults.elementType = dtype;
    defaults.tile = tileFlag(request.tile, dtype);
    defaults.inTileOrder = orderFlag(request.inTileOrder);
    if (request.grid)
        defaults.grid = parseShape(*request.grid, "--grid");
    if (request.shape)
        defaults.shape = parseShape(*request.shape, "--shape");
    if (request.text)
        return parseAnyLayout(*request.text, defaults);

    if (!defaults.shape)
        throw Error("a layout needs a LAYOUT string or the builder flags (at least --shape)");
    MetalLayoutSpec spec;
    spec.logicalShape = *defaults.shape;
    spec.elementType = dtype;
    spec.tile = defaults.tile;
    spec.inTileOrder = defaults.inTileOrder;
    spec.grid = defaults.grid;
    if (request.collapse)
        spec.collapseIntervals = withFlag("--collapse", [&] { return parseIntervalList(*request.collapse); });
    if (request.memorySpace) {
        const auto space = parseMemorySpace(*request.memorySpace);
        if (!space)
            throw Error(
                fmt::format("--memory-space: expected system, mmio, dram or l1, got '{}'", *request.memorySpace));
        spec.memorySpace = *space;
    }
    if (request.oob) {
        const auto oob = parseOobValue(*request.oob);
        if (!oob)
            throw Error(fmt::format("--oob: expected undef, zero, one, inf or neginf, got '{}'", *request.oob));
        spec.oobValue = *oob;
    }
    if (request.dimAlignments) {
        spec.form = MetalForm::Current;
        spec.dimAlignments = parseShape(*request.dimAlignments, "--dim-alignments");
        if (request.linear)
            throw Error("--linear: the current form has no linear map; drop --dim-alignments for the seed form");
        spec.collapseIntervals = withFlag("--collapse",
            [&] { return normalizeIntervals(spec.collapseIntervals, int64_t(spec.logicalShape.size())); });
    } else if (request.linear) {
        spec.linear = withFlag("--linear", [&] { return AffineMap::parse(*request.linear); });
    }
    return AnyLayout(MetalLayout(std::move(spec)));
}

} // namespace tle
