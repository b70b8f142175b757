// SPDX-License-Identifier: MIT
// Model import and optimizer policies on a generated 10,000-op transformer-like model, and every policy on the real
// YOLOv8 (1,005 ops) as a fresh `optimize` process plans it.
// Run: build/release/tests/bench/bench_optimizer
#include "io/model/mlirmodelreader.h"
#include "modelgenerator.h"
#include "optimizer/chains/dfshardingpolicy.h"
#include "optimizer/policies.h"
#include "optimizer/shared/movetransfer.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

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

// The real YOLOv8 (tests/data real IR, 1,005 ops): each policy from an empty transfer cache, as a fresh process
// starts; `all` runs the six one after another, as `optimize --policy all` would on one core.
const ModelGraph& yolo()
{
    static const ModelGraph graph = [] {
        std::ifstream file(TLE_SOURCE_DIR "/samples/models/real-ir/ttir_yolo_v8.mlir", std::ios::binary);
        if (!file)
            throw std::runtime_error("cannot read ttir_yolo_v8.mlir");
        std::ostringstream text;
        text << file.rdbuf();
        return readMlirModel(text.str());
    }();
    return graph;
}

void BM_YoloPolicy(benchmark::State& state, const char* policy)
{
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    std::vector<std::string> policies { policy };
    if (std::string_view(policy) == "all")
        policies.assign(policyNames().begin(), policyNames().end());
    for (auto _ : state) {
        state.PauseTiming();
        clearMoveTransfers();
        state.ResumeTiming();
        for (const std::string& p : policies)
            benchmark::DoNotOptimize(runPolicy(p, yolo(), device, model).metrics.estimatedTimeUs);
    }
    state.counters["ops"] = double(yolo().ops().size());
}
BENCHMARK_CAPTURE(BM_YoloPolicy, dram, "dram")->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK_CAPTURE(BM_YoloPolicy, dfsharding, "dfsharding")->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK_CAPTURE(BM_YoloPolicy, dfsharding_merge, "dfsharding-merge")->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK_CAPTURE(BM_YoloPolicy, greedy_beam, "greedy-beam")->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK_CAPTURE(BM_YoloPolicy, layout_planner, "layout-planner")->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK_CAPTURE(BM_YoloPolicy, l1_interleaved, "l1-interleaved")->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK_CAPTURE(BM_YoloPolicy, all, "all")->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace
