// SPDX-License-Identifier: MIT
// Model formats: the JSON model format and its round trip with MLIR, model files by suffix, and a generated
// 10,000-op transformer. Expected values are counted by hand in the inputs; each test says how.
#include "importhelpers.h"
#include "io/files/devicefile.h"
#include "io/model/jsonmodel.h"
#include "io/json/jsonstream.h"
#include "io/model/mlirmodelreader.h"
#include "io/model/modelfile.h"
#include "io/model/valuelayout.h"
#include "modelgenerator.h"
#include "optimizer/policies.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <sstream>

using namespace tle;
using namespace tle::test;

namespace {

const char* const kJsonModel
    = "{\n"
      "  \"name\": \"mlp\",\n"
      "  \"device\": {\"grid\": [8, 8], \"l1_bytes_per_core\": 1499136},\n"
      "  \"aliases\": {\"dram\": \"#ttnn.buffer_type<dram>\", \"act\": \"#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), "
      "<1x1>, memref<1x25x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>\"},\n"
      "  \"inputs\": [\n"
      "    {\"name\": \"a\", \"shape\": [1, 784], \"dtype\": \"bf16\", \"layout\": \"#act\"},\n"
      "    {\"name\": \"w1\", \"shape\": [784, 256], \"dtype\": \"bf16\"}\n"
      "  ],\n"
      "  \"ops\": [\n"
      "    {\"name\": \"mm1\", \"kind\": \"ttnn.matmul\", \"inputs\": [\"a\", \"w1\"], \"outputs\": [{\"name\": \"h\", "
      "\"shape\": [1, 256], \"dtype\": \"bf16\"}], \"properties\": {\"transpose_a\": false, \"transpose_b\": false}},\n"
      "    {\"name\": \"act1\", \"kind\": \"ttnn.relu\", \"inputs\": [\"h\"], \"outputs\": [{\"name\": \"y\", "
      "\"shape\": [1, 256], \"dtype\": \"bf16\"}], \"attributes\": {\"note\": \"\\\"by hand\\\"\", \"flag\": null}},\n"
      "    {\"kind\": \"ttnn.deallocate\", \"inputs\": [\"h\"], \"properties\": \"<{force = false}>\"}\n"
      "  ],\n"
      "  \"outputs\": [\"y\"]\n"
      "}";

} // namespace

class TestModelFormats : public QObject
{
    Q_OBJECT

private slots:
    void jsonModel();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void jsonErrors_data();
    void jsonErrors();
    void streamedJson_data();
    void streamedJson();
    void memberOrder_data();
    void memberOrder();
    void errorSources();
    void modelFile();
    void generatedTransformer_data();
    void generatedTransformer();
    void destinationPlaceholders();
    void opsAcrossLines();
};

void TestModelFormats::jsonModel()
{
    const ModelGraph g = readJsonModel(kJsonModel);
    QCOMPARE(q(g.name()), "mlp");
    QCOMPARE(g.device().gridRows, std::optional<int64_t>(8));
    QCOMPARE(g.device().l1BytesPerCore, std::optional<int64_t>(1499136));
    QVERIFY(!g.device().dramBanks);
    QCOMPARE(int(g.arguments().size()), 2);
    QCOMPARE(g.opCount(), 3); // matmul, relu, deallocate; then the return of "outputs"
    QCOMPARE(q(g.op(3).kind), "func.return");
    const Op& mm = g.op(0);
    QCOMPARE(q(mm.location), "mm1");
    QCOMPARE(q(mm.properties), "<{transpose_a = false, transpose_b = false}>");
    QCOMPARE(mm.line, 10); // "ops": [ is line 9; the op objects start on lines 10-12 at column 5
    QCOMPARE(mm.column, 5);
    QCOMPARE(q(g.op(1).attributes), "{note = \"by hand\", flag}");
    QCOMPARE(q(g.op(2).properties), "<{force = false}>");
    QVERIFY(!mm.opaque);
    const int h = g.findValue("h");
    QCOMPARE(g.value(h).users, std::vector<int>({ 1, 2 }));
    QCOMPARE(g.deallocatedAt(h), 2);
    QCOMPARE(g.returned(), std::vector<int>({ g.findValue("y") }));
    QCOMPARE(g.lastUse(g.findValue("y")), 3);
    const std::optional<TtnnTensor> a = valueTtnnLayout(g, g.findValue("a"));
    QVERIFY(a);
    QCOMPARE(spelled(a->layout.spec().memoryLayout), "interleaved");
    QCOMPARE(q(formatType(g.value(g.findValue("a")).type)), "tensor<1x784xbf16, #act>");
    // Written and read back: the same graph, and writing again gives the same text.
    const std::string written = writeJsonModel(g);
    const ModelGraph again = readJsonModel(written);
    QCOMPARE(q(signature(again)), q(signature(g)));
    QCOMPARE(again.device(), g.device());
    QCOMPARE(q(writeJsonModel(again)), q(written));
}

