// SPDX-License-Identifier: MIT
// The views follow a dark palette: their background is the palette's base, titles and hatching are drawn in its
// text colour, so both stay readable; hatching keeps its lines at a device pixel ratio of 2.
#include "apptheme.h"
#include "mainwindow.h"
#include "mappingview.h"
#include "planeview.h"
#include "shardsview.h"
#include "transferdocument.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTest>

using namespace tle;

class TestDarkPalette : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void viewsFollowThePalette_data();
    void viewsFollowThePalette();
    void hatchingAtDoubleResolution();
    void transferHistogramFollowsThePalette();
    void themeMenu();
};

namespace {

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(37, 37, 38));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Base, QColor(25, 25, 26));
    dark.setColor(QPalette::AlternateBase, QColor(45, 45, 48));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::Button, QColor(45, 45, 48));
    dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    dark.setColor(QPalette::Highlight, QColor(61, 174, 233));
    dark.setColor(QPalette::Mid, QColor(90, 90, 90));
    return dark;
}

// How many pixels of `image` inside `area` are close to `color`.
int pixelsNear(const QImage& image, const QRect& area, const QColor& color)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - color.red()) + std::abs(c.green() - color.green())
                    + std::abs(c.blue() - color.blue())
                < 60)
                ++count;
        }
    }
    return count;
}

} // namespace

void TestDarkPalette::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setPalette(darkPalette());
}

void TestDarkPalette::viewsFollowThePalette_data()
{
    QTest::addColumn<QString>("view");
    QTest::newRow("mapping") << "mapping";
    QTest::newRow("shards") << "shards";
    QTest::newRow("tiles") << "tiles";
}

void TestDarkPalette::viewsFollowThePalette()
{
    QFETCH(QString, view);
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Seed 000 tilized: units, grid padding and tile padding all show.
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2-tilized")->trigger();
    QVERIFY(window.showView(view));
    QWidget* shown = window.findChild<QWidget*>(view + "View");
    QVERIFY(shown);
    const QImage image = shown->grab().toImage();
    if (qEnvironmentVariableIsSet("TLE_TEST_PICTURES"))
        image.save(qEnvironmentVariable("TLE_TEST_PICTURES") + "/dark-" + view + ".png");
    const QRect all = image.rect();
    const QPalette dark = darkPalette();
    // The background is the dark base, and text or hatching in the light text colour is drawn on it; nothing is
    // left on a white background.
    QVERIFY(pixelsNear(image, all, dark.color(QPalette::Base)) > all.width() * all.height() / 50);
    QVERIFY(pixelsNear(image, all, dark.color(QPalette::Text)) > 200);
    QCOMPARE(pixelsNear(image, all, Qt::white) < all.width() * all.height() / 50, true);
}

void TestDarkPalette::hatchingAtDoubleResolution()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2-tilized")->trigger();
    auto* physical = window.findChild<PlaneView*>("physicalPlane");
    // Rows 18..31 of core (0, 0)'s shard are tile padding: at a device pixel ratio of 2 their hatch lines are drawn at
    // the doubled resolution, so they show as lines and not as a grey wash.
    physical->centreOnCell(24, 16, 20);
    QImage image(physical->size() * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    {
        QPainter painter(&image);
        physical->render(painter, QRectF(QPointF(0, 0), physical->size()));
    }
    const QPointF centre = physical->cellCenter(24, 16) * 2;
    const QRect around(centre.toPoint() - QPoint(30, 30), QSize(60, 60));
    const QPalette dark = darkPalette();
    const int ink = pixelsNear(image, around, dark.color(QPalette::Text));
    const int ground = pixelsNear(image, around, dark.color(QPalette::AlternateBase));
    // Both the lines and the ground between them take a real share of the cells: a readable hatch.
    QVERIFY2(ink > 60 && ground > 600, qPrintable(QString("%1 ink, %2 ground pixels").arg(ink).arg(ground)));
}

// The Transfer view's histogram is a plot made while the theme is still light: the theme turns dark before the
// window shows (as a screenshot with --theme does), and the histogram is painted on the dark base too.
void TestDarkPalette::transferHistogramFollowsThePalette()
{
    QApplication::setPalette(QApplication::style()->standardPalette());
    MainWindow window;
    window.resize(1280, 720);
    QApplication::setPalette(darkPalette());
    window.findChild<QAction*>("sample:ttnn-1024x1024-block-sharded-8x8")->trigger();
    QVERIFY(window.showView("transfer"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && window.transferDocument()->plan(); }, 30000));
    QVERIFY(!window.transferDocument()->plan()->histogram.empty());
    QTest::qWait(20);
    auto* histogram = window.findChild<QWidget*>("transferHistogram");
    QVERIFY(histogram);
    const QImage image = window.grab(QRect(histogram->mapTo(&window, QPoint(0, 0)), histogram->size())).toImage();
    if (qEnvironmentVariableIsSet("TLE_TEST_PICTURES"))
        image.save(qEnvironmentVariable("TLE_TEST_PICTURES") + "/dark-transfer-histogram.png");
    const QRect all = image.rect();
    QVERIFY(pixelsNear(image, all, darkPalette().color(QPalette::Base)) > all.width() * all.height() / 4);
    QVERIFY(pixelsNear(image, all, Qt::white) < all.width() * all.height() / 50);
}

void TestDarkPalette::themeMenu()
{
    // View > Theme: light and dark palettes for the whole application, kept in the settings; the timeline's plot
    // follows, its white page turned to the dark base with its labels in light ink.
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("actionThemeLight")->trigger();
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() > 200);
    QCOMPARE(QSettings().value("view/theme").toString(), QString("Light"));
    window.findChild<QAction*>("actionThemeDark")->trigger();
    QVERIFY(window.findChild<QAction*>("actionThemeDark")->isChecked());
    QCOMPARE(QSettings().value("view/theme").toString(), QString("Dark"));
    const QPalette dark = QApplication::palette();
    QVERIFY(dark.color(QPalette::Base).lightness() < 60);
    window.findChild<QAction*>("model:mnist_mlp")->trigger();
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
    QVERIFY(window.showView("model"));
    QWidget* plot = nullptr;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (w->inherits("QCustomPlot") && w->isVisible())
            plot = w;
    }
    QVERIFY(plot);
    QApplication::processEvents();
    const QImage image = plot->grab().toImage();
    const QRect all = image.rect();
    QVERIFY(pixelsNear(image, all, dark.color(QPalette::Base)) > all.width() * all.height() / 3);
    QVERIFY(pixelsNear(image, all, dark.color(QPalette::Text)) > 100);
    QVERIFY(pixelsNear(image, all, Qt::white) < all.width() * all.height() / 100);
    // A new window starts in the kept theme.
    MainWindow again;
    QCOMPARE(again.theme()->theme(), AppTheme::Theme::Dark);
    window.findChild<QAction*>("actionThemeSystem")->trigger();
}

QTEST_MAIN(TestDarkPalette)
#include "tst_darkpalette.moc"
