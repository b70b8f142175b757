// A concat-heavy U-Net decoder block at 64x64 resolution; bf16, batch 1, TTNN dialect in tt-mlir's
// generic op form. Activations are NHWC flattened as tt-mlir feeds ttnn.conv2d (N*H*W rows x C):
// 64x64x64 -> tensor<1x1x4096x64>.
//
//   %arg0  decoder features from the level below   tensor<1x1x1024x128>  (32x32x128)
//   %arg1  encoder skip connection                 tensor<1x1x4096x64>   (64x64x64)
//   %arg2  third branch (a second encoder stream)  tensor<1x1x4096x32>   (64x64x32)
//
//   up    = relu(conv_transpose2d 2x2 stride 2, 128 -> 64, weight 128x64x2x2)  -> 1x1x4096x64
//   cat1  = concat(up, skip) on dim 3                                          -> 1x1x4096x128
//   d1    = relu(conv2d 3x3 pad 1, 128 -> 64, weight 64x128x3x3)               -> 1x1x4096x64
//   d2    = relu(conv2d 3x3 pad 1, 64 -> 64, weight 64x64x3x3)                 -> 1x1x4096x64
//   t     = relu(conv2d 3x3 pad 1, 32 -> 32, weight 32x32x3x3) of %arg2        -> 1x1x4096x32
//   s     = relu(conv2d 1x1, 64 -> 32, weight 32x64x1x1) of the skip (it forks) -> 1x1x4096x32
//   cat2  = concat(d2, t, s) on dim 3 (a three-way join)                       -> 1x1x4096x128
//   out   = relu(conv2d 1x1, 128 -> 64, weight 64x128x1x1)                     -> tensor<1x1x4096x64>
//
// Weights are tiled like every other tensor (4-D weights collapse to O*I*KH rows x KW columns).
// conv2d and conv_transpose2d take (input, weight, bias, device) like the compiler's IR.

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1024 + d1 * 1024 + d2, d3), <1x1>, memref<32x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 4096 + d1 * 4096 + d2, d3), <1x1>, memref<128x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 4096 + d1 * 4096 + d2, d3), <1x1>, memref<128x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 2 + d2, d3), <1x1>, memref<512x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout4 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout5 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 384 + d1 * 3 + d2, d3), <1x1>, memref<768x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout6 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 3 + d2, d3), <1x1>, memref<384x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout7 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 3 + d2, d3), <1x1>, memref<96x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout8 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout9 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 + d2, d3), <1x1>, memref<64x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout10 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 + d2, d3), <1x1>, memref<256x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout11 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 4096 + d1 * 4096 + d2, d3), <1x1>, memref<128x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

