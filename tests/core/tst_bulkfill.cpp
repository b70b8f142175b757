// SPDX-License-Identifier: MIT
// The fast paths against the full answer on every element and every slot. Metal bulk fills and forward patterns
// (mapElement, unmapShardOffset): every metal sample layout, the benchmark's layout shrunk, random layouts of
// rank 1 to 6; with one and two threads, with and without streaming stores, into arrays that do not start on a
// vector boundary. TTNN page fills (findTtnnOffset) and point mappers (mapTtnnElement), XLA point mappers
// (linearIndex): the TTNN and XLA samples, and random TTNN layouts.
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "layout/metal/metalbulkfill.h"
#include "layout/metal/metalmapping.h"
#include "layout/metal/metalwalk.h"
#include "layout/ttnn/ttnnmapping.h"
#include "layout/ttnn/ttnnpagefill.h"
#include "layout/xla/xlapointmapper.h"
#include "randommetallayouts.h"
#include "randomttnnlayouts.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <random>

using namespace tle;

class TestBulkFill : public QObject
{
    Q_OBJECT

private slots:
    void samples_data();
    void samples();
    void randomLayouts_data();
    void randomLayouts();
    void options_data();
    void options();
    void tooLarge();
    void patternsRepeat();
    void ttnnPages_data();
    void ttnnPages();
    void ttnnRandomPages();
};

