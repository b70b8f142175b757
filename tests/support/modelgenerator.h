// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>

namespace tle {

// A transformer-like TTNN model, for tests and benchmarks of the importer and the optimizer.
struct TransformerOptions
{
    int64_t seq = 128; // tokens; seq, hidden, hidden / heads and ffn must be multiples of 32
    int64_t hidden = 1024;
    int64_t heads = 16;
    int64_t ffn = 4096;
    bool deallocate = true; // ttnn.deallocate after each value's last use, as the TTNN pipeline emits
    bool locations = true; // `loc(#locN)` on compute ops, with the `#locN = loc("layers.3.qkv")` aliases at the end
    bool constant = true; // a positional table as a `dense<"0x...">` constant of seq * hidden bf16 values
};

// TTNN IR in the generic op form, one `func.func @main`. Arguments: %arg0 = the input [1, seq, hidden],
// then 8 weights per layer (attention-norm gamma, qkv, out-proj weight and bias, ffn-norm gamma and beta,
// ffn up and down). Ops:
// - prologue: get_device, [constant, ] full (the 1/sqrt(d) scale), [add (input + table), deallocate table,
//   deallocate %arg0];
// - per layer, 16 compute ops: rms_norm, to_memory_config (to L1 block sharded), matmul (qkv),
//   split_query_key_value_and_split_heads (3 results), matmul (scores), multiply (scale), softmax, matmul
//   (context), concatenate_heads, linear (out-proj), add (residual), layer_norm, matmul (ffn up), gelu, matmul
//   (ffn down), add (residual); plus 18 deallocates when `deallocate` is set;
// - `return` of the last layer's output.
// Layouts: `#ttnn.ttnn_layout` aliases (DRAM interleaved tiles; the normed activation block sharded in L1).
// Throws tle::Error for options that are not multiples of 32 or layers < 1.
std::string generateTransformerMlir(int layers, const TransformerOptions& options = {});

// A chain of `ops` elementwise ops on 128x128 bf16 tensors in DRAM, for scale tests and benchmarks: relu and add
// alternate, each add also reading the function's input, and the function returns the last result. The MLIR
// form (`%arg0`, `%0`, `%1`, ...) and the JSON model form (`arg0`, `v0`, `v1`, ...) hold the same graph.
std::string generateChainMlir(int ops);
std::string generateChainJson(int ops);

} // namespace tle
