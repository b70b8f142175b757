// SPDX-License-Identifier: MIT
#include "plotpalette.h"

#include <qcustomplot.h>

#include <algorithm>

namespace tle {

namespace {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

// The colour for an object's `key` in the palette. The colour it was built with is kept under `key`, and the one
// applied last beside it: a colour that differs from the last one applied was set by the view since (a budget
// line turned red), and becomes the colour as built.
QColor themed(QObject* object, const char* key, const QColor& current, const QPalette& palette)
{
    const QByteArray appliedKey = QByteArray(key) + "Applied";
    const QVariant kept = object->property(key);
    const QVariant applied = object->property(appliedKey.constData());
    QColor original = current;
    if (kept.isValid() && applied.isValid() && applied.value<QColor>() == current)
        original = kept.value<QColor>();
    else
        object->setProperty(key, current);
    const QColor result = themedColor(original, palette);
    object->setProperty(appliedKey.constData(), result);
    return result;
}

QPen themedPen(QObject* object, const char* key, QPen pen, const QPalette& palette)
{
    pen.setColor(themed(object, key, pen.color(), palette));
    return pen;
}

QBrush themedBrush(QObject* object, const char* key, QBrush brush, const QPalette& palette)
{
    if (brush.style() == Qt::NoBrush)
        return brush;
    brush.setColor(themed(object, key, brush.color(), palette));
    return brush;
}

// Replots a plot when its palette changes: a plot paints from its buffer, so a new theme shows only once replotted.
class PaletteFollower : public QObject
{
public:
    explicit PaletteFollower(QCustomPlot* plot)
        : QObject(plot)
        , m_plot(plot)
    {
        plot->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // A plot drawn while hidden may have missed a new application palette: it draws again when it shows.
        if (watched == m_plot && (event->type() == QEvent::PaletteChange || event->type() == QEvent::Show))
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        return false;
    }

private:
    QCustomPlot* m_plot;
};

void themeAxis(QCPAxis* axis, const QPalette& palette)
{
    axis->setBasePen(themedPen(axis, "tleBasePen", axis->basePen(), palette));
    axis->setTickPen(themedPen(axis, "tleTickPen", axis->tickPen(), palette));
    axis->setSubTickPen(themedPen(axis, "tleSubTickPen", axis->subTickPen(), palette));
    axis->setTickLabelColor(themed(axis, "tleTickLabel", axis->tickLabelColor(), palette));
    axis->setLabelColor(themed(axis, "tleLabel", axis->labelColor(), palette));
    QCPGrid* grid = axis->grid();
    grid->setPen(themedPen(grid, "tleGridPen", grid->pen(), palette));
    grid->setSubGridPen(themedPen(grid, "tleSubGridPen", grid->subGridPen(), palette));
    grid->setZeroLinePen(themedPen(grid, "tleZeroPen", grid->zeroLinePen(), palette));
}

} // namespace

QColor themedColor(const QColor& color, const QPalette& palette)
{
    if (!isDark(palette) || !color.isValid())
        return color;
    QColor out;
    const int spread = std::max({ color.red(), color.green(), color.blue() })
        - std::min({ color.red(), color.green(), color.blue() });
    if (spread < 24) {
        // A neutral: ink, paper or a line between them.
        const int lightness = color.lightness();
        out = lightness < 100 ? palette.color(QPalette::Text)
            : lightness > 190 ? palette.color(QPalette::Base)
                              : palette.color(QPalette::Mid);
    } else {
        // A colour: as it is when it reads on a dark base, else lightened until it does.
        out = color;
        if (out.lightness() < 120)
            out = QColor::fromHsl(out.hslHue(), out.hslSaturation(), 255 - out.lightness());
    }
    out.setAlpha(color.alpha());
    return out;
}

void applyPlotPalette(QCustomPlot& plot, const QPalette& palette)
{
    plot.setBackground(palette.color(QPalette::Base));
    for (QCPAxisRect* rect : plot.axisRects()) {
        rect->setBackground(palette.color(QPalette::Base));
        for (QCPAxis* axis : rect->axes())
            themeAxis(axis, palette);
    }
    if (QCPLegend* legend = plot.legend) {
        legend->setBrush(themedBrush(legend, "tleBrush", legend->brush(), palette));
        legend->setBorderPen(themedPen(legend, "tleBorder", legend->borderPen(), palette));
        legend->setTextColor(themed(legend, "tleText", legend->textColor(), palette));
        // Items take the legend's colour when they are made, so they are given it rather than turned themselves.
        // A wrapped legend's grid has empty cells.
        for (int i = 0; i < legend->itemCount(); ++i) {
            if (QCPAbstractLegendItem* item = legend->item(i))
                item->setTextColor(legend->textColor());
        }
    }
    // Titles nested in a sub-grid (a title per chart) are themed as the top-level ones.
    for (QCPLayoutElement* element : plot.plotLayout()->elements(true)) {
        if (auto* title = qobject_cast<QCPTextElement*>(element))
            title->setTextColor(themed(title, "tleText", title->textColor(), palette));
    }
    for (int i = 0; i < plot.itemCount(); ++i) {
        QCPAbstractItem* item = plot.item(i);
        if (auto* text = qobject_cast<QCPItemText*>(item)) {
            text->setColor(themed(text, "tleColor", text->color(), palette));
            text->setBrush(themedBrush(text, "tleBrush", text->brush(), palette));
            text->setPen(themedPen(text, "tlePen", text->pen(), palette));
        } else if (auto* line = qobject_cast<QCPItemLine*>(item)) {
            line->setPen(themedPen(line, "tlePen", line->pen(), palette));
        } else if (auto* straight = qobject_cast<QCPItemStraightLine*>(item)) {
            straight->setPen(themedPen(straight, "tlePen", straight->pen(), palette));
        } else if (auto* box = qobject_cast<QCPItemRect*>(item)) {
            box->setPen(themedPen(box, "tlePen", box->pen(), palette));
            box->setBrush(themedBrush(box, "tleBrush", box->brush(), palette));
        }
    }
    for (int i = 0; i < plot.graphCount(); ++i) {
        QCPGraph* graph = plot.graph(i);
        graph->setPen(themedPen(graph, "tlePen", graph->pen(), palette));
        graph->setBrush(themedBrush(graph, "tleBrush", graph->brush(), palette));
        QCPScatterStyle scatter = graph->scatterStyle();
        if (!scatter.isNone()) {
            scatter.setPen(themedPen(graph, "tleScatterPen", scatter.pen(), palette));
            scatter.setBrush(themedBrush(graph, "tleScatterBrush", scatter.brush(), palette));
            graph->setScatterStyle(scatter);
        }
    }
}

void followPalette(QCustomPlot& plot)
{
    QObject::connect(&plot, &QCustomPlot::beforeReplot, &plot, [&plot] { applyPlotPalette(plot, plot.palette()); });
    new PaletteFollower(&plot);
}

} // namespace tle
