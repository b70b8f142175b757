// SPDX-License-Identifier: MIT
// `tensor-layout-cli export` and the picture writer: SVG, PNG and PDF from the GUI's own painting, parsed back
// and checked; atomic writes.
#include "cli.h"
#include "device/devicemodel.h"
#include "io/model/modelfile.h"
#include "layoutexport.h"
#include "modelexport.h"
#include "modelworkspace.h"
#include "optimizer/policies.h"
#include "testpaths.h"
#include "transferdocument.h"
#include "unitpalette.h"
#include "view/picturelimits.h"
#include "viewregistry.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <sstream>

#include <fmt/format.h>

using namespace tle;

namespace {

// Seed 000: 53x63 on a 3x2 grid: six cores.
const std::string kSeed53 = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                            "memref<18x32xf32, #ttcore.memory_space<l1>>>>";

struct Run
{
    int code = 0;
    std::string out;
    std::string err;
};

Run runCli(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int code = cli::run(args, out, err);
    return { code, out.str(), err.str() };
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void formats_data();
    void formats();
    void svgShowsEveryCoreAndTheTitles();
    void xlaNumbersMemoryOrder();
    void meshShowsEveryDevice();
    void emptyTensorSaysSo_data();
    void emptyTensorSaysSo();
    void badRequests_data();
    void badRequests();
    void failedWriteLeavesTheFileAlone();
    void binaryPrintsOnlyItsOwnMessages();
    void binaryCaptionsInEnglishPlurals();
    void modelViews_data();
    void modelViews();
    void chainGraphFitsItsContent_data();
    void chainGraphFitsItsContent();
    void timelineMatchesTheScreen();
    void noSeamsInTheLogicalPlane();
    void everyViewHasItsSubjectsBehaviour();
    void timelineBudgetOfTheDevice_data();
    void timelineBudgetOfTheDevice();
    void badModelRequests_data();
    void badModelRequests();
};

void TestExport::initTestCase()
{
    // As the CLI binary registers it (app/cli/main.cpp).
    cli::setExporter([](cli::ExportRequest& r) {
        if (r.model && r.plan) {
            ModelPicture picture { .graph = r.model,
                .result = r.plan,
                .l1BudgetBytes = r.l1BudgetBytes,
                .model = QString::fromStdString(r.modelName),
                .device = QString::fromStdString(r.deviceName),
                .fitToContent = !r.sizeGiven };
            const QString view = QString::fromStdString(r.view);
            const QSize size = prepareModelPicture(picture, view, QSize(r.width, r.height));
            r.width = size.width();
            r.height = size.height();
            return exportModelView(picture, view, QString::fromStdString(r.path), size).toStdString();
        }
        return exportLayoutView(*r.layout, QString::fromStdString(r.view), QString::fromStdString(r.path),
            QSize(r.width, r.height), QString::fromStdString(r.mesh), QString::fromStdString(r.placements))
            .toStdString();
    });
}

void TestExport::formats_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("view");
    QTest::newRow("mapping svg") << "m.svg"
                                 << "mapping";
    QTest::newRow("mapping png") << "m.png"
                                 << "mapping";
    QTest::newRow("mapping pdf") << "m.pdf"
                                 << "mapping";
    QTest::newRow("padding png") << "p.png"
                                 << "padding";
    QTest::newRow("shards svg") << "s.svg"
                                << "shards";
}

void TestExport::formats()
{
    QFETCH(QString, file);
    QFETCH(QString, view);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    const Run r = runCli({ "export", kSeed53, "--view", view.toStdString(), "-o", path.toStdString(), "--width", "900",
        "--height", "400" });
    QVERIFY2(r.code == 0, r.err.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    if (file.endsWith(".png")) {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), QSize(900, 400));
    } else if (file.endsWith(".pdf")) {
        QVERIFY(bytes.startsWith("%PDF-"));
    } else {
        QVERIFY(bytes.contains("<svg"));
    }
}

void TestExport::svgShowsEveryCoreAndTheTitles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("m.svg");
    QCOMPARE(runCli({ "export", kSeed53, "--view", "mapping", "-o", path.toStdString() }).code, 0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    // Every core's colour of the 3x2 grid is used.
    QSet<QString> fills;
    const QRegularExpression fill(QStringLiteral("fill=\"(#[0-9a-f]{6})\""));
    for (auto it = fill.globalMatch(svg); it.hasNext();)
        fills.insert(it.next().captured(1));
    for (int64_t core = 0; core < 6; ++core) {
        const QString color = unitColor({ core / 2, core % 2 }, { 3, 2 }).name();
        QVERIFY2(fills.contains(color), qPrintable(color));
    }
    QVERIFY(svg.contains(QStringLiteral("Logical: 53x63")));
    QVERIFY(svg.contains(QStringLiteral("(54 x 64)")));
    // The legend names every padding cause with its count: 54 * 64 - 53 * 63 = 117 cells of grid padding.
    QVERIFY(svg.contains(QStringLiteral("grid padding (117)")));
}

