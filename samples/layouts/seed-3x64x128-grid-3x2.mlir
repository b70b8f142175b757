// Seed 000 (tt-mlir tensor layout doc), Tilized: the scalar layout before tilizing.
tensor<3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, memref<64x64xf32, #ttcore.memory_space<l1>>>>
