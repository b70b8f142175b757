// SPDX-License-Identifier: MIT
// The CLI contract for metal layouts, driven in-process: keys, values, exit codes, positioned errors.
#include "cli.h"
#include "clitesthelpers.h"
#include "io/json/json.h"
#include "testpaths.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <QTest>

#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>

namespace {

using tle::test::Result;
using tle::test::runCli;

const std::string kSeed2x4 = "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + "
                             "d2, d3), undef, <2x4>, memref<192x32xf32, #ttcore.memory_space<l1>>>>";
const std::string kCurrent = "tensor<1x1x4x12x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 128x384, "
                             "dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, "
                             "l1, sharded>>";
const std::string k53x63 = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                           "memref<18x32xf32, #ttcore.memory_space<l1>>>>";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void describeKeys_data();
    void describeKeys();
    void describeTtnnAndXlaKeys_data();
    void describeTtnnAndXlaKeys();
    void mapAndUnmapTtnnAndXla();
    void meshCommand();
    void paddingReasons_data();
    void paddingReasons();
    void describeSeedValues();
    void describeCurrentValues();
    void mapJson();
    void mapTiled();
    void mapAll();
    void unmapPadding_data();
    void unmapPadding();
    void builderFlagsMatchString();
    void builderCurrentForm();
    void convert_data();
    void convert();
    void errors_data();
    void errors();
    void errorInFileNamesLine();
    void humanReadableDefault();
    void flagsMatchTheDocs();
};

void TestCli::describeKeys_data()
{
    QTest::addColumn<QString>("layout");
    QTest::newRow("metal seed form") << QString::fromStdString(kSeed2x4);
    QTest::newRow("metal current form") << QString::fromStdString(kCurrent);
}

void TestCli::describeKeys()
{
    QFETCH(QString, layout);
    const Result r = runCli({ "describe", layout.toStdString(), "--json" });
    QCOMPARE(r.code, 0);
    const auto j = r.json();
    for (const char* key : { "notation", "logical_shape", "element_type", "printed", "elements", "padding_by_cause",
             "equivalents", "linear_map", "grid", "collapsed_shape", "shard_shape", "tile_shape", "memref_shape",
             "device_shape", "memory_space", "bytes_per_shard", "dim_alignments" })
        QVERIFY2(j.contains(key), key);
    for (const char* key : { "logical", "allocated", "padding" })
        QVERIFY2(j["elements"].contains(key), key);
}

void TestCli::describeTtnnAndXlaKeys_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("keys");
    const QStringList common { "notation", "logical_shape", "element_type", "printed", "elements", "padding_by_cause",
        "equivalents" };
    QTest::newRow("ttnn string") << QStringList { "tensor<1x256xf32, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, "
                                                  "memref<1x1x!ttcore.tile<32x32, "
                                                  "f32>, #ttnn.buffer_type<l1>>, <block_sharded>, core_ranges = "
                                                  "<[#ttnn.core_range<(0,0), (7,0)>]>>>" }
                                 << common
            + QStringList { "page_layout", "buffer_type", "memory_layout", "grid", "physical_shape", "alignment",
                  "strides", "padded_shape", "shard_shape", "page_shape", "page_size_bytes", "num_pages",
                  "pages_per_core" };
    QTest::newRow("ttnn builder flags") << QStringList { "--ttnn", "--shape", "5x4x3x2", "--dtype", "bf16",
        "--page-layout", "row_major", "--buffer", "dram", "--memory-layout", "interleaved" }
                                        << common
            + QStringList { "page_layout", "buffer_type", "memory_layout", "physical_shape", "alignment", "strides",
                  "padded_shape", "page_shape", "page_size_bytes", "num_pages", "pages_per_bank" };
    QTest::newRow("xla") << QStringList { "f32[3,5]{1,0:T(2,2)}" }
                         << common
            + QStringList { "minor_to_major", "tiles", "padded_shape", "tiled_shape", "byte_size" };
}

void TestCli::describeTtnnAndXlaKeys()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, keys);
    std::vector<std::string> argv { "describe", "--json" };
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    const Result r = runCli(argv);
    QVERIFY2(r.code == 0, r.err.c_str());
    const auto j = r.json();
    for (const QString& key : keys)
        QVERIFY2(j.contains(key.toStdString()), qPrintable(key));
}

