// SPDX-License-Identifier: MIT
// Op families: the rule table on every op code of the public runs and on the names the rule order settles, and the
// run summary's time by family and its layout changes with data movement, against sums taken from the files here.

#include <QObject>
#include <QTest>

#include "io/runs/perfcsvreader.h"
#include "run/opfamily.h"
#include "run/runaccounting.h"
#include "testpaths.h"

#include <array>
#include <map>
#include <set>

using namespace tle;

namespace {

// Every device op code of the six public runs of samples/runs and of three more runs read once by hand, with the
// family it is meant to have. Copies and moves depend on their tensors (see familyByHand).
const std::map<std::string, std::string> kFamilyByOpCode {
    { "AccumulationDeviceOperation", "reduce" },
    { "AllGatherAsyncDeviceOperation", "ccl" },
    { "BinaryDeviceOperation", "eltwise" },
    { "BinaryNgDeviceOperation", "eltwise" },
    { "ConcatDeviceOperation", "data_movement" },
    { "Conv2dDeviceOperation", "conv" },
    { "EmbeddingsDeviceOperation", "embedding" },
    { "FastReduceNCDeviceOperation", "reduce" },
    { "GridSample", "sample" },
    { "GridSampleOperation", "sample" },
    { "GroupNorm", "norm" },
    { "GroupNormDeviceOperation", "norm" },
    { "HaloDeviceOperation", "halo" },
    { "IntImgDeviceOperation", "reduce" },
    { "InterleavedToShardedDeviceOperation", "shard_conversion" },
    { "InterleavedToShardedPartialDeviceOperation", "shard_conversion" },
    { "LayerNorm", "norm" },
    { "LayerNormDeviceOperation", "norm" },
    { "Matmul", "matmul" },
    { "MatmulDeviceOperation", "matmul" },
    { "MinimalMatmulOp", "matmul" },
    { "NLPConcatHeadsDeviceOperation", "data_movement" },
    { "NlpCreateHeadsDeviceOperation", "data_movement" },
    { "NlpCreateHeadsSegformerDeviceOperation", "data_movement" },
    { "OptimizedConvNew", "conv" },
    { "Pad", "data_movement" },
    { "PaddedSliceDeviceOperation", "dram_slice" },
    { "PermuteDeviceOperation", "data_movement" },
    { "Pool2D", "pool" },
    { "ReduceScatterMinimalAsyncDeviceOperation", "ccl" },
    { "ReshapeDeviceOperation", "data_movement" },
    { "ReshardDeviceOperation", "shard_conversion" },
    { "RingJointSDPADeviceOperation", "attention" },
    { "RotaryEmbeddingLlamaDeviceOperation", "eltwise" },
    { "ShardedToInterleavedDeviceOperation", "shard_conversion" },
    { "ShardedToInterleavedPartialDeviceOperation", "shard_conversion" },
    { "SliceDeviceOperation", "data_movement" },
    { "SliceWriteDeviceOperation", "dram_slice" },
    { "Softmax", "softmax" },
    { "SoftmaxDeviceOperation", "softmax" },
    { "SplitDeviceOperation", "data_movement" },
    { "TernaryDeviceOperation", "eltwise" },
    { "Tilize", "tile_conversion" },
    { "TilizeDeviceOperation", "tile_conversion" },
    { "TilizeWithValPadding", "tile_conversion" },
    { "TilizeWithValPaddingDeviceOperation", "tile_conversion" },
    { "Transpose", "data_movement" },
    { "TransposeDeviceOperation", "data_movement" },
    { "TypecastDeviceOperation", "eltwise" },
    { "UnaryDeviceOperation", "eltwise" },
    { "Untilize", "tile_conversion" },
    { "UntilizeDeviceOperation", "tile_conversion" },
    { "UntilizeWithUnpadding", "tile_conversion" },
    { "UntilizeWithUnpaddingDeviceOperation", "tile_conversion" },
    { "UpdateKVCacheOperation", "data_movement" },
    { "UpsampleOperation", "sample" },
};

// The families an op of each layout-tax class may have: a reallocation move of an interleaved tensor moves data.
const std::map<std::string, std::set<std::string>> kClassFamilies { { "shard_conv", { "shard_conversion" } },
    { "buf_copy", { "buffer_copy" } }, { "tile_conv", { "tile_conversion" } },
    { "realloc_move", { "move", "data_movement" } }, { "dram_slice", { "dram_slice" } }, { "halo", { "halo" } } };

const char* const kPublicRuns[]
    = { "deeplabv3-blackhole-p100.csv", "oft-net-20-core.csv", "segformer-encoder-wormhole.csv",
          "oft-integral-image-bh20.csv", "clip-encoder-blackhole-64-core.csv", "deepseek-v3-8x-blackhole-p150.csv" };

// The memory part the buffer-type rule compares: L1_INTERLEAVED of DEV_1_L1_INTERLEAVED.
std::string bufferOf(const std::vector<RunTensor>& tensors)
{
    if (tensors.empty())
        return {};
    const std::string& m = tensors[0].memory;
    const size_t second = m.find('_', m.find('_') + 1);
    return second == std::string::npos ? std::string() : m.substr(second + 1);
}

// The family by the table above: a copy between buffer types is a buffer copy, within one it moves data; a move
// of a sharded tensor is a move, of an interleaved one data movement.
std::string familyByHand(const RunOp& op)
{
    if (op.opCode == "CopyDeviceOperation")
        return bufferOf(op.inputs) != bufferOf(op.outputs) ? "buffer_copy" : "data_movement";
    if (op.opCode == "MoveDeviceOperation")
        return bufferOf(op.inputs).ends_with("SHARDED") ? "move" : "data_movement";
    const auto it = kFamilyByOpCode.find(op.opCode);
    return it == kFamilyByOpCode.end() ? "other" : it->second;
}

RunOp opWith(const std::string& code, const std::string& in0 = {}, const std::string& out0 = {})
{
    RunOp op;
    op.opCode = code;
    RunTensor a;
    a.memory = in0;
    if (in0.find("SHARDED") != std::string::npos)
        a.memoryLayout = TtnnMemoryLayout::HeightSharded;
    else if (!in0.empty())
        a.memoryLayout = TtnnMemoryLayout::Interleaved;
    RunTensor b;
    b.memory = out0;
    op.inputs.push_back(a);
    op.outputs.push_back(b);
    return op;
}

QString familyName(const RunOp& op)
{
    return QString::fromStdString(std::string(toString(opFamily(op))));
}

MeasuredRun sampleRun(const char* name)
{
    return readPerfCsvFile(test::samplesPath(std::string("runs/") + name));
}

} // namespace

