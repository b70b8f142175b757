// SPDX-License-Identifier: MIT
// The transfer plan of a 4096x4096 bf16 tensor (16.8 M elements) between two 8x8 layouts: time per plan, and the
// process's peak resident memory (run one benchmark per process, --benchmark_filter, for a per-case figure).
#include "io/layouttext/anylayoutparser.h"
#include "transfer/transferplan.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <string>

using namespace tle;

namespace {

const std::string kBlockTiles
    = "tensor<4096x4096xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<16x16x!ttcore."
      "tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>, core_ranges = "
      "<[#ttnn.core_range<(0,0), (7,7)>]>>>";
const std::string kHeightTiles
    = "tensor<4096x4096xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<2x128x!ttcore."
      "tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>, core_ranges = "
      "<[#ttnn.core_range<(0,0), (7,7)>]>>>";
const std::string kDramTiles
    = "tensor<4096x4096xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<128x128x!ttcore."
      "tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";
const std::string kBlockRows
    = "tensor<4096x4096xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<512x512xbf16, "
      "#ttnn.buffer_type<l1>>, <block_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,7)>]>>>";
const std::string kHeightRows
    = "tensor<4096x4096xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<64x4096xbf16, "
      "#ttnn.buffer_type<l1>>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,7)>]>>>";

void planBench(benchmark::State& state, const std::string& from, const std::string& to)
{
    const AnyLayout a = parseAnyLayout(from);
    const AnyLayout b = parseAnyLayout(to);
    TransferOptions options;
    options.threads = int(state.range(0));
    for (auto _ : state) {
        TransferPlan plan = planTransfer(a, b, options);
        benchmark::DoNotOptimize(plan.calls);
    }
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    state.counters["peak_rss_mb"] = double(usage.ru_maxrss) / 1024.0;
    state.SetItemsProcessed(state.iterations() * 4096 * 4096);
}

} // namespace

// Reshard of tiles, block 8x8 to height over 64 cores: the tile walk.
BENCHMARK_CAPTURE(planBench, block_to_height_tiles, kBlockTiles, kHeightTiles)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
// DRAM interleaved to block 8x8: one call per tile, 16,384 calls.
BENCHMARK_CAPTURE(planBench, dram_to_block_tiles, kDramTiles, kBlockTiles)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
// Row-major reshard: the run walk (one run per shard row).
BENCHMARK_CAPTURE(planBench, block_to_height_rows, kBlockRows, kHeightRows)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
// Tiles to rows: a run per face row, a call of 32 bytes each (1 M calls).
BENCHMARK_CAPTURE(planBench, tiles_to_rows, kBlockTiles, kHeightRows)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

BENCHMARK_MAIN();
