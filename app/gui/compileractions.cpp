// SPDX-License-Identifier: MIT
#include "compileractions.h"

#include "modeldocument.h"
#include "optimizer/shared/compileroverrides.h"

#include <QAction>
#include <QClipboard>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMenu>

namespace tle {

CompilerActions::CompilerActions(ModelDocument* model, QWidget* window)
    : QObject(window)
    , m_model(model)
    , m_window(window)
{ }

void CompilerActions::addActions(QMenu* menu)
{
    QAction* open = menu->addAction(tr("Open &Decision Trace…"), this, &CompilerActions::openTraceDialog);
    open->setObjectName(QStringLiteral("actionOpenDecisionTrace"));
    open->setStatusTip(tr("Show tt-mlir's own plan for the open model from its optimizer's decision trace"));
    QAction* copy = menu->addAction(
        tr("Copy Plan as &Compiler Overrides"), this, [this] { emit statusMessage(copyOverrides()); });
    copy->setObjectName(QStringLiteral("actionCopyOverrides"));
    copy->setStatusTip(tr("Copy the plan on show as tt-mlir's override-output-layout option"));
    const auto enable = [this, copy] { copy->setEnabled(m_model->plan() != nullptr); };
    connect(m_model, &ModelDocument::planChanged, copy, enable);
    enable();
}

void CompilerActions::openTraceDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Decision Trace"), QString(),
        tr("Decision traces (*_decision_trace.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    emit traceRequested();
    m_model->loadDecisionTrace(path);
}

QString CompilerActions::overridesText(int* notExpressible) const
{
    const std::shared_ptr<const ModelPlan>& plan = m_model->plan();
    if (!plan)
        return {};
    const CompilerOverrides overrides = compilerOverrides(plan->graph(), plan->result);
    if (notExpressible)
        *notExpressible = int(overrides.notExpressible.size());
    return overrides.entries.empty() ? QString() : QString::fromStdString(overrides.text());
}

QString CompilerActions::copyOverrides()
{
    int missing = 0;
    const QString text = overridesText(&missing);
    if (!m_model->plan())
        return tr("There is no plan to copy yet.");
    if (text.isEmpty())
        return tr("No op of the plan can be keyed by a name loc: nothing to copy.");
    QGuiApplication::clipboard()->setText(text);
    const QString copied
        = tr("Copied the %1 plan as compiler overrides.").arg(QString::fromStdString(m_model->plan()->result.policy));
    return missing == 0 ? copied
                        : copied + QLatin1Char(' ')
            + tr("%n op(s) without a name loc of their own cannot be expressed.", nullptr, missing);
}

} // namespace tle
