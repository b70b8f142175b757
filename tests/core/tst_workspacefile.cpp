// SPDX-License-Identifier: MIT
// Workspace files: what the window writes reads back the same, and every malformed file is refused with the key,
// line and column of the fault.
#include "io/files/pinfile.h"
#include "io/files/workspacefile.h"
#include "util/error.h"

#include <QTest>

using namespace tle;

class TestWorkspaceFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void absentKeysKeepDefaults();
    void refused_data();
    void refused();
    void everyCutShortFileIsRefused();
    void pinFiles_data();
    void pinFiles();
    void pinFileRoundTrip();
};

namespace {

Workspace fullWorkspace()
{
    Workspace w;
    w.modelShown = true;
    w.layout = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, "
               "#ttcore.memory_space<l1>>>>";
    w.view = "shards";
    w.logicalZoom = PlaneZoom { .scale = 12.5, .centreRow = 40.5, .centreColumn = 50.5 };
    w.physicalZoom = PlaneZoom { .scale = 0.001, .centreRow = 1e9, .centreColumn = -3 };
    w.zoomLocked = true;
    w.slice = { 1, 0, 7 };
    w.selection = "core (2, 1)";
    w.mesh = "2x4";
    w.placements = "shard(0),replicate";
    w.model = "/models/mnist \"mlp\".mlir";
    w.policy = "greedy-beam";
    w.compare = "all";
    w.op = 12;
    return w;
}

} // namespace

void TestWorkspaceFile::roundTrip_data()
{
    QTest::addColumn<bool>("full");
    QTest::newRow("defaults") << false;
    QTest::newRow("every member set, quotes and a tiny zoom") << true;
}

void TestWorkspaceFile::roundTrip()
{
    QFETCH(bool, full);
    const Workspace w = full ? fullWorkspace() : Workspace {};
    const std::string text = writeWorkspace(w);
    QVERIFY(text.find("\"format\": \"tensor-layout-explorer-workspace\"") != std::string::npos);
    QCOMPARE(readWorkspace(text), w);
    QCOMPARE(writeWorkspace(readWorkspace(text)), text);
}

void TestWorkspaceFile::absentKeysKeepDefaults()
{
    const Workspace w = readWorkspace(R"({"format": "tensor-layout-explorer-workspace", "layout": "f32[3,5]{1,0}"})");
    Workspace expected;
    expected.layout = "f32[3,5]{1,0}";
    QCOMPARE(w, expected);
}

void TestWorkspaceFile::refused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");

    const QString head = "{\n  \"format\": \"tensor-layout-explorer-workspace\",\n";
    QTest::newRow("not json") << "workspace" << 1 << 1 << ""
                              << "workspace";
    QTest::newRow("top level array") << "[1]" << 1 << 1 << ""
                                     << "top level must be an object";
    QTest::newRow("no format") << "{\"layout\": \"x\"}" << 1 << 1 << ""
                               << "\"format\" is missing";
    QTest::newRow("another format") << "{\"format\": \"device\"}" << 1 << 12 << "format"
                                    << "not a workspace file";
    QTest::newRow("newer version") << head + "  \"version\": 2\n}" << 3 << 14 << "version"
                                   << "version 2 is newer";
    QTest::newRow("layout not a string") << head + "  \"layout\": 5\n}" << 3 << 13 << "layout"
                                         << "must be a string";
    QTest::newRow("unknown key") << head + "  \"zoomed\": 5\n}" << 3 << 13 << "zoomed"
                                 << "unknown key \"zoomed\"";
    QTest::newRow("negative slice") << head + "  \"slice\": [0, -1]\n}" << 3 << 12 << "slice"
                                    << "\"slice[1]\" is -1";
    QTest::newRow("zero scale") << head + "  \"zoom\": {\"logical\": {\"scale\": 0}}\n}" << 3 << 11 << "zoom"
                                << "zoom.logical.scale";
    QTest::newRow("centre of one number")
        << head + "  \"zoom\": {\"physical\": {\"centre\": [1]}}\n}" << 3 << 11 << "zoom"
        << "must be [row, column]";
    QTest::newRow("op below -1") << head + "  \"op\": -2\n}" << 3 << 9 << "op"
                                 << "outside -1";
    QTest::newRow("workspace name") << head + "  \"workspace\": \"graph\"\n}" << 3 << 16 << "workspace"
                                    << "\"layout\" or \"model\"";
    QTest::newRow("duplicate key") << head + "  \"op\": 1, \"op\": 2\n}" << 3 << 12 << ""
                                   << "appears twice";
}

void TestWorkspaceFile::refused()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, field);
    QFETCH(QString, message);
    try {
        readWorkspace(text.toStdString());
        QFAIL("no error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.line(), line);
        QCOMPARE(e.column(), column);
        QCOMPARE(QString::fromStdString(e.field()), field);
        QCOMPARE(int(e.source()), int(ErrorSource::WorkspaceFile));
    }
}

// A file cut at any byte (a copy interrupted, a disk full) is refused, never read as a different workspace.
void TestWorkspaceFile::everyCutShortFileIsRefused()
{
    const std::string text = writeWorkspace(fullWorkspace());
    // The last byte is the newline after the closing brace: cutting only that leaves a whole file.
    const size_t whole = text.rfind('}') + 1;
    for (size_t length = 0; length < whole; ++length) {
        try {
            readWorkspace(std::string_view(text).substr(0, length));
            QFAIL(qPrintable(QString("a file cut to %1 bytes was read").arg(length)));
        } catch (const Error& e) {
            QVERIFY(e.line() >= 1);
        }
    }
}

QTEST_APPLESS_MAIN(TestWorkspaceFile)
// The pin store's files: what is understood is kept, anything else is skipped, nothing throws.
void TestWorkspaceFile::pinFiles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("pins");
    // As the window wrote them before (keys sorted, four spaces).
    QTest::newRow("a stored file") << "{\n    \"functions\": {\n        \"main\": {\n            \"%1\": "
                                      "\"l1:interleaved\",\n            \"%3\": \"dram\"\n        }\n    },\n    "
                                      "\"model\": \"/m.mlir\"\n}\n"
                                   << 2;
    QTest::newRow("a pin that is not text") << R"({"functions": {"main": {"%1": 3, "%2": "dram"}}})" << 1;
    QTest::newRow("functions not an object") << R"({"functions": []})" << 0;
    QTest::newRow("not JSON") << "{\"functions\": {" << 0;
    QTest::newRow("empty") << "" << 0;
}

void TestWorkspaceFile::pinFiles()
{
    QFETCH(QString, text);
    QFETCH(int, pins);
    const NamedPins named = readPinFile(text.toStdString());
    int count = 0;
    for (const auto& [function, ops] : named)
        count += int(ops.size());
    QCOMPARE(count, pins);
}

void TestWorkspaceFile::pinFileRoundTrip()
{
    const NamedPins pins { { "main", { { "%1", "l1:height_sharded:8x1" }, { "%7", "dram" } } },
        { "helper", { { "loc(\"x.py\":3)", "l1:interleaved" } } } };
    const std::string text = writePinFile("/models/m.mlir", pins);
    QVERIFY(text.find("\"model\": \"/models/m.mlir\"") != std::string::npos);
    QVERIFY(readPinFile(text) == pins);
}

#include "tst_workspacefile.moc"
