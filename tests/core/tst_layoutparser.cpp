// SPDX-License-Identifier: MIT
// Layout strings: every metal layout of seed 000 exactly as written there, every upstream version's
// trailing parameters of the current form, and positioned errors for malformed text.
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/layouttext/layoutrequest.h"
#include "io/layouttext/metallayoutparser.h"
#include "report/fact.h"
#include "report/layoutdescribe.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace tle;

class TestLayoutParser : public QObject
{
    Q_OBJECT

private slots:
    void seedExamples_data();
    void seedExamples();
    void currentVersions_data();
    void currentVersions();
    void olderPrefixes_data();
    void olderPrefixes();
    void errors_data();
    void errors();
    void bareSeedAttribute_data();
    void bareSeedAttribute();
    void intervalList_data();
    void intervalList();
    void writtenIntervals_data();
    void writtenIntervals();
    void notation_data();
    void notation();
    void samplesParse();
    void describeEquivalents_data();
    void describeEquivalents();
    void factsHaveLabels_data();
    void factsHaveLabels();
    void errorPlaces_data();
    void errorPlaces();
    void bareCurrentFormGridHasTheCollapsedRank_data();
    void bareCurrentFormGridHasTheCollapsedRank();
};

void TestLayoutParser::seedExamples_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");

    // Seed 000, verbatim (line breaks and "32 x 32" included).
    QTest::newRow("2x3x64x128 on 1x1")
        << R"(tensor<2x3x64x128xf32,
  #ttcore.metal_layout<
    (d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3),
    undef,
    <1x1>,
    memref<384x128xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, "
           "<1x1>, memref<384x128xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("2x3x64x128 on 2x4")
        << R"(tensor<2x3x64x128xf32,
  #ttcore.metal_layout<
    (d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3),
    undef,
    <2x4>,
    memref<192x32xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, "
           "<2x4>, memref<192x32xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("8x300 on 1x2")
        << R"(tensor<8x300xf32,
  #ttcore.metal_layout<(d0, d1) -> (d0, d1),
    undef,
    <1x2>,
    memref<8x150xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, memref<8x150xf32, "
           "#ttcore.memory_space<l1>>>>";
    QTest::newRow("8x96x32 on 2x1")
        << R"(tensor<8x96x32xf32,
  #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d2),
    undef,
    <2x1>,
    memref<384x32xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<8x96x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d2), undef, <2x1>, "
           "memref<384x32xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("8x96x32 on 2x1x2")
        << R"(tensor<8x96x32xf32,
  #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d1, d2),
    undef,
    <2x1x2>,
    memref<384x96x16xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<8x96x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d1, d2), undef, <2x1x2>, "
           "memref<384x96x16xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("7-D on 3x2x2x2")
        << R"(tensor<5x3x2x2x7x32x32xf32,
  #ttcore.metal_layout<
    (d0, d1, d2, d3, d4, d5, d6)
      -> (d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6),
    undef,
    <3x2x2x2>,
    memref<4480x4x16x16xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<5x3x2x2x7x32x32xf32, #ttcore.metal_layout<(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + "
           "d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6), undef, <3x2x2x2>, memref<4480x4x16x16xf32, "
           "#ttcore.memory_space<l1>>>>";
    QTest::newRow("3x64x128 scalar")
        << R"(tensor<3x64x128xf32,
  #ttcore.metal_layout<
    (d0, d1, d2) -> (d0 * 64 + d1, d2),
    undef,
    <3x2>,
    memref<64x64xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, "
           "memref<64x64xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("3x64x128 tilized")
        << R"(tensor<3x64x128xf32,
  #ttcore.metal_layout<
    (d0, d1, d2) -> (d0 * 64 + d1, d2),
    undef,
    <3x2>,
    memref<2x2x!ttcore.tile<32 x 32, bfp_bf8>, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, "
           "memref<2x2x!ttcore.tile<32x32, bfp_bf8>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("53x63 on 3x2")
        << R"(tensor<53x63xf32,
  #ttcore.metal_layout<
    (d0, d1) -> (d0, d1),
    undef,
    <3x2>,
    memref<18x32xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, "
           "#ttcore.memory_space<l1>>>>";
    QTest::newRow("53x63 on 3x2 tilized")
        << R"(tensor<53x63xf32,
  #ttcore.metal_layout<
    (d0, d1) -> (d0, d1),
    undef,
    <3x2>,
    memref<1x1x!ttcore.tile<32 x 32, bfp_bf8>, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
           "memref<1x1x!ttcore.tile<32x32, bfp_bf8>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("2x8x32 stride 8")
        << R"(tensor<2x8x32xf32,
  #ttcore.metal_layout<
    (d0, d1, d2) -> (d0 * 8 + d1, d2),
    undef,
    <1x2>,
    memref<16x16xf32, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<2x8x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 8 + d1, d2), undef, <1x2>, "
           "memref<16x16xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("multi-device 2x2x4")
        << R"(tensor<2x3x64x128xf32,
  #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3),
    undef,
    <2x2x4>,
    memref<1x3x1x!ttcore.tile<32 x 32, bfp_bf8>, #ttcore.memory_space<l1>>
  >
