// SPDX-License-Identifier: MIT
// Drives the real main window by objectName: paste a layout, see its facts, see errors at the field.
#include "mainwindow.h"
#include "mappingview.h"
#include "meshview.h"
#include "planeview.h"
#include "shardsview.h"
#include "testpaths.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cstring>

using namespace tle;

namespace {

QString factValue(QTableView* view, const QString& label)
{
    QAbstractItemModel* model = view->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, 0).data().toString() == label)
            return model->index(r, 1).data().toString();
    }
    return {};
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void recentFilesPersist();
    void emptyWindowSaysHowToBegin();
    void samplesMenuStartsHere();
    void samplesMenuGroups_data();
    void samplesMenuGroups();
    void statusMessagesBesideTheHoverText();
    void pasteLayoutShowsFacts();
    void errorShownAtFieldKeepsLastFacts();
    void openSampleFile();
    void samplesMenuLoadsSeedExamples();
    void hoverLightsUpBothPlanesAndStatus();
    void invalidEditKeepsThePicture();
    void exportCurrentView();
    void exportMappingTable();
    void shardsViewFollowsHover();
    void editorGridUndoRedo();
    void editorIntervalsAndErrors();
    void meshDevicesAndDrillDown();
    void seed004SampleSetsTheMesh();
    void editorXlaFields();
    void typingParsesOnceAfterAPause();
    void undoInTheFieldIsTheDocumentsUndo();
    void editsOfOneFieldMergeIntoOneStep();
    void hugeLayoutIsPreparedOffTheGuiThread();
    void everyTabExports_data();
    void everyTabExports();
    void pastedSnippetListsItsLayouts();
    void compiledModuleListsItsLayouts();
};

// Settings (recent files, pins) go to a test folder, never the user's.
void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// Opened files are listed newest first in File > Open Recent in the next session too; a file that has gone stays
// listed but disabled; Clear Menu empties the list.
void TestMainWindow::recentFilesPersist()
{
    QSettings().remove("recentFiles");
    const QString sample = QFileInfo(test::samplesDir() + "/layouts/seed-53x63-grid-3x2.mlir").absoluteFilePath();
    QTemporaryDir dir;
    const QString gone = dir.filePath("gone.mlir");
    QVERIFY(QFile::copy(test::samplesDir() + "/layouts/seed-8x300-grid-1x2.mlir", gone));
    {
        MainWindow window;
        QVERIFY(window.openFile(gone));
        QVERIFY(window.openFile(sample));
    }
    QVERIFY(QFile::remove(gone));
    MainWindow again;
    auto* menu = again.findChild<QMenu*>("recentMenu");
    QVERIFY(menu);
    emit menu->aboutToShow();
    auto* newest = again.findChild<QAction*>("recent:0");
    auto* older = again.findChild<QAction*>("recent:1");
    QVERIFY(newest && older);
    QCOMPARE(newest->toolTip(), QDir::toNativeSeparators(sample));
    QVERIFY(newest->isEnabled());
    QVERIFY(!older->isEnabled());
    newest->trigger();
    QVERIFY(again.findChild<QLineEdit*>("layoutInput")->text().contains("53x63"));
    again.findChild<QAction*>("actionClearRecent")->trigger();
    QVERIFY(QSettings().value("recentFiles").toStringList().isEmpty());
    emit menu->aboutToShow();
    QVERIFY(!again.findChild<QAction*>("recent:0"));
}

