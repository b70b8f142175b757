// SPDX-License-Identifier: MIT
// ttnn report databases (db.sqlite) read in place through Qt SQL: the schema fixture's run, older and newer
// schemas, a run folder, the join to a plan by alignment, and files that are not report databases.

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "io/model/modelfile.h"
#include "io/runs/runfolder.h"
#include "io/model/statedlayouts.h"
#include "optimizer/plansources.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/stated/statedplan.h"
#include "run/planjoin.h"
#include "sqlitereportdatabase.h"
#include "testpaths.h"
#include "util/error.h"

using namespace tle;

namespace {

QString fixture()
{
    return QString::fromStdString(test::testDataPath("runs/report-db/db.sqlite"));
}

QByteArray digest(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A copy of the fixture with `statements` run on it, for the schema variants and the broken cases; empty when a
// statement fails.
QString variant(const QTemporaryDir& dir, const QString& name, const QStringList& statements)
{
    const QString path = dir.filePath(name);
    QFile::remove(path);
    if (!QFile::copy(fixture(), path))
        return {};
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString& s : statements)
            ok = ok && query.exec(s);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok ? path : QString();
}

constexpr const char* kThreeOps = R"(#dram = #ttnn.buffer_type<dram>
#l = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%a: tensor<64x64xbf16, #l>, %b: tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l> {
    %0 = "ttnn.matmul"(%a, %b) : (tensor<64x64xbf16, #l>, tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l>
    %1 = "ttnn.add"(%0, %b) : (tensor<64x64xbf16, #l>, tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l>
    %2 = "ttnn.softmax"(%1) <{dimension = 1 : si32}> : (tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l>
    return %2 : tensor<64x64xbf16, #l>
  }
}
)";

} // namespace

class TestReportDatabase : public QObject
{
    Q_OBJECT

private slots:
    void readsTheFixture();
    void schemaVersions_data();
    void schemaVersions();
    void bookkeepingRunsOnTheHost();
    void runFolder();
    void joinsAPlanByAlignment();
    void badFiles_data();
    void badFiles();
};

void TestReportDatabase::readsTheFixture()
{
    const QByteArray before = digest(fixture());
    const MeasuredRun run = readReportDatabaseFile(fixture().toStdString());
    // Read in place and never written.
    QCOMPARE(digest(fixture()), before);
    QCOMPARE(int(run.ops.size()), 3);
    QCOMPARE(run.ops[0].opCode, std::string("ttnn.matmul"));
    QCOMPARE(run.ops[2].opCode, std::string("ttnn.softmax"));
    // duration is host wall time in seconds.
    QCOMPARE(*run.ops[0].hostNs, int64_t(1500000));
    QCOMPARE(*run.ops[2].hostNs, int64_t(250000));
    QVERIFY(!run.ops[0].kernelNs);
    QCOMPARE(int(run.ops[0].inputs.size()), 2);
    QCOMPARE(run.ops[0].inputs[1].paddedShape, (std::vector<int64_t> { 1, 1, 64, 64 }));
    QCOMPARE(run.ops[0].inputs[1].dataType, std::string("BFLOAT16"));
    QCOMPARE(run.ops[0].inputs[1].pageLayout, std::string("TILE"));
    const RunTensor& sharded = run.ops[1].outputs.at(0);
    QCOMPARE(sharded.memory, std::string("DEV_0_L1_HEIGHT_SHARDED"));
    QVERIFY(sharded.bufferType == BufferType::L1);
    QVERIFY(sharded.memoryLayout == TtnnMemoryLayout::HeightSharded);
    // After each op the allocator's buffers: three DRAM tensors of 2048 B per bank; after the add also its shard,
    // 4096 B per core, at 1,400,000 in an L1 bank of 1,499,136 B whose tensors start at 102,400.
    QCOMPARE(int(run.memory.size()), 3);
    QCOMPARE(run.memory[0].runOp, int64_t(0));
    QCOMPARE(run.memory[0].dram->allocatedPerBank, int64_t(3 * 2048));
    QCOMPARE(run.memory[0].l1->allocatedPerBank, int64_t(0));
    const MemoryView& l1 = *run.memory[1].l1;
    QCOMPARE(l1.allocatedPerBank, int64_t(4096));
    QCOMPARE(l1.banks, int64_t(64));
    QCOMPARE(l1.totalPerBank, int64_t(1499136 - 102400));
    QCOMPARE(l1.freePerBank, int64_t(1499136 - 102400 - 4096));
    QCOMPARE(l1.largestFreePerBank, int64_t(1400000 - 102400));
    QCOMPARE(int(l1.blocks.size()), 1);
    QCOMPARE(run.memory[2].l1->allocatedPerBank, int64_t(0));
}

