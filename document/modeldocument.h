// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "io/layouttext/layoutsnippet.h"
#include "layouthandoff.h"
#include "plancomparison.h"
#include "planservice.h"
#include "util/error.h"
#include "view/chaingraph.h"

#include <QObject>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tle {

class DecisionTraceStore;
class JobRunner;
class JobSlot;
class ModelPins;

// What the user works on in the model workspace: the module and its path, the function, the policy, what the
// plan is compared with, the device, the pins, the selected op and the chain graph's expanded groups. Each has a
// setter and a changed signal; the document plans on the job runner whenever what a plan depends on changes,
// and hands out the plans as immutable shared values. Choices that cannot apply yet are kept until they can: a
// policy offered only by a model not yet open, an op selected before the plan that has it arrives.
class ModelDocument : public QObject
{
    Q_OBJECT
public:
    // A device the plans can be made for: the default (empty key), or one read from a device file. Each load
    // gets a key of its own, so that plans cached for an earlier version of a file are never taken for the new one.
    struct Device
    {
        std::string key;
        QString path;
        OptimizerDevice device;
    };
    // A plan compared with the one on show, under the name the comparison table gives it.
    struct Compared
    {
        QString name;
        std::shared_ptr<const ModelPlan> plan;
    };
    // What went wrong last, for the workspace's error line: the message in the user's language, and the typed
    // error (with its line and column) when one caused it.
    struct Problem
    {
        QString message;
        std::optional<Error> error;
    };

    explicit ModelDocument(JobRunner* jobs, QObject* parent = nullptr);
    ~ModelDocument() override;

    // Reads a model file off the GUI thread. On success the document holds it (modelOpened); on failure the model
    // held before stays (openFailed).
    void open(const QString& path);
    bool hasModel() const { return m_module != nullptr; }
    const std::shared_ptr<const ModelModule>& module() const { return m_module; }
    QString path() const { return m_path; }

    int functionCount() const;
    int function() const { return m_function; }
    void setFunction(int function);
    // The function on show, or null without a model.
    const ModelGraph* graph() const;

    QString policy() const { return m_policy; }
    // A policy or a stated plan; a stated plan not offered yet is kept until a model offers it.
    void setPolicy(const QString& name);
    // The function states layouts, so the stated plans (as-compiled, spill-only) are offered beside the policies.
    bool offersStatedPlans() const;
    // A decision trace of tt-mlir's optimizer is loaded for the function, so the as-decided plan is offered.
    bool offersDecidedPlan() const;
    // Reads tt-mlir's decision trace (a file or a decision-trace-dir) off the GUI thread; once read, the as-decided
    // plan is offered and shown (decisionTraceLoaded), or the problem is reported.
    void loadDecisionTrace(const QString& path);
    QString decisionTracePath() const;
    // A policy, a stated plan, the unpinned plan or every policy; none by default. A stated plan not offered yet is
    // kept until a model offers it.
    const PlanComparison& comparison() const { return m_comparison; }
    void setComparison(const PlanComparison& comparison);

    const std::vector<Device>& devices() const { return m_devices; }
    const Device& device() const;
    // The device file planned for; empty for the default device.
    QString deviceFile() const { return device().path; }
    // Reads a device file and plans for it; false, with why in `error` (line and column), when it cannot be read.
    bool loadDeviceFile(const QString& path, QString* error = nullptr);
    void setDevice(const std::string& key);

    ModelPins* pins() const { return m_pins; }
    // Pins the selected op's output layout (empty text removes the pin) as an undoable step; false, with the
    // problem reported, for a pin that does not parse or fit the op.
    bool pinSelectedOp(const QString& text);
    // The op is one a policy plans (not an argument or a return), and the plan on show is a policy's, which pins
    // steer (a stated plan is not).
    bool canPin(int op) const;
    QString pinOf(int op) const;
    // Pins `OP=LAYOUT` each in the model held, or in the next one opened when none is.
    void requestPins(const QStringList& requests);

    // The plan on show, or null while none is. It carries the function, policy, device and pins it was made with,
    // which differ from the choices above while the next plan is computed (or after it was cancelled or failed).
    const std::shared_ptr<const ModelPlan>& plan() const { return m_plan; }
    const PolicyResult* result() const { return m_plan ? &m_plan->result : nullptr; }
    // The compared plans that have arrived, in the order of comparedKeys().
    std::vector<Compared> comparedPlans() const;
    // The first compared plan, or null.
    const PolicyResult* comparedResult() const;
    // A plan or the model is being computed or read.
    bool isBusy() const;
    // Stops reading and planning; the plan on show stays.
    void cancel();