// Before any layout, a start page stands in for the views: the three ways to begin, each with a sample, and the
// recent files; the editor docks wait. The first layout puts the views and the docks back.
void TestMainWindow::emptyWindowSaysHowToBegin()
{
    QSettings().remove("recentFiles");
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* start = window.findChild<QWidget*>("startPage");
    QVERIFY(start && start->isVisible());
    QVERIFY(!window.findChild<QTabWidget*>("viewTabs")->isVisible());
    for (const char* name :
        { "startPaste", "startOpenModel", "startOpenRun", "startLayoutSample", "startModelSample", "startRunSample" })
        QVERIFY2(window.findChild<QPushButton*>(name) && window.findChild<QPushButton*>(name)->isVisible(), name);
    for (auto* dock : window.findChildren<QDockWidget*>())
        QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    QVERIFY(window.statusBar()->currentMessage().contains("pick a sample"));

    window.findChild<QPushButton*>("startLayoutSample")->click();
    QTRY_VERIFY(!start->isVisible());
    QVERIFY(window.findChild<QTabWidget*>("viewTabs")->isVisible());
    QVERIFY(window.findChild<QDockWidget*>("editorDock")->isVisible()
        || window.findChild<QDockWidget*>("detailsDock")->isVisible());
    // What was opened is a recent file of the next window's start page.
    MainWindow next;
    auto* recent = next.findChild<QListWidget*>("startRecent");
    QVERIFY(recent && recent->count() >= 1);
    QVERIFY(recent->item(0)->data(Qt::UserRole).toString().endsWith("ttnn-1024x1024-block-sharded-8x8.mlir"));
}

// The Samples menu starts with one layout, one model and one run, each named by what it shows.
void TestMainWindow::samplesMenuStartsHere()
{
    MainWindow window;
    for (const char* name : { "startSample0", "startSample1", "startSample2" }) {
        auto* action = window.findChild<QAction*>(name);
        QVERIFY2(action, name);
        QVERIFY2(action->text().contains("start here"), qPrintable(action->text()));
    }
    window.findChild<QAction*>("startSample1")->trigger();
    QTRY_VERIFY(window.isModelShown());
}

void TestMainWindow::samplesMenuGroups_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("group"); // the submenu's title, as the sample's notation (or its mesh line) gives it
    QTest::newRow("seed form") << "seed-53x63-grid-3x2"
                               << "Metal Layouts, &Seed Form (affine map)";
    QTest::newRow("seed 003 tiles") << "seed003-2x64x64-tiles"
                                    << "Metal Layouts, &Seed Form (affine map)";
    QTest::newRow("current form") << "current-128x384-tiled"
                                  << "Metal Layouts, &Current Form";
    QTest::newRow("ttnn") << "ttnn-1024x1024-block-sharded-8x8"
                          << "&TTNN Layouts";
    QTest::newRow("xla") << "seed001-f32-3x5-T2x2"
                         << "&XLA Tiled Layouts";
    QTest::newRow("mesh") << "seed004-example3-block-sharding"
                          << "Multi-&Device Meshes";
}

// Samples are grouped by notation, mesh samples apart; each names what it shows; a mesh sample opens on the Mesh tab.
void TestMainWindow::samplesMenuGroups()
{
    QFETCH(QString, sample);
    QFETCH(QString, group);
    MainWindow window;
    auto* action = window.findChild<QAction*>("sample:" + sample);
    QVERIFY(action);
    auto* menu = qobject_cast<QMenu*>(action->parent());
    QVERIFY(menu);
    QCOMPARE(menu->title(), group);
    // Named by what it shows, never by the file's internal name.
    QVERIFY2(!action->text().contains("seed") && action->text() != sample, qPrintable(action->text()));
    QVERIFY(!action->statusTip().isEmpty());
    QCOMPARE(action->toolTip(), action->statusTip());
    action->trigger();
    auto* tabs = window.findChild<QTabWidget*>("viewTabs");
    const bool onMesh = tabs->currentWidget() == window.findChild<MeshView*>();
    QCOMPARE(onMesh, group.startsWith("Multi-&Device"));
}

