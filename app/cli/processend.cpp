// SPDX-License-Identifier: MIT
#include "processend.h"

#include <atomic>
#include <mutex>
#include <vector>

namespace tle::cli {

namespace {

std::atomic<bool> endsAfterRun = false;

struct Left
{
    std::mutex mutex;
    std::vector<std::shared_ptr<const void>> objects;
};

Left& left()
{
    static Left instance;
    return instance;
}

} // namespace

void setProcessEndsAfterRun(bool ends)
{
    endsAfterRun = ends;
}

void leaveToProcessEnd(std::shared_ptr<const void> object)
{
    if (!endsAfterRun || !object)
        return;
    std::lock_guard lock(left().mutex);
    left().objects.push_back(std::move(object));
}

} // namespace tle::cli