class TestOpFamily : public QObject
{
    Q_OBJECT

private slots:
    void names()
    {
        for (int k = 0; k < kOpFamilyCount; ++k)
            QVERIFY(parseOpFamily(toString(OpFamily(k))) == OpFamily(k));
        QCOMPARE(toString(OpFamily::DataMovement), std::string_view("data_movement"));
        QCOMPARE(toString(OpFamily::Other), std::string_view("other"));
        QVERIFY(!parseOpFamily("data-movement"));
    }

    void opCodesOfTheRuns_data()
    {
        QTest::addColumn<QString>("opCode");
        QTest::addColumn<QString>("expected");
        for (const auto& [code, family] : kFamilyByOpCode)
            QTest::newRow(code.c_str()) << QString::fromStdString(code) << QString::fromStdString(family);
    }
    void opCodesOfTheRuns()
    {
        QFETCH(QString, opCode);
        QFETCH(QString, expected);
        QCOMPARE(familyName(opWith(opCode.toStdString())), expected);
    }

    // Names the rule order settles, names as a report database writes them, and ops told apart by their tensors.
    void edgeCases_data()
    {
        QTest::addColumn<QString>("opCode");
        QTest::addColumn<QString>("in0");
        QTest::addColumn<QString>("out0");
        QTest::addColumn<QString>("expected");
        const QString dram = QStringLiteral("DEV_1_DRAM_INTERLEAVED");
        const QString l1 = QStringLiteral("DEV_1_L1_INTERLEAVED");
        const QString hs = QStringLiteral("DEV_1_L1_HEIGHT_SHARDED");
        QTest::newRow("copy across buffers") << "CopyDeviceOperation" << dram << l1 << "buffer_copy";
        QTest::newRow("copy within a buffer") << "CopyDeviceOperation" << dram << dram << "data_movement";
        QTest::newRow("clone across buffers") << "Clone" << l1 << dram << "buffer_copy";
        QTest::newRow("sharded move") << "MoveDeviceOperation" << hs << hs << "move";
        QTest::newRow("interleaved move") << "MoveDeviceOperation" << dram << dram << "data_movement";
        QTest::newRow("first word only") << "Matmul 32x64x32"
                                         << ""
                                         << ""
                                         << "matmul";
        QTest::newRow("empty") << ""
                               << ""
                               << ""
                               << "other";
        QTest::newRow("unknown") << "FrobnicateDeviceOperation"
                                 << ""
                                 << ""
                                 << "other";
        QTest::newRow("normal is no norm") << "RandomNormalDeviceOperation"
                                           << ""
                                           << ""
                                           << "other";
        QTest::newRow("moreh layer norm") << "MorehLayerNormOperation"
                                          << ""
                                          << ""
                                          << "norm";
        QTest::newRow("moreh p-norm reduces") << "MorehNormOperation"
                                              << ""
                                              << ""
                                              << "reduce";
        QTest::newRow("distributed norm before gather") << "LayerNormPreAllGatherDeviceOperation"
                                                        << ""
                                                        << ""
                                                        << "norm";
        QTest::newRow("fused gather matmul") << "AllGatherMatmulDeviceOperation"
                                             << ""
                                             << ""
                                             << "matmul";
        QTest::newRow("gather then concat") << "AllGatherConcat"
                                            << ""
                                            << ""
                                            << "ccl";
        QTest::newRow("all reduce before reduce") << "AllReduceAsyncDeviceOperation"
                                                  << ""
                                                  << ""
                                                  << "ccl";
        QTest::newRow("moe dispatch") << "AllToAllDispatchDeviceOperation"
                                      << ""
                                      << ""
                                      << "ccl";
        QTest::newRow("point to point") << "PointToPointOp"
                                        << ""
                                        << ""
                                        << "ccl";
        QTest::newRow("plain reduce") << "ReduceDeviceOperation"
                                      << ""
                                      << ""
                                      << "reduce";
        QTest::newRow("argmax") << "ArgMaxDeviceOperation"
                                << ""
                                << ""
                                << "reduce";
        QTest::newRow("sdpa decode") << "SDPADecodeDeviceOperation"
                                     << ""
                                     << ""
                                     << "attention";
        QTest::newRow("conv transpose") << "ConvTranspose2dDeviceOperation"
                                        << ""
                                        << ""
                                        << "conv";
        QTest::newRow("convert to hwc rearranges") << "ConvertToHWCDeviceOperation"
                                                   << ""
                                                   << ""
                                                   << "data_movement";
        QTest::newRow("max pool") << "MaxPool2DDeviceOperation"
                                  << ""
                                  << ""
                                  << "pool";
        QTest::newRow("pad is not padded slice") << "PadDeviceOperation"
                                                 << ""
                                                 << ""
                                                 << "data_movement";
        QTest::newRow("where") << "WhereDeviceOperation"
                               << ""
                               << ""
                               << "eltwise";
        QTest::newRow("paged cache update") << "PagedUpdateCacheDeviceOperation"
                                            << ""
                                            << ""
                                            << "data_movement";
        QTest::newRow("i2s with a suffix: by name") << "InterleavedToShardedFast" << dram << hs << "shard_conversion";
        QTest::newRow("ttnn matmul") << "ttnn.matmul"
                                     << ""
                                     << ""
                                     << "matmul";
        QTest::newRow("ttnn:: add") << "ttnn::add"
                                    << ""
                                    << ""
                                    << "eltwise";
        QTest::newRow("ttnn embedding") << "ttnn.embedding"
                                        << ""
                                        << ""
                                        << "embedding";
        QTest::newRow("ttnn reshape") << "ttnn.reshape"
                                      << ""
                                      << ""
                                      << "data_movement";
        QTest::newRow("ttnn to_memory_config") << "ttnn.to_memory_config"
                                               << ""
                                               << ""
                                               << "shard_conversion";
        QTest::newRow("ttnn to_layout") << "ttnn.to_layout"
                                        << ""
                                        << ""
                                        << "tile_conversion";
        QTest::newRow("ttnn max_pool2d") << "ttnn.max_pool2d"
                                         << ""
                                         << ""
                                         << "pool";
        QTest::newRow("ttnn unknown to the module: by name") << "ttnn.experimental.all_gather_async"
                                                             << ""
                                                             << ""
                                                             << "ccl";
        QTest::newRow("ttnn sdpa") << "ttnn.transformer.scaled_dot_product_attention"
                                   << ""
                                   << ""
                                   << "attention";
        QTest::newRow("ttnn upsample") << "ttnn.upsample"
                                       << ""
                                       << ""
                                       << "sample";
        QTest::newRow("ttnn deallocate") << "ttnn.deallocate"
                                         << ""
                                         << ""
                                         << "other";
    }
    void edgeCases()
    {
        QFETCH(QString, opCode);
        QFETCH(QString, in0);
        QFETCH(QString, out0);
        QFETCH(QString, expected);
        QCOMPARE(familyName(opWith(opCode.toStdString(), in0.toStdString(), out0.toStdString())), expected);
    }

