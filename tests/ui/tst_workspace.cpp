// SPDX-License-Identifier: MIT
// Workspaces: File > Save Workspace and Open Workspace give back the layout, view, zoom, slice, selection, mesh
// and model; a file cut short is refused without touching the window; saves are atomic; the session comes back at
// the next start.
#include "layoutdocument.h"
#include "mainwindow.h"
#include "mappingview.h"
#include "modeldocument.h"
#include "modelworkspace.h"
#include "planeview.h"
#include "testpaths.h"
#include "workspacesession.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tle;

class TestWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void layoutRoundTrip();
    void modelRoundTrip();
    void cutShortFileLeavesTheWindow_data();
    void cutShortFileLeavesTheWindow();
    void savesAreAtomic();
    void sessionComesBack();
};

namespace {

bool waitIdle(MainWindow& window)
{
    return QTest::qWaitFor([&] { return window.isIdle(); }, 30000);
}

} // namespace

void TestWorkspace::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QFile::remove(WorkspaceSession::sessionFile());
}

void TestWorkspace::layoutRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("a.tleworkspace");
    Workspace saved;
    QPointF logicalCentre;
    double physicalScale = 0;
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // 3x64x128 on a 3x2 grid: the slice selector has one leading dim.
        window.findChild<QAction*>("sample:seed-3x64x128-grid-3x2")->trigger();
        QCOMPARE(window.select("2, 10, 20"), QString());
        auto* physical = window.findChild<PlaneView*>("physicalPlane");
        QTest::keyClick(physical, Qt::Key_Plus);
        QTest::keyClick(physical, Qt::Key_Plus);
        saved = window.session()->capture();
        QCOMPARE(saved.slice, std::vector<int64_t> { 2 });
        QCOMPARE(saved.selection, std::string("2, 10, 20"));
        QVERIFY(saved.logicalZoom && saved.physicalZoom);
        logicalCentre = window.findChild<PlaneView*>("logicalPlane")->centre();
        physicalScale = physical->scale();
        QCOMPARE(window.session()->save(path), QString());
    }
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.session()->open(path), QString());
    QVERIFY(waitIdle(window));
    QCOMPARE(window.session()->capture(), saved);
    QCOMPARE(window.findChild<QLineEdit*>("layoutInput")->text().toStdString(), saved.layout);
    QCOMPARE(window.findChild<PlaneView*>("logicalPlane")->centre(), logicalCentre);
    QCOMPARE(window.findChild<PlaneView*>("physicalPlane")->scale(), physicalScale);
    QCOMPARE(window.mappingView()->slice(), std::vector<int64_t> { 2 });
}

void TestWorkspace::modelRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("model.tleworkspace");
    {
        MainWindow window;
        window.show();
        window.modelDocument()->setPolicy("greedy-beam");
        QVERIFY(window.openFile(test::samplesDir() + "/models/mnist_mlp.mlir"));
        QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && window.modelDocument()->result(); }, 30000));
        window.modelDocument()->selectOp(2);
        window.modelDocument()->setComparison(PlanComparison::allPolicies());
        QCOMPARE(window.session()->save(path), QString());
    }
    // The file names the comparison by the command line's word.
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("\"compare\": \"all\""));
    MainWindow window;
    window.show();
    QCOMPARE(window.session()->open(path), QString());
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && window.modelDocument()->selectedOp() == 2; }, 30000));
    QVERIFY(window.isModelShown());
    QCOMPARE(window.modelDocument()->policy(), QString("greedy-beam"));
    QVERIFY(window.modelDocument()->comparison() == PlanComparison::allPolicies());
    QVERIFY(window.modelDocument()->path().endsWith("mnist_mlp.mlir"));
}

void TestWorkspace::cutShortFileLeavesTheWindow_data()
{
    QTest::addColumn<double>("fraction");
    QTest::newRow("empty") << 0.0;
    QTest::newRow("a third") << 0.33;
    QTest::newRow("all but the closing brace") << -1.0;
}

void TestWorkspace::cutShortFileLeavesTheWindow()
{
    QFETCH(double, fraction);
    QTemporaryDir dir;
    Workspace other;
    other.layout = "f32[3,5]{1,0:T(2,2)}";
    other.view = "tiles";
    std::string text = writeWorkspace(other);
    text.resize(fraction < 0 ? text.rfind('}') : size_t(double(text.size()) * fraction));
    const QString path = dir.filePath("cut.tleworkspace");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.data(), qint64(text.size()));
    file.close();

    MainWindow window;
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    const QString before = window.document()->text();
    const QString failure = window.session()->open(path);
    QVERIFY2(failure.contains("line "), qPrintable(failure));
    QVERIFY(waitIdle(window));
    QCOMPARE(window.document()->text(), before);
    QCOMPARE(window.currentViewName(), QString("mapping"));
}

void TestWorkspace::savesAreAtomic()
{
    QTemporaryDir dir;
    MainWindow window;
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    const QString path = dir.filePath("w.tleworkspace");
    QCOMPARE(window.session()->save(path), QString());
    QFile first(path);
    QVERIFY(first.open(QIODevice::ReadOnly));
    const QByteArray saved = first.readAll();
    first.close();
    // A save that cannot complete (here: its folder is a file) reports why and writes nothing anywhere.
    const QString blocked = dir.filePath("w.tleworkspace/inside.tleworkspace");
    QVERIFY(!window.session()->save(blocked).isEmpty());
    // Saving again over the file replaces it whole; no temporary file is left beside it.
    window.setLayoutText("f32[3,5]{1,0:T(2,2)}");
    QCOMPARE(window.session()->save(path), QString());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { "w.tleworkspace" });
    QFile second(path);
    QVERIFY(second.open(QIODevice::ReadOnly));
    const Workspace replaced = readWorkspace(second.readAll().toStdString());
    QCOMPARE(replaced.layout, std::string("f32[3,5]{1,0:T(2,2)}"));
    QVERIFY(readWorkspace(saved.toStdString()).layout != replaced.layout);
}

void TestWorkspace::sessionComesBack()
{
    QFile::remove(WorkspaceSession::sessionFile());
    QString text;
    {
        MainWindow window;
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
        window.showView("shards");
        text = window.document()->text();
        window.close();
    }
    QVERIFY(QFile::exists(WorkspaceSession::sessionFile()));
    MainWindow window;
    QVERIFY(window.session()->restoreSession(true));
    QVERIFY(waitIdle(window));
    QCOMPARE(window.size(), QSize(1100, 700));
    QCOMPARE(window.document()->text(), text);
    QCOMPARE(window.currentViewName(), QString("shards"));
    // Without the last workspace (a file was given on the command line), only the window's geometry comes back.
    MainWindow plain;
    QVERIFY(plain.session()->restoreSession(false));
    QVERIFY(plain.document()->text().isEmpty());
}

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
