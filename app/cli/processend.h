// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

namespace tle::cli {

// Whether the process ends when run() returns: the executable says so; tests, which call run() many times, do not.
void setProcessEndsAfterRun(bool ends);

// Keeps `object` until the process ends, when it ends after run(), so that its memory goes back to the system at
// once: freeing a million-op graph block by block took longer than printing its plan. Otherwise does nothing, and
// the caller's last reference frees it as usual.
void leaveToProcessEnd(std::shared_ptr<const void> object);

} // namespace tle::cli
