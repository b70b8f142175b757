// SPDX-License-Identifier: MIT
// The Help menu: the user guide renders the docs, the shortcuts list every menu key, and every control of the
// window explains itself (What's This) and, in the editor, has a tooltip.
#include "helpmenu.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

using namespace tle;

class TestHelp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void helpAndVersionNeedNoDisplay_data();
    void helpAndVersionNeedNoDisplay();
    void userGuideRendersTheDocs();
    void shortcutsListTheMenus();
    void everyControlExplainsItself_data();
    void everyControlExplainsItself();
};

void TestHelp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestHelp::helpAndVersionNeedNoDisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("expected");
    QTest::newRow("help") << "--help"
                          << "--decision-trace";
    QTest::newRow("short help") << "-h"
                                << "--screenshot";
    QTest::newRow("version") << "--version"
                             << "Tensor Layout Explorer";
}

// The window's binary answers --help and --version on a machine without a display: no platform is loaded.
void TestHelp::helpAndVersionNeedNoDisplay()
{
    QFETCH(QString, option);
    QFETCH(QString, expected);
    const QString program
        = QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/tensor-layout-explorer");
    QVERIFY2(QFileInfo::exists(program), qPrintable(program));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    process.setProcessEnvironment(env);
    process.start(program, { option });
    QVERIFY(process.waitForFinished(30000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 0, qPrintable(QString::fromUtf8(process.readAllStandardError())));
    QVERIFY2(out.contains(expected), qPrintable(out));
}

void TestHelp::userGuideRendersTheDocs()
{
    QVERIFY(!HelpMenu::guideDirectory().isEmpty());
    MainWindow window;
    window.show();
    window.findChild<QAction*>("actionUserGuide")->trigger();
    auto* guide = window.findChild<QDialog*>("userGuide");
    QVERIFY(guide && guide->isVisible());
    auto* browser = guide->findChild<QTextBrowser*>("guideBrowser");
    // The guide opens on using the window, rendered from Markdown (its heading is text, not "# ..."), and never
    // on build steps.
    QVERIFY(browser->toPlainText().startsWith("Using the window"));
    QVERIFY(browser->toPlainText().contains("Paste a layout"));
    QVERIFY(!browser->toPlainText().contains("cmake"));
    auto* contents = guide->findChild<QListWidget*>("guideContents");
    QCOMPARE(contents->item(0)->text(), QStringLiteral("Using the window"));
    // A link to another page of the guide opens it.
    window.help()->showGuide("docs/workspace.md");
    QVERIFY(browser->toPlainText().contains("Workspace files"));
    QVERIFY(browser->isBackwardAvailable());
}

void TestHelp::shortcutsListTheMenus()
{
    MainWindow window;
    window.findChild<QAction*>("actionShortcuts")->trigger();
    auto* table = window.findChild<QTableWidget*>("shortcutsTable");
    QVERIFY(table);
    QStringList rows;
    for (int r = 0; r < table->rowCount(); ++r)
        rows << table->item(r, 0)->text() + " = " + table->item(r, 1)->text();
    const QString all = rows.join('\n');
    QVERIFY2(all.contains("File > Open… = " + QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)),
        qPrintable(all));
    QVERIFY2(all.contains("File > Save Workspace…"), qPrintable(all));
    QVERIFY2(all.contains("Help > User Guide"), qPrintable(all));
    QVERIFY2(all.contains("Plane: fit the whole plane = 0"), qPrintable(all));
    // Each command once, each of its keys once.
    for (int r = 0; r < table->rowCount(); ++r) {
        const QStringList keys = table->item(r, 1)->text().split(QStringLiteral(", "));
        QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
    }
    QCOMPARE(rows.filter(QRegularExpression(QStringLiteral("^Edit > Redo = "))).size(), 1);
}

void TestHelp::everyControlExplainsItself_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("metal") << "sample:seed-53x63-grid-3x2";
    QTest::newRow("ttnn") << "sample:ttnn-1024x1024-block-sharded-8x8";
    QTest::newRow("xla") << "sample:seed001-f32-3x5-T2x2";
    QTest::newRow("model workspace") << "model:mnist_mlp";
}

void TestHelp::everyControlExplainsItself()
{
    QFETCH(QString, sample);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>(sample)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
    QStringList silent;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        const bool control = qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w)
            || qobject_cast<QAbstractButton*>(w) || qobject_cast<QAbstractSpinBox*>(w);
        if (!control || !w->isVisibleTo(&window) || w->objectName().startsWith("qt_")
            || qobject_cast<QAbstractSpinBox*>(w->parent()) || qobject_cast<QComboBox*>(w->parent()) // their own edits
            || w->inherits("QDockWidgetTitleButton") || w->inherits("QTabBar") || w->inherits("QToolButton"))
            continue;
        if (w->whatsThis().isEmpty() || w->toolTip().isEmpty())
            silent << QString("%1 (%2)").arg(w->objectName(), w->metaObject()->className());
    }
    QVERIFY2(silent.isEmpty(), qPrintable(silent.join(", ")));
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
