// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metal/metallayout.h"
#include "layout/ttnn/ttnntensor.h"
#include "layout/xla/xlalayout.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tle {

// The notations a layout string can be written in (the CLI contract's `notation` values).
enum class Notation
{
    MetalSeed,
    Metal,
    Ttnn,
    Xla,
};

std::string_view toString(Notation notation);

// A layout in any supported notation.
using AnyLayout = std::variant<MetalLayout, TtnnTensor, XlaLayout>;

Notation notationOf(const AnyLayout& layout);

// The tensor's logical shape, whatever the notation.
const Shape& logicalShapeOf(const AnyLayout& layout);

// The element type the layout stores; nullopt for an XLA layout, which states none.
std::optional<ElementType> elementTypeOf(const AnyLayout& layout);

// A tensor with a zero-size dimension is valid and holds no elements: no bytes, nothing to draw.
bool hasNoElements(const AnyLayout& layout);

// Element slots the layout allocates (data and padding), the measure of the work a view's preparation takes.
int64_t allocatedElements(const AnyLayout& layout);

// What the reader of the layout's text noticed and the user must know (an assumed shape, a disagreeing memref).
const std::vector<std::string>& layoutWarnings(const AnyLayout& layout);

// The layout in its own notation, as `describe` prints it.
std::string printedLayout(const AnyLayout& layout);

} // namespace tle
