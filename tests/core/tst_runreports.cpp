// SPDX-License-Identifier: MIT
// Measured runs: the profiler CSV reader, the classes and the layout tax on the four public runs, the ledger,
// memory results, and the positioned errors of malformed files.

#include <QDir>
#include <QFile>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include "io/runs/csvreader.h"
#include "io/runs/memoryresultsreader.h"
#include "io/runs/perfcsvreader.h"
#include "io/runs/runfolder.h"
#include "io/runs/runtext.h"
#include "report/fact.h"
#include "report/runreport.h"
#include "run/runaccounting.h"
#include "run/runledger.h"
#include "testpaths.h"
#include "util/error.h"

#include <cmath>
#include <sstream>

using namespace tle;

namespace {

MeasuredRun sampleRun(const char* name)
{
    return readPerfCsvFile(test::samplesPath(std::string("runs/") + name));
}

MeasuredRun csvRun(const std::string& text)
{
    std::istringstream in(text);
    return readPerfCsv(in, "test.csv");
}

RunOp opWith(const std::string& code, const std::string& in0, const std::string& out0)
{
    RunOp op;
    op.opCode = code;
    RunTensor a;
    a.memory = in0;
    RunTensor b;
    b.memory = out0;
    op.inputs.push_back(a);
    op.outputs.push_back(b);
    return op;
}

// A share in percent, rounded to one decimal as the published figures are.
double percent(int64_t part, int64_t total)
{
    return std::round(1000.0 * double(part) / double(total)) / 10.0;
}

} // namespace

class TestRunReports : public QObject
{
    Q_OBJECT

private slots:
    void classes_data()
    {
        QTest::addColumn<QString>("opCode");
        QTest::addColumn<QString>("in0");
        QTest::addColumn<QString>("out0");
        QTest::addColumn<QString>("expected");
        const QString dram = QStringLiteral("DEV_1_DRAM_INTERLEAVED");
        const QString l1 = QStringLiteral("DEV_1_L1_INTERLEAVED");
        const QString hs = QStringLiteral("DEV_1_L1_HEIGHT_SHARDED");
        QTest::newRow("i2s device op") << "InterleavedToShardedDeviceOperation" << dram << hs << "shard_conv";
        QTest::newRow("i2s old name") << "InterleavedToSharded" << dram << hs << "shard_conv";
        QTest::newRow("s2i partial") << "ShardedToInterleavedPartialDeviceOperation" << hs << dram << "shard_conv";
        QTest::newRow("i2s with a suffix is not") << "InterleavedToShardedFast" << dram << hs << "other";
        QTest::newRow("reshard") << "ReshardDeviceOperation" << hs << hs << "shard_conv";
        QTest::newRow("copy across buffers") << "CopyDeviceOperation" << dram << l1 << "buf_copy";
        QTest::newRow("copy within a buffer") << "CopyDeviceOperation" << dram << dram << "other";
        QTest::newRow("clone across buffers") << "Clone" << l1 << dram << "buf_copy";
        QTest::newRow("tilize") << "TilizeWithValPadding" << dram << dram << "tile_conv";
        QTest::newRow("untilize") << "UntilizeWithUnpadding" << dram << dram << "tile_conv";
        QTest::newRow("move") << "MoveDeviceOperation" << hs << hs << "realloc_move";
        QTest::newRow("padded slice") << "PaddedSliceDeviceOperation" << dram << hs << "dram_slice";
        QTest::newRow("slice write") << "SliceWriteDeviceOperation" << hs << dram << "dram_slice";
        QTest::newRow("halo") << "HaloDeviceOperation" << hs << hs << "halo";
        QTest::newRow("first word only") << "Reshard 32x32" << hs << hs << "shard_conv";
        QTest::newRow("matmul") << "Matmul" << dram << dram << "other";
        QTest::newRow("reshape") << "ReshapeDeviceOperation" << dram << dram << "other";
    }
    void classes()
    {
        QFETCH(QString, opCode);
        QFETCH(QString, in0);
        QFETCH(QString, out0);
        QFETCH(QString, expected);
        const RunOp op = opWith(opCode.toStdString(), in0.toStdString(), out0.toStdString());
        QCOMPARE(QString::fromStdString(std::string(toString(classifyRunOp(op)))), expected);
    }

