// SPDX-License-Identifier: MIT
// Element mapping both ways: the seeds' worked examples, tile and face order, and a round-trip
// property over whole layouts (including non-divisible grids and tiles) checked against hand formulas.
#include "enumstrings.h"
#include "io/mlir/affinemapparser.h"
#include "io/layouttext/metallayoutparser.h"
#include "layout/metal/metalcellmapper.h"
#include "layout/metal/metalmapping.h"
#include "layout/metal/metalpointmapper.h"
#include "layout/metal/metalwalk.h"
#include "randommetallayouts.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace tle;

Q_DECLARE_METATYPE(tle::Shape)

namespace {

Shape S(std::initializer_list<int64_t> dims)
{
    return Shape(dims);
}

MetalLayout seed(Shape shape, Shape grid, const char* linear = nullptr, int tile = 0,
    InTileOrder order = InTileOrder::Faces, ElementType dtype = ElementType::F32)
{
    MetalLayoutSpec spec;
    spec.logicalShape = std::move(shape);
    spec.grid = std::move(grid);
    spec.elementType = dtype;
    if (linear)
        spec.linear = parseAffineMap(linear);
    if (tile)
        spec.tile = TileType { tile, tile, dtype };
    spec.inTileOrder = order;
    return MetalLayout(spec);
}

// Along each physical dim, a gap line is a coordinate inside a core's shard and the collapsed space that no element
// maps to; gapLineWithin must find one in exactly the ranges that hold one.
void checkGapLines(const MetalLayout& L, const MetalCellMapper& cells, const Shape& space, std::mt19937_64& rng)
{
    const size_t rank = L.grid().size();
    std::vector<std::set<int64_t>> used(rank);
    Shape index(L.logicalShape().size(), 0);
    for (int64_t linear = 0; linear < L.logicalElements(); ++linear) {
        unravelRowMajor(linear, L.logicalShape(), index);
        const MetalPlace place = mapElement(L, index);
        for (size_t i = 0; i < rank; ++i)
            used[i].insert(place.physical[i]);
    }
    for (size_t dim = 0; dim < rank; ++dim) {
        std::vector<bool> gapLine(size_t(space[dim]), false);
        for (int64_t y = 0; y < space[dim]; ++y) {
            const int64_t core = y / L.allocatedShardShape()[dim];
            const int64_t offset = y % L.allocatedShardShape()[dim];
            const int64_t p = core * L.shardShape()[dim] + offset;
            gapLine[size_t(y)] = offset < L.shardShape()[dim] && p < L.collapsedShape()[dim] && !used[dim].count(p);
        }
        std::uniform_int_distribution<int64_t> at(0, space[dim]);
        for (int trial = 0; trial < 200; ++trial) {
            int64_t first = at(rng);
            int64_t last = at(rng);
            if (first > last)
                std::swap(first, last);
            const bool expected
                = std::find(gapLine.begin() + first, gapLine.begin() + last, true) != gapLine.begin() + last;
            int64_t expectedData = -1;
            for (int64_t y = first; y < last && expectedData < 0; ++y) {
                const int64_t offset = y % L.allocatedShardShape()[dim];
                const int64_t p = y / L.allocatedShardShape()[dim] * L.shardShape()[dim] + offset;
                if (offset < L.shardShape()[dim] && used[dim].count(p))
                    expectedData = y;
            }
            QCOMPARE(cells.firstDataLine(dim, first, last), expectedData);
            if (cells.gapLineWithin(dim, first, last) != expected)
                QFAIL(qPrintable(QStringLiteral("%1: dim %2, [%3, %4)")
                                     .arg(QString::fromStdString(L.toString()))
                                     .arg(dim)
                                     .arg(first)
                                     .arg(last)));
        }
    }
}

} // namespace

