// SPDX-License-Identifier: MIT
#pragma once

#include "io/layoutnotation.h"

#include <QSize>
#include <QString>
#include <QStringList>

namespace tle {

// The layout views `export` can render in this version.
QStringList exportableLayoutViews();

// Renders view `view` of `layout` at `size` exactly as the GUI paints it and writes it to `path` (atomically).
// Needs a QApplication. Returns an empty string on success, else the reason.
QString exportLayoutView(const AnyLayout& layout, const QString& view, const QString& path, QSize size);

} // namespace tle
