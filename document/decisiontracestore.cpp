// SPDX-License-Identifier: MIT
#include "decisiontracestore.h"

#include "io/trace/decisiontracereader.h"
#include "io/trace/tracejoin.h"
#include "jobrunner.h"

#include <QFileInfo>

namespace tle {

DecisionTraceStore::DecisionTraceStore(JobRunner* jobs, QObject* parent)
    : QObject(parent)
    , m_slot(new JobSlot(jobs, this))
{
    connect(m_slot, &JobSlot::failed, this, &DecisionTraceStore::failed);
}

void DecisionTraceStore::load(const QString& path)
{
    m_slot->run(
        tr("Reading the decision trace %1").arg(QFileInfo(path).fileName()),
        [path](JobControl&) { return readDecisionTraces(path.toStdString()); },
        [this, path](std::vector<DecisionTrace> traces) {
            m_traces = std::move(traces);
            m_path = QFileInfo(path).absoluteFilePath();
            m_key = m_path.toStdString() + '#' + std::to_string(++m_loads);
            join();
            emit loaded(path);
        });
}

void DecisionTraceStore::setModule(std::shared_ptr<const ModelModule> module)
{
    m_module = std::move(module);
    join();
}

std::shared_ptr<const JoinedTrace> DecisionTraceStore::joinedFor(int function) const
{
    const auto it = m_joined.find(function);
    return it != m_joined.end() ? it->second : nullptr;
}

void DecisionTraceStore::join()
{
    m_joined.clear();
    if (!m_module)
        return;
    const std::vector<ModelGraph>& functions = m_module->functions;
    for (const DecisionTrace& trace : m_traces) {
        int function = -1;
        for (size_t f = 0; f < functions.size(); ++f) {
            if (functions[f].name() == trace.function)
                function = int(f);
        }
        if (function < 0 && functions.size() == 1)
            function = 0;
        if (function < 0)
            continue;
        auto joined = std::make_shared<JoinedTrace>();
        joined->trace = trace;
        joined->join = joinTrace(trace, functions[size_t(function)]);
        m_joined[function] = std::move(joined);
    }
}

} // namespace tle
