// SPDX-License-Identifier: MIT
// The run's op table: a row per device op of the public DeepLabV3 run, numbers that sort as numbers, the cost
// model's predictions, and a filter by op code, checked against core's accounting.

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

#include "io/runs/perfcsvreader.h"
#include "run/opfamily.h"
#include "run/runaccounting.h"
#include "run/runcostmodel.h"
#include "runopsmodel.h"
#include "runpalette.h"
#include "testpaths.h"

#include <cmath>

using namespace tle;

class TestRunOpsModel : public QObject
{
    Q_OBJECT

private slots:
    void rowsAndColumns();
    void sortsByMeasuredTime_data();
    void sortsByMeasuredTime();
    void predictions();
    void filtersByOpCode();
    void emptyAndReset();
    void durations_data();
    void durations();
};

namespace {

std::shared_ptr<const MeasuredRun> deeplab()
{
    static const auto run
        = std::make_shared<const MeasuredRun>(readPerfCsvFile(test::samplesPath("runs/deeplabv3-blackhole-p100.csv")));
    return run;
}

} // namespace

void TestRunOpsModel::rowsAndColumns()
{
    RunOpsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setRun(deeplab(), deviceForRun(*deeplab()));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(int64_t(model.rowCount()), deeplab()->deviceOps());
    QCOMPARE(model.columnCount(), int(RunOpsModel::NumColumns));
    QCOMPARE(model.headerData(RunOpsModel::MeasuredColumn, Qt::Horizontal).toString(), QStringLiteral("Measured"));
    // Row r is the r-th device op of the run; OpRole gives its index in the run.
    const int64_t first = model.index(0, 0).data(RunOpsModel::OpRole).toLongLong();
    QVERIFY(deeplab()->ops[size_t(first)].kind == RunOpKind::Device);
    QCOMPARE(model.rowOfOp(first), 0);
    const RunOp& op = deeplab()->ops[size_t(first)];
    QCOMPARE(model.index(0, RunOpsModel::OpCodeColumn).data().toString(), QString::fromStdString(op.opCode));
    QCOMPARE(model.index(0, RunOpsModel::ClassColumn).data().toString(),
        QString::fromLatin1(toString(classifyRunOp(op)).data()));
    QCOMPARE(model.index(0, RunOpsModel::MeasuredColumn).data(RunOpsModel::SortRole).toLongLong(), *op.kernelNs);
    QCOMPARE(model.index(0, RunOpsModel::FamilyColumn).data().toString(), runFamilyTitle(opFamily(op)));
    // Durations read as people read them, the exact ns on hover.
    QCOMPARE(model.index(0, RunOpsModel::MeasuredColumn).data().toString(), runDurationText(double(*op.kernelNs)));
    QCOMPARE(model.index(0, RunOpsModel::MeasuredColumn).data(Qt::ToolTipRole).toString(),
        QStringLiteral("%1 ns").arg(QLocale().toString(qlonglong(*op.kernelNs))));
}

void TestRunOpsModel::sortsByMeasuredTime_data()
{
    QTest::addColumn<int>("column");
    QTest::newRow("measured") << int(RunOpsModel::MeasuredColumn);
    QTest::newRow("predicted") << int(RunOpsModel::PredictedColumn);
}

void TestRunOpsModel::sortsByMeasuredTime()
{
    QFETCH(int, column);
    RunOpsModel model;
    model.setRun(deeplab(), deviceForRun(*deeplab()));
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(RunOpsModel::SortRole);
    proxy.sort(column, Qt::DescendingOrder);
    // Numbers sort as numbers: every row's key is at least the next one's.
    for (int r = 0; r + 1 < proxy.rowCount(); ++r)
        QVERIFY(proxy.index(r, column).data(RunOpsModel::SortRole).toDouble()
            >= proxy.index(r + 1, column).data(RunOpsModel::SortRole).toDouble());
    if (column == RunOpsModel::MeasuredColumn) {
        // The first row is core's top op.
        QCOMPARE(proxy.index(0, 0).data(RunOpsModel::OpRole).toLongLong(), topRunOps(*deeplab(), 1).front());
    }
}

void TestRunOpsModel::predictions()
{
    RunOpsModel model;
    const OptimizerDevice device = deviceForRun(*deeplab());
    model.setRun(deeplab(), device);
    for (int r : { 0, 10, model.rowCount() - 1 }) {
        const RunOp& op = deeplab()->ops[size_t(model.index(r, 0).data(RunOpsModel::OpRole).toLongLong())];
        const auto expected = predictRunOpNs(op, device);
        QVERIFY(expected.has_value());
        QCOMPARE(model.index(r, RunOpsModel::PredictedColumn).data(RunOpsModel::SortRole).toDouble(), *expected);
    }
}

void TestRunOpsModel::filtersByOpCode()
{
    RunOpsModel model;
    model.setRun(deeplab(), deviceForRun(*deeplab()));
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setFilterKeyColumn(RunOpsModel::OpCodeColumn);
    proxy.setFilterFixedString(QStringLiteral("Conv"));
    int64_t expected = 0;
    for (const RunOp& op : deeplab()->ops)
        expected += op.kind == RunOpKind::Device && op.opCode.find("Conv") != std::string::npos ? 1 : 0;
    QVERIFY(expected > 0);
    QCOMPARE(int64_t(proxy.rowCount()), expected);
}

void TestRunOpsModel::emptyAndReset()
{
    RunOpsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.index(0, 0).isValid());
    model.setRun(deeplab(), deviceForRun(*deeplab()));
    model.setRun(nullptr, OptimizerDevice {});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.rowOfOp(0), -1);
}

QTEST_MAIN(TestRunOpsModel)
void TestRunOpsModel::durations_data()
{
    // Three significant digits in the largest unit below the value, as the examples read.
    QTest::addColumn<double>("ns");
    QTest::addColumn<QString>("text");
    QTest::newRow("ns") << 950.0 << "950 ns";
    QTest::newRow("µs") << 12'400.0 << "12.4 µs";
    QTest::newRow("µs, three digits") << 123'456.0 << "123 µs";
    QTest::newRow("ms") << 3'050'000.0 << "3.05 ms";
    QTest::newRow("s") << 1.2e9 << "1.20 s";
}

void TestRunOpsModel::durations()
{
    QFETCH(double, ns);
    QFETCH(QString, text);
    const QLocale before;
    QLocale::setDefault(QLocale::c());
    QCOMPARE(runDurationText(ns), text);
    QLocale::setDefault(before);
}

#include "tst_runopsmodel.moc"
