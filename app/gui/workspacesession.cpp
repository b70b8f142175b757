// SPDX-License-Identifier: MIT
#include "workspacesession.h"

#include "layoutdocument.h"
#include "mainwindow.h"
#include "mappingview.h"
#include "meshview.h"
#include "modeldocument.h"
#include "modelworkspace.h"
#include "planeview.h"
#include "util/error.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace tle {

namespace {

// Workspace files are a few kilobytes; a file far larger is not one.
constexpr qint64 kMaxWorkspaceBytes = qint64(64) << 20;

std::optional<PlaneZoom> zoomOf(const PlaneView* plane)
{
    if (plane->followsSize() || plane->rows() <= 0)
        return std::nullopt;
    // The plane point, not the picture's: a wrapped plane may wrap into other bands in a window of another size.
    const QPointF centre = plane->painter().planePoint(plane->centre());
    return PlaneZoom { .scale = plane->scale(), .centreRow = centre.y(), .centreColumn = centre.x() };
}

void zoomTo(PlaneView* plane, const std::optional<PlaneZoom>& zoom)
{
    if (zoom)
        plane->setView(zoom->scale, plane->painter().shownPoint(zoom->centreRow, zoom->centreColumn));
    else
        plane->fitToView();
}

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

WorkspaceSession::WorkspaceSession(MainWindow* window)
    : QObject(window)
    , m_window(window)
{ }

Workspace WorkspaceSession::capture() const
{
    Workspace w;
    const MappingView* mapping = m_window->mappingView();
    w.modelShown = m_window->isModelShown();
    w.layout = m_window->document()->text().toStdString();
    w.view = m_window->currentViewName().toStdString();
    w.logicalZoom = zoomOf(mapping->logicalPlane());
    w.physicalZoom = zoomOf(mapping->physicalPlane());
    w.zoomLocked = mapping->isZoomLocked();
    w.slice = mapping->slice();
    w.selection = mapping->lastGoTo().toStdString();
    w.mesh = m_window->meshView()->meshText().toStdString();
    w.placements = m_window->meshView()->placementsText().toStdString();
    const ModelDocument* model = m_window->modelDocument();
    if (model->hasModel()) {
        w.model = model->path().toStdString();
        w.op = model->selectedOp();
    }
    w.policy = model->policy().toStdString();
    // The workspace file names a comparison as the command line does: a plan, "unpinned" or "all".
    w.compare = model->comparison().word().toStdString();
    return w;
}

void WorkspaceSession::apply(const Workspace& w)
{
    ModelDocument* model = m_window->modelDocument();
    if (!w.policy.empty())
        model->setPolicy(fromStd(w.policy));
    model->setComparison(PlanComparison::fromWord(fromStd(w.compare)));
    if (!w.model.empty() && fromStd(w.model) != model->path())
        m_window->openFile(fromStd(w.model));
    // The document keeps the op until the plan that has it arrives.
    if (w.op >= 0)
        model->selectOp(w.op);
    if (!w.layout.empty())
        m_window->setLayoutText(fromStd(w.layout));
    m_window->meshView()->setMesh(fromStd(w.mesh), fromStd(w.placements));
    // The planes and the slice exist once the layout is prepared.
    m_window->whenIdle([this, w] { applyViews(w); });
}

void WorkspaceSession::applyViews(const Workspace& w)
{
    if (!w.view.empty())
        m_window->showView(fromStd(w.view));
    MappingView* mapping = m_window->mappingView();
    if (!w.selection.empty())
        mapping->goTo(fromStd(w.selection));
    if (!w.slice.empty())
        mapping->setSlice(w.slice);
    mapping->setZoomLocked(false);
    zoomTo(mapping->logicalPlane(), w.logicalZoom);
    zoomTo(mapping->physicalPlane(), w.physicalZoom);
    mapping->setZoomLocked(w.zoomLocked);
    if (w.modelShown)
        m_window->showView(QStringLiteral("model"));
}

QString WorkspaceSession::save(const QString& path) const
{
    const std::string text = writeWorkspace(capture());
    // QSaveFile writes a temporary file and renames it over `path` only once everything is written.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot save the workspace to %1: %2").arg(path, file.errorString());
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        file.cancelWriting();
        return tr("Cannot save the workspace to %1: %2").arg(path, file.errorString());
    }
    if (!file.commit())
        return tr("Cannot save the workspace to %1: %2").arg(path, file.errorString());
    return {};
}

QString WorkspaceSession::open(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Cannot open the workspace %1: %2").arg(path, file.errorString());
    if (file.size() > kMaxWorkspaceBytes)
        return tr("%1 is not a workspace: it is %2 MB long").arg(path).arg(file.size() >> 20);
    try {
        apply(readWorkspace(file.readAll().toStdString()));
        return {};
    } catch (const Error& e) {
        const QString where = e.line() > 0 ? tr("line %1, column %2: ").arg(e.line()).arg(e.column()) : QString();
        return tr("Cannot open the workspace %1: %2%3").arg(path, where, QString::fromStdString(e.what()));
    }
}

QString WorkspaceSession::fileFilter()
{
    return tr("Workspaces (*.tleworkspace)");
}

QString WorkspaceSession::sessionFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/session.tleworkspace");
}

void WorkspaceSession::saveSession() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), m_window->saveGeometry());
    settings.setValue(QStringLiteral("window/state"), m_window->saveLayoutState());
    settings.setValue(QStringLiteral("window/modelPanes"), m_window->modelWorkspace()->savePaneState());
    QDir().mkpath(QFileInfo(sessionFile()).path());
    save(sessionFile());
}

bool WorkspaceSession::restoreSession(bool showLastWorkspace)
{
    QSettings settings;
    const bool restored = m_window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())
        && m_window->restoreLayoutState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_window->modelWorkspace()->restorePaneState(settings.value(QStringLiteral("window/modelPanes")).toByteArray());
    if (showLastWorkspace && QFileInfo::exists(sessionFile())) {
        const QString failure = open(sessionFile());
        if (!failure.isEmpty())
            m_window->statusBar()->showMessage(failure);
    }
    return restored;
}

void WorkspaceSession::saveDialog()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Workspace"), QString(), fileFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".tleworkspace");
    const QString failure = save(path);
    if (!failure.isEmpty()) {
        QMessageBox::warning(m_window, tr("Save Workspace"), failure);
        return;
    }
    m_window->statusBar()->showMessage(tr("Saved the workspace to %1").arg(path));
}

void WorkspaceSession::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Workspace"), QString(), fileFilter() + QStringLiteral(";;") + tr("All files (*)"));
    if (path.isEmpty())
        return;
    const QString failure = open(path);
    if (!failure.isEmpty()) {
        QMessageBox::warning(m_window, tr("Open Workspace"), failure);
        return;
    }
    m_window->statusBar()->showMessage(tr("Opened the workspace %1").arg(path));
}

} // namespace tle