    int selectedOp() const { return m_selectedOp; }
    // Selects an op of the plan on show; while a model is read or a plan is computed the choice is kept and
    // applied when the plan arrives.
    void selectOp(int op);
    // The selected op's output layout on the plan's device, for the layout views; nullopt without one, or when it
    // has no TTNN form.
    std::optional<LayoutHandoff> selectedOpLayout() const;
    // The reshard of `value` into one of `consumers` or, with `spill`, the spill of `value`, in the plan on show: the
    // tensor before and after on the plan's device, for the Transfer view; nullopt, with why in `why`, when the plan
    // has no such change or a side has no TTNN form.
    std::optional<LayoutHandoff> moveLayouts(
        int value, const std::vector<int>& consumers, bool spill, QString* why = nullptr) const;

    const ChainGraphExpansion& expansion() const { return m_expansion; }
    void setGroupExpanded(const ChainGraphGroup& group, bool expanded);

    const std::optional<Problem>& problem() const { return m_problem; }

signals:
    void modelOpened(const QString& path);
    void decisionTraceLoaded(const QString& path);
    // The layouts the opened model's text states, listed from the same read (files up to 16 MiB), for the layout
    // workspace to look at one by one.
    void layoutsListed(const tle::LayoutSnippet& layouts, const QString& path);
    void openFailed(const tle::Error& error);
    void functionChanged();
    void policyChanged();
    void offeredPlansChanged();
    void comparisonChanged();
    void devicesChanged();
    void deviceChanged();
    // Planning of the current policy started (no cached plan), was cancelled, or a new plan is on show.
    void planningStarted(const QString& policy);
    void planningCancelled(const QString& policy);
    void planChanged();
    void comparedPlansChanged();
    void selectionChanged(int op);
    void expansionChanged();
    // The pins changed (pinned, unpinned, undone or restored): stores may save them.
    void pinsChanged();
    void busyChanged(bool busy);
    // problem() changed: a new problem, or none any more.
    void problemChanged();

private:
    enum class Pinned
    {
        Yes,
        No,
    };
    PlanKey planKey(const QString& policy, Pinned pinned = Pinned::Yes) const;
    LayoutPins pinsFor(const PlanKey& key) const;
    std::shared_ptr<const JoinedTrace> traceFor(const PlanKey& key) const;
    // The plan can be shown now: a policy, a stated plan the function states, the as-decided plan with a trace.
    bool offers(const std::string& plan) const;
    std::vector<std::pair<PlanKey, QString>> comparedKeys() const;
    void show(std::shared_ptr<const ModelModule> module, const QString& path);
    void updateOfferedPlans();
    void planCurrent();
    void planComparison();
    void showPlan(const std::shared_ptr<const ModelPlan>& plan);
    void onPinsChanged(int function);
    void applyRequestedPins();
    void report(const QString& message, std::optional<Error> error = std::nullopt);
    void clearProblem();
    JobSlot* compareSlot(const std::string& policy);
    void connectSlot(JobSlot* slot);

    JobRunner* m_jobs = nullptr;
    PlanService* m_plans = nullptr;
    ModelPins* m_pins = nullptr;
    JobSlot* m_importSlot = nullptr;
    JobSlot* m_planSlot = nullptr;
    DecisionTraceStore* m_traces = nullptr;
    std::map<std::string, JobSlot*> m_compareSlots;
    std::shared_ptr<const ModelModule> m_module;
    QString m_path;
    QString m_opening; // the file being read, for its errors
    int m_function = -1;
    QString m_policy;
    QString m_wantedPolicy; // a stated plan asked for before a model offers it
    bool m_offersStatedPlans = false;
    bool m_offersDecidedPlan = false;
    bool m_decidedWanted = false; // a trace was read before its model
    PlanComparison m_comparison;
    PlanComparison m_wantedComparison;
    std::vector<Device> m_devices;
    std::string m_deviceKey;
    int m_deviceLoads = 0;
    std::shared_ptr<const ModelPlan> m_plan;
    std::optional<PlanKey> m_waitingFor; // the plan being computed for what is chosen now
    int m_selectedOp = -1;
    std::optional<int> m_wantedOp;
    QStringList m_requestedPins;
    ChainGraphExpansion m_expansion;
    std::optional<Problem> m_problem;
};

} // namespace tle
