// SPDX-License-Identifier: MIT
#include "jobrunner.h"

#include <QPointer>
#include <QThreadPool>

#include <algorithm>
#include <utility>

namespace tle {

void JobControl::setProgress(double fraction)
{
    const int percent = int(std::clamp(fraction, 0.0, 1.0) * 100.0);
    if (m_percent.exchange(percent, std::memory_order_relaxed) != percent && m_report)
        m_report(percent);
}

JobRunner::JobRunner(QObject* parent)
    : QObject(parent)
    , m_pool(new QThreadPool(this))
{
    m_pool->setMaxThreadCount(2);
}

JobRunner::~JobRunner()
{
    for (auto& [slot, job] : m_running)
        job.control->m_cancelled = true;
    m_pool->waitForDone();
}

void JobRunner::start(JobSlot* slot, const QString& title, Work work)
{
    const quint64 id = m_nextId++;
    auto control = std::make_shared<JobControl>();
    QPointer<JobRunner> self(this);
    QPointer<JobSlot> target(slot);
    control->m_report = [self, target, id](int percent) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, target, id, percent] {
                if (!self || !target)
                    return;
                const auto it = self->m_running.find(target.data());
                if (it == self->m_running.end() || it->second.id != id)
                    return;
                emit target->progress(percent);
                emit self->progress(percent);
            },
            Qt::QueuedConnection);
    };
    // The new job takes the replaced one's place before that one ends, so the runner is never idle between them.
    const Job replaced = std::exchange(m_running[slot], Job { id, control });
    if (replaced.control) {
        replaced.control->m_cancelled = true;
        end(slot);
    }
    emit slot->started(title);
    emit started(title);
    m_pool->start([self, target, id, control, work = std::move(work)] {
        Deliver deliver;
        std::optional<Error> error;
        try {
            deliver = work(*control);
        } catch (const Error& e) {
            error = e;
        } catch (const std::exception& e) {
            error = Error(e.what());
        }
        if (control->cancelled())
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, target, id, deliver = std::move(deliver), error] {
                if (self && target)
                    self->complete(target.data(), id, deliver, error);
            },
            Qt::QueuedConnection);
    });
}

void JobRunner::complete(JobSlot* slot, quint64 id, const Deliver& deliver, const std::optional<Error>& error)
{
    const auto it = m_running.find(slot);
    if (it == m_running.end() || it->second.id != id || it->second.control->cancelled())
        return; // superseded or cancelled while the result travelled
    m_running.erase(it);
    if (error) {
        emit slot->failed(*error);
        emit failed(*error);
    } else if (deliver) {
        deliver();
    }
    end(slot);
}

// A job left the running set: its slot and the runner say so, and the runner that it is idle when it is.
void JobRunner::end(JobSlot* slot)
{
    emit slot->finished();
    emit finished();
    if (m_running.empty())
        emit idle();
}

void JobRunner::cancel(JobSlot* slot)
{
    const auto it = m_running.find(slot);
    if (it == m_running.end())
        return;
    it->second.control->m_cancelled = true;
    m_running.erase(it);
    end(slot);
}

bool JobRunner::isRunning(const JobSlot* slot) const
{
    return m_running.count(slot) > 0;
}

void JobRunner::whenIdle(QObject* context, std::function<void()> step)
{
    if (isIdle()) {
        step();
        return;
    }
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(this, &JobRunner::idle, context, [connection, step = std::move(step)] {
        disconnect(*connection);
        step();
    });
}

void JobRunner::waitForDone()
{
    m_pool->waitForDone();
}

JobSlot::JobSlot(JobRunner* runner, QObject* parent)
    : QObject(parent)
    , m_runner(runner)
{ }

JobSlot::~JobSlot()
{
    // The runner may be gone first when both belong to one parent; a job of a destroyed slot must not deliver.
    if (m_runner && m_runner->isRunning(this)) {
        const QSignalBlocker blocker(this);
        m_runner->cancel(this);
    }
}

void JobSlot::cancel()
{
    m_runner->cancel(this);
}

bool JobSlot::isRunning() const
{
    return m_runner->isRunning(this);
}

} // namespace tle
