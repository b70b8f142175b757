// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "io/files/pinfile.h"
#include "optimizer/shared/layoutpin.h"

#include <QObject>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <string>

class QUndoStack;

namespace tle {

// The user's pins of op output layouts in the open model, per function, with their undo history. A stored set
// names ops (not indices), so that it survives the model being read again.
class ModelPins : public QObject
{
    Q_OBJECT
public:
    // function name -> op name -> pin text
    using Named = NamedPins;

    explicit ModelPins(QObject* parent = nullptr);

    // A new model: no pins, no history.
    void reset(std::shared_ptr<const ModelModule> module);
    const LayoutPins& of(int function) const;
    // "op=pin;..." in op order: what a plan was made with, for caches.
    std::string keyOf(int function) const;
    // Checks a pin against the op's legal layouts on `device` and makes the change an undoable step; an empty
    // `text` removes the op's pin. False, with why in `error`, for a pin that does not parse or fit.
    bool set(int function, int op, const QString& text, const OptimizerDevice& device, QString* error = nullptr);
    // Pins `OP=LAYOUT` each (OP a result name, location or index), one undoable step per pin; returns what could
    // not be pinned, one line each.
    QStringList setAll(int function, const QStringList& requests, const OptimizerDevice& device);
    // The op's pin as text, empty when it has none.
    QString textOf(int function, int op) const;
    // Removes every pin of the function in one undoable step.
    void clear(int function);
    QUndoStack* undoStack() const { return m_undo; }

    Named named() const;
    // Pins from a store, without history; returns what could not be restored (ops not found, pins that no
    // longer fit), one line each.
    QStringList restore(const Named& named, const OptimizerDevice& device);

    // Applies a change without history (the undo commands use this).
    void apply(int function, const LayoutPins& pins);

signals:
    void changed(int function);

private:
    std::shared_ptr<const ModelModule> m_module;
    std::map<int, LayoutPins> m_pins;
    QUndoStack* m_undo = nullptr;
};

} // namespace tle
