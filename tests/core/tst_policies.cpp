// SPDX-License-Identifier: MIT
// Optimizer policies on small hand-checked graphs: the DRAM baseline and seed 002's chain design.
#include "enumstrings.h"
#include "io/files/devicefile.h"
#include "io/model/jsonmodel.h"
#include "io/model/modelfile.h"
#include "optimizer/beam/beamsearch.h"
#include "optimizer/chains/chainmerging.h"
#include "optimizer/chains/dfshardingpolicy.h"
#include "optimizer/policies.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"
#include "optimizer/shared/planmoves.h"
#include "report/fact.h"
#include "report/policyreport.h"
#include "report/remarktext.h"
#include "testpaths.h"

#include <QTest>

#include <array>

using namespace tle;

namespace {

TensorType bf16(Shape shape)
{
    TensorType t;
    t.shape = std::move(shape);
    t.elementType = ElementType::BF16;
    return t;
}

Op makeOp(const char* kind, std::vector<int> operands)
{
    Op op;
    op.kind = kind;
    op.operands = std::move(operands);
    return op;
}

// a, w: 256x256 bf16. %0 = matmul(a, w); %1 = relu(%0); %2 = add(%1, a); return %2.
ModelGraph matmulReluAdd()
{
    ModelGraph g;
    const int a = g.addArgument("%a", bf16({ 256, 256 }));
    const int w = g.addArgument("%w", bf16({ 256, 256 }));
    const int mm = g.addOp(makeOp("ttnn.matmul", { a, w }), { { "%0", bf16({ 256, 256 }) } });
    const int relu = g.addOp(makeOp("ttnn.relu", { g.op(mm).results[0] }), { { "%1", bf16({ 256, 256 }) } });
    const int add = g.addOp(makeOp("ttnn.add", { g.op(relu).results[0], a }), { { "%2", bf16({ 256, 256 }) } });
    g.addOp(makeOp("func.return", { g.op(add).results[0] }), {});
    return g;
}

// %0 = relu(a) feeds two users: the fork breaks the chain after it (seed chain rule "single use").
ModelGraph forkGraph()
{
    ModelGraph g;
    const int a = g.addArgument("%a", bf16({ 256, 256 }));
    const int r = g.addOp(makeOp("ttnn.relu", { a }), { { "%0", bf16({ 256, 256 }) } });
    const int v = g.op(r).results[0];
    const int x = g.addOp(makeOp("ttnn.relu", { v }), { { "%1", bf16({ 256, 256 }) } });
    const int y = g.addOp(makeOp("ttnn.relu", { v }), { { "%2", bf16({ 256, 256 }) } });
    const int z
        = g.addOp(makeOp("ttnn.add", { g.op(x).results[0], g.op(y).results[0] }), { { "%3", bf16({ 256, 256 }) } });
    g.addOp(makeOp("func.return", { g.op(z).results[0] }), {});
    return g;
}

} // namespace

class TestPolicies : public QObject
{
    Q_OBJECT

private slots:
    void dramBaseline();
    void dfShardingChain();
    void dfShardingForkBreaksChains();
    void contractKeys();
    void l1InterleavedFallback_data();
    void l1InterleavedFallback();
    void samples_data();
    void samples();
    void textRowsAreTheOpFacts_data();
    void textRowsAreTheOpFacts();
    void cancelStopsEveryPolicy_data();
    void cancelStopsEveryPolicy();
    void maxLegalLayoutsZeroIsDramOnly_data();
    void maxLegalLayoutsZeroIsDramOnly();
    void maxLegalLayoutsInTheDeviceFile();
    void unmodelledOpsStayInDram_data();
    void unmodelledOpsStayInDram();
    void planMovesListEveryChange();
    void zeroSizeTensorsPlanAsEmpty_data();
    void zeroSizeTensorsPlanAsEmpty();
};

void TestPolicies::dramBaseline()
{
    const ModelGraph g = matmulReluAdd();
    const PolicyResult r = runDramPolicy(g, OptimizerDevice());
    QCOMPARE(r.policy, std::string("dram"));
    for (int op = 0; op < 3; ++op)
        QCOMPARE(r.ops[size_t(op)].layout->spec().bufferType, BufferType::Dram);
    QVERIFY(!r.ops[3].layout); // return
    QCOMPARE(r.metrics.spillCount, 0);
    QCOMPARE(r.metrics.meanCores, 0.0);
    // Every tensor crosses DRAM: matmul reads a, w and writes %0; relu reads %0 and writes %1; add reads %1 and
    // a and writes %2: 8 tensors of 256*256*2 bytes.
    QCOMPARE(r.metrics.dramTrafficBytes, 8 * 256 * 256 * 2);
}