void TestExport::emptyTensorSaysSo_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("shape");
    const QString ttnn = "tensor<1x2x0xf32, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 2 + d1, d2), <1x1>, "
                         "memref<1x0x!ttcore.tile<32x32, f32>, #ttnn.buffer_type<dram>>, <interleaved>>>";
    const QString metal = "tensor<0x64xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
                          "memref<0x64xf32, #ttcore.memory_space<l1>>>>";
    const QString xla = "s4[0,64,128]{2,1,0:E(4)}";
    QTest::newRow("ttnn mapping") << ttnn << "mapping"
                                  << "1x2x0";
    QTest::newRow("ttnn tiles") << ttnn << "tiles"
                                << "1x2x0";
    QTest::newRow("metal shards") << metal << "shards"
                                  << "0x64";
    QTest::newRow("metal padding") << metal << "padding"
                                   << "0x64";
    QTest::newRow("xla xla") << xla << "xla"
                             << "0x64x128";
}

// A tensor with a zero-size dimension is valid: its picture is written and says there is nothing to draw.
void TestExport::emptyTensorSaysSo()
{
    QFETCH(QString, layout);
    QFETCH(QString, view);
    QFETCH(QString, shape);
    QTemporaryDir dir;
    const QString path = dir.filePath("empty.svg");
    const Run run = runCli({ "export", layout.toStdString(), "--view", view.toStdString(), "-o", path.toStdString() });
    QVERIFY2(run.code == 0, run.err.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    QVERIFY2(svg.contains(QStringLiteral("The tensor %1 has no elements").arg(shape)), qPrintable(svg.left(2000)));
}

void TestExport::xlaNumbersMemoryOrder()
{
    // Seed 001: f32[3,5] with 2x2 tiles numbers row 2 as 12 13 16 17 20 (element (2,3) is 17).
    QTemporaryDir dir;
    const QString path = dir.filePath("x.svg");
    QCOMPARE(runCli({ "export", "f32[3,5]{1,0:T(2,2)}", "--view", "xla", "-o", path.toStdString(), "--width", "800",
                        "--height", "400" })
                 .code,
        0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    for (const char* number : { ">17<", ">20<", ">12<", ">0<" })
        QVERIFY2(svg.contains(QString::fromLatin1(number)), number);
}

void TestExport::meshShowsEveryDevice()
{
    // 53x63 over a 1x2 mesh, columns split: 63 = 32 + 31 columns.
    QTemporaryDir dir;
    const QString path = dir.filePath("mesh.svg");
    const Run r = runCli({ "export", kSeed53, "--view", "mesh", "--mesh", "1x2", "--placements", "replicate,shard(1)",
        "-o", path.toStdString() });
    QVERIFY2(r.code == 0, r.err.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    QVERIFY(svg.contains(QStringLiteral("53x32")));
    QVERIFY(svg.contains(QStringLiteral("53x31")));
    QVERIFY(svg.contains(QStringLiteral("[0:53, 32:63]")));
}

void TestExport::badRequests_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::newRow("no view") << QStringList { "export", QString::fromStdString(kSeed53), "-o", "x.png" } << 2;
    QTest::newRow("no output") << QStringList { "export", QString::fromStdString(kSeed53), "--view", "mapping" } << 2;
    QTest::newRow("view of a later version")
        << QStringList { "export", QString::fromStdString(kSeed53), "--view", "timeline", "-o", "x.png" } << 2;
    QTest::newRow("mesh view with a bad placement") << QStringList { "export", QString::fromStdString(kSeed53),
        "--view", "mesh", "--mesh", "1x2", "--placements", "shard(7)", "-o", "x.png" }
                                                    << 2;
    QTest::newRow("mesh view without a mesh")
        << QStringList { "export", QString::fromStdString(kSeed53), "--view", "mesh", "-o", "x.png" } << 2;
    QTest::newRow("unknown view") << QStringList { "export", QString::fromStdString(kSeed53), "--view", "magic", "-o",
        "x.png" } << 2;
    QTest::newRow("xla view of a metal layout")
        << QStringList { "export", QString::fromStdString(kSeed53), "--view", "xla", "-o", "x.png" } << 2;
    QTest::newRow("unknown format") << QStringList { "export", QString::fromStdString(kSeed53), "--view", "mapping",
        "-o", "x.bmp" } << 2;
    QTest::newRow("zero width") << QStringList { "export", QString::fromStdString(kSeed53), "--view", "mapping", "-o",
        "x.png", "--width", "0" }
                                << 2;
    QTest::newRow("directory missing") << QStringList { "export", QString::fromStdString(kSeed53), "--view", "mapping",
        "-o", "/nonexistent/dir/x.png" }
                                       << 1;
}

void TestExport::badRequests()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    std::vector<std::string> a;
    for (const QString& s : args)
        a.push_back(s.toStdString());
    const Run r = runCli(a);
    QCOMPARE(r.code, code);
    QVERIFY(!r.err.empty());
}

// The installed binary, without a runtime directory (Qt's platform would note that): stdout says what was written,
// stderr stays empty.
void TestExport::binaryPrintsOnlyItsOwnMessages()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("m.png");
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    // Under the sanitizers, a leak report of the platform libraries would be output this test is not about.
    env.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("detect_leaks=0"));
    cli.setProcessEnvironment(env);
    cli.start(
        QStringLiteral(TLE_CLI_BINARY), { "export", QString::fromStdString(kSeed53), "--view", "mapping", "-o", path });
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(cli.readAllStandardError()), QString());
    QVERIFY(QString::fromUtf8(cli.readAllStandardOutput()).startsWith("wrote " + path));
}

