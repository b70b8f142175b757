// SPDX-License-Identifier: MIT
// Tensors with a zero-size dimension, in every notation: valid, zero elements and zero bytes, with the errors
// that remain for negative dimensions.
#include "io/layouttext/anylayoutparser.h"
#include "layout/anylayout.h"
#include "report/layoutdescribe.h"
#include "util/error.h"

#include <QRegularExpression>
#include <QTest>

#include <functional>

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
    // A zero-size dim inside a collapsed interval: the collapsed result reads it and spans nothing; the map
    // results must not be bounded over an empty range (d0 in [0, -1] gave "down to -64").
    QTest::newRow("metal current form, zero dim collapsed")
        << "tensor<1x1x0x2x!ttcore.tile<32x32, bf16>, #ttcore.metal_layout<logical_shape = 0x64x64, dim_alignments = "
           "32x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>"
        << "metal"
        << "bytes_per_shard" << QList<qint64> { 0, 64, 64 };
    QTest::newRow("metal current form, zero middle dim")
        << "#ttcore.metal_layout<logical_shape = 2x0x64, dim_alignments = 1x32x32, "
           "collapsed_intervals = dense<[[0, 1], [1, 3]]> : tensor<2x2xi64>, l1, sharded>"
        << "metal"
        << "bytes_per_shard" << QList<qint64> { 2, 0, 64 };
    QTest::newRow("ttnn map reading the zero dim")
        << "tensor<0x64x64xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, "
           "memref<0x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>"
        << "ttnn"
        << "buffer_size_bytes" << QList<qint64> { 0, 64, 64 };
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
        // No count, extent or bound described is negative: every number of the JSON answer, and every number of
        // the text but the intervals as written (the seed form writes the last dim as -1).
        std::vector<std::string> negative;
        const std::function<void(const Json&, const std::string&)> walk = [&](const Json& j, const std::string& at) {
            if (j.is_object()) {
                for (const auto& [key, value] : j.items())
                    walk(value, at + "." + key);
            } else if (j.is_array()) {
                for (size_t i = 0; i < j.size(); ++i)
                    walk(j[i], at + "[" + std::to_string(i) + "]");
            } else if (j.is_number() && j.get<double>() < 0) {
                negative.push_back(at);
            }
        };
        walk(json, "");
        QVERIFY2(negative.empty(), negative.empty() ? "" : negative.front().c_str());
        static const QRegularExpression minus(QStringLiteral("(^|[\\s(\\[,=:])-\\d"));
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1String("Intervals written")))
                QVERIFY2(!minus.match(line).hasMatch(), qPrintable(line));
        }
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
