// Seed 000 (tt-mlir tensor layout doc), Multi-core: a 7-D tensor on a 4-D grid.
tensor<5x3x2x2x7x32x32xf32, #ttcore.metal_layout<(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6), undef, <3x2x2x2>, memref<4480x4x16x16xf32, #ttcore.memory_space<l1>>>>
