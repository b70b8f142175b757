// SPDX-License-Identifier: MIT
// Model import: the MLIR reader on the real compiler IR in tests/data/real-ir (op counts, kinds, edges,
// shapes, layouts, lifetimes, locations), the syntax forms it accepts and its positioned errors. Expected
// values are counted by hand in the files; each test says how.
#include "importhelpers.h"
#include "io/jsonmodel.h"
#include "io/mlirmodelreader.h"
#include "io/valuelayout.h"

#include <QFile>
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
    void siblingModulesKeepTheirFunctions();
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
    void syntaxForms_data();
    void syntaxForms();
    void aliases();
    void locations_data();
    void locations();
    void denseConstantsElided();
    void mlirErrors_data();
    void mlirErrors();
    void garbageNeverCrashes();
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
    QVERIFY(g.value(g.findValue("%arg0")).attributes.starts_with("{ttcore.argument_type = "));
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

void TestModelImport::syntaxForms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("dump");
    QTest::newRow("pretty op, multiple results, generic return")
        << "func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
           "  %0 = ttir.add %a, %b : tensor<2x3xf32>\n"
           "  %1:2 = \"ttir.split\"(%0) : (tensor<2x3xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>)\n"
           "  %2 = \"ttir.concat\"(%1#1, %1#0) <{dim = 0 : si32}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> "
           "tensor<2x3xf32>\n"
           "  \"func.return\"(%2) : (tensor<2x3xf32>) -> ()\n"
           "}\n"
        << "func @f (2 arguments, 3 ops)\n  %a : tensor<2x3xf32>\n  %b : tensor<2x3xf32>\n"
           "  [0] %0 = ttir.add(%a, %b) : tensor<2x3xf32>\n"
           "  [1] %1#0, %1#1 = ttir.split(%0) : tensor<1x3xf32>, tensor<1x3xf32>  opaque\n"
           "  [2] %2 = ttir.concat(%1#1, %1#0) : tensor<2x3xf32>\n  [3] func.return(%2)\n";
    QTest::newRow("unknown pretty ops keep what they can")
        << "func.func @g(%a: tensor<4xbf16>) -> tensor<4xbf16> {\n"
           "  %0 = mydialect.frob %a, %missing {k = 1 : i32} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>\n"
           "  %1 = mydialect.weird %0 [%a] : !mydialect.thing<1>\n"
           "  %2 = mydialect.unreadable %0 : tensor<?xbf16>\n"
           "  return %0 : tensor<4xbf16>\n"
           "}\n"
        << "func @g (1 arguments, 3 ops)\n  %a : tensor<4xbf16>\n"
           "  [0] %0 = mydialect.frob(%a) : tensor<4xbf16>  opaque\n"
           "  [1] %1 = mydialect.weird(%0, %a) : !mydialect.thing<1>  opaque\n"
           "  [2] %2 = mydialect.unreadable(%0) : ?  opaque\n  [3] func.return(%0)\n";
    QTest::newRow("nested modules, declarations, blocks, no operands")
        << "module @outer {\n  module @inner attributes {x = 1 : i32} {\n"
           "    func.func private @decl(tensor<2xf32>) -> tensor<2xf32>\n"
           "    func.func @h(%arg0: tensor<2xf32> loc(\"in\")) -> !ttnn.device attributes {y} {\n"
           "      %0 = \"ttnn.get_device\"() : () -> !ttnn.device\n"
           "      \"test.br\"()[^bb1] : () -> ()\n"
           "    ^bb1(%x: tensor<2xf32>):\n"
           "      \"ttnn.deallocate\"(%x) <{force = false}> : (tensor<2xf32>) -> ()\n"
           "      return %0 : !ttnn.device\n    } loc(#loc)\n  }\n}\n#loc = loc(unknown)\n"
        << "func @h (1 arguments, 3 ops)\n  %arg0 : tensor<2xf32>\n"
           "  [0] %0 = ttnn.get_device() : !ttnn.device\n  [1] test.br()  opaque\n  [2] ttnn.deallocate(%x)\n"
           "  [3] func.return(%0)\n";
    QTest::newRow("comments, regions skipped, inline loc")
        << "// header\nfunc.func @r(%a: tensor<2xf32>) -> tensor<2xf32> { // body\n"
           "  %0 = \"ttnn.abs\"(%a) : (tensor<2xf32>) -> tensor<2xf32> loc(\"abs_1\")\n"
           "  %1 = \"test.region\"(%0) ({\n  ^bb0(%y: tensor<2xf32>):\n    \"test.yield\"(%y) : (tensor<2xf32>) -> ()\n"
           "  }) : (tensor<2xf32>) -> tensor<2xf32>\n"
           "  return %1 : tensor<2xf32>\n}\n"
        << "func @r (1 arguments, 2 ops)\n  %a : tensor<2xf32>\n"
           "  [0] %0 = ttnn.abs(%a) : tensor<2xf32>  loc(\"abs_1\")\n"
           "  [1] %1 = test.region(%0) : tensor<2xf32>  opaque\n  [2] func.return(%1)\n";
    QTest::newRow("@main wins over the first function")
        << "func.func private @helper() {\n  return\n}\nfunc.func @first() {\n  return\n}\n"
           "func.func @main() {\n  return\n}\n"
        << "func @main (0 arguments, 0 ops)\n  [0] func.return()\n";
}

