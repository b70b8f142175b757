// Seed 000 (tt-mlir tensor layout doc), Multi-core: 8x300 on 1x2.
tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, memref<8x150xf32, #ttcore.memory_space<l1>>>>