void TestModelFormats::jsonRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("ttnn mnist sharded") << "ttnn_mnist_sharded.mlir";
    QTest::newRow("ttnn nlp concat heads") << "ttnn_nlp_concat_heads_decode.mlir";
    QTest::newRow("ttir mnist") << "ttir_mnist.mlir";
}

void TestModelFormats::jsonRoundTrip()
{
    QFETCH(QString, file);
    const ModelGraph g = readMlirModel(realIr(file.toUtf8().constData()));
    const std::string json = writeJsonModel(g);
    const ModelGraph back = readJsonModel(json);
    QCOMPARE(q(signature(back)), q(signature(g)));
    QCOMPARE(q(writeJsonModel(back)), q(json));
}

void TestModelFormats::jsonErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    // Line 2 is `  "name": x`: the x is column 11.
    QTest::newRow("syntax") << "{\n  \"name\": x\n}"
                            << "2:11: JSON: syntax error while parsing value";
    // Line 2 `  "ops": [` has 10 characters; the text ends at column 11.
    QTest::newRow("truncated") << "{\n  \"ops\": ["
                               << "2:11: JSON: syntax error while parsing value";
    // nlohmann names an overflowing number but not its place; `  "version": ` has 13 characters.
    QTest::newRow("number overflow") << "{\n  \"version\": 1e999\n}"
                                     << "2:14: JSON: the number 1e999 is out of range";
    QTest::newRow("not an object") << "[1, 2]"
                                   << "1:1: (root): expected a model object";
    // Line 5: `    {"kind": "ttnn.add", "inputs": ["b", ` has 41 characters, so "x" starts at column 42.
    QTest::newRow("unknown value")
        << "{\n  \"inputs\": [{\"name\": \"a\", \"shape\": [2], \"dtype\": \"f32\"}],\n  \"ops\": [\n"
           "    {\"kind\": \"ttnn.relu\", \"inputs\": [\"a\"], \"outputs\": [{\"name\": \"b\", \"shape\": [2], "
           "\"dtype\": \"f32\"}]},\n"
           "    {\"kind\": \"ttnn.add\", \"inputs\": [\"b\", \"x\"], \"outputs\": []}\n  ]\n}"
        << "5:42: ops[1].inputs[1]: unknown value \"x\"";
    // `  "inputs": [{"name": "a", "shape": [2], "dtype": ` has 50 characters.
    QTest::newRow("unknown dtype") << "{\n  \"inputs\": [{\"name\": \"a\", \"shape\": [2], \"dtype\": \"f33\"}]\n}"
                                   << "2:51: inputs[0].dtype: unknown element type \"f33\"";
    // The first input object spans columns 13-55; the second's name value starts at column 67.
    QTest::newRow("defined twice") << "{\"inputs\": [{\"name\": \"a\", \"shape\": [2], \"dtype\": \"f32\"}, "
                                      "{\"name\": \"a\", \"shape\": [2], \"dtype\": \"f32\"}]}"
                                   << "1:67: inputs[1].name: the value \"a\" is defined twice";
    QTest::newRow("unknown field") << "{\"name\": \"m\", \"inputz\": []}"
                                   << "1:25: inputz: unknown field";
    QTest::newRow("wrong type") << "{\"outputs\": \"y\"}"
                                << "1:13: outputs: expected an array of value names";
    // `{"inputs": [{"name": "a", "shape": [2, ` has 39 characters.
    QTest::newRow("negative dim") << "{\"inputs\": [{\"name\": \"a\", \"shape\": [2, -1], \"dtype\": \"f32\"}]}"
                                  << "1:40: inputs[0].shape[1]: -1 is outside [0, 1099511627776]";
    QTest::newRow("missing kind") << "{\"ops\": [{\"inputs\": []}]}"
                                  << "1:10: ops[0]: missing field \"kind\"";
    QTest::newRow("return as an op") << "{\"ops\": [{\"kind\": \"func.return\"}]}"
                                     << "1:19: ops[0].kind: the returned values are the model's \"outputs\"";
    // The layout string starts at column 70; its buffer type names no alias and no known buffer.
    QTest::newRow("invalid layout")
        << "{\"inputs\": [{\"name\": \"a\", \"shape\": [2, 2], \"dtype\": \"f32\", \"layout\": "
           "\"#ttnn.ttnn_layout<(d0, "
           "d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #nowhere>, <interleaved>>\"}]}"
        << "1:70: inputs[0].layout: layout of a: unknown buffer type 'nowhere'";
    QTest::newRow("undefined layout alias")
        << "{\"inputs\": [{\"name\": \"a\", \"shape\": [2], \"dtype\": \"f32\", \"layout\": \"#act\"}]}"
        << "1:67: inputs[0].layout: undefined alias #act";
    // `{"ops": [{"kind": "ttnn.relu", "properties": ` has 45 characters.
    // Errors inside "aliases" point at the alias's value: `{"aliases": {"act": ` has 20 characters.
    QTest::newRow("alias value not a string") << "{\"aliases\": {\"act\": 3}}"
                                              << "1:21: aliases.act: expected the attribute text of the alias";
    QTest::newRow("alias value empty") << "{\"aliases\": {\"act\": \"\"}}"
                                       << "1:21: aliases.act: expected the attribute text of the alias";
    // `{"aliases": {"#act": ` has 21 characters.
    QTest::newRow("alias name with #") << "{\"aliases\": {\"#act\": \"x\"}}"
                                       << "1:22: aliases.#act: alias names are written without '#'";
    // `{"aliases": {"": ` has 17 characters.
    QTest::newRow("alias name empty") << "{\"aliases\": {\"\": \"x\"}}"
                                      << "1:18: aliases.\"\": an alias needs a name";
    QTest::newRow("bad properties text") << "{\"ops\": [{\"kind\": \"ttnn.relu\", \"properties\": \"force\"}]}"
                                         << "1:46: ops[0].properties: expected the raw text <{...}> or an object";
}

