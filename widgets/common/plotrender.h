// SPDX-License-Identifier: MIT
#pragma once

#include <QSize>
#include <QString>

class QCPAxis;
class QCustomPlot;
class QPaintDevice;
class QWidget;

namespace tle {

// Lays `owner` and its `plot` out at `size` and paints the plot onto a picture device with QCustomPlot's vector
// painter, as every plot view's export does; false when the device cannot be painted on. A `caption` goes over the
// plot as a line of its own, for this picture only.
bool renderPlot(
    QWidget& owner, QCustomPlot& plot, QPaintDevice& device, const QSize& size, const QString& caption = {});

// A base-10 logarithmic axis with eight sub-ticks a decade and plain numbers, labelled `label`.
void setLogAxis(QCPAxis* axis, const QString& label);
// Moves the plot's legend out of its axis rect to a column beside it, at the top, never over the data.
void placeLegendBeside(QCustomPlot& plot);

} // namespace tle
