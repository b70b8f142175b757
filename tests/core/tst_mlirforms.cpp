// SPDX-License-Identifier: MIT
// MLIR forms tt-mlir's own tests print that a model must import: file metadata after the module, op types
// continued on the next line, functional types without parentheses, and complex element types (kept opaque).
#include "graph/modelgraph.h"
#include "io/layouttext/ttnnlayoutparser.h"
#include "io/model/mlirmodelreader.h"
#include "util/error.h"

#include <QTest>

#include <algorithm>

using namespace tle;

class TestMlirForms : public QObject
{
    Q_OBJECT

private slots:
    void imports_data();
    void imports();
    void unclosedMetadata();
    void coreRangeAliases();
    void valueNames_data();
    void valueNames();
    void typesSharingTheirStart();
    void nulBytes_data();
    void nulBytes();
};

namespace {

constexpr const char* kHead = "module {\n  func.func @main(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>) -> "
                              "tensor<32x32xf32> {\n";
constexpr const char* kTail = "    return %1 : tensor<32x32xf32>\n  }\n}\n";

} // namespace

void TestMlirForms::imports_data()
{
    QTest::addColumn<QString>("body"); // the function body before the return of %1, or a whole module
    QTest::addColumn<QString>("after"); // text after the module
    QTest::addColumn<int>("plannedOps"); // ops with a tensor result to plan
    QTest::addColumn<QString>("lastResultType"); // %1's element type, or its opaque spelling

    QTest::newRow("dialect resources after the module")
        << "    %0 = \"ttir.abs\"(%arg0) : (tensor<32x32xf32>) -> tensor<32x32xf32>\n"
           "    %1 = \"ttir.abs\"(%0) : (tensor<32x32xf32>) -> tensor<32x32xf32>\n"
        << "\n{-#\n  dialect_resources: {\n    builtin: {\n      c: \"0x0400000000000000\"\n    }\n  }\n#-}\n"
        << 2 << "f32";
    QTest::newRow("types on the lines after a generic op")
        << "    %0 = \"ttir.add\"(%arg0, %arg1)\n        : (tensor<32x32xf32>, tensor<32x32xf32>)\n"
           "        -> tensor<32x32xf32>\n    %1 = \"ttir.abs\"(%0) : (tensor<32x32xf32>) -> tensor<32x32xf32>\n"
        << "" << 2 << "f32";
    QTest::newRow("type on the line after a custom-form op")
        << "    %0 = ttir.abs %arg0\n      : tensor<32x32xf32> -> tensor<32x32xbf16>\n"
           "    %1 = ttir.abs %0\n      : tensor<32x32xbf16>\n      -> tensor<32x32xf32>\n"
        << "" << 2 << "f32";
    QTest::newRow("functional type without parentheses on one line")
        << "    %0 = ttir.abs %arg0 : tensor<32x32xf32> -> tensor<32x32xbf16>\n"
           "    %1 = ttir.abs %0 : tensor<32x32xbf16> -> tensor<32x32xf32>\n"
        << "" << 2 << "f32";
    QTest::newRow("named operand groups on the lines after a custom-form op")
        << "    %0 = ttir.abs %arg0 : tensor<32x32xf32> -> tensor<32x32xf32>\n"
           "    %1 = ttir.add\n        ins(%0, %arg1 : tensor<32x32xf32>, tensor<32x32xf32>)\n"
           "        outs(%arg1 : tensor<32x32xf32>) : tensor<32x32xf32>\n"
        << "" << 2 << "f32";
    QTest::newRow("tile element type through a type alias")
        << "    %0 = ttir.abs %arg0 : tensor<32x32xf32> -> tensor<1x1x!tile_bf16>\n"
           "    %1 = ttir.abs %0 : tensor<1x1x!tile_bf16> -> tensor<32x32xf32>\n"
        << "" << 2 << "f32";
    QTest::newRow("complex element type kept opaque")
        << "    %0 = \"ttir.abs\"(%arg0) : (tensor<32x32xf32>) -> tensor<32x32xcomplex<f32>>\n"
           "    %1 = \"ttir.abs\"(%0) : (tensor<32x32xcomplex<f32>>) -> tensor<32x32xf32>\n"
        << "" << 1 << "f32";
}