void TestReportDatabase::schemaVersions_data()
{
    QTest::addColumn<QStringList>("statements");
    QTest::addColumn<int>("ops");
    // 2024 reports: no buffer_layout, device_tensors, report_metadata; SQLite 3.35+ drops columns in place.
    QTest::newRow("2024") << QStringList { QStringLiteral("ALTER TABLE buffers DROP COLUMN buffer_layout"),
        QStringLiteral("DROP TABLE device_tensors"), QStringLiteral("DROP TABLE report_metadata") }
                          << 3;
    // Multi-host reports add a rank column to most tables.
    QTest::newRow("rank") << QStringList {
        QStringLiteral("ALTER TABLE operations ADD COLUMN rank int NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE buffers ADD COLUMN rank int NOT NULL DEFAULT 0")
    } << 3;
    // Operations stored out of order still run in operation_id order; an op without tensors or buffers reads.
    QTest::newRow("unordered") << QStringList {
        QStringLiteral("INSERT INTO operations VALUES (0, 'ttnn.from_torch', 0.01)")
    } << 4;
    QTest::newRow("no buffers table") << QStringList { QStringLiteral("DROP TABLE buffers") } << 3;
}

void TestReportDatabase::schemaVersions()
{
    QFETCH(QStringList, statements);
    QFETCH(int, ops);
    QTemporaryDir dir;
    const QString path = variant(dir, QStringLiteral("variant.sqlite"), statements);
    QVERIFY(!path.isEmpty());
    const MeasuredRun run = readReportDatabaseFile(path.toStdString());
    QCOMPARE(int(run.ops.size()), ops);
    if (ops == 4)
        QCOMPARE(run.ops[0].opCode, std::string("ttnn.from_torch"));
    QCOMPARE(run.ops[ops - 2].outputs.at(0).memory, std::string("DEV_0_L1_HEIGHT_SHARDED"));
}

void TestReportDatabase::bookkeepingRunsOnTheHost()
{
    // A deallocation and a host transfer run no device program: they are host ops, and a plan join skips them.
    QTemporaryDir dir;
    const QString path = variant(dir, QStringLiteral("host.sqlite"),
        { QStringLiteral("INSERT INTO operations VALUES (4, 'ttnn.deallocate', 0.00001)"),
            QStringLiteral("INSERT INTO operations VALUES (5, 'ttnn::from_device', 0.00002)") });
    QVERIFY(!path.isEmpty());
    const MeasuredRun run = readReportDatabaseFile(path.toStdString());
    QCOMPARE(int(run.ops.size()), 5);
    QVERIFY(run.ops[3].kind == RunOpKind::Host);
    QVERIFY(run.ops[4].kind == RunOpKind::Host);
    QCOMPARE(run.deviceOps(), int64_t(3));
    QCOMPARE(run.hostOps(), int64_t(2));
}

void TestReportDatabase::runFolder()
{
    // A ttnn report folder holds db.sqlite (and config.json); the folder opens as that run.
    const RunFiles files = findRunFiles(test::testDataPath("runs/report-db"));
    QVERIFY(files.perfCsv.empty());
    QVERIFY(QString::fromStdString(files.database).endsWith(QLatin1String("report-db/db.sqlite")));
}