// The binary's pictures say "1 spill": English's plural forms are built into it.
void TestExport::binaryCaptionsInEnglishPlurals()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("t.svg");
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("detect_leaks=0"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(TLE_CLI_BINARY),
        { "export", test::samplesDir() + "/models/mnist_mlp.mlir", "--view", "timeline", "--policy", "dfsharding", "-o",
            path });
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    // mnist_mlp under dfsharding spills once (the chain's end into %6) and reshards nothing.
    QVERIFY2(svg.contains("1 spill,") && !svg.contains("1 spills"), "plural");
    QVERIFY(svg.contains("0 reshards"));
}

void TestExport::failedWriteLeavesTheFileAlone()
{
    // A painting that fails (an image too large to allocate is refused up front) must not touch the old file.
    QTemporaryDir dir;
    const QString path = dir.filePath("keep.png");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("previous");
    }
    const QString failure
        = exportLayoutView(parseAnyLayout(kSeed53), QStringLiteral("mapping"), path, QSize(40000, 10));
    QVERIFY(!failure.isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("previous"));
}

void TestExport::modelViews_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("policy");
    for (const char* view : { "chain-graph", "timeline" }) {
        for (const char* file : { "m.svg", "m.png", "m.pdf" })
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(view, file))) << view << file << "dfsharding-merge";
    }
    QTest::newRow("timeline of the planner") << "timeline"
                                             << "t.png"
                                             << "layout-planner";
}

