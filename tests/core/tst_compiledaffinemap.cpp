// SPDX-License-Identifier: MIT
// Affine maps as the mappers run them: the linear form of a map (coefficients per dim and a constant) and the
// compiled evaluator, checked on hand-worked values and against the checked evaluator on random points.
#include "affinetesthelpers.h"
#include "io/mlir/affinemapparser.h"
#include "layout/affine/affineexpr.h"
#include "layout/affine/affinemap.h"
#include "layout/affine/compiledaffinemap.h"
#include "util/error.h"

#include <QObject>
#include <QString>
#include <QTest>

#include <cstdint>
#include <string>
#include <vector>

using tle::AffineExpr;
using tle::AffineMap;
using tle::CompiledAffineMap;
using tle::parseAffineMap;
using tle::test::list;
using tle::test::Values;

namespace {

// Deterministic pseudo-random values in [-range, range] (64-bit LCG, high bits).
class Lcg
{
public:
    int64_t next(int64_t range)
    {
        m_state = m_state * 6364136223846793005ULL + 1442695040888963407ULL;
        return int64_t((m_state >> 33) % uint64_t(2 * range + 1)) - range;
    }

private:
    uint64_t m_state = 0x2545F4914F6CDD1DULL;
};

} // namespace

class TestCompiledAffineMap : public QObject
{
    Q_OBJECT

private slots:
    void linearForm_data();
    void linearForm();
    void compiledHandValues();
    void compiledMatchesChecked_data();
    void compiledMatchesChecked();
};

void TestCompiledAffineMap::linearForm_data()
{
    QTest::addColumn<QByteArray>("map");
    QTest::addColumn<bool>("linear");
    QTest::addColumn<Values>("coefficients");
    QTest::addColumn<qint64>("constant");

    QTest::newRow("seed") << QByteArray("(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2)") << true
                          << Values { 192, 64, 1, 0 } << qint64(0);
    QTest::newRow("subtraction and constant")
        << QByteArray("(d0, d1) -> (d0 - d1 * 3 + 7)") << true << Values { 1, -3 } << qint64(7);
    QTest::newRow("scaled sum") << QByteArray("(d0, d1) -> ((d0 + d1) * 2 - 4)") << true << Values { 2, 2 }
                                << qint64(-4);
    QTest::newRow("repeated dim") << QByteArray("(d0) -> (d0 + d0 * 3)") << true << Values { 4 } << qint64(0);
    QTest::newRow("self subtraction") << QByteArray("(d0) -> (d0 - d0)") << true << Values { 0 } << qint64(0);
    QTest::newRow("constant only") << QByteArray("() -> (5)") << true << Values {} << qint64(5);
    QTest::newRow("mod") << QByteArray("(d0) -> (d0 mod 4)") << false << Values {} << qint64(0);
    QTest::newRow("floordiv term") << QByteArray("(d0, d1) -> (d0 + d1 floordiv 2)") << false << Values {} << qint64(0);
    QTest::newRow("symbol") << QByteArray("(d0)[s0] -> (d0 + s0)") << false << Values {} << qint64(0);
    QTest::newRow("product of dims") << QByteArray("(d0, d1) -> (d0 * d1)") << false << Values {} << qint64(0);
    QTest::newRow("coefficient overflows")
        << QByteArray("(d0) -> ((d0 + d0) * 9223372036854775807)") << false << Values {} << qint64(0);
}

void TestCompiledAffineMap::linearForm()
{
    QFETCH(QByteArray, map);
    QFETCH(bool, linear);
    QFETCH(Values, coefficients);
    QFETCH(qint64, constant);

    const AffineMap m = parseAffineMap(map.toStdString());
    const auto form = m.result(0).linearForm(m.numDims());
    QCOMPARE(form.has_value(), linear);
    if (form) {
        QCOMPARE(list(form->coefficients), list(coefficients));
        QCOMPARE(qint64(form->constant), constant);
    }
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineExpr::dim(2).linearForm(1));
}

