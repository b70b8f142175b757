// Seed 004 (TTNN multi-device), Example 1: b sharded over the T3K's 4 columns, replicated over its 2 rows.
// mesh: 2x4 ShardTensor2DMesh(t3k_mesh_device, dims=[None, 0])
tensor<4x3x32x32xbf16, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), undef, <1x1>, memref<384x32xbf16, #ttcore.memory_space<l1>>>>
