// SPDX-License-Identifier: MIT
// LayoutProbe: what the views ask of a layout, checked against hand-derived places for seed 000's padded
// 53x63 grid, a block-sharded TTNN tensor and seed 001's XLA tiling.
#include "enumstrings.h"
#include "io/layouttext/anylayoutparser.h"
#include "report/l1fit.h"
#include "report/layoutdescribe.h"
#include "report/placereport.h"
#include "util/error.h"
#include "view/gototarget.h"
#include "view/layoutprobe.h"
#include "view/unitsummary.h"

#include <QTest>

using namespace tle;

namespace {

// Seed 000: 53x63 f32 on a 3x2 grid, shards of ceil(53/3) x ceil(63/2) = 18x32, so the physical plane is 54x64
// and the last row and column are grid padding (54*64 - 53*63 = 117 cells).
const char* kSeed53 = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                      "memref<18x32xf32, #ttcore.memory_space<l1>>>>";
// 1x256 f32 block sharded over 1x8 cores, one 32x32 tile each: the physical shape is 32x256 (rows aligned to the
// tile), so 31 of every 32 rows are padding for the tile.
const char* kTtnn = "tensor<1x256xf32, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x1x!ttcore.tile<32x32, "
                    "f32>, #ttnn.buffer_type<l1>>, <block_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>>";
// Seed 001: f32[3,5] with 2x2 tiles is padded to 4x6, 2x3 tiles of 4 elements: 24 slots, 9 of them padding.
const char* kXla = "f32[3,5]{1,0:T(2,2)}";
// Seed 000 tilized: each 18x32 shard is allocated as one 32x32 tile, so the plane is 3 * 32 x 2 * 32 = 96x64 and
// rows 18..31 of every core's shard are tile padding: 6 * (32 - 18) * 32 = 2688 slots.
const char* kSeed53Tilized = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                             "memref<1x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";

std::unique_ptr<LayoutProbe> probe(const char* text)
{
    return makeLayoutProbe(parseAnyLayout(text));
}

} // namespace

class TestLayoutProbe : public QObject
{
    Q_OBJECT

private slots:
    void units();
    void logicalSites_data();
    void logicalSites();
    void physicalSites_data();
    void physicalSites();
    void paddingCells_data();
    void paddingCells();
    void links();
    void answers();
    void unitSummaries_data();
    void unitSummaries();
    void summaryTotalsMatchDescribe_data();
    void summaryTotalsMatchDescribe();
    void xlaTileOutlines();
    void xlaPlaneRows_data();
    void xlaPlaneRows();
    void goToTargets_data();
    void goToTargets();
    void goToErrors_data();
    void goToErrors();
    void l1Fits_data();
    void l1Fits();
    void tilePaddingInThePlane();
};

void TestLayoutProbe::units()
{
    const auto metal = probe(kSeed53);
    QCOMPARE(toString(metal->unitKind()), std::string_view("core"));
    QCOMPARE(metal->unitCount(), int64_t(6));
    QCOMPARE(metal->unitGrid(), (std::array<int64_t, 2> { 3, 2 }));
    QCOMPARE(metal->unitPosition(5), (std::array<int64_t, 2> { 2, 1 }));
    QCOMPARE(unitLabel(metal->unitId(5)), std::string("core (2, 1)"));
    QVERIFY(metal->unitId(5) == (UnitId { .kind = UnitKind::Core, .coordinates = { 2, 1 } }));
    QCOMPARE(metal->physicalExtent(), (std::array<int64_t, 2> { 54, 64 }));
    const auto ttnn = probe(kTtnn);
    QCOMPARE(toString(ttnn->unitKind()), std::string_view("core"));
    QCOMPARE(ttnn->physicalExtent(), (std::array<int64_t, 2> { 32, 256 }));
    const auto xla = probe(kXla);
    QCOMPARE(xla->unitCount(), int64_t(1));
    QCOMPARE(xla->physicalExtent(), (std::array<int64_t, 2> { 12, 2 }));
}