class TestMetalMapping : public QObject
{
    Q_OBJECT

private slots:
    void forward_data();
    void forward();
    void seed003TileOrder_data();
    void seed003TileOrder();
    void faces_data();
    void faces();
    void padding53x63PerCore();
    void strideKeepsBatchesInSeparateTiles();
    void unmapPhysical_data();
    void unmapPhysical();
    void outOfRange();
    void roundTrip_data();
    void roundTrip();
    void gapLines_data();
    void gapLines();
    void randomLayoutsAgree_data();
    void randomLayoutsAgree();
};

void TestMetalMapping::forward_data()
{
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<Shape>("index");
    QTest::addColumn<Shape>("physical");
    QTest::addColumn<Shape>("core");
    QTest::addColumn<Shape>("shardOffset");
    QTest::addColumn<qint64>("linear");

    // Seed 000: [1, 1, 6, 100] -> (1*192 + 1*64 + 6, 100) = (262, 100).
    QTest::newRow("seed example on 1x1") << S({ 1, 1 }) << S({ 1, 1, 6, 100 }) << S({ 262, 100 }) << S({ 0, 0 })
                                         << S({ 262, 100 }) << qint64(262 * 128 + 100);
    // On 2x4 the shard is 192x32: core (262/192, 100/32) = (1, 3), offset (70, 4), 70*32 + 4.
    QTest::newRow("seed example on 2x4") << S({ 2, 4 }) << S({ 1, 1, 6, 100 }) << S({ 262, 100 }) << S({ 1, 3 })
                                         << S({ 70, 4 }) << qint64(70 * 32 + 4);
    QTest::newRow("first element") << S({ 2, 4 }) << S({ 0, 0, 0, 0 }) << S({ 0, 0 }) << S({ 0, 0 }) << S({ 0, 0 })
                                   << 0ll;
    // Last element: (383, 127) -> core (1, 3), offset (191, 31).
    QTest::newRow("last element") << S({ 2, 4 }) << S({ 1, 2, 63, 127 }) << S({ 383, 127 }) << S({ 1, 3 })
                                  << S({ 191, 31 }) << qint64(191 * 32 + 31);
}

void TestMetalMapping::forward()
{
    QFETCH(Shape, grid);
    QFETCH(Shape, index);
    QFETCH(Shape, physical);
    QFETCH(Shape, core);
    QFETCH(Shape, shardOffset);
    QFETCH(qint64, linear);
    const MetalLayout layout = seed({ 2, 3, 64, 128 }, grid);
    const MetalPlace place = mapElement(layout, index);
    QCOMPARE(place.physical, physical);
    QCOMPARE(place.core, core);
    QCOMPARE(place.shardOffset, shardOffset);
    QCOMPARE(place.shardLinearOffset, linear);
    QCOMPARE(place.byteOffset, linear * 4);
    QVERIFY(!place.tile);
}

void TestMetalMapping::seed003TileOrder_data()
{
    QTest::addColumn<qint64>("storageOffset");
    QTest::addColumn<qint64>("value"); // the logical linear index the seed lists at that position

    // Seed 003, "Stored in TILE layout" for a (2, 64, 64) tensor holding 0..8191 in row-major order:
    // tiles row-major, elements row-major inside each tile.
    QTest::newRow("first tile starts 0") << 0ll << 0ll;
    QTest::newRow("first tile row ends 31") << 31ll << 31ll;
    QTest::newRow("first tile second row starts 64") << 32ll << 64ll;
    QTest::newRow("first tile second row ends 95") << 63ll << 95ll;
    QTest::newRow("first tile last row starts 1984") << 992ll << 1984ll;
    QTest::newRow("first tile ends 2015") << 1023ll << 2015ll;
    QTest::newRow("second tile starts 32") << 1024ll << 32ll;
    QTest::newRow("second tile second row starts 96") << 1056ll << 96ll;
    QTest::newRow("second tile ends 2047") << 2047ll << 2047ll;
    QTest::newRow("fourth tile starts 2080") << 3072ll << 2080ll;
    QTest::newRow("fourth tile second row starts 2144") << 3104ll << 2144ll;
    QTest::newRow("fourth tile last row starts 4064") << 4064ll << 4064ll;
    QTest::newRow("fourth tile ends 4095") << 4095ll << 4095ll;
    QTest::newRow("batch 1 first tile starts 4096") << 4096ll << 4096ll;
    QTest::newRow("batch 1 first tile ends 6111") << 5119ll << 6111ll;
    QTest::newRow("batch 1 last tile starts 6176") << 7168ll << 6176ll;
    QTest::newRow("batch 1 last tile ends 8191") << 8191ll << 8191ll;
}