void TestCli::mapAndUnmapTtnnAndXla()
{
    // XLA seed 001: (2, 3) in F32[3,5]{1,0:T(2,2)} has linear index 17, tile (1, 1), in tile (0, 1).
    const auto m = runCli({ "map", "f32[3,5]{1,0:T(2,2)}", "--index", "2,3", "--json" }).json();
    JCOMPARE(m["linear_index"], 17);
    JCOMPARE(m["tile_index"], nlohmann::json::array({ 1, 1 }));
    JCOMPARE(m["within_tile_index"], nlohmann::json::array({ 0, 1 }));
    // Linear index 9 is tile 2 = (0, 2), in-tile (0, 1): column 5, past the 5 columns: padding.
    const auto u = runCli({ "unmap", "f32[3,5]{1,0:T(2,2)}", "--linear", "9", "--json" }).json();
    JCOMPARE(u["padding"], true);
    // TTNN interleaved 64x320 bf16: (40, 300) is page 19 -> bank 7, slot 1.
    const auto t = runCli({ "map", "--ttnn", "--shape", "64x320", "--index", "40,300", "--json" }).json();
    JCOMPARE(t["bank"], 7);
    JCOMPARE(t["page_slot"], 1);
    const auto back = runCli({ "unmap", "--ttnn", "--shape", "64x320", "--bank", "7", "--offset",
                                 std::to_string(1024 + 8 * 16 + 12), "--json" })
                          .json();
    JCOMPARE(back["logical_index"], nlohmann::json::array({ 40, 300 }));
}

void TestCli::meshCommand()
{
    // Semantics (ttir.mesh_shard): 8192x784 with shard_dims [0, 1] on a 2x4 mesh is 4096x196 per device.
    const Result r
        = runCli({ "mesh", "--shape", "8192x784", "--mesh", "2x4", "--placements", "shard(0),shard(1)", "--json" });
    QVERIFY2(r.code == 0, r.err.c_str());
    const auto j = r.json();
    for (const char* key : { "mesh", "devices", "sharded_buffer_config", "mesh_shard" })
        QVERIFY2(j.contains(key), key);
    JCOMPARE(j["mesh"], nlohmann::json::array({ 2, 4 }));
    QCOMPARE(j["devices"].size(), size_t(8));
    JCOMPARE(j["devices"][5]["coord"], nlohmann::json::array({ 1, 1 }));
    JCOMPARE(j["devices"][5]["shape"], nlohmann::json::array({ 4096, 196 }));
    JCOMPARE(j["devices"][5]["slices"], nlohmann::json::parse("[[4096, 8192], [196, 392]]"));
    JCOMPARE(j["mesh_shard"]["shard_dims"], nlohmann::json::array({ 0, 1 }));
    JCOMPARE(j["mesh_shard"]["shard_shape"], nlohmann::json::array({ 2, 4 }));
    // torch.chunk: 10 rows over 3 devices are 4, 4, 2.
    const auto chunks
        = runCli({ "mesh", "--shape", "10x8", "--mesh", "1x3", "--placements", "replicate,shard(0)", "--json" }).json();
    JCOMPARE(chunks["devices"][2]["shape"], nlohmann::json::array({ 2, 8 }));
    // Exactly one distribution source.
    QCOMPARE(runCli({ "mesh", "--shape", "10x8", "--mesh", "1x3" }).code, 2);
}

void TestCli::paddingReasons_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QStringList>("slot");
    QTest::addColumn<QString>("reason");
    // Seed 000's 53x63 on 3x2: ceil(53 / 3) = 18 rows and ceil(63 / 2) = 32 columns a core, 54x64 allocated.
    QTest::newRow("grid rows") << "seed-53x63-grid-3x2.mlir" << QStringList { "--physical", "53,0" }
                               << "grid padding: 53 rows over 3 cores = 18 rows each, 54 allocated; row 53 is padding";
    QTest::newRow("grid columns") << "seed-53x63-grid-3x2.mlir" << QStringList { "--physical", "10,63" }
                                  << "grid padding: 63 columns over 2 cores = 32 columns each, 64 allocated; column "
                                     "63 is padding";
    // Tilized: the 18x32 shard in one 32x32 tile; offset 700 in faces: face 2 (rows 16-31, columns 0-15) starts at
    // 512, and 188 = 11 * 16 + 12 is its row 11, column 12: shard row 27.
    QTest::newRow("tile") << "seed-53x63-grid-3x2-tilized.mlir" << QStringList { "--core", "0,0", "--offset", "700" }
                          << "tile padding: the 18x32 shard is stored in whole 32x32 tiles, 32x32 allocated; shard "
                             "row 27 is padding";
    // Current form 2x33x128 aligned 1x32x32: dim 1 goes to 64, rows are 2 x 64; row 100 = 1 * 64 + 36.
    QTest::newRow("alignment") << "current-2x33x128-tiled.mlir" << QStringList { "--physical", "100,0" }
                               << "alignment padding: dim 1 of size 33 is aligned up to a multiple of 32 = 64; index "
                                  "36 is padding (physical row 100)";
}

