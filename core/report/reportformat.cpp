// SPDX-License-Identifier: MIT
#include "report/reportformat.h"

#include "util/translatenoop.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

Json jsonShape(std::span<const int64_t> shape)
{
    Json array = Json::array();
    for (int64_t d : shape)
        array.push_back(d);
    return array;
}

std::span<const char* const> placeRowLabels()
{
    static constexpr const char* kLabels[] = {
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Index"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Logical index"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Why"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Physical"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Core"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Bank"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Shard"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Shard offset"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Page"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "In page"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Tile"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "In tile"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Face"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Element offset"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Byte offset"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Physical index"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Tile index"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Within tile"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Tiled index"),
        TLE_TRANSLATE_NOOP("tle::PlaceRows", "Linear index"),
    };
    return kLabels;
}

std::string factRow(std::string_view label, const std::string& value)
{
    return fmt::format("{:<17} {}\n", label, value);
}

void addPlaceHead(Json& out, std::span<const int64_t> index, PaddingCause padding, PlaceQuery query)
{
    const bool isPadding = padding != PaddingCause::None;
    if (query == PlaceQuery::Unmap) {
        out["logical_index"] = isPadding ? Json(nullptr) : jsonShape(index);
        out["padding"] = isPadding;
        out["cause"] = isPadding ? Json(std::string(toString(padding))) : Json(nullptr);
    } else {
        out["index"] = jsonShape(index);
        out["padding"] = false;
    }
}

std::string placeHeadText(std::span<const int64_t> index, PaddingCause padding, PlaceQuery query)
{
    if (query == PlaceQuery::Map)
        return factRow("Index", formatList(index));
    if (padding != PaddingCause::None)
        return factRow("Logical index", fmt::format("padding (cause: {})", toString(padding)));
    return factRow("Logical index", formatList(index));
}

Json errorJson(const std::string& message, int line, int column)
{
    Json error;
    error["message"] = message;
    error["line"] = line > 0 ? Json(line) : Json(nullptr);
    error["column"] = column > 0 ? Json(column) : Json(nullptr);
    Json out;
    out["error"] = error;
    return out;
}

} // namespace tle