void TestModelFormats::jsonErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const QString actual = errorOf([&] { readJsonModel(text.toStdString()); });
    QVERIFY2(actual.startsWith(error), qPrintable(actual));
}

// An array written element by element gives the text dumpJson gives for the whole tree (two-space indent, elements
// four spaces deep), written out here by hand.
void TestModelFormats::streamedJson_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << 0 << "{\n  \"a\": 1,\n  \"ops\": [],\n  \"b\": \"x\\ny\"\n}\n";
    QTest::newRow("one") << 1
                         << "{\n  \"a\": 1,\n  \"ops\": [\n    {\n      \"i\": 0,\n      \"v\": [\n        0\n      ]\n"
                            "    }\n  ],\n  \"b\": \"x\\ny\"\n}\n";
    QTest::newRow("two") << 2
                         << "{\n  \"a\": 1,\n  \"ops\": [\n    {\n      \"i\": 0,\n      \"v\": [\n        0\n      ]\n"
                            "    },\n    {\n      \"i\": 1,\n      \"v\": [\n        1\n      ]\n    }\n  ],\n"
                            "  \"b\": \"x\\ny\"\n}\n";
}

void TestModelFormats::streamedJson()
{
    QFETCH(int, count);
    QFETCH(QString, expected);
    Json json;
    json["a"] = 1;
    json["ops"] = Json::array();
    json["b"] = "x\ny"; // a newline inside a string is escaped, never a line of the output
    std::ostringstream out;
    writeJsonStreamingArray(out, json, "ops", size_t(count), [](size_t i) {
        Json e;
        e["i"] = i;
        e["v"] = Json::array({ i });
        return e;
    });
    QCOMPARE(QString::fromStdString(out.str()), expected);
    // The same as the whole tree.
    for (int i = 0; i < count; ++i)
        json["ops"].push_back(Json { { "i", i }, { "v", Json::array({ i }) } });
    QCOMPARE(QString::fromStdString(out.str()), QString::fromStdString(dumpJson(json) + "\n"));
}

