// SPDX-License-Identifier: MIT
// The cost model against measurement: a calibration fitted on three public runs predicts the fourth (leave one
// run out), and must place more device ops within 2x of their measured kernel time than tt-metal's own PM
// IDEAL does on the same rows. The figures are printed for docs/benchmarks.md.

#include <QObject>
#include <QTest>

#include "io/devicefile.h"
#include "io/perfcsvreader.h"
#include "run/runcostmodel.h"
#include "testpaths.h"

#include <QStringList>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace tle;

namespace {

// The device each public run was measured on: DeepLabV3 states Blackhole p100; the two OFT runs come from a
// 20-core Blackhole part (their ops' worker grid is {(0,0) - (4,3)}); Segformer is a Wormhole n150.
OptimizerDevice deviceOf(const std::string& file)
{
    if (file.starts_with("deeplabv3"))
        return blackholeP100();
    if (file.starts_with("oft")) {
        OptimizerDevice d = blackholeP150();
        d.device.name = "blackhole 20-core";
        d.device.gridRows = 4;
        d.device.gridCols = 5;
        return d;
    }
    return wormholeN150();
}

const char* const kRuns[] = { "deeplabv3-blackhole-p100.csv", "oft-net-20-core.csv", "segformer-encoder-wormhole.csv",
    "oft-integral-image-bh20.csv" };

} // namespace

class TestRunCalibration : public QObject
{
    Q_OBJECT

private slots:
    void leaveOneRunOut_data()
    {
        QTest::addColumn<int>("heldOut");
        for (int i = 0; i < 4; ++i)
            QTest::newRow(kRuns[i]) << i;
    }
    void leaveOneRunOut()
    {
        QFETCH(int, heldOut);
        std::vector<MeasuredRun> runs;
        for (const char* name : kRuns)
            runs.push_back(readPerfCsvFile(test::samplesPath(std::string("runs/") + name)));
        std::vector<std::pair<const MeasuredRun*, OptimizerDevice>> training;
        for (int i = 0; i < 4; ++i) {
            if (i != heldOut)
                training.emplace_back(&runs[size_t(i)], deviceOf(kRuns[i]));
        }
        OptimizerDevice device = deviceOf(kRuns[heldOut]);
        device.calibration = calibrateDevice(training, device).calibration;
        const RunAccuracy fitted = runAccuracy(runs[size_t(heldOut)], device);
        OptimizerDevice raw = deviceOf(kRuns[heldOut]);
        const RunAccuracy uncalibrated = runAccuracy(runs[size_t(heldOut)], raw);
        qInfo("%s: %lld ops, within 2x %.1f%% (uncalibrated %.1f%%, PM IDEAL %.1f%%), median |log2| %.2f, "
              "Spearman %.2f",
            kRuns[heldOut], static_cast<long long>(fitted.ops), 100 * fitted.within2x, 100 * uncalibrated.within2x,
            100 * fitted.pmIdealWithin2x, fitted.medianAbsLog2, fitted.spearman);
        QCOMPARE(fitted.ops, runs[size_t(heldOut)].deviceOps());
        QVERIFY(fitted.spearman > 0.85);
        QVERIFY(fitted.within2x > fitted.pmIdealWithin2x);
        // docs/benchmarks.md: 75-81 % on the four runs held out; the goal is 75 % on every one.
        QVERIFY(fitted.within2x >= 0.75);
    }

