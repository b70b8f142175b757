// One Llama-style decoder layer, prefill of 128 tokens: hidden 2048, 16 attention heads of 128
// (multi-head, no grouped KV), SwiGLU MLP with intermediate size 5632; bf16, batch 1, TTNN dialect
// in tt-mlir's generic op form. Rotary position embeddings are left out.
//
//   x                          tensor<1x128x2048>
//   rms_norm(x, w 2048)        -> 1x128x2048
//   q, k, v = matmul with 2048x2048 weights          -> 1x128x2048 each
//   reshape 1x128x16x128, permute (0, 2, 1, 3)        -> 1x16x128x128 (heads x seq x head_dim)
//   scores = matmul(q, k, transpose_b = true)         -> 1x16x128x128
//   scores * 1/sqrt(128) (ttnn.full 1x1x1x1), + causal mask 1x1x128x128
//   softmax over dimension 3, matmul with v           -> 1x16x128x128
//   permute (0, 2, 1, 3), reshape                     -> 1x128x2048
//   output projection 2048x2048, residual add with x  -> h 1x128x2048
//   rms_norm(h), gate = silu(matmul 2048x5632), up = matmul 2048x5632, gate * up -> 1x128x5632
//   down projection 5632x2048, residual add with h    -> tensor<1x128x2048>
//
// Every tensor is DRAM interleaved and tiled; the layout map collapses all leading dims into rows
// (1x128x2048 -> 4x64 tiles; 1x128x16x128 -> 2048 rows -> 64x4 tiles).

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<4x64x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 128 + d2, d3), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x64x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x64x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x176x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout5 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<176x64x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout6 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 16 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout7 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 128 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout8 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout9 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<4x176x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

