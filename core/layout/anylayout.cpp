// SPDX-License-Identifier: MIT
#include "layout/anylayout.h"

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

const Shape& logicalShapeOf(const AnyLayout& layout)
{
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnn->layout.logicalShape();
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return metal->logicalShape();
    return std::get<XlaLayout>(layout).logicalShape();
}

std::optional<ElementType> elementTypeOf(const AnyLayout& layout)
{
    if (const auto* t = std::get_if<TtnnTensor>(&layout))
        return t->layout.spec().dataType;
    if (const auto* m = std::get_if<MetalLayout>(&layout))
        return m->spec().elementType;
    return std::nullopt;
}

bool hasNoElements(const AnyLayout& layout)
{
    return hasZeroExtent(logicalShapeOf(layout));
}

int64_t allocatedElements(const AnyLayout& layout)
{
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnn->layout.allocatedElements();
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return metal->allocatedElements();
    return std::get<XlaLayout>(layout).allocatedElements();
}

std::string printedLayout(const AnyLayout& layout)
{
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return printedTtnn(*ttnn);
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return metal->toString();
    return std::get<XlaLayout>(layout).toString();
}

const std::vector<std::string>& layoutWarnings(const AnyLayout& layout)
{
    static const std::vector<std::string> none;
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return ttnn->warnings;
    if (const auto* metal = std::get_if<MetalLayout>(&layout))
        return metal->spec().warnings;
    return none;
}

} // namespace tle
