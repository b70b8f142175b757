// SPDX-License-Identifier: MIT
#include "util/bytestext.h"

#include <fmt/format.h>

namespace tle {

std::string bytesText(int64_t bytes)
{
    constexpr int64_t kKiB = 1024;
    constexpr int64_t kMiB = kKiB * kKiB;
    if (bytes >= kMiB || bytes <= -kMiB)
        return fmt::format("{:.1f} MiB", double(bytes) / double(kMiB));
    if (bytes >= kKiB || bytes <= -kKiB)
        return fmt::format("{:.1f} KiB", double(bytes) / double(kKiB));
    return fmt::format("{} B", bytes);
}

} // namespace tle
