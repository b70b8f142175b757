// SPDX-License-Identifier: MIT
// The physical plane's padding strips: hand-derived for seed 000's 53x63 grid (plain and tilized) and a TTNN
// tensor, and on every sample every cell of every strip is padding of the strip's cause.
#include "io/layouttext/anylayoutparser.h"
#include "io/model/modelfile.h"
#include "testpaths.h"
#include "view/layoutprobe.h"

#include <QDir>
#include <QTest>

using namespace tle;

Q_DECLARE_METATYPE(std::vector<tle::PaddingStrip>)

class TestPaddingStrips : public QObject
{
    Q_OBJECT

private slots:
    void handDerived_data();
    void handDerived();
    void everySampleStripIsPadding_data();
    void everySampleStripIsPadding();
    void thinStripAtTwoToThe31();
    void gapLines_data();
    void gapLines();
};

namespace {

PaddingStrip strip(int64_t row, int64_t column, int64_t rows, int64_t columns, PaddingCause cause)
{
    return { row, column, rows, columns, cause };
}

std::string sampleText(const QString& file)
{
    std::string text = readTextFile(file.toStdString());
    // The sample files start with comment lines.
    std::string body;
    for (const QString& line : QString::fromStdString(text).split('\n')) {
        if (!line.trimmed().startsWith("//"))
            body += line.toStdString() + "\n";
    }
    return body;
}

} // namespace

void TestPaddingStrips::handDerived_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<std::vector<PaddingStrip>>("strips");
    constexpr auto G = PaddingCause::Grid;
    constexpr auto T = PaddingCause::Tile;
    // 53 rows in shards of 18: core row 2 holds rows 36..52, 17 of its 18: its shard row 17 (plane row 53) is grid
    // padding; 63 columns in shards of 32: core column 1 holds 31, its column 31 (plane column 63).
    QTest::newRow("seed 53x63") << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                                   "memref<18x32xf32, #ttcore.memory_space<l1>>>>"
                                << std::vector<PaddingStrip> { strip(0, 63, 18, 1, G), strip(18, 63, 18, 1, G),
                                       strip(53, 0, 1, 32, G), strip(53, 32, 1, 32, G), strip(36, 63, 17, 1, G) };
    // Tilized: each core's 18x32 shard allocated as 32x32: rows 18..31 of every core are tile padding, and the grid
    // padding of core row 2 is its shard row 17: plane row 2 * 32 + 17 = 81.
    QTest::newRow("seed 53x63 tilized")
        << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!ttcore.tile<32x32, "
           "f32>, #ttcore.memory_space<l1>>>>"
        << std::vector<PaddingStrip> { strip(18, 0, 14, 32, T), strip(18, 32, 14, 32, T), strip(0, 63, 18, 1, G),
               strip(50, 0, 14, 32, T), strip(50, 32, 14, 32, T), strip(32, 63, 18, 1, G), strip(82, 0, 14, 32, T),
               strip(81, 0, 1, 32, G), strip(82, 32, 14, 32, T), strip(81, 32, 1, 32, G), strip(64, 63, 17, 1, G) };
    // 200 x 64 bf16 height sharded over 3 cores in 96-row shards: the map reaches 200 rows, tiles round them to
    // 224 (rows 200..223 tile padding), and 3 * 96 = 288 rows are allocated (224..287 grid padding).
    QTest::newRow("ttnn height sharded")
        << "tensor<200x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <3x1, (d0, d1) -> (0, d0, d1)>, "
           "memref<3x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>>>"
        << std::vector<PaddingStrip> { strip(200, 0, 24, 64, T), strip(224, 0, 64, 64, G) };
}

void TestPaddingStrips::handDerived()
{
    QFETCH(QString, layout);
    QFETCH(std::vector<PaddingStrip>, strips);
    const auto probe = makeLayoutProbe(parseAnyLayout(layout.toStdString()));
    std::vector<PaddingStrip> got = probe->paddingStrips();
    const auto order = [](const PaddingStrip& a, const PaddingStrip& b) {
        return std::tie(a.row, a.column, a.rows, a.columns) < std::tie(b.row, b.column, b.rows, b.columns);
    };
    std::sort(got.begin(), got.end(), order);
    std::sort(strips.begin(), strips.end(), order);
    QCOMPARE(got.size(), strips.size());
    for (size_t i = 0; i < got.size(); ++i)
        QVERIFY2(got[i] == strips[i],
            qPrintable(QString("strip %1: got %2,%3 %4x%5")
                           .arg(i)
                           .arg(got[i].row)
                           .arg(got[i].column)
                           .arg(got[i].rows)
                           .arg(got[i].columns)));
}