// A model whose "ops" come after the members they depend on is read one op at a time while parsing; any other
// order is read from the whole tree. Both give the same graph, op positions and errors.
void TestModelFormats::memberOrder_data()
{
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QString>("error"); // when an op refers to "x", which no input defines
    QTest::newRow("ops last") << QStringList { "name", "device", "aliases", "inputs", "ops", "outputs" } << "";
    QTest::newRow("outputs first") << QStringList { "outputs", "aliases", "inputs", "ops" } << "";
    QTest::newRow("ops before aliases") << QStringList { "inputs", "ops", "aliases", "outputs" } << "";
    QTest::newRow("ops before inputs") << QStringList { "ops", "device", "inputs", "aliases", "outputs" } << "";
    QTest::newRow("no inputs") << QStringList { "aliases", "ops", "outputs" } << "ops[0].inputs[0]: unknown value";
    QTest::newRow("no aliases") << QStringList { "inputs", "ops", "outputs" } << "inputs[0].layout: undefined alias";
}

void TestModelFormats::memberOrder()
{
    QFETCH(QStringList, order);
    QFETCH(QString, error);
    const std::map<QString, std::string> members = {
        { "name", "\"name\": \"m\"" },
        { "device", "\"device\": {\"grid\": [8, 8]}" },
        { "aliases",
            "\"aliases\": {\"act\": \"#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
            "memref<1x1x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>\"}" },
        { "inputs", "\"inputs\": [{\"name\": \"a\", \"shape\": [2, 2], \"dtype\": \"bf16\", \"layout\": \"#act\"}]" },
        { "ops",
            "\"ops\": [\n{\"kind\": \"ttnn.relu\", \"inputs\": [\"a\"], \"outputs\": [{\"name\": \"b\", "
            "\"shape\": [2, 2], \"dtype\": \"bf16\", \"layout\": \"#act\"}]},\n  {\"kind\": \"ttnn.add\", "
            "\"inputs\": [\"b\", \"a\"], \"outputs\": [{\"name\": \"c\", \"shape\": [2, 2], \"dtype\": "
            "\"bf16\"}]}]" },
        { "outputs", "\"outputs\": [\"c\"]" },
    };
    std::string text = "{";
    int opsLine = 0; // the line of "ops": its first op starts on the next line at column 1, the second at 3
    for (const QString& key : order) {
        text += text.size() > 1 ? ",\n" : "\n";
        if (key == "ops")
            opsLine = int(std::count(text.begin(), text.end(), '\n')) + 1;
        text += members.at(key);
    }
    text += "\n}";
    if (!error.isEmpty()) {
        const QString actual = errorOf([&] { readJsonModel(text); });
        QVERIFY2(actual.contains(error), qPrintable(actual));
        return;
    }
    const ModelGraph g = readJsonModel(text);
    QCOMPARE(g.opCount(), 2);
    QCOMPARE(g.op(0).line, opsLine + 1);
    QCOMPARE(g.op(0).column, 1);
    QCOMPARE(g.op(1).line, opsLine + 2);
    QCOMPARE(g.op(1).column, 3);
    const int a = g.findValue("a");
    QCOMPARE(g.value(a).users, std::vector<int>({ 0, 1 }));
    QCOMPARE(q(formatType(g.value(a).type)), "tensor<2x2xbf16, #act>");
    QCOMPARE(q(formatType(g.value(g.findValue("b")).type)), "tensor<2x2xbf16, #act>");
    QCOMPARE(g.returned(), std::vector<int>({ g.findValue("c") }));
    QCOMPARE(g.device().gridRows, order.contains("device") ? std::optional<int64_t>(8) : std::nullopt);
}