namespace {

struct Filled
{
    std::vector<int32_t> core;
    std::vector<int32_t> offset;
    std::vector<int32_t> logical;
    bool operator==(const Filled&) const = default;
};

// The three arrays, each `misalign` int32s past a vector boundary, with the guard value -7 before them.
Filled fillAll(const MetalLayout& L, BulkFillOptions options, size_t misalign = 0)
{
    options.minElementsPerThread = 1; // small layouts too take the threads they are given
    Filled f { std::vector<int32_t>(size_t(L.logicalElements()) + misalign, -7),
        std::vector<int32_t>(size_t(L.logicalElements()) + misalign, -7),
        std::vector<int32_t>(size_t(L.allocatedElements()) + misalign, -7) };
    const MetalBulkFill fill(L);
    fill.forward(f.core.data() + misalign, f.offset.data() + misalign, options);
    fill.inverse(f.logical.data() + misalign, options);
    return f;
}

// Empty when every element and slot agrees with the full answer, else the first disagreement.
QString check(const MetalLayout& L, const Filled& f, size_t misalign = 0)
{
    const auto elements = size_t(L.logicalElements());
    const auto slotCount = size_t(L.allocatedElements());
    const std::vector<int32_t>& core = f.core;
    const std::vector<int32_t>& offset = f.offset;
    const std::vector<int32_t>& logical = f.logical;
    const QString name = QString::fromStdString(L.toString());
    const Shape logicalStrides = rowMajorStrides(L.logicalShape());
    Shape index(L.logicalShape().size());
    for (size_t e = 0; e < elements; ++e) {
        unravelRowMajor(int64_t(e), L.logicalShape(), index);
        const MetalPlace place = mapElement(L, index);
        const int64_t unit = rowMajorIndex(place.core, L.grid());
        if (core[misalign + e] != unit || offset[misalign + e] != place.shardLinearOffset)
            return QStringLiteral("%1: element %2 at core %3 offset %4")
                .arg(name)
                .arg(e)
                .arg(core[misalign + e])
                .arg(offset[misalign + e]);
        const size_t slot = size_t(unit * L.allocatedElementsPerShard() + place.shardLinearOffset);
        if (logical[misalign + slot] != int64_t(e))
            return QStringLiteral("%1: slot %2 holds %3, expected element %4")
                .arg(name)
                .arg(slot)
                .arg(logical[misalign + slot])
                .arg(e);
    }
    // Every element is in its slot; every other slot must hold -1.
    const auto padding = std::count(logical.begin() + std::ptrdiff_t(misalign), logical.end(), -1);
    if (padding != L.allocatedElements() - L.logicalElements())
        return QStringLiteral("%1: %2 slots hold -1, expected %3")
            .arg(name)
            .arg(padding)
            .arg(L.allocatedElements() - L.logicalElements());
    // The walker's patterns cover every element once, each where the fill put it.
    std::vector<char> seen(elements, 0);
    QString patternFailure;
    MetalWalker(L).forEachForwardPattern([&](std::span<const ForwardPattern> patterns) {
        for (const ForwardPattern& p : patterns) {
            for (int64_t k = 0; k < p.repeat; ++k) {
                for (int64_t i = 0; i < p.count; ++i) {
                    const auto e = size_t(p.logicalStart + k * p.logicalStride + i);
                    if (e >= elements || seen[e] || core[misalign + e] != p.core
                        || offset[misalign + e] != p.shardOffset + k * p.offsetStride + i) {
                        if (patternFailure.isEmpty())
                            patternFailure = QStringLiteral("%1: pattern run at element %2").arg(name).arg(e);
                        return;
                    }
                    seen[e] = 1;
                }
            }
        }
    });
    if (!patternFailure.isEmpty())
        return patternFailure;
    if (std::count(seen.begin(), seen.end(), 1) != int64_t(elements))
        return QStringLiteral("%1: the patterns miss elements").arg(name);
    // Small layouts also slot by slot through the full inverse answer.
    Shape unit(L.grid().size());
    for (size_t s = 0; s < slotCount && slotCount <= 200000; ++s) {
        unravelRowMajor(int64_t(s) / L.allocatedElementsPerShard(), L.grid(), unit);
        const int64_t expected
            = unmapShardOffset(L, unit, int64_t(s) % L.allocatedElementsPerShard()).logicalLinear(logicalStrides);
        if (logical[misalign + s] != expected)
            return QStringLiteral("%1: slot %2 holds %3, expected %4")
                .arg(name)
                .arg(s)
                .arg(logical[misalign + s])
                .arg(expected);
    }
    if (misalign && (core[0] != -7 || offset[0] != -7 || logical[0] != -7))
        return QStringLiteral("%1: wrote before the array").arg(name);
    return {};
}

// Empty when every page slot's first element agrees with the full inverse answer (findTtnnOffset).
QString checkPages(const TtnnLayout& L, const QString& name)
{
    const TtnnPageFill pages(L);
    std::vector<int32_t> first(size_t(pages.slotCount()), -7);
    pages.fill(first.data());
    const int64_t perPage = L.pageShape()[0] * L.pageShape()[1];
    const Shape strides = rowMajorStrides(L.logicalShape());
    std::vector<std::pair<Shape, int64_t>> expected; // unit and offset of each slot, in the fill's order
    if (!L.isSharded()) {
        for (int64_t bank = 0; bank < L.numBanks(); ++bank) {
            for (int64_t slot = 0; slot < L.pagesPerBank(); ++slot)
                expected.push_back({ Shape { bank }, slot * perPage });
        }
    } else {
        for (size_t i = 0; i < L.shardCores().size(); ++i) {
            const int64_t shardSlot = L.isNdSharded() ? L.shardSlots()[i] : 0;
            for (int64_t page = 0; page < L.pagesPerShard(); ++page)
                expected.push_back({ Shape { L.shardCores()[i].y, L.shardCores()[i].x },
                    (shardSlot * L.pagesPerShard() + page) * perPage });
        }
    }
    if (expected.size() != first.size())
        return QStringLiteral("%1: %2 slots, expected %3").arg(name).arg(first.size()).arg(expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const std::optional<TtnnPlace> place = findTtnnOffset(L, expected[i].first, expected[i].second);
        int64_t value = -1;
        if (place && !place->isPadding()) {
            value = 0;
            for (size_t d = 0; d < place->index.size(); ++d)
                value += place->index[d] * strides[d];
        }
        if (first[i] != value)
            return QStringLiteral("%1: page slot %2 holds %3, expected %4").arg(name).arg(i).arg(first[i]).arg(value);
    }
    return {};
}

} // namespace

