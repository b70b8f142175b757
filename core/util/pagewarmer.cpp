// SPDX-License-Identifier: MIT
#include "util/pagewarmer.h"

#include <algorithm>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace tle {

PageWarmer::~PageWarmer()
{
    for (std::thread& t : m_threads)
        t.join();
}

void PageWarmer::warm(const void* data, size_t bytes)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    if (bytes < kMinBytes)
        return;
    const auto page = uintptr_t(sysconf(_SC_PAGESIZE));
    const uintptr_t begin = (uintptr_t(data) + page - 1) / page * page;
    const uintptr_t end = (uintptr_t(data) + bytes) / page * page;
    if (end <= begin)
        return;
    // In steps, front first, so that the pages the filling thread reaches next are ready soonest.
    m_threads.emplace_back([begin, end] {
        constexpr uintptr_t kStep = uintptr_t(8) << 20;
        for (uintptr_t at = begin; at < end; at += kStep) {
            if (madvise(reinterpret_cast<void*>(at), std::min(kStep, end - at), MADV_POPULATE_WRITE) != 0)
                return;
        }
    });
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace tle
