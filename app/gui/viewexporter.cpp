// SPDX-License-Identifier: MIT
#include "viewexporter.h"

#include "chaingraphview.h"
#include "io/npyfile.h"
#include "jobrunner.h"
#include "l1timelineview.h"
#include "layout/mappingtable.h"
#include "layoutdocument.h"
#include "layoutview.h"
#include "modelexport.h"
#include "modelworkspace.h"
#include "pictureexport.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QPointer>
#include <QStringList>
#include <QTabWidget>

namespace tle {

ViewExporter::ViewExporter(QTabWidget* workspaces, QTabWidget* views, std::function<const LayoutView*(int)> viewAt,
    LayoutDocument* document, ModelWorkspace* model, JobRunner* jobs, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_workspaces(workspaces)
    , m_views(views)
    , m_viewAt(std::move(viewAt))
    , m_document(document)
    , m_model(model)
    , m_jobs(jobs)
    , m_parent(dialogParent)
{ }

QString ViewExporter::exportCurrentView(const QString& path)
{
    if (m_workspaces->currentWidget() == m_model)
        return exportModelPicture(path, QStringLiteral("chain-graph"));
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
    const ModelGraph* graph = m_model->currentGraph();
    const PolicyResult* result = m_model->currentResult();
    if (!graph || !result)
        return tr("There is no plan to export yet.");
    const QWidget* shown = view == QLatin1String("timeline") ? static_cast<QWidget*>(m_model->timeline())
                                                             : static_cast<QWidget*>(m_model->chainGraph());
    const QString failure = exportModelView(*graph, *result, view, path, shown->size().expandedTo(QSize(640, 480)));
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
    m_jobs->run(QStringLiteral("mapping-table"), tr("Exporting the mapping table"),
        [self = QPointer<ViewExporter>(this), layout, path](JobControl& control) -> JobRunner::Deliver {
            const MappingTable table = mappingTable(*layout, control.cancelFlag());
            control.setProgress(0.5);
            // A newer export (perhaps to the same file) replaced this one: its file stays as that one writes it.
            if (control.cancelled()
                || !writeNpyInt32(path.toStdString(), table.shape, table.values, control.cancelFlag()))
                return {};
            QStringList planes;
            for (const std::string& plane : table.planes)
                planes << QString::fromStdString(plane);
            const QString message
                = tr("Exported %1: int32 array %2 (planes %3)")
                      .arg(path, QString::fromStdString(formatShape(table.shape)), planes.join(QStringLiteral(", ")));
            return [self, message] {
                if (self)
                    emit self->finished(message);
            };
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
    const QString failure = exportModelPicture(path, QStringLiteral("timeline"));
    if (!failure.isEmpty())
        QMessageBox::warning(m_parent, tr("Export Timeline"), failure);
}

} // namespace tle