>)"
        << "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, "
           "memref<1x3x1x!ttcore.tile<32x32, bfp_bf8>, #ttcore.memory_space<l1>>>>";
}

void TestLayoutParser::seedExamples()
{
    QFETCH(QString, text);
    QFETCH(QString, printed);
    const MetalLayout layout(parseMetalLayout(text.toStdString()));
    QCOMPARE(int(layout.form()), int(MetalForm::Seed));
    QCOMPARE(QString::fromStdString(layout.toString()), printed);
    // The canonical text parses back to the same layout.
    const MetalLayout again(parseMetalLayout(printed.toStdString()));
    QCOMPARE(QString::fromStdString(again.toString()), printed);
}

void TestLayoutParser::currentVersions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("printed");

    const QString head = "tensor<1x1x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 2x33x128, "
                         "dim_alignments = 1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, "
                         "l1, sharded>>";
    const QString prefix = "tensor<1x1x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 2x33x128, "
                           "dim_alignments = 1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : "
                           "tensor<2x2xi64>";
    QTest::newRow("2025-06-20: oob, memory space") << prefix + ", undef, l1>>"
                                                   << "v2 (logical_shape" << head;
    QTest::newRow("2025-08-29: index_map") << prefix + ", undef, l1, index_map = (d0, d1, d2, d3) -> (d0, d1, d2, d3)>>"
                                           << "v2 with index_map" << head;
    QTest::newRow("2025-09-30: memory layout")
        << prefix + ", zero, dram, interleaved>>"
        << "v2 with oob_val and memory_layout" << QString(head).replace("l1, sharded", "dram, interleaved");
    QTest::newRow("2025-11-17: all mandatory")
        << prefix + ", undef, l1, sharded, index_map = (d0, d1, d2, d3) -> (d0, d1, d2, d3)>>"
        << "v2 with index_map" << head;
    QTest::newRow("HEAD") << head << "v3 (HEAD" << head;
    QTest::newRow("memory space attribute") << prefix + ", #ttcore.memory_space<l1>, sharded>>"
                                            << "v3 (HEAD" << head;
}

void TestLayoutParser::currentVersions()
{
    QFETCH(QString, text);
    QFETCH(QString, version);
    QFETCH(QString, printed);
    const MetalLayoutSpec spec = parseMetalLayout(text.toStdString());
    QVERIFY2(QString::fromStdString(spec.upstreamVersion).startsWith(version), spec.upstreamVersion.c_str());
    const MetalLayout layout(spec);
    QCOMPARE(QString::fromStdString(layout.toString()), printed);
}

