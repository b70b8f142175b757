// One BERT-base encoder layer: sequence 128, hidden 768, 12 heads of 64, FFN 3072, post-norm;
// bf16, batch 1, TTNN dialect in tt-mlir's generic op form.
//
//   x                                   tensor<1x128x768>
//   q, k, v = linear 768x768 + bias 768        -> 1x128x768 each
//   reshape 1x128x12x64; q, v permute (0, 2, 1, 3) -> 1x12x128x64
//                        k permute (0, 2, 3, 1) -> 1x12x64x128 (k transposed)
//   scores = matmul(q, kT)                     -> 1x12x128x128
//   scores * 1/sqrt(64) (ttnn.full 1x1x1x1), + attention mask 1x1x1x128
//   softmax over dimension 3, context = matmul with v -> 1x12x128x64
//   permute (0, 2, 1, 3), reshape              -> 1x128x768
//   output linear 768x768 + bias, residual add with x, layer_norm -> a 1x128x768
//   FFN: linear 768x3072 + bias, gelu, linear 3072x768 + bias -> 1x128x768
//   residual add with a, layer_norm            -> tensor<1x128x768>
//
// Every tensor is DRAM interleaved and tiled; the layout map collapses all leading dims into rows
// (1x128x768 -> 4x24 tiles; 1x128x12x64 -> 1536 rows -> 48x2 tiles).

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<4x24x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<24x24x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x24x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<24x96x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout5 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x96x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout6 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<96x24x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout7 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1536 + d1 * 12 + d2, d3), <1x1>, memref<48x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout8 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1536 + d1 * 128 + d2, d3), <1x1>, memref<48x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout9 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 768 + d1 * 64 + d2, d3), <1x1>, memref<24x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout10 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1536 + d1 * 128 + d2, d3), <1x1>, memref<48x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout11 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout12 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<4x96x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

