// MNIST MLP classifier (784-512-256-10), bf16, batch 1, TTNN dialect in tt-mlir's generic op form.
//
//   input   %arg0  tensor<1x784>     flattened 28x28 image
//   fc1     linear 1x784 x 784x512 + bias 512   -> 1x512, relu
//   fc2     linear 1x512 x 512x256 + bias 256   -> 1x256, relu
//   fc3     linear 1x256 x 256x10  + bias 10    -> 1x10
//   output  softmax over dimension 1            -> tensor<1x10>
//
// Every tensor is DRAM interleaved and tiled (32x32 tiles); each #ttnn_layout's memref is the
// tensor's physical shape in tiles (e.g. 1x784 -> 1x25 tiles, 784x512 -> 25x16 tiles).
// ttnn.deallocate follows each intermediate value's last use, as the compiler emits it.

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x25x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<25x16x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x16x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<16x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout4 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout5 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout6 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout7 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x16x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout9 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

module {
  func.func @main(%arg0: tensor<1x784xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg1: tensor<784x512xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg2: tensor<512xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg3: tensor<512x256xbf16, #ttnn_layout3> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg4: tensor<256xbf16, #ttnn_layout4> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg5: tensor<256x10xbf16, #ttnn_layout5> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg6: tensor<10xbf16, #ttnn_layout6> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<1x10xbf16, #ttnn_layout7> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.linear"(%arg0, %arg1, %arg2) <{transpose_a = false, transpose_b = false}> : (tensor<1x784xbf16, #ttnn_layout>, tensor<784x512xbf16, #ttnn_layout1>, tensor<512xbf16, #ttnn_layout2>) -> tensor<1x512xbf16, #ttnn_layout8>
    %2 = "ttnn.relu"(%1) : (tensor<1x512xbf16, #ttnn_layout8>) -> tensor<1x512xbf16, #ttnn_layout8>
    "ttnn.deallocate"(%1) <{force = false}> : (tensor<1x512xbf16, #ttnn_layout8>) -> ()
    %3 = "ttnn.linear"(%2, %arg3, %arg4) <{transpose_a = false, transpose_b = false}> : (tensor<1x512xbf16, #ttnn_layout8>, tensor<512x256xbf16, #ttnn_layout3>, tensor<256xbf16, #ttnn_layout4>) -> tensor<1x256xbf16, #ttnn_layout9>
    "ttnn.deallocate"(%2) <{force = false}> : (tensor<1x512xbf16, #ttnn_layout8>) -> ()
    %4 = "ttnn.relu"(%3) : (tensor<1x256xbf16, #ttnn_layout9>) -> tensor<1x256xbf16, #ttnn_layout9>
    "ttnn.deallocate"(%3) <{force = false}> : (tensor<1x256xbf16, #ttnn_layout9>) -> ()
    %5 = "ttnn.linear"(%4, %arg5, %arg6) <{transpose_a = false, transpose_b = false}> : (tensor<1x256xbf16, #ttnn_layout9>, tensor<256x10xbf16, #ttnn_layout5>, tensor<10xbf16, #ttnn_layout6>) -> tensor<1x10xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%4) <{force = false}> : (tensor<1x256xbf16, #ttnn_layout9>) -> ()
    %6 = "ttnn.softmax"(%5) <{dimension = 1 : si32}> : (tensor<1x10xbf16, #ttnn_layout7>) -> tensor<1x10xbf16, #ttnn_layout7>
    "ttnn.deallocate"(%5) <{force = false}> : (tensor<1x10xbf16, #ttnn_layout7>) -> ()
    return %6 : tensor<1x10xbf16, #ttnn_layout7>
  }
}
