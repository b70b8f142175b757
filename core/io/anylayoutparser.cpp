// SPDX-License-Identifier: MIT
#include "io/anylayoutparser.h"

#include "io/metallayoutparser.h"
#include "io/ttnnlayoutparser.h"
#include "util/error.h"

namespace tle {

Notation detectNotation(std::string_view text)
{
    if (looksLikeMetalLayout(text))
        return text.find("logical_shape") != std::string_view::npos ? Notation::Metal : Notation::MetalSeed;
    if (text.find("ttnn_layout<") != std::string_view::npos || text.find("ttnn_nd_layout<") != std::string_view::npos)
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

} // namespace tle
