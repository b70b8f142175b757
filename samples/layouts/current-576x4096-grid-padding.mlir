// Current form as tt-mlir's D2M tests print it: 576x4096 is 18x128 tiles, but the type gives 8 grid rows of 3
// tiles (24): the last 6 tile rows, grid rows 6 and 7, are grid padding. tt-mlir does not check the type.
tensor<8x8x3x16x!ttcore.tile<32x32, bf16>, #ttcore.metal_layout<logical_shape = 576x4096, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>
