// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace tle {

// What a view shows while it has nothing to draw: one centred, wrapped line in the palette's placeholder colour
// that says what to open and how, in place of empty axes.
QLabel* makeEmptyState(QWidget* parent, const QString& objectName);

} // namespace tle