// A padding slot says why, with the arithmetic, in the text ("Why") and the JSON (`padding_reason`).
void TestCli::paddingReasons()
{
    QFETCH(QString, sample);
    QFETCH(QStringList, slot);
    QFETCH(QString, reason);
    std::vector<std::string> args { "unmap", tle::test::samplesPath("layouts/" + sample.toStdString()) };
    for (const QString& a : slot)
        args.push_back(a.toStdString());
    const Result text = runCli(args);
    QVERIFY2(text.code == 0, text.err.c_str());
    QVERIFY2(text.out.find("Why               " + reason.toStdString() + "\n") != std::string::npos, text.out.c_str());
    args.push_back("--json");
    JCOMPARE(runCli(args).json()["padding_reason"], reason.toStdString());
}

void TestCli::describeSeedValues()
{
    const auto j = runCli({ "describe", kSeed2x4, "--json" }).json();
    JCOMPARE(j["notation"], "metal-seed");
    JCOMPARE(j["linear_map"], "(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)");
    JCOMPARE(j["grid"], nlohmann::json::array({ 2, 4 }));
    JCOMPARE(j["collapsed_shape"], nlohmann::json::array({ 384, 128 }));
    JCOMPARE(j["shard_shape"], nlohmann::json::array({ 192, 32 }));
    JCOMPARE(j["memref_shape"], nlohmann::json::array({ 192, 32 }));
    JCOMPARE(j["device_shape"], nlohmann::json::array({ 2, 4, 192, 32 }));
    QVERIFY(j["tile_shape"].is_null());
    JCOMPARE(j["memory_space"], "l1");
    JCOMPARE(j["bytes_per_shard"], 192 * 32 * 4);
    JCOMPARE(j["elements"]["logical"], 2 * 3 * 64 * 128);
    JCOMPARE(j["elements"]["padding"], 0);
    JCOMPARE(j["printed"], kSeed2x4);
    // Collapsing [0, 3) row-major with no padding is the current form with alignments of 1.
    JCOMPARE(j["equivalents"]["metal"],
        "tensor<2x4x192x32xf32, #ttcore.metal_layout<logical_shape = 2x3x64x128, dim_alignments = 1x1x1x1, "
        "collapsed_intervals = dense<[[0, 3], [3, 4]]> : tensor<2x2xi64>, l1, sharded>>");
}

void TestCli::describeCurrentValues()
{
    const auto j = runCli({ "describe", kCurrent, "--json" }).json();
    JCOMPARE(j["notation"], "metal");
    JCOMPARE(j["dim_alignments"], nlohmann::json::array({ 32, 32 }));
    JCOMPARE(j["tile_shape"], nlohmann::json::array({ 32, 32 }));
    JCOMPARE(j["memref_shape"], nlohmann::json::array({ 4, 12 }));
    JCOMPARE(j["device_shape"], nlohmann::json::array({ 1, 1, 4, 12 }));
    JCOMPARE(j["bytes_per_shard"], 4 * 12 * 32 * 32 * 4);
    JCOMPARE(j["padding_by_cause"]["alignment"], 0);
    JCOMPARE(j["printed"], kCurrent);
}

void TestCli::mapJson()
{
    const Result r = runCli({ "map", kSeed2x4, "--index", "1,1,6,100", "--json" });
    QCOMPARE(r.code, 0);
    const auto j = r.json();
    JCOMPARE(j["index"], nlohmann::json::array({ 1, 1, 6, 100 }));
    JCOMPARE(j["padding"], false);
    JCOMPARE(j["physical"], nlohmann::json::array({ 262, 100 }));
    JCOMPARE(j["core"], nlohmann::json::array({ 1, 3 }));
    JCOMPARE(j["shard_offset"], nlohmann::json::array({ 70, 4 }));
    QVERIFY(j["tile"].is_null());
    QVERIFY(j["in_tile"].is_null());
    QVERIFY(j["face"].is_null());
    JCOMPARE(j["shard_linear_offset"], 70 * 32 + 4);
    JCOMPARE(j["byte_offset"], (70 * 32 + 4) * 4);
}

