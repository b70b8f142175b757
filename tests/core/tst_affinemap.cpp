// SPDX-License-Identifier: MIT
#include "affinetesthelpers.h"
#include "io/mlir/affinemapparser.h"
#include "layout/affine/affinebounds.h"
#include "layout/affine/affineexpr.h"
#include "layout/affine/affinemap.h"
#include "layout/affine/compiledaffinemap.h"
#include "util/error.h"

#include <QObject>
#include <QString>
#include <QTest>

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

using tle::AffineExpr;
using tle::AffineMap;
using tle::CompiledAffineMap;
using tle::parseAffineMap;
using tle::ResultExtent;
using tle::Shape;
using tle::test::list;
using tle::test::Values;

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

// One row of the roundTrip/simplification tables: input text and its canonical spelling.
void row(const char* name, const char* input, const char* canonical)
{
    QTest::newRow(name) << QByteArray(input) << QByteArray(canonical);
}

void same(const char* name, const char* canonical)
{
    row(name, canonical, canonical);
}

// A parse-error row for single-line text parsed at line 1 without a column offset.
void errorAt(const char* name, const char* text, int column, const char* fragment)
{
    QTest::newRow(name) << QByteArray(text) << 1 << 0 << 1 << column << QByteArray(fragment);
}

void evalRow(const char* name, const QByteArray& map, const Values& dims, const Values& symbols, const Values& expected)
{
    QTest::newRow(name) << map << dims << symbols << expected;
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

bool contains(const char* haystack, const QByteArray& needle)
{
    return std::string_view(haystack).find(std::string_view(needle.constData(), size_t(needle.size())))
        != std::string_view::npos;
}

} // namespace

class TestAffineMap : public QObject
{
    Q_OBJECT

private slots:
    void resultExtentOverEmptyDims_data();
    void resultExtentOverEmptyDims();
    void roundTrip_data();
    void roundTrip();
    void simplification_data();
    void simplification();
    void exprBuilders();
    void exprErrors();
    void mapApi();
    void evaluate_data();
    void evaluate();
    void evaluateErrors_data();
    void evaluateErrors();
    void parseErrors_data();
    void parseErrors();
    void nestingLimits();
};

