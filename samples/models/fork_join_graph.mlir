// A synthetic fork/join-heavy graph for exercising the layout policies; bf16, TTNN dialect in
// tt-mlir's generic op form. Two regions meet at the end:
//
//   1x1024 / 1024x1024 region
//     h  = matmul(x 1x1024, W1 1024x1024)            h lives until the second-to-last join (long lifetime)
//     a  = relu(h)                                   a feeds four users:
//     b1 = matmul(a, W2)   b2 = gelu(a)   b3 = matmul(a, W3)   b4 = multiply(a, g 1x1024)
//     j1 = add(b1, b2)                               diamond a -> {b1, b2} -> j1 (join of two)
//     c  = silu(b3);  p = gt(b4, c)
//     j3 = where(p, j1, c)                           join of three branches
//   256x256 region
//     P  = matmul(A, B)                              P feeds three users
//     T1 = matmul(P, A)    T2 = softmax(P, dimension 1)
//     M  = multiply(T1, T2)                          diamond P -> {T1, T2} -> M
//     N  = subtract(M, P)
//   joined
//     R  = reshape(j3) 4x256;  S = matmul(R, N) 4x256;  r = reshape(S) 1x1024
//     z  = add(r, h)                                 join with the long-lived h
//     y  = add(matmul(z, W4), z)                     a last residual diamond -> tensor<1x1024>

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x32x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x32x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

module {
  func.func @main(%arg0: tensor<1x1024xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg1: tensor<1024x1024xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg2: tensor<1024x1024xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg3: tensor<1024x1024xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg4: tensor<1x1024xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %arg5: tensor<256x256xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg6: tensor<256x256xbf16, #ttnn_layout2> {ttcore.argument_type = #ttcore.argument_type<input>}, %arg7: tensor<1024x1024xbf16, #ttnn_layout1> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<1x1024xbf16, #ttnn_layout> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.matmul"(%arg0, %arg1) <{transpose_a = false, transpose_b = false}> : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1024x1024xbf16, #ttnn_layout1>) -> tensor<1x1024xbf16, #ttnn_layout>
    %2 = "ttnn.relu"(%1) : (tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    %3 = "ttnn.matmul"(%2, %arg2) <{transpose_a = false, transpose_b = false}> : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1024x1024xbf16, #ttnn_layout1>) -> tensor<1x1024xbf16, #ttnn_layout>
    %4 = "ttnn.gelu"(%2) : (tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    %5 = "ttnn.matmul"(%2, %arg3) <{transpose_a = false, transpose_b = false}> : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1024x1024xbf16, #ttnn_layout1>) -> tensor<1x1024xbf16, #ttnn_layout>
    %6 = "ttnn.multiply"(%2, %arg4) : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%2) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    %7 = "ttnn.add"(%3, %4) : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%3) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    "ttnn.deallocate"(%4) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    %8 = "ttnn.silu"(%5) : (tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%5) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    %9 = "ttnn.gt"(%6, %8) : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%6) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    %10 = "ttnn.where"(%9, %7, %8) : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1x1024xbf16, #ttnn_layout>, tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%9) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    "ttnn.deallocate"(%7) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    "ttnn.deallocate"(%8) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    %11 = "ttnn.matmul"(%arg5, %arg6) <{transpose_a = false, transpose_b = false}> : (tensor<256x256xbf16, #ttnn_layout2>, tensor<256x256xbf16, #ttnn_layout2>) -> tensor<256x256xbf16, #ttnn_layout2>
    %12 = "ttnn.matmul"(%11, %arg5) <{transpose_a = false, transpose_b = false}> : (tensor<256x256xbf16, #ttnn_layout2>, tensor<256x256xbf16, #ttnn_layout2>) -> tensor<256x256xbf16, #ttnn_layout2>
    %13 = "ttnn.softmax"(%11) <{dimension = 1 : si32}> : (tensor<256x256xbf16, #ttnn_layout2>) -> tensor<256x256xbf16, #ttnn_layout2>
    %14 = "ttnn.multiply"(%12, %13) : (tensor<256x256xbf16, #ttnn_layout2>, tensor<256x256xbf16, #ttnn_layout2>) -> tensor<256x256xbf16, #ttnn_layout2>
    "ttnn.deallocate"(%12) <{force = false}> : (tensor<256x256xbf16, #ttnn_layout2>) -> ()
    "ttnn.deallocate"(%13) <{force = false}> : (tensor<256x256xbf16, #ttnn_layout2>) -> ()
    %15 = "ttnn.subtract"(%14, %11) : (tensor<256x256xbf16, #ttnn_layout2>, tensor<256x256xbf16, #ttnn_layout2>) -> tensor<256x256xbf16, #ttnn_layout2>
    "ttnn.deallocate"(%14) <{force = false}> : (tensor<256x256xbf16, #ttnn_layout2>) -> ()
    "ttnn.deallocate"(%11) <{force = false}> : (tensor<256x256xbf16, #ttnn_layout2>) -> ()
    %16 = "ttnn.reshape"(%10) <{shape = [4 : i32, 256 : i32]}> : (tensor<1x1024xbf16, #ttnn_layout>) -> tensor<4x256xbf16, #ttnn_layout3>
    "ttnn.deallocate"(%10) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    %17 = "ttnn.matmul"(%16, %15) <{transpose_a = false, transpose_b = false}> : (tensor<4x256xbf16, #ttnn_layout3>, tensor<256x256xbf16, #ttnn_layout2>) -> tensor<4x256xbf16, #ttnn_layout3>
    "ttnn.deallocate"(%16) <{force = false}> : (tensor<4x256xbf16, #ttnn_layout3>) -> ()
    "ttnn.deallocate"(%15) <{force = false}> : (tensor<256x256xbf16, #ttnn_layout2>) -> ()
    %18 = "ttnn.reshape"(%17) <{shape = [1 : i32, 1024 : i32]}> : (tensor<4x256xbf16, #ttnn_layout3>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%17) <{force = false}> : (tensor<4x256xbf16, #ttnn_layout3>) -> ()
    %19 = "ttnn.add"(%18, %1) : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%18) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    "ttnn.deallocate"(%1) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    %20 = "ttnn.matmul"(%19, %arg7) <{transpose_a = false, transpose_b = false}> : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1024x1024xbf16, #ttnn_layout1>) -> tensor<1x1024xbf16, #ttnn_layout>
    %21 = "ttnn.add"(%20, %19) : (tensor<1x1024xbf16, #ttnn_layout>, tensor<1x1024xbf16, #ttnn_layout>) -> tensor<1x1024xbf16, #ttnn_layout>
    "ttnn.deallocate"(%20) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    "ttnn.deallocate"(%19) <{force = false}> : (tensor<1x1024xbf16, #ttnn_layout>) -> ()
    return %21 : tensor<1x1024xbf16, #ttnn_layout>
  }
}
