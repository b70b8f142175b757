// SPDX-License-Identifier: MIT
// The beam policies on small hand-checked graphs: greedy-beam (upstream's heuristic beam plus farthest-last-use
// spilling) and layout-planner (cost-ranked beam plus the minimum-cost spill plan), and the planner against every
// other policy on the bundled sample models.
//
// Tensors are 256x256 bf16: 8x8 tiles of 2048 bytes, 131072 bytes in all. With beamMaxLegalLayouts = 1 an op's
// output hints are its most-core sharded layout (block 8x8, one tile per core), L1 interleaved and DRAM
// interleaved.
#include "io/model/modelfile.h"
#include "optimizer/policies.h"
#include "report/policyreport.h"
#include "report/remarktext.h"
#include "testgraphs.h"
#include "testpaths.h"

#include <QTest>

#include <cmath>
#include <optional>

using namespace tle;
using tle::test::GraphBuilder;

namespace {

const Shape kSquare { 256, 256 };
constexpr int64_t kTensor = 256 * 256 * 2;

PolicyResult run(const char* policy, const ModelGraph& g, PolicyOptions options = {})
{
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    return runPolicy(policy, g, device, model, options);
}

// The analytic model with circular buffers left out, so that a test sees the spill rule alone.
class NoCircularBuffers final : public OpModel
{
public:
    ValidationResult validate(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs,
        const TtnnLayout& output, int64_t additionalL1PerCore) const override
    {
        ValidationResult r = m_model.validate(query, inputs, output, additionalL1PerCore);
        r.cbL1PeakBytes = 0;
        return r;
    }

private:
    AnalyticOpModel m_model { OptimizerDevice() };
};

PolicyOptions threeHints(int width)
{
    PolicyOptions o;
    o.beamWidth = width;
    o.beamMaxLegalLayouts = 1;
    return o;
}

bool isBlock8x8(const TtnnLayout& l)
{
    return l.spec().bufferType == BufferType::L1 && l.spec().memoryLayout == TtnnMemoryLayout::BlockSharded
        && l.shardGrid()[0] == 8 && l.shardGrid()[1] == 8;
}

bool isL1Interleaved(const TtnnLayout& l)
{
    return l.spec().bufferType == BufferType::L1 && l.spec().memoryLayout == TtnnMemoryLayout::Interleaved;
}

bool isDramInterleaved(const TtnnLayout& l)
{
    return l.spec().bufferType == BufferType::Dram && l.spec().memoryLayout == TtnnMemoryLayout::Interleaved;
}

} // namespace

class TestBeamPolicies : public QObject
{
    Q_OBJECT

private slots:
    void heuristicChain();
    void pairsBeyondTheBest_data();
    void pairsBeyondTheBest();
    void forkLeastReshardCost();
    void plannerAvoidsReshard();
    void pathCostCountsEachOpOnce_data();
    void pathCostCountsEachOpOnce();
    void spillFarthestLastUse();
    void spilledReadersReload();
    void plannerBeatsOtherPolicies();
    void everyPlanLiesAboveTheBound();
};

void TestBeamPolicies::heuristicChain()
{
    // %0 = matmul(a, w); %1 = relu(%0); %2 = add(%1, a). The heuristic puts every output in L1 block 8x8 (L1,
    // sharded, most cores); relu and add keep their sharded input's sharding, so no reshard is needed.
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int w = b.arg("%w", kSquare);
    const int v0 = b.op("ttnn.matmul", { a, w }, kSquare);
    const int v1 = b.op("ttnn.relu", { v0 }, kSquare);
    const int v2 = b.op("ttnn.add", { v1, a }, kSquare);
    b.ret({ v2 });
    const PolicyResult r = run("greedy-beam", b.graph());
    for (int op = 0; op < 3; ++op)
        QVERIFY(isBlock8x8(*r.ops[size_t(op)].layout));
    QVERIFY(r.reshards.empty());
    QVERIFY(r.spills.empty());
    // %0 lives [0, 1], %1 [1, 2], %2 only at 2 (the return is not a reader): two tiles at most.
    QCOMPARE(r.reservations.size(), size_t(3));
    QCOMPARE(r.metrics.l1PeakBytesPerCore, 2 * 2048);
    // DRAM: the matmul reads a and w, the add reads a; nothing is written back.
    QCOMPARE(r.metrics.dramTrafficBytes, 3 * kTensor);
    QCOMPARE(verdictMessage(r.ops[0].candidates.front().verdict).english(), std::string("chosen"));
}

