// SPDX-License-Identifier: MIT
#include "io/trace/tracejoin.h"

#include "io/mlir/mlirtext.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include <fmt/format.h>

namespace tle {

std::string traceLocationName(std::string_view printed)
{
    std::string_view body = printed;
    if (body.starts_with("loc(") && body.ends_with(")"))
        body = body.substr(4, body.size() - 5);
    LocationTable table;
    return table.resolve(body);
}

std::string printedOpKind(std::string_view printed)
{
    std::string_view text = printed;
    // Results first: `%5 = ` or `%5:2 = `.
    if (text.starts_with('%')) {
        const size_t eq = text.find(" = ");
        if (eq == std::string_view::npos)
            return {};
        text = text.substr(eq + 3);
    }
    if (text.starts_with('"'))
        text = text.substr(1);
    size_t end = 0;
    while (end < text.size()
        && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '.' || text[end] == '_'))
        ++end;
    return std::string(text.substr(0, end));
}

namespace {

// The op's name within its dialect: a TTIR module's ops keep their locs through the conversion to TTNN, whose
// ops the trace names (ttir.multiply is ttnn.multiply).
std::string_view bareKind(std::string_view kind)
{
    const size_t dot = kind.find('.');
    return dot == std::string_view::npos ? kind : kind.substr(dot + 1);
}

bool sameKind(const ModelGraph& graph, int op, std::string_view traced)
{
    return bareKind(graph.op(op).kind.name()) == bareKind(traced);
}

class Joiner
{
public:
    Joiner(const DecisionTrace& trace, const ModelGraph& graph)
        : m_trace(trace)
        , m_graph(graph)
    {
        for (int op = 0; op < int(graph.ops().size()); ++op) {
            if (isPlannedOp(graph, op)) {
                m_planned.push_back(op);
                m_byResult[graph.value(graph.op(op).results.front()).name] = op;
            }
            if (!graph.op(op).location.empty())
                m_byLocation[graph.op(op).location].push_back(op);
        }
    }

    TraceJoin run()
    {
        joinForward();
        joinChoices();
        joinEdges();
        joinForks();
        joinEvents();
        index();
        return std::move(m_join);
    }

private:
    void unjoined(std::string section, size_t index, std::string name, std::string reason)
    {
        m_join.unjoined.push_back({ .section = std::move(section),
            .index = int64_t(index),
            .name = std::move(name),
            .reason = std::move(reason) });
    }

    int plannedAt(int64_t index, std::string_view kind) const
    {
        if (index < 0 || index >= int64_t(m_planned.size()))
            return -1;
        const int op = m_planned[size_t(index)];
        return sameKind(m_graph, op, kind) ? op : -1;
    }

    void joinForward()
    {
        for (size_t i = 0; i < m_trace.forward.size(); ++i) {
            const TraceOp& record = m_trace.forward[i];
            int op = -1;
            const std::string loc = traceLocationName(record.location);
            if (const auto it = m_byLocation.find(loc); !loc.empty() && it != m_byLocation.end()) {
                // Ops sharing a loc join in order, those of the record's kind first; a kind the conversion renamed
                // (dot_general became matmul) joins among all of them.
                std::vector<int> alike;
                for (int candidate : it->second) {
                    if (sameKind(m_graph, candidate, record.name))
                        alike.push_back(candidate);
                }
                if (alike.empty())
                    alike = it->second;
                for (int candidate : alike) {
                    if (!m_taken.count(candidate)) {
                        op = candidate;
                        break;
                    }
                }
            }
            if (op >= 0) {
                ++m_join.byLocation;
            } else if ((op = plannedAt(record.index, record.name)) >= 0 && !m_taken.count(op)) {
                ++m_join.byIndex;
            } else {
                unjoined("forwardPass", i, record.name,
                    loc.empty()
                        ? fmt::format("no loc, and op {} of the function is not a {}", record.index, record.name)
                        : fmt::format("no {} has the loc '{}', and op {} of the function is not one", record.name, loc,
                            record.index));
                op = -1;
            }
            if (op >= 0)
                m_taken.insert(op);
            m_join.forwardOp.push_back(op);
            m_forwardByIndex[record.index] = i;
        }
    }

    // The op of forward record `index` (its opIndex), or -1.
    int forwardOp(int64_t index) const
    {
        const auto it = m_forwardByIndex.find(index);
        return it == m_forwardByIndex.end() ? -1 : m_join.forwardOp[it->second];
    }

    void joinChoices()
    {
        for (size_t i = 0; i < m_trace.choices.size(); ++i) {
            const TraceChoice& choice = m_trace.choices[i];
            int op = forwardOp(choice.index);
            if (op >= 0 && m_trace.forward[m_forwardByIndex.at(choice.index)].name != choice.name)
                op = -1;
            if (op < 0)
                op = plannedAt(choice.index, choice.name);
            if (op < 0)
                unjoined("finalChoices", i, choice.name,
                    fmt::format("neither forward record {} nor op {} of the function is a {}", choice.index,
                        choice.index, choice.name));
            m_join.choiceOp.push_back(op);
        }
    }

