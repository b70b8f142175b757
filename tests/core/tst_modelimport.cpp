// SPDX-License-Identifier: MIT
// Model import: the MLIR reader on the real compiler IR in tests/data/real-ir (op counts, kinds, edges,
// shapes, layouts, lifetimes). Expected values are counted by hand in the files; each test says how. The syntax
// forms, locations and errors are in tst_mlirsyntax.
#include "importhelpers.h"
#include "io/model/jsonmodel.h"
#include "io/model/mlirmodelreader.h"
#include "io/model/valuelayout.h"

#include <QTest>

using namespace tle;
using namespace tle::test;

namespace {
// The index of the op that defines `name`.
int producer(const ModelGraph& g, const char* name)
{
    const int id = g.findValue(name);
    return id < 0 ? -2 : g.value(id).producer;
}

} // namespace

class TestModelImport : public QObject
{
    Q_OBJECT

private slots:
    void opTable_data();
    void opTable();
    void mnistSharded();
    void mnistShardedLayouts_data();
    void mnistShardedLayouts();
    void nlpConcatHeads_data();
    void nlpConcatHeads();
    void ttirMnist();
    void ttirMnistValues_data();
    void ttirMnistValues();
};

void TestModelImport::opTable_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("category");
    QTest::addColumn<bool>("reshard");
    QTest::newRow("ttnn.add") << "ttnn.add"
                              << "eltwise_binary" << false;
    QTest::newRow("ttir.add") << "ttir.add"
                              << "eltwise_binary" << false;
    QTest::newRow("ttnn.relu6") << "ttnn.relu6"
                                << "eltwise_unary" << false;
    QTest::newRow("ttnn.typecast") << "ttnn.typecast"
                                   << "eltwise_unary" << false;
    QTest::newRow("ttir.where") << "ttir.where"
                                << "eltwise_ternary" << false;
    QTest::newRow("ttnn.linear") << "ttnn.linear"
                                 << "matmul" << false;
    QTest::newRow("ttir.dot_general") << "ttir.dot_general"
                                      << "matmul" << false;
    QTest::newRow("ttnn.conv2d") << "ttnn.conv2d"
                                 << "conv" << false;
    QTest::newRow("ttnn.max") << "ttnn.max"
                              << "reduction" << false;
    QTest::newRow("ttir.permute") << "ttir.permute"
                                  << "data_movement" << false;
    QTest::newRow("ttnn.embedding") << "ttnn.embedding"
                                    << "data_movement" << false;
    QTest::newRow("ttnn.rms_norm") << "ttnn.rms_norm"
                                   << "normalization" << false;
    QTest::newRow("ttnn.softmax") << "ttnn.softmax"
                                  << "softmax" << false;
    QTest::newRow("ttnn.to_memory_config") << "ttnn.to_memory_config"
                                           << "layout" << true;
    QTest::newRow("ttnn.to_layout") << "ttnn.to_layout"
                                    << "layout" << true;
    QTest::newRow("ttnn.from_device") << "ttnn.from_device"
                                      << "layout" << true;
    QTest::newRow("ttnn.deallocate") << "ttnn.deallocate"
                                     << "memory" << false;
    QTest::newRow("ttnn.arange") << "ttnn.arange"
                                 << "creation" << false;
    QTest::newRow("ttnn.get_device") << "ttnn.get_device"
                                     << "device" << false;
    QTest::newRow("func.return") << "func.return"
                                 << "return" << false;
    QTest::newRow("unknown kind") << "ttnn.frobnicate"
                                  << "other" << false;
    QTest::newRow("unknown dialect") << "mydialect.add"
                                     << "other" << false;
}

void TestModelImport::opTable()
{
    QFETCH(QString, kind);
    QFETCH(QString, category);
    QFETCH(bool, reshard);
    const OpKind k(kind.toStdString());
    QCOMPARE(q(std::string(toString(k.category()))), category);
    QCOMPARE(k.isKnown(), category != "other");
    QCOMPARE(k.isReshard(), reshard);
}