void TestMetalMapping::seed003TileOrder()
{
    QFETCH(qint64, storageOffset);
    QFETCH(qint64, value);
    // The TT tensor's TILE layout is the metal layout 2x64x64 -> 128x64 on one core with 32x32 tiles
    // stored plainly row-major inside each tile (the seed's order, not device faces).
    const MetalLayout layout = seed({ 2, 64, 64 }, { 1, 1 }, nullptr, 32, InTileOrder::RowMajor);
    const MetalPlace place = unmapShardOffset(layout, S({ 0, 0 }), storageOffset);
    QVERIFY(!place.isPadding());
    QCOMPARE(rowMajorIndex(place.index, layout.logicalShape()), value);
    // And forward again.
    QCOMPARE(mapElement(layout, place.index).shardLinearOffset, storageOffset);
}

void TestMetalMapping::faces_data()
{
    QTest::addColumn<qint64>("row");
    QTest::addColumn<qint64>("col");
    QTest::addColumn<qint64>("face");
    QTest::addColumn<qint64>("offset");
    // tt-metal: faces 0..3 row-major in the tile, 256 elements each, rows row-major inside a face.
    QTest::newRow("origin") << 0ll << 0ll << 0ll << 0ll;
    QTest::newRow("end of face 0 row 0") << 0ll << 15ll << 0ll << 15ll;
    QTest::newRow("face 0 row 1") << 1ll << 0ll << 0ll << 16ll;
    QTest::newRow("start of face 1") << 0ll << 16ll << 1ll << 256ll;
    QTest::newRow("face 1 row 1") << 1ll << 17ll << 1ll << qint64(256 + 16 + 1);
    QTest::newRow("start of face 2") << 16ll << 0ll << 2ll << 512ll;
    QTest::newRow("inside face 3") << 17ll << 18ll << 3ll << qint64(768 + 16 + 2);
    QTest::newRow("last element") << 31ll << 31ll << 3ll << 1023ll;
}

void TestMetalMapping::faces()
{
    QFETCH(qint64, row);
    QFETCH(qint64, col);
    QFETCH(qint64, face);
    QFETCH(qint64, offset);
    const MetalLayout layout = seed({ 32, 32 }, { 1, 1 }, nullptr, 32, InTileOrder::Faces, ElementType::BF16);
    const MetalPlace place = mapElement(layout, S({ row, col }));
    QCOMPARE(*place.face, face);
    QCOMPARE(place.shardLinearOffset, offset);
    QCOMPARE(place.byteOffset, offset * 2);
    QCOMPARE((*place.inTile)[0], row);
    QCOMPARE((*place.inTile)[1], col);

    // bfp_bf8: one byte per element after the 64-byte exponent section.
    const MetalLayout bfp = seed({ 32, 32 }, { 1, 1 }, nullptr, 32, InTileOrder::Faces, ElementType::BfpBF8);
    QCOMPARE(mapElement(bfp, S({ row, col })).byteOffset, 64 + offset);
}

