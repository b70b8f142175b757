// SPDX-License-Identifier: MIT
// Text made safe to print: plain ASCII passes whole (read eight bytes at a time), every other byte is judged on
// its own wherever it falls in a word of eight: control characters escaped (newlines kept by printableLines), bytes
// that are not UTF-8 escaped, well-formed UTF-8 kept.
#include "util/excerpt.h"

#include <QTest>

#include <fmt/format.h>

#include <string>

using namespace tle;

namespace {

// The escape the header documents for one byte of text that is not plain ASCII and not part of UTF-8: \n, \t and
// \r by name, any other control character or stray byte as \xNN.
std::string escapeOf(unsigned char byte, bool keepNewlines)
{
    switch (byte) {
    case '\n':
        return keepNewlines ? "\n" : "\\n";
    case '\t':
        return "\\t";
    case '\r':
        return "\\r";
    default:
        return fmt::format("\\x{:02x}", byte);
    }
}

} // namespace

class TestPrintable : public QObject
{
    Q_OBJECT

private slots:
    void oneByteAnywhere_data();
    void oneByteAnywhere();
    void plainAndUtf8Kept_data();
    void plainAndUtf8Kept();
};

void TestPrintable::oneByteAnywhere_data()
{
    QTest::addColumn<int>("byte");
    QTest::addColumn<int>("position");
    // Positions at both ends of the first and second words of eight and in the tail after the last whole word.
    for (const int byte : { 0x00, 0x09, 0x0a, 0x0d, 0x1f, 0x7f, 0x80, 0xff }) {
        for (const int position : { 0, 3, 7, 8, 15, 16, 22 })
            QTest::newRow(qPrintable(QStringLiteral("0x%1 at %2").arg(byte, 2, 16, QLatin1Char('0')).arg(position)))
                << byte << position;
    }
}

void TestPrintable::oneByteAnywhere()
{
    QFETCH(int, byte);
    QFETCH(int, position);
    std::string text(23, 'a');
    for (size_t i = 0; i < text.size(); ++i)
        text[i] = char('a' + i % 26);
    text[size_t(position)] = char(byte);
    const std::string before = text.substr(0, size_t(position));
    const std::string after = text.substr(size_t(position) + 1);
    QCOMPARE(printableText(text), before + escapeOf(uint8_t(byte), false) + after);
    QCOMPARE(printableLines(text), before + escapeOf(uint8_t(byte), true) + after);
}

void TestPrintable::plainAndUtf8Kept_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("shorter than a word") << QByteArray("abc");
    QTest::newRow("the edges of plain ASCII") << QByteArray(" ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~");
    QTest::newRow("a table row") << QByteArray("  %19999        ttnn.add                l1 block_sharded [4, 4] tile");
    QTest::newRow("two-byte UTF-8 across a word's end") << QByteArray("abcdefg\xc3\xa9hijklmnop");
    QTest::newRow("three-byte UTF-8 in a word") << QByteArray("ab\xe2\x86\x92"
                                                              "cdefghijklmnop");
    QTest::newRow("four-byte UTF-8 at the end") << QByteArray("abcdefghijklmnop\xf0\x9f\x98\x80");
}

void TestPrintable::plainAndUtf8Kept()
{
    QFETCH(QByteArray, text);
    const std::string expected = text.toStdString();
    QCOMPARE(printableText(expected), expected);
    QCOMPARE(printableLines(expected), expected);
}

QTEST_APPLESS_MAIN(TestPrintable)
#include "tst_printable.moc"
