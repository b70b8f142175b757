// SPDX-License-Identifier: MIT
// Per-device time of a measured run: kernel time, and busy time with overlapping ops counted once, on spans
// written by hand and on the eight devices of the public DeepSeek run; the per-op columns it reads.

#include <QObject>
#include <QTest>

#include "io/runs/csvreader.h"
#include "io/runs/perfcsvreader.h"
#include "run/devicetime.h"
#include "run/runaccounting.h"
#include "testpaths.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

using namespace tle;

namespace {

constexpr qint64 kNone = -1;

// Ops of one device from {FW start cycle, FW end cycle, FW duration ns, kernel ns} each, kNone for a blank cell.
MeasuredRun runOf(const QList<qint64>& cells)
{
    MeasuredRun run;
    auto given = [](qint64 v) { return v == kNone ? std::nullopt : std::optional<int64_t>(v); };
    for (qsizetype i = 0; i + 3 < cells.size(); i += 4) {
        RunOp op;
        op.opCode = "Op";
        op.fwStartCycle = given(cells[i]);
        op.fwEndCycle = given(cells[i + 1]);
        op.fwNs = given(cells[i + 2]);
        op.kernelNs = given(cells[i + 3]);
        run.ops.push_back(op);
    }
    return run;
}

// Kernel ns per device id of the tt_dnn_device rows, read from the file's cells.
std::map<int64_t, int64_t> kernelNsPerDevice(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    CsvReader reader(in);
    std::vector<CsvField> fields;
    reader.next(fields);
    std::map<std::string, size_t> column;
    for (size_t i = 0; i < fields.size(); ++i)
        column[fields[i].text] = i;
    std::map<int64_t, int64_t> sums;
    while (reader.next(fields)) {
        if (fields[column.at("OP TYPE")].text != "tt_dnn_device")
            continue;
        sums[std::stoll(fields[column.at("DEVICE ID")].text)]
            += std::stoll(fields[column.at("DEVICE KERNEL DURATION [ns]")].text);
    }
    return sums;
}

} // namespace

class TestDeviceTime : public QObject
{
    Q_OBJECT

private slots:
    // Spans on one device. Unless a row says otherwise the clock runs at 2 cycles a ns, so an op whose FW ends at
    // cycle 4000 ends at 2000 ns and spans [2000 - kernel, 2000].
    void busyTime_data()
    {
        QTest::addColumn<QList<qint64>>("ops");
        QTest::addColumn<qint64>("busy");
        // [1000, 2000], [1500, 2500] and [4000, 4500]; the third op's FW ran at 4 cycles a ns, and the median of
        // the three clocks (2, 2, 4) is 2.
        QTest::newRow("three, two overlapping") << QList<qint64> { 2000, 4000, 1000, 1000, 3000, 5000, 1000, 1000, 8000,
            9000, 250, 500 } << qint64((2500 - 1000) + (4500 - 4000));
        // [1000, 5000] holds [3000, 4000].
        QTest::newRow("nested") << QList<qint64> { 0, 10000, 5000, 4000, 4000, 8000, 2000, 1000 }
                                << qint64(5000 - 1000);
        // [500, 1000] and [1400, 2000].
        QTest::newRow("apart") << QList<qint64> { 1000, 2000, 500, 500, 3000, 4000, 500, 600 } << qint64(500 + 600);
        // [500, 1000] and [1000, 1500].
        QTest::newRow("touching") << QList<qint64> { 1000, 2000, 500, 500, 2000, 3000, 500, 500 } << qint64(1000);
        // Clocks of 2 and 4 cycles a ns: the median is 3, so the ops end at 1000 and 3000 ns, [400, 1000] and
        // [500, 3000].
        QTest::newRow("median of two clocks")
            << QList<qint64> { 0, 3000, 1500, 600, 6000, 9000, 750, 2500 } << qint64(3000 - 400);
        QTest::newRow("no cycles: back to back")
            << QList<qint64> { kNone, kNone, 700, 300, kNone, kNone, 900, 400 } << qint64(300 + 400);
        QTest::newRow("no FW duration: no clock")
            << QList<qint64> { 2000, 4000, kNone, 1000, 3000, 5000, kNone, 1000 } << qint64(1000 + 1000);
        // The first row's spans, and an op without cycles after them.
        QTest::newRow("with and without cycles") << QList<qint64> { 2000, 4000, 1000, 1000, 3000, 5000, 1000, 1000,
            8000, 9000, 250, 500, kNone, kNone, kNone, 300 }
                                                 << qint64((2500 - 1000) + (4500 - 4000) + 300);
    }
    void busyTime()
    {
        QFETCH(QList<qint64>, ops);
        QFETCH(qint64, busy);
        const MeasuredRun run = runOf(ops);
        int64_t kernel = 0;
        for (qsizetype i = 3; i < ops.size(); i += 4)
            kernel += ops[i] == kNone ? 0 : ops[i];
        const std::vector<DeviceTime> devices = deviceTimes(run);
        QCOMPARE(devices.size(), size_t(1));
        QCOMPARE(devices[0].deviceOps, int64_t(ops.size() / 4));
        QCOMPARE(devices[0].kernelNs, kernel);
        QCOMPARE(devices[0].busyNs, busy);
        QVERIFY(devices[0].busyNs <= devices[0].kernelNs);
    }

