// Seed 004 (TTNN multi-device), Example 2: x sharded over the T3K's 2 rows, replicated over its 4 columns.
// mesh: 2x4 ShardTensor2DMesh(t3k_mesh_device, dims = [3, None])
tensor<32x3x128x256xbf16, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 384 + d1 * 128 + d2, d3), undef, <1x1>, memref<12288x256xbf16, #ttcore.memory_space<l1>>>>
