// SPDX-License-Identifier: MIT
// Multi-device distribution: seed 004's three T3K examples and its unsupported N-D cases, torch.chunk
// splits, the legacy mapper names, tt-mlir's mesh_shard form and GSPMD sharding strings. Every expected
// value is taken from the seed or upstream tests, or worked out by hand in the comments.
#include "meshtesthelpers.h"
#include "report/meshdescribe.h"

#include <QTest>

#include <algorithm>

using namespace tle;
using namespace tle::test;

class TestMeshDistribution : public QObject
{
    Q_OBJECT

private slots:
private slots:
    void chunkRanges_data();
    void chunkRanges();
    void chunkedDevices_data();
    void chunkedDevices();
    void seedExamples_data();
    void seedExamples();
    void bufferConfigs_data();
    void bufferConfigs();
    void unsupported_data();
    void unsupported();
    void jsonContract();
    void textOutput();
    void requestErrors();
};

void TestMeshDistribution::chunkRanges_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<qint64>("chunks");
    QTest::addColumn<QString>("sizes");
    QTest::addColumn<qint64>("produced");

    // torch.chunk: chunk size ceil(n/k), the last smaller, possibly fewer than k chunks.
    addRow("10 into 3 gives 4,4,2", qint64(10), qint64(3), "4,4,2", qint64(3));
    addRow("13 into 6 gives 3,3,3,3,1 and one empty", qint64(13), qint64(6), "3,3,3,3,1,0", qint64(5));
    addRow("5 into 7 gives five chunks of 1", qint64(5), qint64(7), "1,1,1,1,1,0,0", qint64(5));
    addRow("8 into 4 is even", qint64(8), qint64(4), "2,2,2,2", qint64(4));
    addRow("6 into 4 gives three chunks of 2", qint64(6), qint64(4), "2,2,2,0", qint64(3));
}

void TestMeshDistribution::chunkRanges()
{
    QFETCH(qint64, size);
    QFETCH(qint64, chunks);
    QFETCH(QString, sizes);
    QFETCH(qint64, produced);
    QStringList got;
    for (qint64 i = 0; i < chunks; ++i)
        got << QString::number(chunkRange(size, chunks, i).size());
    QCOMPARE(got.join(QLatin1Char(',')), sizes);
    QCOMPARE(qint64(producedChunks(size, chunks)), produced);
}

void TestMeshDistribution::chunkedDevices_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("placements");
    QTest::addColumn<QStringList>("slices");
    QTest::addColumn<QString>("groups");

    addRow("10 into 3 on a 1-D mesh", "10", "3", "shard(0)", QStringList { "0:4", "4:8", "8:10" }, "0,1,2");
    addRow("13 into 6 on 1x6: the sixth device is empty", "13", "1x6", "replicate, shard(0)",
        QStringList { "0:3", "3:6", "6:9", "9:12", "12:13", "13:13" }, "0,1,2,3,4,-1");
    addRow("5 into 7: two empty devices", "5", "7", "shard(0)",
        QStringList { "0:1", "1:2", "2:3", "3:4", "4:5", "5:5", "5:5" }, "0,1,2,3,4,-1,-1");
    // Same dim on both mesh dims: 8 chunks of 2, device (r, c) gets chunk r*4 + c.
    addRow("chunk_ndim: 16x8 dim 0 over 2x4", "16x8", "2x4", "shard(0), shard(0)",
        QStringList { "0:2,0:8", "2:4,0:8", "4:6,0:8", "6:8,0:8", "8:10,0:8", "10:12,0:8", "12:14,0:8", "14:16,0:8" },
        "0,1,2,3,4,5,6,7");
    // 13 into 8: chunks of 2, seven of them, the last of size 1; device (1, 3) gets nothing.
    addRow("chunk_ndim: 13x4 dim 0 over 2x4, uneven", "13x4", "2x4", "shard(0),shard(0)",
        QStringList { "0:2,0:4", "2:4,0:4", "4:6,0:4", "6:8,0:4", "8:10,0:4", "10:12,0:4", "12:13,0:4", "13:13,0:4" },
        "0,1,2,3,4,5,6,-1");
    addRow("single device 1x1", "3x5", "1x1", "replicate, replicate", QStringList { "0:3,0:5" }, "0");
    // Device (a, b, c) holds dim-0 chunk a and dim-1 chunk c; b only replicates.
    addRow("3-D mesh 2x2x2", "4x4", "2x2x2", "shard(0), replicate, shard(1)",
        QStringList { "0:2,0:2", "0:2,2:4", "0:2,0:2", "0:2,2:4", "2:4,0:2", "2:4,2:4", "2:4,0:2", "2:4,2:4" },
        "0,1,0,1,2,3,2,3");
}

