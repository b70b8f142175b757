// SPDX-License-Identifier: MIT
// The job runner: results reach the GUI thread typed, a newer job in a slot supersedes an older one while other
// slots run on, cancel drops a result, failures arrive as typed errors with their place, progress is reported,
// and the runner says when it is idle.
#include "jobrunner.h"

#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <stdexcept>

using namespace tle;

namespace {

// A gate a job waits at until the test opens it.
class Gate
{
public:
    void open()
    {
        m_open = true;
        m_open.notify_all();
    }
    void wait() const { m_open.wait(false); }

private:
    std::atomic<bool> m_open { false };
};

} // namespace

class TestJobRunner : public QObject
{
    Q_OBJECT

private slots:
    void deliversOnTheGuiThread();
    void newerJobSupersedesOlder();
    void slotsRunApart();
    void cancelDropsTheResult();
    void failureIsATypedError_data();
    void failureIsATypedError();
    void reportsProgress();
    void whenIdleWaitsForTheLastJob();
    void idleWaitsForTheJobThatFollows_data();
    void idleWaitsForTheJobThatFollows();
    void destroyedSlotDeliversNothing();
};

void TestJobRunner::deliversOnTheGuiThread()
{
    JobRunner runner;
    JobSlot slot(&runner, nullptr);
    QThread* worker = nullptr;
    QThread* deliveredOn = nullptr;
    int value = 0;
    slot.run(
        QStringLiteral("work"),
        [&](JobControl&) {
            worker = QThread::currentThread();
            return 42;
        },
        [&](int result) {
            deliveredOn = QThread::currentThread();
            value = result;
        });
    QVERIFY(slot.isRunning());
    QTRY_VERIFY(runner.isIdle());
    QVERIFY(worker && worker != QThread::currentThread());
    QCOMPARE(deliveredOn, QThread::currentThread());
    QCOMPARE(value, 42);
}

void TestJobRunner::newerJobSupersedesOlder()
{
    JobRunner runner;
    JobSlot slot(&runner, nullptr);
    std::atomic<bool> release { false };
    QStringList delivered;
    slot.run(
        QStringLiteral("old"),
        [&](JobControl& control) {
            while (!release && !control.cancelled())
                QThread::msleep(1);
            return QStringLiteral("old");
        },
        [&](const QString& text) { delivered << text; });
    slot.run(
        QStringLiteral("new"), [](JobControl&) { return QStringLiteral("new"); },
        [&](const QString& text) { delivered << text; });
    release = true;
    QTRY_VERIFY(runner.isIdle());
    runner.waitForDone();
    QTest::qWait(20);
    QCOMPARE(delivered, QStringList { QStringLiteral("new") });
}

// Two slots are two lines of work: a job in one does not cancel the other's.
void TestJobRunner::slotsRunApart()
{
    JobRunner runner;
    JobSlot a(&runner, nullptr);
    JobSlot b(&runner, nullptr);
    QStringList delivered;
    a.run(
        QStringLiteral("a"), [](JobControl&) { return 1; }, [&](int) { delivered << QStringLiteral("a"); });
    b.run(
        QStringLiteral("b"), [](JobControl&) { return 2; }, [&](int) { delivered << QStringLiteral("b"); });
    QVERIFY(a.isRunning() && b.isRunning());
    QTRY_VERIFY(runner.isIdle());
    delivered.sort();
    QCOMPARE(delivered, (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
}

void TestJobRunner::cancelDropsTheResult()
{
    JobRunner runner;
    JobSlot slot(&runner, nullptr);
    QSignalSpy finished(&slot, &JobSlot::finished);
    QSignalSpy idle(&runner, &JobRunner::idle);
    bool delivered = false;
    std::atomic<bool> sawCancel { false };
    slot.run(
        QStringLiteral("work"),
        [&](JobControl& control) {
            while (!control.cancelled())
                QThread::msleep(1);
            sawCancel = true;
        },
        [&] { delivered = true; });
    slot.cancel();
    QVERIFY(runner.isIdle());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(idle.count(), 1);
    runner.waitForDone();
    QTest::qWait(20);
    QVERIFY(sawCancel);
    QVERIFY(!delivered);
}

void TestJobRunner::failureIsATypedError_data()
{
    QTest::addColumn<bool>("typed");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("a core error keeps its place") << true << 3 << 7 << "bad model";
    QTest::newRow("any other exception becomes an error") << false << 0 << 0 << "out of luck";
}

void TestJobRunner::failureIsATypedError()
{
    QFETCH(bool, typed);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    JobRunner runner;
    JobSlot slot(&runner, nullptr);
    std::optional<Error> failure;
    connect(&slot, &JobSlot::failed, this, [&](const Error& e) { failure = e; });
    bool delivered = false;
    slot.run(
        QStringLiteral("work"),
        [&](JobControl&) -> int {
            if (typed)
                throw Error(message.toStdString(),
                    ErrorPlace { .source = ErrorSource::ModelFile, .line = line, .column = column });
            throw std::runtime_error(message.toStdString());
        },
        [&](int) { delivered = true; });
    QTRY_VERIFY(failure.has_value());
    QCOMPARE(QString::fromUtf8(failure->what()), message);
    QCOMPARE(failure->line(), line);
    QCOMPARE(failure->column(), column);
    QCOMPARE(failure->source() == ErrorSource::ModelFile, typed);
    QVERIFY(!delivered);
    QVERIFY(runner.isIdle());
}

void TestJobRunner::reportsProgress()
{
    JobRunner runner;
    JobSlot slot(&runner, nullptr);
    QSignalSpy progress(&slot, &JobSlot::progress);
    slot.run(
        QStringLiteral("work"),
        [](JobControl& control) {
            for (int i = 1; i <= 4; ++i)
                control.setProgress(i / 4.0);
        },
        [] {});
    QTRY_VERIFY(runner.isIdle());
    QTRY_VERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), 100);
}

