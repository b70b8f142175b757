// SPDX-License-Identifier: MIT
// The notations of a multi-device distribution: the legacy mapper names, torch-style placements, tt-mlir's
// mesh_shard form and GSPMD sharding strings. Expected values come from upstream tests or are worked out
// by hand in the comments.
#include "meshtesthelpers.h"
#include "report/meshdescribe.h"

#include <QTest>

#include <set>

#include <algorithm>

using namespace tle;
using namespace tle::test;

class TestMeshNotations : public QObject
{
    Q_OBJECT

private slots:
    void legacyMappers_data();
    void legacyMappers();
    void legacyMapperErrors_data();
    void legacyMapperErrors();
    void placementParsing_data();
    void placementParsing();
    void placementErrors_data();
    void placementErrors();
    void meshShardForm_data();
    void meshShardForm();
    void meshShardErrors_data();
    void meshShardErrors();
    void gspmd_data();
    void gspmd();
    void gspmdErrors_data();
    void gspmdErrors();
    void gspmdPrinting_data();
    void gspmdPrinting();
    void iotaTranspose();
    void compilerConversion_data();
    void compilerConversion();
    void maximalAndManual();
    void replicatedAndMaximalOnAnyMesh();
};

void TestMeshNotations::legacyMappers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("placements");
    QTest::addColumn<QString>("printed");

    addRow("replicate", "ReplicateTensorToMesh", "2x4", "[replicate, replicate]", "ReplicateTensorToMesh");
    addRow("replicate with device", "ttnn.ReplicateTensorToMesh(mesh_device)", "2x4", "[replicate, replicate]",
        "ReplicateTensorToMesh");
    // ShardTensorToMesh spreads over the flattened mesh: every mesh dim larger than 1 shards the dim.
    addRow("1-D shard on 1x8", "ShardTensorToMesh(dim=3)", "1x8", "[replicate, shard(3)]", "ShardTensorToMesh(dim=3)");
    addRow("1-D shard on T3K", "ShardTensorToMesh(mesh_device, dim=3)", "2x4", "[shard(3), shard(3)]",
        "ShardTensorToMesh(dim=3)");
    addRow("1-D shard positional on 8", "ShardTensorToMesh(0)", "8", "[shard(0)]", "ShardTensorToMesh(dim=0)");
    addRow("lower case, spaces, 8x1", "shardtensortomesh( dim = 1 )", "8x1", "[shard(1), replicate]",
        "ShardTensorToMesh(dim=1)");
    addRow("2-D None first", "ShardTensor2dMesh(dims=[None, 3])", "2x4", "[replicate, shard(3)]",
        "ShardTensor2dMesh(dims=[None, 3])");
    addRow("2-D python keywords", "ttnn.ShardTensor2dMesh(mesh_device, mesh_shape=(2, 4), dims=(3, None))", "2x4",
        "[shard(3), replicate]", "ShardTensor2dMesh(dims=[3, None], mesh_shape=[2, 4])");
    addRow("2-D python positional", "ShardTensor2dMesh(mesh_device, (2, 4), (2, 3))", "2x4", "[shard(2), shard(3)]",
        "ShardTensor2dMesh(dims=[2, 3], mesh_shape=[2, 4])");
    addRow("C++ spelling ShardTensorTo2dMesh", "ShardTensorTo2dMesh(dims=[2, 3])", "2x4", "[shard(2), shard(3)]",
        "ShardTensor2dMesh(dims=[2, 3])");
}

void TestMeshNotations::legacyMappers()
{
    QFETCH(QString, text);
    QFETCH(QString, mesh);
    QFETCH(QString, placements);
    QFETCH(QString, printed);
    const LegacyMapper mapper = parseLegacyMapper(text.toStdString(), 4);
    QCOMPARE(q(mapper.toString()), printed);
    const Shape meshShape = parseShape(mesh.toStdString(), "mesh");
    QCOMPARE(q(formatPlacements(legacyMapperPlacements(mapper, meshShape))), placements);
    const MeshDistribution d = build(QStringLiteral("mapper"), text, QStringLiteral("8x8x16x16"), mesh);
    QCOMPARE(q(formatPlacements(*d.placements())), placements);
    QCOMPARE(q(d.sourceText()), printed);
}