void TestMetalMapping::padding53x63PerCore()
{
    // Seed 000: 53x63 on 3x2 tilized. Shards are 18x32 padded to 32x32: 14 rows of padding on every core,
    // 15 on the last row of cores (row 53 is past the tensor); the last column of cores also has one
    // column of grid padding (column 63).
    const MetalLayout layout = seed({ 53, 63 }, { 3, 2 }, nullptr, 32);
    for (int64_t cy = 0; cy < 3; ++cy) {
        for (int64_t cx = 0; cx < 2; ++cx) {
            int paddingRows = 0;
            int64_t gridCells = 0;
            for (int64_t r = 0; r < 32; ++r) {
                bool allPadding = true;
                for (int64_t c = 0; c < 32; ++c) {
                    const int64_t offset = layout.tile()->offsetOf(r, c, layout.inTileOrder());
                    const MetalPlace place = unmapShardOffset(layout, S({ cy, cx }), offset);
                    allPadding = allPadding && place.isPadding();
                    if (r >= 18)
                        QCOMPARE(place.padding, PaddingCause::Tile);
                    if (place.padding == PaddingCause::Grid)
                        ++gridCells;
                }
                paddingRows += allPadding ? 1 : 0;
            }
            QCOMPARE(paddingRows, cy == 2 ? 15 : 14);
            // Grid padding: row 17 of the last core row (32 cells) and column 31 of the last core column
            // (18 cells), sharing one cell on the corner core.
            const int64_t expectedGrid = (cy == 2 ? 32 : 0) + (cx == 1 ? 18 : 0) - (cy == 2 && cx == 1 ? 1 : 0);
            QCOMPARE(gridCells, expectedGrid);
        }
    }
}

void TestMetalMapping::strideKeepsBatchesInSeparateTiles()
{
    // Seed 000: 2x8x32 with stride 8 packs both batches into one tile; stride 32 starts batch 1 on the
    // next tile row.
    const MetalLayout packed = seed({ 2, 8, 32 }, { 1, 2 }, "(d0, d1, d2) -> (d0 * 8 + d1, d2)", 32);
    const MetalLayout bumped = seed({ 2, 8, 32 }, { 1, 2 }, "(d0, d1, d2) -> (d0 * 32 + d1, d2)", 32);
    const MetalPlace a = mapElement(packed, S({ 1, 0, 0 }));
    QCOMPARE(*a.tile, S({ 0, 0 }));
    QCOMPARE((*a.inTile)[0], 8);
    const MetalPlace b = mapElement(bumped, S({ 1, 0, 0 }));
    QCOMPARE(*b.tile, S({ 1, 0 }));
    QCOMPARE((*b.inTile)[0], 0);
    QCOMPARE(b.shardLinearOffset, 1024);
    // The rows in between are stride padding.
    QCOMPARE(tle::unmapPhysical(bumped, S({ 8, 0 })).padding, PaddingCause::Stride);
    QCOMPARE(tle::unmapPhysical(bumped, S({ 31, 15 })).padding, PaddingCause::Stride);
}

void TestMetalMapping::unmapPhysical_data()
{
    QTest::addColumn<Shape>("physical");
    QTest::addColumn<Shape>("index");
    QTest::addColumn<QString>("cause");
    // 8x96x32 with (d0 * 96 + d1, d1, d2) on 2x1x2: (r, c, k) holds data only when c == r mod 96.
    QTest::newRow("diagonal slot holds data") << S({ 200, 8, 5 }) << S({ 2, 8, 5 }) << QString();
    QTest::newRow("off-diagonal slot is a stride gap") << S({ 200, 9, 5 }) << Shape() << "stride";
    QTest::newRow("last element") << S({ 767, 95, 31 }) << S({ 7, 95, 31 }) << QString();
}

void TestMetalMapping::unmapPhysical()
{
    QFETCH(Shape, physical);
    QFETCH(Shape, index);
    QFETCH(QString, cause);
    const MetalLayout layout = seed({ 8, 96, 32 }, { 2, 1, 2 }, "(d0, d1, d2) -> (d0 * 96 + d1, d1, d2)");
    const MetalPlace place = tle::unmapPhysical(layout, physical);
    if (cause.isEmpty()) {
        QVERIFY(!place.isPadding());
        QCOMPARE(place.index, index);
    } else {
        QCOMPARE(QString::fromUtf8(toString(place.padding).data()), cause);
    }
}

