// SPDX-License-Identifier: MIT
// The XLA point mapper against XlaLayout::linearIndex on every element, and its inverse against unlinearize on
// every slot: the seed and sample layouts, the shapes
// of the XLA tests, TPU-style multi-level tiles, and random layouts of rank 1 to 6 (permuted, combined, one to
// three tiling levels, padded and not).
#include "io/layouttext/xlalayoutparser.h"
#include "layout/xla/xlalayout.h"
#include "layout/xla/xlapointmapper.h"
#include "util/error.h"

#include <QTest>

#include <algorithm>
#include <fmt/format.h>
#include <random>

using namespace tle;

class TestXlaPointMapper : public QObject
{
    Q_OBJECT

private slots:
    void everyElement_data();
    void everyElement();
    void randomLayouts_data();
    void randomLayouts();
};

namespace {

// Every element's linear index from the mapper equals the layout's; returns how many were compared.
int64_t compareAll(const XlaLayout& layout, const XlaPointMapper& mapper)
{
    Shape index(layout.rank());
    for (int64_t i = 0; i < layout.logicalElements(); ++i) {
        unravelRowMajor(i, layout.logicalShape(), index);
        const int64_t expected = layout.linearIndex(index);
        const int64_t actual = mapper.map(index.data());
        if (actual != expected) {
            qWarning("%s at %s: %lld, expected %lld", layout.toString().c_str(), formatShape(index).c_str(),
                static_cast<long long>(actual), static_cast<long long>(expected));
            return -1;
        }
    }
    // And back: every slot's logical index, or padding.
    Shape back(std::max<size_t>(layout.rank(), 1));
    for (int64_t linear = 0; linear < layout.allocatedElements(); ++linear) {
        const std::optional<Shape> expected = layout.unlinearize(linear);
        const bool data = mapper.unmap(linear, back.data());
        if (data != expected.has_value() || (data && !std::equal(expected->begin(), expected->end(), back.begin()))) {
            qWarning("%s: slot %lld unmaps wrongly", layout.toString().c_str(), static_cast<long long>(linear));
            return -1;
        }
    }
    return layout.logicalElements();
}

} // namespace

void TestXlaPointMapper::everyElement_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("folded"); // whether the layout has the folded form (see XlaPointMapper)

    QTest::newRow("seed 001 figure 1") << "f32[3,5]{1,0:T(2,2)}" << true;
    QTest::newRow("seed 001 figure 2") << "bf16[4,8]{1,0:T(2,4)(2,1)}" << true;
    QTest::newRow("seed 001 combined dims") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}" << true;
    QTest::newRow("bf16 (8,128)(2,1)") << "bf16[2,8,128]{2,1,0:T(8,128)(2,1)}" << true;
    QTest::newRow("three levels, padded") << "bf16[3,300]{1,0:T(8,128)(2,1)}" << true;
    QTest::newRow("1-D three levels") << "bf16[2048]{0:T(1024)(128)(2,1)}" << true;
    QTest::newRow("1-D three levels, padded") << "bf16[3000]{0:T(1024)(128)(2,1)}" << true;
    QTest::newRow("s4 packed") << "s4[128]{0:T(128)E(4)}" << true;
    QTest::newRow("pred (32,128)(4,1)") << "pred[40,300]{1,0:T(32,128)(4,1)}" << true;
    // The (4,1) tile is larger than the in-tile digit of 2: its count is always 0, the digit stays whole.
    QTest::newRow("second level pads") << "f32[3,5]{1,0:T(2,2)(4,1)}" << true;
    QTest::newRow("cross-tile") << "f32[5,9]{1,0:T(1,4)(2,1,1)}" << true;
    QTest::newRow("permuted, combined") << "f32[3,4,5]{0,2,1:T(*,3,2)}" << true;
    QTest::newRow("combine in a later tile") << "f32[7,5]{1,0:T(2,4)(*,3)}" << false;
    QTest::newRow("no tiles, permuted") << "f32[2,3,4]{1,0,2}" << true;
    QTest::newRow("default layout") << "f32[3,4,5]" << true;
    QTest::newRow("scalar") << "f32[]" << true;
    QTest::newRow("size-1 dims") << "f32[1,5,1,7]{3,2,1,0:T(8,128)}" << true;
    QTest::newRow("memory space") << "f32[8]{0:S(1)}" << true;
    QTest::newRow("transposed (8,128)") << "f32[300,20]{0,1:T(8,128)}" << true;
}

void TestXlaPointMapper::everyElement()
{
    QFETCH(QString, text);
    QFETCH(bool, folded);
    const XlaLayout layout = parseXlaLayout(text.toStdString());
    const XlaPointMapper mapper(layout);
    QCOMPARE(mapper.isFolded(), folded);
    QCOMPARE(compareAll(layout, mapper), layout.logicalElements());
}

void TestXlaPointMapper::randomLayouts_data()
{
    QTest::addColumn<int>("rank");
    for (int rank = 1; rank <= 6; ++rank)
        QTest::newRow(qPrintable(QStringLiteral("rank %1").arg(rank))) << rank;
}

// Random dims, minor_to_major and tiles; most fold, the rest must still agree through the fallback.
void TestXlaPointMapper::randomLayouts()
{
    QFETCH(int, rank);
    std::mt19937_64 rng { uint64_t(rank) * 104729 };
    auto pick = [&](int64_t low, int64_t high) { return std::uniform_int_distribution<int64_t>(low, high)(rng); };
    int compared = 0;
    int folded = 0;
    int padded = 0;
    for (int attempt = 0; attempt < 80; ++attempt) {
        XlaShapeLayout spec;
        spec.elementType = pick(0, 1) ? "f32" : "bf16";
        for (int d = 0; d < rank; ++d)
            spec.dims.push_back(pick(1, rank >= 5 ? 4 : 9));
        for (int d = rank - 1; d >= 0; --d)
            spec.minorToMajor.push_back(d);
        if (pick(0, 2) == 0)
            std::ranges::shuffle(spec.minorToMajor, rng);
        // Up to three levels; each level's rank is at most the rank it tiles, which grows by the tile's rank.
        int64_t current = rank;
        const int64_t levels = pick(0, 3);
        for (int64_t l = 0; l < levels; ++l) {
            XlaTile tile;
            const int64_t tileRank = pick(1, std::min<int64_t>(current, 3));
            for (int64_t j = 0; j < tileRank; ++j) {
                const bool combine = j + 1 < tileRank && pick(0, 4) == 0;
                tile.dims.push_back(combine ? XlaTile::kCombineDimension
                        : pick(1, 2) == 1   ? pick(1, 4)
                                            : 1 << pick(0, 3));
            }
            int64_t groups = 0;
            for (const int64_t t : tile.dims)
                groups += t != XlaTile::kCombineDimension;
            current = current - tileRank + 2 * groups;
            spec.tiles.push_back(tile);
        }
        try {
            const XlaLayout layout(spec);
            if (layout.allocatedElements() > 20000)
                continue;
            const XlaPointMapper mapper(layout);
            QCOMPARE(compareAll(layout, mapper), layout.logicalElements());
            ++compared;
            folded += mapper.isFolded();
            padded += layout.paddingElements() > 0;
        } catch (const Error&) {
            continue; // a tile of higher rank than the shape it tiles
        }
    }
    qInfo("rank %d: %d layouts compared, %d folded, %d padded", rank, compared, folded, padded);
    QVERIFY(compared >= 20);
    QVERIFY(folded >= compared / 2);
    QVERIFY(padded >= 5);
}

QTEST_APPLESS_MAIN(TestXlaPointMapper)
#include "tst_xlapointmapper.moc"
