// Seed 000 (tt-mlir tensor layout doc), Multi-core: the same tensor on a 2x4 grid, 192x32 per core.
tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, memref<192x32xf32, #ttcore.memory_space<l1>>>>
