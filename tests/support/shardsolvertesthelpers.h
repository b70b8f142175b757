// SPDX-License-Identifier: MIT
#pragma once

// Configs, oracles and readers shared by the shard solver tests.
#include "optimizer/chains/shardsolver.h"
#include "solvertesthelpers.h"

#include <QList>

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace tle::test {

using Pairs = std::set<std::pair<int, int>>;

inline SolverConfig cfg(int64_t volume, TtnnMemoryLayout layout = TtnnMemoryLayout::WidthSharded, int id = 0)
{
    return SolverConfig { .gridVolume = volume, .memoryLayout = layout, .id = id };
}

inline std::vector<SolverConfig> uniform(int count, int idBase = 0)
{
    std::vector<SolverConfig> list;
    for (int i = 0; i < count; ++i)
        list.push_back(cfg(1, TtnnMemoryLayout::HeightSharded, idBase + i));
    return list;
}

// Compatible pairs per (producer, consumer); anything not listed is incompatible.
inline FunctionOracle tableOracle(std::map<std::pair<int, int>, Pairs> allowed)
{
    FunctionOracle oracle;
    oracle.compatibleFn = [allowed = std::move(allowed)](const ChainEdge& e, int i, int j) {
        const auto it = allowed.find({ e.producer, e.consumer });
        return it != allowed.end() && it->second.contains({ i, j });
    };
    return oracle;
}

inline bool sameConfig(const ChainEdge&, int i, int j)
{
    return i == j;
}

inline QIntLists allAt(const ShardSolver& solver)
{
    QIntLists out;
    for (int op = 0; op < solver.opCount(); ++op)
        out << toList(solver.at(op));
    return out;
}

inline QList<std::pair<int, int>> pathList(const ShardSolver& solver, int edge)
{
    QList<std::pair<int, int>> out;
    for (const SolverPath& p : solver.paths(edge))
        out << std::pair { p.producerConfig, p.consumerConfig };
    return out;
}

} // namespace tle::test
