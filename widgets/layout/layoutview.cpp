// SPDX-License-Identifier: MIT
#include "layoutview.h"

#include <QCoreApplication>

namespace tle {

LayoutSnapshot makeLayoutSnapshot(const AnyLayout& layout)
{
    LayoutSnapshot snapshot;
    if (hasNoElements(layout)) {
        snapshot.emptyShape = logicalShapeOf(layout);
        snapshot.units = std::make_shared<const std::vector<UnitSummary>>();
        return snapshot;
    }
    snapshot.probe = makeLayoutProbe(layout);
    snapshot.units = std::make_shared<const std::vector<UnitSummary>>(summarizeUnits(*snapshot.probe));
    return snapshot;
}

QString emptyTensorNotice(const Shape& shape)
{
    return QCoreApplication::translate("tle::LayoutView", "The tensor %1 has no elements: there is nothing to draw.")
        .arg(QString::fromStdString(formatShape(shape)));
}

QString noLayoutNotice()
{
    return QCoreApplication::translate("tle::LayoutView",
        "No layout yet. Paste one into the Layout field above (any notation the CLI accepts), open a layout or "
        "model file with File > Open (Ctrl+O) or by dropping it on the window, or pick one from the Samples menu.");
}

} // namespace tle
