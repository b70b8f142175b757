// A TTNN tensor layout on all 64 cores of an 8x8 grid: a 1024x1024 bf16 activation block-sharded in 128x128 shards
// (4x4 tiles of 32x32 per core), as tt-mlir prints it.
tensor<1024x1024xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>>>