void TestLayoutParser::olderPrefixes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("memref");
    QTest::newRow("#tt.metal_layout with !tt.tile") << "tensor<64x128xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), "
                                                       "undef, <2x4>, memref<1x1x!tt.tile<32 x 32, bf16>, "
                                                       "#tt.memory_space<l1>>>>"
                                                    << "1x1";
    QTest::newRow("#tt.layout with an #l1_ alias")
        << "tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <8x8>, "
           "memref<8x16xf32, #l1_>>>"
        << "8x16";
    QTest::newRow("grid with a virtual-grid map")
        << "tensor<32x32xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, "
           "<1x1, (d0, d1) -> (0, d0, d1)>, memref<32x32xf32, #ttcore.memory_space<l1>>>>"
        << "32x32";
    QTest::newRow("v1 fifth parameter") << "tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <8x8>, "
                                           "memref<8x16xf32, #tt.memory_space<l1>>, interleaved>>"
                                        << "8x16";
}

void TestLayoutParser::olderPrefixes()
{
    QFETCH(QString, text);
    QFETCH(QString, memref);
    const MetalLayout layout(parseMetalLayout(text.toStdString()));
    QCOMPARE(QString::fromStdString(formatShape(layout.memrefShape())), memref);
}

void TestLayoutParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    const QString good = "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, "
                         "memref<8x150xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("missing comma after the map")
        << "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1) undef, <1x2>, memref<8x150xf32>>>" << 1 << 61
        << "expected ',' after the linear map";
    QTest::newRow("unknown oob value") << QString(good).replace("undef", "undefined") << 1 << 62
                                       << "unknown oob value 'undefined'";
    QTest::newRow("unknown element type") << "tensor<8x300xf33, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, "
                                             "<1x2>, memref<8x150xf32>>>"
                                          << 1 << 14 << "unknown element type 'f33'";
    QTest::newRow("error inside the map") << "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0 +, d1), undef, "
                                             "<1x2>, memref<8x150xf32>>>"
                                          << 1 << 57 << "";
    QTest::newRow("unknown memory space")
        << QString(good).replace("<l1>", "<l3>") << 1 << 115 << "unknown memory space 'l3'";
    QTest::newRow("negative dim in the tensor") << "tensor<8x-1xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), "
                                                   "undef, <1x2>, memref<8x150xf32>>>"
                                                << 1 << 10 << "dimension -1 must be at least 0";
    QTest::newRow("trailing text") << good + " extra" << 1 << 122 << "unexpected text after the layout";
    QTest::newRow("unterminated") << "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1" << 1 << 52
                                  << "is not closed";
    QTest::newRow("error on the third line") << "tensor<8x300xf32,\n  #ttcore.metal_layout<(d0, d1) -> (d0, d1),\n"
                                                "  undef, <1x2>, memref<8x150xq32>>>"
                                             << 3 << 30 << "unknown element type 'q32'";
    QTest::newRow("intervals of three values") << "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, "
                                                  "collapsed_intervals = dense<[[0, 1, 2], "
                                                  "[1, 2]]> : tensor<2x2xi64>, l1, sharded>"
                                               << 1 << 98 << "interval 0 has 3 values";
    QTest::newRow("intervals type is not Nx2")
        << "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], "
           "[1, 2]]> : tensor<2x3xi64>, l1, sharded>"
        << 1 << 117 << "the type must be tensor<Nx2xi64>";
    QTest::newRow("interval count differs from type")
        << "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], "
           "[1, 2]]> : tensor<3x2xi64>, l1, sharded>"
        << 1 << 117 << "2 intervals given but the type says 3";
    QTest::newRow("unknown trailing parameter")
        << "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], "
           "[1, 2]]> : tensor<2x2xi64>, l1, striped>"
        << 1 << 138 << "unexpected 'striped'";
    QTest::newRow("huge integer") << "tensor<99999999999999999999x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), "
                                     "undef, <1x2>, memref<8x150xf32>>>"
                                  << 1 << 8 << "does not fit in 64 bits";
}

void TestLayoutParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    try {
        MetalLayout layout(parseMetalLayout(text.toStdString()));
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.line(), line);
        QCOMPARE(e.column(), column);
    }
}