void TestBulkFill::samples_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QString::fromLocal8Bit(qgetenv("TLE_SAMPLES_DIR")) + QStringLiteral("/layouts"));
    for (const QString& name : dir.entryList({ QStringLiteral("*.mlir"), QStringLiteral("*.txt") }, QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestBulkFill::samples()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const AnyLayout layout = parseAnyLayout(readLayoutFileText(file.readAll().toStdString()).layoutText);
    if (const auto* xla = std::get_if<XlaLayout>(&layout)) {
        const XlaPointMapper mapper(*xla);
        Shape index(xla->rank());
        for (int64_t e = 0; e < xla->logicalElements(); ++e) {
            unravelRowMajor(e, xla->logicalShape(), index);
            QCOMPARE(mapper.map(index.data()), xla->linearIndex(index));
        }
        return;
    }
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout)) {
        const TtnnLayout& L = ttnn->layout;
        const QString points = testing::pointMapperDisagreement(L);
        QVERIFY2(points.isEmpty(), qPrintable(points));
        const QString pages = checkPages(L, path);
        QVERIFY2(pages.isEmpty(), qPrintable(pages));
        return;
    }
    const auto* metal = std::get_if<MetalLayout>(&layout);
    QVERIFY(metal);
    // The reference once; the other thread counts and store kinds must give the same arrays.
    const Filled first = fillAll(*metal, { .threads = 1, .streaming = false });
    const QString failure = check(*metal, first);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QVERIFY(fillAll(*metal, { .threads = 1, .streaming = true }) == first);
    QVERIFY(fillAll(*metal, { .threads = 2, .streaming = false }) == first);
    QVERIFY(fillAll(*metal, { .threads = 2, .streaming = true }) == first);
}

void TestBulkFill::randomLayouts_data()
{
    QTest::addColumn<int>("rank");
    for (int rank = 1; rank <= 6; ++rank)
        QTest::newRow(qPrintable(QStringLiteral("rank %1").arg(rank))) << rank;
}

void TestBulkFill::randomLayouts()
{
    QFETCH(int, rank);
    std::mt19937_64 rng { uint64_t(rank) * 6007 };
    int compared = 0;
    int tiled = 0;
    int padded = 0;
    for (int attempt = 0; attempt < 50; ++attempt) {
        const std::optional<MetalLayout> layout = testing::randomMetalLayout(rng, rank);
        if (!layout || layout->allocatedElements() > 40000)
            continue;
        const int threads = attempt % 2 ? 2 : 1;
        const QString failure = check(*layout, fillAll(*layout, { .threads = threads, .streaming = attempt % 3 == 0 }));
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        ++compared;
        tiled += layout->tile() ? 1 : 0;
        padded += layout->allocatedElements() > layout->logicalElements() ? 1 : 0;
    }
    QVERIFY(compared >= 20);
    QVERIFY(rank == 1 || tiled >= 5);
    QVERIFY(padded >= 5);
}

void TestBulkFill::options_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("threads");
    QTest::addColumn<bool>("streaming");
    QTest::addColumn<int>("misalign"); // int32s before the arrays' first element

    // The benchmark's layout, shrunk: 8x8 cores of 2x2 bf16 tiles with faces.
    const QString bench = QStringLiteral(
        "tensor<1x1x512x512xbf16, #ttcore.metal_layout<logical_shape = 1x1x512x512, dim_alignments = 1x1x32x32, "
        "collapsed_intervals = dense<[[0, 3], [3, 4]]> : tensor<2x2xi64>, undef, l1>>");
    QTest::newRow("bench, one thread") << bench << 1 << false << 0;
    QTest::newRow("bench, two threads, streaming") << bench << 2 << true << 0;
    QTest::newRow("bench, three threads, misaligned") << bench << 3 << true << 1;
    QTest::newRow("bench, all threads") << bench << 0 << true << 3;
    // d1 and d2 collapse into 70,000 columns on two cores, past the 2^16 the column tables take; the rows of d1 = 1
    // start at column 35,000.
    const QString wide = QStringLiteral(
        "tensor<2x2x35000xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0, d1 * 35000 + d2), undef, <1x2>, "
        "memref<2x35000xf32, #ttcore.memory_space<l1>>>>");
    QTest::newRow("rows wider than the column tables") << wide << 1 << false << 0;
    QTest::newRow("rows wider than the column tables, two threads, streaming") << wide << 2 << true << 1;
}