void TestModelImport::mnistSharded()
{
    const ModelGraph g = readMlirModel(realIr("ttnn_mnist_sharded.mlir"));
    QCOMPARE(q(g.name()), "mnist_fwd");
    // Lines 23-43 hold 21 ops (%0 .. %8 are 9 of them, 12 are "ttnn.deallocate"), line 44 the return.
    QCOMPARE(g.opCount(), 21);
    QCOMPARE(int(g.ops().size()), 22);
    QCOMPARE(g.opCount(OpCountMode::Compute), 8); // 21 - 12 deallocates - get_device
    QCOMPARE(int(g.arguments().size()), 5);
    int deallocates = 0;
    for (const Op& op : g.ops()) {
        deallocates += op.kind.isDeallocate();
        QVERIFY2(!op.opaque, op.kind.name().c_str());
    }
    QCOMPARE(deallocates, 12);
    // Program order: get_device, matmul, 2 deallocates, add, ... (line 23 onwards).
    QCOMPARE(q(g.op(0).kind), "ttnn.get_device");
    QVERIFY(g.op(0).operands.empty());
    QCOMPARE(q(g.op(1).kind), "ttnn.matmul");
    QCOMPARE(g.op(1).line, 24);
    QCOMPARE(g.op(1).column, 3);
    QCOMPARE(q(g.op(1).properties), "<{transpose_a = false, transpose_b = false}>");
    QVERIFY(g.op(2).results.empty());
    // %6 = matmul(%5, %arg2) on line 36 is op 13; %5 is the to_memory_config of line 34 (op 11).
    const Op& mm2 = g.op(producer(g, "%6"));
    QCOMPARE(mm2.id, 13);
    QCOMPARE(mm2.line, 36);
    QCOMPARE(mm2.operands, std::vector<int>({ g.findValue("%5"), g.findValue("%arg2") }));
    QCOMPARE(q(g.op(g.value(mm2.operands[0]).producer).kind), "ttnn.to_memory_config");
    QCOMPARE(g.value(g.findValue("%5")).users, std::vector<int>({ 13, 14 }));
    // Reshards: %3 (op 7) and %5 (op 11).
    std::vector<int> reshards;
    for (const Op& op : g.ops()) {
        if (g.isReshard(op.id))
            reshards.push_back(op.id);
    }
    QCOMPARE(reshards, std::vector<int>({ 7, 11 }));
    // Lifetimes: %1 is used by the add (op 4) and freed at op 5; %arg4 is freed right after the matmul.
    const int v1 = g.findValue("%1");
    QCOMPARE(g.value(v1).users, std::vector<int>({ 4, 5 }));
    QCOMPARE(g.deallocatedAt(v1), 5);
    QCOMPARE(g.lastUse(v1), 5);
    QCOMPARE(g.deallocatedAt(g.findValue("%arg4")), 2);
    QCOMPARE(g.deallocatedAt(g.findValue("%arg0")), 3);
    // %8 (softmax) is only returned: never freed, last used by the return (op 21).
    const int v8 = g.findValue("%8");
    QCOMPARE(g.returned(), std::vector<int>({ v8 }));
    QCOMPARE(g.deallocatedAt(v8), -1);
    QCOMPARE(g.lastUse(v8), 21);
    QCOMPARE(g.lastUseExcludingReturn(v8), -1);
    QCOMPARE(g.lastUseExcludingReturn(g.findValue("%7")), 20);
    // The device value is not a tensor and is never used.
    const Value& device = g.value(g.findValue("%0"));
    QVERIFY(!device.type.isTensor);
    QCOMPARE(q(device.type.typeText), "!ttnn.device");
    QCOMPARE(g.lastUse(device.id), -1);
    QCOMPARE(q(g.aliases().at("l1")), "#ttnn.buffer_type<l1>");
}

void TestModelImport::mnistShardedLayouts_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("buffer");
    QTest::addColumn<QString>("memoryLayout");
    QTest::addColumn<QString>("shardShape");
    // Types as printed on the lines that define the values (arguments on line 22).
    QTest::newRow("%arg0 dram") << "%arg0"
                                << "tensor<1x784xf32, #ttnn_layout>"
                                << "dram"
                                << "interleaved"
                                << "";
    QTest::newRow("%arg4 dram") << "%arg4"
                                << "tensor<784x256xf32, #ttnn_layout4>"
                                << "dram"
                                << "interleaved"
                                << "";
    QTest::newRow("%1 dram") << "%1"
                             << "tensor<1x256xf32, #ttnn_layout5>"
                             << "dram"
                             << "interleaved"
                             << "";
    // #ttnn_layout6: <1x8> grid of 1x1 tiles in L1 -> shards of 32x32 over the 32x256 physical tensor.
    QTest::newRow("%3 l1 block sharded") << "%3"
                                         << "tensor<1x256xf32, #ttnn_layout6>"
                                         << "l1"
                                         << "block_sharded"
                                         << "32x32";
    QTest::newRow("%4 l1 block sharded") << "%4"
                                         << "tensor<1x256xf32, #ttnn_layout6>"
                                         << "l1"
                                         << "block_sharded"
                                         << "32x32";
    QTest::newRow("%5 back to dram") << "%5"
                                     << "tensor<1x256xf32, #ttnn_layout1>"
                                     << "dram"
                                     << "interleaved"
                                     << "";
    QTest::newRow("%8 softmax") << "%8"
                                << "tensor<1x10xf32, #ttnn_layout5>"
                                << "dram"
                                << "interleaved"
                                << "";
}

