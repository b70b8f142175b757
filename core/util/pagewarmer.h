// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <thread>
#include <vector>

namespace tle {

// Has the kernel back large stretches of fresh memory (a million-op graph's arrays) with zeroed pages on another
// core, ahead of the thread that fills them: the first write to each page otherwise stops that thread while the
// kernel clears it. The memory is not written (MADV_POPULATE_WRITE); where the kernel cannot do it, nothing
// happens. The destructor waits for the work it started.
class PageWarmer
{
public:
    PageWarmer() = default;
    PageWarmer(const PageWarmer&) = delete;
    PageWarmer& operator=(const PageWarmer&) = delete;
    ~PageWarmer();

    // Starts backing [data, data + bytes) when it is at least kMinBytes; the pages at its ends that it shares with
    // other memory are left alone.
    void warm(const void* data, size_t bytes);

    static constexpr size_t kMinBytes = size_t(64) << 20;

private:
    std::vector<std::thread> m_threads;
};

} // namespace tle
