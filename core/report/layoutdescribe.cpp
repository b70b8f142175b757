// SPDX-License-Identifier: MIT
#include "report/layoutdescribe.h"

#include "layout/notationconversion.h"
#include "report/l1fit.h"
#include "report/metaldescribe.h"
#include "report/ttnndescribe.h"
#include "report/xladescribe.h"

namespace tle {

namespace {

FactGroup notationFacts(const AnyLayout& layout)
{
    return std::visit(
        [](const auto& l) {
            using T = std::decay_t<decltype(l)>;
            if constexpr (std::is_same_v<T, MetalLayout>)
                return metalFacts(l);
            else if constexpr (std::is_same_v<T, TtnnTensor>)
                return ttnnFacts(l);
            else
                return xlaFacts(l);
        },
        layout);
}

} // namespace

FactGroup layoutFacts(const AnyLayout& layout)
{
    FactGroup facts = notationFacts(layout);
    // A layout in L1 against the default device's budget: the same check the optimizer makes of every plan.
    if (const std::optional<L1Fit> fit = l1Fit(layout))
        facts.push_back({ "l1_per_core", l1FitMessage(*fit) });
    FactGroup equivalents;
    FactGroup notExpressible;
    FactGroup notes;
    const Notation own = notationOf(layout);
    for (Notation n : { Notation::MetalSeed, Notation::Metal, Notation::Ttnn, Notation::Xla }) {
        if (n == own)
            continue;
        NotationConversion c = convertLayout(layout, n);
        const std::string key(toString(n));
        if (!c.printed) {
            notExpressible.push_back({ key, std::move(c.reason) });
            continue;
        }
        equivalents.push_back({ key, std::move(*c.printed) });
        if (!c.note.empty())
            notes.push_back({ key, std::move(c.note) });
    }
    facts.push_back({ "equivalents", std::move(equivalents) });
    facts.push_back({ "not_expressible", std::move(notExpressible) });
    if (!notes.empty())
        facts.push_back({ "equivalent_notes", std::move(notes) });
    return facts;
}

Json describeJson(const AnyLayout& layout)
{
    return factsJson(layoutFacts(layout));
}

std::string describeText(const AnyLayout& layout)
{
    return factsText(layoutFacts(layout));
}

} // namespace tle