void TestModelImport::mnistShardedLayouts()
{
    QFETCH(QString, value);
    QFETCH(QString, type);
    QFETCH(QString, buffer);
    QFETCH(QString, memoryLayout);
    QFETCH(QString, shardShape);
    static const ModelGraph g = readMlirModel(realIr("ttnn_mnist_sharded.mlir"));
    const int id = g.findValue(value.toStdString());
    QVERIFY(id >= 0);
    QCOMPARE(q(formatType(g.value(id).type)), type);
    const std::optional<TtnnTensor> layout = valueTtnnLayout(g, id);
    QVERIFY(layout);
    QCOMPARE(layout->layout.logicalShape(), g.value(id).type.shape);
    QCOMPARE(q(std::string(toString(layout->layout.spec().bufferType))), buffer);
    QCOMPARE(q(std::string(toString(layout->layout.spec().memoryLayout))), memoryLayout);
    if (!shardShape.isEmpty()) {
        const auto s = layout->layout.shardShape();
        QCOMPARE(QStringLiteral("%1x%2").arg(s[0]).arg(s[1]), shardShape);
        QCOMPARE(layout->layout.shardCores().size(), size_t(8)); // core_range (0, 0) .. (7, 0)
    }
}

void TestModelImport::nlpConcatHeads_data()
{
    QTest::addColumn<int>("function");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("output");
    QTest::addColumn<int>("cores");
    // Seven functions (lines 36-76), each: %input = to_memory_config(%arg0) (height sharded in L1),
    // %0 = nlp_concat_heads_decode(%input) (width sharded), return %0. Cores: the core_range_set of the
    // `_in` alias, e.g. 12 heads: (0,0)-(7,0) and (0,1)-(3,1) = 8 + 4.
    QTest::newRow("8 heads") << 0 << "nlp_concat_heads_decode_8_heads"
                             << "tensor<1x8x32x128xbf16, #ttnn_layout_8heads_in>"
                             << "tensor<1x1x32x1024xbf16, #ttnn_layout_8heads_out>" << 8;
    QTest::newRow("16 heads") << 1 << "nlp_concat_heads_decode_16_heads"
                              << "tensor<1x16x32x64xbf16, #ttnn_layout_16heads_in>"
                              << "tensor<1x1x32x1024xbf16, #ttnn_layout_16heads_out>" << 16;
    QTest::newRow("12 heads, two core ranges") << 3 << "nlp_concat_heads_decode_12_heads"
                                               << "tensor<1x12x32x64xbf16, #ttnn_layout_12heads_in>"
                                               << "tensor<1x1x32x768xbf16, #ttnn_layout_12heads_out>" << 12;
    QTest::newRow("single user") << 5 << "nlp_concat_heads_decode_single_user"
                                 << "tensor<1x1x32x128xbf16, #ttnn_layout_single_in>"
                                 << "tensor<1x1x32x1024xbf16, #ttnn_layout_single_out>" << 1;
    QTest::newRow("24 heads") << 6 << "nlp_concat_heads_decode_24_heads"
                              << "tensor<1x24x32x128xbf16, #ttnn_layout_24heads_in>"
                              << "tensor<1x1x32x3072xbf16, #ttnn_layout_24heads_out>" << 24;
}