void TestPolicies::dfShardingChain()
{
    const ModelGraph g = matmulReluAdd();
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const PolicyResult r = runDfSharding(g, device, model);
    // One chain: matmul -> relu (operand 0, single use) -> add (operand 0, single use).
    QCOMPARE(r.chains.size(), size_t(1));
    QCOMPARE(r.chains[0].ops(), std::vector<int>({ 0, 1, 2 }));
    QCOMPARE(int(r.chains[0].state()), int(L1ChainState::Completed));
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("dram"));
    // Relu and add keep their input's sharding, so one layout runs through the chain; the most cores wins:
    // block sharding on 8x8 (8x8 tiles of 256x256, one per core).
    for (int op = 0; op < 3; ++op) {
        const TtnnLayout& l = *r.ops[size_t(op)].layout;
        QCOMPARE(l.spec().memoryLayout, TtnnMemoryLayout::BlockSharded);
        QCOMPARE(l.shardGrid()[0], 8);
        QCOMPARE(l.shardGrid()[1], 8);
        QCOMPARE(r.ops[size_t(op)].chain, 0);
    }
    QVERIFY(r.reshards.empty());
    QCOMPARE(r.spills.size(), size_t(1));
    QCOMPARE(r.spills[0].value, g.op(2).results[0]);
    // Each output holds one 2048-byte tile per core; %0 lives from op 0 to op 1, %1 from 1 to 2, %2 at 2:
    // at most two at once.
    QCOMPARE(r.reservations.size(), size_t(3));
    QCOMPARE(r.metrics.l1PeakBytesPerCore, 2 * 2048);
    QCOMPARE(r.metrics.meanCores, 64.0);
    QCOMPARE(r.metrics.spillCount, 1);
    // DRAM traffic: matmul reads a and w, add reads a, and the spill writes %2: 4 tensors.
    QCOMPARE(r.metrics.dramTrafficBytes, 4 * 256 * 256 * 2);
}

void TestPolicies::dfShardingForkBreaksChains()
{
    const ModelGraph g = forkGraph();
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const PolicyResult r = runDfSharding(g, device, model);
    // %0 has two users: its chain ends with it. %1's next op (%2) does not take %1 as operand 0; %2's next op
    // (the add) takes %1, not %2, as operand 0; the add starts the last chain.
    QCOMPARE(r.chains.size(), size_t(4));
    for (const ChainResult& c : r.chains)
        QCOMPARE(c.ops().size(), size_t(1));
    QCOMPARE(r.metrics.spillCount, 4);
}

void TestPolicies::contractKeys()
{
    const ModelGraph g = matmulReluAdd();
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const Json j = policyResultJson(runDfSharding(g, device, model), g);
    for (const char* key : { "policy", "ops", "chains", "reshards", "spills", "reservations", "metrics" })
        QVERIFY2(j.contains(key), key);
    for (const char* key : { "name", "kind", "layout", "chain" })
        QVERIFY2(j["ops"][0].contains(key), key);
    for (const char* key : { "buffer_type", "memory_layout", "grid" })
        QVERIFY2(j["ops"][0]["layout"].contains(key), key);
    for (const char* key : { "ops", "state", "spill" })
        QVERIFY2(j["chains"][0].contains(key), key);
    for (const char* key : { "tensor", "at", "to" })
        QVERIFY2(j["spills"][0].contains(key), key);
    for (const char* key : { "tensor", "start", "end", "bytes_per_core" })
        QVERIFY2(j["reservations"][0].contains(key), key);
    for (const char* key : { "dram_traffic_bytes", "l1_peak_bytes_per_core", "reshard_count", "spill_count",
             "mean_cores", "estimated_time_us" })
        QVERIFY2(j["metrics"].contains(key), key);
    QCOMPARE(QString::fromStdString(j["ops"][0]["name"].get<std::string>()), QStringLiteral("%0"));
}