void TestMetalMapping::outOfRange()
{
    const MetalLayout layout = seed({ 53, 63 }, { 3, 2 });
    QVERIFY_THROWS_EXCEPTION(Error, mapElement(layout, S({ 53, 0 })));
    QVERIFY_THROWS_EXCEPTION(Error, mapElement(layout, S({ 0, -1 })));
    QVERIFY_THROWS_EXCEPTION(Error, mapElement(layout, S({ 0 })));
    QVERIFY_THROWS_EXCEPTION(Error, unmapShardOffset(layout, S({ 3, 0 }), 0));
    QVERIFY_THROWS_EXCEPTION(Error, unmapShardOffset(layout, S({ 0, 0 }), 18 * 32));
    QVERIFY_THROWS_EXCEPTION(Error, tle::unmapPhysical(layout, S({ 54, 0 })));
    // Row 53 is past the tensor but inside the last shard: grid padding, not an error.
    QCOMPARE(tle::unmapPhysical(layout, S({ 53, 0 })).padding, PaddingCause::Grid);
}

void TestMetalMapping::roundTrip_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("gridPadding");
    QTest::addColumn<qint64>("tilePadding");
    QTest::addColumn<qint64>("gapPadding");

    // Expected padding by hand: grid = cores * shard - collapsed; tile = cores * (tiles * 1024 - shard);
    // gap = collapsed - logical.
    QTest::newRow("53x63 on 3x2 tilized (faces)")
        << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
           "memref<1x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>"
        << qint64(6 * 18 * 32 - 53 * 63) << qint64(6 * (1024 - 18 * 32)) << 0ll;
    QTest::newRow("2x8x32 stride 32 tilized on 1x2")
        << "tensor<2x8x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), undef, <1x2>, "
           "memref<2x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>"
        << 0ll << qint64(2 * (2048 - 40 * 16)) << qint64(40 * 32 - 2 * 8 * 32);
    // Shard ceil(7*5/3) = 12 rows x ceil(6/4) = 2 cols; scalar.
    QTest::newRow("7x5x6 on 3x4 scalar (both dims ragged)")
        << "tensor<7x5x6xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 5 + d1, d2), undef, <3x4>, "
           "memref<12x2xf32, #ttcore.memory_space<l1>>>>"
        << qint64(12 * 3 * 2 * 4 - 35 * 6) << 0ll << 0ll;
    // 8x96x32 on 2x1x2 keeps d1 twice; 3-D grid, scalar.
    QTest::newRow("8x96x32 on 2x1x2 (sparse image)")
        << "tensor<8x96x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d1, d2), undef, <2x1x2>, "
           "memref<384x96x16xf32, #ttcore.memory_space<l1>>>>"
        << 0ll << 0ll << qint64(768 * 96 * 32 - 8 * 96 * 32);
    // 3-D grid with tiles: collapsed (2, 192, 128) on 2x2x4: shard 1x96x32 = 1x3x1 tiles.
    QTest::newRow("2x3x64x128 on 2x2x4 tilized (seed multi-device)")
        << "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, "
           "memref<1x3x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>"
        << 0ll << 0ll << 0ll;
    // Tiles of 16x16 (one face each) on a ragged 2x3 grid: shard ceil(50/2)=25 x ceil(40/3)=14,
    // padded to 32x16.
    QTest::newRow("50x40 on 2x3, 16x16 tiles (one face each)")
        << "tensor<50x40xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <2x3>, "
           "memref<2x1x!ttcore.tile<16x16, bf16>, #ttcore.memory_space<l1>>>>"
        << qint64(6 * 25 * 14 - 50 * 40) << qint64(6 * (2 * 256 - 25 * 14)) << 0ll;
    // Current form: 2x33x128 aligned to 128x128 on 2x2 tiles of 32x32.
    QTest::newRow("current 2x33x128 on 2x2")
        << "tensor<2x2x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 2x33x128, dim_alignments = "
           "1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>"
        << 0ll << 0ll << qint64(128 * 128 - 2 * 33 * 128);
    // A map the fast walkers do not take: the innermost dim is scaled.
    // (d1, d0) on 7x10: collapsed 10x7, shards 5x4.
    QTest::newRow("transposed map (d1, d0) on 2x2")
        << "tensor<7x10xf32, #ttcore.metal_layout<(d0, d1) -> (d1, d0), undef, <2x2>, "
           "memref<5x4xf32, #ttcore.memory_space<l1>>>>"
        << qint64(4 * 5 * 4 - 70) << 0ll << 0ll;
}

