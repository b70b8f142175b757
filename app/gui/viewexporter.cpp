// SPDX-License-Identifier: MIT
#include "viewexporter.h"

#include "chaingraphview.h"
#include "l1timelineview.h"
#include "layoutdocument.h"
#include "layoutview.h"
#include "modelexport.h"
#include "modelworkspace.h"
#include "pictureexport.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QTabWidget>

namespace tle {

ViewExporter::ViewExporter(QTabWidget* workspaces, QTabWidget* views, std::function<const LayoutView*(int)> viewAt,
    LayoutDocument* document, ModelWorkspace* model, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_workspaces(workspaces)
    , m_views(views)
    , m_viewAt(std::move(viewAt))
    , m_document(document)
    , m_model(model)
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