void TestAffineMap::roundTrip_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("canonical");

    const QByteArray seed4("(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)");
    const QByteArray seed7("(d0, d1, d2, d3, d4, d5, d6) -> "
                           "(d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6)");
    QTest::newRow("seed collapse 4d") << seed4 << seed4;
    QTest::newRow("seed collapse 7d") << seed7 << seed7;
    same("identity", "(d0, d1) -> (d0, d1)");
    same("empty map", "() -> ()");
    same("dims without results", "(d0, d1) -> ()");
    same("constant result", "() -> (42)");
    same("negative constant", "() -> (-7)");
    same("most negative constant", "() -> (-9223372036854775808)");
    row("compact spacing", "(d0,d1)->(d0*64+d1)", "(d0, d1) -> (d0 * 64 + d1)");
    row("newlines and tabs", "(d0,\n\td1)\n  ->\n (d0 floordiv 32,\r\n d1 mod 4)",
        "(d0, d1) -> (d0 floordiv 32, d1 mod 4)");
    row("named dims bind by position", "(i, j) -> (j, i)", "(d0, d1) -> (d1, d0)");
    row("descriptive names", "(n, c_out, h.w, x$1) -> (n * 3 + c_out, h.w, x$1)",
        "(d0, d1, d2, d3) -> (d0 * 3 + d1, d2, d3)");
    same("symbols", "(d0)[s0] -> (d0 + s0)");
    row("named symbols", "(d0)[N, M] -> (d0 * N + M)", "(d0)[s0, s1] -> (d0 * s0 + s1)");
    same("symbols only", "()[s0] -> (s0 floordiv 2)");
    same("zero dims two symbols", "()[s0, s1] -> (s0 * 4 + s1)");
    row("empty symbol list", "(d0)[] -> (d0)", "(d0) -> (d0)");
    row("affine_map wrapper", "affine_map<(d0, d1) -> (d1, d0)>", "(d0, d1) -> (d1, d0)");
    same("subtract constant", "(d0) -> (d0 - 1)");
    row("add negative constant", "(d0) -> (d0 + -5)", "(d0) -> (d0 - 5)");
    same("subtract dim", "(d0, d1) -> (d0 - d1)");
    same("subtract scaled dim", "(d0, d1) -> (d0 - d1 * 3)");
    row("add negatively scaled dim", "(d0, d1) -> (d0 + d1 * -3)", "(d0, d1) -> (d0 - d1 * 3)");
    row("add negated dim", "(d0, d1) -> (d0 + -d1)", "(d0, d1) -> (d0 - d1)");
    same("negated dim", "(d0) -> (-d0)");
    same("negated dim leading a sum", "(d0, d1) -> (-d0 + d1)");
    row("scaled negation", "(d0) -> (-d0 * 3)", "(d0) -> (d0 * -3)");
    same("negative factor", "(d0) -> (d0 * -3)");
    same("subtract sum", "(d0, d1, d2) -> (d0 - (d1 + d2))");
    same("subtract difference", "(d0, d1) -> (d0 - (d1 - 1))");
    same("subtract scaled sum", "(d0, d1, d2) -> (d0 - (d1 + d2) * 4)");
    same("subtract mod", "(d0, d1) -> (d0 - d1 mod 4)");
    same("negated sum", "(d0, d1) -> (-(d0 + d1))");
    same("sum times constant", "(d0, d1) -> ((d0 + d1) * 2)");
    row("redundant parentheses", "(d0) -> (((d0)) * (2))", "(d0) -> (d0 * 2)");
    same("mod of sum", "(d0, d1) -> ((d0 * 32 + d1) mod 4)");
    same("floordiv", "(d0) -> (d0 floordiv 32)");
    same("ceildiv", "(d0) -> (d0 ceildiv 2)");
    row("div then mod is left associative", "(d0) -> (d0 floordiv 4 mod 8)", "(d0) -> ((d0 floordiv 4) mod 8)");
    row("product binds tighter than sum", "(d0, d1) -> (d0 + d1 * 4 mod 3)", "(d0, d1) -> (d0 + (d1 * 4) mod 3)");
    row("constant moved right of sum", "(d0) -> (4 + d0)", "(d0) -> (d0 + 4)");
    row("constant moved right of product", "(d0) -> (3 * d0)", "(d0) -> (d0 * 3)");
    same("right nested sum keeps parentheses", "(d0, d1, d2) -> (d0 + (d1 + d2))");
    row("left nested sum drops parentheses", "(d0, d1, d2) -> ((d0 + d1) + d2)", "(d0, d1, d2) -> (d0 + d1 + d2)");
    same("semi-affine product", "(d0, d1) -> (d0 * d1)");
    same("semi-affine division by symbol", "(d0)[s0] -> (d0 floordiv s0)");
    row("negation inside floordiv", "(d0) -> (-d0 floordiv 2)", "(d0) -> ((-d0) floordiv 2)");
    same("constant divided by dim", "(d0) -> (-5 floordiv d0)");
    row("hex literal", "(d0) -> (d0 * 0x10)", "(d0) -> (d0 * 16)");
    same("sum plus most negative constant", "(d0) -> (d0 + -9223372036854775808)");
}

void TestAffineMap::roundTrip()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, canonical);

    const AffineMap map = parseAffineMap(input.toStdString());
    QCOMPARE(q(map.toString()), QString::fromUtf8(canonical));
    // The canonical spelling is a fixed point and denotes the same tree.
    const AffineMap again = parseAffineMap(canonical.toStdString());
    QCOMPARE(q(again.toString()), QString::fromUtf8(canonical));
    QVERIFY(again == map);
}

