// Current form, the CLI contract's example: 128x384 in 4x12 tiles on one core.
tensor<1x1x4x12x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 128x384, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>