void TestLayoutParser::intervalList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("default") << "[(0,-1)]"
                             << "[(0, -1)]";
    QTest::newRow("two with spaces") << "[(0, 3), (-3, -1)]"
                                     << "[(0, 3), (-3, -1)]";
    QTest::newRow("dense style") << "[[0, 2], [2, 3]]"
                                 << "[(0, 2), (2, 3)]";
    QTest::newRow("empty") << "[]"
                           << "[]";
}

void TestLayoutParser::intervalList()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(formatIntervals(parseIntervalList(text.toStdString()))), expected);
}

void TestLayoutParser::writtenIntervals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("collapsed");
    // The seed's default collapses every dim but the last: for 2x3x64x128 the strides are 3*64 = 192 and 64.
    QTest::newRow("seed default, 2-D") << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                                          "memref<18x32xf32, #ttcore.memory_space<l1>>>>"
                                       << "[0, -1)"
                                       << "[0, 1)";
    QTest::newRow("seed default, 4-D") << "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + "
                                          "d1 * 64 + d2, d3), undef, <2x4>, memref<192x32xf32, "
                                          "#ttcore.memory_space<l1>>>>"
                                       << "[0, -1)"
                                       << "[0, 3)";
    // [(0, 2)] on a 3-D grid: d0 * 3 + d1, then d2 and d3 each on their own.
    QTest::newRow("seed, leading pair") << "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 3 + "
                                           "d1, d2, d3), undef, <1x2x4>, memref<6x32x32xf32, "
                                           "#ttcore.memory_space<l1>>>>"
                                        << "[0, 2), [2, 3), [3, 4)"
                                        << "[0, 2), [2, 3), [3, 4)";
    // A bumped stride (32 rows per batch where 8 hold data) is no collapse of dims.
    QTest::newRow("seed, bumped stride") << "tensor<2x8x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 32 + d1, "
                                            "d2), undef, <1x1>, memref<40x32xf32, #ttcore.memory_space<l1>>>>"
                                         << ""
                                         << "";
    QTest::newRow("current, as stated") << "#ttcore.metal_layout<logical_shape = 2x33x128, dim_alignments = 1x32x32, "
                                           "collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, "
                                           "sharded>"
                                        << "[0, 2), [2, 3)"
                                        << "[0, 2), [2, 3)";
    QTest::newRow("current, negative ends")
        << "#ttcore.metal_layout<logical_shape = 4x32x32, dim_alignments = 1x32x32, "
           "collapsed_intervals = dense<[[0, -1]]> : tensor<1x2xi64>, l1, sharded>"
        << "[0, -1)"
        << "[0, 2), [2, 3)";
}

void TestLayoutParser::writtenIntervals()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    QFETCH(QString, collapsed);
    const MetalLayout layout(parseMetalLayout(text.toStdString()));
    QCOMPARE(QString::fromStdString(halfOpenIntervals(layout.writtenIntervals())), written);
    QCOMPARE(QString::fromStdString(halfOpenIntervals(layout.normalizedIntervals())), collapsed);
}

void TestLayoutParser::notation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("notation");
    QTest::newRow("metal seed") << "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, "
                                   "memref<8x150xf32>>>"
                                << "metal-seed";
    QTest::newRow("metal current") << "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, "
                                      "collapsed_intervals = dense<> : tensor<0x2xi64>, l1>"
                                   << "metal";
    QTest::newRow("ttnn") << "tensor<1x256xf32, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x1x!ttcore.tile<"
                             "32x32, f32>, #ttnn.buffer_type<l1>>, <block_sharded>>>"
                          << "ttnn";
    QTest::newRow("xla") << "f32[3,5]{1,0:T(2,2)}"
                         << "xla";
}

void TestLayoutParser::notation()
{
    QFETCH(QString, text);
    QFETCH(QString, notation);
    QCOMPARE(QString::fromUtf8(toString(detectNotation(text.toStdString())).data()), notation);
}