void TestAffineMap::simplification_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("canonical");

    row("fold constants", "() -> (2 + 3 * 4)", "() -> (14)");
    row("fold division of negatives", "() -> (-7 floordiv 2, -7 ceildiv 2, -7 mod 2)", "() -> (-4, -3, 1)");
    row("add zero", "(d0) -> (d0 + 0)", "(d0) -> (d0)");
    row("zero plus", "(d0) -> (0 + d0)", "(d0) -> (d0)");
    row("times one", "(d0) -> (d0 * 1)", "(d0) -> (d0)");
    row("times zero", "(d0) -> (d0 * 0)", "(d0) -> (0)");
    row("zero times", "(d0) -> (0 * d0)", "(d0) -> (0)");
    row("constant chain in sum", "(d0) -> (d0 + 2 + 3)", "(d0) -> (d0 + 5)");
    row("constants cancel", "(d0) -> (d0 + 2 - 2)", "(d0) -> (d0)");
    row("two subtracted constants", "(d0) -> (d0 - 3 - 4)", "(d0) -> (d0 - 7)");
    row("constant chain in product", "(d0) -> (d0 * 2 * 3)", "(d0) -> (d0 * 6)");
    row("double negation", "(d0) -> (- -d0)", "(d0) -> (d0)");
    row("floordiv by one", "(d0) -> (d0 floordiv 1)", "(d0) -> (d0)");
    row("ceildiv by one", "(d0) -> (d0 ceildiv 1)", "(d0) -> (d0)");
    row("mod by one", "(d0) -> (d0 mod 1)", "(d0) -> (0)");
    same("dims keep their order", "(d0, d1, d2) -> (d2 + d1 * 64 + d0 * 192)");
    same("products are not distributed", "(d0, d1) -> ((d0 + d1) * 2)");
    same("self subtraction is kept", "(d0) -> (d0 - d0)");
    same("separated constants are kept", "(d0, d1) -> (d0 + 1 + d1 + 2)");
    row("division of a product is kept", "(d0) -> (d0 * 128 floordiv 64)", "(d0) -> ((d0 * 128) floordiv 64)");
}

void TestAffineMap::simplification()
{
    roundTrip();
}

void TestAffineMap::exprBuilders()
{
    const AffineExpr d0 = AffineExpr::dim(0);
    const AffineExpr d1 = AffineExpr::dim(1);
    const AffineExpr d2 = AffineExpr::dim(2);

    QCOMPARE(q((d0 * 192 + d1 * 64 + d2).toString()), QStringLiteral("d0 * 192 + d1 * 64 + d2"));
    QCOMPARE(q(((d0 + d1) * 2).toString()), QStringLiteral("(d0 + d1) * 2"));
    QCOMPARE(q(tle::floorDiv(d0, 32).toString()), QStringLiteral("d0 floordiv 32"));
    QCOMPARE(q(tle::ceilDiv(d0, 2).toString()), QStringLiteral("d0 ceildiv 2"));
    QCOMPARE(q((d0 - 1).toString()), QStringLiteral("d0 - 1"));
    QCOMPARE(q(tle::mod(d0 * 32 + d1, 4).toString()), QStringLiteral("(d0 * 32 + d1) mod 4"));
    QCOMPARE(q((d0 - d1 * 3).toString()), QStringLiteral("d0 - d1 * 3"));
    QCOMPARE(q((-d0).toString()), QStringLiteral("-d0"));
    QCOMPARE(q((d0 - d1).toString()), QStringLiteral("d0 - d1"));
    QCOMPARE(q((AffineExpr::symbol(1) * 4).toString()), QStringLiteral("s1 * 4"));

    // d0 - 1 is d0 + (-1); -d0 is d0 * -1.
    const AffineExpr minusOne = d0 - 1;
    QCOMPARE(minusOne.kind(), AffineExpr::Kind::Add);
    QCOMPARE(minusOne.rhs().value(), int64_t(-1));
    const AffineExpr neg = -d0;
    QCOMPARE(neg.kind(), AffineExpr::Kind::Mul);
    QCOMPARE(neg.lhs().position(), 0u);
    QCOMPARE(neg.rhs().value(), int64_t(-1));

    // Constants move to the right of commutative operators.
    const AffineExpr sum = AffineExpr::constant(4) + d1;
    QCOMPARE(sum.kind(), AffineExpr::Kind::Add);
    QCOMPARE(sum.lhs().kind(), AffineExpr::Kind::Dim);
    QCOMPARE(sum.lhs().position(), 1u);
    QCOMPARE(sum.rhs().value(), int64_t(4));
    QCOMPARE((AffineExpr::constant(3) * AffineExpr::constant(4)).value(), int64_t(12));
    QCOMPARE(tle::floorDiv(AffineExpr::constant(-7), 2).value(), int64_t(-4));

    QVERIFY(d0 + 1 == AffineExpr::dim(0) + AffineExpr::constant(1));
    QVERIFY(!(d0 + 1 == d1 + 1));
    QVERIFY(!(d0 * 2 == d0 + 2));
    QVERIFY(AffineExpr() == AffineExpr::constant(0));
    QCOMPARE((d0 * 192 + d1).depth(), 3u);

    const Values dims { 3, 4, 5 };
    QCOMPARE((d0 * 192 + d1 * 64 + d2).evaluate(dims), int64_t(3 * 192 + 4 * 64 + 5));
}

