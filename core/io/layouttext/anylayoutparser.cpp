// SPDX-License-Identifier: MIT
#include "io/layouttext/anylayoutparser.h"

#include "io/layouttext/metallayoutparser.h"
#include "io/layouttext/ttnnlayoutparser.h"
#include "io/layouttext/xlalayoutparser.h"
#include "util/error.h"
#include "util/textscanner.h"

#include <cctype>

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

// The offset of the first `(` or `<` at bracket depth `depth` after `from`, of the given kind; npos when none.
size_t groupAt(std::string_view text, size_t from, char open, bool digitAfter)
{
    int depth = 0;
    for (size_t p = from; p < text.size(); ++p) {
        const char c = text[p];
        if (depth == 0 && c == open
            && (!digitAfter || (p + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[p + 1])))))
            return p;
        if (c == '<' || c == '(' || c == '[')
            ++depth;
        else if ((c == '>' && (p == 0 || text[p - 1] != '-')) || c == ')' || c == ']')
            --depth;
        if (depth < 0)
            return std::string_view::npos;
    }
    return std::string_view::npos;
}

// Where the field a layout check is about is written, found from the "field: " that starts every such
// message, so that an error found after parsing (a map of the wrong arity, a memref that disagrees) points
// at its own token rather than at the attribute. npos when the field is not written in the text.
size_t fieldOffset(std::string_view text, std::string_view message)
{
    const size_t attr = text.find('#');
    if (attr == std::string_view::npos)
        return std::string_view::npos;
    const size_t open = text.find('<', attr);
    if (open == std::string_view::npos)
        return std::string_view::npos;
    auto keyword = [&](std::string_view word) {
        const size_t at = text.find(word, open);
        if (at == std::string_view::npos)
            return at;
        const size_t equals = text.find('=', at);
        const size_t value = equals == std::string_view::npos ? at : text.find_first_not_of(' ', equals + 1);
        return value == std::string_view::npos ? at : value;
    };
    const bool current = text.find("logical_shape", open) != std::string_view::npos;
    static constexpr std::string_view kKeywords[]
        = { "dim_alignments", "collapsed_intervals", "logical_shape", "core_ranges" };
    for (std::string_view word : kKeywords) {
        if (message.starts_with(word))
            return keyword(word);
    }
    if (message.starts_with("collapse_intervals"))
        return keyword("collapsed_intervals");
    if (message.starts_with("memref:"))
        return text.find("memref<", open);
    if (message.starts_with("tile:"))
        return text.find("!ttcore.tile<");
    const bool aboutGrid = message.starts_with("linear:") && message.find(" grid ") != std::string_view::npos;
    if (message.starts_with("linear:") && !current && !aboutGrid)
        return groupAt(text, open + 1, '(', false);
    if (aboutGrid || message.starts_with("grid:") || message.starts_with("block sharding:")
        || message.starts_with("shard spec:")) {
        // The current form's grid is the first half of the tensor shape; the others write it as <RxC>.
        if (current) {
            const size_t tensor = text.find("tensor<");
            return tensor < attr ? tensor + 7 : std::string_view::npos;
        }
        return groupAt(text, open + 1, '<', true);
    }
    return std::string_view::npos;
}

AnyLayout parseIn(Notation notation, std::string_view text, const LayoutDefaults& defaults)
{
    switch (notation) {
    case Notation::MetalSeed:
    case Notation::Metal:
        return MetalLayout(parseMetalLayout(text, defaults));
    case Notation::Ttnn:
        return parseTtnnTensor(text, defaults);
    case Notation::Xla:
        return parseXlaLayout(text);
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
        size_t at = fieldOffset(text, e.what());
        if (at == std::string_view::npos)
            at = text.find('#');
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