    // A reshape that regroups rows moves every row of input and output as a DRAM page of its own; that latency
    // is a floor the calibration does not scale. Rows from the OFT run's shapes.
    void reshapeRowFloor_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<double>("rowMoves");
        // 1x1x25312x256 tiled to 1x159x160x256: 25,312 rows in, 159 x 160 out.
        QTest::newRow("tiled, padding changes") << "1x1x25312x256" << double(25312 + 159 * 160);
        // 1x1x6471936x7 row-major to 1x1x25281x1792: rows of 14 bytes regrouped into rows of 3,584.
        QTest::newRow("row-major, width changes") << "1x1x6471936x7" << double(6471936 + 25281);
    }
    void reshapeRowFloor()
    {
        QFETCH(QString, input);
        QFETCH(double, rowMoves);
        const MeasuredRun run = readPerfCsvFile(test::samplesPath("runs/oft-net-20-core.csv"));
        const auto shapeText = [](const std::vector<int64_t>& dims) {
            QStringList parts;
            for (int64_t d : dims)
                parts << QString::number(d);
            return parts.join(QLatin1Char('x'));
        };
        const auto it = std::find_if(run.ops.begin(), run.ops.end(), [&](const RunOp& op) {
            return op.opCode.starts_with("Reshape") && !op.inputs.empty()
                && shapeText(op.inputs[0].paddedShape) == input;
        });
        QVERIFY(it != run.ops.end());
        OptimizerDevice device = deviceOf("oft");
        const auto terms = runCostTerms(*it, device);
        QVERIFY(terms);
        QCOMPARE(terms->rowMoves, rowMoves);
        QCOMPARE(terms->cores, int64_t(20));
        const double floorNs = 1e9 * rowMoves / 20 * device.dramPageSeconds;
        // However small the data-movement factor, the estimate stays on the floor.
        device.calibration[CostClass::DataMovement] = { 0, 1e-3, 10 };
        QCOMPARE(*predictRunOpNs(*it, device), floorNs);
        // Measured within 2x of the floor.
        QVERIFY(floorNs >= 0.5 * double(*it->kernelNs) && floorNs <= 2.0 * double(*it->kernelNs));
    }

    // A calibrated device file reads back to the same calibration.
    void deviceFileRoundTrip()
    {
        const MeasuredRun run = readPerfCsvFile(test::samplesPath("runs/deeplabv3-blackhole-p100.csv"));
        const OptimizerDevice fitted = calibrateDevice({ { &run, blackholeP100() } }, blackholeP100());
        QCOMPARE(int(fitted.calibration.size()), kCostClassCount);
        const std::string text = writeOptimizerDevice(fitted);
        const OptimizerDevice back = readOptimizerDevice(text);
        QCOMPARE(writeOptimizerDevice(back), text);
        QCOMPARE(back.calibration.at(CostClass::Matmul).ops, 42);
        // A class the run lacks takes the fit over all ops (ops 0).
        QCOMPARE(back.calibration.at(CostClass::BufferCopy).ops, 0);
    }

    // The sample device files are the built-in presets, written out.
    void presetsMatchTheSamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("preset");
        QTest::newRow("n150") << "wormhole_n150.json"
                              << "n150";
        QTest::newRow("p100") << "blackhole_p100.json"
                              << "p100";
        QTest::newRow("p150") << "blackhole_p150.json"
                              << "p150";
    }
    void presetsMatchTheSamples()
    {
        QFETCH(QString, file);
        QFETCH(QString, preset);
        std::ifstream in(test::samplesPath("devices/" + file.toStdString()));
        std::stringstream text;
        text << in.rdbuf();
        const OptimizerDevice expected = preset == QLatin1String("n150") ? wormholeN150()
            : preset == QLatin1String("p100")                            ? blackholeP100()
                                                                         : blackholeP150();
        QCOMPARE(writeOptimizerDevice(readOptimizerDevice(text.str())), writeOptimizerDevice(expected));
    }

    void badCalibration_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("unknown class") << R"({"calibration": {"gemm": {"overhead_ns": 1, "factor": 1}}})"
                                       << "unknown op class";
        QTest::newRow("no factor") << R"({"calibration": {"matmul": {"overhead_ns": 1}}})"
                                   << "calibration.matmul";
        QTest::newRow("negative overhead") << R"({"calibration": {"matmul": {"overhead_ns": -5, "factor": 1}}})"
                                           << "overhead_ns";
        QTest::newRow("zero factor") << R"({"calibration": {"matmul": {"overhead_ns": 5, "factor": 0}}})"
                                     << "factor";
    }
    void badCalibration()
    {
        QFETCH(QString, json);
        QFETCH(QString, fragment);
        try {
            readOptimizerDevice(json.toStdString());
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(fragment), e.what());
            QVERIFY(e.line() > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestRunCalibration)
#include "tst_runcalibration.moc"
