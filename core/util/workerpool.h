// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace tle {

// Threads kept across calls for bulk work split into parts. Starting a thread costs tens of microseconds; waking
// a parked worker costs a few, and a worker that finished a job moments ago is still watching for the next one
// and starts at once, so work of a few hundred microseconds still gains from a second core.
//
// One job runs at a time. A caller that finds the pool busy (a job from another thread, or one started from inside
// a part) runs all its parts itself, so nesting and concurrent callers are safe, only not parallel.
class WorkerPool
{
public:
    // `workers` threads besides the callers, started here.
    explicit WorkerPool(int workers);
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    // The process's pool: one worker per hardware thread but the caller's, started on first use.
    static WorkerPool& shared();

    int workers() const { return int(m_threads.size()); }

    // Calls work(part) for every part in [0, parts) on the calling thread and at most `helpers` workers, handing
    // out the parts in order as threads become free, and returns when all are done. If a part throws, the parts
    // not yet started are skipped and the first exception is rethrown here.
    template <class Work>
    void run(int64_t parts, int helpers, const Work& work)
    {
        dispatch(
            parts, helpers, [](const void* w, int64_t part) { (*static_cast<const Work*>(w))(part); }, &work);
    }

private:
    using Job = void (*)(const void* work, int64_t part);
    void dispatch(int64_t parts, int helpers, Job job, const void* work);
    void runParts();
    void workerLoop();

    std::atomic<bool> m_busy { false }; // taken by the caller for a whole job
    std::mutex m_mutex; // guards the hand-over below
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    bool m_stop = false;
    int m_seats = 0; // workers that may still join the current job
    std::atomic<int> m_active { 0 }; // workers inside the current job
    std::atomic<uint32_t> m_generation { 0 }; // bumped per job; watched by workers between jobs
    Job m_job = nullptr;
    const void* m_work = nullptr;
    int64_t m_parts = 0;
    std::atomic<int64_t> m_next { 0 };
    std::atomic<bool> m_failed { false };
    std::exception_ptr m_failure;
    std::vector<std::thread> m_threads;
};

} // namespace tle