void TestMeshDistribution::chunkedDevices()
{
    QFETCH(QString, shape);
    QFETCH(QString, mesh);
    QFETCH(QString, placements);
    QFETCH(QStringList, slices);
    QFETCH(QString, groups);
    const MeshDistribution d = build(QStringLiteral("placements"), placements, shape, mesh);
    QCOMPARE(d.deviceCount(), slices.size());
    QStringList gotSlices;
    QStringList gotGroups;
    for (const DeviceShard& device : d.devices()) {
        gotSlices << sliceText(device);
        gotGroups << QString::number(device.replicaGroup);
        QCOMPARE(device.holdsData(), device.emptyReason.empty());
        if (!device.holdsData()) {
            QVERIFY(std::ranges::count(device.shape, 0) > 0);
            QVERIFY(device.emptyReason.starts_with("holds nothing"));
        }
    }
    QCOMPARE(gotSlices, slices);
    QCOMPARE(gotGroups.join(QLatin1Char(',')), groups);
}

void TestMeshDistribution::seedExamples_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("mapper");
    QTest::addColumn<QString>("placements");
    QTest::addColumn<QString>("deviceShape");
    QTest::addColumn<QString>("device6Slices");
    QTest::addColumn<qint64>("groupCount");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("replicatedDims");
    QTest::addColumn<QString>("meshShard");

    // Seed 004 Example 1: b over the 4 columns, replicated over the rows. Size 4*3*32*32*2 (bf16).
    addRow("Example 1: height sharding across columns", "4x3x32x32",
        "ShardTensor2DMesh(t3k_mesh_device, dims=[None, 0])", "[replicate, shard(0)]", "1x3x32x32", "2:3,0:3,0:32,0:32",
        qint64(4),
        "ShardedBufferConfig{global_buffer_size = 24576, shard_shape = (x = 0, y = 96), global_buffer_shape = "
        "(x = 32, y = 384), shard_orientation = ROW_MAJOR}",
        "[0]", "shard_type = devices, shard_dims = [-1, 0], shard_shape = [4, 1, 1, 1]");
    // Example 2: x over the 2 rows, replicated over the columns. Size 32*3*128*256*2 = 6291456.
    addRow("Example 2: width sharding across rows", "32x3x128x256",
        "ShardTensor2DMesh(t3k_mesh_device, dims = [3, None])", "[shard(3), replicate]", "32x3x128x128",
        "0:32,0:3,0:128,128:256", qint64(2),
        "ShardedBufferConfig{global_buffer_size = 6291456, shard_shape = (x = 128, y = 0), global_buffer_shape = "
        "(x = 256, y = 12288), shard_orientation = COL_MAJOR}",
        "[1]", "shard_type = devices, shard_dims = [3, -1], shard_shape = [1, 1, 1, 2]");
    // Example 3: y over the rows, x over the columns. Size 128*256*2 = 65536.
    addRow("Example 3: row-major block sharding", "1x1x128x256", "ShardTensor2DMesh(t3k_mesh_device, dims = [2, 3])",
        "[shard(2), shard(3)]", "1x1x64x64", "0:1,0:1,64:128,128:192", qint64(8),
        "ShardedBufferConfig{global_buffer_size = 65536, shard_shape = (x = 64, y = 64), global_buffer_shape = "
        "(x = 256, y = 128), shard_orientation = ROW_MAJOR}",
        "[]", "shard_type = devices, shard_dims = [2, 3], shard_shape = [1, 1, 2, 4]");
}