void TestMeshNotations::legacyMapperErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    addRow("negative dim, as that version threw", "ShardTensorToMesh(dim=-1)", "2x4", 23, "dim -1 is negative");
    addRow("dim past the rank", "ShardTensorToMesh(dim=4)", "2x4", 23, "out of range");
    addRow("missing dim", "ShardTensorToMesh()", "2x4", 20, "needs the tensor dim");
    addRow("unclosed call", "ShardTensorToMesh(dim=1", "2x4", 24, "expected ','");
    addRow("unknown keyword", "ShardTensorToMesh(dim=1, shard=2)", "2x4", 26, "unexpected argument 'shard'");
    addRow("None, None shards nothing", "ShardTensor2dMesh(dims=[None, None])", "2x4", 24, "at least one dim");
    addRow("one entry in dims", "ShardTensor2dMesh(dims=[1])", "2x4", 24, "two entries");
    addRow("negative 2-D dim", "ShardTensor2dMesh(dims=[-1, 0])", "2x4", 25, "negative");
    addRow("unknown mapper", "ShardTensorToGrid(dim=1)", "2x4", 1, "unknown mapper 'ShardTensorToGrid'");
    // A check after parsing: the whole value when the message names no part of it, else the part it names.
    addRow("2-D mapper on a 1-D mesh", "ShardTensor2dMesh(dims=[0, 1])", "8", 1, "needs a 2-D mesh");
    addRow("mesh_shape differs", "ShardTensor2dMesh(mesh_shape=[2, 2], dims=[0, 1])", "2x4", 19,
        "does not match the mesh 2x4");
}

void TestMeshNotations::legacyMapperErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, mesh);
    QFETCH(int, column);
    QFETCH(QString, message);
    const Error e = expectError([&] { build(QStringLiteral("mapper"), text, QStringLiteral("8x8x16x16"), mesh); });
    QVERIFY2(q(e.what()).contains(message), e.what());
    QCOMPARE(e.column(), column);
    if (column > 0) {
        // The position is the error's, printed in one style by the caller, never inside the message.
        QVERIFY2(!q(e.what()).contains(QLatin1String("(column")), e.what());
        QVERIFY(q(e.what()).startsWith(QLatin1String("--mapper: ")));
    }
}

void TestMeshNotations::placementParsing_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("rank");
    QTest::addColumn<QString>("placements");

    addRow("contract example", "replicate,shard(3)", qint64(4), "[replicate, shard(3)]");
    addRow("case and negative dim", "Replicate, Shard(-1)", qint64(4), "[replicate, shard(3)]");
    addRow(
        "ttnn names in brackets", " [ PlacementShard(0) , PlacementReplicate() ] ", qint64(2), "[shard(0), replicate]");
    addRow("dim keyword", "SHARD(dim=-2), replicate", qint64(3), "[shard(1), replicate]");
    addRow("ttnn prefix", "ttnn.PlacementShard(2)", qint64(3), "[shard(2)]");
}

void TestMeshNotations::placementParsing()
{
    QFETCH(QString, text);
    QFETCH(qint64, rank);
    QFETCH(QString, placements);
    const std::vector<Placement> parsed = parsePlacements(text.toStdString(), rank);
    QCOMPARE(q(formatPlacements(parsed)), placements);
    // The printed form reads back the same.
    QCOMPARE(parsePlacements(formatPlacements(parsed), rank), parsed);
}