    // Each device has its own clock and its own spans; host ops are on none.
    void devicesApart()
    {
        MeasuredRun run = runOf({ 2000, 4000, 1000, 1000, 3000, 5000, 1000, 1000, 0, 6000, 3000, 800 });
        run.ops[2].device = 3;
        RunOp host;
        host.kind = RunOpKind::Host;
        host.hostNs = 5000;
        run.ops.push_back(host);
        const RunSummary s = summarizeRun(run);
        QCOMPARE(s.devicesDetail.size(), size_t(2));
        QCOMPARE(s.devicesDetail[0].device, 0);
        QCOMPARE(s.devicesDetail[0].busyNs, 2500 - 1000);
        QCOMPARE(s.devicesDetail[1].device, 3);
        QCOMPARE(s.devicesDetail[1].deviceOps, 1);
        QCOMPARE(s.devicesDetail[1].busyNs, 800);
        QCOMPARE(s.slowestDeviceKernelNs, 1000 + 1000);
        QCOMPARE(s.busyNs, (2500 - 1000) + 800);
    }

    // The eight devices of the DeepSeek run: each device's kernel time is the sum of its rows, the slowest is the
    // largest, and no device is busy longer than its kernels ran.
    void deepSeekDevices()
    {
        const std::string path = test::samplesPath("runs/deepseek-v3-8x-blackhole-p150.csv");
        const std::map<int64_t, int64_t> byHand = kernelNsPerDevice(path);
        QCOMPARE(byHand.size(), size_t(8));
        const RunSummary s = summarizeRun(readPerfCsvFile(path));
        QCOMPARE(s.devices, 8);
        QCOMPARE(s.devicesDetail.size(), size_t(8));
        int64_t slowest = 0;
        int64_t busy = 0;
        for (const DeviceTime& d : s.devicesDetail) {
            QCOMPARE(d.kernelNs, byHand.at(d.device));
            QCOMPARE(d.deviceOps, 26);
            QVERIFY(d.busyNs > 0);
            QVERIFY(d.busyNs <= d.kernelNs);
            slowest = std::max(slowest, byHand.at(d.device));
            busy += d.busyNs;
        }
        QCOMPARE(s.slowestDeviceKernelNs, slowest);
        QCOMPARE(s.busyNs, busy);
    }

    // The columns each row states: FW cycles, the cores the sub-device offered, the sub-device.
    void perOpColumns()
    {
        const MeasuredRun run = readPerfCsvFile(test::samplesPath("runs/deeplabv3-blackhole-p100.csv"));
        QCOMPARE(run.ops[0].opCode, std::string("HaloDeviceOperation"));
        QCOMPARE(*run.ops[0].fwStartCycle, int64_t(6831673963631));
        QCOMPARE(*run.ops[0].fwEndCycle, int64_t(6831673979331));
        QCOMPARE(*run.ops[0].availableCores, 110);
        QVERIFY(!run.ops[0].subDevice);
        std::istringstream text("OP CODE,OP TYPE,SUB DEVICE ID,AVAILABLE WORKER CORE COUNT\n"
                                "X,tt_dnn_device,1,56\n"
                                "Y,tt_dnn_device,,\n");
        const MeasuredRun small = readPerfCsv(text, "test.csv");
        QCOMPARE(*small.ops[0].subDevice, 1);
        QCOMPARE(*small.ops[0].availableCores, 56);
        QVERIFY(!small.ops[1].subDevice);
        QVERIFY(!small.ops[1].availableCores);
        QVERIFY(!small.ops[1].fwEndCycle);
        QCOMPARE(*small.availableCores, 56);
    }
};

QTEST_GUILESS_MAIN(TestDeviceTime)
#include "tst_devicetime.moc"