// A plan's chain graph and timeline, written with the window's painting: the SVG names the ops and the chart's
// peak; PNGs have the asked size; PDFs are PDFs.
void TestExport::modelViews()
{
    QFETCH(QString, view);
    QFETCH(QString, file);
    QFETCH(QString, policy);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    const Run r = runCli({ "export", test::samplesPath("models/llama_decoder_layer.mlir"), "--view", view.toStdString(),
        "--policy", policy.toStdString(), "-o", path.toStdString(), "--width", "1000", "--height", "700", "--json" });
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY2(r.out.find("\"policy\": \"" + policy.toStdString() + "\"") != std::string::npos, r.out.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    if (file.endsWith(".png")) {
        QCOMPARE(QImage::fromData(bytes, "PNG").size(), QSize(1000, 700));
    } else if (file.endsWith(".pdf")) {
        QVERIFY(bytes.startsWith("%PDF-"));
    } else {
        QVERIFY(bytes.contains("<svg"));
        if (view == "chain-graph") {
            QVERIFY(bytes.contains("rms_norm"));
            QVERIFY(bytes.contains("L1 h-sharded"));
        } else {
            QVERIFY(bytes.contains("peak"));
        }
    }
}

void TestExport::chainGraphFitsItsContent_data()
{
    QTest::addColumn<QString>("model");
    QTest::newRow("mnist") << "models/mnist_mlp.mlir";
    QTest::newRow("llama") << "models/llama_decoder_layer.mlir";
    QTest::newRow("yolov8") << "models/real-ir/ttir_yolo_v8.mlir";
}

// Without --width and --height a chain graph is written at its content's aspect, large enough that its smallest
// text (a stub's 6.5 pt producer name, 8.7 px at scale 1) is at least 10 px; the answer gives the size written;
// the picture carries a caption (model, function, policy, device, metrics) and the legend.
void TestExport::chainGraphFitsItsContent()
{
    QFETCH(QString, model);
    const std::string path = test::samplesPath(model.toStdString());
    const ModelModule module = readModelModuleFile(path);
    const ModelGraph& graph = module.functions.front();
    const OptimizerDevice device = deviceForModel(graph);
    const AnalyticOpModel opModel(device);
    const PolicyResult plan = runPolicy("dfsharding", graph, device, opModel);
    const auto scene = ChainGraphView::sceneOf(graph, plan, QFont(), ModelWorkspace::kCollapseAbove);
    ChainGraphView::layOut(*scene);
    const QRectF bounds = scene->geometry.bounds;
    const double minScale = 10.0 / (6.5 * 96.0 / 72.0);
    QTemporaryDir dir;
    const QString png = dir.filePath("g.png");
    const Run r = runCli(
        { "export", path, "--view", "chain-graph", "--policy", "dfsharding", "-o", png.toStdString(), "--json" });
    QVERIFY2(r.code == 0, r.err.c_str());
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY2(r.out.find(fmt::format("\"width\": {}", image.width())) != std::string::npos, r.out.c_str());
    QVERIFY2(r.out.find(fmt::format("\"height\": {}", image.height())) != std::string::npos, r.out.c_str());
    const bool capped = image.height() >= int(kMaxPictureSide) || image.width() >= int(kMaxPictureSide);
    if (!capped) {
        QVERIFY2(image.width() >= bounds.width() * minScale, qPrintable(QString::number(image.width())));
        QVERIFY2(image.height() >= bounds.height() * minScale, qPrintable(QString::number(image.height())));
    }
    // A tall graph gives a tall picture (YOLOv8's 35 segments are a column).
    if (model.contains("yolo"))
        QVERIFY(image.height() > 2 * image.width());
    const QString svg = dir.filePath("g.svg");
    QVERIFY(runCli({ "export", path, "--view", "chain-graph", "--policy", "dfsharding", "-o", svg.toStdString() }).code
        == 0);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    for (const QByteArray& part :
        { QFileInfo(model).fileName().toUtf8(), QByteArray("dfsharding"), QByteArray(device.device.name.c_str()),
            QByteArray("estimated"), QByteArray("S: spill"), QByteArray("L1 chain") })
        QVERIFY2(text.contains(part), part.constData());
}

// The timeline's picture is the screen's chart: spill markers and op names on the axis, with a caption and a
// legend naming the bands, spills and reloads.
void TestExport::timelineMatchesTheScreen()
{
    QTemporaryDir dir;
    const QString svg = dir.filePath("t.svg");
    const Run r = runCli({ "export", test::samplesPath("models/mnist_mlp.mlir"), "--view", "timeline", "--policy",
        "dfsharding", "-o", svg.toStdString() });
    QVERIFY2(r.code == 0, r.err.c_str());
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    for (const char* part : { "mnist_mlp.mlir", "dfsharding", "estimated", "Spills", "Reloads into L1",
             "L1 reservation of a tensor", "%1" })
        QVERIFY2(text.contains(part), part);
}

// The mapping picture of a 64-core TTNN layout: inside the logical plane no row of pixels is all background
// (fills meeting at fractions of a pixel once left light seams).
void TestExport::noSeamsInTheLogicalPlane()
{
    QTemporaryDir dir;
    const QString png = dir.filePath("m.png");
    const Run r = runCli({ "export", test::samplesPath("layouts/ttnn-1024x1024-block-sharded-8x8.mlir"), "--view",
        "mapping", "-o", png.toStdString() });
    QVERIFY2(r.code == 0, r.err.c_str());
    const QImage image = QImage(png).convertToFormat(QImage::Format_RGB32);
    QVERIFY(!image.isNull());
    // The logical plane is the left one: a column a quarter across crosses it from top to bottom; find its first
    // coloured run of rows and check that no row inside it is white across the plane's width.
    const QRgb white = qRgb(255, 255, 255);
    const auto coloured = [&](int y, int x) {
        const QRgb p = image.pixel(x, y);
        return qAbs(qRed(p) - qGreen(p)) > 12 || qAbs(qGreen(p) - qBlue(p)) > 12 || qAbs(qRed(p) - qBlue(p)) > 12;
    };
    const int x = image.width() / 4;
    int top = 0;
    while (top < image.height() && !coloured(top, x))
        ++top;
    QVERIFY(top < image.height());
    int bottom = top;
    while (bottom + 1 < image.height() && coloured(bottom + 1, x))
        ++bottom;
    QVERIFY2(bottom - top > 100, qPrintable(QStringLiteral("%1..%2").arg(top).arg(bottom)));
    int left = x, right = x;
    while (left > 0 && coloured(top + 1, left - 1))
        --left;
    while (right + 1 < image.width() && coloured(top + 1, right + 1))
        ++right;
    for (int y = top; y <= bottom; ++y) {
        int whites = 0;
        for (int px = left; px <= right; ++px)
            whites += image.pixel(px, y) == white ? 1 : 0;
        QVERIFY2(whites < (right - left + 1) / 2, qPrintable(QStringLiteral("row %1 is a seam").arg(y)));
    }
}

// Every view of core's table gets from the window what its subject needs: a layout view a widget that shows a
// layout and an export preparation, a model view a plan's export, a run view a run's export.
void TestExport::everyViewHasItsSubjectsBehaviour()
{
    TransferDocument transfer(nullptr);
    for (const ViewInfo& view : views()) {
        const ViewBehaviour behaviour = viewBehaviour(view.id);
        const QByteArray name(view.name.data(), qsizetype(view.name.size()));
        QCOMPARE(findView(view.name), &view);
        QCOMPARE(&viewInfo(view.id), &view);
        switch (view.subject) {
        case ViewSubject::Layout: {
            QVERIFY2(behaviour.create && behaviour.prepareExport, name.constData());
            QVERIFY2(!behaviour.exportPlan && !behaviour.exportRun, name.constData());
            const std::unique_ptr<LayoutView> shown(behaviour.create(nullptr, ViewContext { &transfer }));
            QVERIFY2(shown && shown->widget(), name.constData());
            break;
        }
        case ViewSubject::Model:
            QVERIFY2(behaviour.exportPlan, name.constData());
            QVERIFY2(!behaviour.create && !behaviour.prepareExport && !behaviour.exportRun, name.constData());
            break;
        case ViewSubject::Run:
            QVERIFY2(behaviour.exportRun, name.constData());
            QVERIFY2(!behaviour.create && !behaviour.prepareExport && !behaviour.exportPlan, name.constData());
            break;
        }
    }
    QVERIFY(!findView("nonsense"));
}

void TestExport::timelineBudgetOfTheDevice_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("budget");
    // The device file's l1_usable_bytes_per_core: 262144 bytes = 256.00 KiB; the default device's 1364 KiB are
    // 1364 / 1024 = 1.33 MiB (QLocale's data sizes have two decimals).
    QTest::newRow("what-if 4x4 with 256 KiB") << "devices/whatif_4x4_256k.json"
                                              << "usable L1 256.00 KiB";
    QTest::newRow("default device") << QString() << "usable L1 1.33 MiB";
}

