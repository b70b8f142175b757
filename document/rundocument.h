// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "io/runs/perfcsvreader.h"
#include "layouthandoff.h"
#include "optimizer/shared/optimizerresult.h"
#include "run/planjoin.h"
#include "run/runanalysis.h"
#include "run/runcompare.h"
#include "util/error.h"

#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <optional>

namespace tle {

class JobRunner;
class JobSlot;

// What the user works on in the run workspace: a measured run (a profiler CSV, memory results, a report database
// or a folder of them) analysed once, the selected op, a second run it is compared with and the plan it is joined
// to. Reading, analysing, comparing and joining run on the job runner; results are immutable shared values. A
// failed read keeps the run held before.
class RunDocument : public QObject
{
    Q_OBJECT
public:
    // A run set beside the plan of one function of a model.
    struct Join
    {
        std::shared_ptr<const ModelModule> module;
        int function = 0;
        std::shared_ptr<const PolicyResult> plan;
        QString policy;
        PlanJoin join;
    };
    struct Comparison
    {
        std::shared_ptr<const RunAnalysis> other;
        QString path;
        RunComparison comparison;
    };

    explicit RunDocument(JobRunner* jobs, QObject* parent = nullptr);
    ~RunDocument() override;

    // A path the run workspace opens: a folder, a .csv, a .sqlite or .db, or a .json named like memory_results.json.
    static bool isRunPath(const QString& path);

    // Reads and analyses a run off the GUI thread: runOpened on success, openFailed (the run held stays) else.
    void open(const QString& path);
    bool hasRun() const { return m_analysis != nullptr; }
    const std::shared_ptr<const RunAnalysis>& analysis() const { return m_analysis; }
    const MeasuredRun* run() const { return m_analysis ? m_analysis->run.get() : nullptr; }
    QString path() const { return m_path; }
    bool isBusy() const;
    void cancel();

    int64_t selectedOp() const { return m_selectedOp; }
    // Selects an op of the run (an index into its ops; -1 for none).
    void selectOp(int64_t op);

    // Prices the run with the calibration of a device file (`report --calibrate` writes one) on the device the run
    // ran on, analysing it again; false, with why in `error`, when the file cannot be read. An empty path goes back
    // to the uncalibrated model.
    bool loadCalibration(const QString& path, QString* error = nullptr);
    QString calibrationPath() const { return m_calibrationPath; }

    // Output 0 (or input 0) of op `op` on the run's device, for the layout views; nullopt, with why in `why`, when
    // the run does not state enough of it (a sharded tensor without its grid, a host op).
    enum class Tensor
    {
        Output,
        Input,
    };
    std::optional<LayoutHandoff> tensorLayout(int64_t op, Tensor tensor, QString* why = nullptr) const;
    // The layout change of op `op`: input 0 into output 0, for the Transfer view; nullopt, with why in `why`, when the
    // run does not state both.
    std::optional<LayoutHandoff> layoutChange(int64_t op, QString* why = nullptr) const;

    // Reads a second run and aligns it with this one (comparisonChanged).
    void compareWith(const QString& path);
    void clearComparison();
    const std::shared_ptr<const Comparison>& comparison() const { return m_comparison; }

    // Joins the run to the plan of `function` (joinChanged); a null plan clears the join.
    void joinPlan(std::shared_ptr<const ModelModule> module, int function, std::shared_ptr<const PolicyResult> plan,
        const QString& policy);
    const std::shared_ptr<const Join>& join() const { return m_join; }
    // The joined row of a run op, or of a graph op of the plan; -1 when there is none.
    int joinedRowOfRunOp(int64_t op) const;
    int joinedRowOfGraphOp(int op) const;

    // What went wrong last, in the user's language; empty when nothing did.
    QString problem() const { return m_problem; }

signals:
    void runOpened(const QString& path);
    // The run was analysed again (another calibration): the same run, new estimates.
    void analysisChanged();
    void openFailed(const tle::Error& error);
    void selectionChanged(int64_t op);
    void comparisonChanged();
    void joinChanged();
    void busyChanged(bool busy);
    void problemChanged(const QString& message);

private:
    void connectSlot(JobSlot* slot);
    void report(const QString& message);

    JobSlot* m_readSlot = nullptr;
    JobSlot* m_compareSlot = nullptr;
    JobSlot* m_joinSlot = nullptr;
    std::shared_ptr<const RunAnalysis> m_analysis;
    std::shared_ptr<const Comparison> m_comparison;
    std::shared_ptr<const Join> m_join;
    QString m_path;
    QString m_problem;
    QString m_calibrationPath;
    std::optional<KernelModel> m_calibration;
    int64_t m_selectedOp = -1;
};

// Reads the run at `path` (any form isRunPath accepts) with the reader its files need; throws tle::Error.
MeasuredRun readRunPath(const std::string& path, const ReadProgress& progress = {});

} // namespace tle