void TestMlirForms::imports()
{
    QFETCH(QString, body);
    QFETCH(QString, after);
    QFETCH(int, plannedOps);
    QFETCH(QString, lastResultType);
    const std::string text = "!tile_bf16 = !ttcore.tile<32x32, bf16>\n" + std::string(kHead) + body.toStdString()
        + kTail + after.toStdString();
    ModelGraph graph;
    try {
        graph = readMlirModel(text);
    } catch (const Error& e) {
        QFAIL(qPrintable(QStringLiteral("line %1, column %2: %3").arg(e.line()).arg(e.column()).arg(e.what())));
    }
    int planned = 0;
    for (const Op& op : graph.ops())
        planned += isPlannedOp(graph, op.id) ? 1 : 0;
    QCOMPARE(planned, plannedOps);
    const Op& last = graph.ops()[graph.ops().size() - 2]; // the op before the return
    QCOMPARE(last.results.size(), size_t(1));
    const TensorType& type = graph.value(last.results.front()).type;
    QVERIFY(type.isTensor);
    QCOMPARE(QString::fromLatin1(toString(type.elementType)), lastResultType);
    QCOMPARE(int(type.shape.size()), 2);
}

void TestMlirForms::unclosedMetadata()
{
    const std::string text = std::string(kHead)
        + "    %1 = \"ttir.abs\"(%arg0) : (tensor<32x32xf32>) -> "
          "tensor<32x32xf32>\n"
        + kTail + "{-#\n  dialect_resources: {}\n";
    try {
        readMlirModel(text);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("not closed")), e.what());
        QCOMPARE(e.line(), 7);
        QCOMPARE(e.column(), 1);
    }
}

// core_ranges given through aliases of the set and of its ranges, as tt-mlir's D2M-to-TTNN tests print them.
void TestMlirForms::coreRangeAliases()
{
    const std::string layout = "#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x2>, memref<1x1x!ttcore.tile<32x32, f32>, "
                               "#l1>, <block_sharded>, core_ranges = #core_ranges>";
    const std::string text = "#l1 = #ttnn.buffer_type<l1>\n#core_range = #ttnn.core_range<(0,0), (1,0)>\n"
                             "#core_ranges = #ttnn.core_range_set<[#core_range]>\n#layout = "
        + layout
        + "\nmodule {\n  func.func @main(%arg0: tensor<32x64xf32, #layout>) -> tensor<32x64xf32, #layout> {\n"
          "    %1 = \"ttnn.abs\"(%arg0) : (tensor<32x64xf32, #layout>) -> tensor<32x64xf32, #layout>\n"
          "    return %1 : tensor<32x64xf32, #layout>\n  }\n}\n";
    try {
        const ModelGraph graph = readMlirModel(text);
        QCOMPARE(int(graph.ops().size()), 2);
        const std::map<std::string, std::string> aliases { { "l1", "#ttnn.buffer_type<l1>" },
            { "core_range", "#ttnn.core_range<(0,0), (1,0)>" },
            { "core_ranges", "#ttnn.core_range_set<[#core_range]>" } };
        const ParsedTtnnLayout parsed = parseTtnnLayoutText(layout, &aliases);
        QVERIFY(parsed.attr.coreRanges.has_value());
        QCOMPARE(parsed.attr.coreRanges->ranges().size(), size_t(1));
        QCOMPARE(parsed.attr.coreRanges->ranges()[0].size(), int64_t(2)); // (0,0)..(1,0): two cores
    } catch (const Error& e) {
        QFAIL(qPrintable(QStringLiteral("line %1, column %2: %3").arg(e.line()).arg(e.column()).arg(e.what())));
    }
}