// The timeline draws the budget of the device the plan was made for, not the default device's.
void TestExport::timelineBudgetOfTheDevice()
{
    QFETCH(QString, device);
    QFETCH(QString, budget);
    QTemporaryDir dir;
    const QString path = dir.filePath("t.svg");
    std::vector<std::string> args { "export", test::samplesPath("models/mnist_mlp.mlir"), "--view", "timeline", "-o",
        path.toStdString() };
    if (!device.isEmpty()) {
        args.push_back("--device");
        args.push_back(test::samplesPath(device.toStdString()));
    }
    const Run r = runCli(args);
    QVERIFY2(r.code == 0, r.err.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    QVERIFY2(svg.contains(budget.toUtf8()), qPrintable(budget));
}

void TestExport::badModelRequests_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString model = QString::fromStdString(test::samplesPath("models/mnist_mlp.mlir"));
    QTest::newRow("unknown function") << QStringList { "export", model, "--view", "timeline", "--function", "nope",
        "-o", "x.png" } << 2 << "--function";
    QTest::newRow("unknown policy") << QStringList { "export", model, "--view", "chain-graph", "--policy", "fast", "-o",
        "x.png" } << 2 << "unknown policy";
    QTest::newRow("bad suffix") << QStringList { "export", model, "--view", "timeline", "-o", "x.gif" } << 2 << "x.gif";
    QTest::newRow("no model file") << QStringList { "export", "missing.mlir", "--view", "timeline", "-o", "x.png" } << 1
                                   << "missing.mlir";
}

void TestExport::badModelRequests()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    std::vector<std::string> argv;
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    const Run r = runCli(argv);
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromStdString(r.err).contains(message), r.err.c_str());
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