void TestPolicies::l1InterleavedFallback_data()
{
    QTest::addColumn<QString>("consumer");
    QTest::addColumn<bool>("moved");
    // exp is not on the seed's shardable list, so it stays out of chains and in DRAM; the fallback moves its
    // output to L1 interleaved when the consumer reads L1-interleaved inputs (another exp does; a sum needs
    // DRAM-interleaved inputs).
    QTest::newRow("eltwise consumer") << "ttnn.exp" << true;
    QTest::newRow("reduction consumer") << "ttnn.sum" << false;
}

void TestPolicies::l1InterleavedFallback()
{
    QFETCH(QString, consumer);
    QFETCH(bool, moved);
    ModelGraph g;
    const int a = g.addArgument("%a", bf16({ 256, 256 }));
    const int e = g.addOp(makeOp("ttnn.exp", { a }), { { "%0", bf16({ 256, 256 }) } });
    const int c
        = g.addOp(makeOp(consumer.toUtf8().constData(), { g.op(e).results[0] }), { { "%1", bf16({ 256, 256 }) } });
    g.addOp(makeOp("func.return", { g.op(c).results[0] }), {});
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    PolicyOptions options;
    options.l1InterleavedFallback = true;
    const PolicyResult r = runDfSharding(g, device, model, options);
    QVERIFY(r.chains.empty());
    QCOMPARE(r.ops[0].layout->spec().bufferType == BufferType::L1, moved);
    // The returned value stays in DRAM either way.
    QCOMPARE(r.ops[1].layout->spec().bufferType, BufferType::Dram);
    if (moved) {
        // 64 tiles of 2048 bytes over 64 L1 banks: one page per core, alive from op 0 to its consumer, op 1.
        QCOMPARE(r.reservations.size(), size_t(1));
        QCOMPARE(r.reservations[0].start, 0);
        QCOMPARE(r.reservations[0].end, 1);
        QCOMPARE(r.reservations[0].bytesPerCore, 2048);
        QCOMPARE(r.metrics.l1PeakBytesPerCore, 2048);
    } else {
        QVERIFY(r.reservations.empty());
        QCOMPARE(verdictMessage(r.ops[0].candidates.back().verdict).english(), std::string("rejected"));
    }
    // Off by default: the seed's default.
    const PolicyResult plain = runDfSharding(g, device, model);
    QCOMPARE(plain.ops[0].layout->spec().bufferType, BufferType::Dram);
}

void TestPolicies::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("ops"); // counted by hand in samples/models/README.md, plus the return
    QTest::newRow("mnist_mlp") << "mnist_mlp.mlir" << 12 + 1;
    QTest::newRow("resnet50_bottleneck") << "resnet50_bottleneck.mlir" << 14 + 1;
    QTest::newRow("llama_decoder_layer") << "llama_decoder_layer.mlir" << 54 + 1;
    QTest::newRow("bert_encoder_layer") << "bert_encoder_layer.mlir" << 50 + 1;
    QTest::newRow("unet_concat_block") << "unet_concat_block.mlir" << 28 + 1;
    QTest::newRow("fork_join_graph") << "fork_join_graph.mlir" << 42 + 1;
    // The real IR: 21 ops and a return in ttnn_mnist_sharded (see tst_modelimport), 75 less the two ttir.empty
    // destination placeholders and a return in ttir_mnist, the first function of nlp_concat_heads_decode has 2
    // ops and a return.
    QTest::newRow("real ttnn_mnist_sharded") << "real-ir/ttnn_mnist_sharded.mlir" << 21 + 1;
    QTest::newRow("real ttir_mnist") << "real-ir/ttir_mnist.mlir" << 73 + 1;
    QTest::newRow("real nlp_concat_heads_decode") << "real-ir/ttnn_nlp_concat_heads_decode.mlir" << 2 + 1;
}