void TestLayoutProbe::logicalSites_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QList<qint64>>("index");
    QTest::addColumn<qint64>("unit");
    // Metal: core (row / 18, column / 32), numbered row-major over the 3x2 grid.
    QTest::newRow("metal first") << kSeed53 << QList<qint64> { 0, 0 } << qint64(0);
    QTest::newRow("metal shard corner") << kSeed53 << QList<qint64> { 17, 31 } << qint64(0);
    QTest::newRow("metal next core both ways") << kSeed53 << QList<qint64> { 18, 32 } << qint64(3);
    QTest::newRow("metal last") << kSeed53 << QList<qint64> { 52, 62 } << qint64(5);
    // TTNN: column / 32 picks the core (x) on row y = 0.
    QTest::newRow("ttnn column 40") << kTtnn << QList<qint64> { 0, 40 } << qint64(1);
    QTest::newRow("ttnn last column") << kTtnn << QList<qint64> { 0, 255 } << qint64(7);
    QTest::newRow("xla single memory") << kXla << QList<qint64> { 2, 3 } << qint64(0);
}

void TestLayoutProbe::logicalSites()
{
    QFETCH(QString, layout);
    QFETCH(QList<qint64>, index);
    QFETCH(qint64, unit);
    const auto p = probe(layout.toUtf8().constData());
    const Shape idx(index.begin(), index.end());
    const ProbeSite site = p->logicalSite(idx);
    QCOMPARE(site.unit, int64_t(unit));
    QCOMPARE(site.padding, PaddingCause::None);
}

void TestLayoutProbe::physicalSites_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("row");
    QTest::addColumn<qint64>("column");
    QTest::addColumn<qint64>("unit");
    QTest::addColumn<int>("padding");
    QTest::newRow("metal data") << kSeed53 << qint64(20) << qint64(40) << qint64(3) << int(PaddingCause::None);
    QTest::newRow("metal padding row") << kSeed53 << qint64(53) << qint64(0) << qint64(4) << int(PaddingCause::Grid);
    QTest::newRow("metal padding column") << kSeed53 << qint64(0) << qint64(63) << qint64(1) << int(PaddingCause::Grid);
    QTest::newRow("ttnn data") << kTtnn << qint64(0) << qint64(100) << qint64(3) << int(PaddingCause::None);
    // The rows exist because tile pages are 32 rows high: the engine names that cause "tile".
    QTest::newRow("ttnn tile-aligned row") << kTtnn << qint64(5) << qint64(100) << qint64(3) << int(PaddingCause::Tile);
    QTest::newRow("xla data") << kXla << qint64(8) << qint64(1) << qint64(0) << int(PaddingCause::None);
    // Slot 23 is the last of tile (1,2), which covers rows 2-3 and columns 4-5: row 3 is padding.
    QTest::newRow("xla padding") << kXla << qint64(11) << qint64(1) << qint64(0) << int(PaddingCause::Tile);
}

void TestLayoutProbe::physicalSites()
{
    QFETCH(QString, layout);
    QFETCH(qint64, row);
    QFETCH(qint64, column);
    QFETCH(qint64, unit);
    QFETCH(int, padding);
    const auto p = probe(layout.toUtf8().constData());
    const ProbeSite site = p->physicalSite(row, column);
    QCOMPARE(site.unit, int64_t(unit));
    QCOMPARE(int(site.padding), padding);
}

void TestLayoutProbe::paddingCells_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("padding");
    QTest::newRow("metal grid padding") << kSeed53 << qint64(54 * 64 - 53 * 63);
    QTest::newRow("ttnn alignment") << kTtnn << qint64(32 * 256 - 256);
    QTest::newRow("xla tiles") << kXla << qint64(24 - 15);
}

void TestLayoutProbe::paddingCells()
{
    QFETCH(QString, layout);
    QFETCH(qint64, padding);
    const auto p = probe(layout.toUtf8().constData());
    const auto extent = p->physicalExtent();
    int64_t count = 0;
    for (int64_t r = 0; r < extent[0]; ++r) {
        for (int64_t c = 0; c < extent[1]; ++c)
            count += p->physicalSite(r, c).padding != PaddingCause::None ? 1 : 0;
    }
    QCOMPARE(count, int64_t(padding));
}

