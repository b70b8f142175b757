// Seed 000 (tt-mlir tensor layout doc), Multi-core: d1 kept twice on a 3-D grid; the image is sparse.
tensor<8x96x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d1, d2), undef, <2x1x2>, memref<384x96x16xf32, #ttcore.memory_space<l1>>>>