void TestPolicies::samples()
{
    QFETCH(QString, file);
    QFETCH(int, ops);
    const ModelGraph g = readModelFile(test::samplesPath("models/" + file.toStdString()));
    QCOMPARE(int(g.ops().size()), ops);
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    PolicyOptions withFallback;
    withFallback.l1InterleavedFallback = true;
    std::vector<PolicyResult> results;
    for (std::string_view name : policyNames())
        results.push_back(runPolicy(name, g, device, model));
    results.push_back(runDfSharding(g, device, model, withFallback));
    for (const PolicyResult& r : results) {
        QCOMPARE(int(r.ops.size()), ops);
        QVERIFY(r.metrics.estimatedTimeUs > 0);
        // Every chain that completed holds L1 layouts for all its ops; every failed one none.
        for (const ChainResult& c : r.chains) {
            for (int op : c.ops()) {
                const bool l1 = r.ops[size_t(op)].layout->spec().bufferType == BufferType::L1;
                QCOMPARE(l1, c.state() == L1ChainState::Completed);
            }
        }
        // The plan is executable: every op validates with the inputs it really reads (reshard targets, spilled
        // copies, producers' layouts) and the L1 held by the other live tensors.
        LayoutReader reader(g, device);
        reader.load(r);
        for (const OpDecision& d : r.ops) {
            if (!isPlannedOp(g, d.op))
                continue;
            QVERIFY(d.layout.has_value());
            int64_t others = activeL1Reservations(d.op, r.reservations);
            for (const ReservationResult& res : r.reservations) {
                const Op& op = g.op(d.op);
                const bool own
                    = std::ranges::find(op.operands, res.value) != op.operands.end() || res.value == op.results.front();
                if (own && res.start <= d.op && d.op <= res.end)
                    others -= res.bytesPerCore;
            }
            const ValidationResult v
                = model.validate(OpQuery::fromGraph(g, d.op), reader.inputs(d.op), *d.layout, others);
            QVERIFY2(v.ok(), (r.policy + " " + opDisplayName(g, d.op) + ": " + remarkText(v.reason)).c_str());
        }
        QVERIFY2(r.metrics.l1PeakBytesPerCore <= device.l1BudgetPerCore(), r.policy.c_str());
        const Json j = policyResultJson(r, g);
        QCOMPARE(j["ops"].size(), size_t(ops));
    }
}

void TestPolicies::cancelStopsEveryPolicy_data()
{
    QTest::addColumn<QString>("policy");
    for (const std::string_view name : policyNames())
        QTest::newRow(std::string(name).c_str()) << QString::fromUtf8(name.data(), qsizetype(name.size()));
}

// A window's Cancel sets the flag: every policy stops with PlanCancelled instead of finishing the plan.
void TestPolicies::cancelStopsEveryPolicy()
{
    QFETCH(QString, policy);
    const ModelGraph graph = readModelFile(test::samplesPath("models/llama_decoder_layer.mlir"));
    const OptimizerDevice device = deviceForModel(graph);
    const AnalyticOpModel model(device);
    const std::atomic<bool> cancelled { true };
    QVERIFY_THROWS_EXCEPTION(
        PlanCancelled, runPolicy(policy.toStdString(), graph, device, model, PolicyOptions { .cancel = &cancelled }));
    const std::atomic<bool> running { false };
    QVERIFY(!runPolicy(policy.toStdString(), graph, device, model, PolicyOptions { .cancel = &running }).ops.empty());
}

void TestPolicies::maxLegalLayoutsZeroIsDramOnly_data()
{
    QTest::addColumn<QString>("policy");
    for (const std::string_view name : policyNames())
        QTest::newRow(std::string(name).c_str()) << QString::fromUtf8(name.data(), qsizetype(name.size()));
}

// Upstream's max-legal-layouts = 0: no sharded (or L1) layout is legal, so every output goes to DRAM
// interleaved and nothing is reserved in L1, whatever the policy.
void TestPolicies::maxLegalLayoutsZeroIsDramOnly()
{
    QFETCH(QString, policy);
    const ModelGraph graph = readModelFile(test::samplesPath("models/llama_decoder_layer.mlir"));
    OptimizerDevice device = deviceForModel(graph);
    device.maxLegalLayouts = 0;
    const AnalyticOpModel model(device);
    const PolicyResult r = runPolicy(policy.toStdString(), graph, device, model);
    for (const OpDecision& d : r.ops) {
        if (d.layout)
            QVERIFY(d.layout->spec().bufferType == BufferType::Dram);
    }
    QVERIFY(r.reservations.empty());
    QCOMPARE(r.metrics.l1PeakBytesPerCore, int64_t(0));
}

