// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <QSize>
#include <QString>

namespace tle {

// The model views an export can render, by the CLI contract's names.
bool isModelView(const QString& view);

// Renders the chain graph or the L1 reservation timeline of a plan to `path` (.svg, .png, .pdf) with the
// window's painting code, atomically. Returns why it failed, or empty.
QString exportModelView(
    const ModelGraph& graph, const PolicyResult& result, const QString& view, const QString& path, QSize size);

} // namespace tle
