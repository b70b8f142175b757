// SPDX-License-Identifier: MIT
#include "samplesmenu.h"

#include "mainwindow.h"
#include "samplecatalog.h"

#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "util/error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>

#include <map>
#include <tuple>

namespace tle {

SamplesMenu::SamplesMenu(QMenu* menu, MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    addStartHere(menu);
    addLayouts(menu);
    QMenu* models = menu->addMenu(tr("&Models"));
    models->setObjectName(QStringLiteral("modelSamplesMenu"));
    addModels(models);
    QMenu* runs = menu->addMenu(tr("&Runs"));
    runs->setObjectName(QStringLiteral("runSamplesMenu"));
    addRuns(runs);
}

QString SamplesMenu::directory()
{
    const QString env = qEnvironmentVariable("TLE_SAMPLES_DIR");
    if (!env.isEmpty() && QDir(env).exists())
        return env;
    const QString installed
        = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/tensor-layout-explorer/samples");
    if (QDir(installed).exists())
        return QDir(installed).canonicalPath();
    // Run from a build folder inside the source tree: the tree's samples, found above the executable.
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 6 && dir.cdUp();) {
        if (dir.exists(QStringLiteral("samples/layouts")))
            return dir.filePath(QStringLiteral("samples"));
        ++up;
    }
    return installed;
}

SamplesMenu::Group SamplesMenu::groupOf(const std::string& fileText)
{
    const LayoutFile file = readLayoutFileText(fileText);
    if (file.mesh)
        return Group::Mesh;
    try {
        switch (notationOf(parseAnyLayout(file.layoutText))) {
        case Notation::MetalSeed:
            return Group::MetalSeed;
        case Notation::Metal:
            return Group::Metal;
        case Notation::Ttnn:
            return Group::Ttnn;
        case Notation::Xla:
            return Group::Xla;
        }
    } catch (const Error&) { }
    return Group::Other;
}

void SamplesMenu::openLayout(const QString& path, bool mesh)
{
    m_window->openLayoutFile(path);
    // A mesh sample is about its mesh: show it there.
    if (mesh)
        m_window->showView(QStringLiteral("mesh"));
}

QString SamplesMenu::labelOf(const QString& baseName)
{
    const QString title = SampleCatalog::title(baseName);
    return title.isEmpty() ? baseName : title;
}

// One sample of each kind on top, where a first-time user looks.
void SamplesMenu::addStartHere(QMenu* menu)
{
    menu->addSection(tr("Start Here"));
    const QString root = directory() + QLatin1Char('/');
    const std::tuple<QString, QString, int> starts[] = { { tr("A &Layout: %1"), SampleCatalog::startLayout(), 0 },
        { tr("A &Model: %1"), SampleCatalog::startModel(), 1 }, { tr("A &Run: %1"), SampleCatalog::startRun(), 2 } };
    for (const auto& [text, file, kind] : starts) {
        const QString path = root + file;
        if (!QFile::exists(path))
            continue;
        const QString title = SampleCatalog::title(QFileInfo(file).completeBaseName());
        QAction* action = menu->addAction(text.arg(title), this, [this, path, kind] {
            if (kind == 0)
                openLayout(path, false);
            else
                m_window->openFile(path);
        });
        action->setObjectName(QStringLiteral("startSample%1").arg(kind));
    }
    menu->addSection(tr("All Samples"));
}

void SamplesMenu::addLayouts(QMenu* menu)
{
    const QDir dir(directory() + QStringLiteral("/layouts"));
    const QStringList files
        = dir.entryList({ QStringLiteral("*.mlir"), QStringLiteral("*.txt") }, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        menu->addAction(tr("No samples found in %1").arg(dir.path()))->setEnabled(false);
        return;
    }
    const std::pair<Group, QString> groups[]
        = { { Group::Ttnn, tr("&TTNN Layouts") }, { Group::MetalSeed, tr("Metal Layouts, &Seed Form (affine map)") },
              { Group::Metal, tr("Metal Layouts, &Current Form") }, { Group::Xla, tr("&XLA Tiled Layouts") },
              { Group::Mesh, tr("Multi-&Device Meshes") }, { Group::Other, tr("&Other") } };
    std::map<Group, QMenu*> menus;
    for (const auto& [group, title] : groups) {
        QMenu* sub = menu->addMenu(title);
        sub->setObjectName(QStringLiteral("sampleGroup%1").arg(int(group)));
        sub->setToolTipsVisible(true);
        menus[group] = sub;
    }
    for (const QString& name : files) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue;
        const QByteArray bytes = file.readAll();
        const Group group = groupOf(bytes.toStdString());
        const bool mesh = group == Group::Mesh;
        QAction* action = menus[group]->addAction(
            labelOf(QFileInfo(name).completeBaseName()), this, [this, path, mesh] { openLayout(path, mesh); });
        action->setObjectName(QStringLiteral("sample:") + QFileInfo(name).completeBaseName());
        // The file's first comment line says what the sample shows.
        const QString first = QString::fromUtf8(bytes.left(bytes.indexOf('\n'))).trimmed();
        if (first.startsWith(QLatin1String("//"))) {
            action->setStatusTip(first.mid(2).trimmed());
            action->setToolTip(first.mid(2).trimmed());
        }
    }
    for (const auto& [group, sub] : menus) {
        if (sub->isEmpty())
            sub->menuAction()->setVisible(false);
    }
}

void SamplesMenu::addModels(QMenu* menu)
{
    const QDir dir(directory() + QStringLiteral("/models"));
    QStringList files;
    for (const QString& name :
        dir.entryList({ QStringLiteral("*.mlir"), QStringLiteral("*.json") }, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    const QDir realIr(dir.filePath(QStringLiteral("real-ir")));
    for (const QString& name : realIr.entryList({ QStringLiteral("*.mlir") }, QDir::Files, QDir::Name))
        files << realIr.filePath(name);
    if (files.isEmpty()) {
        menu->addAction(tr("No sample models found in %1").arg(dir.path()))->setEnabled(false);
        return;
    }
    for (const QString& path : files) {
        const QString name = QFileInfo(path).completeBaseName();
        QAction* action = menu->addAction(labelOf(name), this, [this, path] { m_window->openFile(path); });
        action->setObjectName(QStringLiteral("model:") + name);
    }
}

void SamplesMenu::addRuns(QMenu* menu)
{
    const QDir dir(directory() + QStringLiteral("/runs"));
    const QStringList files = dir.entryList({ QStringLiteral("*.csv") }, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        menu->addAction(tr("No sample runs found in %1").arg(dir.path()))->setEnabled(false);
        return;
    }
    for (const QString& name : files) {
        const QString path = dir.filePath(name);
        const QString base = QFileInfo(name).completeBaseName();
        QAction* action = menu->addAction(labelOf(base), this, [this, path] { m_window->openFile(path); });
        action->setObjectName(QStringLiteral("run:") + base);
    }
}

} // namespace tle