void TestPolicies::maxLegalLayoutsInTheDeviceFile()
{
    QCOMPARE(readOptimizerDevice(R"({"max_legal_layouts": 0})").maxLegalLayouts, std::optional<int64_t>(0));
    QCOMPARE(readOptimizerDevice(R"({"max_legal_layouts": null})").maxLegalLayouts, std::optional<int64_t>());
    QCOMPARE(readOptimizerDevice(writeOptimizerDevice(OptimizerDevice {})).maxLegalLayouts, std::optional<int64_t>());
    OptimizerDevice eight;
    eight.maxLegalLayouts = 8;
    QCOMPARE(readOptimizerDevice(writeOptimizerDevice(eight)).maxLegalLayouts, std::optional<int64_t>(8));
    QVERIFY_THROWS_EXCEPTION(Error, readOptimizerDevice(R"({"max_legal_layouts": -1})"));
    QVERIFY_THROWS_EXCEPTION(Error, readOptimizerDevice(R"({"max_legal_layouts": 2.5})"));
}

void TestPolicies::unmodelledOpsStayInDram_data()
{
    QTest::addColumn<QString>("policy");
    for (const std::string_view name : policyNames())
        QTest::newRow(std::string(name).c_str()) << QString::fromUtf8(name.data(), qsizetype(name.size()));
}

// An op the op model cannot validate (upstream's "not implemented"; here the JSON mark, and an op of an unknown
// dialect) stays in DRAM under every policy, and the plan's notes name it; its neighbours are planned as usual.
void TestPolicies::unmodelledOpsStayInDram()
{
    QFETCH(QString, policy);
    const ModelGraph graph = readJsonModel(R"({"format": "tle-model", "version": 1, "name": "m",
        "inputs": [{"name": "a", "shape": [256, 256], "dtype": "bf16"}],
        "ops": [
            {"kind": "ttnn.relu", "inputs": ["a"], "outputs": [{"name": "x", "shape": [256, 256], "dtype": "bf16"}]},
            {"kind": "ttnn.relu", "inputs": ["x"], "outputs": [{"name": "y", "shape": [256, 256], "dtype": "bf16"}],
             "op_model": "not_implemented"},
            {"kind": "mydialect.frob", "inputs": ["y"], "outputs": [{"name": "z", "shape": [256, 256], "dtype": "bf16"}]},
            {"kind": "ttnn.relu", "inputs": ["z"], "outputs": [{"name": "w", "shape": [256, 256], "dtype": "bf16"}]}
        ],
        "outputs": ["w"]})");
    QVERIFY(graph.op(1).opModelMissing);
    QVERIFY(writeJsonModel(graph).find(R"("op_model": "not_implemented")") != std::string::npos);
    const OptimizerDevice device = deviceForModel(graph);
    const PolicyResult r = runPolicy(policy.toStdString(), graph, device, AnalyticOpModel(device));
    for (int op : { 1, 2 }) {
        QVERIFY(r.ops[size_t(op)].layout);
        QVERIFY(r.ops[size_t(op)].layout->spec().bufferType == BufferType::Dram);
    }
    QVERIFY(std::ranges::any_of(r.notes, [](const Remark& remark) {
        const std::string note = remarkText(remark);
        return note == "the op model cannot validate y, z (upstream: not implemented): kept in DRAM";
    }));
    QVERIFY_THROWS_EXCEPTION(Error, readJsonModel(R"({"format": "tle-model", "version": 1, "inputs": [],
        "ops": [{"kind": "ttnn.relu", "op_model": "maybe"}], "outputs": []})"));
}

