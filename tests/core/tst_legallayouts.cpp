// SPDX-License-Identifier: MIT
// The optimizer's device model and seed 002 §3.1's layout generation: legal tensor layouts per tensor type
// and the odometer expansion of op-specific configs. Counts are derived by hand in the comments.
#include "device/devicemodel.h"
#include "io/files/devicefile.h"
#include "optimizer/shared/legallayouts.h"
#include "report/policyreport.h"

#include <QTest>

using namespace tle;

class TestLegalLayouts : public QObject
{
    Q_OBJECT

private slots:
    void deviceDefaults();
    void deviceOverrides();
    void deviceErrors_data();
    void deviceErrors();
    void layoutCounts_data();
    void layoutCounts();
    void layoutOrder();
    void odometer();
    void conv2dExpansion();
};

void TestLegalLayouts::deviceDefaults()
{
    const OptimizerDevice d;
    QCOMPARE(d.device.gridRows, 8);
    QCOMPARE(d.device.gridCols, 8);
    QCOMPARE(d.device.dramBanks, 12);
    QCOMPARE(d.workerCores(), 64);
    QCOMPARE(d.l1BudgetPerCore(), 1364 * 1024);
}

void TestLegalLayouts::deviceOverrides()
{
    const OptimizerDevice d = readOptimizerDevice(R"({"grid": [4, 8], "tensor_l1_usage_cap": 0.5, "dram_banks": 6})");
    QCOMPARE(d.workerCores(), 32);
    QCOMPARE(d.device.dramBanks, 6);
    // Half of the 1364 KiB usable L1.
    QCOMPARE(d.l1BudgetPerCore(), 1364 * 1024 / 2);
    // Written out and read back, every field survives.
    const OptimizerDevice again = readOptimizerDevice(writeOptimizerDevice(d));
    QCOMPARE(again.workerCores(), 32);
    QCOMPARE(again.tensorL1UsageCap, 0.5);
}

void TestLegalLayouts::deviceErrors_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("at"); // the error's column is where this starts on its line (empty: any column)
    QTest::newRow("unknown key") << R"({"grid": [8, 8], "l2": 5})"
                                 << "unknown key \"l2\"" << 1 << "5}";
    QTest::newRow("wrong type") << R"({"dram_banks": "twelve"})"
                                << "\"dram_banks\" must be an integer" << 1 << "\"twelve\"";
    QTest::newRow("cap above one") << R"({"tensor_l1_usage_cap": 1.5})"
                                   << "must lie in (0, 1], got 1.5" << 1 << "1.5";
    QTest::newRow("usable above the physical L1") << R"({"l1_usable_bytes_per_core": 2000000})"
                                                  << "exceeds l1_bytes_per_core" << 1 << "2000000";
    QTest::newRow("a key on the second line") << "{\"grid\": [8, 8],\n  \"dram_banks\": 0}"
                                              << "dram_banks" << 2 << "0}";
    QTest::newRow("not an object") << "[1, 2]"
                                   << "top level must be an object" << 1 << "[";
    // The syntax error is on the second line.
    QTest::newRow("syntax error") << "{\"grid\": [8, 8],\n \"dram_banks\" 12}"
                                  << "syntax error" << 2 << "";
}

void TestLegalLayouts::deviceErrors()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(QString, at);
    try {
        readOptimizerDevice(json.toStdString());
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.line(), line);
        QVERIFY(e.column() > 0);
        if (!at.isEmpty()) {
            const QString lineText = json.split(QLatin1Char('\n')).at(line - 1);
            QCOMPARE(e.column(), int(lineText.indexOf(at)) + 1);
        }
    }
}

