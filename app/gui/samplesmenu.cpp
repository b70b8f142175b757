// SPDX-License-Identifier: MIT
#include "samplesmenu.h"

#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "util/error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>

#include <map>

namespace tle {

SamplesMenu::SamplesMenu(QMenu* menu, QObject* parent)
    : QObject(parent)
{
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
        = { { Group::MetalSeed, tr("Metal, &seed form (seed 000)") }, { Group::Metal, tr("Metal, &current form") },
              { Group::Ttnn, tr("&TTNN") }, { Group::Xla, tr("&XLA (seed 001)") },
              { Group::Mesh, tr("M&esh (seed 004)") }, { Group::Other, tr("&Other") } };
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
            QFileInfo(name).completeBaseName(), this, [this, path, mesh] { emit layoutChosen(path, mesh); });
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
        QAction* action = menu->addAction(name, this, [this, path] { emit modelChosen(path); });
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
        QAction* action = menu->addAction(base, this, [this, path] { emit runChosen(path); });
        action->setObjectName(QStringLiteral("run:") + base);
    }
}

} // namespace tle
