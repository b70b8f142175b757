// SPDX-License-Identifier: MIT
// Layouts as compiler output prints them: alias definitions, tensor types that refer to aliases, whole modules
// holding many layouts, and the choice among them. The module texts are tt-mlir's (Apache-2.0 WITH
// LLVM-exception): test/ttmlir/EmitC/TTNN/models/mnist_sharded.mlir, kept in samples/models/real-ir.
#include "io/layouttext/layoutrequest.h"
#include "io/layouttext/layoutsnippet.h"
#include "testpaths.h"
#include "util/error.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <variant>

using namespace tle;

namespace {

const char* const kDram = "#dram = #ttnn.buffer_type<dram>\n";
const char* const kLayout3
    = "#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8x!ttcore.tile<32x32, f32>, #dram>, "
      "<interleaved>>";

QString readSample(const QString& relative)
{
    QFile file(QString::fromStdString(test::samplesPath(relative.toStdString())));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

AnyLayout build(const std::string& text, std::optional<std::string> pick = std::nullopt)
{
    LayoutRequest request;
    request.text = text;
    request.pick = std::move(pick);
    return buildLayout(request);
}

} // namespace

class TestLayoutSnippet : public QObject
{
    Q_OBJECT

private slots:
    void scan_data();
    void scan();
    void wholeModule();
    void aliasesExpandInsideLayouts();
    void pick_data();
    void pick();
    void errors_data();
    void errors();
    void bareAttributeSaysItsShapeIsAssumed();
};

void TestLayoutSnippet::scan_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isSnippet");
    QTest::addColumn<int>("layouts");
    QTest::addColumn<int>("withoutLayout");
    QTest::addColumn<QString>("firstWritten");
    QTest::addColumn<int>("firstLine");
    QTest::addColumn<int>("firstColumn");

    const QString attr = QStringLiteral("#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8x!ttcore.tile<32x32, "
                                        "f32>, #ttnn.buffer_type<dram>>, <interleaved>>");
    QTest::newRow("one layout string") << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << false << 1 << 0
                                       << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << 1 << 1;
    QTest::newRow("one bare attribute is no snippet") << attr << false << 0 << 0 << QString() << 0 << 0;
    QTest::newRow("an alias definition line")
        << QString::fromLatin1(kLayout3) << true << 1 << 0
        << QString::fromLatin1(kLayout3).mid(QStringLiteral("#ttnn_layout3 = ").size()) << 1 << 17;
    QTest::newRow("a type that uses an alias") << QString::fromLatin1(kDram) + QString::fromLatin1(kLayout3)
            + QStringLiteral(
                "\n  %2 = \"ttnn.add\"(%1, %arg3) : (tensor<1x256xf32, #ttnn_layout3>) -> tensor<1x256xf32, "
                "#ttnn_layout3>\n") << true << 1
                                               << 0 << QStringLiteral("tensor<1x256xf32, #ttnn_layout3>") << 3 << 33;
    QTest::newRow("types without layouts (TTIR)")
        << QStringLiteral("%0 = \"ttir.relu\"(%arg0) : (tensor<1x784xf32>) -> tensor<1x784xf32>\n") << true << 0 << 2
        << QString() << 0 << 0;
    QTest::newRow("a current-form attribute with its intervals' type")
        << QStringLiteral("#ttcore.metal_layout<logical_shape = 128x384, dim_alignments = 32x32, collapsed_intervals = "
                          "dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>")
        << false << 0 << 0 << QString() << 0 << 0;
    QTest::newRow("two layouts on one line")
        << QStringLiteral("(tensor<1x256xf32, %1>, tensor<8x256xf32, %1>)").arg(attr) << true << 2 << 0
        << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << 1 << 2;
    // One layout with text around it is compiler output only when that text reads like IR; a stray bracket or
    // word is the layout string's own error.
    QTest::newRow("one layout as an op's result type")
        << QStringLiteral("%x = \"ttnn.empty\"() : () -> tensor<1x256xf32, %1>").arg(attr) << true << 1 << 0
        << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << 1 << 29;
    QTest::newRow("one layout after its colon") << QStringLiteral(": tensor<1x256xf32, %1>").arg(attr) << true << 1 << 0
                                                << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << 1 << 3;
    QTest::newRow("one layout and a stray word is no snippet")
        << QStringLiteral("tensor<1x256xf32, %1> extra").arg(attr) << false << 1 << 0
        << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << 1 << 1;
    QTest::newRow("one layout and extra closers is no snippet")
        << QStringLiteral("tensor<1x256xf32, %1>>>").arg(attr) << false << 1 << 0
        << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << 1 << 1;
    QTest::newRow("the same type twice is one layout")
        << QStringLiteral("tensor<1x256xf32, %1> tensor<1x256xf32, %1>").arg(attr) << true << 1 << 0
        << QStringLiteral("tensor<1x256xf32, %1>").arg(attr) << 1 << 1;
}