void TestAffineMap::exprErrors()
{
    const AffineExpr d0 = AffineExpr::dim(0);
    QVERIFY_THROWS_EXCEPTION(tle::Error, tle::floorDiv(d0, 0));
    QVERIFY_THROWS_EXCEPTION(tle::Error, tle::ceilDiv(d0, -2));
    QVERIFY_THROWS_EXCEPTION(tle::Error, tle::mod(d0, -1));
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineExpr::constant(kMax) + AffineExpr::constant(1));
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineExpr::constant(kMin) * AffineExpr::constant(-1));
    QVERIFY_THROWS_EXCEPTION(tle::Error, (d0 + kMax) + 1);
    QVERIFY_THROWS_EXCEPTION(tle::Error, d0.value());
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineExpr::constant(1).position());
    QVERIFY_THROWS_EXCEPTION(tle::Error, d0.lhs());

    const Values two { 1, 2 };
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineExpr::dim(3).evaluate(two));
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineExpr::symbol(0).evaluate(two));

    // The depth bound turns pathological trees into errors instead of deep recursion.
    AffineExpr chain = d0;
    bool threw = false;
    try {
        for (unsigned i = 0; i < 2 * AffineExpr::kMaxDepth; ++i)
            chain = chain + AffineExpr::dim(1);
    } catch (const tle::Error&) {
        threw = true;
    }
    QVERIFY(threw);
    QCOMPARE(chain.depth(), AffineExpr::kMaxDepth);
}

