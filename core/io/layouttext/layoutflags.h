// SPDX-License-Identifier: MIT
#pragma once

#include "io/layouttext/layoutrequest.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace tle {

// Which layouts a builder flag applies to.
enum class FlagScope
{
    Any,
    Metal,
    Ttnn,
};

// One builder flag of a layout: the command line's option, the editor's field and the builder's error field
// are all this row.
struct LayoutFlag
{
    std::string_view flag; // "--grid"
    std::optional<std::string> LayoutRequest::*member;
    std::string_view valueName; // "2x4"
    std::string_view help;
    FlagScope scope;
};

// Every builder flag, in the order the usage lists them.
std::span<const LayoutFlag> layoutFlags();
const LayoutFlag* findLayoutFlag(std::string_view flag);
// The flag of a request member ("--grid" for &LayoutRequest::grid).
std::string_view flagOf(std::optional<std::string> LayoutRequest::*member);

} // namespace tle
