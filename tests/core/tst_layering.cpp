// SPDX-License-Identifier: MIT
// The include graph of core points down only: each folder may include itself and the folders listed for
// it below, and nothing else (docs/architecture.md draws the same table). The JSON library is for the
// readers and writers and the presenters; Qt is for widgets and app alone.
#include "testpaths.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTest>

#include <span>
#include <string_view>

namespace {

struct Layer
{
    const char* folder;
    QStringList allowed;
    bool json = false; // may include the JSON library
};

constexpr bool kUsesJson = true;

const Layer kLayers[] = {
    { "util", {} },
    { "layout", { "util" } },
    { "mesh", { "layout", "util" } },
    { "graph", { "layout", "util" } },
    // What a layout change moves over the NoC: the NoC's model, the calls of the conversion ops, their routes.
    { "transfer", { "layout", "util" } },
    // The device a model is planned for: its grid, L1, DRAM banks, bandwidths and the model's own overrides.
    { "device", { "transfer", "graph", "layout", "util" } },
    // The cost model: an op's family, kernel structure and tensors priced on a device, with its roofline.
    { "cost", { "device", "transfer", "graph", "layout", "util" } },
    { "optimizer", { "cost", "device", "transfer", "graph", "layout", "util" } },
    // The views ask plans too (the geometry of the chain graph and the L1 reservation timeline).
    { "view", { "optimizer", "cost", "device", "transfer", "graph", "layout", "util" } },
    // Measured runs: their ops and tensors, the accounting and the ledger; the cost model predicts their ops.
    { "run", { "optimizer", "cost", "device", "transfer", "graph", "layout", "util" } },
    // io reads device files into the device model, the layouts a model states and measured runs; it plans nothing.
    { "io", { "run", "cost", "device", "transfer", "graph", "mesh", "layout", "util" }, kUsesJson },
    { "report", { "io", "run", "optimizer", "view", "cost", "device", "transfer", "graph", "mesh", "layout", "util" },
        kUsesJson },
};

// One #include line of a source file.
struct Include
{
    QString target; // the path between the delimiters
    bool system = false; // <...>
    QString where; // "core/io/x.cpp:12 includes layout/y.h", for messages
};

enum class Recurse
{
    No,
    Yes,
};

// Every include of the headers and sources in `folder` (relative to `root`).
std::vector<Include> includesBelow(const QString& root, const QString& folder, Recurse recurse)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"));
    std::vector<Include> out;
    QDirIterator it(root + QLatin1Char('/') + folder, { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files,
        recurse == Recurse::Yes ? QDirIterator::Subdirectories : QDirIterator::NoIteratorFlags);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue;
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const QRegularExpressionMatch m = pattern.match(QString::fromUtf8(file.readLine()));
            if (m.hasMatch())
                out.push_back({ m.captured(2), m.captured(1) == QLatin1String("<"),
                    QStringLiteral("%1:%2 includes %3").arg(path.mid(root.size() + 1)).arg(line).arg(m.captured(2)) });
        }
    }
    return out;
}

// The rooms of a folder and the other rooms of it each may include; a room's own headers are always allowed.
struct Room
{
    const char* name;
    QStringList allowed;
};

// One folder per optimizer design and one for what they share: a design uses the shared room and never another
// design's, except the planner, which builds on the beam search. The table of policies at the top knows them all.
const Room kOptimizerRooms[] = {
    { "shared", {} },
    { "chains", { "shared" } },
    { "beam", { "shared" } },
    { "planner", { "beam", "shared" } },
    { "stated", { "shared" } },
    { "decided", { "shared" } },
    { "interleaved", { "shared" } },
};

// core/layout has a room per notation family beside its base. The affine maps use the base alone; metal, TTNN and
// XLA use the affine maps and the base, never each other.
const Room kLayoutRooms[] = {
    { "affine", {} },
    { "metal", { "affine" } },
    { "ttnn", { "affine" } },
    { "xla", { "affine" } },
};

// core/io by what it reads: JSON's helpers and MLIR's syntax at the bottom, layout strings in every notation on the
// syntax, model files (MLIR modules, JSON models and the layouts they state) on both, measured runs and NoC traces
// (which name their model), and the project's own files (devices, pins, workspaces, .npy planes).
const Room kIoRooms[] = {
    { "json", {} },
    { "mlir", {} },
    { "layouttext", { "mlir" } },
    { "model", { "json", "layouttext", "mlir" } },
    { "runs", { "json", "model" } },
    { "files", { "json" } },
    { "trace", { "json", "mlir", "model" } },
};

