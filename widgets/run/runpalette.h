// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opfamily.h"
#include "run/runaccounting.h"

#include <QColor>
#include <QString>

#include <string_view>

namespace tle {

// The colour of a run class, the same in the timeline, the breakdown, the calibration plot and the tables: the
// layout changes warm, tilize cool, other work neutral grey.
QColor runClassColor(RunClass value);
// The class as the views name it, in the user's language.
QString runClassTitle(RunClass value);
// The colour of an op family, the same in every run view: compute in blues, norms and reductions in greens,
// eltwise purple, data movement and conversions warm, the rest apart (Okabe and Ito's hues, then Paul Tol's).
QColor runFamilyColor(OpFamily family);
QString runFamilyTitle(OpFamily family);
// The colour of an op code: a hash of its name into twelve hues that colour-blind readers tell apart (Paul Tol's
// muted and light schemes), so a code keeps its colour from run to run.
QColor runOpCodeColor(std::string_view opCode);
// Black or white, whichever reads better on `fill`.
QColor textColorOn(const QColor& fill);
// A duration in ns the way the run views print it: ns, µs or ms with three significant digits.
QString runDurationText(double ns);
// A share (0..1) as the run views print it: a percentage with one decimal.
QString runShareText(double share);

} // namespace tle
