// SPDX-License-Identifier: MIT
// The include graph of core points down only: each folder may include itself and the folders listed for
// it below, and nothing else (docs/architecture.md draws the same table). The JSON library is for the
// readers and writers and the presenters; Qt is for widgets and app alone.
#include "testpaths.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace {

struct Layer
{
    const char* folder;
    QStringList allowed;
    bool json = false;
};

const Layer kLayers[] = {
    { "util", {} },
    { "layout", { "util" } },
    { "mesh", { "layout", "util" } },
    { "graph", { "layout", "util" } },
    { "view", { "layout", "util" } },
    { "optimizer", { "graph", "layout", "util" } },
    // io reads device files into the optimizer's device model; the optimizer never reads files.
    { "io", { "optimizer", "graph", "mesh", "layout", "util" }, true },
    { "report", { "io", "optimizer", "view", "graph", "mesh", "layout", "util" }, true },
};

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
    void optimizerRoomsStayApart_data();
    void optimizerRoomsStayApart();
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
    const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"));
    QDirIterator it(root + QStringLiteral("/core/") + folder, { QStringLiteral("*.h"), QStringLiteral("*.cpp") },
        QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    QStringList violations;
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        ++files;
        int lineNumber = 0;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine());
            ++lineNumber;
            const QRegularExpressionMatch m = include.match(line);
            if (!m.hasMatch())
                continue;
            const QString target = m.captured(2);
            const QString where
                = QStringLiteral("%1:%2 includes %3").arg(path.mid(root.size() + 1)).arg(lineNumber).arg(target);
            if (m.captured(1) == QLatin1String("<")) {
                if (target.startsWith(QLatin1String("nlohmann/")) && !json)
                    violations << where + QStringLiteral(" (the JSON library is for io and report)");
                if (target.startsWith(QLatin1Char('Q')))
                    violations << where + QStringLiteral(" (core has no Qt)");
                continue;
            }
            const QString targetFolder = target.section(QLatin1Char('/'), 0, 0);
            if (target.contains(QLatin1Char('/')) && targetFolder != folder && !allowed.contains(targetFolder))
                violations << where
                        + QStringLiteral(" (%1 may include %2)").arg(folder, allowed.join(QLatin1String(", ")));
        }
    }
    QVERIFY2(files > 0, qPrintable(QStringLiteral("no sources in core/%1").arg(folder)));
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// One folder per optimizer design and one for what they share: a design uses the shared room and never another
// design's, except the planner, which builds on the beam search. The table of policies at the top knows them all.
void TestLayering::optimizerRoomsStayApart_data()
{
    QTest::addColumn<QString>("room");
    QTest::addColumn<QStringList>("allowed");
    QTest::newRow("shared") << "shared" << QStringList {};
    QTest::newRow("chains") << "chains" << QStringList { "shared" };
    QTest::newRow("beam") << "beam" << QStringList { "shared" };
    QTest::newRow("planner") << "planner" << QStringList { "beam", "shared" };
}

void TestLayering::optimizerRoomsStayApart()
{
    QFETCH(QString, room);
    QFETCH(QStringList, allowed);
    const QString root = sourceDir();
    QVERIFY2(!root.isEmpty(), "TLE_SOURCE_DIR names the source tree (CTest sets it)");
    const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*"optimizer/([a-z]+)/)"));
    QDirIterator it(root + QStringLiteral("/core/optimizer/") + room,
        { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files);
    int files = 0;
    QStringList violations;
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        ++files;
        while (!file.atEnd()) {
            const QRegularExpressionMatch m = include.match(QString::fromUtf8(file.readLine()));
            if (m.hasMatch() && m.captured(1) != room && !allowed.contains(m.captured(1)))
                violations << QStringLiteral("%1 includes optimizer/%2").arg(path.mid(root.size() + 1), m.captured(1));
        }
    }
    QVERIFY(files > 0);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
