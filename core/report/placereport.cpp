// SPDX-License-Identifier: MIT
#include "report/placereport.h"

#include "layout/metal/metalmapping.h"
#include "layout/ttnn/ttnnmapping.h"
#include "report/metaldescribe.h"
#include "report/ttnndescribe.h"
#include "report/xladescribe.h"

namespace tle {

FactGroup mapFacts(const AnyLayout& layout, std::span<const int64_t> index)
{
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return metalPlaceFacts(mapElement(*metal, index), PlaceQuery::Map, metal);
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnnPlaceFacts(ttnn->layout, mapTtnnElement(ttnn->layout, index), PlaceQuery::Map);
    return xlaMapFacts(std::get<XlaLayout>(layout), index);
}

FactGroup unmapFacts(const AnyLayout& layout, const PhysicalSlot& slot)
{
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return metalPlaceFacts(unmapShardCell(*metal, std::get<MetalShardCell>(slot)), PlaceQuery::Unmap, metal);
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnnPlaceFacts(
            ttnn->layout, unmapTtnnPhysical(ttnn->layout, std::get<std::array<int64_t, 2>>(slot)), PlaceQuery::Unmap);
    return xlaUnmapFacts(std::get<XlaLayout>(layout), std::get<int64_t>(slot));
}

std::string mapAnswerText(const AnyLayout& layout, std::span<const int64_t> index)
{
    return factsText(mapFacts(layout, index), NullRows::Omit);
}

std::string unmapAnswerText(const AnyLayout& layout, const PhysicalSlot& slot)
{
    return factsText(unmapFacts(layout, slot), NullRows::Omit);
}

} // namespace tle
