// SPDX-License-Identifier: MIT
#include "viewexporter.h"

#include "chaingraphview.h"
#include "io/files/npyfile.h"
#include "jobrunner.h"
#include "l1timelineview.h"
#include "layout/mappingtable.h"
#include "layoutdocument.h"
#include "layoutview.h"
#include "modeldocument.h"
#include "modelexport.h"
#include "modelworkspace.h"
#include "pictureexport.h"
#include "rundocument.h"
#include "runexport.h"
#include "runworkspace.h"
#include "view/viewinfo.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QStringList>
#include <QTabWidget>

namespace tle {

namespace {

QString viewName(ViewId view)
{
    const std::string_view name = viewInfo(view).name;
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

} // namespace

ViewExporter::ViewExporter(QTabWidget* workspaces, QTabWidget* views, std::function<const LayoutView*(int)> viewAt,
    LayoutDocument* document, ModelWorkspace* model, JobRunner* jobs, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_workspaces(workspaces)
    , m_views(views)
    , m_viewAt(std::move(viewAt))
    , m_document(document)
    , m_model(model)
    , m_tableSlot(new JobSlot(jobs, this))
    , m_exportSlot(new JobSlot(jobs, this))
    , m_parent(dialogParent)
{ }

void ViewExporter::addActions(QMenu* menu)
{
    QAction* view = menu->addAction(tr("&Export View…"), this, &ViewExporter::exportViewDialog);
    view->setShortcut(QKeySequence(tr("Ctrl+E")));
    view->setObjectName(QStringLiteral("actionExport"));
    QAction* timeline = menu->addAction(tr("Export &Timeline…"), this, &ViewExporter::exportTimelineDialog);
    timeline->setObjectName(QStringLiteral("actionExportTimeline"));
    QAction* table = menu->addAction(tr("Export Mapping T&able…"), this, &ViewExporter::exportMappingTableDialog);
    table->setObjectName(QStringLiteral("actionExportMappingTable"));
    table->setStatusTip(tr("Write every element's place in the layout to a NumPy file, as map --all does"));
}

QString ViewExporter::exportCurrentView(const QString& path)
{
    if (m_workspaces->currentWidget() == m_model)
        return exportModelPicture(path, viewName(ViewId::ChainGraph));
    if (m_run && m_workspaces->currentWidget() == m_run)
        return exportRunPicture(path, m_run->currentViewName());
    if (!m_document->layout())
        return tr("There is no layout to export yet.");
    const LayoutView* view = m_viewAt(m_views->currentIndex());
    if (!view)
        return tr("This view cannot be exported.");
    const PaintFn paint = [view](QPainter& painter, const QRectF& target) { view->render(painter, target); };
    const QString failure = exportPicture(path, m_views->currentWidget()->size(), paint,
        m_views->tabText(m_views->currentIndex()).remove(QLatin1Char('&')));
    emit finished(failure.isEmpty() ? tr("Exported %1").arg(path) : failure);
    return failure;
}

QString ViewExporter::exportModelPicture(const QString& path, const QString& view)
{
    const ModelDocument* document = m_model->document();
    const std::shared_ptr<const ModelPlan> plan = document->plan();
    if (!plan)
        return tr("There is no plan to export yet.");
    // The picture shows what the screen shows: the plan, its device's budget, the expanded groups.
    // The chain graph is sized to its content, so that its text stays readable in a design doc.
    ModelPicture picture { .graph = &plan->graph(),
        .result = &plan->result,
        .l1BudgetBytes = plan->l1BudgetBytes(),
        .expansion = document->expansion(),
        .scene = m_model->shownScene(),
        .model = QFileInfo(document->path()).fileName(),
        .device = QString::fromStdString(plan->device.device.name),
        .fitToContent = true };
    const bool timeline = view == viewName(ViewId::Timeline);
    const QWidget* shown
        = timeline ? static_cast<QWidget*>(m_model->timeline()) : static_cast<QWidget*>(m_model->chainGraph());
    const QSize size = shown->size().expandedTo(QSize(640, 480));
    if (timeline || picture.scene) {
        const QString failure = exportModelView(picture, view, path, prepareModelPicture(picture, view, size));
        emit finished(failure.isEmpty() ? tr("Exported %1").arg(path) : failure);
        return failure;
    }
    // The chain graph is not laid out yet: Graphviz runs off the GUI thread, the picture is written when it is done.
    const QFont font = m_model->chainGraph()->font();
    m_exportSlot->run(
        tr("Laying out the chain graph"),
        [plan, font, expansion = picture.expansion](JobControl&) {
            std::shared_ptr<ChainGraphView::Scene> scene
                = ChainGraphView::sceneOf(plan->graph(), plan->result, font, ModelWorkspace::kCollapseAbove, expansion);
            ChainGraphView::layOut(*scene);
            return scene;
        },
        [this, picture, view, path, size](const std::shared_ptr<ChainGraphView::Scene>& scene) mutable {
            picture.scene = scene;
            const QString failure = exportModelView(picture, view, path, prepareModelPicture(picture, view, size));
            emit finished(failure.isEmpty() ? tr("Exported %1").arg(path) : failure);
        });
    return {};
}

QString ViewExporter::exportRunPicture(const QString& path, const QString& view)
{
    const std::shared_ptr<const RunAnalysis>& analysis = m_run->document()->analysis();
    if (!analysis)
        return tr("There is no run to export yet.");
    const QSize size = m_run->size().expandedTo(QSize(640, 480));
    const QString failure = exportRunView(analysis, view, path, size);
    emit finished(failure.isEmpty() ? tr("Exported %1").arg(path) : failure);
    return failure;
}

QString ViewExporter::exportMappingTable(const QString& path)
{
    const std::shared_ptr<const AnyLayout> layout = m_document->layout();
    if (!layout)
        return tr("There is no layout to export yet.");
    if (!path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive))
        return tr("%1 is not a .npy file.").arg(path);
    // A newer export replaces one still running; the layout is immutable, so the job may keep it while the user
    // edits on.
    m_tableSlot->run(
        tr("Exporting the mapping table"),
        [layout, path](JobControl& control) -> std::optional<QString> {
            const MappingTable table = mappingTable(*layout, control.cancelFlag());
            control.setProgress(0.5);
            // A newer export (perhaps to the same file) replaced this one: its file stays as that one writes it.
            if (control.cancelled()
                || !writeNpyInt32(path.toStdString(), table.shape, table.values, control.cancelFlag()))
                return std::nullopt;
            QStringList planes;
            for (const std::string& plane : table.planes)
                planes << QString::fromStdString(plane);
            return tr("Exported %1: int32 array %2 (planes %3)")
                .arg(path, QString::fromStdString(formatShape(table.shape)), planes.join(QStringLiteral(", ")));
        },
        [this](const std::optional<QString>& message) {
            if (message)
                emit finished(*message);
        });
    return {};
}

void ViewExporter::exportMappingTableDialog()
{
    if (!m_document->layout()) {
        QMessageBox::warning(m_parent, tr("Export Mapping Table"), tr("There is no layout to export yet."));
        return;
    }
    QString path
        = QFileDialog::getSaveFileName(m_parent, tr("Export Mapping Table"), QString(), tr("NumPy array (*.npy)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive))
        path += QLatin1String(".npy");
    const QString failure = exportMappingTable(path);
    if (!failure.isEmpty())
        QMessageBox::warning(m_parent, tr("Export Mapping Table"), failure);
}

QString ViewExporter::askPath(const QString& title) const
{
    return QFileDialog::getSaveFileName(m_parent, title, QString(), tr("SVG (*.svg);;PNG image (*.png);;PDF (*.pdf)"));
}

void ViewExporter::exportViewDialog()
{
    const QString path = askPath(tr("Export View"));
    if (path.isEmpty())
        return;
    const QString failure = exportCurrentView(path);
    if (!failure.isEmpty())
        QMessageBox::warning(m_parent, tr("Export View"), failure);
}

void ViewExporter::exportTimelineDialog()
{
    const QString path = askPath(tr("Export Timeline"));
    if (path.isEmpty())
        return;
    const QString failure = exportModelPicture(path, viewName(ViewId::Timeline));
    if (!failure.isEmpty())
        QMessageBox::warning(m_parent, tr("Export Timeline"), failure);
}

} // namespace tle