// The hover text sits on the right in at most 40% of the bar; a status message keeps the left and stays readable
// while the pointer moves over the views.
void TestMainWindow::statusMessagesBesideTheHoverText()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* hover = window.findChild<QLabel*>("hoverStatus");
    hover->setText(QString(400, QLatin1Char('x')));
    window.statusBar()->showMessage("Exported /tmp/a.png");
    QTRY_VERIFY(hover->width() <= window.width() * 2 / 5);
    QVERIFY2(hover->geometry().left() >= window.statusBar()->width() / 2,
        qPrintable(QStringLiteral("hover text starts at %1 of %2")
                       .arg(hover->geometry().left())
                       .arg(window.statusBar()->width())));
    QCOMPARE(window.statusBar()->currentMessage(), QString("Exported /tmp/a.png"));
}

void TestMainWindow::pasteLayoutShowsFacts()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* input = window.findChild<QLineEdit*>("layoutInput");
    auto* view = window.findChild<QTableView*>("factsView");
    QVERIFY(input && view);
    QSignalSpy changed(&window, &MainWindow::layoutChanged);
    input->setFocus();
    QTest::keyClicks(input,
        "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, "
        "d3), undef, <2x4>, memref<192x32xf32, #ttcore.memory_space<l1>>>>");
    QTRY_VERIFY(window.isIdle());
    QVERIFY(changed.count() >= 1);
    QCOMPARE(factValue(view, "Shard shape"), "192x32");
    QCOMPARE(factValue(view, "Device shape"), "2x4x192x32");
}

void TestMainWindow::errorShownAtFieldKeepsLastFacts()
{
    MainWindow window;
    window.show();
    auto* input = window.findChild<QLineEdit*>("layoutInput");
    auto* error = window.findChild<QLabel*>("layoutError");
    auto* view = window.findChild<QTableView*>("factsView");
    window.setLayoutText("tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, "
                         "memref<8x150xf32, #ttcore.memory_space<l1>>>>");
    QVERIFY(error->isHidden());
    QCOMPARE(factValue(view, "Shard shape"), "8x150");
    // A memref that disagrees with the grid: the message names both, the old facts stay.
    input->setText("tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, "
                   "memref<8x151xf32, #ttcore.memory_space<l1>>>>");
    QVERIFY(!error->isHidden());
    QVERIFY(error->text().contains("given 8x151 but the map and grid derive 8x150"));
    QCOMPARE(factValue(view, "Shard shape"), "8x150");
    // A parse error names its column (61 is the 1-based column of "undef"); Enter moves the cursor there.
    input->setText("tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1) undef, <1x2>, memref<8x150xf32>>>");
    QVERIFY(error->text().startsWith("Column 61:"));
    QTest::keyClick(input, Qt::Key_Return);
    QCOMPARE(input->cursorPosition(), 60);
}

void TestMainWindow::openSampleFile()
{
    MainWindow window;
    auto* view = window.findChild<QTableView*>("factsView");
    QVERIFY(window.openLayoutFile(test::samplesDir() + "/layouts/seed-53x63-grid-3x2-tilized.mlir"));
    // Seed 000: 18x32 shards, each padded to one 32x32 tile.
    QCOMPARE(factValue(view, "Memref shape"), "1x1");
    QCOMPARE(factValue(view, "Shard shape"), "18x32");
}

void TestMainWindow::samplesMenuLoadsSeedExamples()
{
    MainWindow window;
    auto* view = window.findChild<QTableView*>("factsView");
    // Every bundled layout sample is in the menu; picking seed 003's 2x64x64 example loads it.
    auto* action = window.findChild<QAction*>("sample:seed003-2x64x64-tiles");
    QVERIFY(action);
    QVERIFY(window.findChild<QAction*>("sample:seed-53x63-grid-3x2"));
    action->trigger();
    QCOMPARE(factValue(view, "Logical shape"), "2x64x64");
    auto* planes = window.findChild<MappingView*>("mappingView");
    QCOMPARE(planes->logicalPlane()->rows(), int64_t(64));
}

