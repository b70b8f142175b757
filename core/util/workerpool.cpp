// SPDX-License-Identifier: MIT
#include "util/workerpool.h"

#include <algorithm>
#include <chrono>
#include <utility>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace tle {

namespace {

// How long a worker keeps watching for the next job, and a caller for its helpers to finish, before sleeping:
// about what a futex wake-up of a parked thread costs on a virtual machine, so watching never costs more than
// sleeping would.
constexpr auto kWatch = std::chrono::microseconds(100);

void relax()
{
#if defined(__x86_64__) || defined(__i386__)
    _mm_pause();
#else
    std::this_thread::yield();
#endif
}

// Spins until done() or kWatch has passed; returns done().
template <class Done>
bool watch(const Done& done)
{
    const auto deadline = std::chrono::steady_clock::now() + kWatch;
    for (int spins = 1;; ++spins) {
        if (done())
            return true;
        relax();
        if (spins % 256 == 0 && std::chrono::steady_clock::now() > deadline)
            return done();
    }
}

} // namespace

WorkerPool::WorkerPool(int workers)
{
    m_threads.reserve(size_t(std::max(workers, 0)));
    for (int i = 0; i < workers; ++i)
        m_threads.emplace_back([this] { workerLoop(); });
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    for (std::thread& thread : m_threads)
        thread.join();
}

WorkerPool& WorkerPool::shared()
{
    static WorkerPool pool(int(std::max(1u, std::thread::hardware_concurrency())) - 1);
    return pool;
}

void WorkerPool::dispatch(int64_t parts, int helpers, Job job, const void* work)
{
    if (parts <= 0)
        return;
    helpers = int(std::clamp<int64_t>(std::min<int64_t>(helpers, parts - 1), 0, workers()));
    // A flag, not a mutex: a part that starts a job of its own finds it taken by its own thread.
    bool idle = false;
    if (helpers == 0 || !m_busy.compare_exchange_strong(idle, true, std::memory_order_acquire)) {
        for (int64_t part = 0; part < parts; ++part)
            job(work, part);
        return;
    }
    struct Release
    {
        std::atomic<bool>& busy;
        ~Release() { busy.store(false, std::memory_order_release); }
    } release { m_busy };
    {
        std::lock_guard lock(m_mutex);
        m_job = job;
        m_work = work;
        m_parts = parts;
        m_next.store(0, std::memory_order_relaxed);
        m_failed.store(false, std::memory_order_relaxed);
        m_failure = nullptr;
        m_seats = helpers;
        m_generation.fetch_add(1, std::memory_order_release);
    }
    m_wake.notify_all();
    runParts();
    {
        // Workers that have not joined by now would find nothing left to do.
        std::lock_guard lock(m_mutex);
        m_seats = 0;
    }
    if (!watch([this] { return m_active.load(std::memory_order_acquire) == 0; })) {
        std::unique_lock lock(m_mutex);
        m_idle.wait(lock, [this] { return m_active.load(std::memory_order_acquire) == 0; });
    }
    if (m_failure)
        std::rethrow_exception(std::exchange(m_failure, nullptr));
}

void WorkerPool::runParts()
{
    while (!m_failed.load(std::memory_order_relaxed)) {
        const int64_t part = m_next.fetch_add(1, std::memory_order_relaxed);
        if (part >= m_parts)
            return;
        try {
            m_job(m_work, part);
        } catch (...) {
            if (!m_failed.exchange(true))
                m_failure = std::current_exception();
        }
    }
}

void WorkerPool::workerLoop()
{
    // Jobs start only after the constructor returns, which may be before this thread runs: generation 0 is the
    // one before any job.
    uint32_t seen = 0;
    for (;;) {
        watch([&] { return m_generation.load(std::memory_order_acquire) != seen; });
        std::unique_lock lock(m_mutex);
        m_wake.wait(lock, [&] { return m_stop || (m_seats > 0 && m_generation.load() != seen); });
        if (m_stop)
            return;
        seen = m_generation.load();
        --m_seats;
        m_active.fetch_add(1);
        lock.unlock();
        runParts();
        lock.lock();
        if (m_active.fetch_sub(1, std::memory_order_acq_rel) == 1)
            m_idle.notify_all();
    }
}

} // namespace tle
