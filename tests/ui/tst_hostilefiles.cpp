// SPDX-License-Identifier: MIT
// Files the window must refuse, driven through the real main window: random bytes under any name are turned away
// with the place of the first NUL byte, nothing is loaded, the status bar never says Loaded, and the file does
// not join the recent files.
#include "layoutdocument.h"
#include "mainwindow.h"

#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace tle;

class TestHostileFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void binaryFilesAreRefused_data();
    void binaryFilesAreRefused();
};

void TestHostileFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestHostileFiles::binaryFilesAreRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("head"); // text before the first NUL byte
    QTest::newRow("bin") << "random.bin"
                         << QByteArray("\x7f"
                                       "ELF");
    QTest::newRow("json") << "random.json" << QByteArray("{\"name\": \"x\",\n  \"ops\": ");
    QTest::newRow("mlir") << "random.mlir" << QByteArray("module {\nfunc.func @main() {\n  %0 = ");
}

void TestHostileFiles::binaryFilesAreRefused()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, head);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QByteArray bytes = head;
    bytes.append('\0');
    for (int i = 0; i < 4096; ++i)
        bytes.append(char(QRandomGenerator::global()->bounded(256)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    // Where the NUL byte is, counted here from the bytes written.
    const int line = int(head.count('\n')) + 1;
    const int column = int(head.size() - (head.lastIndexOf('\n') + 1)) + 1;

    MainWindow window;
    QVERIFY(!window.openFile(path));
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(path), qPrintable(message));
    QVERIFY2(message.contains(
                 QStringLiteral("a NUL byte at line %1, column %2 (is this a binary file?)").arg(line).arg(column)),
        qPrintable(message));
    QVERIFY(!message.contains(QLatin1String("Loaded")));
    QVERIFY(!window.document()->layout());
    auto* field = window.findChild<QLineEdit*>("layoutInput");
    QVERIFY(!field || field->text().isEmpty());
    auto* recent = window.findChild<QMenu*>("recentMenu");
    QVERIFY(recent);
    for (const QAction* action : recent->actions())
        QVERIFY(!action->text().contains(name));
}

QTEST_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