// whenIdle runs at once on an idle runner, else once, after the last job's result was delivered.
void TestJobRunner::whenIdleWaitsForTheLastJob()
{
    JobRunner runner;
    JobSlot slot(&runner, nullptr);
    int calls = 0;
    runner.whenIdle(this, [&] { ++calls; });
    QCOMPARE(calls, 1);
    QStringList order;
    slot.run(
        QStringLiteral("one"), [](JobControl&) { return 1; }, [&](int) { order << QStringLiteral("delivered"); });
    runner.whenIdle(this, [&] {
        ++calls;
        order << QStringLiteral("idle");
    });
    QCOMPARE(calls, 1);
    QTRY_COMPARE(calls, 2);
    QCOMPARE(order, (QStringList { QStringLiteral("delivered"), QStringLiteral("idle") }));
    slot.run(
        QStringLiteral("two"), [](JobControl&) { return 2; }, [](int) {});
    QTRY_VERIFY(runner.isIdle());
    QCOMPARE(calls, 2);
}

// A job that follows another, replacing it in its slot or started by its result, keeps the runner busy: idle
// (and whenIdle, which a restored workspace, --select and --screenshot wait on) comes once the follower has ended.
void TestJobRunner::idleWaitsForTheJobThatFollows_data()
{
    QTest::addColumn<bool>("replace");
    QTest::addColumn<QStringList>("beforeSecondEnds");
    QTest::addColumn<QStringList>("order");
    QTest::newRow("replaced in its slot") << true << QStringList {} << QStringList { "second", "idle", "whenIdle" };
    QTest::newRow("started by the first's result")
        << false << QStringList { "first" } << QStringList { "first", "second", "idle", "whenIdle" };
}

void TestJobRunner::idleWaitsForTheJobThatFollows()
{
    QFETCH(bool, replace);
    QFETCH(QStringList, beforeSecondEnds);
    QFETCH(QStringList, order);
    QStringList seen;
    std::atomic<bool> firstReturned { false };
    Gate firstGate;
    Gate secondGate;
    JobRunner runner;
    // A failed check returns early: the gates open before the runner waits for its workers.
    const auto openGates = qScopeGuard([&] {
        firstGate.open();
        secondGate.open();
    });
    JobSlot slot(&runner, nullptr);
    JobSlot other(&runner, nullptr);
    QSignalSpy idle(&runner, &JobRunner::idle);
    connect(&runner, &JobRunner::idle, this, [&] { seen << QStringLiteral("idle"); });
    const auto startSecond = [&](JobSlot& into) {
        into.run(
            QStringLiteral("second"),
            [&](JobControl&) {
                secondGate.wait();
                return 2;
            },
            [&](int) { seen << QStringLiteral("second"); });
    };
    slot.run(
        QStringLiteral("first"),
        [&](JobControl&) {
            firstGate.wait();
            firstReturned = true;
            return 1;
        },
        [&](int) {
            seen << QStringLiteral("first");
            if (!replace)
                startSecond(other);
        });
    runner.whenIdle(this, [&] { seen << QStringLiteral("whenIdle"); });
    if (replace)
        startSecond(slot);
    QCOMPARE(idle.count(), 0);
    firstGate.open();
    QTRY_VERIFY(firstReturned);
    QTest::qWait(20); // the first's result, when kept, is delivered
    QCOMPARE(seen, beforeSecondEnds);
    QCOMPARE(idle.count(), 0);
    QVERIFY(!runner.isIdle());
    secondGate.open();
    QTRY_COMPARE(idle.count(), 1);
    QCOMPARE(seen, order);
    QVERIFY(runner.isIdle());
}

// A requester that goes away takes its slot with it: its job's result is never delivered to it.
void TestJobRunner::destroyedSlotDeliversNothing()
{
    JobRunner runner;
    bool delivered = false;
    {
        JobSlot slot(&runner, nullptr);
        slot.run(
            QStringLiteral("work"),
            [](JobControl& control) {
                while (!control.cancelled())
                    QThread::msleep(1);
                return 1;
            },
            [&](int) { delivered = true; });
    }
    QVERIFY(runner.isIdle());
    runner.waitForDone();
    QTest::qWait(20);
    QVERIFY(!delivered);
}

QTEST_GUILESS_MAIN(TestJobRunner)
#include "tst_jobrunner.moc"
