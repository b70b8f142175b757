// Seed 000 (tt-mlir tensor layout doc), Padding: a non-divisible grid leaves one row and one column of padding on the last cores.
tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #ttcore.memory_space<l1>>>>
