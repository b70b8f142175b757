// SPDX-License-Identifier: MIT
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "report/remarktext.h"
#include "util/error.h"

#include <string>

using namespace tle;

namespace {

QStringList namesOf(const RemarkTemplate& entry)
{
    return QString::fromUtf8(entry.names.data(), qsizetype(entry.names.size())).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

class TestRemarks : public QObject
{
    Q_OBJECT

private slots:
    // Each kind's template uses exactly the placeholders %1 .. %n of its n named values, and the names are unique.
    void everyTemplateUsesItsValues()
    {
        QVERIFY(remarkKindCount() > 80);
        for (size_t k = 1; k < remarkKindCount(); ++k) {
            const RemarkTemplate& entry = remarkTemplate(RemarkKind(k));
            QCOMPARE(size_t(entry.kind), k);
            const QString source = QString::fromUtf8(entry.source);
            QVERIFY2(!source.isEmpty(), qPrintable(QString::number(k)));
            const QStringList names = namesOf(entry);
            QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
            QSet<int> used;
            for (const QRegularExpressionMatch& m : QRegularExpression(QStringLiteral("%(\\d+)")).globalMatch(source))
                used.insert(m.captured(1).toInt());
            QSet<int> expected;
            for (int i = 1; i <= names.size(); ++i)
                expected.insert(i);
            QVERIFY2(used == expected, qPrintable(source));
        }
    }

    // Worded from the template table with each value in its place, by name, whatever order the values come in.
    void wordsRemarks_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("expected");
        QTest::newRow("out of memory") << 0
                                       << QStringLiteral(
                                              "ttnn.matmul needs 18432 bytes of L1 per core (8192 for circular "
                                              "buffers, 10240 for tensors) but the budget is 17000");
        QTest::newRow("quoted remark") << 1 << QStringLiteral("%3: concat input 2 has other consumers");
        QTest::newRow("repeated value") << 2
                                        << QStringLiteral(
                                               "matmul: a height_sharded activation needs a height_sharded output");
        QTest::newRow("no layout") << 3
                                   << QStringLiteral(
                                          "%5 is pinned to l1: the policy left it in no layout, the pin puts it "
                                          "in l1 interleaved (its L1 use is added to the timeline as is)");
        QTest::newRow("nothing") << 4 << QString();
    }

    void wordsRemarks()
    {
        QFETCH(int, row);
        QFETCH(QString, expected);
        // 8192 + 10240 = 18432 bytes: the total the op model reports.
        const Remark remarks[] = {
            Remark(RemarkKind::L1OutOfMemory,
                { NV("Budget", 17000), NV("Tensors", 10240), NV("CircularBuffers", 8192), NV("Bytes", 8192 + 10240),
                    NV("Kind", "ttnn.matmul") }),
            Remark(RemarkKind::OpFailsValidation,
                { NV("Op", "%3"), NV("Reason", Remark(RemarkKind::ConcatInputOtherConsumers, { NV("Operand", 2) })) }),
            Remark(RemarkKind::MatmulOutputSharding, { NV("Activation", "height_sharded") }),
            Remark(RemarkKind::PinMovedToL1,
                { NV("Op", "%5"), NV("Pin", "l1"), NV("From", Remark(RemarkKind::NoLayout)),
                    NV("To", "l1 interleaved") }),
            Remark(),
        };
        QCOMPARE(QString::fromStdString(remarkText(remarks[row])), expected);
    }

    void missingValueIsAnError()
    {
        const Remark remark(RemarkKind::NoMaskFits, { NV("Bytes", 4) });
        QVERIFY_THROWS_EXCEPTION(Error, remarkMessage(remark));
    }
};

QTEST_GUILESS_MAIN(TestRemarks)
#include "tst_remarks.moc"