void TestModelImport::nlpConcatHeads()
{
    QFETCH(int, function);
    QFETCH(QString, name);
    QFETCH(QString, input);
    QFETCH(QString, output);
    QFETCH(int, cores);
    static const ModelModule m = readMlirModule(realIr("ttnn_nlp_concat_heads_decode.mlir"));
    QCOMPARE(int(m.functions.size()), 7);
    QCOMPARE(m.mainIndex, size_t(0)); // no @main: the first public function
    const ModelGraph& g = m.functions[size_t(function)];
    QCOMPARE(q(g.name()), name);
    QCOMPARE(g.opCount(), 2);
    QCOMPARE(q(g.op(0).kind), "ttnn.to_memory_config");
    QVERIFY(g.isReshard(0));
    QCOMPARE(q(g.op(1).kind), "ttnn.nlp_concat_heads_decode");
    QCOMPARE(q(std::string(toString(g.category(1)))), "data_movement");
    const int in = g.findValue("%input");
    QCOMPARE(g.op(1).operands, std::vector<int>({ in }));
    QCOMPARE(g.op(0).operands, std::vector<int>({ g.findValue("%arg0") }));
    QCOMPARE(q(formatType(g.value(in).type)), input);
    QCOMPARE(q(formatType(g.value(g.op(1).results[0]).type)), output);
    QCOMPARE(g.returned(), g.op(1).results);
    const std::optional<TtnnTensor> inLayout = valueTtnnLayout(g, in);
    QVERIFY(inLayout);
    QCOMPARE(spelled(inLayout->layout.spec().memoryLayout), "height_sharded");
    QCOMPARE(spelled(inLayout->layout.spec().bufferType), "l1");
    QCOMPARE(int(inLayout->layout.shardCores().size()), cores);
    const std::optional<TtnnTensor> outLayout = valueTtnnLayout(g, g.op(1).results[0]);
    QVERIFY(outLayout);
    QCOMPARE(spelled(outLayout->layout.spec().memoryLayout), "width_sharded");
    const std::optional<TtnnTensor> argLayout = valueTtnnLayout(g, g.findValue("%arg0"));
    QCOMPARE(spelled(argLayout->layout.spec().bufferType), "dram");
    if (function == 0)
        QCOMPARE(g.op(0).line, 37);
}

void TestModelImport::ttirMnist()
{
    const ModelModule m = readMlirModule(realIr("ttir_mnist.mlir"));
    // module @jit__lambda > ttcore.device_module > builtin.module @jit__lambda > func.func public @main.
    QCOMPARE(q(m.name), "jit__lambda");
    QCOMPARE(int(m.functions.size()), 1);
    const ModelGraph& g = m.main();
    QCOMPARE(q(g.name()), "main");
    QCOMPARE(int(g.arguments().size()), 18); // %arg0 .. %arg17 on line 5
    // Lines 6-80: %0 .. %69 (70 ops), plus %591, %601, %671, %681 and the max_pool2d_with_indices with two
    // named results = 75 ops; line 81 is the return. %46 and %47 (ttir.empty) are only the buffers the max pool
    // writes its two results into (destination-passing style): no ops of the schedule, 73 remain.
    QCOMPARE(g.opCount(), 73);
    QCOMPARE(g.opCount(OpCountMode::Compute), 73);
    QCOMPARE(q(g.ops().back().kind), "func.return");
    QCOMPARE(g.ops().back().line, 81);
    QCOMPARE(g.ops().back().column, 9);
    std::map<std::string, int> kinds;
    for (const Op& op : g.ops()) {
        ++kinds[op.kind.name()];
        QVERIFY2(!op.opaque, op.kind.name().c_str());
    }
    // grep -c per kind in the file.
    QCOMPARE(kinds["ttir.constant"], 3);
    QCOMPARE(kinds["ttir.conv2d"], 4);
    QCOMPARE(kinds["ttir.dot_general"], 4);
    QCOMPARE(kinds["ttir.reshape"], 19);
    QCOMPARE(kinds["ttir.empty"], 0); // `%46 = ttir.empty() : ...`, a destination placeholder
    QCOMPARE(g.findValue("%46"), -1);
    QCOMPARE(g.findValue("%47"), -1);
    QCOMPARE(kinds["ttir.where"], 5);
    // The max pool (line 54) is op 46 (after %0 .. %45) with two results, each its own value; its destination
    // operands %46 and %47 are gone.
    const Op& pool = g.op(46);
    QCOMPARE(q(pool.kind), "ttir.max_pool2d_with_indices");
    QCOMPARE(pool.line, 54);
    QCOMPARE(pool.operands, std::vector<int>({ g.findValue("%43") }));
    QCOMPARE(int(pool.results.size()), 2);
    const Value& indices = g.value(pool.results[1]);
    QCOMPARE(q(indices.name), "%result_indices");
    QCOMPARE(indices.resultIndex, 1);
    QCOMPARE(q(std::string(toString(indices.type.elementType))), "i32");
    QCOMPARE(indices.users, std::vector<int>({ 47 })); // %48 = reshape(%result_indices)
    QCOMPARE(g.value(pool.results[0]).users, std::vector<int>()); // %result is never used
    // The return (line 81) lists 9 values.
    std::vector<int> returned;
    for (const char* name : { "%66", "%67", "%58", "%59", "%31", "%33", "%18", "%20", "%69" })
        returned.push_back(g.findValue(name));
    QCOMPARE(g.returned(), returned);
    // Argument attributes are kept raw.
    QVERIFY(g.argumentAttributes(g.findValue("%arg0")).starts_with("{ttcore.argument_type = "));
}

