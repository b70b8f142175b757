// SPDX-License-Identifier: MIT
// Division by reciprocal: the same quotient and remainder as the divide instruction for every divisor kind
// (one, powers of two, odd, just below and above a power of two, near 2^63) over numerators at the edges.
#include "util/fastdivisor.h"

#include <QTest>

#include <limits>
#include <random>
#include <vector>

using namespace tle;

class TestFastDivisor : public QObject
{
    Q_OBJECT

private slots:
    void matchesDivision_data();
    void matchesDivision();
};

void TestFastDivisor::matchesDivision_data()
{
    QTest::addColumn<qint64>("divisorValue");
    const int64_t top = std::numeric_limits<int64_t>::max();
    QTest::newRow("one") << qint64(1);
    QTest::newRow("two") << qint64(2);
    QTest::newRow("three") << qint64(3);
    QTest::newRow("seven") << qint64(7);
    QTest::newRow("tile 32") << qint64(32);
    QTest::newRow("shard 96") << qint64(96);
    QTest::newRow("shard 18 rows") << qint64(18);
    QTest::newRow("prime 1000003") << qint64(1000003);
    QTest::newRow("2^31 - 1") << qint64((int64_t(1) << 31) - 1);
    QTest::newRow("2^32 + 1") << qint64((int64_t(1) << 32) + 1);
    QTest::newRow("2^62") << qint64(int64_t(1) << 62);
    QTest::newRow("2^62 + 3") << qint64((int64_t(1) << 62) + 3);
    QTest::newRow("largest") << qint64(top);
}

void TestFastDivisor::matchesDivision()
{
    QFETCH(qint64, divisorValue);
    const int64_t divisor = divisorValue;
    const FastDivisor fast(divisor);
    QCOMPARE(fast.divisor(), divisor);
    const int64_t top = std::numeric_limits<int64_t>::max();
    std::vector<int64_t> numerators { 0, 1, 2, top, top - 1, divisor - 1, divisor };
    // Around multiples of the divisor, where a wrong reciprocal is off by one.
    for (const int64_t k : std::vector<int64_t> { 1, 2, 3, 1000, top / divisor }) {
        if (k > top / divisor)
            continue;
        const int64_t multiple = k * divisor;
        for (int64_t delta = -2; delta <= 2; ++delta) {
            if ((delta <= 0 || multiple <= top - delta) && multiple + delta >= 0)
                numerators.push_back(multiple + delta);
        }
    }
    std::mt19937_64 rng { uint64_t(divisor) };
    std::uniform_int_distribution<int64_t> any(0, top);
    std::uniform_int_distribution<int64_t> small(0, int64_t(1) << 40);
    for (int i = 0; i < 20000; ++i)
        numerators.push_back(i % 2 ? any(rng) : small(rng));
    for (const int64_t n : numerators) {
        const int64_t q = fast.divide(n);
        if (q != n / divisor || fast.remainder(n, q) != n % divisor)
            QFAIL(qPrintable(QStringLiteral("%1 / %2 gave %3").arg(n).arg(divisor).arg(q)));
    }
}

QTEST_APPLESS_MAIN(TestFastDivisor)
#include "tst_fastdivisor.moc"