void TestCli::mapTiled()
{
    // Element (40, 50) of the 128x384 current layout: tile (1, 1), in-tile (8, 18), face 1;
    // offset (1 * 12 + 1) * 1024 + 256 + 8 * 16 + 2.
    const auto j = runCli({ "map", kCurrent, "--index", "40,50", "--json" }).json();
    JCOMPARE(j["tile"], nlohmann::json::array({ 1, 1 }));
    JCOMPARE(j["in_tile"], nlohmann::json::array({ 8, 18 }));
    JCOMPARE(j["face"], 1);
    JCOMPARE(j["shard_linear_offset"], 13 * 1024 + 256 + 8 * 16 + 2);
}

void TestCli::unmapPadding_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("padding");
    QTest::addColumn<QString>("cause");
    QTest::addColumn<QString>("index");
    QTest::newRow("row 53 is grid padding") << QStringList { "--physical", "53,0" } << true << "grid"
                                            << "";
    QTest::newRow("column 63 is grid padding") << QStringList { "--physical", "0,63" } << true << "grid"
                                               << "";
    QTest::newRow("data slot") << QStringList { "--physical", "52,62" } << false << ""
                               << "[52,62]";
    // Core (2, 1), offset 17 * 32 + 0: physical (36 + 17, 32) = (53, 32).
    QTest::newRow("by core and offset") << QStringList { "--core", "2,1", "--offset", "544" } << true << "grid"
                                        << "";
    // Core (1, 0), offset 5 * 32 + 7: physical (23, 7).
    QTest::newRow("data by core and offset") << QStringList { "--core", "1,0", "--offset", "167" } << false << ""
                                             << "[23,7]";
}

void TestCli::unmapPadding()
{
    QFETCH(QStringList, args);
    QFETCH(bool, padding);
    QFETCH(QString, cause);
    QFETCH(QString, index);
    std::vector<std::string> argv { "unmap", k53x63, "--json" };
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    const Result r = runCli(argv);
    QCOMPARE(r.code, 0);
    const auto j = r.json();
    JCOMPARE(j["padding"].get<bool>(), padding);
    if (padding) {
        QCOMPARE(QString::fromStdString(j["cause"].get<std::string>()), cause);
        QVERIFY(j["logical_index"].is_null());
    } else {
        QCOMPARE(QString::fromStdString(j["logical_index"].dump()), index);
    }
}

void TestCli::builderFlagsMatchString()
{
    const auto fromFlags = runCli({ "describe", "--shape", "2x3x64x128", "--dtype", "f32", "--grid", "2x4",
                                      "--collapse", "[(0,-1)]", "--memory-space", "l1", "--json" })
                               .json();
    JCOMPARE(fromFlags["printed"], kSeed2x4);
    const auto withMap = runCli({ "describe", "--shape", "2x8x32", "--grid", "1x2", "--linear",
                                    "(d0, d1, d2) -> (d0 * 32 + d1, d2)", "--tile", "32x32", "--json" })
                             .json();
    JCOMPARE(withMap["memref_shape"], nlohmann::json::array({ 2, 1 }));
    JCOMPARE(withMap["padding_by_cause"]["stride"], 24 * 32);
}

void TestCli::builderCurrentForm()
{
    const auto j = runCli({ "describe", "--shape", "2x33x128", "--dim-alignments", "1x32x32", "--tile", "32x32",
                              "--grid", "2x2", "--json" })
                       .json();
    JCOMPARE(j["notation"], "metal");
    JCOMPARE(j["printed"],
        "tensor<2x2x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 2x33x128, dim_alignments = "
        "1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>");
    JCOMPARE(j["padding_by_cause"]["alignment"], 128 * 128 - 2 * 33 * 128);
}