// Every reshard and spill of a plan is one move, with the layouts either side as seed 002 states them: a chain-end
// spill moves the producer's L1 output to DRAM interleaved, a reshard moves what the producer wrote (or its
// spilled copy) to the reshard's target.
void TestPolicies::planMovesListEveryChange()
{
    const ModelGraph g = readModelFile(test::samplesPath("models/llama_decoder_layer.mlir"));
    const OptimizerDevice device;
    const PolicyResult r = runPolicy("dfsharding", g, device, AnalyticOpModel(device));
    QVERIFY(!r.spills.empty());
    const std::vector<PlanMove> moves = planMoves(g, r, device);
    const size_t reshards
        = size_t(std::ranges::count_if(r.reshards, [](const ReshardResult& x) { return x.target.has_value(); }));
    QCOMPARE(moves.size(), reshards + r.spills.size());
    for (const PlanMove& m : moves) {
        if (m.kind == PlanMove::Kind::Spill) {
            const SpillResult& s = r.spills[m.index];
            QCOMPARE(m.value, s.value);
            QCOMPARE(m.op, s.at);
            const OpDecision& producer = r.ops[size_t(g.value(s.value).producer)];
            QVERIFY(producer.layout);
            QCOMPARE(layoutLabel(m.from), layoutLabel(*producer.layout));
            QCOMPARE(m.from.spec().bufferType, BufferType::L1);
            if (s.to == SpillLocation::Dram && !s.target) {
                QCOMPARE(m.to.spec().bufferType, BufferType::Dram);
                QVERIFY(!m.to.isSharded());
            }
            QCOMPARE(m.to.logicalShape(), m.from.logicalShape());
        } else {
            const ReshardResult& x = r.reshards[m.index];
            QCOMPARE(m.op, x.consumer);
            QCOMPARE(m.value, g.op(x.consumer).operands[size_t(x.operand)]);
            QCOMPARE(layoutLabel(m.to), layoutLabel(*x.target));
        }
    }
    // One op's moves: its reshards and the spills of its output.
    const SpillResult& first = r.spills.front();
    const int producer = g.value(first.value).producer;
    const std::vector<PlanMove> own = planMoves(g, r, device, producer);
    QVERIFY(std::ranges::any_of(
        own, [&](const PlanMove& m) { return m.kind == PlanMove::Kind::Spill && m.value == first.value; }));
    for (const PlanMove& m : own)
        QVERIFY(m.kind == PlanMove::Kind::Spill ? (m.op == producer || g.value(m.value).producer == producer)
                                                : m.op == producer);
}

void TestPolicies::zeroSizeTensorsPlanAsEmpty_data()
{
    QTest::addColumn<QString>("policy");
    for (const std::string_view name : policyNames())
        QTest::newRow(std::string(name).c_str()) << QString::fromUtf8(name.data(), qsizetype(name.size()));
}

// A tensor with a zero-size dim (tt-mlir's concat canonicalisation tests have them) holds nothing: no sharded
// layout is offered for it, every policy plans it interleaved, and it takes no L1.
void TestPolicies::zeroSizeTensorsPlanAsEmpty()
{
    QFETCH(QString, policy);
    const ModelModule module = readModelModule(R"(module {
  func.func @main(%arg0: tensor<0x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = "ttir.relu"(%arg0) : (tensor<0x64xf32>) -> tensor<0x64xf32>
    %1 = "ttir.concat"(%0, %arg1) <{dim = 0 : si32}> : (tensor<0x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
})",
        "zero.mlir");
    const ModelGraph& graph = module.functions.front();
    const OptimizerDevice device;
    QVERIFY(legalTensorLayouts(Shape { 0, 64 }, ElementType::F32, device, LegalLayoutOptions {}).size() > 0);
    for (const TtnnLayout& l : legalTensorLayouts(Shape { 0, 64 }, ElementType::F32, device, LegalLayoutOptions {}))
        QVERIFY(!l.isSharded());
    const PolicyResult r = runPolicy(policy.toStdString(), graph, device, AnalyticOpModel(device));
    const OpDecision& relu = r.ops[0];
    QVERIFY(relu.layout);
    QVERIFY(!relu.layout->isSharded());
    QVERIFY(r.metrics.l1PeakBytesPerCore <= device.l1BudgetPerCore());
}

void TestPolicies::textRowsAreTheOpFacts_data()
{
    samples_data();
}

// The text answer writes its op rows from the decisions, without a fact group per op; the rows must be the ones the
// op facts give (the facts the JSON answer and the window read), for every sample and policy.
void TestPolicies::textRowsAreTheOpFacts()
{
    QFETCH(QString, file);
    const ModelGraph g = readModelFile(test::samplesPath("models/" + file.toStdString()));
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    // The text answer's op table: its columns and their widths.
    static constexpr std::array<std::string_view, 6> kColumns { "name", "kind", "layout", "chain", "candidates",
        "precedence" };
    static constexpr std::array<size_t, 5> kWidths { 14, 24, 32, 7, 12 };
    for (std::string_view name : policyNames()) {
        const PolicyResult r = runPolicy(name, g, device, model);
        std::string rows = factTableHeader("ops", kColumns, kWidths, 2);
        for (const OpDecision& d : r.ops)
            rows += factTableRow(opDecisionFacts(d, g, Candidates::Counted), kColumns, kWidths, 2);
        const std::string text = policyResultText(r, g);
        QVERIFY2(text.find(rows) != std::string::npos, std::string(name).c_str());
    }
}

QTEST_GUILESS_MAIN(TestPolicies)
#include "tst_policies.moc"
