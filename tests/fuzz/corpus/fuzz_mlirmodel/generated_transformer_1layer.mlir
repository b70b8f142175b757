#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout0 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<2x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x24x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x16x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout5 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<16x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout6 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout_l1_block = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <4x8>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>, core_ranges = #ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,3)>]>>
#ttnn_layout7 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<2x24x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout8 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 64 + d2, d3), <1x1>, memref<8x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout9 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<2x16x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<1x64x256xbf16, #ttnn_layout0>, %arg1: tensor<256xbf16, #ttnn_layout1>, %arg2: tensor<256x768xbf16, #ttnn_layout2>, %arg3: tensor<256x256xbf16, #ttnn_layout3>, %arg4: tensor<256xbf16, #ttnn_layout1>, %arg5: tensor<256xbf16, #ttnn_layout1>, %arg6: tensor<256xbf16, #ttnn_layout1>, %arg7: tensor<256x512xbf16, #ttnn_layout4>, %arg8: tensor<512x256xbf16, #ttnn_layout5>) -> tensor<1x64x256xbf16, #ttnn_layout0> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.full"(%0) <{fill_value = 1.250000e-01 : f32, shape = #ttnn.shape<1x1x1x1>}> : (!ttnn.device) -> tensor<1x1x1x1xbf16, #ttnn_layout6> loc(#loc1)
    %2 = "ttnn.rms_norm"(%arg0, %arg1) <{epsilon = 9.99999974E-6 : f32}> : (tensor<1x64x256xbf16, #ttnn_layout0>, tensor<256xbf16, #ttnn_layout1>) -> tensor<1x64x256xbf16, #ttnn_layout0> loc(#loc2)
    %3 = "ttnn.to_memory_config"(%2) : (tensor<1x64x256xbf16, #ttnn_layout0>) -> tensor<1x64x256xbf16, #ttnn_layout_l1_block> loc(#loc3)
    "ttnn.deallocate"(%2) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>) -> ()
    %4 = "ttnn.matmul"(%3, %arg2) <{transpose_a = false, transpose_b = false}> : (tensor<1x64x256xbf16, #ttnn_layout_l1_block>, tensor<256x768xbf16, #ttnn_layout2>) -> tensor<1x64x768xbf16, #ttnn_layout7> loc(#loc4)
    "ttnn.deallocate"(%3) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout_l1_block>) -> ()
    %5:3 = "ttnn.split_query_key_value_and_split_heads"(%4) <{num_heads = 4 : ui32, transpose_key = true}> : (tensor<1x64x768xbf16, #ttnn_layout7>) -> (tensor<1x4x64x64xbf16, #ttnn_layout8>, tensor<1x4x64x64xbf16, #ttnn_layout8>, tensor<1x4x64x64xbf16, #ttnn_layout8>) loc(#loc5)
    "ttnn.deallocate"(%4) <{force = false}> : (tensor<1x64x768xbf16, #ttnn_layout7>) -> ()
    %6 = "ttnn.matmul"(%5#0, %5#1) <{transpose_a = false, transpose_b = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>, tensor<1x4x64x64xbf16, #ttnn_layout8>) -> tensor<1x4x64x64xbf16, #ttnn_layout8> loc(#loc6)
    "ttnn.deallocate"(%5#0) <{force = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> ()
    "ttnn.deallocate"(%5#1) <{force = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> ()
    %7 = "ttnn.multiply"(%6, %1) : (tensor<1x4x64x64xbf16, #ttnn_layout8>, tensor<1x1x1x1xbf16, #ttnn_layout6>) -> tensor<1x4x64x64xbf16, #ttnn_layout8> loc(#loc7)
    "ttnn.deallocate"(%6) <{force = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> ()
    %8 = "ttnn.softmax"(%7) <{dimension = 3 : si32}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> tensor<1x4x64x64xbf16, #ttnn_layout8> loc(#loc8)
    "ttnn.deallocate"(%7) <{force = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> ()
    %9 = "ttnn.matmul"(%8, %5#2) <{transpose_a = false, transpose_b = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>, tensor<1x4x64x64xbf16, #ttnn_layout8>) -> tensor<1x4x64x64xbf16, #ttnn_layout8> loc(#loc9)
    "ttnn.deallocate"(%8) <{force = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> ()
    "ttnn.deallocate"(%5#2) <{force = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> ()
    %10 = "ttnn.concatenate_heads"(%9) : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> tensor<1x64x256xbf16, #ttnn_layout0> loc(#loc10)
    "ttnn.deallocate"(%9) <{force = false}> : (tensor<1x4x64x64xbf16, #ttnn_layout8>) -> ()
    %11 = "ttnn.linear"(%10, %arg3, %arg4) <{transpose_a = false, transpose_b = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>, tensor<256x256xbf16, #ttnn_layout3>, tensor<256xbf16, #ttnn_layout1>) -> tensor<1x64x256xbf16, #ttnn_layout0> loc(#loc11)
    "ttnn.deallocate"(%10) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>) -> ()
    %12 = "ttnn.add"(%arg0, %11) : (tensor<1x64x256xbf16, #ttnn_layout0>, tensor<1x64x256xbf16, #ttnn_layout0>) -> tensor<1x64x256xbf16, #ttnn_layout0> loc(#loc12)
    "ttnn.deallocate"(%11) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>) -> ()
    "ttnn.deallocate"(%arg0) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>) -> ()
    %13 = "ttnn.layer_norm"(%12, %arg5, %arg6) <{epsilon = 9.99999974E-6 : f32}> : (tensor<1x64x256xbf16, #ttnn_layout0>, tensor<256xbf16, #ttnn_layout1>, tensor<256xbf16, #ttnn_layout1>) -> tensor<1x64x256xbf16, #ttnn_layout0> loc(#loc13)
    %14 = "ttnn.matmul"(%13, %arg7) <{transpose_a = false, transpose_b = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>, tensor<256x512xbf16, #ttnn_layout4>) -> tensor<1x64x512xbf16, #ttnn_layout9> loc(#loc14)
    "ttnn.deallocate"(%13) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>) -> ()
    %15 = "ttnn.gelu"(%14) : (tensor<1x64x512xbf16, #ttnn_layout9>) -> tensor<1x64x512xbf16, #ttnn_layout9> loc(#loc15)
    "ttnn.deallocate"(%14) <{force = false}> : (tensor<1x64x512xbf16, #ttnn_layout9>) -> ()
    %16 = "ttnn.matmul"(%15, %arg8) <{transpose_a = false, transpose_b = false}> : (tensor<1x64x512xbf16, #ttnn_layout9>, tensor<512x256xbf16, #ttnn_layout5>) -> tensor<1x64x256xbf16, #ttnn_layout0> loc(#loc16)
    "ttnn.deallocate"(%15) <{force = false}> : (tensor<1x64x512xbf16, #ttnn_layout9>) -> ()
    %17 = "ttnn.add"(%12, %16) : (tensor<1x64x256xbf16, #ttnn_layout0>, tensor<1x64x256xbf16, #ttnn_layout0>) -> tensor<1x64x256xbf16, #ttnn_layout0> loc(#loc17)
    "ttnn.deallocate"(%12) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>) -> ()
    "ttnn.deallocate"(%16) <{force = false}> : (tensor<1x64x256xbf16, #ttnn_layout0>) -> ()
    return %17 : tensor<1x64x256xbf16, #ttnn_layout0>
  }
}
#loc = loc(unknown)
#loc1 = loc("scale"(#loc))
#loc2 = loc("layers.0.attn_norm"(#loc))
#loc3 = loc("layers.0.to_l1"(#loc))
#loc4 = loc("layers.0.qkv"(#loc))
#loc5 = loc("layers.0.split_heads"(#loc))
#loc6 = loc("layers.0.scores"(#loc))
#loc7 = loc("layers.0.scale"(#loc))
#loc8 = loc("layers.0.softmax"(#loc))
#loc9 = loc("layers.0.context"(#loc))
#loc10 = loc("layers.0.concat_heads"(#loc))
#loc11 = loc("layers.0.out"(#loc))
#loc12 = loc("layers.0.residual1"(#loc))
#loc13 = loc("layers.0.ffn_norm"(#loc))
#loc14 = loc("layers.0.up"(#loc))
#loc15 = loc("layers.0.gelu"(#loc))
#loc16 = loc("layers.0.down"(#loc))
#loc17 = loc("layers.0.residual2"(#loc))
