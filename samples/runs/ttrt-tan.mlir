// The TTNN module of the ttrt documentation's example run (ttrt-perf-with-loc.csv, ttrt-memory-results.json),
// rebuilt from the op the memory results print: one ttnn.tan on a 128x128 f32 tensor in DRAM. Join it to the run:
//   tensor-layout-cli report RUN_FOLDER --plan samples/runs/ttrt-tan.mlir --policy as-compiled
#dram = #ttnn.buffer_type<dram>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
module {
  func.func @forward(%arg0: tensor<128x128xf32, #ttnn_layout>) -> tensor<128x128xf32, #ttnn_layout> {
    %0 = "ttnn.tan"(%arg0) : (tensor<128x128xf32, #ttnn_layout>) -> tensor<128x128xf32, #ttnn_layout> loc("/home/$USER/tt-mlir/test/python/golden/test_ttir_ops.py:74:id(0)")
    return %0 : tensor<128x128xf32, #ttnn_layout>
  }
}
