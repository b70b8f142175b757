// SPDX-License-Identifier: MIT
#pragma once

#include "util/error.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

class QThreadPool;

namespace tle {

class JobSlot;

// What a job sees of its runner: whether it should stop, and how far it has come.
class JobControl
{
public:
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    // The flag itself, for work in core that checks it as it goes (PolicyOptions::cancel).
    const std::atomic<bool>* cancelFlag() const { return &m_cancelled; }
    // Progress in [0, 1]; reported to the GUI thread at most once per percent.
    void setProgress(double fraction);

private:
    friend class JobRunner;
    std::atomic<bool> m_cancelled { false };
    std::atomic<int> m_percent { -1 };
    std::function<void(int percent)> m_report;
};

// Runs long work (probing a huge tensor, importing and planning a model, laying out a graph) on worker threads
// and hands its result to the GUI thread. Work runs in a JobSlot: a new job in a slot cancels the one still
// running there, whose result is then dropped, so the newest request always wins. Destroying the runner cancels
// every job and waits for the workers.
class JobRunner : public QObject
{
    Q_OBJECT
public:
    explicit JobRunner(QObject* parent = nullptr);
    ~JobRunner() override;

    // No job runs or waits for a worker in any slot.
    bool isIdle() const { return m_running.empty(); }
    // Calls `step` once no job runs: at once when none does, else when the last one ends.
    void whenIdle(QObject* context, std::function<void()> step);
    // Blocks until every job has finished (tests and shutdown).
    void waitForDone();

signals:
    void started(const QString& title);
    void progress(int percent);
    // After a job's result was delivered, or it failed or was cancelled.
    void finished();
    // A job failed; its slot says so too, to whoever asked for the work.
    void failed(const tle::Error& error);
    // The last running job ended and none follows it: not when a job is replaced in its slot, nor before the
    // jobs its result starts.
    void idle();

private:
    friend class JobSlot;
    using Deliver = std::function<void()>;
    using Work = std::function<Deliver(JobControl& control)>;
    struct Job
    {
        quint64 id = 0;
        std::shared_ptr<JobControl> control;
    };
    void start(JobSlot* slot, const QString& title, Work work);
    void cancel(JobSlot* slot);
    bool isRunning(const JobSlot* slot) const;
    void complete(JobSlot* slot, quint64 id, const Deliver& deliver, const std::optional<Error>& error);
    void end(JobSlot* slot);

    QThreadPool* m_pool = nullptr;
    std::map<const JobSlot*, Job> m_running;
    quint64 m_nextId = 1;
};

// One line of work of a requester (the model's import, its plan, the chain graph's layout): a newer job in the
// slot supersedes the one running. `run` takes work that returns a value (or nothing) or throws; the value goes
// to `done` on the GUI thread, an Error (any other exception becomes one) to `failed`.
class JobSlot : public QObject
{
    Q_OBJECT
public:
    JobSlot(JobRunner* runner, QObject* parent);
    ~JobSlot() override;

    template <typename Work, typename Done>
    void run(const QString& title, Work work, Done done);
    void cancel();
    bool isRunning() const;

signals:
    void started(const QString& title);
    void progress(int percent);
    void failed(const tle::Error& error);
    // After the result was delivered, or the job failed or was cancelled.
    void finished();

private:
    QPointer<JobRunner> m_runner;
};

template <typename Work, typename Done>
void JobSlot::run(const QString& title, Work work, Done done)
{
    using Result = std::invoke_result_t<Work&, JobControl&>;
    m_runner->start(this, title,
        [work = std::move(work), done = std::move(done)](JobControl& control) mutable -> JobRunner::Deliver {
            if constexpr (std::is_void_v<Result>) {
                work(control);
                return [done]() mutable { done(); };
            } else {
                auto result = std::make_shared<Result>(work(control));
                return [done, result]() mutable { done(std::move(*result)); };
            }
        });
}

} // namespace tle
