// SPDX-License-Identifier: MIT
// The analytic op model's rules (docs/op-model.md), with L1 figures computed by hand from tile sizes.
#include "enumstrings.h"
#include "optimizer/shared/opmodel.h"
#include "report/remarktext.h"

#include <QTest>

using namespace tle;

namespace {

const OptimizerDevice kDevice;

TtnnLayout layout(Shape shape, TtnnMemoryLayout memory, BufferType buffer, std::array<int64_t, 2> shard = { 0, 0 },
    int64_t gridRows = 8, int64_t gridCols = 8)
{
    TtnnLayoutSpec spec;
    spec.logicalShape = std::move(shape);
    spec.dataType = ElementType::BF16;
    spec.memoryLayout = memory;
    spec.bufferType = buffer;
    if (memory != TtnnMemoryLayout::Interleaved) {
        ShardSpec2D s;
        s.shape = shard;
        s.grid = memory == TtnnMemoryLayout::BlockSharded
            ? CoreRangeSet::grid(gridRows, gridCols)
            : CoreRangeSet::firstCores(gridRows * gridCols, 8, 8, ShardOrientation::RowMajor);
        spec.shardSpec = s;
    }
    return TtnnLayout(spec);
}

OpQuery query(const char* kind, OpCategory category, int inputs, Shape shape = { 256, 256 },
    std::optional<int64_t> dim = std::nullopt)
{
    OpQuery q;
    q.kind = kind;
    q.category = category;
    for (int i = 0; i < inputs; ++i)
        q.inputs.push_back({ .shape = shape, .elementType = ElementType::BF16 });
    q.output = { .shape = shape, .elementType = ElementType::BF16 };
    q.dim = dim;
    return q;
}

} // namespace

class TestOpModel : public QObject
{
    Q_OBJECT

private slots:
    void l1Bytes();
    void eltwiseShardedFits();
    void rules_data();
    void rules();
    void outOfMemory();
    void queryReadsDim_data();
    void queryReadsDim();
};

void TestOpModel::l1Bytes()
{
    // 256x256 bf16 = 8x8 tiles of 2048 bytes.
    // Block 8x8: one tile per core. L1 interleaved: 64 pages over 64 cores, one each. DRAM: none.
    QCOMPARE(l1BytesPerCore(layout({ 256, 256 }, TtnnMemoryLayout::BlockSharded, BufferType::L1, { 32, 32 })), 2048);
    QCOMPARE(l1BytesPerCore(layout({ 256, 256 }, TtnnMemoryLayout::Interleaved, BufferType::L1)), 2048);
    QCOMPARE(l1BytesPerCore(layout({ 256, 256 }, TtnnMemoryLayout::Interleaved, BufferType::Dram)), 0);
    // Height sharded on 2 cores: 128x256 shards = 4x8 tiles.
    QCOMPARE(l1BytesPerCore(layout({ 256, 256 }, TtnnMemoryLayout::HeightSharded, BufferType::L1, { 128, 256 }, 1, 2)),
        32 * 2048);
}

void TestOpModel::eltwiseShardedFits()
{
    const AnalyticOpModel model(kDevice);
    const TtnnLayout block = layout({ 256, 256 }, TtnnMemoryLayout::BlockSharded, BufferType::L1, { 32, 32 });
    const ValidationResult r
        = model.validate(query("ttnn.add", OpCategory::EltwiseBinary, 2), { &block, &block }, block, 0);
    QVERIFY2(r.ok(), remarkText(r.reason).c_str());
    // Tensors: two inputs and the output, one 2048-byte tile each per core.
    QCOMPARE(r.tensorL1PeakBytes, 3 * 2048);
    // Circular buffers: two tiles for the output and two for each input.
    QCOMPARE(r.cbL1PeakBytes, 2 * 2048 + 2 * (2 * 2048));
    QCOMPARE(r.peakL1BytesPerCore(), 18432);
    QVERIFY(r.actualOutputLayout.has_value());
}

