// SPDX-License-Identifier: MIT
#include "report/placereport.h"

#include "layout/metal/metalmapping.h"
#include "layout/ttnn/ttnnmapping.h"
#include "report/metaldescribe.h"
#include "report/paddingreason.h"
#include "report/ttnndescribe.h"
#include "report/xladescribe.h"

namespace tle {

std::string mapAnswerText(const AnyLayout& layout, std::span<const int64_t> index)
{
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return placeText(mapElement(*metal, index), PlaceQuery::Map, metal);
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnnPlaceText(mapTtnnElement(ttnn->layout, index), PlaceQuery::Map, &ttnn->layout);
    return mapXlaText(std::get<XlaLayout>(layout), index);
}

std::string unmapAnswerText(const AnyLayout& layout, const PhysicalSlot& slot)
{
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return placeText(unmapShardCell(*metal, std::get<MetalShardCell>(slot)), PlaceQuery::Unmap, metal);
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnnPlaceText(
            unmapTtnnPhysical(ttnn->layout, std::get<std::array<int64_t, 2>>(slot)), PlaceQuery::Unmap, &ttnn->layout);
    return unmapXlaText(std::get<XlaLayout>(layout), std::get<int64_t>(slot));
}

std::optional<Message> unmapPaddingMessage(const AnyLayout& layout, const PhysicalSlot& slot)
{
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return paddingMessage(*metal, unmapShardCell(*metal, std::get<MetalShardCell>(slot)));
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnnPaddingMessage(
            ttnn->layout, unmapTtnnPhysical(ttnn->layout, std::get<std::array<int64_t, 2>>(slot)));
    return xlaPaddingMessage(std::get<XlaLayout>(layout), std::get<int64_t>(slot));
}

} // namespace tle