void TestReportDatabase::joinsAPlanByAlignment()
{
    // The database has no locations: the ops align by kind with the module's, and the measured L1 after the add
    // (its 4096 B shard) meets the plan's, which keeps everything in DRAM: the add drifted.
    const MeasuredRun run = readReportDatabaseFile(fixture().toStdString());
    const ModelModule module = readModelModule(kThreeOps, "three.mlir");
    const ModelGraph& graph = module.functions[module.mainIndex];
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const PolicyOptions options;
    const StatedLayouts stated = readStatedLayouts(graph);
    const PolicyResult plan = makePlan(kAsCompiledPlan, PlanInputs { graph, device, model, options, &stated });
    const PlanJoin join = joinRunToPlan(run, graph, plan);
    QVERIFY(join.method == JoinMethod::Alignment);
    QCOMPARE(join.matched, int64_t(3));
    QCOMPARE(join.drifted, int64_t(1));
    QCOMPARE(int(join.ops.size()), 3);
    QVERIFY(join.ops[1].drift);
    QCOMPARE(*join.ops[1].measuredL1PerBank, int64_t(4096));
    QCOMPARE(join.ops[1].plannedL1PerCore, int64_t(0));
}

void TestReportDatabase::badFiles_data()
{
    QTest::addColumn<QByteArray>("content"); // written as the file; empty: a fixture variant
    QTest::addColumn<QStringList>("statements");
    QTest::addColumn<QString>("message");
    QTest::newRow("text file") << QByteArray("operation_id,name\n1,ttnn.add\n") << QStringList()
                               << QStringLiteral("not an SQLite database");
    QTest::newRow("NUL bytes") << QByteArray(4096, '\0') << QStringList() << QStringLiteral("not an SQLite database");
    QTest::newRow("empty file") << QByteArray() << QStringList() << QStringLiteral("not an SQLite database");
    QTest::newRow("truncated header") << QByteArray("SQLite format 3") << QStringList()
                                      << QStringLiteral("not an SQLite database");
    QTest::newRow("no operations") << QByteArray() << QStringList { QStringLiteral("DROP TABLE operations") }
                                   << QStringLiteral("no table operations");
    QTest::newRow("text id") << QByteArray()
                             << QStringList { QStringLiteral(
                                    "UPDATE operations SET operation_id = 'abc' WHERE operation_id = 2") }
                             << QStringLiteral("table operations, row 2, column operation_id: 'abc' is not an integer");
    QTest::newRow("text duration") << QByteArray()
                                   << QStringList { QStringLiteral(
                                          "UPDATE operations SET duration = 'slow' WHERE operation_id = 3") }
                                   << QStringLiteral(
                                          "table operations, row 3, column duration: 'slow' is not a number");
    QTest::newRow("bad shape") << QByteArray()
                               << QStringList { QStringLiteral(
                                      "UPDATE tensors SET shape = 'Shape([1, x])' WHERE tensor_id = 12") }
                               << QStringLiteral("table tensors, row 3, column shape: 'Shape([1, x])' is not a shape");
    QTest::newRow("huge float id") << QByteArray()
                                   << QStringList { QStringLiteral(
                                          "UPDATE tensors SET device_id = 1e30 WHERE tensor_id = 10") }
                                   << QStringLiteral("table tensors, row 1, column device_id");
    QTest::newRow("negative size") << QByteArray()
                                   << QStringList { QStringLiteral(
                                          "UPDATE buffers SET max_size_per_bank = -5 WHERE rowid = 2") }
                                   << QStringLiteral("table buffers, row 2, column max_size_per_bank: -5 is negative");
    QTest::newRow("bad buffer size") << QByteArray()
                                     << QStringList { QStringLiteral(
                                            "UPDATE buffers SET max_size_per_bank = 'big' WHERE rowid = 1") }
                                     << QStringLiteral("table buffers, row 1, column max_size_per_bank");
}

void TestReportDatabase::badFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, statements);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("db.sqlite"));
    if (statements.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    } else {
        path = variant(dir, QStringLiteral("broken.sqlite"), statements);
        QVERIFY(!path.isEmpty());
    }
    try {
        readReportDatabaseFile(path.toStdString());
        QFAIL("read a broken database");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QVERIFY(e.source() == ErrorSource::RunFile);
    }
}

QTEST_GUILESS_MAIN(TestReportDatabase)
#include "tst_reportdatabase.moc"
