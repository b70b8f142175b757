// SPDX-License-Identifier: MIT
// Why a TTNN or XLA slot is padding, with the arithmetic: every expected sentence is worked out in the rows'
// comments from the layout's shape, map, tiles and shards (tt-metal's and XLA's rules in the semantics notes).
#include "io/layouttext/anylayoutparser.h"
#include "report/paddingreason.h"
#include "report/placereport.h"
#include "report/reportformat.h"
#include "view/layoutprobe.h"

#include <QTest>

using namespace tle;

class TestPaddingReason : public QObject
{
    Q_OBJECT

private slots:
    void ttnn_data();
    void ttnn();
    void xla_data();
    void xla();
    void dataHasNoReason();
    void hoverTextSaysWhy();
    void everyRowLabelIsListed_data();
    void everyRowLabelIsListed();
};

namespace {

// A reason as the CLI prints it; empty for none.
QString english(const std::optional<Message>& reason)
{
    return reason ? QString::fromStdString(reason->english()) : QString();
}

const char* interleaved53x63 = "tensor<53x63xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore."
                               "tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";
const char* height200 = "tensor<200x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <3x1, (d0, d1) -> (0, d0, d1)>, "
                        "memref<3x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>>>";

TtnnLayout ttnnOf(const char* text)
{
    return std::get<TtnnTensor>(parseAnyLayout(text)).layout;
}

} // namespace

void TestPaddingReason::ttnn_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("reason");
    // 53 rows round up to two 32-row tiles = 64; 63 columns to 64.
    QTest::newRow("rows past the data") << interleaved53x63 << 60 << 10
                                        << "tile padding: dim 0 spans 53 rows, aligned up to 64; row 60 is padding";
    QTest::newRow("columns past the data")
        << interleaved53x63 << 10 << 63
        << "tile padding: dim 1 spans 63 columns, aligned up to 64; column 63 is padding";
    // The map's rows: 2 batches of 33 = 66, rounded up to three tiles = 96.
    QTest::newRow("map rows") << "tensor<2x33x128xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 33 + d1, d2), <1x1>, "
                                 "memref<3x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>"
                              << 70 << 0
                              << "tile padding: dim 0 spans 2 x 33 = 66 rows, aligned up to 96; row 70 is padding";
    // Each batch takes 64 rows of which 33 hold data: row 100 is row 100 - 64 = 36 of the second batch.
    QTest::newRow("inside a batch") << "tensor<2x33x128xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), "
                                       "<1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, "
                                       "<interleaved>>>"
                                    << 100 << 0
                                    << "tile padding: dim 1 spans 33 rows, but each index of dim 0 takes 64; row 100 "
                                       "is row 36 of its block, past 33";
    // 200 rows are 224 in whole tiles; 3 shards of 96 rows allocate 288.
    QTest::newRow("grid") << height200 << 250 << 0
                          << "grid padding: the 224 rows fill 3 shard rows of 96 rows (288 allocated); row 250 is "
                             "padding";
    QTest::newRow("tile rows of a shard")
        << height200 << 210 << 5 << "tile padding: dim 0 spans 200 rows, aligned up to 224; row 210 is padding";
}

void TestPaddingReason::ttnn()
{
    QFETCH(QString, layout);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, reason);
    const TtnnLayout ttnn = ttnnOf(layout.toUtf8().constData());
    const std::array<int64_t, 2> cell { row, column };
    const TtnnPlace place = unmapTtnnPhysical(ttnn, cell);
    QVERIFY(place.isPadding());
    QCOMPARE(english(ttnnPaddingMessage(ttnn, place)), reason);
}

