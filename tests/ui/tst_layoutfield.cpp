// SPDX-License-Identifier: MIT
// The layout field: a multi-line form that shows a long layout whole and is read like the one-line field, and
// layouts dropped on the window as files or as text.
#include "layoutdocument.h"
#include "mainwindow.h"
#include "testpaths.h"

#include <QAction>
#include <QDropEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>

using namespace tle;

class TestLayoutField : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void multiLineFieldEditsTheLayout();
    void dropText_data();
    void dropText();
    void dropFile();
    void longLayoutShowsItsStart();
};

namespace {

const QString kSeed = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, "
                      "#ttcore.memory_space<l1>>>>";

void drop(MainWindow& window, QMimeData* data)
{
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropped(QPointF(10, 10), Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &dropped);
    QVERIFY(dropped.isAccepted());
}

} // namespace

void TestLayoutField::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLayoutField::multiLineFieldEditsTheLayout()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setLayoutText(kSeed);
    auto* line = window.findChild<QLineEdit*>("layoutInput");
    auto* lines = window.findChild<QPlainTextEdit*>("layoutLines");
    auto* expand = window.findChild<QToolButton*>("expandLayoutField");
    QVERIFY(line && lines && expand);
    QVERIFY(lines->isHidden());
    expand->click();
    QVERIFY(lines->isVisible() && line->isHidden());
    QCOMPARE(lines->toPlainText(), kSeed);
    // Typing over several lines: line breaks read as spaces, and the text is read after the pause in typing.
    lines->selectAll();
    QTest::keyClicks(lines, "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>,");
    QTest::keyClick(lines, Qt::Key_Return);
    QTest::keyClicks(lines, "memref<53x63xf32, #ttcore.memory_space<l1>>>>");
    QVERIFY(!window.isIdle());
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 5000));
    QCOMPARE(window.document()->text(),
        QString("tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<53x63xf32, "
                "#ttcore.memory_space<l1>>>>"));
    // Undo restores the layout before the edit, in the multi-line field too.
    window.undoStack()->undo();
    QCOMPARE(window.document()->text(), kSeed);
    QCOMPARE(lines->toPlainText(), kSeed);
    expand->click();
    QVERIFY(lines->isHidden() && line->isVisible());
    QCOMPARE(line->text(), kSeed);
}

void TestLayoutField::dropText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::newRow("one layout") << kSeed << kSeed;
    QTest::newRow("xla over two lines") << "f32[3,5]\n{1,0:T(2,2)}"
                                        << "f32[3,5] {1,0:T(2,2)}";
}

void TestLayoutField::dropText()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    MainWindow window;
    window.show();
    auto* data = new QMimeData;
    data->setText(text);
    drop(window, data);
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 5000));
    QCOMPARE(window.findChild<QLineEdit*>("layoutInput")->text(), shown);
    QVERIFY(window.document()->layout());
    delete data;
}

void TestLayoutField::dropFile()
{
    MainWindow window;
    window.show();
    auto* data = new QMimeData;
    data->setUrls({ QUrl::fromLocalFile(test::samplesDir() + "/layouts/seed-53x63-grid-3x2.mlir") });
    drop(window, data);
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 5000));
    QVERIFY(window.document()->text().startsWith("tensor<53x63xf32"));
    delete data;
}

// A layout longer than the field shows its start, where its shape and type are, not its end.
void TestLayoutField::longLayoutShowsItsStart()
{
    MainWindow window;
    window.resize(800, 600);
    window.show();
    QVERIFY(window.openLayoutFile(test::samplesDir() + "/layouts/ttnn-1024x1024-block-sharded-8x8.mlir"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 5000));
    auto* line = window.findChild<QLineEdit*>("layoutInput");
    QVERIFY(line->fontMetrics().horizontalAdvance(line->text()) > line->width());
    QCOMPARE(line->cursorPosition(), 0);
}

QTEST_MAIN(TestLayoutField)
#include "tst_layoutfield.moc"