void TestAffineMap::mapApi()
{
    const AffineMap identity = AffineMap::multiDimIdentity(3);
    QCOMPARE(q(identity.toString()), QStringLiteral("(d0, d1, d2) -> (d0, d1, d2)"));
    QVERIFY(identity.isIdentity());
    QVERIFY(parseAffineMap("(i, j) -> (i, j)").isIdentity());
    QVERIFY(!parseAffineMap("(d0, d1) -> (d1, d0)").isIdentity());
    QVERIFY(!parseAffineMap("(d0, d1) -> (d0)").isIdentity());
    QVERIFY(parseAffineMap("() -> ()").isIdentity());
    QCOMPARE(q(AffineMap().toString()), QStringLiteral("() -> ()"));

    const AffineMap map = parseAffineMap("(d0, d1)[s0] -> (d0, d1 + s0, 3)");
    QCOMPARE(map.numDims(), 2u);
    QCOMPARE(map.numSymbols(), 1u);
    QCOMPARE(map.numResults(), size_t(3));
    QCOMPARE(map.result(2).value(), int64_t(3));
    QVERIFY_THROWS_EXCEPTION(tle::Error, map.result(3));

    QVERIFY(parseAffineMap("(d0,d1)->(d0*64+d1)") == parseAffineMap("(x, y) -> (x * 64 + y)"));
    QVERIFY(!(parseAffineMap("(d0) -> (d0)") == parseAffineMap("(d0, d1) -> (d0)")));
    QVERIFY(!(parseAffineMap("(d0) -> (d0)") == parseAffineMap("(d0)[s0] -> (d0)")));

    const AffineExpr d0 = AffineExpr::dim(0);
    const AffineExpr d1 = AffineExpr::dim(1);
    const AffineMap built = AffineMap::get(2, 0, { d0 * 64 + d1, tle::mod(d1, 4) });
    QCOMPARE(q(built.toString()), QStringLiteral("(d0, d1) -> (d0 * 64 + d1, d1 mod 4)"));
    QVERIFY(built == parseAffineMap("(d0, d1) -> (d0 * 64 + d1, d1 mod 4)"));
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineMap::get(1, 0, { d1 }));
    QVERIFY_THROWS_EXCEPTION(tle::Error, AffineMap::get(1, 0, { d0 + AffineExpr::symbol(0) }));

    const Values dims { 1, 2 };
    Values shortOut(1);
    QVERIFY_THROWS_EXCEPTION(tle::Error, built.evaluate(dims, shortOut));
    Values out(2);
    built.evaluate(dims, out);
    QCOMPARE(list(out), list(Values { 66, 2 }));
}

void TestAffineMap::evaluate_data()
{
    QTest::addColumn<QByteArray>("map");
    QTest::addColumn<Values>("dims");
    QTest::addColumn<Values>("symbols");
    QTest::addColumn<Values>("expected");

    const QByteArray seed4("(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)");
    const QByteArray seed7("(d0, d1, d2, d3, d4, d5, d6) -> "
                           "(d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6)");
    const QByteArray divs("(d0) -> (d0 floordiv 2, d0 ceildiv 2, d0 mod 2)");
    const QByteArray modSum("(d0, d1) -> ((d0 * 32 + d1) mod 4, (d0 * 32 + d1) floordiv 4)");
    const QByteArray nested("(d0) -> ((d0 floordiv 4) mod 8)");

    // 1*192 + 1*64 + 6 = 262
    evalRow("seed 4d at [1,1,6,100]", seed4, { 1, 1, 6, 100 }, {}, { 262, 100 });
    evalRow("seed 4d at origin", seed4, { 0, 0, 0, 0 }, {}, { 0, 0 });
    // 2688 + 2*896 + 448 + 224 + 3*32 + 5 = 5253
    evalRow("seed 7d", seed7, { 1, 2, 1, 1, 3, 5, 7 }, {}, { 5253, 3, 5, 7 });
    evalRow("div and mod of -7", divs, { -7 }, {}, { -4, -3, 1 });
    evalRow("div and mod of 7", divs, { 7 }, {}, { 3, 4, 1 });
    evalRow("div and mod of -8", divs, { -8 }, {}, { -4, -4, 0 });
    evalRow("div and mod of 0", divs, { 0 }, {}, { 0, 0, 0 });
    // 2*32 + 7 = 71 = 17*4 + 3
    evalRow("mod of sum", modSum, { 2, 7 }, {}, { 3, 17 });
    // -32 + 5 = -27 = -7*4 + 1
    evalRow("mod of negative sum", modSum, { -1, 5 }, {}, { 1, -7 });
    evalRow("subtraction forms", "(d0, d1) -> (d0 - d1 * 3, -d0, d0 - 1, d0 - d1)", { 10, 4 }, {}, { -2, -10, 9, 6 });
    evalRow("tile coordinates", "(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)", { 70, 33 }, {},
        { 2, 1, 6, 1 });
    evalRow("tile count", "(d0) -> (d0 ceildiv 32)", { 65 }, {}, { 3 });
    // 100 floordiv 4 = 25, 25 mod 8 = 1; -100 floordiv 4 = -25 = -4*8 + 7
    evalRow("nested div mod", nested, { 100 }, {}, { 1 });
    evalRow("nested div mod negative", nested, { -100 }, {}, { 7 });
    evalRow("symbols", "(d0)[s0] -> (d0 * s0 + 1)", { 3 }, { 5 }, { 16 });
    evalRow("symbols only", "()[s0, s1] -> (s1 - s0)", {}, { 4, 9 }, { 5 });
    // -9 / 4 = -2.25: floor -3, ceil -2, and -9 - (-3 * 4) = 3
    evalRow(
        "semi-affine negative", "(d0, d1) -> (d0 floordiv d1, d0 mod d1, d0 ceildiv d1)", { -9, 4 }, {}, { -3, 3, -2 });
    evalRow("constants", "() -> (5, -7 floordiv 2)", {}, {}, { 5, -4 });
    evalRow("no results", "(d0) -> ()", { 3 }, {}, {});
    evalRow("named transpose", "(i, j) -> (j, i)", { 3, 8 }, {}, { 8, 3 });
    evalRow("extreme values", "(d0, d1) -> (d0, d1 + 1, d0 mod 7)", { kMin, kMax - 1 }, {}, { kMin, kMax, 6 });
}