    void publicRuns_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* run : kPublicRuns)
            QTest::newRow(run) << run;
    }
    // Every device op of the public runs has a family, the one the table above gives it, and the summary's time
    // by family is the time of the ops of each family as the table gives them.
    void publicRuns()
    {
        QFETCH(QString, file);
        const MeasuredRun run = sampleRun(file.toStdString().c_str());
        std::array<int64_t, kOpFamilyCount> expected {};
        for (const RunOp& op : run.ops) {
            if (op.kind != RunOpKind::Device)
                continue;
            const std::string byHand = familyByHand(op);
            QVERIFY2(byHand != "other", op.opCode.c_str());
            QCOMPARE(toString(opFamily(op)), std::string_view(byHand));
            // The families refine the layout-tax classes.
            const auto refined = kClassFamilies.find(std::string(toString(classifyRunOp(op))));
            if (refined != kClassFamilies.end())
                QVERIFY2(refined->second.contains(byHand), op.opCode.c_str());
            expected[size_t(*parseOpFamily(byHand))] += op.kernelNs.value_or(0);
        }
        const RunSummary s = summarizeRun(run);
        QCOMPARE(s.byFamilyNs, expected);
        int64_t sum = 0;
        for (const int64_t ns : s.byFamilyNs)
            sum += ns;
        QCOMPARE(sum, s.deviceKernelNs);
        QVERIFY(s.unknownOpCodes.empty());
    }

    void layoutChangesAndDataMovement_data() { publicRuns_data(); }
    // The broad layout tax plus data movement: the op codes that change a tensor's layout or rearrange its
    // elements, reshapes, permutes, transposes, concats, slices and pads among them; every copy and move.
    void layoutChangesAndDataMovement()
    {
        QFETCH(QString, file);
        static const std::set<std::string> kCounted { "ConcatDeviceOperation", "CopyDeviceOperation",
            "InterleavedToShardedDeviceOperation", "InterleavedToShardedPartialDeviceOperation", "MoveDeviceOperation",
            "NLPConcatHeadsDeviceOperation", "NlpCreateHeadsDeviceOperation", "NlpCreateHeadsSegformerDeviceOperation",
            "Pad", "PaddedSliceDeviceOperation", "PermuteDeviceOperation", "ReshapeDeviceOperation",
            "ReshardDeviceOperation", "ShardedToInterleavedDeviceOperation",
            "ShardedToInterleavedPartialDeviceOperation", "SliceDeviceOperation", "SliceWriteDeviceOperation",
            "SplitDeviceOperation", "Tilize", "TilizeDeviceOperation", "TilizeWithValPadding",
            "TilizeWithValPaddingDeviceOperation", "Transpose", "TransposeDeviceOperation", "Untilize",
            "UntilizeDeviceOperation", "UntilizeWithUnpadding", "UntilizeWithUnpaddingDeviceOperation",
            "UpdateKVCacheOperation" };
        const MeasuredRun run = sampleRun(file.toStdString().c_str());
        int64_t expected = 0;
        for (const RunOp& op : run.ops) {
            if (op.kind == RunOpKind::Device && kCounted.contains(op.opCode))
                expected += op.kernelNs.value_or(0);
        }
        const RunSummary s = summarizeRun(run);
        QCOMPARE(s.layoutChangeDataMovementNs, expected);
        QVERIFY(s.layoutChangeDataMovementNs >= s.layoutChangeBroadNs);
    }

    // The family grouping: every device op in one group per family, summing to the run's kernel time.
    void groupedByFamily()
    {
        const MeasuredRun run = sampleRun("oft-integral-image-bh20.csv");
        QVERIFY(parseRunGrouping("family") == RunGrouping::Family);
        const std::vector<RunGroup> groups = groupRun(run, RunGrouping::Family);
        QCOMPARE(groups.size(), size_t(2));
        // By hand from the file: each of the three ranges runs two Transposes, a Move and two Permutes, which move
        // data, and two Accumulations (the scans along both axes), which reduce.
        QCOMPARE(groups[0].key, std::string("data_movement"));
        QCOMPARE(groups[0].ops, 15);
        QCOMPARE(groups[1].key, std::string("reduce"));
        QCOMPARE(groups[1].ops, 6);
        QCOMPARE(groups[1].kernelNs, int64_t(5460 + 58856 + 24635 + 367687 + 48665 + 1477805));
        QCOMPARE(runGroupKey(run, run.ops[0], RunGrouping::Family), std::string("data_movement"));
    }

    // An op code of no known family is listed once, in order.
    void unknownOpCodes()
    {
        MeasuredRun run;
        for (const char* code : { "Zeta", "Alpha", "Zeta", "Matmul" }) {
            RunOp op = opWith(code);
            op.kernelNs = 10;
            run.ops.push_back(op);
        }
        const RunSummary s = summarizeRun(run);
        QCOMPARE(s.unknownOpCodes, (std::vector<std::string> { "Alpha", "Zeta" }));
        QCOMPARE(s.byFamilyNs[size_t(OpFamily::Other)], 30);
        QCOMPARE(s.byFamilyNs[size_t(OpFamily::Matmul)], 10);
    }
};

QTEST_GUILESS_MAIN(TestOpFamily)
#include "tst_opfamily.moc"