void TestMeshNotations::placementErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    addRow("dim past the rank", "replicate, shard(7)", 18, "shard dim 7 is out of range");
    addRow("negative dim past the rank", "replicate, shard(-5)", 18, "valid: -4 to 3");
    addRow("semicolon", "replicate; shard(3)", 10, "unexpected ';");
    addRow("misspelt shard", "replicate, shrad(3)", 12, "unknown placement 'shrad'");
    addRow("empty", "", 1, "expected a list of placements");
    addRow("unclosed shard", "shard(3", 8, "expected ')'");
    addRow("dim not a number", "shard(x)", 7, "integer");
    addRow("trailing comma", "replicate,", 11, "expected 'replicate' or 'shard(DIM)'");
}

void TestMeshNotations::placementErrors()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, message);
    const Error e = expectError([&] { parsePlacements(text.toStdString(), 4); });
    QVERIFY2(q(e.what()).contains(message), e.what());
    QCOMPARE(e.column(), column);
    QCOMPARE(e.line(), 1);
    QVERIFY2(q(e.what()).startsWith(QStringLiteral("placements: ")), e.what());
    QVERIFY2(!q(e.what()).contains(QLatin1String("(column")), e.what());
}

void TestMeshNotations::meshShardForm_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");

    // semantics.md: on a 2x4 mesh, 8192x784 with shard_dims = [0, 1] and shard_shape = [2, 4] gives 4096x196.
    addRow("plain attributes", "mesh_shard", "shard_type = devices, shard_dims = [0, 1], shard_shape = [2, 4]");
    addRow("ttir attribute dictionary", "mesh_shard",
        "<{shard_dims = array<i64: 0, 1>, shard_direction = #ttcore.shard_direction<full_to_shard>, shard_shape = "
        "array<i64: 2, 4>, shard_type = #ttcore.shard_type<devices>}>");
    addRow("older #tt prefix", "mesh_shard",
        "shard_dims = array<i64: 0, 1>, shard_shape = array<i64: 2, 4>, shard_type = "
        "#tt.shard_type<devices>");
    addRow("placements", "placements", "shard(0), shard(1)");
    addRow("gspmd", "gspmd", "{devices=[2,4]<=[8]}");
}

void TestMeshNotations::meshShardForm()
{
    QFETCH(QString, kind);
    QFETCH(QString, text);
    const MeshDistribution d = build(kind, text, QStringLiteral("8192x784"), QStringLiteral("2x4"));
    for (const DeviceShard& device : d.devices())
        QCOMPARE(q(formatShape(device.shape)), QStringLiteral("4096x196"));
    // Device (1, 3): the second half of the rows, the last quarter of the columns (588 = 3 * 196).
    QCOMPARE(sliceText(d.devices()[7]), QStringLiteral("4096:8192,588:784"));
    QCOMPARE(q(formatPlacements(*d.placements())), QStringLiteral("[shard(0), shard(1)]"));
    QCOMPARE(
        q(d.meshShard().toString()), QStringLiteral("shard_type = devices, shard_dims = [0, 1], shard_shape = [2, 4]"));
    QCOMPARE(parseMeshShard(d.meshShard().toMlir()), d.meshShard());
}

void TestMeshNotations::meshShardErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    addRow("shard_shape larger than the mesh axis", "shard_type = devices, shard_dims = [0, 1], shard_shape = [1, 2]",
        "1x1", 22 + 21 + 14 + 4 + 1, "shard_shape[1] is 2");
    addRow("one shard_dim for a 2-D mesh", "shard_type = devices, shard_dims = [0], shard_shape = [2, 1]", "2x4", 23,
        "shard_dims has 1 entries");
    addRow("unknown type", "shard_type = sideways", "2x4", 14, "unknown shard_type 'sideways'");
    addRow("no type", "shard_dims = [0, 1]", "2x4", 20, "shard_type is missing");
    addRow("devices without shape", "shard_type = #ttcore.shard_type<devices>, shard_dims = [0, 1]", "2x4", 62,
        "needs both");
    addRow(
        "unknown attribute", "shard_type = devices, shard_sizes = [1]", "2x4", 23, "unknown attribute 'shard_sizes'");
}

