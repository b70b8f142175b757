// SPDX-License-Identifier: MIT
#include "io/anylayoutparser.h"

#include "io/metallayoutparser.h"
#include "io/ttnnlayoutparser.h"
#include "util/error.h"
#include "util/textscanner.h"

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

namespace {

AnyLayout parseIn(Notation notation, std::string_view text, const LayoutDefaults& defaults)
{
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

} // namespace

AnyLayout parseAnyLayout(std::string_view text, const LayoutDefaults& defaults)
{
    const Notation notation = detectNotation(text);
    try {
        return parseIn(notation, text, defaults);
    } catch (const Error& e) {
        if (e.column() > 0 || e.source() == ErrorSource::Flag)
            throw;
        // What the text says cannot be placed (a grid of the wrong rank, shards that do not fit): the error is the
        // layout attribute's, so it points there.
        size_t at = text.find('#');
        if (at == std::string_view::npos)
            at = text.find_first_not_of(" \t\r\n");
        const TextPosition p = LineIndex(text).position(at == std::string_view::npos ? 0 : at);
        ErrorPlace place = e.place();
        place.line = p.line;
        place.column = p.column;
        throw Error(e.what(), std::move(place));
    }
}

} // namespace tle