void TestBulkFill::options()
{
    QFETCH(QString, text);
    QFETCH(int, threads);
    QFETCH(bool, streaming);
    QFETCH(int, misalign);
    const AnyLayout layout = parseAnyLayout(text.toStdString());
    const MetalLayout& metal = std::get<MetalLayout>(layout);
    const QString failure = check(
        metal, fillAll(metal, { .threads = threads, .streaming = streaming }, size_t(misalign)), size_t(misalign));
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

// 2^16 x 2^16 elements do not fit int32 indices: a clear error, not a wrapped number.
void TestBulkFill::tooLarge()
{
    MetalLayoutSpec spec;
    spec.logicalShape = { 65536, 65536 };
    spec.grid = { 1, 1 };
    const MetalLayout layout(spec);
    QVERIFY_THROWS_EXCEPTION(Error, MetalBulkFill { layout });
}

// The shrunk bench layout: each face row's run (16 elements) repeats over the face's 16 rows, so 512 rows of 32
// runs become 512 / 16 bands of 32 patterns.
void TestBulkFill::patternsRepeat()
{
    MetalLayoutSpec spec;
    spec.logicalShape = { 1, 1, 512, 512 };
    spec.elementType = ElementType::BF16;
    spec.tile = TileType { 32, 32, ElementType::BF16 };
    spec.grid = { 8, 8 };
    const MetalLayout layout(spec);
    int64_t patterns = 0;
    int64_t runs = 0;
    MetalWalker(layout).forEachForwardPattern([&](std::span<const ForwardPattern> batch) {
        for (const ForwardPattern& p : batch) {
            ++patterns;
            runs += p.repeat;
            QCOMPARE(p.count, 16);
            QCOMPARE(p.repeat, 16);
            QCOMPARE(p.logicalStride, 512);
            QCOMPARE(p.offsetStride, 16); // the next row of a 16-wide face
        }
    });
    QCOMPARE(patterns, (512 / 16) * (512 / 16));
    QCOMPARE(runs, 512 * (512 / 16));
}

void TestBulkFill::ttnnPages_data()
{
    QTest::addColumn<QString>("flags");
    QTest::newRow("bench, DRAM interleaved") << "--shape 1x1x4096x4096 --dtype bf16 --buffer dram";
    QTest::newRow("bench, block sharded 8x8")
        << "--shape 1x1x4096x4096 --dtype bf16 --buffer l1 --memory-layout block_sharded --shard-shape 512x512 "
           "--grid 8x8";
    QTest::newRow("padded, height sharded")
        << "--shape 3x50x70 --buffer l1 --memory-layout height_sharded --shard-shape 64x96 --grid 1x3";
    QTest::newRow("row-major pages, width sharded, col-major")
        << "--shape 40x100 --page-layout row_major --buffer l1 --memory-layout width_sharded --shard-shape 40x30 "
           "--grid 1x4 --orientation col_major";
    QTest::newRow("N-D sharded")
        << "--shape 4x64x64 --buffer l1 --memory-layout block_sharded --nd-shard-shape 1x32x64 --grid 2x2";
}

void TestBulkFill::ttnnPages()
{
    QFETCH(QString, flags);
    const TtnnLayout layout = std::get<TtnnTensor>(buildLayout(testing::requestOf(flags))).layout;
    const QString failure = checkPages(layout, flags);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

void TestBulkFill::ttnnRandomPages()
{
    std::mt19937_64 rng { 2027 };
    int compared = 0;
    int sharded = 0;
    for (int attempt = 0; attempt < 200; ++attempt) {
        QString flags;
        const std::optional<TtnnLayout> layout = testing::randomTtnnLayout(rng, flags);
        if (!layout)
            continue;
        const QString failure = checkPages(*layout, flags);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        ++compared;
        sharded += layout->isSharded() ? 1 : 0;
    }
    QVERIFY(compared >= 50);
    QVERIFY(sharded >= 20);
}

QTEST_APPLESS_MAIN(TestBulkFill)
#include "tst_bulkfill.moc"
