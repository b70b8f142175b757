// SPDX-License-Identifier: MIT
// The worker pool runs every part exactly once, on the caller and its workers, and stays usable after a part
// throws, when a part starts a job of its own, and when two threads start jobs at once.
#include "util/workerpool.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace tle;

class TestWorkerPool : public QObject
{
    Q_OBJECT

private slots:
    void everyPartOnce_data();
    void everyPartOnce();
    void workersTakePart();
    void exceptionReachesCaller();
    void nestedJobRunsInline();
    void concurrentCallers();
    void sharedPoolSize();
};

namespace {

// How many times each part ran, after one job.
std::vector<int> runCounts(WorkerPool& pool, int64_t parts, int helpers)
{
    std::vector<std::atomic<int>> counts(size_t(std::max<int64_t>(parts, 0)));
    pool.run(parts, helpers, [&](int64_t part) { counts[size_t(part)].fetch_add(1); });
    std::vector<int> result;
    for (const std::atomic<int>& count : counts)
        result.push_back(count.load());
    return result;
}

} // namespace

void TestWorkerPool::everyPartOnce_data()
{
    QTest::addColumn<int>("workers");
    QTest::addColumn<qint64>("parts");
    QTest::addColumn<int>("helpers");
    QTest::newRow("no parts") << 2 << qint64(0) << 2;
    QTest::newRow("one part") << 2 << qint64(1) << 2;
    QTest::newRow("no helpers asked") << 2 << qint64(50) << 0;
    QTest::newRow("pool without workers") << 0 << qint64(50) << 3;
    QTest::newRow("fewer parts than threads") << 3 << qint64(2) << 3;
    QTest::newRow("more helpers asked than workers") << 1 << qint64(100) << 8;
    QTest::newRow("many parts") << 3 << qint64(10000) << 3;
}

void TestWorkerPool::everyPartOnce()
{
    QFETCH(int, workers);
    QFETCH(qint64, parts);
    QFETCH(int, helpers);
    WorkerPool pool(workers);
    QCOMPARE(pool.workers(), workers);
    // Back-to-back jobs meet workers still watching, then parked ones.
    for (int round = 0; round < 3; ++round) {
        QCOMPARE(runCounts(pool, parts, helpers), std::vector<int>(size_t(parts), 1));
        if (round == 1)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void TestWorkerPool::workersTakePart()
{
    // Parts that wait for each other finish only if two threads run them at once.
    WorkerPool pool(1);
    std::atomic<int> arrived { 0 };
    std::mutex mutex;
    std::set<std::thread::id> threads;
    pool.run(2, 1, [&](int64_t) {
        {
            std::lock_guard lock(mutex);
            threads.insert(std::this_thread::get_id());
        }
        arrived.fetch_add(1);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (arrived.load() < 2 && std::chrono::steady_clock::now() < deadline)
            std::this_thread::yield();
    });
    QCOMPARE(arrived.load(), 2);
    QCOMPARE(threads.size(), size_t(2));
    QVERIFY(threads.count(std::this_thread::get_id()));
}

void TestWorkerPool::exceptionReachesCaller()
{
    WorkerPool pool(2);
    for (int64_t failing : { int64_t(0), int64_t(7), int64_t(99) }) {
        std::atomic<int> ran { 0 };
        bool caught = false;
        try {
            pool.run(100, 2, [&](int64_t part) {
                ran.fetch_add(1);
                if (part == failing)
                    throw std::runtime_error("part failed");
            });
        } catch (const std::runtime_error& e) {
            caught = QByteArray(e.what()) == "part failed";
        }
        QVERIFY(caught);
        QVERIFY(ran.load() >= 1 && ran.load() <= 100);
        QCOMPARE(runCounts(pool, 40, 2), std::vector<int>(40, 1));
    }
}

void TestWorkerPool::nestedJobRunsInline()
{
    WorkerPool pool(2);
    std::vector<std::atomic<int>> counts(64);
    std::atomic<int> elsewhere { 0 }; // inner parts that ran off their outer part's thread
    pool.run(8, 2, [&](int64_t outer) {
        const std::thread::id thread = std::this_thread::get_id();
        pool.run(8, 2, [&](int64_t inner) {
            counts[size_t(outer * 8 + inner)].fetch_add(1);
            if (std::this_thread::get_id() != thread)
                elsewhere.fetch_add(1);
        });
    });
    for (const std::atomic<int>& count : counts)
        QCOMPARE(count.load(), 1);
    QCOMPARE(elsewhere.load(), 0);
}

void TestWorkerPool::concurrentCallers()
{
    WorkerPool pool(1);
    std::vector<std::vector<int>> results(2);
    {
        std::vector<std::jthread> callers;
        for (size_t c = 0; c < results.size(); ++c) {
            callers.emplace_back([&, c] {
                std::vector<int> total(1000, 0);
                for (int round = 0; round < 200; ++round) {
                    const std::vector<int> counts = runCounts(pool, 1000, 1);
                    for (size_t i = 0; i < counts.size(); ++i)
                        total[i] += counts[i];
                }
                results[c] = total;
            });
        }
    }
    for (const std::vector<int>& total : results)
        QCOMPARE(total, std::vector<int>(1000, 200));
}

void TestWorkerPool::sharedPoolSize()
{
    const int hardware = int(std::max(1u, std::thread::hardware_concurrency()));
    QCOMPARE(WorkerPool::shared().workers(), hardware - 1);
    QCOMPARE(runCounts(WorkerPool::shared(), 33, hardware), std::vector<int>(33, 1));
}

QTEST_GUILESS_MAIN(TestWorkerPool)
#include "tst_workerpool.moc"
