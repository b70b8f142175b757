// Seed 000 (tt-mlir tensor layout doc), Padding: tilized, 14 rows of padding per core, 15 on the last row of cores.
tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!ttcore.tile<32x32, bfp_bf8>, #ttcore.memory_space<l1>>>>