// widgets has a room per workspace's views and one for what they share; the view table and the exports through
// it (at the top of widgets) join them. The run workspace shows a joined plan's L1 timeline from the model room;
// the Transfer view is one of the layout views.
const Room kWidgetRooms[] = {
    { "common", {} },
    { "layout", { "common" } },
    { "model", { "common" } },
    { "run", { "common", "model" } },
    { "transfer", { "common", "layout" } },
};

QStringList roomNames(std::span<const Room> rooms)
{
    QStringList names;
    for (const Room& room : rooms)
        names << QString::fromLatin1(room.name);
    return names;
}

// The headers of a folder and every folder below it, by file name (the project includes its own headers so).
QStringList headersBelow(const QString& root, const QString& folder)
{
    QStringList headers;
    QDirIterator it(
        root + QLatin1Char('/') + folder, { QStringLiteral("*.h") }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        headers << QFileInfo(it.next()).fileName();
    return headers;
}

QString sourceDir()
{
    return QDir(tle::test::sourceRoot() + QStringLiteral("/core")).exists() ? tle::test::sourceRoot() : QString();
}

} // namespace

class TestLayering : public QObject
{
    Q_OBJECT

private slots:
    void everyFolderHasALayer();
    void includesPointDown_data();
    void includesPointDown();
    void everyRoomHasARow_data();
    void everyRoomHasARow();
    void optimizerRoomsStayApart_data();
    void optimizerRoomsStayApart();
    void layoutRoomsStayApart_data();
    void layoutRoomsStayApart();
    void ioRoomsStayApart_data();
    void ioRoomsStayApart();
    void projectLayersPointDown_data();
    void projectLayersPointDown();
    void widgetRoomsStayApart_data();
    void widgetRoomsStayApart();
    void modelWorkspaceReadsNoFile();
    void nothingPolls();
    void onlyTheJobRunnerStartsThreads();
};

void TestLayering::everyFolderHasALayer()
{
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    QStringList known;
    for (const Layer& layer : kLayers)
        known << QString::fromLatin1(layer.folder);
    QDirIterator it(root + QStringLiteral("/core"), QDir::Dirs | QDir::NoDotAndDotDot);
    int folders = 0;
    while (it.hasNext()) {
        const QString name = QFileInfo(it.next()).fileName();
        QVERIFY2(known.contains(name), qPrintable(QStringLiteral("core/%1 has no row in the layer table").arg(name)));
        ++folders;
    }
    QCOMPARE(folders, int(std::size(kLayers)));
}

void TestLayering::includesPointDown_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("allowed");
    QTest::addColumn<bool>("json");
    for (const Layer& layer : kLayers)
        QTest::newRow(layer.folder) << QString::fromLatin1(layer.folder) << layer.allowed << layer.json;
}