void TestMeshDistribution::seedExamples()
{
    QFETCH(QString, shape);
    QFETCH(QString, mapper);
    QFETCH(QString, placements);
    QFETCH(QString, deviceShape);
    QFETCH(QString, device6Slices);
    QFETCH(qint64, groupCount);
    QFETCH(QString, config);
    QFETCH(QString, replicatedDims);
    QFETCH(QString, meshShard);

    // The mapper and its placement equivalent distribute identically.
    const MeshDistribution viaMapper = build(QStringLiteral("mapper"), mapper, shape, QStringLiteral("2x4"));
    const MeshDistribution viaPlacements
        = build(QStringLiteral("placements"), placements, shape, QStringLiteral("2x4"));
    for (const MeshDistribution* d : { &viaMapper, &viaPlacements }) {
        QVERIFY(d->placements().has_value());
        QCOMPARE(q(formatPlacements(*d->placements())), placements);
        for (const DeviceShard& device : d->devices())
            QCOMPARE(q(formatShape(device.shape)), deviceShape);
        QCOMPARE(q(formatShape(d->devices()[6].coord)), QStringLiteral("1x2"));
        QCOMPARE(sliceText(d->devices()[6]), device6Slices);
        QCOMPARE(qint64(d->replicaGroups().size()), groupCount);
        const BufferLowering lowering = d->shardedBufferConfig();
        QVERIFY2(lowering.config.has_value(), lowering.unsupported.c_str());
        QCOMPARE(q(lowering.config->toString()), config);
        QCOMPARE(q(formatList(lowering.config->replicatedMeshDims)), replicatedDims);
        QCOMPARE(q(d->meshShard().toString()), meshShard);
    }
}

void TestMeshDistribution::bufferConfigs_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("global");
    QTest::addColumn<QString>("shard");
    QTest::addColumn<QString>("orientation");
    QTest::addColumn<QString>("replicatedDims");

    // 8 chunks of 32 in device order r*4 + c: full-height shards written row-major with wrap.
    addRow("ShardTensorToMesh(dim=3) over 2x4", "mapper", "ShardTensorToMesh(dim=3)", "1x1x32x256", "2x4", "256,32",
        "32,32", "ROW_MAJOR", "[]");
    // x over rows, y over columns: shard (k % 2, k / 2) lands on device (x chunk, y chunk).
    addRow("transposed block sharding", "placements", "shard(3), shard(2)", "1x1x128x256", "2x4", "256,128", "128,32",
        "COL_MAJOR", "[]");
    addRow("chunk_ndim height over 2x4", "placements", "shard(0), shard(0)", "16x8", "2x4", "8,16", "8,2", "ROW_MAJOR",
        "[]");
    addRow("full replication", "mapper", "ReplicateTensorToMesh", "4x3x32x32", "2x4", "32,384", "0,0", "ROW_MAJOR",
        "[0, 1]");
    addRow("5 into 7 on a 1-D mesh", "placements", "shard(0)", "5", "7", "5,1", "1,0", "ROW_MAJOR", "[]");
    addRow(
        "rows of an 8x1 mesh", "placements", "shard(0), replicate", "64x32", "8x1", "32,64", "0,8", "COL_MAJOR", "[]");
    addRow("1-D mesh of 8, width", "placements", "shard(1)", "32x64", "8", "64,32", "8,0", "ROW_MAJOR", "[]");
    // Seed 004: z may be sharded when the batch is 1, y when batch and z are 1.
    addRow("z with batch 1", "placements", "replicate, shard(1)", "1x4x32x32", "2x4", "32,128", "0,32", "ROW_MAJOR",
        "[0]");
    addRow("y with batch and z 1", "placements", "shard(2), replicate", "1x1x64x32", "2x4", "32,64", "0,32",
        "COL_MAJOR", "[1]");
    // Galaxy: y = 256 over 8 rows and x = 128 over 4 columns, 32x32 blocks.
    addRow("Galaxy 8x4 block", "placements", "shard(2), shard(3)", "1x1x256x128", "8x4", "128,256", "32,32",
        "ROW_MAJOR", "[]");
    // Device (r, c) holds dim-0 chunk c and dim-1 chunk r, i.e. x over rows and y over columns.
    addRow("gspmd transposed iota", "gspmd", "{devices=[4,2]<=[2,4]T(1,0)}", "8x8", "2x4", "8,8", "4,2", "COL_MAJOR",
        "[]");
    addRow("gspmd last_tile_dim_replicate", "gspmd", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", "8x16", "2x4",
        "16,8", "0,4", "COL_MAJOR", "[1]");
    // Device (r, c) holds chunk 2c + r: column-major, which no placement gives but COL_MAJOR writes.
    addRow("gspmd column-major device order", "gspmd", "{devices=[8]<=[2,4]T(1,0)}", "16", "2x4", "16,1", "2,1",
        "COL_MAJOR", "[]");
}