    void joinEdges()
    {
        for (size_t i = 0; i < m_trace.edges.size(); ++i) {
            const TraceEdge& edge = m_trace.edges[i];
            if (forwardOp(edge.producer) < 0 || forwardOp(edge.consumer) < 0)
                unjoined("edges", i, fmt::format("{} -> {}", edge.producer, edge.consumer),
                    "its producer or consumer record joins no op");
        }
    }

    void joinForks()
    {
        for (size_t i = 0; i < m_trace.forks.size(); ++i) {
            if (forwardOp(m_trace.forks[i].index) < 0)
                unjoined("backwardPass.forkResolutions", i, m_trace.forks[i].name, "its op's record joins no op");
        }
    }

    // The op of kind `kind` nearest schedule position `position` (at or before it when `before`): inserted reshards
    // shift later positions.
    int nearestOfKind(int64_t position, std::string_view kind, bool before) const
    {
        if (kind.empty() || m_planned.empty())
            return -1;
        const int64_t n = int64_t(m_planned.size());
        const int64_t start = std::clamp<int64_t>(before ? position - 1 : position, 0, n - 1);
        for (int64_t d = 0; d < n; ++d) {
            for (const int64_t at : { start - d, before ? -1 : start + d }) {
                if (at >= 0 && at < n && sameKind(m_graph, m_planned[size_t(at)], kind))
                    return m_planned[size_t(at)];
            }
        }
        return -1;
    }

    // The planned op whose first result the printed op defines, when its kind agrees.
    int byResultName(std::string_view printed, std::string_view kind) const
    {
        if (!printed.starts_with('%'))
            return -1;
        const size_t end = printed.find_first_of(" :,=");
        const auto it = m_byResult.find(printed.substr(0, end));
        return it != m_byResult.end() && sameKind(m_graph, it->second, kind) ? it->second : -1;
    }

    void joinEvents()
    {
        int64_t lastPosition = 0;
        const std::vector<TraceSpillEvent>& events = m_trace.spill.events;
        for (size_t i = 0; i < events.size(); ++i) {
            const TraceSpillEvent& e = events[i];
            // A revalidation has no position of its own: it follows the event that caused it.
            const int64_t position = e.action == SpillAction::Revalidation ? lastPosition : e.position;
            lastPosition = position;
            const std::string kind = printedOpKind(e.op);
            // The op's printed result name is the module's when the passes inserted no op before it; otherwise an
            // evicted or dead tensor was made before the position, and the other events name the op at it.
            const bool before = e.action == SpillAction::Eviction || e.action == SpillAction::DeadRemoval;
            int op = byResultName(e.op, kind);
            if (op < 0)
                op = nearestOfKind(position, kind, before);
            if (op < 0)
                unjoined("spillManagement.events", i, kind.empty() ? e.op.substr(0, 60) : kind,
                    fmt::format("no {} in the function near position {}", kind.empty() ? "op" : kind, position));
            m_join.eventOp.push_back(op);
            m_join.atOp.push_back(m_planned.empty()
                    ? -1
                    : m_planned[size_t(std::clamp<int64_t>(position, 0, int64_t(m_planned.size()) - 1))]);
        }
    }

    void index()
    {
        const size_t ops = m_graph.ops().size();
        m_join.recordOfOp.assign(ops, -1);
        m_join.choiceOfOp.assign(ops, -1);
        m_join.eventsOfOp.assign(ops, {});
        for (size_t i = 0; i < m_join.forwardOp.size(); ++i) {
            if (m_join.forwardOp[i] >= 0)
                m_join.recordOfOp[size_t(m_join.forwardOp[i])] = int(i);
        }
        for (size_t i = 0; i < m_join.choiceOp.size(); ++i) {
            if (m_join.choiceOp[i] >= 0)
                m_join.choiceOfOp[size_t(m_join.choiceOp[i])] = int(i);
        }
        for (size_t i = 0; i < m_join.eventOp.size(); ++i) {
            if (m_join.eventOp[i] >= 0)
                m_join.eventsOfOp[size_t(m_join.eventOp[i])].push_back(int(i));
        }
        for (const auto& [index, record] : m_forwardByIndex)
            m_join.recordOfIndex[index] = int(record);
        for (size_t i = 0; i < m_trace.forks.size(); ++i)
            m_join.forksOfIndex[m_trace.forks[i].index].push_back(int(i));
    }

    const DecisionTrace& m_trace;
    const ModelGraph& m_graph;
    std::vector<int> m_planned;
    std::map<std::string, std::vector<int>, std::less<>> m_byLocation;
    std::map<int64_t, size_t> m_forwardByIndex;
    std::set<int> m_taken; // ops a forward record joined
    std::map<std::string, int, std::less<>> m_byResult;
    TraceJoin m_join;
};

} // namespace

TraceJoin joinTrace(const DecisionTrace& trace, const ModelGraph& graph)
{
    return Joiner(trace, graph).run();
}

} // namespace tle