void TestLayoutParser::samplesParse()
{
    const QDir dir(test::samplesDir() + "/layouts");
    const QStringList files = dir.entryList({ "*.mlir" }, QDir::Files);
    QVERIFY(files.size() >= 15);
    for (const QString& name : files) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = readLayoutFileText(file.readAll().toStdString()).layoutText;
        try {
            const AnyLayout layout = parseAnyLayout(text);
            // Metal samples, and TTNN ones (the 64-core sample), each with elements.
            if (const auto* metal = std::get_if<MetalLayout>(&layout))
                QVERIFY(metal->logicalElements() > 0);
            else
                QVERIFY2(std::get<TtnnTensor>(layout).layout.logicalShape() == Shape({ 1024, 1024 }), qPrintable(name));
        } catch (const Error& e) {
            QFAIL(qPrintable(name + ": " + QString::fromStdString(e.what())));
        }
    }
}

void TestLayoutParser::describeEquivalents_data()
{
    QTest::addColumn<QString>("text");
    const QDir layouts(test::samplesDir() + "/layouts");
    for (const QString& name : layouts.entryList({ "*.mlir", "*.txt" }, QDir::Files)) {
        QFile file(layouts.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(name)) << QString::fromStdString(
            readLayoutFileText(file.readAll().toStdString()).layoutText);
    }
    // Every TTNN layout the real-IR samples define.
    const QDir realIr(test::samplesDir() + "/models/real-ir");
    for (const QString& name : realIr.entryList({ "*.mlir" }, QDir::Files)) {
        QFile file(realIr.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        int line = 0;
        for (const QString& text : QString::fromUtf8(file.readAll()).split('\n')) {
            ++line;
            const qsizetype at = text.indexOf("= #ttnn.ttnn_layout<");
            if (text.startsWith('#') && at > 0)
                QTest::newRow(qPrintable(QStringLiteral("%1:%2").arg(name).arg(line))) << text.mid(at + 2);
        }
    }
}

// Each other notation is either an equivalent or not expressible (with a reason), never both.
void TestLayoutParser::describeEquivalents()
{
    QFETCH(QString, text);
    const AnyLayout layout = parseAnyLayout(text.toStdString());
    const Json facts = describeJson(layout);
    const Json& equivalents = facts.at("equivalents");
    const Json& notExpressible = facts.at("not_expressible");
    QStringList others;
    for (Notation n : { Notation::MetalSeed, Notation::Metal, Notation::Ttnn, Notation::Xla }) {
        if (n != notationOf(layout))
            others << QString::fromUtf8(toString(n).data(), toString(n).size());
    }
    for (const QString& other : others) {
        const std::string key = other.toStdString();
        QVERIFY2(equivalents.contains(key) != notExpressible.contains(key), qPrintable(other));
        if (notExpressible.contains(key))
            QVERIFY2(!notExpressible.at(key).get<std::string>().empty(), qPrintable(other + " has no reason"));
    }
    QCOMPARE(int(equivalents.size() + notExpressible.size()), int(others.size()));
}

namespace {

void collectUnlabelled(const FactValue& value, const std::string& path, QStringList& unlabelled)
{
    if (const auto* group = std::get_if<FactGroup>(&value.data)) {
        for (const Fact& fact : *group) {
            const std::string sub = path.empty() ? fact.key : path + '.' + fact.key;
            if (!factLabel(sub, fact.key).listed)
                unlabelled << QString::fromStdString(sub);
            collectUnlabelled(fact.value, sub, unlabelled);
        }
    } else if (const auto* list = std::get_if<FactValue::List>(&value.data)) {
        for (const FactValue& item : *list)
            collectUnlabelled(item, path, unlabelled);
    }
}

} // namespace

void TestLayoutParser::factsHaveLabels_data()
{
    describeEquivalents_data();
}

// Every fact of every sample has a label in the one table, and the text answer writes each top-level
// fact once, under that label.
void TestLayoutParser::factsHaveLabels()
{
    QFETCH(QString, text);
    const FactGroup facts = layoutFacts(parseAnyLayout(text.toStdString()));
    QStringList unlabelled;
    collectUnlabelled(FactGroup(facts), {}, unlabelled);
    QVERIFY2(unlabelled.isEmpty(), qPrintable(unlabelled.join(", ")));
    const QStringList lines = QString::fromStdString(factsText(facts)).split('\n');
    for (const Fact& fact : facts) {
        const std::string_view text = factLabel(fact.key, fact.key).text;
        const QString label = QString::fromUtf8(text.data(), qsizetype(text.size()));
        const auto rows = std::count_if(lines.begin(), lines.end(),
            [&](const QString& line) { return line == label || line.startsWith(label.leftJustified(17) + ' '); });
        QVERIFY2(rows == 1, qPrintable(label));
    }
}

void TestLayoutParser::errorPlaces_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("grid");
    QTest::addColumn<QString>("collapse");
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("column");
    const QString good = "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, "
                         "memref<8x150xf32, #ttcore.memory_space<l1>>>>";
    // The layout text's own errors point into it: "undef" without the comma before it is at column 61.
    QTest::newRow("layout text") << QString(good).replace("(d0, d1), undef", "(d0, d1) undef") << QString() << QString()
                                 << QString() << int(ErrorSource::LayoutText) << QString() << 61;
    QTest::newRow("shape flag") << QString() << "8xx300" << QString() << QString() << int(ErrorSource::Flag)
                                << "--shape" << 0;
    QTest::newRow("grid flag") << QString() << "8x300"
                               << "0x2" << QString() << int(ErrorSource::Flag) << "--grid" << 0;
    QTest::newRow("collapse flag") << QString() << "8x300" << QString() << "[(0, 1" << int(ErrorSource::Flag)
                                   << "--collapse" << 0;
    // What the text says cannot be placed points at the field it is about: here the grid of the wrong rank.
    const QString badGrid = QString(good).replace("<1x2>", "<1x2x1>");
    QTest::newRow("layout that cannot be placed")
        << badGrid << QString() << QString() << QString() << int(ErrorSource::LayoutText) << QString()
        << int(badGrid.indexOf("<1x2x1>")) + 1;
    QTest::newRow("bare attribute that cannot be placed")
        << "#ttcore.metal_layout<logical_shape = 2x64x128, dim_alignments = 1x32, collapsed_intervals = dense<[[0, "
           "2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>"
        << QString() << QString() << QString() << int(ErrorSource::LayoutText) << QString()
        << int(QStringLiteral("#ttcore.metal_layout<logical_shape = 2x64x128, dim_alignments = ").size()) + 1;
}

