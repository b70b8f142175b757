// Current form (upstream metal_layout_misc.mlir at HEAD): 2x33x128 aligned to 128x128, 4x4 tiles.
tensor<1x1x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 2x33x128, dim_alignments = 1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>