// Value names as the scope tells them apart: numbers in order, numbers far apart, spellings with leading zeros
// (a different name from the number), and each name defined at most once.
void TestMlirForms::valueNames_data()
{
    QTest::addColumn<QString>("first"); // the name of the first result
    QTest::addColumn<QString>("second"); // the name of the second result, which reads the first
    QTest::addColumn<QString>("read"); // the name the second op reads
    QTest::addColumn<QString>("error"); // part of the expected message; empty when the model imports

    QTest::newRow("numbers in order") << "%0"
                                      << "%1"
                                      << "%0"
                                      << "";
    QTest::newRow("a number far beyond the others") << "%0"
                                                    << "%99999999"
                                                    << "%0"
                                                    << "";
    QTest::newRow("reading a far number") << "%70000000"
                                          << "%1"
                                          << "%70000000"
                                          << "";
    QTest::newRow("leading zero is another name") << "%007"
                                                  << "%7"
                                                  << "%007"
                                                  << "";
    QTest::newRow("leading zero is not the number") << "%7"
                                                    << "%1"
                                                    << "%007"
                                                    << "use of undefined value %007";
    QTest::newRow("nine digits are hashed") << "%123456789"
                                            << "%1"
                                            << "%123456789"
                                            << "";
    QTest::newRow("a number defined twice") << "%5"
                                            << "%5"
                                            << "%5"
                                            << "the value %5 is defined twice";
    QTest::newRow("a far number defined twice") << "%90000000"
                                                << "%90000000"
                                                << "%90000000"
                                                << "the value %90000000 is defined twice";
    QTest::newRow("undefined number") << "%0"
                                      << "%1"
                                      << "%2"
                                      << "use of undefined value %2";
    QTest::newRow("undefined far number") << "%0"
                                          << "%1"
                                          << "%80000000"
                                          << "use of undefined value %80000000";
}

void TestMlirForms::valueNames()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QString, read);
    QFETCH(QString, error);
    const std::string text = std::string(kHead) + "    " + first.toStdString()
        + " = \"ttir.abs\"(%arg0) : (tensor<32x32xf32>) -> tensor<32x32xf32>\n    " + second.toStdString()
        + " = \"ttir.abs\"(" + read.toStdString() + ") : (tensor<32x32xf32>) -> tensor<32x32xf32>\n    return "
        + second.toStdString() + " : tensor<32x32xf32>\n  }\n}\n";
    try {
        const ModelGraph graph = readMlirModel(text);
        QVERIFY2(error.isEmpty(), "expected an error");
        QCOMPARE(int(graph.ops().size()), 3);
        const Op& reader = graph.ops()[1];
        QCOMPARE(QString::fromStdString(graph.value(reader.operands.front()).name), read);
        QCOMPARE(graph.value(reader.operands.front()).producer, 0);
    } catch (const Error& e) {
        QVERIFY2(!error.isEmpty(), e.what());
        QVERIFY2(QString::fromStdString(e.what()).contains(error), e.what());
        QCOMPARE(e.line(), 4);
    }
}

