// Seed 000 (tt-mlir tensor layout doc), Padding: the stride bumped to 32 puts each batch on its own tile.
tensor<2x8x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), undef, <1x2>, memref<2x1x!ttcore.tile<32x32, bfp_bf8>, #ttcore.memory_space<l1>>>>
