// SPDX-License-Identifier: MIT
// Unit colours without pixels: every unit of a grid differs from its four neighbours by at least
// kMinNeighbourDeltaE (CIE76, computed here from sRGB), and the Mapping view's legend draws a grid of cores as a map.
#include "io/layouttext/anylayoutparser.h"
#include "legendbar.h"
#include "mappingview.h"
#include "unitpalette.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace tle;

namespace {

// sRGB (D65) to CIE L*a*b*.
std::array<double, 3> lab(const QColor& color)
{
    auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const double r = linear(color.redF());
    const double g = linear(color.greenF());
    const double b = linear(color.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return { 116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z)) };
}

double deltaE(const QColor& a, const QColor& b)
{
    const auto p = lab(a);
    const auto q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

} // namespace

class TestUnitPalette : public QObject
{
    Q_OBJECT

private slots:
    void neighboursDiffer_data();
    void neighboursDiffer();
    void legendMapsTheGrid();
};

void TestUnitPalette::neighboursDiffer_data()
{
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("columns");
    QTest::newRow("8x8 cores") << qint64(8) << qint64(8);
    QTest::newRow("3x2 cores") << qint64(3) << qint64(2);
    QTest::newRow("2x1 cores") << qint64(2) << qint64(1);
    QTest::newRow("10x12 cores") << qint64(10) << qint64(12);
    QTest::newRow("12 banks") << qint64(1) << qint64(12);
    QTest::newRow("1x64") << qint64(1) << qint64(64);
    QTest::newRow("64x1") << qint64(64) << qint64(1);
}

void TestUnitPalette::neighboursDiffer()
{
    QFETCH(qint64, rows);
    QFETCH(qint64, columns);
    double least = 1e9;
    for (int64_t r = 0; r < rows; ++r) {
        for (int64_t c = 0; c < columns; ++c) {
            const QColor here = unitColor({ r, c }, { rows, columns });
            if (c + 1 < columns)
                least = std::min(least, deltaE(here, unitColor({ r, c + 1 }, { rows, columns })));
            if (r + 1 < rows)
                least = std::min(least, deltaE(here, unitColor({ r + 1, c }, { rows, columns })));
        }
    }
    QVERIFY2(least >= kMinNeighbourDeltaE, qPrintable(QStringLiteral("least difference %1").arg(least)));
}

// An 8x8 TTNN block-sharded layout: the legend draws the 8x8 map in the cores' colours instead of naming cores.
void TestUnitPalette::legendMapsTheGrid()
{
    MappingView view;
    view.setProbe(makeLayoutProbe(parseAnyLayout("tensor<256x256xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, "
                                                 "(d0, d1) -> (0, d0, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, "
                                                 "#ttnn.buffer_type<l1>>, <block_sharded>>>")));
    const auto* legend = view.findChild<LegendBar*>(QStringLiteral("legend"));
    QVERIFY(legend);
    QCOMPARE(legend->unitMap().rows, int64_t(8));
    QCOMPARE(legend->unitMap().columns, int64_t(8));
    QCOMPARE(legend->unitMap().colors.size(), size_t(64));
    QCOMPARE(legend->unitMap().colors[9], unitColor({ 1, 1 }, { 8, 8 }));
    QVERIFY(legend->unitMap().caption.contains(QStringLiteral("(y, x)")));
    for (const LegendBar::Item& item : legend->items())
        QVERIFY2(!item.label.startsWith(QStringLiteral("core")), qPrintable(item.label));
    QVERIFY(legend->height() >= 8 * 6);
}

QTEST_MAIN(TestUnitPalette)
#include "tst_unitpalette.moc"