void TestLayoutProbe::links()
{
    // Seed 001: (2,3) is in tile (1,1), in-tile (0,1): linear 4*4 + 1 = 17, i.e. row 8, column 1 of the plane.
    const auto xla = probe(kXla);
    const Shape index { 2, 3 };
    QCOMPARE(*xla->physicalOf(index), (std::array<int64_t, 2> { 8, 1 }));
    QCOMPARE(*xla->logicalOf(8, 1), index);
    QVERIFY(!xla->logicalOf(11, 1));
    // Every logical element of the metal layout comes back from its physical cell.
    const auto metal = probe(kSeed53);
    for (int64_t r = 0; r < 53; r += 7) {
        for (int64_t c = 0; c < 63; c += 5) {
            const Shape i { r, c };
            const auto cell = metal->physicalOf(i);
            QVERIFY(cell);
            QCOMPARE(*metal->logicalOf((*cell)[0], (*cell)[1]), i);
            QCOMPARE(metal->physicalSite((*cell)[0], (*cell)[1]).unit, metal->logicalSite(i).unit);
        }
    }
}

void TestLayoutProbe::answers()
{
    const auto metal = probe(kSeed53);
    const Shape index { 18, 32 };
    QVERIFY(mapAnswerText(metal->layout(), index).find("Core") != std::string::npos);
    QCOMPARE(metal->brief(index), std::string("[18, 32] on core (1, 1), byte 0"));
    QVERIFY(unmapAnswerText(metal->layout(), metal->physicalSlot(53, 0)).find("grid") != std::string::npos);
}

void TestLayoutProbe::unitSummaries_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("unit");
    QTest::addColumn<qint64>("capacity");
    QTest::addColumn<qint64>("data");
    QTest::addColumn<qint64>("grid");
    QTest::addColumn<qint64>("tile");
    QTest::addColumn<qint64>("bytes");
    // Seed 000, 53x63 on 3x2: each core allocates 18x32 f32 slots (2304 bytes). Core 0 is full; core 1 loses
    // column 63 (18 slots); core 4 loses row 53 (32 slots); core 5 both (17 + 31 + 1 = 49).
    QTest::newRow("metal full core") << kSeed53 << qint64(0) << qint64(576) << qint64(576) << qint64(0) << qint64(0)
                                     << qint64(2304);
    QTest::newRow("metal last column") << kSeed53 << qint64(1) << qint64(576) << qint64(18 * 31) << qint64(18)
                                       << qint64(0) << qint64(2304);
    QTest::newRow("metal last row") << kSeed53 << qint64(4) << qint64(576) << qint64(17 * 32) << qint64(32) << qint64(0)
                                    << qint64(2304);
    QTest::newRow("metal corner") << kSeed53 << qint64(5) << qint64(576) << qint64(17 * 31) << qint64(49) << qint64(0)
                                  << qint64(2304);
    // The same grid tilized: each 18x32 shard is padded to one 32x32 tile (4096 bytes), 448 slots of tile padding.
    const char* tilized = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                          "memref<1x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("metal tilized") << tilized << qint64(0) << qint64(1024) << qint64(576) << qint64(0) << qint64(448)
                                   << qint64(4096);
    // TTNN 1x256 on 1x8 cores: one 32x32 f32 tile each, 32 elements of data, 992 slots padding for the tile.
    QTest::newRow("ttnn core x=3") << kTtnn << qint64(3) << qint64(1024) << qint64(32) << qint64(0) << qint64(992)
                                   << qint64(4096);
    // Device core (x=0, y=1) holds no shard.
    QTest::newRow("ttnn idle core") << kTtnn << qint64(8) << qint64(0) << qint64(0) << qint64(0) << qint64(0)
                                    << qint64(0);
    // XLA: one buffer of 24 slots, 15 of data, 9 of tile padding, 96 bytes.
    QTest::newRow("xla buffer") << kXla << qint64(0) << qint64(24) << qint64(15) << qint64(0) << qint64(9)
                                << qint64(96);
}

void TestLayoutProbe::unitSummaries()
{
    QFETCH(QString, layout);
    QFETCH(qint64, unit);
    QFETCH(qint64, capacity);
    QFETCH(qint64, data);
    QFETCH(qint64, grid);
    QFETCH(qint64, tile);
    QFETCH(qint64, bytes);
    const auto p = probe(layout.toUtf8().constData());
    const std::vector<UnitSummary> all = summarizeUnits(*p);
    QVERIFY(size_t(unit) < all.size());
    const UnitSummary& s = all[size_t(unit)];
    QCOMPARE(s.unit, int64_t(unit));
    QCOMPARE(s.capacity, int64_t(capacity));
    QCOMPARE(s.data, int64_t(data));
    QCOMPARE(s.padding[PaddingCause::Grid], int64_t(grid));
    QCOMPARE(s.padding[PaddingCause::Tile], int64_t(tile));
    QCOMPARE(s.bytes, int64_t(bytes));
    QCOMPARE(s.data + s.padding.total(), s.capacity);
}

