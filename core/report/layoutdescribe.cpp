// SPDX-License-Identifier: MIT
#include "report/layoutdescribe.h"

#include "layout/notationconversion.h"
#include "report/metaldescribe.h"
#include "report/ttnndescribe.h"
#include "report/xladescribe.h"

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

void addEquivalents(const AnyLayout& layout, Json& describe)
{
    Json equivalents = Json::object();
    Json notExpressible = Json::object();
    Json notes = Json::object();
    const Notation own = notationOf(layout);
    for (Notation n : { Notation::MetalSeed, Notation::Metal, Notation::Ttnn, Notation::Xla }) {
        if (n == own)
            continue;
        const NotationConversion c = convertLayout(layout, n);
        const std::string key(toString(n));
        if (!c.printed) {
            notExpressible[key] = c.reason;
            continue;
        }
        equivalents[key] = *c.printed;
        if (!c.note.empty())
            notes[key] = c.note;
    }
    describe["equivalents"] = equivalents;
    describe["not_expressible"] = notExpressible;
    if (!notes.empty())
        describe["equivalent_notes"] = notes;
}

} // namespace tle