void TestMainWindow::hoverLightsUpBothPlanesAndStatus()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    auto* physical = window.findChild<PlaneView*>("physicalPlane");
    auto* status = window.findChild<QLabel*>("hoverStatus");
    QVERIFY(logical && physical && status);
    // Element (40, 50): core (40 / 18, 50 / 32) = (2, 1), shard offset (4, 18): byte (4 * 32 + 18) * 4 = 584.
    QTest::mouseMove(logical, logical->cellCenter(40, 50).toPoint());
    QCOMPARE(status->text(), QString("[40, 50] on core (2, 1), byte 584"));
    QCOMPARE(*physical->highlight(), (std::array<int64_t, 2> { 40, 50 }));
}

void TestMainWindow::invalidEditKeepsThePicture()
{
    MainWindow window;
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    auto* input = window.findChild<QLineEdit*>("layoutInput");
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    QCOMPARE(logical->rows(), int64_t(53));
    input->setText(input->text().replace("<3x2>", "<3x0>"));
    QVERIFY(!window.findChild<QLabel*>("layoutError")->isHidden());
    QCOMPARE(logical->rows(), int64_t(53));
}

void TestMainWindow::exportCurrentView()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    QVERIFY(!window.exportCurrentView(dir.filePath("none.png")).isEmpty()); // nothing loaded yet
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    const QString path = dir.filePath("view.png");
    QCOMPARE(window.exportCurrentView(path), QString());
    auto* planes = window.findChild<MappingView*>("mappingView");
    QCOMPARE(QImage(path).size(), planes->size());
}

// The 53x63 sample on 3x2 cores of 18x32 elements: element (r, c) on core (r / 18) * 2 + c / 32 at offset
// (r % 18) * 32 + c % 32, in a .npy file of two int32 planes written off the GUI thread.
void TestMainWindow::exportMappingTable()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    QVERIFY(!window.exportMappingTable(dir.filePath("none.npy")).isEmpty()); // nothing loaded yet
    QVERIFY(window.findChild<QAction*>("actionExportMappingTable"));
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    QVERIFY(!window.exportMappingTable(dir.filePath("table.png")).isEmpty());
    const QString path = dir.filePath("table.npy");
    QCOMPARE(window.exportMappingTable(path), QString());
    QTRY_VERIFY(window.isIdle());
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("2x53x63")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const int header = 10 + uchar(bytes[8]) + 256 * uchar(bytes[9]);
    QVERIFY(bytes.mid(10, header - 10).contains("'shape': (2, 53, 63)"));
    QCOMPARE(bytes.size(), header + 2 * 53 * 63 * 4);
    const auto value = [&](int i) {
        qint32 v = 0;
        std::memcpy(&v, bytes.constData() + header + 4 * i, 4);
        return v;
    };
    for (int r = 0; r < 53; ++r) {
        for (int c = 0; c < 63; ++c) {
            QCOMPARE(value(r * 63 + c), (r / 18) * 2 + c / 32);
            QCOMPARE(value(53 * 63 + r * 63 + c), (r % 18) * 32 + c % 32);
        }
    }
    // A folder that does not exist: the failure reaches the status bar, nothing is written.
    QCOMPARE(window.exportMappingTable(dir.filePath("missing/table.npy")), QString());
    QTRY_VERIFY(window.isIdle());
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("cannot write")));
}

void TestMainWindow::shardsViewFollowsHover()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    auto* shards = window.findChild<ShardsView*>("shardsView");
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    QVERIFY(shards && logical);
    QCOMPARE(shards->summaries().size(), size_t(6));
    // Element (41, 51) lives on core (41 / 18, 51 / 32) = (2, 1): unit 5 lights up in the Shards view.
    QTest::mouseMove(logical, logical->cellCenter(41, 51).toPoint());
    QVERIFY(shards->highlightedUnit().has_value());
    QCOMPARE(*shards->highlightedUnit(), int64_t(5));
    // Hovering core 5 itself names its data and padding: 17 x 31 elements of 576 slots, 49 of grid padding.
    auto* tabs = window.findChild<QTabWidget*>("viewTabs");
    tabs->setCurrentWidget(shards);
    QTest::mouseMove(shards, shards->unitRect(5, shards->rect()).center().toPoint());
    auto* status = window.findChild<QLabel*>("hoverStatus");
    QVERIFY2(status->text().startsWith("core (2, 1): 527 of 576 slots hold data"), qPrintable(status->text()));
    QVERIFY(status->text().contains("grid padding: 49"));
}

