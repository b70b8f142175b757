// Seed 000 (tt-mlir tensor layout doc), Padding: both batches packed into one tile row.
tensor<2x8x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 8 + d1, d2), undef, <1x2>, memref<16x16xf32, #ttcore.memory_space<l1>>>>
