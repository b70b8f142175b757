// SPDX-License-Identifier: MIT
#include "report/reportformat.h"

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