void TestLayoutSnippet::scan()
{
    QFETCH(QString, text);
    QFETCH(bool, isSnippet);
    QFETCH(int, layouts);
    QFETCH(int, withoutLayout);
    QFETCH(QString, firstWritten);
    QFETCH(int, firstLine);
    QFETCH(int, firstColumn);
    const LayoutSnippet snippet = scanLayoutSnippet(text.toStdString());
    QCOMPARE(snippet.isSnippet, isSnippet);
    QCOMPARE(int(snippet.layouts.size()), layouts);
    QCOMPARE(snippet.typesWithoutLayout, withoutLayout);
    if (layouts > 0) {
        QCOMPARE(QString::fromStdString(snippet.layouts.front().written), firstWritten);
        QCOMPARE(snippet.layouts.front().line, firstLine);
        QCOMPARE(snippet.layouts.front().column, firstColumn);
    }
}

// Every distinct (shape, alias definition) pair of the real module is one layout, found at its first appearance
// (#ttnn_layout3 and #ttnn_layout5 define the same attribute, so their uses on 1x256 are one layout); the
// expected list is read from the text with patterns here.
void TestLayoutSnippet::wholeModule()
{
    const QString text = readSample(QStringLiteral("models/real-ir/ttnn_mnist_sharded.mlir"));
    QVERIFY(!text.isEmpty());
    const QRegularExpression type(QStringLiteral("tensor<([0-9x]+f32), #(ttnn_layout[0-9]*)>"));
    const QRegularExpression definition(QStringLiteral("^#(\\w+) = (.*)$"), QRegularExpression::MultilineOption);
    QHash<QString, QString> definitions;
    for (auto it = definition.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        definitions.insert(match.captured(1), match.captured(2));
    }
    QStringList expected;
    QStringList keys;
    QList<int> uses;
    const QStringList lines = text.split(QLatin1Char('\n'));
    QList<QPair<int, int>> places;
    for (int l = 0; l < lines.size(); ++l) {
        for (auto it = type.globalMatch(lines[l]); it.hasNext();) {
            const auto match = it.next();
            const QString key = match.captured(1) + definitions.value(match.captured(2));
            const qsizetype at = keys.indexOf(key);
            if (at >= 0) {
                ++uses[at];
                continue;
            }
            keys << key;
            expected << match.captured(0);
            uses << 1;
            places << qMakePair(l + 1, int(match.capturedStart(0)) + 1);
        }
    }
    const LayoutSnippet snippet = scanLayoutSnippet(text.toStdString());
    QVERIFY(snippet.isSnippet);
    QCOMPARE(int(snippet.layouts.size()), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        const SnippetLayout& layout = snippet.layouts[size_t(i)];
        QCOMPARE(QString::fromStdString(layout.written), expected[i]);
        QCOMPARE(layout.uses, uses[i]);
        QCOMPARE(layout.line, places[i].first);
        QCOMPARE(layout.column, places[i].second);
        QVERIFY(layout.alias.empty());
        // Each one describes, with the shape its tensor type gives.
        const AnyLayout described = build(text.toStdString(), std::to_string(i + 1));
        const auto* ttnn = std::get_if<TtnnTensor>(&described);
        QVERIFY(ttnn);
        QVERIFY(!ttnn->shapeInferred);
    }
}

void TestLayoutSnippet::aliasesExpandInsideLayouts()
{
    const std::string text = std::string(kDram) + "#map = affine_map<(d0, d1, d2) -> (d0 * 32 + d1, d2)>\n"
        + "#lay = #ttnn.ttnn_layout<#map, <1x1>, memref<2x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>\n"
        + "%1 = \"ttnn.relu\"(%0) : (tensor<2x32x96xbf16, #lay>) -> tensor<2x32x96xbf16, #lay>\n";
    const LayoutSnippet snippet = scanLayoutSnippet(text);
    QCOMPARE(snippet.layouts.size(), size_t(1));
    QCOMPARE(snippet.layouts.front().text,
        std::string("tensor<2x32x96xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, "
                    "memref<2x3x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>"));
    const AnyLayout layout = build(text);
    const auto* ttnn = std::get_if<TtnnTensor>(&layout);
    QVERIFY(ttnn);
    // 2x32 rows of 96: 64 rows, 3 tiles wide -> 2x3 tiles, as the memref says.
    QCOMPARE(ttnn->layout.physicalShape(), (std::array<int64_t, 2> { 64, 96 }));
    QVERIFY(ttnn->warnings.empty());
}