void TestModelImport::ttirMnistValues_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("producerKind");
    QTest::addColumn<QList<int>>("users");
    QTest::addColumn<QString>("location");
    // Op index = N for %N up to %45 (%46 and %47 are destination placeholders, no ops); the max pool is op 46,
    // %48 op 47, ..., %58 op 57, %591 op 58, %59 op 59, %60 op 60, %601 op 61, %61 op 62, ... %69 op 72, return
    // op 73.
    QTest::newRow("%0 scalar constant") << "%0"
                                        << "tensor<f32>"
                                        << "ttir.constant" << QList<int> { 39 } << "";
    QTest::newRow("%arg2 i1") << "%arg2"
                              << "tensor<32x28x28x32xi1>"
                              << "" << QList<int> { 64 } << "";
    QTest::newRow("%4 multiply") << "%4"
                                 << "tensor<32x10xf32>"
                                 << "ttir.multiply" << QList<int> { 5 } << "jit(<lambda>)/MNISTCNNDropoutModel/mul";
    QTest::newRow("%15 used three times")
        << "%15"
        << "tensor<32x10xf32>"
        << "ttir.multiply" << QList<int> { 16, 19, 21 } << "jit(<lambda>)/MNISTCNNDropoutModel/mul";
    QTest::newRow("%23 used by two wheres")
        << "%23"
        << "tensor<32x128xf32>"
        << "ttir.broadcast" << QList<int> { 24, 28 } << "jit(<lambda>)/MNISTCNNDropoutModel/Dropout_1/broadcast_in_dim";
    QTest::newRow("%36 broadcast three times") << "%36"
                                               << "tensor<1x1x1x1xf32>"
                                               << "ttir.reshape" << QList<int> { 37, 53, 63 }
                                               << "jit(<lambda>)/MNISTCNNDropoutModel/Dropout_0/broadcast_in_dim";
    QTest::newRow("%49 nested loc name")
        << "%49"
        << "tensor<32x196x1x64xf32>"
        << "ttir.reshape" << QList<int> { 50 }
        << "jit(<lambda>)/MNISTCNNDropoutModel/select_and_scatter_permuteSource_reshapeSource";
    QTest::newRow("%55 where") << "%55"
                               << "tensor<32x28x28x64xf32>"
                               << "ttir.where" << QList<int> { 55, 58, 62 }
                               << "jit(<lambda>)/MNISTCNNDropoutModel/select_n";
    QTest::newRow("%591 permute") << "%591"
                                  << "tensor<64x32x28x28xf32>"
                                  << "ttir.permute" << QList<int> { 59 }
                                  << "jit(<lambda>)/MNISTCNNDropoutModel/Conv_1/conv_general_dilated";
    QTest::newRow("%69 returned conv") << "%69"
                                       << "tensor<32x28x28x1xf32>"
                                       << "ttir.conv2d" << QList<int> { 73 }
                                       << "jit(<lambda>)/MNISTCNNDropoutModel/Conv_0/conv_general_dilated";
}

void TestModelImport::ttirMnistValues()
{
    QFETCH(QString, value);
    QFETCH(QString, type);
    QFETCH(QString, producerKind);
    QFETCH(QList<int>, users);
    QFETCH(QString, location);
    static const ModelGraph g = readMlirModel(realIr("ttir_mnist.mlir"));
    const int id = g.findValue(value.toStdString());
    QVERIFY(id >= 0);
    const Value& v = g.value(id);
    QCOMPARE(q(formatType(v.type)), type);
    QCOMPARE(QList<int>(v.users.begin(), v.users.end()), users);
    if (producerKind.isEmpty()) {
        QCOMPARE(v.producer, -1);
        return;
    }
    QCOMPARE(q(g.op(v.producer).kind), producerKind);
    QCOMPARE(q(g.op(v.producer).location), location);
    QVERIFY(!valueTtnnLayout(g, id)); // TTIR tensors have no encoding
}

QTEST_GUILESS_MAIN(TestModelImport)
#include "tst_modelimport.moc"
