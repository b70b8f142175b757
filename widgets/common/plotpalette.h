// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPalette>

class QCustomPlot;

namespace tle {

// The plots are built with the colours of a light page. In a dark palette the same plot is painted with its
// neutrals turned: black and dark greys become the palette's text, white and light greys its base, mid greys its
// mid; dark colours are lightened so that they read on a dark base. A light palette keeps every colour as built.
QColor themedColor(const QColor& built, const QPalette& palette);

// Paints `plot` in `palette`: background, axes, ticks, labels, grids, legend, items and graphs. Each element's
// colours as built are kept with it, so applying again (another palette, a rebuilt plot) starts from them.
void applyPlotPalette(QCustomPlot& plot, const QPalette& palette);
// Applies the plot's own palette before every replot, so a plot follows theme changes and its rebuilt items.
void followPalette(QCustomPlot& plot);

} // namespace tle
