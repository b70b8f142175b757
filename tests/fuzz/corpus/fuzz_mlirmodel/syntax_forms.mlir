// Pretty and generic ops, multiple results, nested modules, declarations, blocks and regions.
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>,
    memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
!t = tensor<32x32xf32, #lay>
module @outer attributes {x = 1 : i32} {
  ttcore.device_module {
    builtin.module @inner {
      func.func private @decl(tensor<2xf32>) -> tensor<2xf32>
      func.func public @main(%a: !t {ttcore.argument_type = #ttcore.argument_type<input>} loc("a"), %b: tensor<32x32xf32>) -> (!t, tensor<1x32xf32>) attributes {y} {
        %0 = ttir.add %a, %b : tensor<32x32xf32>
        %1:2 = "ttir.split"(%0) : (tensor<32x32xf32>) -> (tensor<1x32xf32>, tensor<31x32xf32>)
        %2 = "ttnn.relu"(%a) : (!t) -> !t loc(#loc1)
        %3 = "test.region"(%2) ({
        ^bb0(%y: tensor<2xf32>):
          "test.yield"(%y) : (tensor<2xf32>) -> ()
        }) : (!t) -> !t
        %dev = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
        %4 = mydialect.frob %3, %1#0 [%dev] {k = 1 : i32} : (!t, tensor<1x32xf32>) -> tensor<?xf32>
        "test.br"()[^bb1] : () -> ()
      ^bb1(%z: tensor<2xf32>):
        "ttnn.deallocate"(%z) <{force = false}> : (tensor<2xf32>) -> ()
        return %3, %1#0 : !t, tensor<1x32xf32> loc(fused<"meta">[#loc2, "ret"])
      } loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("relu_1"(#loc3))
#loc2 = loc(callsite("callee"("a.py":1:2) at "caller"))
#loc3 = loc("model.py":29:12 to :25)