// Model and device files attribute their errors: a JSON model names the path of the value, an MLIR model its
// line and column, a device file its key.
void TestModelFormats::errorSources()
{
    try {
        readJsonModel("{\"outputs\": \"y\"}");
        QFAIL("expected an error");
    } catch (const Error& e) {
        QCOMPARE(int(e.source()), int(ErrorSource::ModelFile));
        QCOMPARE(QString::fromStdString(e.field()), QString("outputs"));
        QCOMPARE(e.column(), 13);
    }
    try {
        readMlirModel("func.func @f(%a: tensor<4xf32>) {\n  return %b : tensor<4xf32>\n}\n");
        QFAIL("expected an error");
    } catch (const Error& e) {
        QCOMPARE(int(e.source()), int(ErrorSource::ModelFile));
        QCOMPARE(e.line(), 2);
    }
    try {
        readOptimizerDevice("{\"grid\": [8, 8], \"dram_banks\": -1}");
        QFAIL("expected an error");
    } catch (const Error& e) {
        QCOMPARE(int(e.source()), int(ErrorSource::DeviceFile));
    }
}

void TestModelFormats::modelFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString& name, const std::string& content) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(content.data(), qint64(content.size())) != qint64(content.size()))
            qFatal("cannot write %s", qPrintable(name));
        return dir.filePath(name).toStdString();
    };
    const std::string mlir = realIr("ttnn_mnist_sharded.mlir");
    QCOMPARE(readModelFile(write("m.mlir", mlir)).opCount(), 21);
    QCOMPARE(readModelFile(write("m.json", kJsonModel)).opCount(), 3);
    // Without a known suffix the content decides.
    QCOMPARE(q(readModelFile(write("model.txt", kJsonModel)).name()), "mlp");
    QCOMPARE(q(readModelFile(write("model.ir", mlir)).name()), "mnist_fwd");
    QVERIFY(detectModelFormat("x.JSON", "") == ModelFormat::Json);
    QVERIFY(detectModelFormat("x", "\xEF\xBB\xBF  {") == ModelFormat::Json);
    QVERIFY_THROWS_EXCEPTION(FileError, readModelFile(dir.filePath("missing.mlir").toStdString()));
    QVERIFY_THROWS_EXCEPTION(FileError, readModelFile(dir.path().toStdString()));
    // Content errors keep their positions.
    const QString error = errorOf([&] { readModelFile(write("bad.json", "{\n  \"name\": x\n}")); });
    QVERIFY2(error.startsWith("2:11:"), qPrintable(error));
}