void TestPaddingReason::xla_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("linear");
    QTest::addColumn<QString>("reason");
    // f32[3,5] in 2x2 tiles: 2x3 tiles of 4 slots; slot 14 is tile (1, 0), in-tile (1, 0): row 3 of 3.
    QTest::newRow("rows") << "f32[3,5]{1,0:T(2,2)}" << qint64(14)
                          << "tile padding: T(2,2) rounds dim 0 of 3x5 from 3 up to a multiple of 2 = 4; index 3 is "
                             "padding";
    // Slot 11 is tile (0, 2), in-tile (1, 1): column 2*2 + 1 = 5 of 5.
    QTest::newRow("columns") << "f32[3,5]{1,0:T(2,2)}" << qint64(11)
                             << "tile padding: T(2,2) rounds dim 1 of 3x5 from 5 up to a multiple of 2 = 6; index 5 is "
                                "padding";
    // {0,1}: the physical shape is 5x3 (dim 1 major); slot 7 is tile (0, 1), in-tile (1, 1): column 3 of 3.
    QTest::newRow("transposed") << "f32[3,5]{0,1:T(2,2)}" << qint64(7)
                                << "tile padding: T(2,2) rounds dim 1 of 5x3 from 3 up to a multiple of 2 = 4; index 3 "
                                   "is padding";
}

void TestPaddingReason::xla()
{
    QFETCH(QString, layout);
    QFETCH(qint64, linear);
    QFETCH(QString, reason);
    const XlaLayout xla = std::get<XlaLayout>(parseAnyLayout(layout.toStdString()));
    QVERIFY(!xla.unlinearize(linear));
    QCOMPARE(english(xlaPaddingMessage(xla, linear)), reason);
}

void TestPaddingReason::dataHasNoReason()
{
    const TtnnLayout ttnn = ttnnOf(interleaved53x63);
    const std::array<int64_t, 2> cell { 52, 62 };
    QVERIFY(!ttnnPaddingMessage(ttnn, unmapTtnnPhysical(ttnn, cell)));
    const XlaLayout xla = std::get<XlaLayout>(parseAnyLayout("f32[3,5]{1,0:T(2,2)}"));
    QVERIFY(!xlaPaddingMessage(xla, 0));
}

void TestPaddingReason::hoverTextSaysWhy()
{
    const AnyLayout layout = parseAnyLayout(height200);
    const std::string text = unmapAnswerText(layout, PhysicalSlot(std::array<int64_t, 2> { 250, 0 }));
    QVERIFY2(text.find("Why") != std::string::npos && text.find("grid padding") != std::string::npos, text.c_str());
}

void TestPaddingReason::everyRowLabelIsListed_data()
{
    QTest::addColumn<QString>("layout");
    QTest::newRow("metal seed") << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                                   "memref<1x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("metal current") << "tensor<1x1x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = "
                                      "2x33x128, dim_alignments = 1x32x32, collapsed_intervals = dense<[[0, 2], [2, "
                                      "3]]> : tensor<2x2xi64>, l1, sharded>>";
    QTest::newRow("ttnn sharded") << height200;
    QTest::newRow("ttnn interleaved") << interleaved53x63;
    QTest::newRow("xla") << "f32[3,5]{1,0:T(2,2)}";
}

void TestPaddingReason::everyRowLabelIsListed()
{
    // The window translates a place answer's labels from the fact label table: every fact the answers list, for
    // data and for padding, must have a label there, and the text answer shows each fact that applies.
    QFETCH(QString, layout);
    const AnyLayout parsed = parseAnyLayout(layout.toStdString());
    const auto probe = makeLayoutProbe(parsed);
    std::vector<FactGroup> answers;
    answers.push_back(mapFacts(parsed, Shape(probe->logicalShape().size(), 0)));
    const auto [rows, columns] = probe->physicalExtent();
    for (const auto& [r, c] : { std::pair { int64_t(0), int64_t(0) }, { rows - 1, columns - 1 }, { rows / 2, 0 } })
        answers.push_back(unmapFacts(parsed, probe->physicalSlot(r, c)));
    for (const FactGroup& answer : answers) {
        const std::string text = factsText(answer, NullRows::Omit);
        for (const Fact& fact : answer) {
            const FactLabel label = factLabel(fact.key, fact.key);
            QVERIFY2(label.listed && label.translatable, fact.key.c_str());
            const bool shown = text.find(std::string(label.text)) != std::string::npos;
            QVERIFY2(shown == !std::holds_alternative<std::monostate>(fact.value.data), fact.key.c_str());
        }
    }
}

QTEST_MAIN(TestPaddingReason)
#include "tst_paddingreason.moc"
