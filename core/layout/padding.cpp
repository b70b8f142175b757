// SPDX-License-Identifier: MIT
#include "layout/padding.h"

namespace tle {

std::string_view toString(PaddingCause cause)
{
    switch (cause) {
    case PaddingCause::None:
        return "none";
    case PaddingCause::Grid:
        return "grid";
    case PaddingCause::Tile:
        return "tile";
    case PaddingCause::Stride:
        return "stride";
    case PaddingCause::Alignment:
        return "alignment";
    case PaddingCause::Page:
        return "page";
    }
    return "none";
}

} // namespace tle