void TestCompiledAffineMap::compiledHandValues()
{
    const CompiledAffineMap seed(parseAffineMap("(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)"));
    QVERIFY(seed.isLinear());
    QCOMPARE(list(seed.linear(0).coefficients), list(Values { 192, 64, 1, 0 }));
    QCOMPARE(list(seed.linear(1).coefficients), list(Values { 0, 0, 0, 1 }));
    const Values index { 1, 1, 6, 100 };
    Values out(2);
    seed.evaluate(index.data(), out.data());
    QCOMPARE(list(out), list(Values { 262, 100 }));

    // -5 floordiv 2 = -3, 8 mod 3 = 2: -3 + 14 - 4 = 7; (-5 + 8) * 2 + 5 = 11
    const CompiledAffineMap mixed(
        parseAffineMap("(d0, d1, d2) -> (d0 floordiv 2 + d1 mod 3 * 7 - d2, (d0 + d1) * 2 + 5)"));
    QVERIFY(!mixed.isLinear());
    QVERIFY(!mixed.isLinear(0));
    QVERIFY(mixed.isLinear(1));
    QCOMPARE(list(mixed.linear(1).coefficients), list(Values { 2, 2, 0 }));
    QCOMPARE(mixed.linear(1).constant, int64_t(5));
    QVERIFY_THROWS_EXCEPTION(tle::Error, mixed.linear(0));
    QVERIFY_THROWS_EXCEPTION(tle::Error, mixed.linear(2));
    const Values point { -5, 8, 4 };
    mixed.evaluate(point.data(), out.data());
    QCOMPARE(list(out), list(Values { 7, 11 }));

    // Power-of-two divisors take the shift/mask path, the others real division; both floor towards -inf.
    // -13 = -2*8 + 3 = -3*6 + 5; 13 = 1*8 + 5 = 2*6 + 1
    const CompiledAffineMap divisions(
        parseAffineMap("(d0) -> (d0 floordiv 8, d0 ceildiv 8, d0 mod 8, d0 floordiv 6, d0 ceildiv 6, d0 mod 6)"));
    Values six(6);
    const Values minus13 { -13 };
    divisions.evaluate(minus13.data(), six.data());
    QCOMPARE(list(six), list(Values { -2, -1, 3, -3, -2, 5 }));
    const Values plus13 { 13 };
    divisions.evaluate(plus13.data(), six.data());
    QCOMPARE(list(six), list(Values { 1, 2, 5, 2, 3, 1 }));

    const CompiledAffineMap constants(parseAffineMap("() -> (5, -7 floordiv 2)"));
    constants.evaluate(nullptr, out.data());
    QCOMPARE(list(out), list(Values { 5, -4 }));

    QVERIFY_THROWS_EXCEPTION(tle::Error, CompiledAffineMap(parseAffineMap("(d0)[s0] -> (d0 + s0)")));
}

void TestCompiledAffineMap::compiledMatchesChecked_data()
{
    QTest::addColumn<QByteArray>("map");
    QTest::addColumn<bool>("linear");
    QTest::addColumn<int>("range");
    QTest::addColumn<int>("minCompared");

    QTest::newRow("seed 4d") << QByteArray("(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)") << true << 1000 << 300;
    QTest::newRow("seed 7d") << QByteArray("(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + d2 * 448 + "
                                           "d3 * 224 + d4 * 32 + d5, d4, d5, d6)")
                             << true << 1000 << 300;
    QTest::newRow("ten dims") << QByteArray("(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> "
                                            "(d0 + d1 * 2 + d2 * 3 + d3 * 4 + d4 * 5 + d5 * 6 + d6 * 7 + d7 * 8 + "
                                            "d8 * 9 + d9 * 10 - 3, d9 - d0)")
                              << true << 1000 << 300;
    QTest::newRow("tiles") << QByteArray("(d0, d1) -> ((d0 * 32 + d1) mod 4, (d0 * 32 + d1) floordiv 4, d0 ceildiv 3, "
                                         "d1 ceildiv 8)")
                           << false << 100 << 300;
    QTest::newRow("mixed") << QByteArray("(d0, d1, d2) -> (d0 floordiv 2 + d1 mod 3 * 7 - d2, (d0 + d1) * 2 + 5)")
                           << false << 100 << 300;
    QTest::newRow("hungry divisors") << QByteArray("(d0, d1) -> ((d0 + 500) floordiv (d1 mod 13 + d0 mod 11 + 1), "
                                                   "(d0 * 7) mod (d1 mod 5 + d0 mod 3 + 2), "
                                                   "d1 ceildiv (d0 mod 4 + d1 mod 6 + 1), 100 floordiv (d0 mod 7 + 1))")
                                     << false << 100 << 300;
    QTest::newRow("semi-affine") << QByteArray("(d0, d1) -> (d0 * d1 + 1, d0 floordiv d1, d1 mod d0, "
                                               "(d0 + 3) ceildiv d1, -(d0 - d1 * 4) floordiv 3)")
                                 << false << 100 << 30;
}

void TestCompiledAffineMap::compiledMatchesChecked()
{
    QFETCH(QByteArray, map);
    QFETCH(bool, linear);
    QFETCH(int, range);
    QFETCH(int, minCompared);

    const AffineMap m = parseAffineMap(map.toStdString());
    const CompiledAffineMap compiled(m);
    QCOMPARE(compiled.isLinear(), linear);
    QCOMPARE(compiled.numDims(), m.numDims());
    QCOMPARE(compiled.numResults(), m.numResults());

    Lcg random;
    Values dims(m.numDims());
    Values checked(m.numResults());
    Values fast(m.numResults());
    int compared = 0;
    for (int i = 0; i < 300; ++i) {
        for (int64_t& d : dims)
            d = random.next(range);
        try {
            m.evaluate(dims, checked);
        } catch (const tle::Error&) {
            continue; // e.g. a zero divisor: the fast path's value is unspecified there
        }
        compiled.evaluate(dims.data(), fast.data());
        if (fast != checked)
            QFAIL(qPrintable(
                QStringLiteral("at %1: compiled %2, checked %3").arg(list(dims), list(fast), list(checked))));
        ++compared;
    }
    QVERIFY2(compared >= minCompared, qPrintable(QString::number(compared)));
}

QTEST_GUILESS_MAIN(TestCompiledAffineMap)
#include "tst_compiledaffinemap.moc"