void TestLayering::includesPointDown()
{
    QFETCH(QString, folder);
    QFETCH(QStringList, allowed);
    QFETCH(bool, json);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    const std::vector<Include> includes = includesBelow(root, QStringLiteral("core/") + folder, Recurse::Yes);
    QVERIFY2(!includes.empty(), qPrintable(QStringLiteral("no includes in core/%1").arg(folder)));
    QStringList violations;
    for (const Include& include : includes) {
        if (include.system) {
            if (include.target.startsWith(QLatin1String("nlohmann/")) && !json)
                violations << include.where + QStringLiteral(" (the JSON library is for io and report)");
            if (include.target.startsWith(QLatin1Char('Q')))
                violations << include.where + QStringLiteral(" (core has no Qt)");
            continue;
        }
        const QString targetFolder = include.target.section(QLatin1Char('/'), 0, 0);
        if (include.target.contains(QLatin1Char('/')) && targetFolder != folder && !allowed.contains(targetFolder))
            violations << include.where
                    + QStringLiteral(" (%1 may include %2)").arg(folder, allowed.join(QLatin1String(", ")));
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// Every folder of a roomed folder has a row, so that no room's includes go unchecked.
void TestLayering::everyRoomHasARow_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("rooms");
    QTest::newRow("core/optimizer") << "core/optimizer" << roomNames(kOptimizerRooms);
    QTest::newRow("core/layout") << "core/layout" << roomNames(kLayoutRooms);
    QTest::newRow("core/io") << "core/io" << roomNames(kIoRooms);
    QTest::newRow("widgets") << "widgets" << roomNames(kWidgetRooms);
}

void TestLayering::everyRoomHasARow()
{
    QFETCH(QString, folder);
    QFETCH(QStringList, rooms);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    QStringList present = QDir(root + QLatin1Char('/') + folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    present.sort();
    rooms.sort();
    QCOMPARE(present, rooms);
}

void TestLayering::optimizerRoomsStayApart_data()
{
    QTest::addColumn<QString>("room");
    QTest::addColumn<QStringList>("allowed");
    for (const Room& room : kOptimizerRooms)
        QTest::newRow(room.name) << QString::fromLatin1(room.name) << room.allowed;
}

void TestLayering::optimizerRoomsStayApart()
{
    QFETCH(QString, room);
    QFETCH(QStringList, allowed);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    const std::vector<Include> includes = includesBelow(root, QStringLiteral("core/optimizer/") + room, Recurse::No);
    QVERIFY(!includes.empty());
    QStringList violations;
    for (const Include& include : includes) {
        const QStringList parts = include.target.split(QLatin1Char('/'));
        if (!include.system && parts.size() == 3 && parts[0] == QLatin1String("optimizer") && parts[1] != room
            && !allowed.contains(parts[1]))
            violations << include.where;
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// What joins the notations (the any-notation layout, the conversions between them, the mapping table) is the
// layout base's top and no room includes it.
void TestLayering::layoutRoomsStayApart_data()
{
    QTest::addColumn<QString>("room");
    QTest::addColumn<QStringList>("allowed");
    for (const Room& room : kLayoutRooms)
        QTest::newRow(room.name) << QString::fromLatin1(room.name) << room.allowed;
}

void TestLayering::layoutRoomsStayApart()
{
    QFETCH(QString, room);
    QFETCH(QStringList, allowed);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    static const QStringList kJoining { QStringLiteral("layout/anylayout.h"),
        QStringLiteral("layout/notationconversion.h"), QStringLiteral("layout/mappingtable.h") };
    const std::vector<Include> includes = includesBelow(root, QStringLiteral("core/layout/") + room, Recurse::No);
    QVERIFY(!includes.empty());
    QStringList violations;
    for (const Include& include : includes) {
        const QStringList parts = include.target.split(QLatin1Char('/'));
        if (include.system || parts.front() != QLatin1String("layout"))
            continue;
        if (kJoining.contains(include.target) || (parts.size() == 3 && parts[1] != room && !allowed.contains(parts[1])))
            violations << include.where;
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

void TestLayering::ioRoomsStayApart_data()
{
    QTest::addColumn<QString>("room");
    QTest::addColumn<QStringList>("allowed");
    for (const Room& room : kIoRooms)
        QTest::newRow(room.name) << QString::fromLatin1(room.name) << room.allowed;
}

void TestLayering::ioRoomsStayApart()
{
    QFETCH(QString, room);
    QFETCH(QStringList, allowed);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    const std::vector<Include> includes = includesBelow(root, QStringLiteral("core/io/") + room, Recurse::No);
    QVERIFY(!includes.empty());
    QStringList violations;
    for (const Include& include : includes) {
        const QStringList parts = include.target.split(QLatin1Char('/'));
        if (!include.system && parts.front() == QLatin1String("io")
            && (parts.size() != 3 || (parts[1] != room && !allowed.contains(parts[1]))))
            violations << include.where
                    + QStringLiteral(" (%1 may include %2)").arg(room, allowed.join(QLatin1String(", ")));
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// Above core: app -> widgets -> document -> core. A lower layer includes no header of a higher one, in any of its
// folders; the documents use Qt Core (and Gui's undo stack) but no widget.
void TestLayering::projectLayersPointDown_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("higher");
    QTest::addColumn<bool>("widgetsAllowed");
    QTest::newRow("core") << "core" << QStringList { "document", "widgets", "app" } << false;
    QTest::newRow("document") << "document" << QStringList { "widgets", "app" } << false;
    QTest::newRow("widgets") << "widgets" << QStringList { "app" } << true;
}

void TestLayering::projectLayersPointDown()
{
    QFETCH(QString, folder);
    QFETCH(QStringList, higher);
    QFETCH(bool, widgetsAllowed);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    QStringList higherHeaders;
    for (const QString& dir : higher)
        higherHeaders << headersBelow(root, dir);
    QVERIFY(!higherHeaders.isEmpty());
    const QString widgetHeaders = QLibraryInfo::path(QLibraryInfo::HeadersPath) + QStringLiteral("/QtWidgets/");
    const std::vector<Include> includes = includesBelow(root, folder, Recurse::Yes);
    QVERIFY(!includes.empty());
    QStringList violations;
    for (const Include& include : includes) {
        if (include.system) {
            if (!widgetsAllowed && include.target.startsWith(QLatin1Char('Q'))
                && QFileInfo::exists(widgetHeaders + include.target))
                violations << include.where + QStringLiteral(" (a widget)");
        } else if (higherHeaders.contains(include.target)) {
            violations << include.where + QStringLiteral(" (a higher layer)");
        }
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// A widgets room includes the headers of the rooms its row allows and no other room's, nor the table and exports at
// the top of widgets.
void TestLayering::widgetRoomsStayApart_data()
{
    QTest::addColumn<QString>("room");
    QTest::addColumn<QStringList>("others");
    for (const Room& room : kWidgetRooms) {
        QStringList others;
        for (const Room& other : kWidgetRooms) {
            if (other.name != std::string_view(room.name) && !room.allowed.contains(QLatin1String(other.name)))
                others << QString::fromLatin1(other.name);
        }
        QTest::newRow(room.name) << QString::fromLatin1(room.name) << others;
    }
}

void TestLayering::widgetRoomsStayApart()
{
    QFETCH(QString, room);
    QFETCH(QStringList, others);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    QStringList forbidden;
    for (const QString& other : others)
        forbidden << QDir(root + QStringLiteral("/widgets/") + other).entryList({ QStringLiteral("*.h") }, QDir::Files);
    forbidden << QDir(root + QStringLiteral("/widgets")).entryList({ QStringLiteral("*.h") }, QDir::Files);
    QVERIFY(!forbidden.isEmpty());
    const std::vector<Include> includes = includesBelow(root, QStringLiteral("widgets/") + room, Recurse::No);
    QVERIFY(!includes.empty());
    QStringList violations;
    for (const Include& include : includes) {
        if (!include.system && forbidden.contains(include.target))
            violations << include.where;
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// The model workspace shows the model document; reading files is the document's.
void TestLayering::modelWorkspaceReadsNoFile()
{
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    QStringList violations;
    for (const Include& include : includesBelow(root, QStringLiteral("widgets"), Recurse::Yes)) {
        if (include.where.startsWith(QLatin1String("widgets/model/modelworkspace."))
            && include.target.startsWith(QLatin1String("io/")))
            violations << include.where;
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// Waiting is for signals (a plan delivered, the job runner idle), never a loop that spins the event loop.
void TestLayering::nothingPolls()
{
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    QStringList violations;
    for (const char* folder : { "app", "widgets", "document" }) {
        QDirIterator it(root + QLatin1Char('/') + QLatin1String(folder),
            { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
            if (file.readAll().contains("processEvents("))
                violations << file.fileName().mid(root.size() + 1);
        }
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// Long work in the window runs through the job runner, which supersedes, cancels and reports it; nothing else starts
// a thread of its own.
void TestLayering::onlyTheJobRunnerStartsThreads()
{
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    static const QRegularExpression thread(
        QStringLiteral("std::thread|std::jthread|std::async|QThread\\b|QThreadPool|QtConcurrent|\\.detach\\(\\)"));
    QStringList violations;
    for (const char* folder : { "app", "widgets", "document" }) {
        QDirIterator it(root + QLatin1Char('/') + QLatin1String(folder),
            { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (QFileInfo(path).baseName() == QLatin1String("jobrunner"))
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
            if (QString::fromUtf8(file.readAll()).contains(thread))
                violations << path.mid(root.size() + 1);
        }
    }
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
