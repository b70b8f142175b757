// Seed 003 (TT tensor library): the 2x64x64 TILE example; use --in-tile-order row_major for its order.
tensor<2x64x64xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <1x1>, memref<4x2x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>
