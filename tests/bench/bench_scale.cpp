// SPDX-License-Identifier: MIT
// Scale: every policy on long chains (10,000, 30,000 and 100,000 ops) and on generated transformers (300, 1,000
// and 3,000 layers: 10,207, 34,007 and 102,007 ops), and the import of a 1,000,000-op model in MLIR and JSON
// followed by the DRAM policy. The counter `peak_rss_mb` is the process's peak resident memory after the run.
// Figures go to docs/benchmarks.md.
// Run: build/bench/tests/bench/bench_scale (or any configuration with TLE_BUILD_BENCHMARKS=ON)
#include "io/model/jsonmodel.h"
#include "io/model/mlirmodelreader.h"
#include "modelgenerator.h"
#include "optimizer/policies.h"
#include "optimizer/shared/drampolicy.h"

#include <benchmark/benchmark.h>

#include <map>
#include <string>

#include <sys/resource.h>

using namespace tle;

namespace {

const std::string& cachedChain(int ops)
{
    static std::map<int, std::string> texts;
    auto it = texts.find(ops);
    if (it == texts.end())
        it = texts.emplace(ops, generateChainMlir(ops)).first;
    return it->second;
}

double peakRssMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

void runPolicyOn(benchmark::State& state, const ModelGraph& graph, const char* policy)
{
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    for (auto _ : state)
        benchmark::DoNotOptimize(runPolicy(policy, graph, device, model).metrics.estimatedTimeUs);
    state.counters["ops"] = double(graph.ops().size());
    state.counters["peak_rss_mb"] = peakRssMb();
}

void BM_ChainPolicy(benchmark::State& state, const char* policy)
{
    runPolicyOn(state, readMlirModel(cachedChain(int(state.range(0)))), policy);
}

#define TLE_CHAIN_BENCH(label, policy)                                                                                 \
    BENCHMARK_CAPTURE(BM_ChainPolicy, label, policy)                                                                   \
        ->Arg(10000)                                                                                                   \
        ->Arg(30000)                                                                                                   \
        ->Arg(100000)                                                                                                  \
        ->Unit(benchmark::kMillisecond)                                                                                \
        ->Iterations(1)

TLE_CHAIN_BENCH(dram, "dram");
TLE_CHAIN_BENCH(dfsharding, "dfsharding");
TLE_CHAIN_BENCH(dfsharding_merge, "dfsharding-merge");
TLE_CHAIN_BENCH(greedy_beam, "greedy-beam");
TLE_CHAIN_BENCH(layout_planner, "layout-planner");
TLE_CHAIN_BENCH(l1_interleaved, "l1-interleaved");

// The generated transformer (34 ops per layer with its deallocations): forks, residuals and multi-result ops
// rather than a chain.
void BM_TransformerPolicy(benchmark::State& state, const char* policy)
{
    runPolicyOn(state, readMlirModel(generateTransformerMlir(int(state.range(0)))), policy);
}

#define TLE_TRANSFORMER_BENCH(label, policy)                                                                           \
    BENCHMARK_CAPTURE(BM_TransformerPolicy, label, policy)                                                             \
        ->Arg(300)                                                                                                     \
        ->Arg(1000)                                                                                                    \
        ->Arg(3000)                                                                                                    \
        ->Unit(benchmark::kMillisecond)                                                                                \
        ->Iterations(1)

TLE_TRANSFORMER_BENCH(dram, "dram");
TLE_TRANSFORMER_BENCH(dfsharding, "dfsharding");
TLE_TRANSFORMER_BENCH(dfsharding_merge, "dfsharding-merge");
TLE_TRANSFORMER_BENCH(greedy_beam, "greedy-beam");
TLE_TRANSFORMER_BENCH(layout_planner, "layout-planner");
TLE_TRANSFORMER_BENCH(l1_interleaved, "l1-interleaved");

// A 1,000,000-op model in one format: read, then planned all in DRAM.
void BM_MillionOpsImportAndDram(
    benchmark::State& state, std::string (*generate)(int), ModelGraph (*read)(std::string_view))
{
    const std::string text = generate(1000000);
    const OptimizerDevice device;
    for (auto _ : state) {
        const ModelGraph graph = read(text);
        benchmark::DoNotOptimize(runDramPolicy(graph, device).metrics.estimatedTimeUs);
    }
    state.counters["bytes"] = double(text.size());
    state.counters["peak_rss_mb"] = peakRssMb();
}
BENCHMARK_CAPTURE(BM_MillionOpsImportAndDram, mlir, &generateChainMlir, &readMlirModel)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_MillionOpsImportAndDram, json, &generateChainJson, &readJsonModel)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

} // namespace

BENCHMARK_MAIN();