void TestBeamPolicies::pairsBeyondTheBest_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("reshards");
    QTest::addColumn<bool>("weightInterleaved");
    // x = relu(a) and y = relu(b) both rank block 8x8 first, L1 interleaved second. matmul(x, y) needs an
    // interleaved weight, so the best pair (block, block) fails. With K = 8 the pair (block, L1 interleaved) is
    // considered and wins (L1, sharded, no reshard, 64 cores): y is traced back to its second entry. With K = 1
    // only the best pair exists; the reshard variants put both inputs in L1 interleaved.
    QTest::newRow("K=8 finds the pair") << 8 << 0 << true;
    QTest::newRow("K=1 must reshard") << 1 << 2 << false;
}

void TestBeamPolicies::pairsBeyondTheBest()
{
    QFETCH(int, width);
    QFETCH(int, reshards);
    QFETCH(bool, weightInterleaved);
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int c = b.arg("%b", kSquare);
    const int x = b.op("ttnn.relu", { a }, kSquare);
    const int y = b.op("ttnn.relu", { c }, kSquare);
    const int m = b.op("ttnn.matmul", { x, y }, kSquare);
    b.ret({ m });
    const PolicyResult r = run("greedy-beam", b.graph(), threeHints(width));
    QCOMPARE(int(r.reshards.size()), reshards);
    QVERIFY(isBlock8x8(*r.ops[0].layout));
    QCOMPARE(isL1Interleaved(*r.ops[1].layout), weightInterleaved);
    QVERIFY(isBlock8x8(*r.ops[2].layout));
    for (const ReshardResult& rs : r.reshards) {
        QCOMPARE(rs.consumer, 2);
        QVERIFY(isL1Interleaved(*rs.target));
        QCOMPARE(std::string(toString(rs.kind)), std::string("ttnn.to_memory_config"));
    }
}

void TestBeamPolicies::forkLeastReshardCost()
{
    // %0 = relu(a) feeds %1 = softmax(%0), %2 = relu(%0), %3 = relu(%0). softmax keeps rows whole, so it reads
    // %0's L1-interleaved entry; both relus read its block 8x8 entry. All moves of this tensor cost the same
    // (131072 bytes between L1 layouts), so block 8x8 needs one reshard and L1 interleaved two: %0 is block 8x8
    // and softmax's operand is resharded to L1 interleaved.
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.softmax", { v0 }, kSquare, "dim = -1 : si32");
    const int v2 = b.op("ttnn.relu", { v0 }, kSquare);
    const int v3 = b.op("ttnn.relu", { v0 }, kSquare);
    b.ret({ v1, v2, v3 });
    const PolicyResult r = run("greedy-beam", b.graph(), threeHints(8));
    QVERIFY(isBlock8x8(*r.ops[0].layout));
    QVERIFY(isL1Interleaved(*r.ops[1].layout));
    QCOMPARE(r.reshards.size(), size_t(1));
    QCOMPARE(r.reshards[0].producer, 0);
    QCOMPARE(r.reshards[0].consumer, 1);
    QCOMPARE(r.reshards[0].operand, 0);
    QVERIFY(isL1Interleaved(*r.reshards[0].target));
    QVERIFY(remarkText(r.ops[0].candidates.front().reason).find("least reshard cost") != std::string::npos);
}

void TestBeamPolicies::pathCostCountsEachOpOnce_data()
{
    QTest::addColumn<QString>("shape");
    QTest::newRow("x * x") << "square";
    QTest::newRow("residual") << "residual";
    QTest::newRow("chain") << "chain";
}

// Every op of these graphs is an ancestor of the last, and nothing spills, so the path cost of the last op's best
// entry is the plan's whole estimate: each op's cost and each reshard once. A value read twice by one op (x * x) or
// by two paths that meet again (a residual) must not count its producer twice.
void TestBeamPolicies::pathCostCountsEachOpOnce()
{
    QFETCH(QString, shape);
    GraphBuilder b;
    const int x = b.arg("x", kSquare);
    const int a = b.op("ttnn.relu", { x }, kSquare);
    int last = 0;
    if (shape == "square") {
        last = b.op("ttnn.multiply", { a, a }, kSquare);
    } else if (shape == "residual") {
        const int r = b.op("ttnn.relu", { a }, kSquare);
        last = b.op("ttnn.add", { a, r }, kSquare);
    } else {
        last = b.op("ttnn.relu", { b.op("ttnn.relu", { a }, kSquare) }, kSquare);
    }
    b.ret({ last });
    const PolicyResult r = run("layout-planner", b.graph());
    QVERIFY(r.spills.empty());
    const int lastOp = b.graph().value(last).producer;
    std::optional<double> pathUs;
    for (const CandidateNote& note : r.ops[size_t(lastOp)].candidates) {
        constexpr std::string_view prefix = "beam rank 1: ";
        if (remarkText(note.reason).starts_with(prefix))
            pathUs = std::stod(remarkText(note.reason).substr(prefix.size()));
    }
    QVERIFY(pathUs);
    // The note rounds to hundredths of a microsecond.
    QVERIFY2(std::abs(*pathUs - r.metrics.estimatedTimeUs) <= 0.006,
        qPrintable(QStringLiteral("path %1 us, plan %2 us").arg(*pathUs).arg(r.metrics.estimatedTimeUs)));
}