void TestModelImport::syntaxForms()
{
    QFETCH(QString, text);
    QFETCH(QString, dump);
    QCOMPARE(q(readMlirModel(text.toStdString()).dumpText()), dump);
}

void TestModelImport::aliases()
{
    // A multi-line alias, a type alias, an inline encoding and an alias that refers to another alias.
    const std::string layout = "#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, "
                               "#dram>, <interleaved>>";
    const std::string text = "#dram = #ttnn.buffer_type<dram>\n"
                             "#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>,\n"
                             "    memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>\n"
                             "!t = tensor<32x32xf32, #lay>\n"
                             "func.func @k(%a: !t) -> !t {\n"
                             "  %0 = \"ttnn.relu\"(%a) : (!t) -> tensor<32x32xf32, "
        + layout + ">\n  return %0 : tensor<32x32xf32, " + layout + ">\n}\n";
    const ModelGraph g = readMlirModel(text);
    QCOMPARE(q(g.aliases().at("lay")),
        "#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>,\n    memref<1x1x!ttcore.tile<32x32, "
        "f32>, #dram>, <interleaved>>");
    const Value& a = g.value(g.findValue("%a"));
    QCOMPARE(q(formatType(a.type)), "tensor<32x32xf32, #lay>");
    QCOMPARE(q(g.encodingText(a.id)), q(g.aliases().at("lay")));
    const Value& r = g.value(g.findValue("%0"));
    QCOMPARE(q(r.type.encoding), q(layout));
    for (int id : { a.id, r.id }) {
        const std::optional<TtnnTensor> t = valueTtnnLayout(g, id);
        QVERIFY(t);
        QCOMPARE(spelled(t->layout.spec().bufferType), "dram");
        QCOMPARE(t->layout.logicalShape(), Shape({ 32, 32 }));
    }
    // An invalid layout is refused when the model is read (as a JSON model's is), at its alias definition
    // (line 1, the attribute starts at column 10).
    const QString error = errorOf([&] {
        readMlirModel("#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, "
                      "f32>, #nowhere>, <interleaved>>\nfunc.func @b(%a: tensor<4x4xf32, #bad>) {\n"
                      "  return\n}\n");
    });
    QVERIFY2(error.startsWith("1:") && error.contains("layout of %a") && error.contains("nowhere"), qPrintable(error));
}

void TestModelImport::locations_data()
{
    QTest::addColumn<QString>("loc");
    QTest::addColumn<QString>("name");
    QTest::newRow("name") << "\"matmul_1\""
                          << "matmul_1";
    QTest::newRow("name with child") << "\"matmul_1\"(#loc1)"
                                     << "matmul_1";
    QTest::newRow("file line col") << "\"model.py\":29:12 to :25"
                                   << "model.py:29:12";
    QTest::newRow("call site") << "callsite(\"callee\"(\"a.py\":1:2) at \"caller\")"
                               << "callee";
    QTest::newRow("fused") << "fused[\"first\", \"second\"]"
                           << "first";
    QTest::newRow("fused with metadata, unknown first") << "fused<\"meta\">[#loc1, \"second\"]"
                                                        << "second";
    QTest::newRow("alias chain") << "#loc3"
                                 << "named";
    QTest::newRow("alias cycle") << "#loc4"
                                 << "";
    QTest::newRow("undefined alias") << "#loc99"
                                     << "";
    QTest::newRow("unknown") << "unknown"
                             << "";
    QTest::newRow("escapes") << "\"esc\\\"aped\\0A\""
                             << "esc\"aped\n";
}