    // The published figures (kernel-time shares: strict, with tile, broad) of the four public runs.
    void layoutTax_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("deviceOps");
        QTest::addColumn<qint64>("hostOps");
        QTest::addColumn<qint64>("signposts");
        QTest::addColumn<double>("strict");
        QTest::addColumn<double>("withTile");
        QTest::addColumn<double>("broad");
        QTest::newRow("deeplabv3 blackhole")
            << "deeplabv3-blackhole-p100.csv" << 387LL << 0LL << 0LL << 4.8 << 9.7 << 19.0;
        QTest::newRow("oft net") << "oft-net-20-core.csv" << 621LL << 0LL << 50LL << 1.2 << 18.4 << 20.3;
        QTest::newRow("segformer encoder")
            << "segformer-encoder-wormhole.csv" << 398LL << 781LL << 0LL << 20.3 << 25.9 << 27.7;
        QTest::newRow("oft integral image") << "oft-integral-image-bh20.csv" << 21LL << 0LL << 6LL << 0.0 << 0.0 << 0.6;
    }
    void layoutTax()
    {
        QFETCH(QString, file);
        QFETCH(qint64, deviceOps);
        QFETCH(qint64, hostOps);
        QFETCH(qint64, signposts);
        QFETCH(double, strict);
        QFETCH(double, withTile);
        QFETCH(double, broad);
        const MeasuredRun run = sampleRun(file.toStdString().c_str());
        const RunSummary s = summarizeRun(run);
        QCOMPARE(s.deviceOps, deviceOps);
        QCOMPARE(s.hostOps, hostOps);
        QCOMPARE(s.signposts, signposts);
        QCOMPARE(s.devices, 1);
        QCOMPARE(percent(s.layoutChangeNs, s.deviceKernelNs), strict);
        QCOMPARE(percent(s.layoutChangeWithTileNs, s.deviceKernelNs), withTile);
        QCOMPARE(percent(s.layoutChangeBroadNs, s.deviceKernelNs), broad);
        int64_t sum = 0;
        for (int64_t ns : s.byClassNs)
            sum += ns;
        QCOMPARE(sum, s.deviceKernelNs);
    }

    void formats()
    {
        QVERIFY(sampleRun("deeplabv3-blackhole-p100.csv").format == PerfCsvFormat::WithArch);
        QCOMPARE(sampleRun("deeplabv3-blackhole-p100.csv").arch, std::string("blackhole"));
        QCOMPARE(*sampleRun("deeplabv3-blackhole-p100.csv").availableCores, 110);
        QVERIFY(sampleRun("oft-net-20-core.csv").format == PerfCsvFormat::PaddedLogical);
        QVERIFY(sampleRun("oft-integral-image-bh20.csv").format == PerfCsvFormat::Plain);
        const MeasuredRun loc = sampleRun("ttrt-perf-with-loc.csv");
        QVERIFY(loc.hasLoc);
        QCOMPARE(loc.ops.size(), size_t(1));
        QCOMPARE(
            loc.ops[0].loc, std::string("loc(\"/home/$USER/tt-mlir/test/python/golden/test_ttir_ops.py:74:id(0)\")"));
        QCOMPARE(loc.ops[0].inputs[0].paddedShape, (std::vector<int64_t> { 1, 1, 128, 128 }));
    }

    // OFT's row-major reshape reads 7-element bf16 rows: 14 contiguous bytes per transfer.
    void ledgerFlagsSmallRows()
    {
        const MeasuredRun run = sampleRun("oft-net-20-core.csv");
        int small = 0;
        for (const LedgerRow& row : runLedger(run, DeviceModel {})) {
            if (run.ops[size_t(row.op)].opCode != "ReshapeDeviceOperation" || row.kernelNs < 100'000'000)
                continue;
            ++small;
            QVERIFY(row.runClass == RunClass::Other);
            QCOMPARE(*row.contiguousBytes, 7 * 2);
            QVERIFY(row.smallTransfers);
            // 6471936 rows of 7 bf16 elements, one 14-byte page each.
            QCOMPARE(*row.bytes, int64_t(6471936) * 7 * 2);
        }
        QCOMPARE(small, 3);
    }

    // DeepLabV3's first PaddedSlice states its output's shard spec: two ranges, 99 + 9 cores, 640x64 shards.
    void statedShardSpec()
    {
        const MeasuredRun run = sampleRun("deeplabv3-blackhole-p100.csv");
        const RunOp& op = run.ops[4];
        QCOMPARE(op.opCode, std::string("PaddedSliceDeviceOperation"));
        QVERIFY(op.outputConfig);
        QVERIFY(op.outputConfig->memoryLayout == TtnnMemoryLayout::HeightSharded);
        QVERIFY(op.outputConfig->bufferType == BufferType::L1);
        QCOMPARE(op.outputConfig->shardGrid.numCores(), 11 * 9 + 9);
        QCOMPARE(op.outputConfig->shardShape, (std::vector<int64_t> { 640, 64 }));
        DeviceModel blackhole;
        blackhole.gridRows = 10;
        blackhole.gridCols = 11;
        const RunLayout out = runOutputLayout(op, 0, blackhole);
        QVERIFY2(out.layout, out.problem.c_str());
        QVERIFY(out.layout->isSharded());
        // Input 0 is DRAM interleaved: always a layout, no grid needed.
        QVERIFY(runInputLayout(op, 0, blackhole).layout);
    }

    void memoryConfigSpellings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("cores");
        QTest::newRow("semicolons")
            << "MemoryConfig(memory_layout=TensorMemoryLayout::BLOCK_SHARDED;buffer_type=BufferType::L1;shard_spec="
               "ShardSpec(grid={[(x=0;y=0) - (x=7;y=7)]};shape={128; 64};orientation=ShardOrientation::ROW_MAJOR))"
            << 64;
        QTest::newRow("commas")
            << "MemoryConfig(memory_layout=TensorMemoryLayout::BLOCK_SHARDED,buffer_type=BufferType::L1,shard_spec="
               "ShardSpec(grid={[(x=0,y=0) - (x=3,y=1)]},shape={128, 64},orientation=ShardOrientation::ROW_MAJOR))"
            << 8;
        QTest::newRow("compact ranges")
            << "MemoryConfig(memory_layout=TensorMemoryLayout::BLOCK_SHARDED;buffer_type=BufferType::L1;shard_spec="
               "ShardSpec(grid={[0-0 - 1-1]};shape={32; 32};orientation=ShardOrientation::COL_MAJOR))"
            << 4;
    }
    void memoryConfigSpellings()
    {
        QFETCH(QString, text);
        QFETCH(int, cores);
        const auto config = parseMemoryConfigText(text.toStdString());
        QVERIFY(config);
        QVERIFY(config->memoryLayout == TtnnMemoryLayout::BlockSharded);
        QCOMPARE(config->shardGrid.numCores(), cores);
        QCOMPARE(config->shardShape.size(), size_t(2));
    }

    void memoryResults()
    {
        const auto snapshots = readMemoryResultsFile(test::samplesPath("runs/ttrt-memory-results.json"));
        QCOMPARE(snapshots.size(), size_t(1));
        QVERIFY(snapshots[0].l1);
        QCOMPARE(snapshots[0].l1->banks, 64);
        QCOMPARE(snapshots[0].l1->totalPerBank, 1369120);
        QCOMPARE(snapshots[0].dram->allocatedPerBank, 16384);
        QCOMPARE(snapshots[0].dram->blocks.size(), size_t(3));
        QVERIFY(snapshots[0].loc.find("test_ttir_ops.py:74") != std::string::npos);
    }

    void groupsAndTop()
    {
        const MeasuredRun run = sampleRun("oft-integral-image-bh20.csv");
        const auto groups = groupRun(run, RunGrouping::Class);
        int64_t total = 0;
        for (const RunGroup& g : groups)
            total += g.kernelNs;
        QCOMPARE(total, summarizeRun(run).deviceKernelNs);
        QCOMPARE(groups.front().key, std::string("other"));
        const auto top = topRunOps(run, 1);
        QCOMPARE(top.size(), size_t(1));
        for (const RunOp& op : run.ops)
            QVERIFY(op.kernelNs.value_or(0) <= run.ops[size_t(top[0])].kernelNs.value_or(0));
        // The integral image's signposts group its ops; each op names the last signpost before it.
        // Its three iterations each start with a signpost of the same name: three ranges of 7 ops.
        const auto ranges = groupRun(run, RunGrouping::Signpost);
        QCOMPARE(ranges.size(), size_t(3));
        for (const RunGroup& g : ranges)
            QCOMPARE(g.ops, 7);
        QCOMPARE(runGroupKey(run, run.ops[7], RunGrouping::Signpost), std::string("integral_image_start #2"));
        QCOMPARE(runGroupKey(run, run.ops[0], RunGrouping::OpMemory), std::string("Transpose (in0: l1_interleaved)"));
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("no op code column") << "A,B\n1,2\n" << 1 << 1 << "no 'OP CODE' column";
        QTest::newRow("ragged row") << "OP CODE,OP TYPE\nX,tt_dnn_device,extra\n" << 2 << 17 << "3 fields";
        // A short row before another is malformed; a short last row is a file cut short (truncated below).
        QTest::newRow("short row") << "OP CODE,OP TYPE,CORE COUNT\nX,tt_dnn_device\nY,tt_dnn_device,1\n"
                                   << 2 << 16 << "ends early";
        QTest::newRow("stray quote") << "OP CODE,OP TYPE\nX\"Y,tt_dnn_device\n" << 2 << 2 << "quote inside";
        QTest::newRow("text after quote") << "OP CODE,OP TYPE\n\"X\"Y,tt_dnn_device\n" << 2 << 4 << "after the closing";
        QTest::newRow("wrong type") << "OP CODE,OP TYPE,CORE COUNT\nX,tt_dnn_device,many\n"
                                    << 2 << 17 << "'CORE COUNT': 'many' is not a number";
        QTest::newRow("bad dim") << "OP CODE,OP TYPE,INPUT_0_X_PAD[LOGICAL]\nX,tt_dnn_device,32[x]\n"
                                 << 2 << 17 << "not a dimension";
        QTest::newRow("empty file") << "" << 1 << 1 << "empty";
    }
    void malformed()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, fragment);
        try {
            csvRun(text.toStdString());
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY(e.source() == ErrorSource::RunFile);
            QCOMPARE(e.line(), line);
            QCOMPARE(e.column(), column);
            QVERIFY2(QString::fromUtf8(e.what()).contains(fragment), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(QStringLiteral("test.csv")), e.what());
        }
    }

    void truncated_data()
    {
        // A profiler that stopped while writing leaves a last row cut short: the rows before it are read.
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("ops");
        QTest::addColumn<int>("line");
        QTest::newRow("short last row") << "OP CODE,OP TYPE,CORE COUNT\nA,tt_dnn_device,1\nB,tt_dnn" << 1 << 3;
        QTest::newRow("short last row and a newline") << "OP CODE,OP TYPE,CORE COUNT\nA,tt_dnn_device,1\nB,\n\n"
                                                      << 1 << 3;
        QTest::newRow("inside a quoted field") << "OP CODE,OP TYPE\nA,tt_dnn_device\n\"B,tt_dnn_device\n" << 1 << 3;
        QTest::newRow("the first row") << "OP CODE,OP TYPE,CORE COUNT\nA,tt_dnn_de" << 0 << 2;
    }
    void truncated()
    {
        QFETCH(QString, text);
        QFETCH(int, ops);
        QFETCH(int, line);
        const MeasuredRun run = csvRun(text.toStdString());
        QCOMPARE(int(run.ops.size()), ops);
        QVERIFY(run.truncatedAtLine.has_value());
        QCOMPARE(*run.truncatedAtLine, int64_t(line));
        // The answer says so.
        const Json answer = factsJson(runReportFacts(run, RunReportRequest {}));
        QCOMPARE(answer.at("truncated").get<bool>(), true);
        QCOMPARE(answer.at("truncated_at_line").get<int64_t>(), int64_t(line));
    }
    void wholeFileIsNotTruncated()
    {
        const MeasuredRun run = csvRun("OP CODE,OP TYPE,CORE COUNT\nA,tt_dnn_device,1\n");
        QVERIFY(!run.truncatedAtLine);
        const Json answer = factsJson(runReportFacts(run, RunReportRequest {}));
        QCOMPARE(answer.at("truncated").get<bool>(), false);
        QVERIFY(answer.at("truncated_at_line").is_null());
    }

    void nulByte()
    {
        const std::string text = std::string("OP CODE,OP TYPE\nX") + '\0' + ",tt_dnn_device\n";
        try {
            csvRun(text);
            QFAIL("no error");
        } catch (const Error& e) {
            QCOMPARE(e.line(), 2);
            QCOMPARE(e.column(), 2);
        }
    }

    void brokenMemoryResults_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("not json") << "{\n  \"0\": [\n" << 3 << "memory results";
        QTest::newRow("wrong type")
            << "{\n \"0\": {\n  \"loc\": \"x\",\n  \"l1\": {\n   \"num_banks\": \"many\"\n  }\n }\n}" << 5
            << "0.l1.num_banks";
        QTest::newRow("bad key") << "{\n \"zero\": {}\n}" << 2 << "index";
    }
    void brokenMemoryResults()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        try {
            readMemoryResults(text.toStdString(), "memory_results.json");
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY(e.source() == ErrorSource::RunFile);
            QCOMPARE(e.line(), line);
            QVERIFY2(QString::fromUtf8(e.what()).contains(fragment), e.what());
        }
    }

    // A profiler report folder and a ttrt artifacts folder open as one run each.
    void runFolder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString reports = dir.path() + QStringLiteral("/generated/profiler/reports");
        QVERIFY(QDir().mkpath(reports + QStringLiteral("/2025_09_18_11_39_20")));
        QVERIFY(QDir().mkpath(reports + QStringLiteral("/2025_02_16_18_11_10")));
        QVERIFY(QFile::copy(QString::fromStdString(test::samplesPath("runs/oft-integral-image-bh20.csv")),
            reports + QStringLiteral("/2025_09_18_11_39_20/ops_perf_results_2025_09_18_11_39_20.csv")));
        QVERIFY(QFile::copy(QString::fromStdString(test::samplesPath("runs/ttrt-perf-with-loc.csv")),
            reports + QStringLiteral("/2025_02_16_18_11_10/ops_perf_results_2025_02_16_18_11_10.csv")));
        const RunFiles files = findRunFiles(dir.path().toStdString());
        QVERIFY(files.perfCsv.ends_with("ops_perf_results_2025_09_18_11_39_20.csv"));
        QVERIFY(files.memoryResults.empty());
        QCOMPARE(readRunFiles(files).deviceOps(), 21);

        QTemporaryDir artifacts;
        const QString program = artifacts.path() + QStringLiteral("/ttrt-artifacts/model.ttnn/run/program_0");
        QVERIFY(QDir().mkpath(program));
        QVERIFY(QFile::copy(QString::fromStdString(test::samplesPath("runs/ttrt-memory-results.json")),
            program + QStringLiteral("/memory_results.json")));
        const RunFiles ttrt = findRunFiles(artifacts.path().toStdString());
        QVERIFY(ttrt.perfCsv.empty());
        const MeasuredRun memoryOnly = readRunFiles(ttrt);
        QCOMPARE(memoryOnly.memory.size(), size_t(1));
        QCOMPARE(memoryOnly.deviceOps(), 0);

        QVERIFY_THROWS_EXCEPTION(Error, findRunFiles(test::samplesPath("models/mnist_mlp.mlir")));
        QTemporaryDir empty;
        QVERIFY_THROWS_EXCEPTION(Error, findRunFiles(empty.path().toStdString()));
    }
};

QTEST_GUILESS_MAIN(TestRunReports)
#include "tst_runreports.moc"