void TestModelFormats::generatedTransformer_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<bool>("deallocate");
    QTest::addColumn<bool>("constant");
    QTest::addColumn<int>("ops");
    QTest::addColumn<int>("compute");
    // Per layer 16 compute ops + 18 deallocates. Prologue: get_device, constant, full, add + 2 deallocates.
    // 294 layers: 6 + 34 * 294 = 10002 ops; compute: 3 (constant, full, add) + 16 * 294 = 4707.
    QTest::newRow("10,000 ops") << 294 << true << true << 10002 << 4707;
    // Without deallocates: 4 + 16 * 3 = 52 ops; compute 3 + 48 = 51.
    QTest::newRow("no deallocate") << 3 << false << true << 52 << 51;
    // Without the constant: get_device, full; layer 0 frees %arg0 itself: 2 + 34 * 3 = 104; compute 1 + 48.
    QTest::newRow("no constant") << 3 << true << false << 104 << 49;
    QTest::newRow("bare") << 1 << false << false << 18 << 17;
}

void TestModelFormats::generatedTransformer()
{
    QFETCH(int, layers);
    QFETCH(bool, deallocate);
    QFETCH(bool, constant);
    QFETCH(int, ops);
    QFETCH(int, compute);
    TransformerOptions options;
    options.deallocate = deallocate;
    options.constant = constant;
    options.locations = layers > 1;
    const std::string text = generateTransformerMlir(layers, options);
    QElapsedTimer timer;
    timer.start();
    const ModelGraph g = readMlirModel(text);
    qInfo("%d layers: %zu bytes imported in %lld ms", layers, text.size(), timer.elapsed());
    QCOMPARE(g.opCount(), ops);
    QCOMPARE(g.opCount(OpCountMode::Compute), compute);
    QCOMPARE(int(g.arguments().size()), 1 + 8 * layers);
    if (!deallocate || !constant)
        return;
    // Layer l starts at op 6 + 34 l: rms_norm, to_memory_config (L1), deallocate, matmul (qkv), deallocate (the
    // L1 value, op +4), split into three heads (op +5).
    for (int l : { 0, layers - 1 }) {
        const int base = 6 + 34 * l;
        QCOMPARE(q(g.op(base).kind), "ttnn.rms_norm");
        QVERIFY(g.isReshard(base + 1));
        const int l1 = g.op(base + 1).results[0];
        QCOMPARE(g.deallocatedAt(l1), base + 4);
        QCOMPARE(g.value(l1).users, std::vector<int>({ base + 3, base + 4 }));
        const std::optional<TtnnTensor> t = valueTtnnLayout(g, l1);
        QCOMPARE(spelled(t->layout.spec().memoryLayout), "block_sharded");
        QCOMPARE(t->layout.shardCores().size(), size_t(32));
        QCOMPARE(q(g.op(base + 3).location), QStringLiteral("layers.%1.qkv").arg(l));
        QCOMPARE(int(g.op(base + 5).results.size()), 3);
    }
    QCOMPARE(g.returned(), g.op(g.opCount() - 3).results); // the last add, before its two deallocates
}