void TestOpModel::rules_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("category");
    QTest::addColumn<QString>("in0");
    QTest::addColumn<QString>("in1");
    QTest::addColumn<QString>("out");
    QTest::addColumn<int>("dim");
    QTest::addColumn<QString>("message"); // empty: success

    const int unary = int(OpCategory::EltwiseUnary);
    const int matmul = int(OpCategory::Matmul);
    const int reduction = int(OpCategory::Reduction);
    const int movement = int(OpCategory::DataMovement);
    const int softmax = int(OpCategory::Softmax);
    // Layout names: block, height, width (all L1 sharded on 8 cores or 8x8), l1 / dram interleaved.
    QTest::newRow("eltwise interleaved in, sharded out") << "ttnn.relu" << unary << "dram"
                                                         << ""
                                                         << "block" << 0 << "";
    QTest::newRow("eltwise sharded in, interleaved out") << "ttnn.relu" << unary << "block"
                                                         << ""
                                                         << "dram" << 0 << "a sharded input produces a sharded output";
    QTest::newRow("eltwise sharded in, other sharding out") << "ttnn.relu" << unary << "block"
                                                            << ""
                                                            << "height" << 0 << "produces its own sharding";
    QTest::newRow("matmul sharded activation, interleaved weight") << "ttnn.matmul" << matmul << "block"
                                                                   << "dram"
                                                                   << "block" << 0 << "";
    QTest::newRow("matmul sharded weight") << "ttnn.matmul" << matmul << "dram"
                                           << "block"
                                           << "block" << 0 << "the weight operand must be interleaved";
    QTest::newRow("matmul activation and output differ") << "ttnn.matmul" << matmul << "height"
                                                         << "dram"
                                                         << "block" << 0 << "needs a height_sharded output";
    QTest::newRow("reduction reads DRAM") << "ttnn.sum" << reduction << "dram"
                                          << ""
                                          << "dram" << 0 << "";
    QTest::newRow("reduction rejects L1 interleaved") << "ttnn.sum" << reduction << "l1"
                                                      << ""
                                                      << "dram" << 0 << "needs DRAM-interleaved inputs";
    QTest::newRow("reshape rejects sharded output") << "ttnn.reshape" << movement << "dram"
                                                    << ""
                                                    << "height" << 0 << "writes interleaved outputs only";
    QTest::newRow("width concat with height-sharded inputs") << "ttnn.concat" << movement << "height"
                                                             << "height"
                                                             << "height" << -1 << "";
    QTest::newRow("width concat rejects width-sharded inputs") << "ttnn.concat" << movement << "width"
                                                               << "width"
                                                               << "dram" << -1 << "needs height_sharded inputs";
    QTest::newRow("height concat needs width-sharded inputs") << "ttnn.concat" << movement << "height"
                                                              << "height"
                                                              << "dram" << 0 << "needs width_sharded inputs";
    QTest::newRow("concat never takes block sharding") << "ttnn.concat" << movement << "block"
                                                       << "block"
                                                       << "dram" << -1 << "needs height_sharded inputs";
    QTest::newRow("softmax keeps rows whole") << "ttnn.softmax" << softmax << "width"
                                              << ""
                                              << "width" << -1 << "rows must stay whole";
    QTest::newRow("softmax height sharded") << "ttnn.softmax" << softmax << "height"
                                            << ""
                                            << "height" << -1 << "";
}