void TestMainWindow::editorGridUndoRedo()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    auto* view = window.findChild<QTableView*>("factsView");
    auto* columns = window.findChild<QSpinBox*>("gridDim1");
    auto* physical = window.findChild<PlaneView*>("physicalPlane");
    QVERIFY(columns);
    QCOMPARE(columns->value(), 2);
    // 3x4 cores: shards of ceil(53/3) x ceil(63/4) = 18x16, a 54x64 physical plane.
    columns->setValue(4);
    QCOMPARE(factValue(view, "Grid"), "3x4");
    QCOMPARE(factValue(view, "Shard shape"), "18x16");
    QCOMPARE(physical->columns(), int64_t(64));
    // Ctrl+Z puts the 3x2 grid back, in the facts and in the editor; Ctrl+Shift+Z redoes it.
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(factValue(view, "Shard shape"), "18x32");
    QCOMPARE(columns->value(), 2);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(factValue(view, "Shard shape"), "18x16");
    QCOMPARE(columns->value(), 4);
}

void TestMainWindow::editorIntervalsAndErrors()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("sample:seed-3x64x128-grid-3x2")->trigger();
    auto* view = window.findChild<QTableView*>("factsView");
    auto* table = window.findChild<QTableWidget*>("intervalTable");
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(factValue(view, "Collapsed shape"), "192x128");
    // Replace the interval [0, -1) (d0 and d1 collapse: 192 rows) by [1, 3): d0 stays its own dim and d1, d2
    // collapse into 64 * 128 = 8192 columns.
    window.findChild<QPushButton*>("removeInterval")->click();
    QCOMPARE(table->rowCount(), 0);
    window.findChild<QPushButton*>("addInterval")->click();
    QCOMPARE(table->rowCount(), 1);
    table->item(0, 0)->setText("1");
    table->item(0, 1)->setText("3");
    QCOMPARE(factValue(view, "Collapsed shape"), "3x8192");
    // An invalid shape: the message sits under the shape field, the picture stays.
    auto* shape = window.findChild<QLineEdit*>("editorShape");
    auto* shapeError = window.findChild<QLabel*>("error_editorShape");
    QVERIFY(shape && shapeError);
    shape->setFocus();
    shape->selectAll();
    QTest::keyClicks(shape, "3xx64");
    QVERIFY(!shapeError->isHidden());
    QVERIFY(shapeError->text().startsWith("--shape"));
    QCOMPARE(window.findChild<PlaneView*>("logicalPlane")->rows(), int64_t(64));
}

