// SPDX-License-Identifier: MIT
#pragma once

#include <QSize>
#include <QString>

class QCustomPlot;
class QPaintDevice;
class QWidget;

namespace tle {

// Lays `owner` and its `plot` out at `size` and paints the plot onto a picture device with QCustomPlot's vector
// painter, as every plot view's export does; false when the device cannot be painted on. A `caption` goes over the
// plot as a line of its own, for this picture only.
bool renderPlot(
    QWidget& owner, QCustomPlot& plot, QPaintDevice& device, const QSize& size, const QString& caption = {});

} // namespace tle