void TestCli::convert_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("expected");
    // 53 rows become 3 shards of 18 (alignment 54), 63 columns 2 of 32 (alignment 64).
    QTest::newRow("53x63 to the current form")
        << QString::fromStdString(k53x63) << "metal" << 0
        << "tensor<3x2x18x32xf32, #ttcore.metal_layout<logical_shape = 53x63, dim_alignments = 54x64, "
           "collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>";
    QTest::newRow("tile-padded shards are not expressible")
        << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!ttcore.tile<32x32, "
           "f32>, #ttcore.memory_space<l1>>>>"
        << "metal" << 2 << "pads each shard from 18x32 to whole tiles";
    QTest::newRow("current to seed") << QString::fromStdString(kCurrent) << "metal-seed" << 0
                                     << "tensor<128x384xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
                                        "memref<4x12x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";
    // The alignment of 64 rows for 33 rows adds padding after the last row that the seed form cannot have.
    QTest::newRow("trailing alignment is not expressible in the seed form")
        << "tensor<1x1x2x1x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 33x32, dim_alignments = "
           "64x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>"
        << "metal-seed" << 2 << "the seed form takes the physical extent from the last element";
}

void TestCli::convert()
{
    QFETCH(QString, layout);
    QFETCH(QString, to);
    QFETCH(int, code);
    QFETCH(QString, expected);
    const Result r = runCli({ "convert", layout.toStdString(), "--to", to.toStdString() });
    QCOMPARE(r.code, code);
    if (code == 0)
        QCOMPARE(QString::fromStdString(r.out).trimmed(), expected);
    else
        QVERIFY2(QString::fromStdString(r.err).contains(expected), r.err.c_str());
}

// Every element of 53x63 on 3x2 cores of 18x32: core (r / 18) * 2 + c / 32, offset (r % 18) * 32 + c % 32, as the
// seed's example computes them; the file is a .npy with those two planes.
void TestCli::mapAll()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("table.npy")).toStdString();
    const Result r = runCli({ "map", k53x63, "--all", "-o", path, "--json" });
    QCOMPARE(r.code, 0);
    JCOMPARE(r.json(),
        (nlohmann::json { { "path", path }, { "dtype", "int32" }, { "shape", { 2, 53, 63 } },
            { "planes", { "core", "shard_offset" } } }));
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t header = 10 + uint8_t(bytes[8]) + 256 * size_t(uint8_t(bytes[9]));
    QVERIFY(bytes.substr(10, header - 10).find("'shape': (2, 53, 63)") != std::string::npos);
    QCOMPARE(bytes.size(), header + 2 * 53 * 63 * 4);
    const auto value = [&](size_t i) {
        int32_t v = 0;
        std::memcpy(&v, bytes.data() + header + 4 * i, 4);
        return v;
    };
    for (int r0 = 0; r0 < 53; ++r0) {
        for (int c = 0; c < 63; ++c) {
            const size_t e = size_t(r0 * 63 + c);
            QCOMPARE(value(e), (r0 / 18) * 2 + c / 32);
            QCOMPARE(value(53 * 63 + e), (r0 % 18) * 32 + c % 32);
        }
    }
    const Result text = runCli({ "map", k53x63, "--all", "-o", path });
    QCOMPARE(text.code, 0);
    QCOMPARE(QString::fromStdString(text.out),
        QStringLiteral("wrote %1: int32 array 2x53x63 (planes core, shard_offset)\n")
            .arg(QString::fromStdString(path)));
    // A directory that does not exist is a failed write (exit 1), not bad input.
    const Result unwritable = runCli({ "map", k53x63, "--all", "-o", path + "/missing/table.npy" });
    QCOMPARE(unwritable.code, 1);
    QVERIFY(QString::fromStdString(unwritable.err).contains(QStringLiteral("cannot write")));
}