void TestMeshDistribution::bufferConfigs()
{
    QFETCH(QString, kind);
    QFETCH(QString, text);
    QFETCH(QString, shape);
    QFETCH(QString, mesh);
    QFETCH(QString, global);
    QFETCH(QString, shard);
    QFETCH(QString, orientation);
    QFETCH(QString, replicatedDims);
    const BufferLowering lowering = build(kind, text, shape, mesh).shardedBufferConfig();
    QVERIFY2(lowering.config.has_value(), lowering.unsupported.c_str());
    const ShardedBufferConfig& c = *lowering.config;
    QCOMPARE(QStringLiteral("%1,%2").arg(c.globalBufferShape.x).arg(c.globalBufferShape.y), global);
    QCOMPARE(QStringLiteral("%1,%2").arg(c.shardShape.x).arg(c.shardShape.y), shard);
    QCOMPARE(q(std::string(bufferOrientationName(c.orientation))), orientation);
    QCOMPARE(q(formatList(c.replicatedMeshDims)), replicatedDims);
    QCOMPARE(c.globalBufferSize, c.globalBufferShape.x * c.globalBufferShape.y * 2);
}

void TestMeshDistribution::unsupported_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("permutation");
    QTest::addColumn<QString>("adviceShape");
    QTest::addColumn<QString>("advicePlacements");
    QTest::addColumn<QString>("adviceShard");
    QTest::addColumn<QString>("adviceOrientation");

    // Seed 004 Limitations: y needs batch and z of 1, z needs batch of 1; the fix is a transpose that
    // moves the sharded dim outermost. 2x3x64x32 -> 64x2x3x32: y = 64*2*3 = 384, shard 32*2*3 = 192.
    addRow("y-dim with batch 2", "placements", "shard(2), replicate", "2x3x64x32", "2x4", "splitting dim 2 (size 64)",
        "2, 0, 1, 3", "64x2x3x32", "[shard(0), replicate]", "0,192", "COL_MAJOR");
    // 2x4x32x32 -> 4x2x32x32: 4 chunks of one z, each 2*32 = 64 rows.
    addRow("z-dim with batch 2", "placements", "replicate, shard(1)", "2x4x32x32", "2x4", "splitting dim 1 (size 4)",
        "1, 0, 2, 3", "4x2x32x32", "[replicate, shard(0)]", "0,64", "ROW_MAJOR");
    // 1x3x64x32 -> 64x1x3x32: 32 rows of y times 3 = 96.
    addRow("y-dim with batch 1 but z 3", "placements", "shard(2), replicate", "1x3x64x32", "2x4", "outer dims [1, 3]",
        "2, 0, 1, 3", "64x1x3x32", "[shard(0), replicate]", "0,96", "COL_MAJOR");
    // The legacy spelling of the y-dim case on a batch of 4: 32x4x3x32, shard 16*4*3 = 192.
    addRow("ShardTensor2dMesh on y with batch 4", "mapper", "ShardTensor2dMesh(dims=[2, None])", "4x3x32x32", "2x4",
        "N-D sharding", "2, 0, 1, 3", "32x4x3x32", "[shard(0), replicate]", "0,192", "COL_MAJOR");
    // z over rows, y over columns: move z out and y in, giving block sharding of 4x1x32x64:
    // x = 64/4 = 16, y = 2 chunks of z times 1*32 = 64.
    addRow("z and y both sharded", "placements", "shard(1), shard(2)", "1x4x64x32", "2x4", "splitting dim 2 (size 64)",
        "1, 0, 3, 2", "4x1x32x64", "[shard(0), shard(3)]", "16,64", "ROW_MAJOR");
    addRow("3-D mesh", "placements", "shard(0), replicate, replicate", "8x8", "2x2x2", "addresses a 2-D mesh", "", "",
        "", "", "");
    addRow("uneven 10 into 3", "placements", "shard(0)", "10x32", "3",
        "splits unevenly into 3 chunks (4 each, the last 2)", "", "", "", "", "");
    // x: 6 into 4 gives 3 chunks, so row-major shard 3 wraps onto device (0, 3), which holds nothing.
    addRow("fewer chunks than columns", "placements", "shard(2), shard(3)", "1x1x64x6", "2x4",
        "no sharded buffer config reproduces", "", "", "", "", "");
    addRow("three split dims", "gspmd", "{devices=[2,2,2]<=[8]}", "4x4x4", "2x4", "3 tensor dims are split", "", "", "",
        "", "");
    addRow("maximal", "gspmd", "{maximal device=3}", "8x8", "2x4", "device (0, 3) only", "", "", "", "", "");
}