module {
  func.func @main(%arg0: tensor<1x128x2048xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg1: tensor<1x1x128x128xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg2: tensor<2048xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg3: tensor<2048x2048xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg4: tensor<2048x2048xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg5: tensor<2048x2048xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg6: tensor<2048x2048xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg7: tensor<2048xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg8: tensor<2048x5632xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg9: tensor<2048x5632xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg10: tensor<5632x2048xbf16, #ttnn_layout5> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<1x128x2048xbf16, #ttnn_layout> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.rms_norm"(%arg0, %arg2) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048xbf16, #ttnn_layout2>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    %2 = "ttnn.matmul"(%1, %arg3) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048x2048xbf16, #ttnn_layout3>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    %3 = "ttnn.matmul"(%1, %arg4) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048x2048xbf16, #ttnn_layout3>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    %4 = "ttnn.matmul"(%1, %arg5) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048x2048xbf16, #ttnn_layout3>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    "ttnn.deallocate"(%1) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    %5 = "ttnn.reshape"(%2) <{shape = [1 : i32, 128 : i32, 16 : i32, 128 : i32]}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> tensor<1x128x16x128xbf16, #ttnn_layout6>
    "ttnn.deallocate"(%2) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    %6 = "ttnn.permute"(%5) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%5) <{force = false}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> ()
    %7 = "ttnn.reshape"(%3) <{shape = [1 : i32, 128 : i32, 16 : i32, 128 : i32]}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> tensor<1x128x16x128xbf16, #ttnn_layout6>
    "ttnn.deallocate"(%3) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    %8 = "ttnn.permute"(%7) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%7) <{force = false}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> ()
    %9 = "ttnn.reshape"(%4) <{shape = [1 : i32, 128 : i32, 16 : i32, 128 : i32]}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> tensor<1x128x16x128xbf16, #ttnn_layout6>
    "ttnn.deallocate"(%4) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    %10 = "ttnn.permute"(%9) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%9) <{force = false}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> ()
    %11 = "ttnn.matmul"(%6, %8) <{transpose_a = false, transpose_b = true}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>, tensor<1x16x128x128xbf16, #ttnn_layout7>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%6) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    "ttnn.deallocate"(%8) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    %12 = "ttnn.full"(%0) <{dtype = #ttcore.supportedDataTypes<bf16>, fill_value = 0.0883883461 : f32, layout = #ttnn.layout<tile>, memory_config = #ttnn.memory_config<#dram, <interleaved>>, shape = #ttnn.shape<1x1x1x1>}> : (!ttnn.device) -> tensor<1x1x1x1xbf16, #ttnn_layout8>
    %13 = "ttnn.multiply"(%11, %12) : (tensor<1x16x128x128xbf16, #ttnn_layout7>, tensor<1x1x1x1xbf16, #ttnn_layout8>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%11) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    "ttnn.deallocate"(%12) <{force = false}> : (tensor<1x1x1x1xbf16, #ttnn_layout8>) -> ()
    %14 = "ttnn.add"(%13, %arg1) : (tensor<1x16x128x128xbf16, #ttnn_layout7>, tensor<1x1x128x128xbf16, #ttnn_layout1>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%13) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    %15 = "ttnn.softmax"(%14) <{dimension = 3 : si32}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%14) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    %16 = "ttnn.matmul"(%15, %10) <{transpose_a = false, transpose_b = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>, tensor<1x16x128x128xbf16, #ttnn_layout7>) -> tensor<1x16x128x128xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%15) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    "ttnn.deallocate"(%10) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    %17 = "ttnn.permute"(%16) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> tensor<1x128x16x128xbf16, #ttnn_layout6>
    "ttnn.deallocate"(%16) <{force = false}> : (tensor<1x16x128x128xbf16, #ttnn_layout7>) -> ()
    %18 = "ttnn.reshape"(%17) <{shape = [1 : i32, 128 : i32, 2048 : i32]}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    "ttnn.deallocate"(%17) <{force = false}> : (tensor<1x128x16x128xbf16, #ttnn_layout6>) -> ()
    %19 = "ttnn.matmul"(%18, %arg6) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048x2048xbf16, #ttnn_layout3>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    "ttnn.deallocate"(%18) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    %20 = "ttnn.add"(%arg0, %19) : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<1x128x2048xbf16, #ttnn_layout>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    "ttnn.deallocate"(%19) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    %21 = "ttnn.rms_norm"(%20, %arg7) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048xbf16, #ttnn_layout2>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    %22 = "ttnn.matmul"(%21, %arg8) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048x5632xbf16, #ttnn_layout4>) -> tensor<1x128x5632xbf16, #ttnn_layout9>
    %23 = "ttnn.silu"(%22) : (tensor<1x128x5632xbf16, #ttnn_layout9>) -> tensor<1x128x5632xbf16, #ttnn_layout9>
    "ttnn.deallocate"(%22) <{force = false}> : (tensor<1x128x5632xbf16, #ttnn_layout9>) -> ()
    %24 = "ttnn.matmul"(%21, %arg9) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<2048x5632xbf16, #ttnn_layout4>) -> tensor<1x128x5632xbf16, #ttnn_layout9>
    "ttnn.deallocate"(%21) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    %25 = "ttnn.multiply"(%23, %24) : (tensor<1x128x5632xbf16, #ttnn_layout9>, tensor<1x128x5632xbf16, #ttnn_layout9>) -> tensor<1x128x5632xbf16, #ttnn_layout9>
    "ttnn.deallocate"(%23) <{force = false}> : (tensor<1x128x5632xbf16, #ttnn_layout9>) -> ()
    "ttnn.deallocate"(%24) <{force = false}> : (tensor<1x128x5632xbf16, #ttnn_layout9>) -> ()
    %26 = "ttnn.matmul"(%25, %arg10) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x5632xbf16, #ttnn_layout9>, tensor<5632x2048xbf16, #ttnn_layout5>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    "ttnn.deallocate"(%25) <{force = false}> : (tensor<1x128x5632xbf16, #ttnn_layout9>) -> ()
    %27 = "ttnn.add"(%20, %26) : (tensor<1x128x2048xbf16, #ttnn_layout>, tensor<1x128x2048xbf16, #ttnn_layout>) -> tensor<1x128x2048xbf16, #ttnn_layout>
    "ttnn.deallocate"(%20) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    "ttnn.deallocate"(%26) <{force = false}> : (tensor<1x128x2048xbf16, #ttnn_layout>) -> ()
    return %27 : tensor<1x128x2048xbf16, #ttnn_layout>
  }
}