void TestMetalMapping::roundTrip()
{
    QFETCH(QString, layout);
    QFETCH(qint64, gridPadding);
    QFETCH(qint64, tilePadding);
    QFETCH(qint64, gapPadding);
    const MetalLayout L(parseMetalLayout(layout.toStdString()));
    const Shape coreStrides = rowMajorStrides(L.grid());

    // Forward every element and back; no two elements share a slot.
    std::set<std::pair<int64_t, int64_t>> used;
    std::vector<std::pair<int64_t, int64_t>> slotOf; // by logical linear index
    const MetalPointMapper point(L);
    Shape index(L.logicalShape().size(), 0);
    for (int64_t linear = 0; linear < L.logicalElements(); ++linear) {
        unravelRowMajor(linear, L.logicalShape(), index);
        const MetalPlace place = mapElement(L, index);
        const int64_t core = rowMajorIndex(place.core, L.grid());
        const MetalPointMapper::Slot slot = point.map(index.data());
        QCOMPARE(slot.core, core);
        QCOMPARE(slot.shardOffset, place.shardLinearOffset);
        QVERIFY(used.insert({ core, place.shardLinearOffset }).second);
        slotOf.push_back({ core, place.shardLinearOffset });
        const MetalPlace back = unmapShardOffset(L, place.core, place.shardLinearOffset);
        QVERIFY(!back.isPadding());
        QCOMPARE(back.index, index);
    }

    // Every other slot is padding, and the counts by cause match the hand formulas.
    std::map<PaddingCause, int64_t> counts;
    Shape core(L.grid().size(), 0);
    for (int64_t c = 0; c < L.coreCount(); ++c) {
        unravelRowMajor(c, L.grid(), core);
        for (int64_t off = 0; off < L.allocatedElementsPerShard(); ++off) {
            const MetalPlace place = unmapShardOffset(L, core, off);
            QCOMPARE(place.isPadding(), used.count({ c, off }) == 0);
            if (place.isPadding())
                ++counts[place.padding];
        }
    }
    QCOMPARE(counts[PaddingCause::Grid], gridPadding);
    QCOMPARE(counts[PaddingCause::Tile], tilePadding);
    QCOMPARE(counts[L.gapCause()], gapPadding);
    QCOMPARE(L.paddingCounts()[PaddingCause::Grid], gridPadding);
    QCOMPARE(L.paddingCounts()[PaddingCause::Tile], tilePadding);
    QCOMPARE(L.paddingCounts()[L.gapCause()], gapPadding);

    // The cell mapper classifies every cell of the allocated space as the full answer does, and the point
    // mapper places every data cell's collapsed coordinate in the same slot.
    const MetalCellMapper cells(L);
    Shape allocatedSpace(L.grid().size());
    for (size_t i = 0; i < allocatedSpace.size(); ++i)
        allocatedSpace[i] = L.grid()[i] * L.allocatedShardShape()[i];
    Shape cell(allocatedSpace.size(), 0);
    bool cellsAgree = true;
    // At most about 50,000 cells, an odd step so that every residue of the shard and tile extents is met.
    const int64_t step = std::max<int64_t>(1, L.allocatedElements() / 50000) | 1;
    for (int64_t linear = 0; linear < L.allocatedElements(); linear += step) {
        unravelRowMajor(linear, allocatedSpace, cell);
        MetalShardCell shardCell { Shape(cell.size()), Shape(cell.size()) };
        for (size_t i = 0; i < cell.size(); ++i) {
            shardCell.core[i] = cell[i] / L.allocatedShardShape()[i];
            shardCell.offset[i] = cell[i] % L.allocatedShardShape()[i];
        }
        const MetalPlace place = unmapShardCell(L, shardCell);
        const MetalCellMapper::Site site = cells.site(cell.data());
        cellsAgree = cellsAgree && site.core == rowMajorIndex(place.core, L.grid()) && site.padding == place.padding;
        if (!place.isPadding()) {
            const MetalPointMapper::Slot slot = point.mapPhysical(place.physical.data());
            cellsAgree = cellsAgree && slot.core == site.core && slot.shardOffset == place.shardLinearOffset;
        }
    }
    QVERIFY(cellsAgree);

    // The bulk walkers agree with the single-element answers.
    const MetalWalker walker(L);
    int64_t visited = 0;
    bool forwardAgrees = true;
    walker.forEachForwardRun([&](std::span<const ForwardRun> runs) {
        for (const ForwardRun& run : runs) {
            for (int64_t i = 0; i < run.count; ++i) {
                const auto expected = slotOf[size_t(run.logicalStart + i)];
                forwardAgrees = forwardAgrees && run.logicalStart + i == visited
                    && expected == std::make_pair(run.core, run.shardOffset + i);
                ++visited;
            }
        }
    });
    QVERIFY(forwardAgrees);
    QCOMPARE(visited, L.logicalElements());

    std::map<PaddingCause, int64_t> walkedCounts;
    int64_t slotCount = 0;
    bool inverseAgrees = true;
    walker.forEachInverseRun([&](std::span<const InverseRun> runs) {
        for (const InverseRun& run : runs) {
            for (int64_t i = 0; i < run.count; ++i) {
                const int64_t expectedOffset = slotCount % L.allocatedElementsPerShard();
                inverseAgrees = inverseAgrees && run.shardOffset + i == expectedOffset
                    && run.core == slotCount / L.allocatedElementsPerShard();
                if (run.logicalStart >= 0) {
                    inverseAgrees = inverseAgrees
                        && slotOf[size_t(run.logicalStart + i)] == std::make_pair(run.core, run.shardOffset + i);
                } else {
                    ++walkedCounts[run.cause];
                }
                ++slotCount;
            }
        }
    });
    QVERIFY(inverseAgrees);
    QCOMPARE(slotCount, L.allocatedElements());
    QCOMPARE(walkedCounts[PaddingCause::Grid], gridPadding);
    QCOMPARE(walkedCounts[PaddingCause::Tile], tilePadding);
    QCOMPARE(walkedCounts[L.gapCause()], gapPadding);
}

