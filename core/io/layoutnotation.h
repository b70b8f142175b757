// SPDX-License-Identifier: MIT
#pragma once

#include "io/metallayoutparser.h"
#include "io/ttnndescribe.h"
#include "io/xladescribe.h"
#include "layout/metallayout.h"
#include "layout/xlalayout.h"
#include "util/error.h"

#include <string_view>
#include <variant>

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

// Recognises the notation of a layout string from its text. Throws tle::Error when none matches.
Notation detectNotation(std::string_view text);

// A layout in any supported notation.
using AnyLayout = std::variant<MetalLayout, TtnnTensor, XlaLayout>;

// Parses and validates a layout string in any supported notation.
AnyLayout parseAnyLayout(std::string_view text, const LayoutDefaults& defaults = {});

Notation notationOf(const AnyLayout& layout);

} // namespace tle

namespace tle {

// The `describe` facts of a layout in any notation, with the CLI contract's keys, and as text.
Json describeJson(const AnyLayout& layout);
std::string describeText(const AnyLayout& layout);

} // namespace tle