void TestMainWindow::meshDevicesAndDrillDown()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setLayoutText("tensor<8192x784xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
                         "memref<8192x784xbf16, #ttcore.memory_space<l1>>>>");
    auto* mesh = window.findChild<MeshView*>("meshView");
    auto* tabs = window.findChild<QTabWidget*>("viewTabs");
    QVERIFY(mesh && tabs);
    tabs->setCurrentWidget(mesh);
    // Seed 004's T3K example: 8192x784 over a 2x4 mesh, rows by mesh rows and columns by mesh columns.
    mesh->setMesh("2x4", "shard(0),shard(1)");
    QVERIFY(mesh->distribution().has_value());
    QCOMPARE(mesh->distribution()->deviceCount(), int64_t(8));
    const DeviceShard& d5 = mesh->distribution()->devices()[5];
    QCOMPARE(d5.shape, (Shape { 4096, 196 }));
    QTest::mouseMove(mesh, mesh->deviceRect(5, mesh->canvas()).center().toPoint());
    auto* status = window.findChild<QLabel*>("hoverStatus");
    // Devices hold distinct slices, so each is its own replica group; device 5 is group 5.
    QCOMPARE(status->text(), QString("device (1, 1): 4096x196 elements, slice [4096:8192, 196:392], replica group 5"));
    // A bad placement shows its message and keeps the devices.
    mesh->setMesh("2x4", "shard(5),shard(1)");
    QVERIFY(!mesh->errorText().isEmpty());
    QCOMPARE(mesh->distribution()->deviceCount(), int64_t(8));
    // Element (0, 0) under the Mapping view's cell cursor lights up device (0, 0), which holds rows 0:4096 and
    // columns 0:196.
    tabs->setCurrentWidget(window.findChild<MappingView*>("mappingView"));
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    QTest::keyClick(logical, Qt::Key_Right);
    QCOMPARE(mesh->highlightedDevices(), (std::vector<int64_t> { 0 }));
    tabs->setCurrentWidget(mesh);
    // Drill down into device (1, 1): the views now show its 4096x196 local tensor, and Ctrl+Z goes back.
    mesh->setMesh("2x4", "shard(0),shard(1)");
    QTest::mouseDClick(mesh, Qt::LeftButton, {}, mesh->deviceRect(5, mesh->canvas()).center().toPoint());
    auto* view = window.findChild<QTableView*>("factsView");
    QCOMPARE(factValue(view, "Logical shape"), "4096x196");
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(factValue(view, "Logical shape"), "8192x784");
}

void TestMainWindow::seed004SampleSetsTheMesh()
{
    // Seed 004 Example 3: 1x1x128x256 with y over the 2 mesh rows and x over the 4 columns: 1x1x64x64 each,
    // device (1, 2) holding rows 64:128 and columns 128:192.
    MainWindow window;
    window.findChild<QAction*>("sample:seed004-example3-block-sharding")->trigger();
    auto* mesh = window.findChild<MeshView*>("meshView");
    QVERIFY(mesh->distribution().has_value());
    QCOMPARE(mesh->distribution()->deviceCount(), int64_t(8));
    const DeviceShard& d = mesh->distribution()->devices()[6];
    QCOMPARE(d.coord, (Shape { 1, 2 }));
    QCOMPARE(d.shape, (Shape { 1, 1, 64, 64 }));
    QCOMPARE(d.slices[2].start, int64_t(64));
    QCOMPARE(d.slices[2].stop, int64_t(128));
    QCOMPARE(d.slices[3].start, int64_t(128));
    QCOMPARE(d.slices[3].stop, int64_t(192));
    // Seed 001's XLA example is a sample too.
    window.findChild<QAction*>("sample:seed001-f32-3x5-T2x2")->trigger();
    QCOMPARE(factValue(window.findChild<QTableView*>("factsView"), "Notation"), "xla");
}

void TestMainWindow::editorXlaFields()
{
    MainWindow window;
    window.findChild<QAction*>("sample:seed001-f32-3x5-T2x2")->trigger();
    auto* dims = window.findChild<QLineEdit*>("editorXlaDims");
    auto* order = window.findChild<QLineEdit*>("editorMinorToMajor");
    auto* tiles = window.findChild<QLineEdit*>("editorXlaTiles");
    QVERIFY(dims && order && tiles);
    QCOMPARE(dims->text(), "3,5");
    QCOMPARE(order->text(), "1,0");
    QCOMPARE(tiles->text(), "(2,2)");
    // Tiles of 2x3: 3x5 pads to 4x6, 2x2 tiles of 6 slots, 24 allocated, 9 of them padding.
    tiles->setFocus();
    tiles->selectAll();
    QTest::keyClicks(tiles, "(2,3)");
    auto* view = window.findChild<QTableView*>("factsView");
    QCOMPARE(factValue(view, "Printed"), "f32[3,5]{1,0:T(2,3)}");
    QVERIFY(factValue(view, "Elements").contains("allocated: 24"));
}