void TestPaddingStrips::everySampleStripIsPadding_data()
{
    QTest::addColumn<QString>("layout");
    const QDir dir(test::samplesDir() + "/layouts");
    for (const QString& name : dir.entryList({ "*.mlir", "*.txt" }, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << QString::fromStdString(sampleText(dir.filePath(name)));
    // Shards of 18x20 allocated as one 32x32 tile: tile padding columns 20..31 beside grid padding row 17 of core
    // row 2 (53 = 2 * 18 + 17), where the grid padding takes the whole allocated row.
    QTest::newRow("tile columns beside grid rows")
        << "tensor<53x40xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!ttcore.tile<32x32, "
           "f32>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("grid columns and rows") << "tensor<50x70xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, "
                                              "<4x3>, memref<1x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("ttnn interleaved") << "tensor<53x63xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                         "memref<2x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, "
                                         "<interleaved>>>";
}

void TestPaddingStrips::everySampleStripIsPadding()
{
    QFETCH(QString, layout);
    const auto probe = makeLayoutProbe(parseAnyLayout(layout.toStdString()));
    const auto [rows, columns] = probe->physicalExtent();
    for (const PaddingStrip& s : probe->paddingStrips()) {
        QVERIFY(s.row >= 0 && s.column >= 0 && s.row + s.rows <= rows && s.column + s.columns <= columns);
        // Every cell of a small strip, else a lattice of about 64 x 64 cells over it, with its last row and column.
        const auto lattice = [](int64_t first, int64_t count) {
            std::vector<int64_t> at;
            const int64_t step = std::max<int64_t>(1, count / 64);
            for (int64_t i = first; i < first + count; i += step)
                at.push_back(i);
            at.push_back(first + count - 1);
            return at;
        };
        for (int64_t r : lattice(s.row, s.rows)) {
            for (int64_t c : lattice(s.column, s.columns))
                QVERIFY2(
                    probe->physicalSite(r, c).padding == s.cause, qPrintable(QString("cell %1, %2").arg(r).arg(c)));
        }
    }
}

void TestPaddingStrips::thinStripAtTwoToThe31()
{
    // 46341 x 46341 = 2^31 + 14,089 elements over an 8x8 grid: shards of ceil(46341 / 8) = 5793 rows, 8 * 5793 =
    // 46344 allocated, so the last 3 rows and columns are grid padding, a strip a thousandth of the plane.
    const auto probe = makeLayoutProbe(
        parseAnyLayout("tensor<46341x46341xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <8x8>, "
                       "memref<5793x5793xbf16, #ttcore.memory_space<l1>>>>"));
    int64_t gridRows = 0;
    int64_t gridColumns = 0;
    for (const PaddingStrip& s : probe->paddingStrips()) {
        QVERIFY(s.cause == PaddingCause::Grid);
        if (s.row == 46341)
            gridRows += s.columns;
        if (s.column == 46341)
            gridColumns += s.rows;
    }
    // The bottom strip spans the 8 core columns' data columns; the right one the 8 core rows' data rows.
    QCOMPARE(gridRows, int64_t(8 * 5793));
    QCOMPARE(gridColumns, int64_t(46341));
}

QTEST_MAIN(TestPaddingStrips)
#include "tst_paddingstrips.moc"

void TestPaddingStrips::gapLines_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("axis");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");
    QTest::addColumn<bool>("gap");
    QTest::addColumn<qint64>("firstData");
    // Rows d0 * 64 + d1 with 33 values of d1: rows 33..63 and 97..127 are tile padding inside the data's run.
    const QString ttnn = "tensor<2x33x64xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, "
                         "memref<4x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";
    const int rows = int(PlaneAxis::Rows);
    const int columns = int(PlaneAxis::Columns);
    QTest::newRow("ttnn: rows 0..32 hold data") << ttnn << rows << 0ll << 33ll << false << 0ll;
    QTest::newRow("ttnn: rows 33..63 are padding") << ttnn << rows << 33ll << 64ll << true << -1ll;
    QTest::newRow("ttnn: a run across d0 = 1") << ttnn << rows << 50ll << 70ll << true << 64ll;
    QTest::newRow("ttnn: columns all data") << ttnn << columns << 0ll << 64ll << false << 0ll;
    // The same rows in the current metal form: d1 aligned to 64 on a 2x1 grid of 64-row shards.
    const QString metal
        = "tensor<2x1x2x2x!ttcore.tile<32x32, bf16>, #ttcore.metal_layout<logical_shape = 2x33x64, "
          "dim_alignments = 1x64x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, "
          "sharded>>";
    QTest::newRow("metal: row 96 holds data, 97 not") << metal << rows << 96ll << 98ll << true << 96ll;
    QTest::newRow("metal: rows 97..127 are padding") << metal << rows << 97ll << 128ll << true << -1ll;
}

void TestPaddingStrips::gapLines()
{
    QFETCH(QString, layout);
    QFETCH(int, axis);
    QFETCH(qint64, first);
    QFETCH(qint64, last);
    QFETCH(bool, gap);
    QFETCH(qint64, firstData);
    const auto probe = makeLayoutProbe(parseAnyLayout(layout.toStdString()));
    QVERIFY(probe->hasGapLines());
    QCOMPARE(probe->gapLinesWithin(PlaneAxis(axis), first, last).has_value(), gap);
    QCOMPARE(probe->firstDataLine(PlaneAxis(axis), first, last), int64_t(firstData));
    // Every line of the range agrees with the probe's own answer for its cells.
    for (int64_t line = first; line < last; ++line) {
        const bool data = axis == int(PlaneAxis::Rows) ? probe->physicalSite(line, 0).padding == PaddingCause::None
                                                       : probe->physicalSite(0, line).padding == PaddingCause::None;
        QCOMPARE(probe->gapLinesWithin(PlaneAxis(axis), line, line + 1).has_value(), !data);
        // The allocation-free logical index agrees with the full one.
        const int64_t row = axis == int(PlaneAxis::Rows) ? line : 0;
        const int64_t column = axis == int(PlaneAxis::Rows) ? 0 : line;
        Shape index(probe->logicalShape().size(), -1);
        const std::optional<Shape> expected = probe->logicalOf(row, column);
        QCOMPARE(probe->logicalInto(row, column, index), expected.has_value());
        if (expected)
            QCOMPARE(index, *expected);
    }
}