void TestMetalMapping::randomLayoutsAgree_data()
{
    QTest::addColumn<int>("rank");
    for (int rank = 1; rank <= 6; ++rank)
        QTest::newRow(qPrintable(QStringLiteral("rank %1").arg(rank))) << rank;
}

// Random layouts of one logical rank, both forms, tiled and not, with and without bumped strides and alignment:
// the point mapper and the cell mapper give the full answer's core, offset and padding cause everywhere.
void TestMetalMapping::randomLayoutsAgree()
{
    QFETCH(int, rank);
    std::mt19937_64 rng { uint64_t(rank) * 7919 };
    int built = 0;
    int tiled = 0;
    int gapped = 0;
    for (int attempt = 0; attempt < 50; ++attempt) {
        const std::optional<MetalLayout> layout = testing::randomMetalLayout(rng, rank);
        if (!layout)
            continue;
        const MetalLayout& L = *layout;
        if (L.allocatedElements() > 40000)
            continue;
        ++built;
        tiled += L.tile() ? 1 : 0;
        gapped += L.paddingCounts()[L.gapCause()] > 0 ? 1 : 0;
        const MetalPointMapper point(L);
        const MetalCellMapper cells(L);
        Shape index(L.logicalShape().size(), 0);
        for (int64_t linear = 0; linear < L.logicalElements(); ++linear) {
            unravelRowMajor(linear, L.logicalShape(), index);
            const MetalPlace place = mapElement(L, index);
            const MetalPointMapper::Slot slot = point.map(index.data());
            if (slot.core != rowMajorIndex(place.core, L.grid()) || slot.shardOffset != place.shardLinearOffset)
                QFAIL(
                    qPrintable(QStringLiteral("%1: element %2").arg(QString::fromStdString(L.toString())).arg(linear)));
        }
        Shape space(L.grid().size());
        for (size_t i = 0; i < space.size(); ++i)
            space[i] = L.grid()[i] * L.allocatedShardShape()[i];
        if (cells.separable())
            checkGapLines(L, cells, space, rng);
        Shape cell(space.size(), 0);
        for (int64_t linear = 0; linear < L.allocatedElements(); ++linear) {
            unravelRowMajor(linear, space, cell);
            MetalShardCell shardCell { Shape(cell.size()), Shape(cell.size()) };
            for (size_t i = 0; i < cell.size(); ++i) {
                shardCell.core[i] = cell[i] / L.allocatedShardShape()[i];
                shardCell.offset[i] = cell[i] % L.allocatedShardShape()[i];
            }
            const MetalPlace place = unmapShardCell(L, shardCell);
            Shape logical(L.logicalShape().size(), -1);
            const MetalCellMapper::Site site = cells.site(cell.data(), logical.data());
            if (site.core != rowMajorIndex(place.core, L.grid()) || site.padding != place.padding
                || (!place.isPadding() && logical != place.index))
                QFAIL(qPrintable(QStringLiteral("%1: cell %2").arg(QString::fromStdString(L.toString())).arg(linear)));
        }
    }
    qInfo("rank %d: %d layouts, %d tiled, %d with gaps", rank, built, tiled, gapped);
    QVERIFY(built >= 20);
}