module {
  func.func @main(%arg0: tensor<1x1x1024x128xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg1: tensor<1x1x4096x64xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg2: tensor<1x1x4096x32xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg3: tensor<128x64x2x2xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg4: tensor<1x1x1x64xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg5: tensor<64x128x3x3xbf16, #ttnn_layout5> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg6: tensor<1x1x1x64xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg7: tensor<64x64x3x3xbf16, #ttnn_layout6> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg8: tensor<1x1x1x64xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg9: tensor<32x32x3x3xbf16, #ttnn_layout7> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg10: tensor<1x1x1x32xbf16, #ttnn_layout8> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg11: tensor<32x64x1x1xbf16, #ttnn_layout9> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg12: tensor<1x1x1x32xbf16, #ttnn_layout8> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg13: tensor<64x128x1x1xbf16, #ttnn_layout10> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg14: tensor<1x1x1x64xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<1x1x4096x64xbf16, #ttnn_layout1> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.conv_transpose2d"(%arg0, %arg3, %arg4, %0) <{in_channels = 128 : i32, out_channels = 64 : i32, batch_size = 1 : i32, input_height = 32 : i32, input_width = 32 : i32, kernel_size = array<i32: 2, 2>, stride = array<i32: 2, 2>, padding = array<i32: 0, 0>, output_padding = array<i32: 0, 0>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x1024x128xbf16, #ttnn_layout>, tensor<128x64x2x2xbf16, #ttnn_layout3>, tensor<1x1x1x64xbf16, #ttnn_layout4>, !ttnn.device) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    %2 = "ttnn.relu"(%1) : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    "ttnn.deallocate"(%1) <{force = false}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> ()
    %3 = "ttnn.concat"(%2, %arg1) <{dim = 3 : si32}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>, tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> tensor<1x1x4096x128xbf16, #ttnn_layout11>
    "ttnn.deallocate"(%2) <{force = false}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> ()
    %4 = "ttnn.conv2d"(%3, %arg5, %arg6, %0) <{in_channels = 128 : i32, out_channels = 64 : i32, batch_size = 1 : i32, input_height = 64 : i32, input_width = 64 : i32, kernel_size = array<i32: 3, 3>, stride = array<i32: 1, 1>, padding = array<i32: 1, 1>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x4096x128xbf16, #ttnn_layout11>, tensor<64x128x3x3xbf16, #ttnn_layout5>, tensor<1x1x1x64xbf16, #ttnn_layout4>, !ttnn.device) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    "ttnn.deallocate"(%3) <{force = false}> : (tensor<1x1x4096x128xbf16, #ttnn_layout11>) -> ()
    %5 = "ttnn.relu"(%4) : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    "ttnn.deallocate"(%4) <{force = false}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> ()
    %6 = "ttnn.conv2d"(%5, %arg7, %arg8, %0) <{in_channels = 64 : i32, out_channels = 64 : i32, batch_size = 1 : i32, input_height = 64 : i32, input_width = 64 : i32, kernel_size = array<i32: 3, 3>, stride = array<i32: 1, 1>, padding = array<i32: 1, 1>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>, tensor<64x64x3x3xbf16, #ttnn_layout6>, tensor<1x1x1x64xbf16, #ttnn_layout4>, !ttnn.device) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    "ttnn.deallocate"(%5) <{force = false}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> ()
    %7 = "ttnn.relu"(%6) : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    "ttnn.deallocate"(%6) <{force = false}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> ()
    %8 = "ttnn.conv2d"(%arg2, %arg9, %arg10, %0) <{in_channels = 32 : i32, out_channels = 32 : i32, batch_size = 1 : i32, input_height = 64 : i32, input_width = 64 : i32, kernel_size = array<i32: 3, 3>, stride = array<i32: 1, 1>, padding = array<i32: 1, 1>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x4096x32xbf16, #ttnn_layout2>, tensor<32x32x3x3xbf16, #ttnn_layout7>, tensor<1x1x1x32xbf16, #ttnn_layout8>, !ttnn.device) -> tensor<1x1x4096x32xbf16, #ttnn_layout2>
    %9 = "ttnn.relu"(%8) : (tensor<1x1x4096x32xbf16, #ttnn_layout2>) -> tensor<1x1x4096x32xbf16, #ttnn_layout2>
    "ttnn.deallocate"(%8) <{force = false}> : (tensor<1x1x4096x32xbf16, #ttnn_layout2>) -> ()
    %10 = "ttnn.conv2d"(%arg1, %arg11, %arg12, %0) <{in_channels = 64 : i32, out_channels = 32 : i32, batch_size = 1 : i32, input_height = 64 : i32, input_width = 64 : i32, kernel_size = array<i32: 1, 1>, stride = array<i32: 1, 1>, padding = array<i32: 0, 0>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>, tensor<32x64x1x1xbf16, #ttnn_layout9>, tensor<1x1x1x32xbf16, #ttnn_layout8>, !ttnn.device) -> tensor<1x1x4096x32xbf16, #ttnn_layout2>
    %11 = "ttnn.relu"(%10) : (tensor<1x1x4096x32xbf16, #ttnn_layout2>) -> tensor<1x1x4096x32xbf16, #ttnn_layout2>
    "ttnn.deallocate"(%10) <{force = false}> : (tensor<1x1x4096x32xbf16, #ttnn_layout2>) -> ()
    %12 = "ttnn.concat"(%7, %9, %11) <{dim = 3 : si32}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>, tensor<1x1x4096x32xbf16, #ttnn_layout2>, tensor<1x1x4096x32xbf16, #ttnn_layout2>) -> tensor<1x1x4096x128xbf16, #ttnn_layout11>
    "ttnn.deallocate"(%7) <{force = false}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> ()
    "ttnn.deallocate"(%9) <{force = false}> : (tensor<1x1x4096x32xbf16, #ttnn_layout2>) -> ()
    "ttnn.deallocate"(%11) <{force = false}> : (tensor<1x1x4096x32xbf16, #ttnn_layout2>) -> ()
    %13 = "ttnn.conv2d"(%12, %arg13, %arg14, %0) <{in_channels = 128 : i32, out_channels = 64 : i32, batch_size = 1 : i32, input_height = 64 : i32, input_width = 64 : i32, kernel_size = array<i32: 1, 1>, stride = array<i32: 1, 1>, padding = array<i32: 0, 0>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x4096x128xbf16, #ttnn_layout11>, tensor<64x128x1x1xbf16, #ttnn_layout10>, tensor<1x1x1x64xbf16, #ttnn_layout4>, !ttnn.device) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    "ttnn.deallocate"(%12) <{force = false}> : (tensor<1x1x4096x128xbf16, #ttnn_layout11>) -> ()
    %14 = "ttnn.relu"(%13) : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> tensor<1x1x4096x64xbf16, #ttnn_layout1>
    "ttnn.deallocate"(%13) <{force = false}> : (tensor<1x1x4096x64xbf16, #ttnn_layout1>) -> ()
    return %14 : tensor<1x1x4096x64xbf16, #ttnn_layout1>
  }
}
