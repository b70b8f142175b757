// SPDX-License-Identifier: MIT
#include "rundocument.h"

#include "errortext.h"
#include "io/files/devicefile.h"
#include "io/model/modelfile.h"
#include "io/runs/runfolder.h"
#include "jobrunner.h"
#include "layout/ttnn/ttnntensor.h"
#include "run/runcalibration.h"
#include "run/runlayouts.h"
#include "sqlitereportdatabase.h"

#include <QFileInfo>

#include <algorithm>

namespace tle {

namespace {

ReadProgress progressOf(JobControl& control)
{
    ReadProgress progress;
    progress.cancel = control.cancelFlag();
    progress.report = [&control](int64_t done, int64_t total) {
        if (total > 0)
            control.setProgress(0.8 * double(done) / double(total));
    };
    return progress;
}

// The fitted parameters and family factors of a device file; none prices with the physics alone.
using Calibration = std::optional<KernelModel>;

std::shared_ptr<const RunAnalysis> analyze(
    std::shared_ptr<const MeasuredRun> run, const Calibration& calibration, JobControl& control)
{
    OptimizerDevice device = deviceForRun(*run);
    if (calibration)
        applyCalibration(device.kernel, *calibration);
    auto analysis = std::make_shared<const RunAnalysis>(analyzeRun(std::move(run), device, control.cancelFlag()));
    control.setProgress(1.0);
    return analysis;
}

std::shared_ptr<const RunAnalysis> readAndAnalyze(
    const QString& path, const Calibration& calibration, JobControl& control)
{
    return analyze(std::make_shared<const MeasuredRun>(readRunPath(path.toStdString(), progressOf(control))),
        calibration, control);
}

} // namespace

MeasuredRun readRunPath(const std::string& path, const ReadProgress& progress)
{
    const RunFiles files = findRunFiles(path);
    if (files.perfCsv.empty() && files.memoryResults.empty())
        return readReportDatabaseFile(files.database, progress);
    return readRunFiles(files, progress);
}

RunDocument::RunDocument(JobRunner* jobs, QObject* parent)
    : QObject(parent)
    , m_readSlot(new JobSlot(jobs, this))
    , m_compareSlot(new JobSlot(jobs, this))
    , m_joinSlot(new JobSlot(jobs, this))
{
    for (JobSlot* slot : { m_readSlot, m_compareSlot, m_joinSlot })
        connectSlot(slot);
    connect(m_readSlot, &JobSlot::failed, this, [this](const Error& e) {
        report(placedErrorText(e));
        emit openFailed(e);
    });
    connect(m_compareSlot, &JobSlot::failed, this,
        [this](const Error& e) { report(tr("The run to compare with cannot be read: %1").arg(placedErrorText(e))); });
    connect(m_joinSlot, &JobSlot::failed, this,
        [this](const Error& e) { report(tr("The run cannot be joined to the plan: %1").arg(placedErrorText(e))); });
}

RunDocument::~RunDocument() = default;

void RunDocument::connectSlot(JobSlot* slot)
{
    connect(slot, &JobSlot::started, this, [this] { emit busyChanged(true); });
    connect(slot, &JobSlot::finished, this, [this] { emit busyChanged(isBusy()); });
}

void RunDocument::report(const QString& message)
{
    m_problem = message;
    emit problemChanged(message);
}

bool RunDocument::isRunPath(const QString& path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return true;
    const QString suffix = info.suffix().toLower();
    // A JSON file is a model unless its name says it holds memory results (memory_results.json as ttrt writes it).
    const QString name = info.fileName();
    return suffix == QLatin1String("csv") || suffix == QLatin1String("sqlite") || suffix == QLatin1String("db")
        || (suffix == QLatin1String("json")
            && (name.contains(QLatin1String("memory_results")) || name.contains(QLatin1String("memory-results"))));
}

bool RunDocument::isBusy() const
{
    return m_readSlot->isRunning() || m_compareSlot->isRunning() || m_joinSlot->isRunning();
}

void RunDocument::cancel()
{
    m_readSlot->cancel();
    m_compareSlot->cancel();
    m_joinSlot->cancel();
    emit busyChanged(false);
}

void RunDocument::open(const QString& path)
{
    m_readSlot->run(
        tr("Reading %1").arg(QFileInfo(path).fileName()),
        [path, calibration = m_calibration](JobControl& control) { return readAndAnalyze(path, calibration, control); },
        [this, path](std::shared_ptr<const RunAnalysis> analysis) {
            m_analysis = std::move(analysis);
            m_path = path;
            m_selectedOp = -1;
            m_comparison.reset();
            m_join.reset();
            report({});
            emit runOpened(path);
            emit comparisonChanged();
            emit joinChanged();
            emit selectionChanged(-1);
        });
}

bool RunDocument::loadCalibration(const QString& path, QString* error)
{
    Calibration calibration;
    if (!path.isEmpty()) {
        try {
            calibration = readOptimizerDevice(readTextFile(path.toStdString())).kernel;
        } catch (const Error& e) {
            if (error)
                *error = placedErrorText(e);
            return false;
        } catch (const std::exception& e) {
            if (error)
                *error = QString::fromStdString(e.what());
            return false;
        }
        if (calibration->calibration.empty()) {
            if (error)
                *error = tr("%1 holds no calibration (report --calibrate writes one)").arg(path);
            return false;
        }
    }
    m_calibration = std::move(calibration);
    m_calibrationPath = path;
    if (!m_analysis)
        return true;
    m_readSlot->run(
        tr("Pricing the run again"),
        [run = m_analysis->run, calibration = m_calibration](
            JobControl& control) { return analyze(run, calibration, control); },
        [this](std::shared_ptr<const RunAnalysis> analysis) {
            m_analysis = std::move(analysis);
            emit analysisChanged();
        });
    return true;
}

void RunDocument::selectOp(int64_t op)
{
    const MeasuredRun* r = run();
    if (!r || op < -1 || op >= int64_t(r->ops.size()) || op == m_selectedOp)
        return;
    m_selectedOp = op;
    emit selectionChanged(op);
}

void RunDocument::compareWith(const QString& path)
{
    if (!m_analysis)
        return;
    m_compareSlot->run(
        tr("Comparing with %1").arg(QFileInfo(path).fileName()),
        [path, analysis = m_analysis, calibration = m_calibration](JobControl& control) {
            auto comparison = std::make_shared<Comparison>();
            comparison->other = readAndAnalyze(path, calibration, control);
            comparison->path = path;
            comparison->comparison = compareRuns(*analysis->run, *comparison->other->run);
            return std::shared_ptr<const Comparison>(std::move(comparison));
        },
        [this](std::shared_ptr<const Comparison> comparison) {
            m_comparison = std::move(comparison);
            report({});
            emit comparisonChanged();
        });
}

void RunDocument::clearComparison()
{
    m_compareSlot->cancel();
    if (!m_comparison)
        return;
    m_comparison.reset();
    emit comparisonChanged();
}

void RunDocument::joinPlan(std::shared_ptr<const ModelModule> module, int function,
    std::shared_ptr<const PolicyResult> plan, const QString& policy)
{
    if (!plan || !module || !m_analysis || function < 0 || size_t(function) >= module->functions.size()) {
        m_joinSlot->cancel();
        if (m_join) {
            m_join.reset();
            emit joinChanged();
        }
        return;
    }
    m_joinSlot->run(
        tr("Joining the run to the plan"),
        [analysis = m_analysis, module, function, plan, policy](JobControl&) {
            auto join = std::make_shared<Join>();
            join->module = module;
            join->function = function;
            join->plan = plan;
            join->policy = policy;
            join->join = joinRunToPlan(*analysis->run, module->functions[size_t(function)], *plan);
            return std::shared_ptr<const Join>(std::move(join));
        },
        [this](std::shared_ptr<const Join> join) {
            m_join = std::move(join);
            report({});
            emit joinChanged();
        });
}

std::optional<LayoutHandoff> RunDocument::tensorLayout(int64_t op, Tensor tensor, QString* why) const
{
    const MeasuredRun* r = run();
    auto fail = [why](const QString& reason) -> std::optional<LayoutHandoff> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    const bool input = tensor == Tensor::Input;
    if (!r || op < 0 || op >= int64_t(r->ops.size())
        || (input ? r->ops[size_t(op)].inputs : r->ops[size_t(op)].outputs).empty())
        return fail(input ? tr("The op states no input tensor.") : tr("The op states no output tensor."));
    const RunOp& o = r->ops[size_t(op)];
    const DeviceModel& device = m_analysis->device.device;
    const RunLayout layout = input ? runInputLayout(o, 0, device) : runOutputLayout(o, 0, device);
    const QString which = input ? tr("input 0 of op %1").arg(op) : tr("output 0 of op %1").arg(op);
    if (!layout.layout)
        return fail(tr("%1 has no layout: %2").arg(which, QString::fromStdString(layout.problem)));
    std::string reason;
    if (!ttnnAttrFor(*layout.layout, &reason))
        return fail(tr("%1 has no TTNN form: %2").arg(which, QString::fromStdString(reason)));
    return LayoutHandoff { std::make_shared<const AnyLayout>(TtnnTensor { .layout = *layout.layout }), nullptr,
        std::make_shared<const OptimizerDevice>(m_analysis->device) };
}

std::optional<LayoutHandoff> RunDocument::layoutChange(int64_t op, QString* why) const
{
    std::optional<LayoutHandoff> from = tensorLayout(op, Tensor::Input, why);
    if (!from)
        return std::nullopt;
    const std::optional<LayoutHandoff> to = tensorLayout(op, Tensor::Output, why);
    if (!to)
        return std::nullopt;
    from->transferTo = to->layout;
    return from;
}

int RunDocument::joinedRowOfRunOp(int64_t op) const
{
    if (!m_join || op < 0)
        return -1;
    const auto& ops = m_join->join.ops;
    const auto it = std::find_if(ops.begin(), ops.end(), [op](const JoinedOp& j) { return j.runOp == op; });
    return it == ops.end() ? -1 : int(it - ops.begin());
}

int RunDocument::joinedRowOfGraphOp(int op) const
{
    if (!m_join || op < 0)
        return -1;
    const PlanJoin& join = m_join->join;
    for (size_t i = 0; i < join.ops.size(); ++i) {
        const int step = join.ops[i].step;
        if (step >= 0 && join.steps[size_t(step)].kind == PlanStep::Kind::Op && join.steps[size_t(step)].op == op)
            return int(i);
    }
    return -1;
}

} // namespace tle
