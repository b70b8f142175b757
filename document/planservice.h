// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "optimizer/shared/layoutpin.h"
#include "optimizer/shared/optimizerresult.h"
#include "report/oprow.h"
#include "view/l1bandchart.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace tle {

class JobSlot;

// What a plan was computed for: the function, the policy (or a stated plan), the device (ModelDocument's device
// key), the pins (ModelPins::keyOf; empty without) and, for the as-decided plan, the decision trace
// (DecisionTraceStore::key).
struct PlanKey
{
    int function = 0;
    std::string policy;
    std::string device;
    std::string pins;
    std::string trace;
    auto operator<=>(const PlanKey&) const = default;
};

// One plan of a function as the model views show it. It carries what it was made with: the model, its key, the
// device with the model's own overrides and the pins. Views, exports and joins interpret the plan with these,
// never with the choices of the moment, which may already name the next plan. Then the result, the op table's
// rows, the timeline's bands and the names on its axis (empty for deallocations and returns). Immutable once
// made, and shared by every view and export that shows it.
struct ModelPlan
{
    std::shared_ptr<const ModelModule> module;
    PlanKey key;
    OptimizerDevice device;
    LayoutPins pins;
    PolicyResult result;
    std::vector<OpRow> rows;
    std::shared_ptr<const L1BandChart> chart;
    QStringList opNames;

    // The function planned.
    const ModelGraph& graph() const { return module->functions.at(size_t(key.function)); }
    // The timeline's budget line: the L1 budget the compiler's spill pass worked with for the as-decided plan, else
    // the usable L1 per core of the plan's device.
    int64_t l1BudgetBytes() const
    {
        if (result.decisionTrace && result.decisionTrace->trace.spill.present
            && result.decisionTrace->trace.spill.budget > 0)
            return int64_t(result.decisionTrace->trace.spill.budget);
        return device.l1UsableBytesPerCore;
    }
};

// The names on the L1 timeline's axis, one per op: empty for deallocations and returns.
QStringList timelineAxisNames(const ModelGraph& graph);

// The plans of the open model, each computed once on the job runner and kept per PlanKey.
class PlanService : public QObject
{
    Q_OBJECT
public:
    using Ready = std::function<void(const std::shared_ptr<const ModelPlan>&)>;

    explicit PlanService(QObject* parent = nullptr);

    // A new model: every plan of the previous one is dropped.
    void reset(std::shared_ptr<const ModelModule> module);
    std::shared_ptr<const ModelPlan> find(const PlanKey& key) const;
    // Computes the plan in `slot` unless it is cached; `ready` then runs on the GUI thread, unless another model
    // was opened meanwhile. Failures arrive as the slot's `failed`.
    void request(JobSlot* slot, const QString& title, const PlanKey& key, const OptimizerDevice& device,
        const LayoutPins& pins, std::shared_ptr<const JoinedTrace> trace, Ready ready);

    // Plans `key` for `base` with the model's overrides and with the pins (the as-decided plan from `trace`); a set
    // `cancel` flag stops the policy soon (PlanCancelled).
    static std::shared_ptr<const ModelPlan> make(std::shared_ptr<const ModelModule> module, const PlanKey& key,
        const OptimizerDevice& base, const LayoutPins& pins, std::shared_ptr<const JoinedTrace> trace = {},
        const std::atomic<bool>* cancel = nullptr);

private:
    std::shared_ptr<const ModelModule> m_module;
    std::map<PlanKey, std::shared_ptr<const ModelPlan>> m_plans;
};

} // namespace tle