void TestBeamPolicies::plannerAvoidsReshard()
{
    // %0 = relu(a); %1 = reshape(%0), which reads DRAM-interleaved inputs only. The heuristic's top 8 for %0 are
    // all L1 sharded, so greedy-beam reshards %0 to DRAM (a move: 2 us dispatch + 0.03 us L1 read + 0.46 us DRAM
    // write). The planner keeps %0's DRAM entry and writes it there directly, which costs the relu only the DRAM
    // write instead of the L1 one (0.46 - 0.03 us): at least 1.5 us less in all.
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.reshape", { v0 }, { 128, 512 });
    b.ret({ v1 });
    const PolicyResult beam = run("greedy-beam", b.graph());
    QCOMPARE(beam.reshards.size(), size_t(1));
    QVERIFY(isDramInterleaved(*beam.reshards[0].target));
    QVERIFY(beam.ops[0].layout->isSharded());
    const PolicyResult planner = run("layout-planner", b.graph());
    QVERIFY(planner.reshards.empty());
    QVERIFY(isDramInterleaved(*planner.ops[0].layout));
    QVERIFY(planner.metrics.estimatedTimeUs + 1.5 < beam.metrics.estimatedTimeUs);
}

void TestBeamPolicies::spillFarthestLastUse()
{
    // %0 = relu(a) and %1 = relu(b) are read again late: %0 by op 4, %1 by op 3. %2 = relu(c) at op 2 needs a
    // third tile, %3 = add(%2, %1) at op 3 a fourth. The pass simulates the address space: with a budget of
    // 21,000 bytes the cushion is 2,100, a relu's circular buffers are 2 x 2,048 (output) + 2 x 2,048 (input) =
    // 8,192 and an add's 2 x 2,048 + 2 x 2 x 2,048 = 12,288. Tiles sit top-down: %0 at 18,952, %1 at 16,904, %2 at
    // 14,856, all above the add's 12,288 + 2,100 = 14,388, so its buffers evict nothing; but a fourth tile would
    // start at 12,808, below that: no fit. Of %0 (last use 4), %1 and %2 (last use 3), %0's last use is the
    // farthest, so it is spilled before op 3 and %3 takes its slot.
    OptimizerDevice device;
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int bb = b.arg("%b", kSquare);
    const int c = b.arg("%c", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.relu", { bb }, kSquare);
    const int v2 = b.op("ttnn.relu", { c }, kSquare);
    const int v3 = b.op("ttnn.add", { v2, v1 }, kSquare);
    const int v4 = b.op("ttnn.add", { v3, v0 }, kSquare);
    b.ret({ v4 });
    device.l1UsableBytesPerCore = 21000;
    // The beam validates each op with the default budget, so its layouts are the ones the test names; the spill
    // pass plans against the small one.
    const AnalyticOpModel model { OptimizerDevice() };
    const PolicyResult r = runPolicy("greedy-beam", b.graph(), device, model, threeHints(8));
    for (int op = 0; op < 5; ++op)
        QVERIFY(isBlock8x8(*r.ops[size_t(op)].layout));
    QCOMPARE(r.spills.size(), size_t(1));
    QCOMPARE(r.spills[0].value, v0);
    QCOMPARE(r.spills[0].at, 2); // spilled before op 3
    QCOMPARE(r.spills[0].cause, SpillCause::FarthestLastUse);
    QVERIFY(r.metrics.l1PeakBytesPerCore <= device.l1BudgetPerCore());
    QCOMPARE(r.metrics.l1PeakBytesPerCore, 3 * 2048);
}

// Upstream's rule where next use and last use disagree, and the reload it inserts. With an op model that reports no
// circular buffers, L1 holds two tiles per core: 5,096 bytes less the cushion of 509 leave 4,587.
// %0 = relu(a) is read by op 1 and op 3, %1 = relu(%0) by op 2, %2 = relu(%1) by op 3, %3 = add(%2, %0).
// At op 2 the new %2 makes three tiles: %1 (read at op 2, last use 2) and %0 (next use 3... and last use 3)
// are resident; the farthest last use is %0's, so %0 is spilled after op 1. Op 3 still reads %0 in the layout
// the beam gave it: a to_memory_config from DRAM into it, a reload.
void TestBeamPolicies::spilledReadersReload()
{
    OptimizerDevice device;
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.relu", { v0 }, kSquare);
    const int v2 = b.op("ttnn.relu", { v1 }, kSquare);
    const int v3 = b.op("ttnn.add", { v2, v0 }, kSquare);
    b.ret({ v3 });
    device.l1UsableBytesPerCore = 2 * 2048 + 1000; // two tiles, not three
    const NoCircularBuffers model;
    const PolicyResult r = runPolicy("greedy-beam", b.graph(), device, model, threeHints(8));
    QCOMPARE(r.spills.size(), size_t(1));
    QCOMPARE(r.spills[0].value, v0);
    QCOMPARE(r.spills[0].at, 1);
    QCOMPARE(r.spills[0].cause, SpillCause::FarthestLastUse);
    const auto reload = std::ranges::find_if(r.reshards, [](const ReshardResult& x) { return x.consumer == 3; });
    QVERIFY(reload != r.reshards.end());
    QCOMPARE(reload->operand, 1);
    QCOMPARE(choiceOf(*reload->target), choiceOf(*r.ops[0].layout));
    QVERIFY(isBlock8x8(*reload->target));
    QCOMPARE(r.metrics.l1PeakBytesPerCore, 2 * 2048);
}

void TestBeamPolicies::plannerBeatsOtherPolicies()
{
    // docs/optimizer.md's comparison: on eight sample models the planner's estimated time is no worse than every
    // other policy's, and strictly better on at least half of them.
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    int strictlyBetter = 0;
    for (const char* file : { "mnist_mlp.mlir", "resnet50_bottleneck.mlir", "llama_decoder_layer.mlir",
             "bert_encoder_layer.mlir", "unet_concat_block.mlir", "fork_join_graph.mlir",
             "real-ir/ttnn_mnist_sharded.mlir", "real-ir/ttnn_nlp_concat_heads_decode.mlir" }) {
        const ModelGraph g = readModelFile(test::samplesPath(std::string("models/") + file));
        const double planner = runPolicy("layout-planner", g, device, model).metrics.estimatedTimeUs;
        double best = 1e300;
        for (std::string_view name : policyNames()) {
            if (name != "layout-planner")
                best = std::min(best, runPolicy(name, g, device, model).metrics.estimatedTimeUs);
        }
        QVERIFY2(planner <= best * (1 + 1e-12), file);
        if (planner < best * (1 - 1e-6))
            ++strictlyBetter;
    }
    qInfo("the planner is strictly better than every other policy on %d of 8 models", strictlyBetter);
    QVERIFY(strictlyBetter >= 4);
}

// The lower bound prices every op at its cheapest configuration with free layout changes: no plan is faster, the
// bound is positive, and it does not depend on the policy that asks (every policy chooses among the same
// configurations on these models). Each plan's gap is its time over the bound less one.
void TestBeamPolicies::everyPlanLiesAboveTheBound()
{
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    for (const char* file :
        { "mnist_mlp.mlir", "resnet50_bottleneck.mlir", "llama_decoder_layer.mlir", "bert_encoder_layer.mlir",
            "unet_concat_block.mlir", "fork_join_graph.mlir", "real-ir/ttnn_mnist_sharded.mlir",
            "real-ir/ttnn_nlp_concat_heads_decode.mlir", "real-ir/ttir_mnist.mlir" }) {
        const ModelGraph g = readModelFile(test::samplesPath(std::string("models/") + file));
        std::optional<double> bound;
        for (std::string_view name : policyNames()) {
            const PolicyMetrics m = runPolicy(name, g, device, model).metrics;
            QVERIFY2(m.boundUs > 0, file);
            QVERIFY2(m.boundUs <= m.estimatedTimeUs * (1 + 1e-12), file);
            QVERIFY(std::abs(m.gapToBound - (m.estimatedTimeUs / m.boundUs - 1)) < 1e-9);
            if (!bound)
                bound = m.boundUs;
            QVERIFY2(std::abs(m.boundUs - *bound) <= 1e-9 * *bound, file);
        }
    }
}

QTEST_APPLESS_MAIN(TestBeamPolicies)
#include "tst_beampolicies.moc"