void TestMeshNotations::meshShardErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, mesh);
    QFETCH(int, column);
    QFETCH(QString, message);
    const Error e = expectError([&] { build(QStringLiteral("mesh_shard"), text, QStringLiteral("8192x784"), mesh); });
    QVERIFY2(q(e.what()).contains(message), e.what());
    QCOMPARE(e.column(), column);
}

void TestMeshNotations::gspmd_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("placements");
    QTest::addColumn<QString>("meshShard");
    QTest::addColumn<int>("probe");
    QTest::addColumn<QString>("probeSlices");
    QTest::addColumn<qint64>("groupCount");

    // tt-mlir ccl_ops.mlir (n300, 1x2): these give shard_dims [-1, 1] / [-1, 0] and shards 8192x392 / 392x16384.
    addRow("tt-mlir 1x2 columns", "{devices=[1,2]<=[2]}", "8192x784", "1x2", "[replicate, shard(1)]",
        "shard_type = devices, shard_dims = [-1, 1], shard_shape = [1, 2]", 1, "0:8192,392:784", qint64(2));
    addRow("tt-mlir 1x2 rows", "{devices=[2,1]<=[2]}", "784x16384", "1x2", "[replicate, shard(0)]",
        "shard_type = devices, shard_dims = [-1, 0], shard_shape = [2, 1]", 1, "392:784,0:16384", qint64(2));
    addRow("iota on T3K", "{devices=[2,4]<=[8] metadata={op_name=\"x\"}}", "8x8", "2x4", "[shard(0), shard(1)]",
        "shard_type = devices, shard_dims = [0, 1], shard_shape = [2, 4]", 7, "4:8,6:8", qint64(8));
    // [2,4] transposed to [4,2] holds j*4 + i at (i, j): tile (i, j) sits on mesh device (j, i).
    addRow("transposed iota", "{devices=[4,2]<=[2,4]T(1,0)}", "8x8", "2x4", "[shard(1), shard(0)]",
        "shard_type = devices, shard_dims = [1, 0], shard_shape = [4, 2]", 6, "4:6,4:8", qint64(8));
    // Tile (a, 0, b) is device a*4 + b: rows split dim 0, the last tile dim replicates over columns.
    addRow("last_tile_dim_replicate", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", "8x16", "2x4",
        "[shard(0), replicate]", "shard_type = devices, shard_dims = [0, -1], shard_shape = [2, 1]", 5, "4:8,0:16",
        qint64(2));
    addRow("last_tile_dims={replicated}", "{devices=[2,1,4]<=[8] last_tile_dims={replicated}}", "8x16", "2x4",
        "[shard(0), replicate]", "shard_type = devices, shard_dims = [0, -1], shard_shape = [2, 1]", 5, "4:8,0:16",
        qint64(2));
    addRow("replicated", "{replicated}", "8x16", "2x4", "[replicate, replicate]",
        "shard_type = replicate, shard_dims = [-1], shard_shape = [1]", 3, "0:8,0:16", qint64(1));
    // Tile (1, 0) is device 1 = mesh (0, 1): rows [2, 4), columns [0, 2).
    addRow("explicit device list", "{devices=[2,2]0,2,1,3}", "4x4", "2x2", "[shard(1), shard(0)]",
        "shard_type = devices, shard_dims = [1, 0], shard_shape = [2, 2]", 1, "2:4,0:2", qint64(4));
    // Order [0,4,1,5,2,6,3,7]: device (r, c) holds chunk 2c + r, not a row-major placement. tt-mlir's conversion
    // refuses it (one tensor dim split 8 ways matches no axis of its [2, 4] mesh): no mesh_shard.
    addRow("column-major device order", "{devices=[8]<=[2,4]T(1,0)}", "16", "2x4", "", "", 1, "4:6", qint64(8));
    addRow("1x8 line", "{devices=[1,8]<=[8]}", "32x64", "1x8", "[replicate, shard(1)]",
        "shard_type = devices, shard_dims = [-1, 1], shard_shape = [1, 8]", 7, "0:32,56:64", qint64(8));
}