// Consecutive types whose text starts alike are each read as their own: the reader keeps the last types it read by
// their text, and a type's text ends at its own '>'.
void TestMlirForms::typesSharingTheirStart()
{
    const std::string text
        = "#l = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, "
          "#ttnn.buffer_type<dram>>, <interleaved>>\n"
          "#w = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x10x!ttcore.tile<32x32, bf16>, "
          "#ttnn.buffer_type<dram>>, <interleaved>>\n"
          "func.func @main(%arg0: tensor<32x32xbf16>) -> tensor<32x32xbf16, #l> {\n"
          "  %0 = \"ttnn.abs\"(%arg0) : (tensor<32x32xbf16>) -> tensor<32x32xbf16, #l>\n"
          "  %1 = \"ttnn.abs\"(%0) : (tensor<32x32xbf16, #l>) -> tensor<32x32xbf16>\n"
          "  %2 = \"ttnn.abs\"(%1) : (tensor<32x32xbf16>) -> tensor<32x32xf32>\n"
          "  %3 = \"ttnn.abs\"(%2) : (tensor<32x32xf32>) -> tensor<32x320xbf16, #w>\n"
          "  %4 = \"ttnn.abs\"(%3) : (tensor<32x320xbf16, #w>) -> tensor<32x320xbf16>\n"
          "  %5 = \"ttnn.abs\"(%4) : (tensor<32x320xbf16>) -> tensor<32x32xbf16, #l>\n"
          "  return %5 : tensor<32x32xbf16, #l>\n}\n";
    struct Expected
    {
        Shape shape;
        ElementType element;
        std::string encoding;
    };
    const std::vector<Expected> expected { { { 32, 32 }, ElementType::BF16, "l" },
        { { 32, 32 }, ElementType::BF16, "" }, { { 32, 32 }, ElementType::F32, "" },
        { { 32, 320 }, ElementType::BF16, "w" }, { { 32, 320 }, ElementType::BF16, "" },
        { { 32, 32 }, ElementType::BF16, "l" } };
    try {
        const ModelGraph graph = readMlirModel(text);
        QCOMPARE(graph.ops().size(), expected.size() + 1);
        for (size_t i = 0; i < expected.size(); ++i) {
            const TensorType& type = graph.value(graph.ops()[i].results.front()).type;
            QCOMPARE(type.shape, expected[i].shape);
            QCOMPARE(int(type.elementType), int(expected[i].element));
            QCOMPARE(type.encoding, expected[i].encoding);
        }
    } catch (const Error& e) {
        QFAIL(qPrintable(QStringLiteral("line %1, column %2: %3").arg(e.line()).arg(e.column()).arg(e.what())));
    }
}

// A NUL byte anywhere is refused at its place, in a short text and in one large enough to be searched in halves
// (16 MB): the first NUL when there are several, whichever half holds it.
void TestMlirForms::nulBytes_data()
{
    QTest::addColumn<qsizetype>("lines");
    QTest::addColumn<QList<double>>("at"); // NUL positions, as fractions of the text
    QTest::newRow("short, in the middle") << qsizetype(4) << QList<double> { 0.5 };
    QTest::newRow("large, first half") << qsizetype(250000) << QList<double> { 0.2 };
    QTest::newRow("large, second half") << qsizetype(250000) << QList<double> { 0.7 };
    QTest::newRow("large, one in each half") << qsizetype(250000) << QList<double> { 0.9, 0.4 };
    QTest::newRow("large, the last byte") << qsizetype(250000) << QList<double> { 1.0 };
}

void TestMlirForms::nulBytes()
{
    QFETCH(qsizetype, lines);
    QFETCH(QList<double>, at);
    std::string text = kHead;
    for (qsizetype i = 0; i < lines; ++i)
        text += "    // a comment line that makes the text long enough to be searched on two cores\n";
    text += std::string("    %1 = \"ttir.abs\"(%arg0) : (tensor<32x32xf32>) -> tensor<32x32xf32>\n") + kTail;
    size_t first = text.size();
    for (double fraction : at) {
        const size_t offset = std::min(text.size() - 1, size_t(fraction * double(text.size())));
        text[offset] = '\0';
        first = std::min(first, offset);
    }
    const size_t lineStart = text.rfind('\n', first - 1) + 1; // npos + 1 is 0: the first line
    const int line = int(std::count(text.begin(), text.begin() + std::ptrdiff_t(first), '\n')) + 1;
    try {
        readMlirModule(text);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("NUL byte")), e.what());
        QCOMPARE(e.line(), line);
        QCOMPARE(e.column(), int(first - lineStart) + 1);
    }
}

QTEST_APPLESS_MAIN(TestMlirForms)
#include "tst_mlirforms.moc"