// Keystrokes wait for a pause; the whole string is parsed once, and one step is recorded.
void TestMainWindow::typingParsesOnceAfterAPause()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* input = window.findChild<QLineEdit*>("layoutInput");
    QSignalSpy changed(&window, &MainWindow::layoutChanged);
    input->setFocus();
    QTest::keyClicks(input, "f32[3,5]{1,0:T(2,2)}");
    QVERIFY(!window.isIdle());
    QCOMPARE(changed.count(), 0);
    QTRY_VERIFY(window.isIdle());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(factValue(window.findChild<QTableView*>("factsView"), "Notation"), "xla");
}

// Ctrl+Z typed in the layout field goes back to the previous layout (not a keystroke of the field), and
// Ctrl+Shift+Z comes forward again: the field's own history never eats the redo steps.
void TestMainWindow::undoInTheFieldIsTheDocumentsUndo()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* input = window.findChild<QLineEdit*>("layoutInput");
    auto* view = window.findChild<QTableView*>("factsView");
    window.setLayoutText("f32[3,5]{1,0:T(2,2)}");
    window.setLayoutText("f32[7,5]{1,0:T(2,2)}");
    QCOMPARE(window.undoStack()->count(), 1);
    input->setFocus();
    QTest::keyClick(input, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(input->text(), QString("f32[3,5]{1,0:T(2,2)}"));
    QCOMPARE(factValue(view, "Logical shape"), "3x5");
    QTest::keyClick(input, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(input->text(), QString("f32[7,5]{1,0:T(2,2)}"));
    QCOMPARE(factValue(view, "Logical shape"), "7x5");
    QCOMPARE(window.undoStack()->index(), 1);
}

void TestMainWindow::editsOfOneFieldMergeIntoOneStep()
{
    MainWindow window;
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    auto* columns = window.findChild<QSpinBox*>("gridDim1");
    auto* view = window.findChild<QTableView*>("factsView");
    columns->setValue(3);
    columns->setValue(4);
    QCOMPARE(window.undoStack()->count(), 1);
    QCOMPARE(factValue(view, "Grid"), "3x4");
    window.undoStack()->undo();
    QCOMPARE(factValue(view, "Grid"), "3x2");
}

// 2^30 elements: the facts appear at once, the views once the job has prepared them, and the progress
// indicator shows while it runs.
void TestMainWindow::hugeLayoutIsPreparedOffTheGuiThread()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setLayoutText("tensor<32768x32768xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <8x8>, "
                         "memref<4096x4096xbf16, #ttcore.memory_space<l1>>>>");
    QCOMPARE(factValue(window.findChild<QTableView*>("factsView"), "Logical shape"), "32768x32768");
    QVERIFY(!window.isIdle());
    QTRY_VERIFY_WITH_TIMEOUT(window.isIdle(), 60000);
    auto* shards = window.findChild<ShardsView*>("shardsView");
    QCOMPARE(shards->summaries().size(), size_t(64));
    QCOMPARE(window.findChild<PlaneView*>("logicalPlane")->rows(), int64_t(32768));
}

void TestMainWindow::everyTabExports_data()
{
    QTest::addColumn<int>("tab");
    QTest::newRow("mapping") << 0;
    QTest::newRow("shards") << 1;
    QTest::newRow("tiles") << 2;
    QTest::newRow("mesh") << 3;
}

void TestMainWindow::everyTabExports()
{
    QFETCH(int, tab);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("sample:seed004-example3-block-sharding")->trigger();
    window.findChild<QTabWidget*>("viewTabs")->setCurrentIndex(tab);
    QTemporaryDir dir;
    const QString path = dir.filePath("view.png");
    QCOMPARE(window.exportCurrentView(path), QString());
    QVERIFY(!QImage(path).isNull());
}

