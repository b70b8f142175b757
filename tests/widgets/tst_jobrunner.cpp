// SPDX-License-Identifier: MIT
// The job runner: results reach the GUI thread, a newer job supersedes an older one, cancel drops a result,
// failures carry their message, progress is reported.
#include "jobrunner.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <stdexcept>

using namespace tle;

class TestJobRunner : public QObject
{
    Q_OBJECT

private slots:
    void deliversOnTheGuiThread();
    void newerJobSupersedesOlder();
    void cancelDropsTheResult();
    void failureCarriesTheMessage();
    void reportsProgress();
};

void TestJobRunner::deliversOnTheGuiThread()
{
    JobRunner runner;
    QThread* worker = nullptr;
    QThread* deliveredOn = nullptr;
    runner.run(QStringLiteral("a"), QStringLiteral("work"), [&](JobControl&) -> JobRunner::Deliver {
        worker = QThread::currentThread();
        return [&] { deliveredOn = QThread::currentThread(); };
    });
    QVERIFY(runner.isRunning(QStringLiteral("a")));
    QTRY_VERIFY(runner.isIdle());
    QVERIFY(worker && worker != QThread::currentThread());
    QCOMPARE(deliveredOn, QThread::currentThread());
}

void TestJobRunner::newerJobSupersedesOlder()
{
    JobRunner runner;
    std::atomic<bool> release { false };
    QStringList delivered;
    runner.run(QStringLiteral("layout"), QStringLiteral("old"), [&](JobControl& control) -> JobRunner::Deliver {
        while (!release && !control.cancelled())
            QThread::msleep(1);
        return [&] { delivered << QStringLiteral("old"); };
    });
    runner.run(QStringLiteral("layout"), QStringLiteral("new"),
        [&](JobControl&) -> JobRunner::Deliver { return [&] { delivered << QStringLiteral("new"); }; });
    release = true;
    QTRY_VERIFY(runner.isIdle());
    runner.waitForDone();
    QTest::qWait(20);
    QCOMPARE(delivered, QStringList { QStringLiteral("new") });
}

void TestJobRunner::cancelDropsTheResult()
{
    JobRunner runner;
    QSignalSpy finished(&runner, &JobRunner::finished);
    bool delivered = false;
    std::atomic<bool> sawCancel { false };
    runner.run(QStringLiteral("a"), QStringLiteral("work"), [&](JobControl& control) -> JobRunner::Deliver {
        while (!control.cancelled())
            QThread::msleep(1);
        sawCancel = true;
        return [&] { delivered = true; };
    });
    runner.cancel(QStringLiteral("a"));
    QVERIFY(runner.isIdle());
    QCOMPARE(finished.count(), 1);
    runner.waitForDone();
    QTest::qWait(20);
    QVERIFY(sawCancel);
    QVERIFY(!delivered);
}

void TestJobRunner::failureCarriesTheMessage()
{
    JobRunner runner;
    QSignalSpy failed(&runner, &JobRunner::failed);
    runner.run(QStringLiteral("a"), QStringLiteral("work"),
        [](JobControl&) -> JobRunner::Deliver { throw std::runtime_error("line 3: bad model"); });
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(1).toString(), QStringLiteral("line 3: bad model"));
    QVERIFY(runner.isIdle());
}

void TestJobRunner::reportsProgress()
{
    JobRunner runner;
    QSignalSpy progress(&runner, &JobRunner::progress);
    runner.run(QStringLiteral("a"), QStringLiteral("work"), [](JobControl& control) -> JobRunner::Deliver {
        for (int i = 1; i <= 4; ++i)
            control.setProgress(i / 4.0);
        return [] {};
    });
    QTRY_VERIFY(runner.isIdle());
    QTRY_VERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(1).toInt(), 100);
}

QTEST_MAIN(TestJobRunner)
#include "tst_jobrunner.moc"
