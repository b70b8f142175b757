// SPDX-License-Identifier: MIT
// Backing memory with pages ahead of its use never changes what the memory holds, whether the range is large
// enough to be warmed, too small, or shares pages with other memory at its ends.
#include "util/pagewarmer.h"

#include <QTest>

#include <cstdint>
#include <vector>

using namespace tle;

class TestPageWarmer : public QObject
{
    Q_OBJECT

private slots:
    void contentsKept_data();
    void contentsKept();
};

void TestPageWarmer::contentsKept_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<qint64>("skip"); // bytes left out at the start, so that the range starts inside a page
    QTest::newRow("below the least size") << qint64(PageWarmer::kMinBytes / 2) << qint64(0);
    QTest::newRow("the least size") << qint64(PageWarmer::kMinBytes) << qint64(0);
    QTest::newRow("starting and ending inside pages") << qint64(PageWarmer::kMinBytes + 12345) << qint64(777);
}

void TestPageWarmer::contentsKept()
{
    QFETCH(qint64, bytes);
    QFETCH(qint64, skip);
    std::vector<uint64_t> memory(size_t(bytes + skip + 7) / 8);
    for (size_t i = 0; i < memory.size(); ++i)
        memory[i] = i * 0x9e3779b97f4a7c15ull;
    {
        PageWarmer warmer;
        warmer.warm(reinterpret_cast<const char*>(memory.data()) + skip, size_t(bytes));
    }
    for (size_t i = 0; i < memory.size(); ++i) {
        if (memory[i] != i * 0x9e3779b97f4a7c15ull)
            QFAIL(qPrintable(QStringLiteral("word %1 changed").arg(i)));
    }
}

QTEST_APPLESS_MAIN(TestPageWarmer)
#include "tst_pagewarmer.moc"
