// The same 1024x1024 bf16 activation height-sharded over 32 cores (the top four rows of the 8x8 grid): one tile row
// of 32 tiles per core. From the block-sharded sample this is a reshard in which every core reads from eight.
tensor<1024x1024xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <4x8>, memref<1x32x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,3)>]>>>
