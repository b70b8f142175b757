// SPDX-License-Identifier: MIT
// A 1280x720 window: every visible label, button and header shows its whole text, and the views keep at least two
// thirds of the width.
#include "apptranslations.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>

#include <map>
#include <vector>

using namespace tle;

class TestSmallWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nothingClipped_data();
    void nothingClipped();
    void cleanup();
};

namespace {

// The text as drawn: without mnemonics' '&' and, for rich text, without markup.
QString shownText(const QLabel* label)
{
    QString text = label->text();
    if (Qt::mightBeRichText(text)) {
        QTextDocument document;
        document.setHtml(text);
        return document.toPlainText();
    }
    return text.remove(QLatin1Char('&'));
}

int widestLine(const QFontMetrics& metrics, const QString& text)
{
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

} // namespace

void TestSmallWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSmallWindow::nothingClipped_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("language");
    for (const char* sample : { "sample:seed-53x63-grid-3x2-tilized", "sample:ttnn-1024x1024-block-sharded-8x8",
             "sample:seed001-f32-3x5-T2x2", "sample:seed-7d-grid-3x2x2x2", "model:mnist_mlp" }) {
        for (const char* view : { "mapping", "shards", "tiles", "mesh" }) {
            // The model has one view; the 7-D sample takes seconds to prepare, once is enough.
            if ((QString(sample).startsWith("model:") || QString(sample).contains("7d")) && QString(view) != "mapping")
                continue;
            QTest::addRow("%s %s", sample, view)
                << sample << (QString(sample).startsWith("model:") ? "model" : view) << QString("en");
        }
    }
    // Every language on each workspace, in the view its words are longest in; the 7-D sample for its five slicers.
    for (const QString& language : AppTranslations::available()) {
        for (const auto& [sample, view] : { std::pair { "sample:seed-53x63-grid-3x2-tilized", "mapping" },
                 std::pair { "sample:seed-7d-grid-3x2x2x2", "mapping" },
                 std::pair { "sample:ttnn-1024x1024-block-sharded-8x8", "shards" },
                 std::pair { "sample:seed001-f32-3x5-T2x2", "tiles" }, std::pair { "model:mnist_mlp", "model" } })
            QTest::addRow("%s %s %s", qPrintable(language), sample, view) << sample << view << language;
    }
}

void TestSmallWindow::cleanup()
{
    AppTranslations::install(QLocale(QLocale::English));
}

void TestSmallWindow::nothingClipped()
{
    QFETCH(QString, sample);
    QFETCH(QString, view);
    QFETCH(QString, language);
    QVERIFY(AppTranslations::install(QLocale(language)) || language == "en");
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>(sample)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
    QVERIFY(window.showView(view));
    QApplication::processEvents();
    QStringList clipped;
    for (QLabel* label : window.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&window) || label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull()
            || label->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored)
            continue;
        const int needed = widestLine(label->fontMetrics(), shownText(label));
        if (needed > label->contentsRect().width() - label->margin() * 2 - label->indent())
            clipped << QString("label %1 \"%2\" (%3 of %4 px)")
                           .arg(label->objectName(), shownText(label).left(60))
                           .arg(needed)
                           .arg(label->contentsRect().width());
    }
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        if (!button->isVisibleTo(&window) || button->text().isEmpty() || button->inherits("QToolButton"))
            continue;
        // A push button needs its text and a margin (the style's minimum width is a preference); a check box its
        // indicator too.
        const int needed = qobject_cast<QPushButton*>(button)
            ? button->fontMetrics().horizontalAdvance(button->text().remove(QLatin1Char('&'))) + 8
            : button->sizeHint().width();
        if (button->width() < needed || button->height() < button->sizeHint().height() - 4)
            clipped << QString("button %1 \"%2\" (%3 of %4 px)")
                           .arg(button->objectName(), button->text())
                           .arg(needed)
                           .arg(button->width());
    }
    // Nothing is cut off at the side by the widget holding it (a dock narrower than the editor's rows, say). Rows
    // below a scroll area's bottom are only scrolled away.
    for (QWidget* w : window.findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(w) || w->inherits("QLineEdit") || w->inherits("QComboBox")
            || w->inherits("QAbstractSpinBox");
        if (!control || !w->isVisibleTo(&window) || w->inherits("QToolButton") || w->parent()->inherits("QComboBox")
            || w->parent()->inherits("QAbstractSpinBox"))
            continue;
        const QRegion shown = w->visibleRegion();
        if (!shown.isEmpty() && shown.boundingRect().width() < w->width())
            clipped << QString("%1 %2 cut at the side (%3 of %4 px shown)")
                           .arg(w->metaObject()->className(), w->objectName())
                           .arg(shown.boundingRect().width())
                           .arg(w->width());
    }
    // No control is drawn over another of the same row (a check box over a line edit when a tool row is full).
    std::map<QWidget*, std::vector<QWidget*>> siblings;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(w) || w->inherits("QLineEdit") || w->inherits("QComboBox")
            || w->inherits("QAbstractSpinBox");
        if (control && w->isVisibleTo(&window) && !w->inherits("QToolButton") && !w->parent()->inherits("QComboBox")
            && !w->parent()->inherits("QAbstractSpinBox") && !w->parent()->inherits("QTabBar"))
            siblings[w->parentWidget()].push_back(w);
    }
    for (const auto& [parent, controls] : siblings) {
        for (size_t i = 0; i < controls.size(); ++i) {
            for (size_t j = i + 1; j < controls.size(); ++j) {
                if (controls[i]->geometry().intersects(controls[j]->geometry()))
                    clipped << QString("%1 and %2 overlap").arg(controls[i]->objectName(), controls[j]->objectName());
            }
        }
    }
    for (QHeaderView* header : window.findChildren<QHeaderView*>()) {
        if (!header->isVisibleTo(&window) || header->orientation() != Qt::Horizontal || !header->model())
            continue;
        for (int section = 0; section < header->count(); ++section) {
            if (header->isSectionHidden(section))
                continue;
            const QString text = header->model()->headerData(section, Qt::Horizontal).toString();
            const int needed = widestLine(header->fontMetrics(), text) + 8;
            if (needed > header->sectionSize(section))
                clipped << QString("header %1 \"%2\" (%3 of %4 px)")
                               .arg(header->parent()->objectName(), text)
                               .arg(needed)
                               .arg(header->sectionSize(section));
        }
    }
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join("\n")));
    // The views get two thirds of the width.
    auto* tabs = window.findChild<QTabWidget*>("workspaceTabs");
    QVERIFY2(tabs->width() * 3 >= window.width() * 2, qPrintable(QString::number(tabs->width())));
}

QTEST_MAIN(TestSmallWindow)
#include "tst_smallwindow.moc"
