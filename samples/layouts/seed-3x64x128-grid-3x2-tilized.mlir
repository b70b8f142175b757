// Seed 000 (tt-mlir tensor layout doc), Tilized: 2x2 bfp_bf8 tiles per core.
tensor<3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, memref<2x2x!ttcore.tile<32x32, bfp_bf8>, #ttcore.memory_space<l1>>>>
