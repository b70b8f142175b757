// SPDX-License-Identifier: MIT
#include "io/layoutnotation.h"

#include "io/notationconversion.h"
#include "util/error.h"

#include <fmt/format.h>

namespace tle {

std::string_view toString(Notation notation)
{
    switch (notation) {
    case Notation::MetalSeed:
        return "metal-seed";
    case Notation::Metal:
        return "metal";
    case Notation::Ttnn:
        return "ttnn";
    case Notation::Xla:
        return "xla";
    }
    return "metal";
}

Notation detectNotation(std::string_view text)
{
    if (looksLikeMetalLayout(text))
        return text.find("logical_shape") != std::string_view::npos ? Notation::Metal : Notation::MetalSeed;
    if (text.find("ttnn_layout<") != std::string_view::npos)
        return Notation::Ttnn;
    const size_t start = text.find_first_not_of(" \t\r\n");
    if (start != std::string_view::npos) {
        const size_t bracket = text.find('[', start);
        const size_t angle = text.find('<', start);
        if (bracket != std::string_view::npos && (angle == std::string_view::npos || bracket < angle))
            return Notation::Xla;
    }
    throw Error("unrecognised layout notation: expected #ttcore.metal_layout<...> (either form), "
                "#ttnn.ttnn_layout<...> or an XLA shape such as f32[3,5]{1,0:T(2,2)}",
        1, int(start == std::string_view::npos ? 1 : start + 1));
}

AnyLayout parseAnyLayout(std::string_view text, const LayoutDefaults& defaults)
{
    const Notation notation = detectNotation(text);
    switch (notation) {
    case Notation::MetalSeed:
    case Notation::Metal:
        return MetalLayout(parseMetalLayout(text, defaults));
    case Notation::Ttnn:
        return parseTtnnTensor(text, defaults);
    case Notation::Xla:
        return XlaLayout::parse(text);
    }
    throw Error("unrecognised layout notation", 1, 1);
}

Notation notationOf(const AnyLayout& layout)
{
    return std::visit(
        [](const auto& l) {
            using T = std::decay_t<decltype(l)>;
            if constexpr (std::is_same_v<T, MetalLayout>)
                return l.form() == MetalForm::Seed ? Notation::MetalSeed : Notation::Metal;
            else if constexpr (std::is_same_v<T, TtnnTensor>)
                return Notation::Ttnn;
            else
                return Notation::Xla;
        },
        layout);
}

} // namespace tle

namespace tle {

Json describeJson(const AnyLayout& layout)
{
    Json out = std::visit(
        [](const auto& l) {
            using T = std::decay_t<decltype(l)>;
            if constexpr (std::is_same_v<T, MetalLayout>)
                return describeMetalJson(l);
            else if constexpr (std::is_same_v<T, TtnnTensor>)
                return describeTtnnJson(l);
            else
                return describeXla(l);
        },
        layout);
    addEquivalents(layout, out);
    return out;
}

std::string describeText(const AnyLayout& layout)
{
    return std::visit(
        [](const auto& l) {
            using T = std::decay_t<decltype(l)>;
            if constexpr (std::is_same_v<T, MetalLayout>)
                return describeMetalText(l);
            else if constexpr (std::is_same_v<T, TtnnTensor>)
                return describeTtnnText(l);
            else
                return describeXlaText(l);
        },
        layout);
}

} // namespace tle
