// Seed 000 (tt-mlir tensor layout doc), Multi-core: 8x96x32 collapsed to 768x32 on 2x1.
tensor<8x96x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d2), undef, <2x1>, memref<384x32xf32, #ttcore.memory_space<l1>>>>