void TestLayoutProbe::summaryTotalsMatchDescribe_data()
{
    QTest::addColumn<QString>("layout");
    QTest::newRow("seed 53x63") << kSeed53;
    QTest::newRow("seed 53x63 tilized") << kSeed53Tilized;
    QTest::newRow("ttnn block sharded") << kTtnn;
    // Seed 000's 7-D tensor on a 4-D grid: each core's rows are several runs of the folded plane.
    QTest::newRow("seed 7-d on a 4-d grid")
        << "tensor<5x3x2x2x7x32x32xf32, #ttcore.metal_layout<(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + "
           "d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6), undef, <3x2x2x2>, memref<4480x4x16x16xf32, "
           "#ttcore.memory_space<l1>>>>";
}

void TestLayoutProbe::summaryTotalsMatchDescribe()
{
    // Summed over units, data is every logical element once and padding matches describe's counts by cause.
    QFETCH(QString, layout);
    const auto p = probe(layout.toUtf8().constData());
    const std::vector<UnitSummary> all = summarizeUnits(*p);
    QVERIFY(!all.empty());
    int64_t data = 0;
    PaddingCounts padding;
    for (const UnitSummary& s : all) {
        data += s.data;
        for (int c = 1; c < kPaddingCauseCount; ++c)
            padding[PaddingCause(c)] += s.padding[PaddingCause(c)];
    }
    QCOMPARE(data, p->logicalElements());
    for (int c = 1; c < kPaddingCauseCount; ++c)
        QCOMPARE(padding[PaddingCause(c)], p->paddingTotals()[PaddingCause(c)]);
}

void TestLayoutProbe::xlaTileOutlines()
{
    // T(4,6) then (2,3) inside each tile, on a descending layout: both levels line up with the logical plane.
    using Outlines = std::vector<std::array<int64_t, 2>>;
    QCOMPARE(probe("f32[8,12]{1,0:T(4,6)(2,3)}")->logicalTileOutlines(), (Outlines { { 4, 6 }, { 2, 3 } }));
    // A 1-D tile of the minor dim tiles each row separately.
    QCOMPARE(probe("f32[4,256]{1,0:T(128)}")->logicalTileOutlines(), (Outlines { { 1, 128 } }));
    // Transposed: tiles follow the physical order, not the logical plane.
    QVERIFY(probe("f32[8,12]{0,1:T(4,6)}")->logicalTileOutlines().empty());
    // Metal layouts draw their tiles in the Tiles view instead.
    QVERIFY(probe(kSeed53)->logicalTileOutlines().empty());
}

void TestLayoutProbe::xlaPlaneRows_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("columns");
    QTest::addColumn<bool>("interleaved"); // the plane's name says later tiles interleave a row

    // One level: a row is the innermost tiled dim, one tile row (24 allocated slots of f32[3,5] in T(2,2)).
    QTest::newRow("T(2,2)") << "f32[3,5]{1,0:T(2,2)}" << qint64(12) << qint64(2) << false;
    // TPU bf16: (2,1) pairs two rows of each (8,128) tile, so a row is 2 x 128 slots; 40 x 384 slots in all.
    QTest::newRow("T(8,128)(2,1)") << "bf16[40,300]{1,0:T(8,128)(2,1)}" << qint64(40 * 384 / 256) << qint64(256)
                                   << true;
    // 1-D: the (2,1) and (128) levels interleave a 1024-slot tile; 3 tiles of 1024 for 3000 elements.
    QTest::newRow("T(1024)(128)(2,1)") << "bf16[3000]{0:T(1024)(128)(2,1)}" << qint64(3) << qint64(1024) << true;
    // Without tiles a row is the innermost physical dim.
    QTest::newRow("no tiles") << "f32[3,4,5]{0,2,1}" << qint64(20) << qint64(3) << false;
}

void TestLayoutProbe::xlaPlaneRows()
{
    QFETCH(QString, layout);
    QFETCH(qint64, rows);
    QFETCH(qint64, columns);
    QFETCH(bool, interleaved);
    const auto p = probe(layout.toStdString().c_str());
    QCOMPARE(p->physicalExtent(), (std::array<int64_t, 2> { rows, columns }));
    QCOMPARE(p->physicalKind() == PlaneKind::XlaInterleaved, interleaved);
    QCOMPARE(QString::fromUtf8(planeName(p->physicalKind())).contains(QStringLiteral("interleave")), interleaved);
}