void TestLegalLayouts::layoutCounts_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<int>("count");
    // 256x256 is 8x8 tiles. A split into k parts uses all k when ceil(8 / ceil(8 / k)) == k: k in {1, 2, 3, 4,
    // 8}. Block: 5 x 5 grids; height and width: 5 each (k > 8 leaves cores idle); interleaved: L1 and DRAM.
    QTest::newRow("256x256 bf16") << "256x256"
                                  << "bf16" << 25 + 5 + 5 + 2;
    // 1x784 is 1x25 tiles (physical 32x800). Rows: only 1. Columns, k <= 8: {1, 2, 3, 4, 5, 7}; k <= 64:
    // {1, 2, 3, 4, 5, 7, 9, 13, 25}. Block 1 x 6, height 1, width 9, interleaved 2.
    QTest::newRow("1x784 f32") << "1x784"
                               << "f32" << 6 + 1 + 9 + 2;
    // One tile: every sharding is the single core.
    QTest::newRow("32x32 bf16") << "32x32"
                                << "bf16" << 1 + 1 + 1 + 2;
}

void TestLegalLayouts::layoutCounts()
{
    QFETCH(QString, shape);
    QFETCH(QString, dtype);
    QFETCH(int, count);
    const auto layouts = legalTensorLayouts(
        parseShape(shape.toStdString(), "shape"), *parseElementType(dtype.toStdString()), OptimizerDevice());
    QCOMPARE(int(layouts.size()), count);
}

void TestLegalLayouts::layoutOrder()
{
    const OptimizerDevice device;
    const auto layouts = legalTensorLayouts({ 256, 256 }, ElementType::BF16, device);
    // Most cores first: the 8x8 block sharding; DRAM interleaved last, after L1 interleaved.
    QCOMPARE(QString::fromStdString(layoutLabel(layouts.front())), QStringLiteral("l1 block_sharded 8x8 tile"));
    QCOMPARE(layoutCores(layouts.front(), device), 64);
    QCOMPARE(QString::fromStdString(layoutLabel(layouts[layouts.size() - 2])), QStringLiteral("l1 interleaved tile"));
    QCOMPARE(QString::fromStdString(layoutLabel(layouts.back())), QStringLiteral("dram interleaved tile"));
    QCOMPARE(layoutCores(layouts.back(), device), 0);
    for (size_t i = 1; i + 2 < layouts.size(); ++i)
        QVERIFY(layoutCores(layouts[i - 1], device) >= layoutCores(layouts[i], device));
    // Enabling row-major pages adds their variants on top of the tiled ones.
    LegalLayoutOptions options;
    options.rowMajorEnabled = true;
    const auto both = legalTensorLayouts({ 256, 256 }, ElementType::BF16, device, options);
    QVERIFY(both.size() > layouts.size());
}

void TestLegalLayouts::odometer()
{
    std::vector<std::vector<size_t>> seen;
    forEachCombination({ 2, 3 }, [&](const std::vector<size_t>& d) { seen.push_back(d); });
    // The last wheel turns fastest: 00 01 02 10 11 12.
    const std::vector<std::vector<size_t>> expected { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 1, 0 }, { 1, 1 }, { 1, 2 } };
    QVERIFY(seen == expected);
    int calls = 0;
    forEachCombination({ 2, 0 }, [&](const std::vector<size_t>&) { ++calls; });
    QCOMPARE(calls, 0);
    forEachCombination({}, [&](const std::vector<size_t>&) { ++calls; });
    QCOMPARE(calls, 1);
}

void TestLegalLayouts::conv2dExpansion()
{
    // Seed 002 §3.1.5: 8 layouts x actBlockHOverride in {0, 64, 32} = 24 configs.
    const std::vector<ConfigKnob> knobs { { "actBlockHOverride", { "0", "64", "32" } },
        { "deallocateActivation", { "true" } } };
    const auto configs = expandOpConfigs(8, knobs);
    QCOMPARE(configs.size(), size_t(24));
    // Config 4 is layout 1 with the second actBlockH value (64).
    QCOMPARE(configs[4].layout, size_t(1));
    QCOMPARE(knobs[0].values[configs[4].knobValues[0]], std::string("64"));
    QCOMPARE(configs[23].layout, size_t(7));
    QCOMPARE(knobs[0].values[configs[23].knobValues[0]], std::string("32"));
}

QTEST_GUILESS_MAIN(TestLegalLayouts)
#include "tst_legallayouts.moc"