void TestMetalMapping::gapLines_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");
    QTest::addColumn<bool>("gap");
    QTest::addColumn<qint64>("firstData");
    // 2x33x128 with d1 aligned to 32: rows d0 * 64 + d1, so rows 33..63 and 97..127 hold nothing; 2x2 cores of 64
    // rows, which the shards fill exactly (the plane row is the collapsed row).
    QTest::newRow("rows 0..32 are data") << 0 << 0ll << 33ll << false << 0ll;
    QTest::newRow("row 33 is a gap") << 0 << 33ll << 34ll << true << -1ll;
    QTest::newRow("gap rows, then d0 = 1") << 0 << 40ll << 70ll << true << 64ll;
    QTest::newRow("second core: 96 is data, 97 not") << 0 << 96ll << 98ll << true << 96ll;
    QTest::newRow("last gap run") << 0 << 97ll << 128ll << true << -1ll;
    QTest::newRow("columns are all data") << 1 << 0ll << 128ll << false << 0ll;
    QTest::newRow("columns of the second core") << 1 << 70ll << 71ll << false << 70ll;
}

void TestMetalMapping::gapLines()
{
    QFETCH(int, dim);
    QFETCH(qint64, first);
    QFETCH(qint64, last);
    QFETCH(bool, gap);
    QFETCH(qint64, firstData);
    const MetalLayout L(parseMetalLayout(
        "tensor<2x2x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 2x33x128, dim_alignments = "
        "1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>"));
    const MetalCellMapper cells(L);
    QVERIFY(cells.separable());
    QVERIFY(cells.hasGaps());
    QCOMPARE(cells.gapLineWithin(size_t(dim), first, last), gap);
    QCOMPARE(cells.firstDataLine(size_t(dim), first, last), int64_t(firstData));
}

QTEST_GUILESS_MAIN(TestMetalMapping)
#include "tst_metalmapping.moc"
