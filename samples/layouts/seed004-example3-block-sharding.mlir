// Seed 004 (TTNN multi-device), Example 3: y over the T3K's rows and x over its columns (block sharding).
// mesh: 2x4 ShardTensor2DMesh(t3k_mesh_device, dims = [2, 3])
tensor<1x1x128x256xbf16, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 128 + d2, d3), undef, <1x1>, memref<128x256xbf16, #ttcore.memory_space<l1>>>>
