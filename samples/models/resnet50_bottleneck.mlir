// One ResNet-50 bottleneck block of stage conv2_x (an identity block: 56x56 spatial, 256 channels in
// and out), bf16, batch 1, TTNN dialect in tt-mlir's generic op form.
//
// Activations are NHWC flattened the way tt-mlir feeds ttnn.conv2d: N*H*W rows x C columns,
// 56x56x256 -> tensor<1x1x3136x256>. Batch norm is folded into each conv's weight and bias.
//
//   conv1  1x1, 256 -> 64   weight 64x256x1x1          1x1x3136x256 -> 1x1x3136x64, relu
//   conv2  3x3, 64 -> 64    weight 64x64x3x3, pad 1     1x1x3136x64  -> 1x1x3136x64, relu
//   conv3  1x1, 64 -> 256   weight 256x64x1x1          1x1x3136x64  -> 1x1x3136x256
//   add    conv3 + block input (the identity shortcut: the input forks to conv1 and the add)
//   relu   -> tensor<1x1x3136x256>
//
// As in ResNet, the third conv has no relu of its own: its output joins the shortcut and the relu
// follows the add. Weights are tiled here like every other tensor (4-D weights collapse to
// O*I*KH rows x KW columns). conv2d takes (input, weight, bias, device) like the compiler's IR.

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 3136 + d1 * 3136 + d2, d3), <1x1>, memref<98x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 + d2, d3), <1x1>, memref<512x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 3 + d2, d3), <1x1>, memref<384x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout4 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 + d2, d3), <1x1>, memref<512x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout5 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 + d1 + d2, d3), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout6 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 3136 + d1 * 3136 + d2, d3), <1x1>, memref<98x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

module {
  func.func @main(%arg0: tensor<1x1x3136x256xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg1: tensor<64x256x1x1xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg2: tensor<1x1x1x64xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg3: tensor<64x64x3x3xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg4: tensor<1x1x1x64xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg5: tensor<256x64x1x1xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg6: tensor<1x1x1x256xbf16, #ttnn_layout5> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<1x1x3136x256xbf16, #ttnn_layout> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.conv2d"(%arg0, %arg1, %arg2, %0) <{in_channels = 256 : i32, out_channels = 64 : i32, batch_size = 1 : i32, input_height = 56 : i32, input_width = 56 : i32, kernel_size = array<i32: 1, 1>, stride = array<i32: 1, 1>, padding = array<i32: 0, 0>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x3136x256xbf16, #ttnn_layout>, tensor<64x256x1x1xbf16, #ttnn_layout1>, tensor<1x1x1x64xbf16, #ttnn_layout2>, !ttnn.device) -> tensor<1x1x3136x64xbf16, #ttnn_layout6>
    %2 = "ttnn.relu"(%1) : (tensor<1x1x3136x64xbf16, #ttnn_layout6>) -> tensor<1x1x3136x64xbf16, #ttnn_layout6>
    "ttnn.deallocate"(%1) <{force = false}> : (tensor<1x1x3136x64xbf16, #ttnn_layout6>) -> ()
    %3 = "ttnn.conv2d"(%2, %arg3, %arg4, %0) <{in_channels = 64 : i32, out_channels = 64 : i32, batch_size = 1 : i32, input_height = 56 : i32, input_width = 56 : i32, kernel_size = array<i32: 3, 3>, stride = array<i32: 1, 1>, padding = array<i32: 1, 1>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x3136x64xbf16, #ttnn_layout6>, tensor<64x64x3x3xbf16, #ttnn_layout3>, tensor<1x1x1x64xbf16, #ttnn_layout2>, !ttnn.device) -> tensor<1x1x3136x64xbf16, #ttnn_layout6>
    "ttnn.deallocate"(%2) <{force = false}> : (tensor<1x1x3136x64xbf16, #ttnn_layout6>) -> ()
    %4 = "ttnn.relu"(%3) : (tensor<1x1x3136x64xbf16, #ttnn_layout6>) -> tensor<1x1x3136x64xbf16, #ttnn_layout6>
    "ttnn.deallocate"(%3) <{force = false}> : (tensor<1x1x3136x64xbf16, #ttnn_layout6>) -> ()
    %5 = "ttnn.conv2d"(%4, %arg5, %arg6, %0) <{in_channels = 64 : i32, out_channels = 256 : i32, batch_size = 1 : i32, input_height = 56 : i32, input_width = 56 : i32, kernel_size = array<i32: 1, 1>, stride = array<i32: 1, 1>, padding = array<i32: 0, 0>, dilation = array<i32: 1, 1>, groups = 1 : i32}> : (tensor<1x1x3136x64xbf16, #ttnn_layout6>, tensor<256x64x1x1xbf16, #ttnn_layout4>, tensor<1x1x1x256xbf16, #ttnn_layout5>, !ttnn.device) -> tensor<1x1x3136x256xbf16, #ttnn_layout>
    "ttnn.deallocate"(%4) <{force = false}> : (tensor<1x1x3136x64xbf16, #ttnn_layout6>) -> ()
    %6 = "ttnn.add"(%5, %arg0) : (tensor<1x1x3136x256xbf16, #ttnn_layout>, tensor<1x1x3136x256xbf16, #ttnn_layout>) -> tensor<1x1x3136x256xbf16, #ttnn_layout>
    "ttnn.deallocate"(%5) <{force = false}> : (tensor<1x1x3136x256xbf16, #ttnn_layout>) -> ()
    %7 = "ttnn.relu"(%6) : (tensor<1x1x3136x256xbf16, #ttnn_layout>) -> tensor<1x1x3136x256xbf16, #ttnn_layout>
    "ttnn.deallocate"(%6) <{force = false}> : (tensor<1x1x3136x256xbf16, #ttnn_layout>) -> ()
    return %7 : tensor<1x1x3136x256xbf16, #ttnn_layout>
  }
}