module {
  func.func @main(%arg0: tensor<1x128x768xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg1: tensor<1x1x1x128xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg2: tensor<768x768xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg3: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg4: tensor<768x768xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg5: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg6: tensor<768x768xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg7: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg8: tensor<768x768xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg9: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg10: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg11: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg12: tensor<768x3072xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg13: tensor<3072xbf16, #ttnn_layout5> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg14: tensor<3072x768xbf16, #ttnn_layout6> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg15: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg16: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg17: tensor<768xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<1x128x768xbf16, #ttnn_layout> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.linear"(%arg0, %arg2, %arg3) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<768x768xbf16, #ttnn_layout2>, tensor<768xbf16, #ttnn_layout3>) -> tensor<1x128x768xbf16, #ttnn_layout>
    %2 = "ttnn.linear"(%arg0, %arg4, %arg5) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<768x768xbf16, #ttnn_layout2>, tensor<768xbf16, #ttnn_layout3>) -> tensor<1x128x768xbf16, #ttnn_layout>
    %3 = "ttnn.linear"(%arg0, %arg6, %arg7) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<768x768xbf16, #ttnn_layout2>, tensor<768xbf16, #ttnn_layout3>) -> tensor<1x128x768xbf16, #ttnn_layout>
    %4 = "ttnn.reshape"(%1) <{shape = [1 : i32, 128 : i32, 12 : i32, 64 : i32]}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> tensor<1x128x12x64xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%1) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    %5 = "ttnn.permute"(%4) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> tensor<1x12x128x64xbf16, #ttnn_layout8>
    "ttnn.deallocate"(%4) <{force = false}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> ()
    %6 = "ttnn.reshape"(%2) <{shape = [1 : i32, 128 : i32, 12 : i32, 64 : i32]}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> tensor<1x128x12x64xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%2) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    %7 = "ttnn.permute"(%6) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> tensor<1x12x64x128xbf16, #ttnn_layout9>
    "ttnn.deallocate"(%6) <{force = false}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> ()
    %8 = "ttnn.reshape"(%3) <{shape = [1 : i32, 128 : i32, 12 : i32, 64 : i32]}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> tensor<1x128x12x64xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%3) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    %9 = "ttnn.permute"(%8) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> tensor<1x12x128x64xbf16, #ttnn_layout8>
    "ttnn.deallocate"(%8) <{force = false}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> ()
    %10 = "ttnn.matmul"(%5, %7) <{transpose_a = false, transpose_b = false}> : (tensor<1x12x128x64xbf16, #ttnn_layout8>, tensor<1x12x64x128xbf16, #ttnn_layout9>) -> tensor<1x12x128x128xbf16, #ttnn_layout10>
    "ttnn.deallocate"(%5) <{force = false}> : (tensor<1x12x128x64xbf16, #ttnn_layout8>) -> ()
    "ttnn.deallocate"(%7) <{force = false}> : (tensor<1x12x64x128xbf16, #ttnn_layout9>) -> ()
    %11 = "ttnn.full"(%0) <{dtype = #ttcore.supportedDataTypes<bf16>, fill_value = 1.250000e-01 : f32, layout = #ttnn.layout<tile>, memory_config = #ttnn.memory_config<#dram, <interleaved>>, shape = #ttnn.shape<1x1x1x1>}> : (!ttnn.device) -> tensor<1x1x1x1xbf16, #ttnn_layout11>
    %12 = "ttnn.multiply"(%10, %11) : (tensor<1x12x128x128xbf16, #ttnn_layout10>, tensor<1x1x1x1xbf16, #ttnn_layout11>) -> tensor<1x12x128x128xbf16, #ttnn_layout10>
    "ttnn.deallocate"(%10) <{force = false}> : (tensor<1x12x128x128xbf16, #ttnn_layout10>) -> ()
    "ttnn.deallocate"(%11) <{force = false}> : (tensor<1x1x1x1xbf16, #ttnn_layout11>) -> ()
    %13 = "ttnn.add"(%12, %arg1) : (tensor<1x12x128x128xbf16, #ttnn_layout10>, tensor<1x1x1x128xbf16, #ttnn_layout1>) -> tensor<1x12x128x128xbf16, #ttnn_layout10>
    "ttnn.deallocate"(%12) <{force = false}> : (tensor<1x12x128x128xbf16, #ttnn_layout10>) -> ()
    %14 = "ttnn.softmax"(%13) <{dimension = 3 : si32}> : (tensor<1x12x128x128xbf16, #ttnn_layout10>) -> tensor<1x12x128x128xbf16, #ttnn_layout10>
    "ttnn.deallocate"(%13) <{force = false}> : (tensor<1x12x128x128xbf16, #ttnn_layout10>) -> ()
    %15 = "ttnn.matmul"(%14, %9) <{transpose_a = false, transpose_b = false}> : (tensor<1x12x128x128xbf16, #ttnn_layout10>, tensor<1x12x128x64xbf16, #ttnn_layout8>) -> tensor<1x12x128x64xbf16, #ttnn_layout8>
    "ttnn.deallocate"(%14) <{force = false}> : (tensor<1x12x128x128xbf16, #ttnn_layout10>) -> ()
    "ttnn.deallocate"(%9) <{force = false}> : (tensor<1x12x128x64xbf16, #ttnn_layout8>) -> ()
    %16 = "ttnn.permute"(%15) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x12x128x64xbf16, #ttnn_layout8>) -> tensor<1x128x12x64xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%15) <{force = false}> : (tensor<1x12x128x64xbf16, #ttnn_layout8>) -> ()
    %17 = "ttnn.reshape"(%16) <{shape = [1 : i32, 128 : i32, 768 : i32]}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> tensor<1x128x768xbf16, #ttnn_layout>
    "ttnn.deallocate"(%16) <{force = false}> : (tensor<1x128x12x64xbf16, #ttnn_layout7>) -> ()
    %18 = "ttnn.linear"(%17, %arg8, %arg9) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<768x768xbf16, #ttnn_layout2>, tensor<768xbf16, #ttnn_layout3>) -> tensor<1x128x768xbf16, #ttnn_layout>
    "ttnn.deallocate"(%17) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    %19 = "ttnn.add"(%18, %arg0) : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<1x128x768xbf16, #ttnn_layout>) -> tensor<1x128x768xbf16, #ttnn_layout>
    "ttnn.deallocate"(%18) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    %20 = "ttnn.layer_norm"(%19, %arg10, %arg11) <{epsilon = 9.99999996E-13 : f32, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<768xbf16, #ttnn_layout3>, tensor<768xbf16, #ttnn_layout3>) -> tensor<1x128x768xbf16, #ttnn_layout>
    "ttnn.deallocate"(%19) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    %21 = "ttnn.linear"(%20, %arg12, %arg13) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<768x3072xbf16, #ttnn_layout4>, tensor<3072xbf16, #ttnn_layout5>) -> tensor<1x128x3072xbf16, #ttnn_layout12>
    %22 = "ttnn.gelu"(%21) : (tensor<1x128x3072xbf16, #ttnn_layout12>) -> tensor<1x128x3072xbf16, #ttnn_layout12>
    "ttnn.deallocate"(%21) <{force = false}> : (tensor<1x128x3072xbf16, #ttnn_layout12>) -> ()
    %23 = "ttnn.linear"(%22, %arg14, %arg15) <{transpose_a = false, transpose_b = false}> : (tensor<1x128x3072xbf16, #ttnn_layout12>, tensor<3072x768xbf16, #ttnn_layout6>, tensor<768xbf16, #ttnn_layout3>) -> tensor<1x128x768xbf16, #ttnn_layout>
    "ttnn.deallocate"(%22) <{force = false}> : (tensor<1x128x3072xbf16, #ttnn_layout12>) -> ()
    %24 = "ttnn.add"(%23, %20) : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<1x128x768xbf16, #ttnn_layout>) -> tensor<1x128x768xbf16, #ttnn_layout>
    "ttnn.deallocate"(%23) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    "ttnn.deallocate"(%20) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    %25 = "ttnn.layer_norm"(%24, %arg16, %arg17) <{epsilon = 9.99999996E-13 : f32, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<1x128x768xbf16, #ttnn_layout>, tensor<768xbf16, #ttnn_layout3>, tensor<768xbf16, #ttnn_layout3>) -> tensor<1x128x768xbf16, #ttnn_layout>
    "ttnn.deallocate"(%24) <{force = false}> : (tensor<1x128x768xbf16, #ttnn_layout>) -> ()
    return %25 : tensor<1x128x768xbf16, #ttnn_layout>
  }
}
