// The 1024x1024 bf16 activation of ttnn-1024x1024-block-sharded-8x8 as it sits in DRAM before the first sharded op:
// 1024 tiles of 32x32 interleaved over the 12 DRAM banks. Open both in the Transfer view to see what loading it costs.
tensor<1024x1024xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x32x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>
