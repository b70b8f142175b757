// SPDX-License-Identifier: MIT
#include "modelpins.h"

#include "optimizer/shared/optimizerresult.h"
#include "report/explainreport.h"
#include "util/error.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace tle {

namespace {

// One change of a function's pins: the whole set before and after, so that undo restores it exactly.
class PinCommand : public QUndoCommand
{
public:
    PinCommand(ModelPins* pins, int function, LayoutPins before, LayoutPins after, const QString& text)
        : QUndoCommand(text)
        , m_pins(pins)
        , m_function(function)
        , m_before(std::move(before))
        , m_after(std::move(after))
    { }

    void redo() override { m_pins->apply(m_function, m_after); }
    void undo() override { m_pins->apply(m_function, m_before); }

private:
    ModelPins* m_pins;
    int m_function;
    LayoutPins m_before;
    LayoutPins m_after;
};

const LayoutPins kNoPins;

} // namespace

ModelPins::ModelPins(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{ }

void ModelPins::reset(std::shared_ptr<const ModelModule> module)
{
    m_module = std::move(module);
    m_pins.clear();
    m_undo->clear();
}

const LayoutPins& ModelPins::of(int function) const
{
    const auto it = m_pins.find(function);
    return it != m_pins.end() ? it->second : kNoPins;
}

std::string ModelPins::keyOf(int function) const
{
    std::string key;
    for (const auto& [op, pin] : of(function))
        key += std::to_string(op) + '=' + pin.text() + ';';
    return key;
}

bool ModelPins::set(int function, int op, const QString& text, const OptimizerDevice& device, QString* error)
{
    if (!m_module || function < 0 || size_t(function) >= m_module->functions.size())
        return false;
    const ModelGraph& graph = m_module->functions[size_t(function)];
    LayoutPins after = of(function);
    const QString name = QString::fromStdString(opDisplayName(graph, op));
    QString label;
    if (text.trimmed().isEmpty()) {
        if (!after.erase(op))
            return true;
        label = tr("Unpin %1").arg(name);
    } else {
        try {
            const LayoutPin pin = parseLayoutPin(text.trimmed().toStdString());
            checkPins(graph, device, { { op, pin } }, false);
            after[op] = pin;
            label = tr("Pin %1 to %2").arg(name, QString::fromStdString(pin.text()));
        } catch (const Error& e) {
            if (error)
                *error = e.column() > 0 ? tr("column %1: %2").arg(e.column()).arg(QString::fromUtf8(e.what()))
                                        : QString::fromUtf8(e.what());
            return false;
        }
    }
    if (after == of(function))
        return true;
    m_undo->push(new PinCommand(this, function, of(function), std::move(after), label));
    return true;
}

QStringList ModelPins::setAll(int function, const QStringList& requests, const OptimizerDevice& device)
{
    QStringList errors;
    const ModelGraph* graph = m_module && function >= 0 && size_t(function) < m_module->functions.size()
        ? &m_module->functions[size_t(function)]
        : nullptr;
    for (const QString& request : requests) {
        const qsizetype eq = request.indexOf(QLatin1Char('='));
        const std::optional<int> op
            = graph && eq > 0 ? findOp(*graph, request.left(eq).toStdString()) : std::optional<int>();
        QString error = tr("no such op");
        if (!op || !set(function, *op, request.mid(eq + 1), device, &error))
            errors << tr("%1: %2").arg(request, error);
    }
    return errors;
}

QString ModelPins::textOf(int function, int op) const
{
    const LayoutPins& pins = of(function);
    const auto it = pins.find(op);
    return it != pins.end() ? QString::fromStdString(it->second.text()) : QString();
}

void ModelPins::clear(int function)
{
    if (of(function).empty())
        return;
    m_undo->push(new PinCommand(this, function, of(function), {}, tr("Remove All Pins")));
}

void ModelPins::apply(int function, const LayoutPins& pins)
{
    if (pins.empty())
        m_pins.erase(function);
    else
        m_pins[function] = pins;
    emit changed(function);
}

ModelPins::Named ModelPins::named() const
{
    Named named;
    if (!m_module)
        return named;
    for (const auto& [function, pins] : m_pins) {
        const ModelGraph& graph = m_module->functions.at(size_t(function));
        for (const auto& [op, pin] : pins)
            named[graph.name()][opDisplayName(graph, op)] = pin.text();
    }
    return named;
}

QStringList ModelPins::restore(const Named& named, const OptimizerDevice& device)
{
    QStringList dropped;
    if (!m_module)
        return dropped;
    for (const auto& [functionName, pins] : named) {
        int function = -1;
        for (size_t f = 0; f < m_module->functions.size(); ++f) {
            if (m_module->functions[f].name() == functionName)
                function = int(f);
        }
        for (const auto& [opName, text] : pins) {
            const QString where
                = QStringLiteral("@%1 %2").arg(QString::fromStdString(functionName), QString::fromStdString(opName));
            const std::optional<int> op
                = function >= 0 ? findOp(m_module->functions[size_t(function)], opName) : std::nullopt;
            if (!op) {
                dropped << tr("%1: no such op any more").arg(where);
                continue;
            }
            try {
                const LayoutPin pin = parseLayoutPin(text);
                checkPins(m_module->functions[size_t(function)], device, { { *op, pin } }, false);
                m_pins[function][*op] = pin;
            } catch (const Error& e) {
                dropped << tr("%1: %2").arg(where, QString::fromUtf8(e.what()));
            }
        }
    }
    for (const auto& entry : m_pins)
        emit changed(entry.first);
    return dropped;
}

} // namespace tle
