// SPDX-License-Identifier: MIT
#include "layoutexport.h"

#include "transferdocument.h"
#include "view/viewinfo.h"
#include "viewregistry.h"

#include <QCoreApplication>
#include <QWidget>

#include <memory>

namespace tle {

QStringList exportableLayoutViews()
{
    QStringList views;
    for (const std::string_view name : exportableViews())
        views << QString::fromUtf8(name.data(), qsizetype(name.size()));
    return views;
}

QString exportLayoutView(const AnyLayout& layout, const QString& view, const QString& path, QSize size,
    const QString& mesh, const QString& placements, const QString& transferTo, const QString& transferTrace,
    std::shared_ptr<const OptimizerDevice> device)
{
    const ViewInfo* info = findView(view.toStdString());
    if (!info || info->subject != ViewSubject::Layout)
        return QCoreApplication::translate(
            "tle::Export", "the '%1' view cannot be exported in this version (available: %2)")
            .arg(view, exportableLayoutViews().join(QStringLiteral(", ")));
    if (const QString refusal = viewRefusal(*info, layout); !refusal.isEmpty())
        return refusal;
    // Without a job runner the transfer document plans at once, on this thread.
    TransferDocument transfer(nullptr);
    transfer.setDevice(std::move(device));
    const ViewBehaviour behaviour = viewBehaviour(info->id);
    const std::unique_ptr<LayoutView> shown(behaviour.create(nullptr, ViewContext { &transfer }));
    shown->showLayout(makeLayoutSnapshot(layout));
    PaintFn paint;
    if (const QString failure
        = behaviour.prepareExport(*shown, { size, mesh, placements, transferTo, transferTrace }, paint);
        !failure.isEmpty())
        return failure;
    return exportPicture(path, size, paint, view);
}

} // namespace tle
