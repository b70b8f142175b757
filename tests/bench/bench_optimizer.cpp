// SPDX-License-Identifier: MIT
// Model import and optimizer policies on a generated 10,000-op transformer-like model.
// Run: build/release/tests/bench/bench_optimizer
#include "io/mlirmodelreader.h"
#include "modelgenerator.h"
#include "optimizer/chains/dfshardingpolicy.h"
#include "optimizer/policies.h"

#include <benchmark/benchmark.h>

using namespace tle;

namespace {

// 294 layers of 34 ops each (16 compute ops and 18 deallocations) plus the function's own: 10,002 ops.
const std::string& modelText()
{
    static const std::string text = generateTransformerMlir(294);
    return text;
}

void BM_ImportMlir10kOps(benchmark::State& state)
{
    for (auto _ : state) {
        const ModelGraph graph = readMlirModel(modelText());
        benchmark::DoNotOptimize(graph.ops().size());
    }
    state.counters["ops"] = double(readMlirModel(modelText()).ops().size());
    state.counters["bytes"] = double(modelText().size());
}
BENCHMARK(BM_ImportMlir10kOps)->Unit(benchmark::kMillisecond);

void BM_PolicyDram10kOps(benchmark::State& state)
{
    const ModelGraph graph = readMlirModel(modelText());
    const OptimizerDevice device;
    for (auto _ : state)
        benchmark::DoNotOptimize(runDramPolicy(graph, device).metrics.estimatedTimeUs);
}
BENCHMARK(BM_PolicyDram10kOps)->Unit(benchmark::kMillisecond);

// Each policy by name, as `optimize --policy NAME` runs it.
void BM_Policy10kOps(benchmark::State& state, const char* policy)
{
    const ModelGraph graph = readMlirModel(modelText());
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    for (auto _ : state)
        benchmark::DoNotOptimize(runPolicy(policy, graph, device, model).metrics.estimatedTimeUs);
}
BENCHMARK_CAPTURE(BM_Policy10kOps, dfsharding, "dfsharding")->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Policy10kOps, dfsharding_merge, "dfsharding-merge")->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Policy10kOps, greedy_beam, "greedy-beam")->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Policy10kOps, layout_planner, "layout-planner")->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
