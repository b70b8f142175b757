// SPDX-License-Identifier: MIT
#pragma once

#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;
class QPaintDevice;

namespace tle {

using PaintFn = std::function<void(QPainter& painter, const QRectF& target)>;

// The formats an export can write, from the file's suffix: svg, png, pdf; empty when the suffix is none of them.
QString exportFormat(const QString& path);

// Paints a picture of `size` with `paint` and writes it to `path` in the format of its suffix (SVG through
// QSvgGenerator, PNG through QImage, PDF through QPdfWriter). The write is atomic: on any failure the file
// is left as it was. Returns an empty string on success, else the reason.
QString exportPicture(const QString& path, QSize size, const PaintFn& paint, const QString& title = {});

// The same for painting that brings its own painter onto the device (QCustomPlot paints with a QPainter subclass);
// `paint` returns false when it could not paint.
using DevicePaintFn = std::function<bool(QPaintDevice& device, const QRectF& target)>;
QString exportPictureOn(const QString& path, QSize size, const DevicePaintFn& paint, const QString& title = {});

} // namespace tle