// Errors say where they are as members (source, field), so that the CLI and the editor route them without
// reading the message.
void TestLayoutParser::errorPlaces()
{
    QFETCH(QString, text);
    QFETCH(QString, shape);
    QFETCH(QString, grid);
    QFETCH(QString, collapse);
    QFETCH(int, source);
    QFETCH(QString, field);
    QFETCH(int, column);
    LayoutRequest request;
    if (!text.isEmpty())
        request.text = text.toStdString();
    if (!shape.isEmpty())
        request.shape = shape.toStdString();
    if (!grid.isEmpty())
        request.grid = grid.toStdString();
    if (!collapse.isEmpty())
        request.collapse = collapse.toStdString();
    try {
        buildLayout(request);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QCOMPARE(int(e.source()), source);
        QCOMPARE(QString::fromStdString(e.field()), field);
        if (column > 0)
            QCOMPARE(e.column(), column);
        if (!field.isEmpty())
            QVERIFY2(QString::fromStdString(e.what()).startsWith(field), e.what());
    }
}

void TestLayoutParser::bareCurrentFormGridHasTheCollapsedRank_data()
{
    QTest::addColumn<QString>("intervals");
    QTest::addColumn<QString>("grid");

    // Three intervals over 2x64x128: three collapsed dims, so one core in each of three grid dims.
    QTest::newRow("rank 3") << "[[0, 1], [1, 2], [2, 3]]"
                            << "1x1x1";
    QTest::newRow("rank 2") << "[[0, 2], [2, 3]]"
                            << "1x1";
    // One interval collapses everything into one dim of 2 * 64 * 128: a one-dim grid.
    QTest::newRow("rank 1") << "[[0, 3]]"
                            << "1";
}

