// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <map>
#include <memory>

class QThreadPool;

namespace tle {

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

// Runs long work (probing a huge tensor, importing and planning a model, laying out a graph) on a worker
// thread and hands its result to the GUI thread. Jobs run in channels: a new job on a channel cancels the one
// still running there, whose result is then dropped, so the newest request always wins. The work returns a
// function that the runner calls on the GUI thread to deliver the result; an exception thrown by the work is
// reported by `failed` with its message. Destroying the runner cancels every job and waits for the workers.
class JobRunner : public QObject
{
    Q_OBJECT
public:
    using Deliver = std::function<void()>;
    using Work = std::function<Deliver(JobControl& control)>;

    explicit JobRunner(QObject* parent = nullptr);
    ~JobRunner() override;

    void run(const QString& channel, const QString& title, Work work);
    void cancel(const QString& channel);
    bool isRunning(const QString& channel) const;
    bool isIdle() const { return m_running.empty(); }
    // Blocks until every job has finished (tests and shutdown).
    void waitForDone();

signals:
    void started(const QString& channel, const QString& title);
    void progress(const QString& channel, int percent);
    // After the result was delivered, or the job failed or was cancelled.
    void finished(const QString& channel);
    void failed(const QString& channel, const QString& message);

private:
    struct Job
    {
        quint64 id = 0;
        std::shared_ptr<JobControl> control;
    };
    void complete(const QString& channel, quint64 id, const Deliver& deliver, const QString& error);

    QThreadPool* m_pool = nullptr;
    std::map<QString, Job> m_running;
    quint64 m_nextId = 1;
};

} // namespace tle