void TestMeshNotations::gspmd()
{
    QFETCH(QString, text);
    QFETCH(QString, shape);
    QFETCH(QString, mesh);
    QFETCH(QString, placements);
    QFETCH(QString, meshShard);
    QFETCH(int, probe);
    QFETCH(QString, probeSlices);
    QFETCH(qint64, groupCount);
    const MeshDistribution d = build(QStringLiteral("gspmd"), text, shape, mesh);
    QCOMPARE(d.placements().has_value(), !placements.isEmpty());
    if (d.placements())
        QCOMPARE(q(formatPlacements(*d.placements())), placements);
    else
        QVERIFY2(
            d.placementsUnavailable().find("not row-major") != std::string::npos, d.placementsUnavailable().c_str());
    if (meshShard.isEmpty())
        QVERIFY(!d.meshShardUnsupported().empty());
    else
        QCOMPARE(q(d.meshShard().toString()), meshShard);
    QCOMPARE(sliceText(d.devices()[size_t(probe)]), probeSlices);
    QCOMPARE(qint64(d.replicaGroups().size()), groupCount);
}

void TestMeshNotations::gspmdErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    addRow("iota size differs", "{devices=[2,4]<=[6]}", 17, "has 6 devices but devices=[2, 4] has 8");
    addRow("duplicate device", "{devices=[2,2]0,1,1,3}", 19, "device id 1 appears twice");
    addRow("short device list", "{devices=[2,2]0,1,2}", 20, "lists 3 devices");
    addRow("bad transpose", "{devices=[2,4]<=[2,4]T(1,1)}", 24, "is not a permutation");
    addRow("manual subgroup", "{devices=[2,4]<=[8] last_tile_dims={manual}}", 37, "manual subgroups");
    addRow("unclosed", "{devices=[2,4]<=[8]", 20, "expected '}'");
    addRow("tuple", "{{replicated}, {replicated}}", 2, "tuple shardings");
    addRow(
        "unknown attribute", "{devices=[2,4]<=[8] last_tile_dim_replicated}", 21, "expected last_tile_dim_replicate");
    addRow("no braces", "devices=[2,4]<=[8]", 1, "expected '{'");
}

void TestMeshNotations::gspmdErrors()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, message);
    const Error e = expectError([&] { parseGspmdSharding(text.toStdString()); });
    QVERIFY2(q(e.what()).contains(message), e.what());
    QCOMPARE(e.column(), column);
    QVERIFY2(q(e.what()).startsWith(QLatin1String("gspmd: ")), e.what());
}

void TestMeshNotations::gspmdPrinting_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");

    addRow("iota", "{devices=[2,4]<=[8]}", "{devices=[2,4]<=[8]}");
    addRow("spaces and transpose", "{ devices=[4, 2] <=[2, 4] T(1, 0) }", "{devices=[4,2]<=[2,4]T(1,0)}");
    addRow("replicate last dim", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}",
        "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
    addRow("explicit list", "{devices=[2,2]0,2,1,3}", "{devices=[2,2]0,2,1,3}");
    addRow("maximal", "{maximal device=5}", "{maximal device=5}");
    addRow("manual", "{manual}", "{manual}");
}

void TestMeshNotations::gspmdPrinting()
{
    QFETCH(QString, text);
    QFETCH(QString, printed);
    QCOMPARE(q(parseGspmdSharding(text.toStdString()).toString()), printed);
}

void TestMeshNotations::iotaTranspose()
{
    // iota(8) as [2,4] = [[0,1,2,3],[4,5,6,7]], transposed to [4,2] and read row-major.
    QCOMPARE(q(formatList(iotaDevices({ 2, 4 }, { 1, 0 }))), QStringLiteral("[0, 4, 1, 5, 2, 6, 3, 7]"));
    // [2,2,2] with T(2,1,0): out (i,j,k) = in (k,j,i) = 4k + 2j + i.
    QCOMPARE(q(formatList(iotaDevices({ 2, 2, 2 }, { 2, 1, 0 }))), QStringLiteral("[0, 4, 2, 6, 1, 5, 3, 7]"));
    QCOMPARE(q(formatList(iotaDevices({ 4 }, {}))), QStringLiteral("[0, 1, 2, 3]"));
}

