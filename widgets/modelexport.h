// SPDX-License-Identifier: MIT
#pragma once

#include "chaingraphview.h"
#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"
#include "view/chaingraph.h"

#include <QSize>
#include <QString>

#include <memory>

namespace tle {

// What a picture of a plan shows: the function and the plan, the usable L1 per core of the device the plan was made
// for (the timeline's budget line), the chain graph's expanded groups, and the chain graph as the screen laid it
// out, when it did (then Graphviz does not run again).
struct ModelPicture
{
    const ModelGraph* graph = nullptr;
    const PolicyResult* result = nullptr;
    int64_t l1BudgetBytes = 0;
    ChainGraphExpansion expansion;
    std::shared_ptr<const ChainGraphView::Scene> scene;
    // For the caption: the model (its file name) and the device the plan was made for.
    QString model;
    QString device;
    // The chain graph sized to its content (text at least kMinTextPixels) instead of the size asked for.
    bool fitToContent = false;
};

// Text in a written picture is never smaller than this, in pixels.
inline constexpr double kMinTextPixels = 10;

// Gets `picture` ready to paint `view` and returns the size it will be written at: the chain graph is laid out
// (when the screen has not) and, with fitToContent, sized to its content's aspect; else `requested`.
QSize prepareModelPicture(ModelPicture& picture, const QString& view, QSize requested);

// Renders the plan view called `view` (the chain graph or the L1 reservation timeline) to `path` (.svg, .png,
// .pdf) with the window's painting code, atomically. Returns why it failed, or empty.
QString exportModelView(const ModelPicture& picture, const QString& view, const QString& path, QSize size);
// The two plan views' exports, as the view table names them.
QString exportChainGraph(const ModelPicture& picture, const QString& path, QSize size);
QString exportTimeline(const ModelPicture& picture, const QString& path, QSize size);

} // namespace tle
