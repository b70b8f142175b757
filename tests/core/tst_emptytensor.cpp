// SPDX-License-Identifier: MIT
// Tensors with a zero-size dimension, in every notation: valid, zero elements and zero bytes, with the errors
// that remain for negative dimensions.
#include "io/anylayoutparser.h"
#include "layout/anylayout.h"
#include "report/layoutdescribe.h"
#include "util/error.h"

#include <QTest>

using namespace tle;

class TestEmptyTensor : public QObject
{
    Q_OBJECT

private slots:
    void zeroSizeIsValid_data();
    void zeroSizeIsValid();
    void negativeDimsAreErrors_data();
    void negativeDimsAreErrors();
};

void TestEmptyTensor::zeroSizeIsValid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("bytesKey");
    QTest::addColumn<QList<qint64>>("shape");
    // Every byte count is the element count times the element size, and the element count is 0.
    QTest::newRow("ttnn dram interleaved, zero last dim") << "tensor<1x2x0xf32, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 "
                                                             "* 2 + d1, d2), <1x1>, memref<1x0x!ttcore.tile<32x32, "
                                                             "f32>, #ttnn.buffer_type<dram>>, <interleaved>>>"
                                                          << "ttnn"
                                                          << "buffer_size_bytes" << QList<qint64> { 1, 2, 0 };
    QTest::newRow("ttnn l1 width sharded, zero rows")
        << "tensor<0x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<0x1x!ttcore.tile<32x32, bf16>, "
           "#ttnn.buffer_type<l1>>, <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>>"
        << "ttnn"
        << "buffer_size_bytes" << QList<qint64> { 0, 64 };
    QTest::newRow("ttnn row-major dram") << "tensor<4x0xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                            "memref<4x0xbf16, #ttnn.buffer_type<dram>>, <interleaved>>>"
                                         << "ttnn"
                                         << "buffer_size_bytes" << QList<qint64> { 4, 0 };
    // XLA's array size: the product of the dims times the element bits, in bytes: 0 * 64 * 128 * 4 / 8 = 0.
    QTest::newRow("xla s4 with element size") << "s4[0,64,128]{2,1,0:E(4)}"
                                              << "xla"
                                              << "byte_size" << QList<qint64> { 0, 64, 128 };
    QTest::newRow("xla tiled f32") << "f32[3,0]{1,0:T(2,2)}"
                                   << "xla"
                                   << "byte_size" << QList<qint64> { 3, 0 };
    QTest::newRow("metal seed form") << "tensor<0x64xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
                                        "memref<0x64xf32, #ttcore.memory_space<l1>>>>"
                                     << "metal-seed"
                                     << "bytes_per_shard" << QList<qint64> { 0, 64 };
    QTest::newRow("metal seed, map without d0")
        << "tensor<2x0x64xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 0 + d1, d2), undef, <1x2>, "
           "memref<0x32xf32, #ttcore.memory_space<l1>>>>"
        << "metal-seed"
        << "bytes_per_shard" << QList<qint64> { 2, 0, 64 };
    QTest::newRow("metal current form")
        << "#ttcore.metal_layout<logical_shape = 2x0x128, dim_alignments = 1x32x32, "
           "collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>"
        << "metal"
        << "bytes_per_shard" << QList<qint64> { 2, 0, 128 };
}

void TestEmptyTensor::zeroSizeIsValid()
{
    QFETCH(QString, text);
    QFETCH(QString, notation);
    QFETCH(QString, bytesKey);
    QFETCH(QList<qint64>, shape);
    try {
        const AnyLayout layout = parseAnyLayout(text.toStdString());
        QCOMPARE(QString::fromUtf8(toString(notationOf(layout)).data()), notation);
        QCOMPARE(logicalShapeOf(layout), Shape(shape.begin(), shape.end()));
        QVERIFY(hasNoElements(layout));
        QCOMPARE(allocatedElements(layout), int64_t(0));
        const Json json = describeJson(layout);
        QCOMPARE(json.at("elements").at("logical").get<int64_t>(), int64_t(0));
        QCOMPARE(json.at("elements").at("allocated").get<int64_t>(), int64_t(0));
        QCOMPARE(json.at(bytesKey.toStdString()).get<int64_t>(), int64_t(0));
        // The text description is complete too: it names the shape and the zero element count.
        const QString text = QString::fromStdString(describeText(layout));
        QVERIFY2(text.contains(QStringLiteral("logical 0, allocated 0, padding 0")), qPrintable(text));
    } catch (const Error& e) {
        QFAIL(e.what());
    }
}

void TestEmptyTensor::negativeDimsAreErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("ttnn tensor type") << "tensor<4x-1xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                         "memref<4x1xbf16, #ttnn.buffer_type<dram>>, <interleaved>>>"
                                      << 10 << "dimension -1 must be at least 0";
    QTest::newRow("metal memref") << "tensor<0x64xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
                                     "memref<-2x64xf32, #ttcore.memory_space<l1>>>>"
                                  << 82 << "dimension -2 must be at least 0";
    QTest::newRow("xla dim") << "f32[3,-1]{1,0}" << 7 << "must be positive";
}

void TestEmptyTensor::negativeDimsAreErrors()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, message);
    try {
        parseAnyLayout(text.toStdString());
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.column(), column);
    }
}

QTEST_GUILESS_MAIN(TestEmptyTensor)
#include "tst_emptytensor.moc"
