// SPDX-License-Identifier: MIT
#include "emptystate.h"

#include <QLabel>

namespace tle {

QLabel* makeEmptyState(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setMargin(24);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->hide();
    return label;
}

} // namespace tle
