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
};

// Renders the plan view called `view` (the chain graph or the L1 reservation timeline) to `path` (.svg, .png,
// .pdf) with the window's painting code, atomically. Returns why it failed, or empty.
QString exportModelView(const ModelPicture& picture, const QString& view, const QString& path, QSize size);
// The two plan views' exports, as the view table names them.
QString exportChainGraph(const ModelPicture& picture, const QString& path, QSize size);
QString exportTimeline(const ModelPicture& picture, const QString& path, QSize size);

} // namespace tle