// tt-mlir's determineGSPMDShardingDims, worked by hand (the rows marked * are CHECK lines of tt-mlir's
// test/ttmlir/Conversion/StableHLOToTTIR/ccl/ccl_ops_gspmd.mlir). With no --mesh the mesh is the one tt-mlir
// derives: an iota's reshape dims, [1, N] when a tile dim spans every device, else the tile dims other than 1.
// A transposed (or any 2-D) iota reverses the order in which tensor dims take the mesh axes.
void TestMeshNotations::compilerConversion_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("shardDims");
    QTest::addColumn<QString>("shardShape");

    addRow("iota [8,4] on 32", "{devices=[8,4]<=[32]}", "64x64", "8x4", "[0, 1]", "[8, 4]");
    // Mesh [4, 8]: dim 0 (8 ways) takes axis 1, dim 1 (4 ways) axis 0.
    addRow("transposed iota [8,4] (*)", "{devices=[8,4]<=[4,8]T(1,0)}", "64x64", "4x8", "[1, 0]", "[8, 4]");
    addRow("transposed iota [4,8] (*)", "{devices=[4,8]<=[8,4]T(1,0)}", "64x64", "8x4", "[1, 0]", "[4, 8]");
    addRow("rank 4 (*)", "{devices=[1,1,8,4]<=[32]}", "1x1x64x64", "8x4", "[2, 3]", "[1, 1, 8, 4]");
    addRow("rank 4 transposed (*)", "{devices=[1,1,4,8]<=[8,4]T(1,0)}", "1x1x64x64", "8x4", "[3, 2]", "[1, 1, 4, 8]");
    // 32 == every device: the mesh is a line [1, 32] and the split dim takes axis 1.
    addRow("a line of 32 (*)", "{devices=[1,32]<=[32]}", "64x64", "1x32", "[-1, 1]", "[1, 32]");
    addRow("a column of 32 (*)", "{devices=[32,1]<=[32]}", "64x64", "1x32", "[-1, 0]", "[32, 1]");
    // The replication dim is dropped; the mesh keeps it: [8, 4], and dim 1 (8 ways) takes axis 0.
    addRow("last_tile_dim_replicate", "{devices=[1,8,4]<=[32] last_tile_dim_replicate}", "64x64", "8x4", "[1, -1]",
        "[1, 8]");
    addRow("last_tile_dim_replicate (*)", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", "64x64", "2x4", "[0, -1]",
        "[2, 1]");
    addRow("transposed, replicated (*)", "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "64x64", "2x4",
        "[-1, 0]", "[4, 1]");
    // Ids 0, 2, ... are not consecutive: the mesh axes are taken in reverse.
    addRow("explicit list", "{devices=[2,2]0,2,1,3}", "4x4", "2x2", "[1, 0]", "[2, 2]");
    addRow("explicit list, replicated", "{devices=[1,2,4]0,2,4,6,1,3,5,7 last_tile_dim_replicate}", "8x8", "4x2",
        "[-1, 1]", "[1, 2]");
}

void TestMeshNotations::compilerConversion()
{
    QFETCH(QString, text);
    QFETCH(QString, shape);
    QFETCH(QString, mesh);
    QFETCH(QString, shardDims);
    QFETCH(QString, shardShape);
    // Derived without --mesh.
    const MeshDistribution d = build(QStringLiteral("gspmd"), text, shape, QString());
    QCOMPARE(q(formatShape(d.meshShape())), mesh);
    QVERIFY2(d.meshShardUnsupported().empty(), d.meshShardUnsupported().c_str());
    QCOMPARE(q(formatList(d.meshShard().shardDims)), shardDims);
    QCOMPARE(q(formatList(d.meshShard().shardShape)), shardShape);
    // Every mesh axis is named at most once, and only by a dim that splits.
    std::set<int64_t> named;
    for (int64_t dim : d.meshShard().shardDims) {
        if (dim < 0)
            continue;
        QVERIFY(named.insert(dim).second);
        QVERIFY(d.meshShard().shardShape[size_t(dim)] > 1);
    }
}