void TestAffineMap::evaluate()
{
    QFETCH(QByteArray, map);
    QFETCH(Values, dims);
    QFETCH(Values, symbols);
    QFETCH(Values, expected);

    const AffineMap m = parseAffineMap(map.toStdString());
    Values out(m.numResults());
    m.evaluate(dims, out, symbols);
    QCOMPARE(list(out), list(expected));
    if (symbols.empty())
        QCOMPARE(list(m.evaluate(dims)), list(expected));
}

void TestAffineMap::evaluateErrors_data()
{
    QTest::addColumn<QByteArray>("map");
    QTest::addColumn<Values>("dims");
    QTest::addColumn<Values>("symbols");
    QTest::addColumn<QByteArray>("fragment");

    QTest::newRow("floordiv by zero") << QByteArray("(d0, d1) -> (d0 floordiv d1)") << Values { 1, 0 } << Values {}
                                      << QByteArray("division by zero");
    QTest::newRow("mod by zero") << QByteArray("(d0, d1) -> (d0 mod d1)") << Values { 1, 0 } << Values {}
                                 << QByteArray("division by zero");
    QTest::newRow("negative divisor") << QByteArray("(d0, d1) -> (d0 ceildiv d1)") << Values { 1, -2 } << Values {}
                                      << QByteArray("negative");
    QTest::newRow("most negative by minus one")
        << QByteArray("(d0, d1) -> (d0 floordiv d1)") << Values { kMin, -1 } << Values {} << QByteArray("negative");
    QTest::newRow("too few dims") << QByteArray("(d0, d1) -> (d0)") << Values { 1 } << Values {}
                                  << QByteArray("expects 2 dimension");
    QTest::newRow("too many dims") << QByteArray("(d0, d1) -> (d0)") << Values { 1, 2, 3 } << Values {}
                                   << QByteArray("expects 2 dimension");
    QTest::newRow("missing symbol") << QByteArray("(d0)[s0] -> (d0 + s0)") << Values { 1 } << Values {}
                                    << QByteArray("expects 1 symbol");
    QTest::newRow("sum overflows") << QByteArray("(d0) -> (d0 + 1)") << Values { kMax } << Values {}
                                   << QByteArray("overflows");
    QTest::newRow("product overflows") << QByteArray("(d0) -> (d0 * 2)") << Values { kMax / 2 + 1 } << Values {}
                                       << QByteArray("overflows");
}

