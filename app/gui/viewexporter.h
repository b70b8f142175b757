// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <functional>

class QTabWidget;
class QWidget;

namespace tle {

class LayoutDocument;
class LayoutView;
class ModelWorkspace;

// File > Export View and Export Timeline: the layout view in front, or the model's chain graph or timeline, written
// as the screen shows it to SVG, PNG or PDF.
class ViewExporter : public QObject
{
    Q_OBJECT
public:
    // `viewAt` gives the layout view of a tab of `views`, or null for a tab that cannot be exported.
    ViewExporter(QTabWidget* workspaces, QTabWidget* views, std::function<const LayoutView*(int tab)> viewAt,
        LayoutDocument* document, ModelWorkspace* model, QWidget* dialogParent);

    // Each returns why it failed, or empty; both also report through `finished`.
    QString exportCurrentView(const QString& path);
    // The plan on show as "chain-graph" or "timeline".
    QString exportModelPicture(const QString& path, const QString& view);

    void exportViewDialog();
    void exportTimelineDialog();

signals:
    // "Exported PATH", or why not: for the status bar.
    void finished(const QString& message);

private:
    QString askPath(const QString& title) const;

    QTabWidget* m_workspaces;
    QTabWidget* m_views;
    std::function<const LayoutView*(int)> m_viewAt;
    LayoutDocument* m_document;
    ModelWorkspace* m_model;
    QWidget* m_parent;
};

} // namespace tle
