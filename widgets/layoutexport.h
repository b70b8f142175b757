// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "io/layouttext/anylayoutparser.h"
#include "report/layoutdescribe.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>

namespace tle {

// The layout views `export` can render in this version.
QStringList exportableLayoutViews();

// Renders view `view` of `layout` at `size` exactly as the GUI paints it and writes it to `path` (atomically).
// Needs a QApplication. Returns an empty string on success, else the reason.
// The mesh view distributes the layout's tensor by `mesh` ("2x4") and `placements` ("shard(0),replicate"); the
// transfer view changes it into `transferTo` on `device` (the default device when null), beside `transferTrace`.
QString exportLayoutView(const AnyLayout& layout, const QString& view, const QString& path, QSize size,
    const QString& mesh = {}, const QString& placements = {}, const QString& transferTo = {},
    const QString& transferTrace = {}, std::shared_ptr<const OptimizerDevice> device = {});

} // namespace tle