void TestModelImport::locations()
{
    QFETCH(QString, loc);
    QFETCH(QString, name);
    const std::string text = "func.func @l() -> () {\n  \"ttnn.noop\"() : () -> () loc(" + loc.toStdString()
        + ")\n  return\n}\n#loc1 = loc(unknown)\n#loc2 = loc(\"named\"(#loc1))\n#loc3 = loc(#loc2)\n#loc4 = "
          "loc(#loc4)\n";
    QCOMPARE(q(readMlirModel(text).op(0).location), name);
}

void TestModelImport::denseConstantsElided()
{
    // A 512 KiB hex payload is skipped by one scan and not kept; short payloads stay verbatim.
    const std::string hex(512 * 1024, 'A');
    const std::string text = "func.func @c() -> tensor<4xf32> {\n"
                             "  %0 = \"ttir.constant\"() <{value = dense<\"0x"
        + hex
        + "\"> : tensor<262144xf32>}> : () -> tensor<4xf32>\n"
          "  %1 = \"ttir.constant\"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>\n"
          "  return %0 : tensor<4xf32>\n}\n";
    const ModelGraph g = readMlirModel(text);
    QCOMPARE(q(g.op(0).properties), "<{value = dense<...> : tensor<262144xf32>}>");
    QCOMPARE(q(g.op(1).properties), "<{value = dense<[1.0, 2.0]> : tensor<2xf32>}>");
    QCOMPARE(g.op(1).line, 3);
}

void TestModelImport::mlirErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error"); // "line:column: start of the message"
    const QString head = "func.func @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n";
    const QString relu = "  %0 = \"ttnn.relu\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n";
    const QString tail = "  return %0 : tensor<2xf32>\n}\n";
    // `  %0 = "ttnn.relu"(` is 19 characters, so the first operand starts at column 20.
    QTest::newRow("undefined operand") << head + "  %0 = \"ttnn.relu\"(%x) : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
                                       << "2:20: use of undefined value %x";
    QTest::newRow("undefined result number")
        << head + relu + "  %1 = \"ttnn.relu\"(%0#1) : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
        << "3:20: %0 has 1 result(s); #1 does not exist";
    // The '<' of `<{` is column 27; the scan meets the function's '}' (line 4, column 1) while '>' is open.
    QTest::newRow("unbalanced properties")
        << head + "  %0 = \"ttnn.relu\"(%arg0) <{force = false} : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
        << "4:1: expected '>' to close the '<' at 2:27 in the properties, found '}'";
    // `func.func @f(%arg0: tensor<2x` is 29 characters.
    QTest::newRow("unknown element type") << "func.func @f(%arg0: tensor<2xf33>) {\n  return\n}\n"
                                          << "1:30: unknown element type 'f33'";
    QTest::newRow("dynamic dimension") << "func.func @f(%arg0: tensor<?x2xf32>) {\n  return\n}\n"
                                       << "1:28: dynamic tensor types are not supported";
    QTest::newRow("undefined alias") << "func.func @f(%arg0: tensor<2xf32, #nope>) {\n  return\n}\n"
                                     << "1:35: undefined attribute alias #nope";
    // The body's '{' is column 53 of line 1; the text ends at line 3, column 1.
    QTest::newRow("truncated body") << head + relu << "3:1: unexpected end of the text: the '{' at 1:53 is not closed";
    // `  %0 = "ttnn.relu"(%arg0` is 24 characters.
    QTest::newRow("truncated op") << head + "  %0 = \"ttnn.relu\"(%arg0"
                                  << "2:25: expected ')' or ',' in the operand list, found the end of the text";
    QTest::newRow("unterminated string") << head + "  %0 = \"ttnn.relu(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n"
            + tail << "2:8: this string is not closed on its line";
    // `  %0:2 = "ttnn.relu"(%arg0) : ` is 30 characters.
    QTest::newRow("result count") << head + "  %0:2 = \"ttnn.relu\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
                                  << "2:31: the type lists 1 result(s) but \"ttnn.relu\" defines 2";
    QTest::newRow("operand type count") << head + "  %0 = \"ttnn.relu\"(%arg0) : () -> tensor<2xf32>\n" + tail
                                        << "2:29: the type lists 0 operand(s) but \"ttnn.relu\" has 1";
    QTest::newRow("value defined twice") << head + relu + relu + tail << "3:3: the value %0 is defined twice";
    QTest::newRow("missing type") << head + "  %0 = \"ttnn.relu\"(%arg0)\n" + tail
                                  << "3:3: expected ':' before the type of \"ttnn.relu\"";
    QTest::newRow("return with a result")
        << head + "  %0 = \"func.return\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n}\n"
        << "2:3: \"func.return\" has no results";
    QTest::newRow("stray closing brace") << "}\n"
                                         << "1:1: unbalanced '}' (no region is open)";
    QTest::newRow("no function") << "module {\n}\n"
                                 << "1:1: the text holds no function with a body";
    QTest::newRow("alias defined twice") << "#a = 1\n#a = 2\n"
                                         << "2:1: the alias #a is defined twice";
}

