// Seed 000 (tt-mlir tensor layout doc), Multi-device: batch kept apart on a 2x2x4 grid.
tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, memref<1x3x1x!ttcore.tile<32x32, bfp_bf8>, #ttcore.memory_space<l1>>>>