// 64x64 bf16 interleaved in DRAM: 4 tile pages over the device's 12 banks.
const char* const kDramInterleaved = "tensor<64x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                     "memref<2x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";

void TestLayoutProbe::goToTargets_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("unit");
    QTest::addColumn<QList<qint64>>("expected"); // the index, or the unit id

    QTest::newRow("last element, commas") << kSeed53 << "52, 62" << false << QList<qint64> { 52, 62 };
    QTest::newRow("brackets as describe writes it") << kSeed53 << "[0, 5]" << false << QList<qint64> { 0, 5 };
    QTest::newRow("spaces only") << kSeed53 << " 7 9 " << false << QList<qint64> { 7, 9 };
    // The seed's 3x2 grid: core (y, x) is unit y * 2 + x.
    QTest::newRow("core as labelled") << kSeed53 << "core (2, 1)" << true << QList<qint64> { 2 * 2 + 1 };
    QTest::newRow("core, any case, no parentheses") << kSeed53 << "Core 1 0" << true << QList<qint64> { 1 * 2 + 0 };
    // A sharded TTNN tensor's units are the device's 8x8 worker grid: core (y, x) is unit y * 8 + x.
    QTest::newRow("ttnn core") << kTtnn << "core (0, 7)" << true << QList<qint64> { 7 };
    QTest::newRow("dram bank") << kDramInterleaved << "bank 3" << true << QList<qint64> { 3 };
}

void TestLayoutProbe::goToTargets()
{
    QFETCH(QString, layout);
    QFETCH(QString, text);
    QFETCH(bool, unit);
    QFETCH(QList<qint64>, expected);
    const auto p = probe(layout.toUtf8().constData());
    const GoToTarget target = parseGoTo(text.toStdString(), *p);
    QCOMPARE(target.kind == GoToTarget::Kind::Unit, unit);
    if (unit) {
        QCOMPARE(target.unit, expected.front());
    } else {
        QCOMPARE(target.index, Shape(expected.begin(), expected.end()));
    }
}

void TestLayoutProbe::goToErrors_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("row beyond the 53 rows") << kSeed53 << "53, 0" << 1 << "0 to 52";
    QTest::newRow("too few indices") << kSeed53 << "1" << 1 << "has 2 indices, not 1";
    QTest::newRow("core outside the 3x2 grid") << kSeed53 << "core (3, 0)" << 7 << "no core (3, 0)";
    QTest::newRow("banks of a sharded layout") << kSeed53 << "bank 1" << 1 << "units are cores";
    QTest::newRow("stray separator") << kSeed53 << "3; 5" << 2 << "unexpected ';'";
    QTest::newRow("core without numbers") << kSeed53 << "core" << 1 << "which core";
    QTest::newRow("xla has one memory") << kXla << "core 0 0" << 1 << "one memory";
    QTest::newRow("huge number") << kSeed53 << "99999999999999999999, 0" << 1 << "too large";
}

void TestLayoutProbe::goToErrors()
{
    QFETCH(QString, layout);
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto p = probe(layout.toUtf8().constData());
    try {
        parseGoTo(text.toStdString(), *p);
        QFAIL("no error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.column(), column);
    }
}

void TestLayoutProbe::l1Fits_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("bytes"); // -1: not in L1
    QTest::addColumn<bool>("fits");
    // The n150 budget: 1364 KiB of each core's L1 for tensors.
    QTest::newRow("seed 53x63: 18x32 f32 shards") << kSeed53 << qint64(18 * 32 * 4) << true;
    QTest::newRow("ttnn: one 32x32 f32 tile per core") << kTtnn << qint64(32 * 32 * 4) << true;
    QTest::newRow("seed 7-d: 4480x4x16x16 f32 shards")
        << "tensor<5x3x2x2x7x32x32xf32, #ttcore.metal_layout<(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + "
           "d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6), undef, <3x2x2x2>, memref<4480x4x16x16xf32, "
           "#ttcore.memory_space<l1>>>>"
        << qint64(4480) * 4 * 16 * 16 * 4 << false;
    QTest::newRow("dram is not checked") << kDramInterleaved << qint64(-1) << true;
    QTest::newRow("xla is not checked") << kXla << qint64(-1) << true;
}

