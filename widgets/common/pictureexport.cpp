// SPDX-License-Identifier: MIT
#include "pictureexport.h"

#include "view/picturelimits.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace tle {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("tle::Export", text);
}

} // namespace

QString exportFormat(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg") || suffix == QLatin1String("png") || suffix == QLatin1String("pdf"))
        return suffix;
    return {};
}

QString exportPictureOn(const QString& path, QSize size, const DevicePaintFn& paint, const QString& title)
{
    const QString format = exportFormat(path);
    if (format.isEmpty())
        return tr("%1: unknown picture format; use .svg, .png or .pdf").arg(path);
    if (!pictureSizeProblem(size.width(), size.height()).empty())
        return tr("a picture of %1x%2 pixels is larger than an export writes (%3 a side, %4 pixels in all)")
            .arg(size.width())
            .arg(size.height())
            .arg(kMaxPictureSide)
            .arg(kMaxPicturePixels);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("cannot write %1: %2").arg(path, file.errorString());
    const QRectF target(QPointF(0, 0), QSizeF(size));
    bool painted = false;
    if (format == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        painted = paint(svg, target);
    } else if (format == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        painted = paint(image, target) && image.save(&file, "PNG");
    } else {
        QPdfWriter pdf(&file);
        pdf.setResolution(72);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(title);
        painted = paint(pdf, target);
    }
    if (!painted) {
        file.cancelWriting();
        return tr("cannot paint the %1 picture for %2").arg(format, path);
    }
    if (!file.commit())
        return tr("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString exportPicture(const QString& path, QSize size, const PaintFn& paint, const QString& title)
{
    return exportPictureOn(
        path, size,
        [&paint](QPaintDevice& device, const QRectF& target) {
            QPainter painter;
            if (!painter.begin(&device))
                return false;
            if (device.devType() == QInternal::Image)
                painter.setRenderHint(QPainter::Antialiasing);
            paint(painter, target);
            painter.end();
            return true;
        },
        title);
}

} // namespace tle