// TTIR in destination-passing style: each `tensor.empty` only names the buffer the next op writes into. They are
// no ops of the schedule, so matmul -> relu -> add is one chain, as in the same model without them. A
// placeholder read as an input is a real op and stays.
void TestModelFormats::destinationPlaceholders()
{
    const ModelGraph g = readMlirModel(
        "func.func @main(%arg0: tensor<256x256xbf16>, %arg1: tensor<256x256xbf16>) -> tensor<256x256xbf16> {\n"
        "  %0 = tensor.empty() : tensor<256x256xbf16>\n"
        "  %1 = \"ttir.matmul\"(%arg0, %arg1, %0) : (tensor<256x256xbf16>, tensor<256x256xbf16>, "
        "tensor<256x256xbf16>) -> tensor<256x256xbf16>\n"
        "  %2 = tensor.empty() : tensor<256x256xbf16>\n"
        "  %3 = \"ttir.relu\"(%1, %2) : (tensor<256x256xbf16>, tensor<256x256xbf16>) -> tensor<256x256xbf16>\n"
        "  %4 = tensor.empty() : tensor<256x256xbf16>\n"
        "  %5 = \"ttir.add\"(%3, %arg0, %4) : (tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xbf16>) "
        "-> tensor<256x256xbf16>\n"
        "  %6 = tensor.empty() : tensor<256x256xbf16>\n"
        "  %7 = \"ttir.add\"(%6, %5) : (tensor<256x256xbf16>, tensor<256x256xbf16>) -> tensor<256x256xbf16>\n"
        "  return %7 : tensor<256x256xbf16>\n}\n");
    // matmul, relu, add, the empty read as an input, the last add, return.
    QCOMPARE(g.ops().size(), size_t(6));
    QCOMPARE(std::string(g.op(0).kind.name()), std::string("ttir.matmul"));
    QCOMPARE(g.op(0).operands.size(), size_t(2));
    QCOMPARE(g.op(1).operands, std::vector<int> { g.op(0).results.front() });
    QCOMPARE(std::string(g.op(3).kind.name()), std::string("tensor.empty"));
    QCOMPARE(g.op(4).operands.size(), size_t(2));
    for (const Op& op : g.ops()) {
        QCOMPARE(op.id, int(&op - g.ops().data()));
        for (int v : op.operands)
            QVERIFY(std::ranges::count(g.value(v).users, op.id) >= 1);
    }
    const OptimizerDevice device = deviceForModel(g);
    const PolicyResult r = runPolicy("dfsharding", g, device, AnalyticOpModel(device));
    QVERIFY(!r.chains.empty());
    QCOMPARE(r.chains.front().ops(), (std::vector<int> { 0, 1, 2 }));

    // The real TTIR mnist: max_pool2d_with_indices writes two results into two ttir.empty buffers.
    const ModelGraph mnist = readModelFile(samplesPath("models/real-ir/ttir_mnist.mlir"));
    for (const Op& op : mnist.ops()) {
        QVERIFY(op.kind.name() != "ttir.empty");
        if (op.kind.name() == "ttir.max_pool2d_with_indices")
            QCOMPARE(op.operands.size(), size_t(1));
    }
}

// An op written across several lines, as printers wrap long operand lists and types, is one op: its operands,
// properties and types are read wherever the line breaks fall, and its position is the line it starts on.
void TestModelFormats::opsAcrossLines()
{
    const ModelGraph g = readMlirModel("func.func @main(%arg0: tensor<64x64xbf16>,\n"
                                       "                %arg1: tensor<64x64xbf16>) -> tensor<64x64xbf16> {\n"
                                       "  %0 = \"ttir.add\"(%arg0,\n"
                                       "                  %arg1)\n"
                                       "       <{foo = 1 : i32}>\n"
                                       "       : (tensor<64x64xbf16>, tensor<64x64xbf16>)\n"
                                       "       -> tensor<64x64xbf16>\n"
                                       "  %1 = \"ttir.relu\"(%0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
                                       "  return %1 : tensor<64x64xbf16>\n"
                                       "}\n");
    QCOMPARE(g.arguments().size(), size_t(2));
    QCOMPARE(g.ops().size(), size_t(3)); // add, relu, return
    const Op& add = g.op(0);
    QCOMPARE(q(add.kind), "ttir.add");
    QCOMPARE(add.operands, (std::vector<int> { g.findValue("%arg0"), g.findValue("%arg1") }));
    QCOMPARE(q(add.properties), "<{foo = 1 : i32}>");
    QCOMPARE(add.line, 3);
    QCOMPARE(q(formatType(g.value(add.results.front()).type)), "tensor<64x64xbf16>");
    QCOMPARE(g.op(1).line, 8);
    QCOMPARE(g.op(1).operands, std::vector<int> { add.results.front() });
}

QTEST_GUILESS_MAIN(TestModelFormats)
#include "tst_modelformats.moc"
