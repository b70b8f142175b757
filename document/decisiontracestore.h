// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"

#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tle {

class JobRunner;
class JobSlot;

// tt-mlir's decision traces loaded for the open model (a file, or a decision-trace-dir with one per function): read
// off the GUI thread, each joined to the function it names (a one-function module takes a trace whatever its name),
// joined again when another model opens. The as-decided plan is offered for a function with a joined trace.
class DecisionTraceStore : public QObject
{
    Q_OBJECT
public:
    DecisionTraceStore(JobRunner* jobs, QObject* parent = nullptr);

    // Reads the traces at `path`; `loaded` or `failed` follows. The traces held stay until the new ones are read.
    void load(const QString& path);
    // The open model: every trace is joined to it again.
    void setModule(std::shared_ptr<const ModelModule> module);
    // The trace of function `function` joined to it, or null.
    std::shared_ptr<const JoinedTrace> joinedFor(int function) const;
    bool isEmpty() const { return m_traces.empty(); }
    QString path() const { return m_path; }
    // Changes with every load, so that plans made from an earlier trace are never taken for the new one.
    std::string key() const { return m_key; }
    JobSlot* slot() const { return m_slot; }

signals:
    void loaded(const QString& path);
    void failed(const tle::Error& error);

private:
    void join();

    JobSlot* m_slot = nullptr;
    std::shared_ptr<const ModelModule> m_module;
    std::vector<DecisionTrace> m_traces;
    std::map<int, std::shared_ptr<const JoinedTrace>> m_joined;
    QString m_path;
    std::string m_key;
    int m_loads = 0;
};

} // namespace tle