void TestMeshNotations::maximalAndManual()
{
    const MeshDistribution maximal = build(
        QStringLiteral("gspmd"), QStringLiteral("{maximal device=3}"), QStringLiteral("8x8"), QStringLiteral("2x4"));
    QCOMPARE(q(std::string(toString(maximal.mode()))), QStringLiteral("maximal"));
    QVERIFY(!maximal.placements());
    QCOMPARE(q(maximal.meshShard().toString()),
        QStringLiteral("shard_type = maximal, shard_dims = [-1], shard_shape = [1]"));
    for (const DeviceShard& device : maximal.devices()) {
        QCOMPARE(device.holdsData(), device.index == 3);
        QCOMPARE(q(formatShape(device.shape)), device.index == 3 ? QStringLiteral("8x8") : QStringLiteral("0x0"));
    }
    const MeshDistribution manual = build(QStringLiteral("mesh_shard"), QStringLiteral("shard_type = identity"),
        QStringLiteral("8x8"), QStringLiteral("2x4"));
    QCOMPARE(q(std::string(toString(manual.mode()))), QStringLiteral("manual"));
    QCOMPARE(q(std::string(toString(manual.meshShard().type))), QStringLiteral("manual"));
    // Every device holds its own, unrelated data: eight groups.
    QCOMPARE(manual.replicaGroups().size(), size_t(8));
    QVERIFY(!manual.shardedBufferConfig().config);
}

// Without --mesh, a replicated or maximal sharding is the same on any mesh: StableHLO's conversion gives
// shard_type replicate (or maximal) with shard_shape [1] whatever the mesh. It is laid out on the smallest mesh that
// shows it, and says so; a manual sharding still needs the mesh.
void TestMeshNotations::replicatedAndMaximalOnAnyMesh()
{
    const MeshDistribution replicated
        = build(QStringLiteral("gspmd"), QStringLiteral("{replicated}"), QStringLiteral("64x128"), QString());
    QCOMPARE(replicated.meshShape(), Shape { 1 });
    QVERIFY(!replicated.meshAssumed().empty());
    QCOMPARE(replicated.devices().size(), size_t(1));
    QCOMPARE(replicated.devices().front().shape, (Shape { 64, 128 }));
    QVERIFY(replicated.devices().front().holdsData());

    const MeshDistribution maximal
        = build(QStringLiteral("gspmd"), QStringLiteral("{maximal device=2}"), QStringLiteral("64x128"), QString());
    QCOMPARE(maximal.meshShape(), Shape { 3 });
    QVERIFY(QString::fromStdString(maximal.meshAssumed()).contains(QStringLiteral("device 2")));
    for (const DeviceShard& device : maximal.devices()) {
        QCOMPARE(device.holdsData(), device.index == 2);
        QCOMPARE(device.shape, device.index == 2 ? (Shape { 64, 128 }) : (Shape { 0, 0 }));
    }
    QCOMPARE(q(maximal.meshShard().toString()),
        QStringLiteral("shard_type = maximal, shard_dims = [-1], shard_shape = [1]"));

    // A given mesh is the user's: nothing assumed.
    QVERIFY(
        build(QStringLiteral("gspmd"), QStringLiteral("{replicated}"), QStringLiteral("64x128"), QStringLiteral("2x4"))
            .meshAssumed()
            .empty());
    const Error manual = expectError(
        [] { build(QStringLiteral("gspmd"), QStringLiteral("{manual}"), QStringLiteral("64x128"), QString()); });
    QVERIFY(QString::fromUtf8(manual.what()).contains(QStringLiteral("give --mesh")));
}

QTEST_GUILESS_MAIN(TestMeshNotations)
#include "tst_meshnotations.moc"
