// SPDX-License-Identifier: MIT
#include "pinmenu.h"

#include "optimizer/shared/layoutpin.h"

#include <QInputDialog>
#include <QLineEdit>

#include <algorithm>

namespace tle {

PinMenu::PinMenu(QWidget* parent)
    : QMenu(parent)
{
    setObjectName(QStringLiteral("pinMenu"));
}

QString PinMenu::pinText(const LayoutChoice& choice)
{
    const LayoutPin pin { .grid = choice.grid, .buffer = choice.buffer, .memory = choice.memory, .page = choice.page };
    return QString::fromStdString(pin.text());
}

void PinMenu::fill(const ModelGraph* graph, const PolicyResult* result, int op, const QString& currentPin, bool anyPins)
{
    clear();
    if (!graph || !result || op < 0 || size_t(op) >= result->ops.size() || !isPlannedOp(*graph, op)) {
        addAction(tr("Select an op that produces a tensor"))->setEnabled(false);
        return;
    }
    const OpDecision& d = result->ops[size_t(op)];
    std::vector<LayoutChoice> choices;
    if (d.layout)
        choices.push_back(choiceOf(*d.layout));
    for (const CandidateNote& note : d.candidates) {
        if (std::ranges::find(choices, note.layout) == choices.end())
            choices.push_back(note.layout);
    }
    for (const LayoutChoice& choice : choices) {
        const QString text = pinText(choice);
        QAction* action = addAction(tr("Pin to %1").arg(text), this, [this, text] { emit pinRequested(text); });
        action->setCheckable(true);
        action->setChecked(text == currentPin);
    }
    const QString name = QString::fromStdString(opDisplayName(*graph, op));
    addAction(tr("Pin Layout…"), this, [this, currentPin, name] {
        bool ok = false;
        const QString text = QInputDialog::getText(parentWidget(), tr("Pin Output Layout"),
            tr("Output layout of %1, any of: a shard grid (8x1), l1 or dram, interleaved, height_sharded, "
               "width_sharded or block_sharded, tile or row_major, separated by colons")
                .arg(name),
            QLineEdit::Normal, currentPin, &ok);
        if (ok && !text.trimmed().isEmpty())
            emit pinRequested(text);
    });
    addSeparator();
    addAction(tr("Remove Pin"), this, [this] { emit pinRequested({}); })->setEnabled(!currentPin.isEmpty());
    addAction(tr("Remove All Pins"), this, &PinMenu::removeAllRequested)->setEnabled(anyPins);
}

} // namespace tle
