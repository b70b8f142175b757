// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QMenu;
class QWidget;

namespace tle {

class ModelDocument;

// The File menu's bridge to tt-mlir: Open Decision Trace (the compiler's own plan, explained and second-guessed in
// the model workspace) and Copy Plan as Compiler Overrides (the plan on show as the optimizer's
// override-output-layout option, for the next compile).
class CompilerActions : public QObject
{
    Q_OBJECT
public:
    CompilerActions(ModelDocument* model, QWidget* window);

    void addActions(QMenu* menu);
    // The option text of the plan on show, and how many ops it cannot key; empty without a plan.
    QString overridesText(int* notExpressible = nullptr) const;
    // Copies overridesText() to the clipboard; the returned sentence says what was copied.
    QString copyOverrides();

signals:
    void statusMessage(const QString& text);
    // A trace is being opened: the model workspace should come forward.
    void traceRequested();

private:
    void openTraceDialog();

    ModelDocument* m_model = nullptr;
    QWidget* m_window = nullptr;
};

} // namespace tle