void TestLayoutProbe::l1Fits()
{
    QFETCH(QString, layout);
    QFETCH(qint64, bytes);
    QFETCH(bool, fits);
    const std::optional<L1Fit> fit = l1Fit(parseAnyLayout(layout.toStdString()));
    QCOMPARE(fit.has_value(), bytes >= 0);
    if (!fit)
        return;
    QCOMPARE(fit->bytesPerCore, bytes);
    QCOMPARE(fit->usableBytes, int64_t(1364 * 1024));
    QCOMPARE(fit->fits(), fits);
    QVERIFY(QString::fromStdString(l1FitText(*fit)).contains(fits ? ": fits" : "does not fit"));
}

void TestLayoutProbe::tilePaddingInThePlane()
{
    const auto p = probe(kSeed53Tilized);
    QCOMPARE(p->physicalExtent(), (std::array<int64_t, 2> { 96, 64 }));
    // Core (0, 0)'s shard rows 0..17 hold data, rows 18..31 are tile padding; core (1, 0) starts at row 32.
    QCOMPARE(p->physicalSite(17, 0), (ProbeSite { 0, PaddingCause::None }));
    QCOMPARE(p->physicalSite(18, 0), (ProbeSite { 0, PaddingCause::Tile }));
    QCOMPARE(p->physicalSite(31, 40), (ProbeSite { 1, PaddingCause::Tile }));
    QCOMPARE(p->physicalSite(32, 0), (ProbeSite { 2, PaddingCause::None }));
    // Element (52, 62): core (52 / 18, 62 / 32) = (2, 1), shard cell (16, 30), plane cell (2 * 32 + 16, 32 + 30).
    const Shape last { 52, 62 };
    QCOMPARE(*p->physicalOf(last), (std::array<int64_t, 2> { 80, 62 }));
    QCOMPARE(*p->logicalOf(80, 62), last);
    // Row 53 of the collapsed space (core (2, x)'s shard row 17) is grid padding: plane row 2 * 32 + 17.
    QCOMPARE(p->physicalSite(81, 0).padding, PaddingCause::Grid);
    QVERIFY(!p->logicalOf(20, 5));
    // Shard cell (18, 0) of a 32x32 tile with 16x16 faces: face 2 (rows 16..31, columns 0..15), its row 2, so
    // storage offset 2 * 256 + 2 * 16 = 544.
    QCOMPARE(p->physicalOrder(18, 0), int64_t(544));
    // The tooltip's answer for a tile-padding cell: the core, the cell in the shard and why it is padding.
    const std::string note = unmapAnswerText(p->layout(), p->physicalSlot(18, 0));
    QVERIFY2(note.find("the 18x32 shard is stored in whole 32x32 tiles, 32x32 allocated") != std::string::npos,
        note.c_str());
    QVERIFY2(note.find("shard row 18 is padding") != std::string::npos, note.c_str());
    QVERIFY2(note.find("Element offset    544") != std::string::npos, note.c_str());
    QVERIFY2(unmapAnswerText(p->layout(), p->physicalSlot(17, 0)).find("[17, 0]") != std::string::npos, note.c_str());
    // Every tile-padding slot is in the plane now: 2688 of them, and none left outside the units' rectangles.
    int64_t tile = 0;
    for (int64_t r = 0; r < 96; ++r) {
        for (int64_t c = 0; c < 64; ++c)
            tile += p->physicalSite(r, c).padding == PaddingCause::Tile ? 1 : 0;
    }
    QCOMPARE(tile, int64_t(2688));
    for (const PlaneRect& rect : p->unitRects())
        QCOMPARE(rect.rows * rect.columns, p->unitCapacity(rect.unit));
    // Every element's cell leads back to it, on the core the forward map names.
    for (int64_t i = 0; i < 53; ++i) {
        for (int64_t j = 0; j < 63; ++j) {
            const Shape index { i, j };
            const auto cell = p->physicalOf(index);
            QVERIFY(cell);
            QCOMPARE(*p->logicalOf((*cell)[0], (*cell)[1]), index);
            QCOMPARE(p->physicalSite((*cell)[0], (*cell)[1]).unit, p->logicalSite(index).unit);
        }
    }
}

QTEST_APPLESS_MAIN(TestLayoutProbe)
#include "tst_layoutprobe.moc"