void TestOpModel::rules()
{
    QFETCH(QString, kind);
    QFETCH(int, category);
    QFETCH(QString, in0);
    QFETCH(QString, in1);
    QFETCH(QString, out);
    QFETCH(int, dim);
    QFETCH(QString, message);
    // 256x256: block 8x8 of 32x32, height 8 cores of 32x256, width 8 cores of 256x32.
    auto make = [](const QString& name) {
        if (name == "block")
            return layout({ 256, 256 }, TtnnMemoryLayout::BlockSharded, BufferType::L1, { 32, 32 });
        if (name == "height")
            return layout({ 256, 256 }, TtnnMemoryLayout::HeightSharded, BufferType::L1, { 32, 256 }, 1, 8);
        if (name == "width")
            return layout({ 256, 256 }, TtnnMemoryLayout::WidthSharded, BufferType::L1, { 256, 32 }, 1, 8);
        if (name == "l1")
            return layout({ 256, 256 }, TtnnMemoryLayout::Interleaved, BufferType::L1);
        return layout({ 256, 256 }, TtnnMemoryLayout::Interleaved, BufferType::Dram);
    };
    std::vector<TtnnLayout> inputs { make(in0) };
    if (!in1.isEmpty())
        inputs.push_back(make(in1));
    std::vector<const TtnnLayout*> pointers;
    for (const TtnnLayout& l : inputs)
        pointers.push_back(&l);
    const TtnnLayout output = make(out);
    const AnalyticOpModel model(kDevice);
    const ValidationResult r = model.validate(
        query(kind.toUtf8().constData(), OpCategory(category), int(pointers.size()), { 256, 256 }, dim), pointers,
        output, 0);
    if (message.isEmpty()) {
        QVERIFY2(r.ok(), remarkText(r.reason).c_str());
    } else {
        QCOMPARE(int(r.status), int(ValidationResult::Status::NotImplemented));
        QVERIFY2(QString::fromStdString(remarkText(r.reason)).contains(message), remarkText(r.reason).c_str());
    }
}

void TestOpModel::outOfMemory()
{
    const AnalyticOpModel model(kDevice);
    const TtnnLayout block = layout({ 256, 256 }, TtnnMemoryLayout::BlockSharded, BufferType::L1, { 32, 32 });
    // 18432 bytes for the op itself (see eltwiseShardedFits) plus what other tensors hold.
    const int64_t budget = kDevice.l1BudgetPerCore();
    const ValidationResult fits
        = model.validate(query("ttnn.add", OpCategory::EltwiseBinary, 2), { &block, &block }, block, budget - 18432);
    QVERIFY(fits.ok());
    const ValidationResult over = model.validate(
        query("ttnn.add", OpCategory::EltwiseBinary, 2), { &block, &block }, block, budget - 18432 + 1);
    QCOMPARE(int(over.status), int(ValidationResult::Status::OutOfMemory));
    QVERIFY2(QString::fromStdString(remarkText(over.reason)).contains(QString::number(budget + 1)),
        remarkText(over.reason).c_str());
}

void TestOpModel::queryReadsDim_data()
{
    QTest::addColumn<QString>("properties");
    QTest::addColumn<QString>("attributes");
    QTest::addColumn<int>("dim"); // -100: none
    QTest::newRow("dim in the properties") << "<{dim = 3 : si32}>"
                                           << "" << 3;
    QTest::newRow("negative dim") << "<{dim = -1 : si32}>"
                                  << "" << -1;
    QTest::newRow("only whole words") << "<{dimension = 2 : si32, keep_dim = true}>"
                                      << "" << -100;
    QTest::newRow("dim in the attributes") << ""
                                           << "{dim = 0 : i64}" << 0;
    QTest::newRow("no dim") << "<{transpose_a = false}>"
                            << "" << -100;
}

void TestOpModel::queryReadsDim()
{
    QFETCH(QString, properties);
    QFETCH(QString, attributes);
    QFETCH(int, dim);
    ModelGraph g;
    TensorType t;
    t.shape = { 32, 64 };
    t.elementType = ElementType::BF16;
    const int a = g.addArgument("%a", t);
    Op op;
    op.kind = "ttnn.concat";
    op.operands = { a, a };
    op.properties = properties.toStdString();
    op.attributes = attributes.toStdString();
    t.shape = { 32, 128 };
    g.addOp(op, { { "%0", t } });
    const OpQuery q = OpQuery::fromGraph(g, 0);
    QCOMPARE(q.category, OpCategory::DataMovement);
    QCOMPARE(q.inputs.size(), size_t(2));
    if (dim == -100)
        QVERIFY(!q.dim);
    else
        QCOMPARE(*q.dim, dim);
}

QTEST_GUILESS_MAIN(TestOpModel)
#include "tst_opmodel.moc"