void TestAffineMap::evaluateErrors()
{
    QFETCH(QByteArray, map);
    QFETCH(Values, dims);
    QFETCH(Values, symbols);
    QFETCH(QByteArray, fragment);

    const AffineMap m = parseAffineMap(map.toStdString());
    Values out(m.numResults());
    try {
        m.evaluate(dims, out, symbols);
        QFAIL("expected tle::Error");
    } catch (const tle::Error& e) {
        QVERIFY2(contains(e.what(), fragment), e.what());
    }
}

void TestAffineMap::parseErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("columnOffset");
    QTest::addColumn<int>("expectedLine");
    QTest::addColumn<int>("expectedColumn");
    QTest::addColumn<QByteArray>("fragment");

    errorAt("missing operand before comma", "(d0, d1) -> (d0 + , d1)", 19, "expected an affine expression");
    errorAt("found names the comma", "(d0, d1) -> (d0 + , d1)", 19, "found ','");
    errorAt("unknown identifier", "(d0, d1) -> (d0 + d5)", 19, "unknown identifier 'd5'");
    errorAt("missing arrow", "(d0, d1) (d0)", 10, "expected '->', found '('");
    errorAt("minus instead of arrow", "(d0) - (d0)", 6, "expected '->', found '-'");
    errorAt("overflowing literal", "(d0) -> (d0 + 99999999999999999999)", 15,
        "'99999999999999999999' does not fit in 64 bits");
    errorAt("literal one past int64 max", "() -> (9223372036854775808)", 8, "does not fit in 64 bits");
    errorAt("negative literal one past int64 min", "() -> (-9223372036854775809)", 9, "does not fit in 64 bits");
    errorAt("constant folding overflows", "() -> (9223372036854775807 + 1)", 28, "overflows");
    errorAt(
        "trailing garbage", "(d0) -> (d0) x", 14, "expected end of input after the affine map, found identifier 'x'");
    errorAt("duplicate dim", "(d0, d0) -> (d0)", 6, "duplicate name 'd0'");
    errorAt("symbol reuses a dim name", "(i)[i] -> (i)", 5, "duplicate name 'i'");
    errorAt("unclosed result list", "(d0) -> (d0", 12, "found end of input");
    errorAt("unbalanced parenthesis", "(d0) -> ((d0)", 14, "found end of input");
    errorAt("keyword as dim name", "(mod) -> (mod)", 2, "expected a dimension name, found keyword 'mod'");
    errorAt("integer as dim name", "(0) -> (0)", 2, "expected a dimension name, found integer '0'");
    errorAt("missing comma between dims", "(d0 d1) -> (d0)", 5, "expected ',' or ')'");
    errorAt("floordiv by zero", "(d0) -> (d0 floordiv 0)", 13, "must be a positive constant");
    errorAt("mod by negative", "(d0) -> (d0 mod -4)", 13, "must be a positive constant");
    errorAt("dangling operator", "(d0) -> (d0 *)", 14, "found ')'");
    errorAt("unexpected character", "(d0) -> (d0 @ 1)", 13, "found character '@'");
    errorAt("control byte", "(d0) -> (d0\x01)", 12, "byte 0x01");
    QTest::newRow("error on fourth line")
        << QByteArray("(d0,\n d1) ->\n  (d0 +\n   , d1)") << 1 << 0 << 4 << 4 << QByteArray("found ','");
    errorAt("tab is one column", "(d0)\t->\t(d7)", 10, "unknown identifier 'd7'");
    QTest::newRow("column offset on first line")
        << QByteArray("(d0) -> (d5)") << 3 << 10 << 3 << 20 << QByteArray("unknown identifier 'd5'");
    QTest::newRow("column offset not after newline")
        << QByteArray("(d0) ->\n(d5)") << 3 << 10 << 4 << 2 << QByteArray("unknown identifier 'd5'");
    errorAt(
        "wrapper not closed", "affine_map<(d0) -> (d0)", 24, "expected '>' to close 'affine_map<', found end of input");
    errorAt("empty input", "", 1, "found end of input");
    errorAt("no dimension list", "d0 -> (d0)", 1, "expected '(' to open the dimension list");
    errorAt("results without parentheses", "(d0) -> d0", 9, "expected '(' to open the result list");
}