void TestLayoutParser::bareCurrentFormGridHasTheCollapsedRank()
{
    QFETCH(QString, intervals);
    QFETCH(QString, grid);
    const int count = int(intervals.count(QLatin1Char('[')) - 1);
    const QString text = QStringLiteral("#ttcore.metal_layout<logical_shape = 2x64x128, dim_alignments = 1x32x32, "
                                        "collapsed_intervals = dense<%1> : tensor<%2x2xi64>, l1, sharded>")
                             .arg(intervals)
                             .arg(count);
    const MetalLayoutSpec spec = parseMetalLayout(text.toStdString(), {});
    QCOMPARE(QString::fromStdString(formatShape(spec.grid)), grid);
    // --grid still decides when given.
    LayoutDefaults defaults;
    defaults.grid = { 2, 1, 1 };
    defaults.gridGiven = true;
    QCOMPARE(parseMetalLayout(text.toStdString(), defaults).grid, (Shape { 2, 1, 1 }));
}

void TestLayoutParser::bareSeedAttribute_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<qint64>>("shape");
    QTest::addColumn<QString>("elementType");
    // Identity map over 2x2 cores of 3x4 bf16 tiles: 2 * 3 * 32 = 192 rows, 2 * 4 * 32 = 256 columns.
    QTest::newRow("tiles on a 2x2 grid")
        << "#ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<3x4x!ttcore.tile<32x32, bf16>, "
           "#ttcore.memory_space<l1>>>"
        << QList<qint64> { 192, 256 } << "bf16";
    // d0 * 64 + d1 over 128 rows: d1 spans up to d0's coefficient (64), d0 the rest (128 / 64 = 2); d2 spans the
    // 2 x 32 columns.
    QTest::newRow("a collapsed 3-D map")
        << "#ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <1x2>, memref<128x32xf32, "
           "#ttcore.memory_space<l1>>>"
        << QList<qint64> { 2, 64, 64 } << "f32";
    // tt-mlir's tests also write the older name and a DRAM memory space.
    QTest::newRow("older name, dram")
        << "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xbf16, #tt.memory_space<dram>>>"
        << QList<qint64> { 64, 128 } << "bf16";
}

// A bare seed-form attribute (tt-mlir's tests print them without a tensor type) is read as the TTNN side reads a bare
// attribute: the logical shape is what the grid and memref allocate, the element type the memref's, a warning says
// that padding cannot be told from data, and it prints back as the attribute alone, which reads back the same.
void TestLayoutParser::bareSeedAttribute()
{
    QFETCH(QString, text);
    QFETCH(QList<qint64>, shape);
    QFETCH(QString, elementType);
    const AnyLayout layout = parseAnyLayout(text.toStdString());
    const auto& metal = std::get<MetalLayout>(layout);
    QCOMPARE(metal.logicalShape(), Shape(shape.begin(), shape.end()));
    QCOMPARE(QString::fromUtf8(toString(metal.spec().elementType).data()), elementType);
    QVERIFY(metal.spec().shapeInferred);
    QCOMPARE(layoutWarnings(layout).size(), size_t(1));
    QVERIFY(QString::fromStdString(layoutWarnings(layout).front()).contains("padding cannot be told from data"));
    QCOMPARE(metal.paddingCounts().total(), int64_t(0));
    const std::string printed = printedLayout(layout);
    QVERIFY2(printed.starts_with("#ttcore.metal_layout<"), printed.c_str());
    const AnyLayout again = parseAnyLayout(printed);
    QCOMPARE(printedLayout(again), printed);
    QCOMPARE(std::get<MetalLayout>(again).logicalShape(), metal.logicalShape());
    // The JSON answer says so too.
    const Json facts = describeJson(layout);
    QCOMPARE(facts.at("logical_shape_inferred").get<bool>(), true);
    QCOMPARE(facts.at("warnings").size(), size_t(1));
}

QTEST_GUILESS_MAIN(TestLayoutParser)
#include "tst_layoutparser.moc"
