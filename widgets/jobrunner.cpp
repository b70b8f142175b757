// SPDX-License-Identifier: MIT
#include "jobrunner.h"

#include <QPointer>
#include <QThreadPool>

#include <algorithm>
#include <exception>

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
    for (auto& [channel, job] : m_running)
        job.control->m_cancelled = true;
    m_pool->waitForDone();
}

void JobRunner::run(const QString& channel, const QString& title, Work work)
{
    cancel(channel);
    const quint64 id = m_nextId++;
    auto control = std::make_shared<JobControl>();
    QPointer<JobRunner> self(this);
    control->m_report = [self, channel, id](int percent) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, channel, id, percent] {
                if (!self)
                    return;
                const auto it = self->m_running.find(channel);
                if (it != self->m_running.end() && it->second.id == id)
                    emit self->progress(channel, percent);
            },
            Qt::QueuedConnection);
    };
    m_running[channel] = Job { id, control };
    emit started(channel, title);
    m_pool->start([self, channel, id, control, work = std::move(work)] {
        Deliver deliver;
        QString error;
        try {
            deliver = work(*control);
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        if (control->cancelled())
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, channel, id, deliver = std::move(deliver), error] {
                if (self)
                    self->complete(channel, id, deliver, error);
            },
            Qt::QueuedConnection);
    });
}

void JobRunner::complete(const QString& channel, quint64 id, const Deliver& deliver, const QString& error)
{
    const auto it = m_running.find(channel);
    if (it == m_running.end() || it->second.id != id || it->second.control->cancelled())
        return; // superseded or cancelled while the result travelled
    m_running.erase(it);
    if (!error.isEmpty())
        emit failed(channel, error);
    else if (deliver)
        deliver();
    emit finished(channel);
}

void JobRunner::cancel(const QString& channel)
{
    const auto it = m_running.find(channel);
    if (it == m_running.end())
        return;
    it->second.control->m_cancelled = true;
    m_running.erase(it);
    emit finished(channel);
}

bool JobRunner::isRunning(const QString& channel) const
{
    return m_running.count(channel) > 0;
}

void JobRunner::waitForDone()
{
    m_pool->waitForDone();
}

} // namespace tle