void TestAffineMap::parseErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, columnOffset);
    QFETCH(int, expectedLine);
    QFETCH(int, expectedColumn);
    QFETCH(QByteArray, fragment);

    try {
        parseAffineMap(text.toStdString(), line, columnOffset);
        QFAIL("expected tle::Error");
    } catch (const tle::Error& e) {
        QVERIFY2(contains(e.what(), fragment), e.what());
        QCOMPARE(e.line(), expectedLine);
        QCOMPARE(e.column(), expectedColumn);
    }
}

void TestAffineMap::nestingLimits()
{
    auto nestedMap = [](int depth) {
        return "(d0) -> (" + std::string(size_t(depth), '(') + "d0" + std::string(size_t(depth), ')') + ")";
    };
    QCOMPARE(q(parseAffineMap(nestedMap(200)).toString()), QStringLiteral("(d0) -> (d0)"));
    try {
        parseAffineMap(nestedMap(201));
        QFAIL("expected tle::Error");
    } catch (const tle::Error& e) {
        QVERIFY2(contains(e.what(), "nested deeper than 200"), e.what());
        // The 201st '(' of the expression: the first sits at column 10.
        QCOMPARE(e.column(), 210);
    }

    // 10 KB inputs are answered quickly and without deep recursion.
    QVERIFY_THROWS_EXCEPTION(tle::Error, parseAffineMap("(d0) -> (" + std::string(10000, '(')));
    QCOMPARE(
        q(parseAffineMap("(d0) -> (" + std::string(10000, '-') + "d0)").toString()), QStringLiteral("(d0) -> (d0)"));
    std::string chain = "(d0) -> (d0";
    while (chain.size() < 10000)
        chain += " + d0";
    QVERIFY_THROWS_EXCEPTION(tle::Error, parseAffineMap(chain + ")"));
    std::string wide = "(d0) -> (d0";
    while (wide.size() < 10000)
        wide += ", d0 mod 3";
    QCOMPARE(parseAffineMap(wide + ")").numResults(), size_t(1000));
}

void TestAffineMap::resultExtentOverEmptyDims_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QList<qint64>>("shape");
    QTest::addColumn<QList<qint64>>("extents");
    // A result that reads an empty dim spans nothing, however it reads it (a floordiv or mod too); one that reads only
    // dims with elements spans what it reaches over them.
    QTest::newRow("collapse over an empty dim")
        << "(d0, d1) -> (d0 * 64 + d1, d1)" << QList<qint64> { 0, 64 } << QList<qint64> { 0, 64 };
    QTest::newRow("floordiv of the empty dim")
        << "(d0, d1) -> (d0 floordiv 32, d1)" << QList<qint64> { 0, 64 } << QList<qint64> { 0, 64 };
    QTest::newRow("mod of the empty dim")
        << "(d0, d1) -> (d1, d0 mod 4)" << QList<qint64> { 0, 64 } << QList<qint64> { 64, 0 };
    QTest::newRow("no empty dim") << "(d0, d1) -> (d0 * 64 + d1, d1)" << QList<qint64> { 3, 64 }
                                  << QList<qint64> { 192, 64 };
}

void TestAffineMap::resultExtentOverEmptyDims()
{
    QFETCH(QString, map);
    QFETCH(QList<qint64>, shape);
    QFETCH(QList<qint64>, extents);
    const AffineMap m = parseAffineMap(map.toStdString());
    const Shape s(shape.begin(), shape.end());
    for (qsizetype r = 0; r < extents.size(); ++r) {
        const ResultExtent e = tle::resultExtent(m.results()[size_t(r)], s);
        QCOMPARE(e.problem, ResultExtent::Problem::None);
        QCOMPARE(e.extent, int64_t(extents[r]));
    }
}

QTEST_GUILESS_MAIN(TestAffineMap)
#include "tst_affinemap.moc"
