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

FactGroup placeHeadFacts(
    std::span<const int64_t> index, PaddingCause padding, PlaceQuery query, const std::optional<Message>& why)
{
    FactGroup facts;
    if (query == PlaceQuery::Map) {
        facts.push_back({ "index", indexFact(index) });
        facts.push_back({ "padding", false });
        return facts;
    }
    const bool isPadding = padding != PaddingCause::None;
    facts.push_back({ "logical_index",
        isPadding ? FactValue(FactAbsent { Message { "tle::PlaceValues",
            TLE_TRANSLATE_NOOP("tle::PlaceValues", "padding (cause: %1)"), { std::string(toString(padding)) } } })
                  : FactValue(indexFact(index)) });
    facts.push_back({ "padding", isPadding });
    facts.push_back({ "cause", isPadding ? FactValue(toString(padding)) : FactValue(nullptr) });
    if (isPadding && why)
        facts.push_back({ "padding_reason", *why });
    return facts;
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
