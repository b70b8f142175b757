// SPDX-License-Identifier: MIT
#pragma once

#include "layout/shape.h"

#include <cstdint>
#include <string_view>

namespace tle {

class LayoutProbe;

// Where "Go to" leads: a logical element, or a unit (core or bank) of the layout.
struct GoToTarget
{
    enum class Kind
    {
        Element,
        Unit,
    };
    Kind kind = Kind::Element;
    Shape index; // the element (Kind::Element)
    int64_t unit = -1; // the unit's id (Kind::Unit)

    bool operator==(const GoToTarget&) const = default;
};

// Reads what the user typed into Go to against the layout `probe` answers for: an element index as its rank's
// numbers ("3, 5", "[0, 3, 5]", "3 5"), or a unit as the layout labels it ("core (1, 2)", "core 1 2", "bank 3").
// Throws tle::Error naming the column and the bound when the text names nothing of this layout.
GoToTarget parseGoTo(std::string_view text, const LayoutProbe& probe);

} // namespace tle