// Compiler output pasted into the field: its layouts are listed, the first is shown, another is a choice away,
// and each choice is one undoable step. The two layouts are hand-written: 1x784 in 1x25 tiles of f32 and
// 784x256 in 25x8 tiles (tt-mlir's mnist_sharded defines the same two).
void TestMainWindow::pastedSnippetListsItsLayouts()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* input = window.findChild<QLineEdit*>("layoutInput");
    auto* picker = window.findChild<QWidget*>("layoutPicker");
    auto* list = window.findChild<QComboBox*>("layoutPickerList");
    auto* warnings = window.findChild<QLabel*>("layoutWarnings");
    auto* view = window.findChild<QTableView*>("factsView");
    QVERIFY(input && picker && list && warnings && view);
    QVERIFY(picker->isHidden());
    input->setText("#dram = #ttnn.buffer_type<dram>\n"
                   "#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x25x!ttcore.tile<32x32, "
                   "f32>, #dram>, <interleaved>>\n"
                   "#ttnn_layout4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<25x8x!ttcore.tile<32x32, "
                   "f32>, #dram>, <interleaved>>\n"
                   "%1 = \"ttnn.matmul\"(%arg0, %arg4) : (tensor<1x784xf32, #ttnn_layout>, tensor<784x256xf32, "
                   "#ttnn_layout4>) -> tensor<1x256xf32, #ttnn_layout5>\n");
    QTRY_VERIFY(window.isIdle());
    QVERIFY(picker->isVisible());
    // Two types with defined layouts, and one whose alias the text does not define.
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->currentIndex(), 0);
    QCOMPARE(factValue(view, "Logical shape"), "1x784");
    QVERIFY(input->text().contains("#ttnn.ttnn_layout<"));
    QVERIFY(warnings->isHidden());

    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    QTRY_VERIFY(window.isIdle());
    QCOMPARE(list->currentIndex(), 1);
    QCOMPARE(factValue(view, "Logical shape"), "784x256");
    QCOMPARE(factValue(view, "Padded shape"), "800x256");
    window.undoStack()->undo();
    QCOMPARE(factValue(view, "Logical shape"), "1x784");

    // The third names an alias the text lacks: the error asks for its definition.
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Down);
    auto* error = window.findChild<QLabel*>("layoutError");
    QTRY_VERIFY(error->isVisible());
    QVERIFY(error->text().contains("#ttnn_layout5 is not defined"));

    // A lone definition describes with a loud warning about the shape it assumed (32 rows of 25 tiles).
    input->setText("#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x25x!ttcore.tile<32x32, "
                   "f32>, #ttnn.buffer_type<dram>>, <interleaved>>");
    QTRY_VERIFY(window.isIdle());
    QCOMPARE(factValue(view, "Logical shape"), "32x800");
    QVERIFY(warnings->isVisible());
    QVERIFY(warnings->text().contains("assumed 32x800"));
}

// An opened compiled module goes to the model workspace; its layouts wait in the layout workspace's list.
void TestMainWindow::compiledModuleListsItsLayouts()
{
    MainWindow window;
    auto* list = window.findChild<QComboBox*>("layoutPickerList");
    auto* view = window.findChild<QTableView*>("factsView");
    QVERIFY(window.openFile(test::samplesDir() + "/models/real-ir/ttnn_mnist_sharded.mlir"));
    // The list comes with the model, from the one read off the GUI thread.
    QTRY_VERIFY(window.isIdle());
    QVERIFY(list->count() > 3);
    QCOMPARE(list->currentIndex(), -1);
    // The third distinct type is %arg2: tensor<256x10xf32> in 8x1 tiles.
    window.pickLayout(3);
    QCOMPARE(window.findChild<QTabWidget*>("workspaceTabs")->currentIndex(), 0);
    QCOMPARE(list->currentIndex(), 2);
    QCOMPARE(factValue(view, "Logical shape"), "256x10");
    QCOMPARE(factValue(view, "Padded shape"), "256x32");
    QTRY_VERIFY(window.isIdle());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