void TestModelImport::mlirErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const QString actual = errorOf([&] { readMlirModel(text.toStdString()); });
    QVERIFY2(actual.startsWith(error), qPrintable(actual));
}

void TestModelImport::garbageNeverCrashes()
{
    // Truncations and byte flips of the real files end in tle::Error or a graph, never in anything else
    // (the fuzz targets do this at scale; this keeps a deterministic sample in every test run).
    uint32_t seed = 12345;
    auto random = [&seed] { return (seed = seed * 1103515245u + 12345u) >> 8; };
    const char flips[] = { '(', ')', '<', '>', '{', '}', '"', '%', '#', ':', ',', '\n', 'x', '0', '!', '^' };
    int errors = 0;
    for (const char* name : { "ttnn_mnist_sharded.mlir", "ttnn_nlp_concat_heads_decode.mlir", "ttir_mnist.mlir" }) {
        const std::string text = realIr(name);
        for (int i = 0; i < 150; ++i) {
            std::string mutated = text.substr(0, i % 3 == 0 ? random() % text.size() : text.size());
            for (int k = 0; k < 3 && !mutated.empty(); ++k)
                mutated[random() % mutated.size()] = flips[random() % sizeof flips];
            try {
                const ModelModule m = readMlirModule(mutated);
                for (const ModelGraph& g : m.functions)
                    (void)writeJsonModel(g);
            } catch (const Error&) {
                ++errors;
            }
        }
    }
    QVERIFY(errors > 0);
}

// tt-mlir's split-input-file tests hold several modules, each with its own @main: symbols are unique within a module,
// not across siblings. Every function is read; a name an earlier module used gets a numeric suffix, as MLIR's symbol
// tables make names unique. Twice in one module is still an error.
void TestModelImport::siblingModulesKeepTheirFunctions()
{
    const char* text = R"(module {
  func.func @main(%arg0: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = "ttir.relu"(%arg0) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
}
// -----
module {
  func.func @main(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = "ttir.exp"(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
}
module {
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    return %arg0 : tensor<8x8xf32>
  }
}
)";
    const ModelModule m = readMlirModule(text);
    QCOMPARE(m.functions.size(), size_t(3));
    QCOMPARE(QString::fromStdString(m.functions[0].name()), QStringLiteral("main"));
    QCOMPARE(QString::fromStdString(m.functions[1].name()), QStringLiteral("main_1"));
    QCOMPARE(QString::fromStdString(m.functions[2].name()), QStringLiteral("main_2"));
    QCOMPARE(std::string(m.functions[1].op(0).kind.name()), std::string("ttir.exp"));
    QVERIFY_THROWS_EXCEPTION(Error, readMlirModule(R"(module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
})"));
}

QTEST_GUILESS_MAIN(TestModelImport)
#include "tst_modelimport.moc"