void TestCli::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("stderrContains");
    QTest::addColumn<int>("column");

    QTest::newRow("parse error names the column") << QStringList { "describe",
        "tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1) undef, <1x2>, "
        "memref<8x150xf32>>>" } << "error: column 61: expected ','"
                                                  << 61;
    QTest::newRow("memref mismatch shows both")
        << QStringList { "describe", QString::fromStdString(kSeed2x4).replace("192x32xf32", "192x16xf32") }
        << "given 192x16 but the map and grid derive 192x32" << 0;
    QTest::newRow("index outside the shape")
        << QStringList { "map", QString::fromStdString(k53x63), "--index", "53,0" } << "outside the logical shape" << 0;
    QTest::newRow("missing index") << QStringList { "map", QString::fromStdString(k53x63) } << "map needs --index" << 0;
    // "0x1" is neither a shape nor an index: the x is the error, not the count of coordinates.
    QTest::newRow("x in an index") << QStringList { "map", QString::fromStdString(k53x63), "--index", "0x1,0" }
                                   << "--index: unexpected 'x' at column 2" << 0;
    QTest::newRow("map --all without a file")
        << QStringList { "map", QString::fromStdString(k53x63), "--all" } << "map --all needs -o FILE.npy" << 0;
    QTest::newRow("map --all to a .csv") << QStringList { "map", QString::fromStdString(k53x63), "--all", "-o",
        "table.csv" } << "-o: 'table.csv' is not a .npy file"
                                         << 0;
    QTest::newRow("map --all with --index")
        << QStringList { "map", QString::fromStdString(k53x63), "--all", "--index", "0,0", "-o", "t.npy" }
        << "map takes --index or --all, not both" << 0;
    QTest::newRow("unknown command") << QStringList { "frobnicate" } << "unknown command 'frobnicate'" << 0;
    QTest::newRow("unknown option") << QStringList { "describe", "--frob" } << "unknown option --frob" << 0;
    QTest::newRow("bad grid flag") << QStringList { "describe", "--shape", "4x4", "--grid", "2xa" }
                                   << "--grid: expected a number at column 3" << 0;
    QTest::newRow("zero grid dim") << QStringList { "describe", "--shape", "4x4", "--grid", "0x2" }
                                   << "--grid: value 0 at column 1 must be at least 1" << 0;
    QTest::newRow("unrecognised notation")
        << QStringList { "describe", "hello" } << "unrecognised layout notation" << 1;
    QTest::newRow("no layout") << QStringList { "describe" } << "needs a LAYOUT string or the builder flags" << 0;
}

void TestCli::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, stderrContains);
    QFETCH(int, column);
    std::vector<std::string> argv;
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    const Result plain = runCli(argv);
    QCOMPARE(plain.code, 2);
    QVERIFY2(QString::fromStdString(plain.err).startsWith("error: "), plain.err.c_str());
    QVERIFY2(QString::fromStdString(plain.err).contains(stderrContains), plain.err.c_str());
    argv.push_back("--json");
    const Result json = runCli(argv);
    QCOMPARE(json.code, 2);
    const auto j = json.json();
    QVERIFY(j["error"]["message"].is_string());
    if (column > 0)
        JCOMPARE(j["error"]["column"], column);
}

void TestCli::errorInFileNamesLine()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("bad.mlir").toStdString();
    std::ofstream(path) << "// a layout from compiler output\ntensor<8x300xf32,\n  #ttcore.metal_layout<(d0, d1) -> "
                           "(d0, d1), undef, <1x2>, memref<8x150xq32>>>\n";
    const Result r = runCli({ "describe", path, "--json" });
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromStdString(r.err).startsWith("error: line 3, column 73:"), r.err.c_str());
    JCOMPARE(r.json()["error"]["line"], 3);
    JCOMPARE(r.json()["error"]["column"], 73);
}

void TestCli::humanReadableDefault()
{
    const Result r = runCli({ "map", kSeed2x4, "--index", "1,1,6,100" });
    QCOMPARE(r.code, 0);
    QVERIFY(QString::fromStdString(r.out).contains("Core              [1, 3]"));
    QVERIFY(QString::fromStdString(r.out).contains("Physical          [262, 100]"));
    const Result d = runCli({ "describe", kSeed2x4 });
    QVERIFY(QString::fromStdString(d.out).contains("Shard shape       192x32"));
}

// The usage lists every flag from the CLI's tables; docs/cli.md documents each of them and names no other.
void TestCli::flagsMatchTheDocs()
{
    const Result help = runCli({ "--help" });
    QCOMPARE(help.code, 0);
    QSet<QString> listed;
    const QRegularExpression row(QStringLiteral("^  (--[a-z0-9-]+)"), QRegularExpression::MultilineOption);
    for (auto it = row.globalMatch(QString::fromStdString(help.out)); it.hasNext();)
        listed << it.next().captured(1);
    QVERIFY(listed.size() > 30);
    QFile doc(QString::fromStdString(tle::test::sourcePath("docs/cli.md")));
    QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(doc.readAll());
    QSet<QString> documented;
    const QRegularExpression flag(QStringLiteral("(?<![A-Za-z0-9-])(--[a-z][a-z0-9-]*)"));
    for (auto it = flag.globalMatch(text); it.hasNext();)
        documented << it.next().captured(1);
    for (const QString& f : listed)
        QVERIFY2(documented.contains(f), qPrintable(f + " is not in docs/cli.md"));
    for (const QString& f : documented)
        QVERIFY2(listed.contains(f), qPrintable(f + " in docs/cli.md is no flag of the CLI"));
}

// Every policy of the table is in --help and in the docs that describe the policies.
QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