void TestMeshDistribution::unsupported()
{
    QFETCH(QString, kind);
    QFETCH(QString, text);
    QFETCH(QString, shape);
    QFETCH(QString, mesh);
    QFETCH(QString, reason);
    QFETCH(QString, permutation);
    QFETCH(QString, adviceShape);
    QFETCH(QString, advicePlacements);
    QFETCH(QString, adviceShard);
    QFETCH(QString, adviceOrientation);
    const BufferLowering lowering = build(kind, text, shape, mesh).shardedBufferConfig();
    QVERIFY(!lowering.config);
    QVERIFY2(q(lowering.unsupported).contains(reason), lowering.unsupported.c_str());
    QCOMPARE(lowering.advice.has_value(), !permutation.isEmpty());
    if (!lowering.advice)
        return;
    const TransposeAdvice& advice = *lowering.advice;
    QVERIFY(lowering.unsupported.starts_with("N-D sharding is not supported"));
    QCOMPARE(q(formatShape(advice.permutation, ", ")), permutation);
    QCOMPARE(q(formatShape(advice.shape)), adviceShape);
    QCOMPARE(q(formatPlacements(*advice.placements)), advicePlacements);
    QVERIFY2(advice.config.has_value(), advice.stillUnsupported.c_str());
    QCOMPARE(QStringLiteral("%1,%2").arg(advice.config->shardShape.x).arg(advice.config->shardShape.y), adviceShard);
    QCOMPARE(q(std::string(bufferOrientationName(advice.config->orientation))), adviceOrientation);
}