void TestLayoutSnippet::pick_data()
{
    QTest::addColumn<QString>("pick");
    QTest::addColumn<QString>("shape");

    // mnist_sharded's first layouts in order of appearance: the arguments of @mnist_fwd.
    QTest::newRow("first") << QStringLiteral("1") << QStringLiteral("1x784");
    QTest::newRow("third") << QStringLiteral("3") << QStringLiteral("256x10");
    QTest::newRow("fifth") << QStringLiteral("5") << QStringLiteral("784x256");
}

void TestLayoutSnippet::pick()
{
    QFETCH(QString, pick);
    QFETCH(QString, shape);
    const std::string text = readSample(QStringLiteral("models/real-ir/ttnn_mnist_sharded.mlir")).toStdString();
    const AnyLayout layout = build(text, pick.toStdString());
    const auto& ttnn = std::get<TtnnTensor>(layout);
    QCOMPARE(QString::fromStdString(formatShape(ttnn.layout.logicalShape())), shape);
}

void TestLayoutSnippet::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pick");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    const QString two = QString::fromLatin1(kDram) + QString::fromLatin1(kLayout3)
        + QStringLiteral("\n%0 = \"ttnn.relu\"(%a) : (tensor<1x256xf32, #ttnn_layout3>) -> tensor<32x256xf32, "
                         "#ttnn_layout3>\n");
    QTest::newRow("several layouts, none picked")
        << two << QString() << QStringLiteral("holds 2 layouts; choose one with --pick N") << 3 << 25;
    QTest::newRow("a pick out of range") << two << QStringLiteral("3") << QStringLiteral("--pick: '3' is not one") << 0
                                         << 1;
    QTest::newRow("an undefined alias") << QStringLiteral(
        "%0 = \"ttnn.relu\"(%a) : (tensor<1x256xf32, #ttnn_layout9>) -> tensor<1x256xf32, #nine>")
                                        << QStringLiteral("1")
                                        << QStringLiteral("the layout alias #ttnn_layout9 is not defined") << 1
                                        << int(QStringLiteral("%0 = \"ttnn.relu\"(%a) : (tensor<1x256xf32, ").size())
            + 1;
    // The bad memory layout sits in the definition on line 2: the error points there, not at the use.
    QTest::newRow("an error inside an alias definition")
        << QStringLiteral("#dram = #ttnn.buffer_type<dram>\n#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                          "memref<1x8x!ttcore.tile<32x32, f32>, #dram>, <striped>>\n"
                          "%0 = \"ttnn.relu\"(%a) : (tensor<1x256xf32, #bad>) -> tensor<1x256xf32, #bad>\n")
        << QString() << QStringLiteral("unknown memory layout 'striped'") << 2 << 101;
    QTest::newRow("no layout at all") << QStringLiteral("#loc = loc(\"x\")\n%0 = \"ttir.relu\"(%a) : "
                                                        "(tensor<4xf32>) -> tensor<4xf32>")
                                      << QString() << QStringLiteral("holds no layout") << 1 << 1;
}

void TestLayoutSnippet::errors()
{
    QFETCH(QString, text);
    QFETCH(QString, pick);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, column);
    try {
        build(text.toStdString(), pick.isEmpty() ? std::nullopt : std::optional(pick.toStdString()));
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.line(), line);
        QCOMPARE(e.column(), column);
    }
}

// The definition alone cannot give the logical shape: the layout says it assumed one, and which.
void TestLayoutSnippet::bareAttributeSaysItsShapeIsAssumed()
{
    const AnyLayout layout = build(kLayout3);
    const auto& ttnn = std::get<TtnnTensor>(layout);
    QVERIFY(ttnn.shapeInferred);
    // memref 1x8 tiles of 32x32 on a 1x1 grid: 32 rows of 256.
    QCOMPARE(ttnn.layout.logicalShape(), (Shape { 32, 256 }));
    QVERIFY(!ttnn.warnings.empty());
    QVERIFY(QString::fromStdString(ttnn.warnings.front()).contains(QStringLiteral("assumed 32x256")));
}

QTEST_GUILESS_MAIN(TestLayoutSnippet)
#include "tst_layoutsnippet.moc"
