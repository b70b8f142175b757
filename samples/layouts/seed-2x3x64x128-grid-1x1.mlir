// Seed 000 (tt-mlir tensor layout doc), walkthrough: 2x3x64x128 collapsed to 384x128 on one core.
tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <1x1>, memref<384x128xf32, #ttcore.memory_space<l1>>>>