void TestMeshDistribution::jsonContract()
{
    MeshRequest request;
    request.shape = "4x3x32x32";
    request.mesh = "2x4";
    request.mapper = "ShardTensor2dMesh(dims=[None, 0])";
    request.dtype = "f32";
    const Json j = factsJson(meshFacts(buildMesh(request)));
    QCOMPARE(q(j["mesh"].dump()), QStringLiteral("[2,4]"));
    QCOMPARE(j["devices"].size(), size_t(8));
    const Json& device = j["devices"][6];
    QCOMPARE(q(device["coord"].dump()), QStringLiteral("[1,2]"));
    QCOMPARE(q(device["shape"].dump()), QStringLiteral("[1,3,32,32]"));
    QCOMPARE(q(device["slices"].dump()), QStringLiteral("[[2,3],[0,3],[0,32],[0,32]]"));
    QCOMPARE(device["replica_group"].get<int64_t>(), int64_t(2));
    QCOMPARE(q(j["placements"].dump()), QStringLiteral("[\"replicate\",\"shard(0)\"]"));
    const Json& config = j["sharded_buffer_config"];
    QCOMPARE(q(config["global_buffer_shape"].dump()), QStringLiteral("[32,384]"));
    QCOMPARE(q(config["shard_shape"].dump()), QStringLiteral("[0,96]"));
    QCOMPARE(q(config["shard_orientation"].get<std::string>()), QStringLiteral("ROW_MAJOR"));
    // f32: 4*3*32*32*4 bytes.
    QCOMPARE(config["global_buffer_size"].get<int64_t>(), int64_t(49152));
    QVERIFY(j["sharded_buffer_config_unsupported"].is_null());
    QCOMPARE(q(j["mesh_shard"]["shard_type"].get<std::string>()), QStringLiteral("devices"));
    QCOMPARE(q(j["mesh_shard"]["shard_dims"].dump()), QStringLiteral("[-1,0]"));
    QCOMPARE(q(j["mesh_shard"]["shard_shape"].dump()), QStringLiteral("[4,1,1,1]"));
    QCOMPARE(q(j["replica_groups"][0].dump()), QStringLiteral("[0,4]"));

    request.mapper.reset();
    request.shape = "2x3x64x32";
    request.placements = "shard(2), replicate";
    const Json nd = factsJson(meshFacts(buildMesh(request)));
    QVERIFY(nd["sharded_buffer_config"].is_null());
    QVERIFY(nd["sharded_buffer_config_unsupported"].get<std::string>().starts_with("N-D sharding"));
    QCOMPARE(q(nd["transpose_advice"]["permutation"].dump()), QStringLiteral("[2,0,1,3]"));
}

void TestMeshDistribution::textOutput()
{
    const std::string text = factsText(meshFacts(build(QStringLiteral("placements"), QStringLiteral("shard(0)"),
                                           QStringLiteral("5"), QStringLiteral("7"))),
        NullRows::Omit);
    QVERIFY2(text.find("\nBuffer config\n  global buffer shape") != std::string::npos, text.c_str());
    QVERIFY(text.find("holds nothing: tensor dim 0 (size 5) yields only 5 chunks") != std::string::npos);
    QVERIFY(text.find("ROW_MAJOR") != std::string::npos);
}

void TestMeshDistribution::requestErrors()
{
    MeshRequest request;
    request.shape = "8x8";
    request.mesh = "2x4";
    QVERIFY(q(expectError([&] { buildMesh(request); }).what()).contains(QLatin1String("exactly one")));
    request.placements = "replicate, shard(9)";
    request.gspmd = "{replicated}";
    QVERIFY(q(expectError([&] { buildMesh(request); }).what()).contains(QLatin1String("got 2")));
    request.gspmd.reset();
    const Error e = expectError([&] { buildMesh(request); });
    QVERIFY2(q(e.what()).startsWith(QLatin1String("--placements: shard dim 9")), e.what());
    QCOMPARE(e.column(), 18);
    request.placements = "shard(0)";
    QVERIFY(q(expectError([&] { buildMesh(request); }).what()).contains(QLatin1String("1 given for the 2-D mesh")));
    request.placements = "shard(0), replicate";
    request.mesh = "2x0";
    QVERIFY(q(expectError([&] { buildMesh(request); }).what()).startsWith(QLatin1String("--mesh")));
    request.mesh = "2x4";
    request.dtype = "complex";
    QVERIFY(q(expectError([&] { buildMesh(request); }).what()).startsWith(QLatin1String("--dtype")));
    request.dtype = "bfloat16";
    QCOMPARE(buildMesh(request).elementBytes(), int64_t(2));
}

QTEST_GUILESS_MAIN(TestMeshDistribution)
#include "tst_meshdistribution.moc"
