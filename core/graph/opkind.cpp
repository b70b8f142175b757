// SPDX-License-Identifier: MIT
#include "graph/opkind.h"

#include <iterator>
#include <unordered_map>
#include <utility>

namespace tle {

using C = OpCategory;

namespace {

// Base names (after "ttir." / "ttnn.") the project knows. Both dialects share most names, so one table
// serves both; an op that exists in only one dialect simply never appears with the other prefix.
constexpr std::pair<std::string_view, OpCategory> kBaseNames[] {
    // Eltwise unary.
    { "abs", C::EltwiseUnary },
    { "atan", C::EltwiseUnary },
    { "bitwise_not", C::EltwiseUnary },
    { "cbrt", C::EltwiseUnary },
    { "ceil", C::EltwiseUnary },
    { "clamp", C::EltwiseUnary },
    { "clamp_scalar", C::EltwiseUnary },
    { "clamp_tensor", C::EltwiseUnary },
    { "cos", C::EltwiseUnary },
    { "erf", C::EltwiseUnary },
    { "erfc", C::EltwiseUnary },
    { "exp", C::EltwiseUnary },
    { "expm1", C::EltwiseUnary },
    { "floor", C::EltwiseUnary },
    { "gelu", C::EltwiseUnary },
    { "hardsigmoid", C::EltwiseUnary },
    { "isfinite", C::EltwiseUnary },
    { "leaky_relu", C::EltwiseUnary },
    { "log", C::EltwiseUnary },
    { "log1p", C::EltwiseUnary },
    { "logical_not", C::EltwiseUnary },
    { "mish", C::EltwiseUnary },
    { "neg", C::EltwiseUnary },
    { "reciprocal", C::EltwiseUnary },
    { "relu", C::EltwiseUnary },
    { "relu6", C::EltwiseUnary },
    { "rsqrt", C::EltwiseUnary },
    { "sigmoid", C::EltwiseUnary },
    { "sign", C::EltwiseUnary },
    { "silu", C::EltwiseUnary },
    { "sin", C::EltwiseUnary },
    { "sqrt", C::EltwiseUnary },
    { "tan", C::EltwiseUnary },
    { "tanh", C::EltwiseUnary },
    { "typecast", C::EltwiseUnary },
    // Eltwise binary.
    { "add", C::EltwiseBinary },
    { "atan2", C::EltwiseBinary },
    { "bitwise_and", C::EltwiseBinary },
    { "bitwise_or", C::EltwiseBinary },
    { "bitwise_xor", C::EltwiseBinary },
    { "div", C::EltwiseBinary },
    { "divide", C::EltwiseBinary },
    { "eq", C::EltwiseBinary },
    { "ge", C::EltwiseBinary },
    { "gt", C::EltwiseBinary },
    { "le", C::EltwiseBinary },
    { "logical_and", C::EltwiseBinary },
    { "logical_or", C::EltwiseBinary },
    { "logical_xor", C::EltwiseBinary },
    { "lt", C::EltwiseBinary },
    { "maximum", C::EltwiseBinary },
    { "minimum", C::EltwiseBinary },
    { "multiply", C::EltwiseBinary },
    { "ne", C::EltwiseBinary },
    { "pow", C::EltwiseBinary },
    { "remainder", C::EltwiseBinary },
    { "subtract", C::EltwiseBinary },
    { "where", C::EltwiseTernary },
    { "dot_general", C::Matmul },
    { "linear", C::Matmul },
    { "matmul", C::Matmul },
    { "conv2d", C::Conv },
    { "conv3d", C::Conv },
    { "conv_transpose2d", C::Conv },
    { "convolution", C::Conv },
    { "avg_pool2d", C::Pool },
    { "global_avg_pool2d", C::Pool },
    { "max_pool2d", C::Pool },
    { "max_pool2d_with_indices", C::Pool },
    { "pooling", C::Pool },
    { "argmax", C::Reduction },
    { "max", C::Reduction },
    { "mean", C::Reduction },
    { "min", C::Reduction },
    { "prod", C::Reduction },
    { "reduce_and", C::Reduction },
    { "reduce_or", C::Reduction },
    { "sum", C::Reduction },
    // Data movement: same elements, different arrangement.
    { "broadcast", C::DataMovement },
    { "concat", C::DataMovement },
    { "concatenate_heads", C::DataMovement },
    { "embedding", C::DataMovement },
    { "embedding_backward", C::DataMovement },
    { "gather", C::DataMovement },
    { "nlp_concat_heads", C::DataMovement },
    { "nlp_concat_heads_decode", C::DataMovement },
    { "pad", C::DataMovement },
    { "permute", C::DataMovement },
    { "repeat", C::DataMovement },
    { "repeat_interleave", C::DataMovement },
    { "reshape", C::DataMovement },
    { "reverse", C::DataMovement },
    { "scatter", C::DataMovement },
    { "slice", C::DataMovement },
    { "slice_static", C::DataMovement },
    { "split_query_key_value_and_split_heads", C::DataMovement },
    { "squeeze", C::DataMovement },
    { "transpose", C::DataMovement },
    { "unsqueeze", C::DataMovement },
    { "batch_norm", C::Normalization },
    { "group_norm", C::Normalization },
    { "layer_norm", C::Normalization },
    { "rms_norm", C::Normalization },
    { "softmax", C::Softmax },
    { "from_device", C::Layout },
    { "to_device", C::Layout },
    { "to_dtype", C::Layout },
    { "to_layout", C::Layout },
    { "to_memory_config", C::Layout },
    { "deallocate", C::Memory },
    { "arange", C::Creation },
    { "constant", C::Creation },
    { "empty", C::Creation },
    { "full", C::Creation },
    { "ones", C::Creation },
    { "zeros", C::Creation },
    { "get_device", C::Device },
};

// The table by name, built once: looked up for every op a model reader makes.
const std::unordered_map<std::string_view, OpCategory>& baseTable()
{
    static const std::unordered_map<std::string_view, OpCategory> table(std::begin(kBaseNames), std::end(kBaseNames));
    return table;
}

} // namespace

std::string_view toString(OpCategory category)
{
    switch (category) {
    case C::EltwiseUnary:
        return "eltwise_unary";
    case C::EltwiseBinary:
        return "eltwise_binary";
    case C::EltwiseTernary:
        return "eltwise_ternary";
    case C::Matmul:
        return "matmul";
    case C::Conv:
        return "conv";
    case C::Pool:
        return "pool";
    case C::Reduction:
        return "reduction";
    case C::DataMovement:
        return "data_movement";
    case C::Normalization:
        return "normalization";
    case C::Softmax:
        return "softmax";
    case C::Layout:
        return "layout";
    case C::Memory:
        return "memory";
    case C::Creation:
        return "creation";
    case C::Device:
        return "device";
    case C::Return:
        return "return";
    case C::Other:
        break;
    }
    return "other";
}

std::optional<OpCategory> knownOpCategory(std::string_view kind)
{
    if (kind == "func.return" || kind == "return")
        return C::Return;
    if (kind == "tensor.empty")
        return C::Creation;
    for (std::string_view dialect : { std::string_view("ttnn."), std::string_view("ttir.") }) {
        if (kind.starts_with(dialect)) {
            const auto& table = baseTable();
            const auto it = table.find(kind.substr(dialect.size()));
            if (it != table.end())
                return it->second;
        }
    }
    return std::nullopt;
}

OpKind::OpKind(std::string name)
    : m_name(std::move(name))
{
    const std::optional<OpCategory> category = knownOpCategory(m_name);
    m_known = category.has_value();
    m_category = category.value_or(OpCategory::Other);
    const std::string_view base = baseName();
    const bool layoutMove = m_name == "ttnn.to_memory_config" || m_name == "ttnn.interleaved_to_sharded"
        || m_name == "ttnn.sharded_to_interleaved" || m_name == "ttnn.reshard";
    const bool viewLike = base == "reshape" || base == "view" || base == "squeeze" || base == "unsqueeze";
    m_role = base == "concat"         ? Role::Concat
        : m_name == "ttnn.deallocate" ? Role::Deallocate
        : m_name == "ttnn.get_device" ? Role::GetDevice
        : layoutMove                  ? Role::LayoutMove
        : viewLike                    ? Role::ViewLike
                                      : Role::None;
}

std::string_view OpKind::baseName() const
{
    const size_t dot = m_name.find('.');
    return dot == std::string::npos ? std::string_view(m_name) : std::string_view(m_name).substr(dot + 1);
}

bool runsOnDevice(OpCategory category, std::string_view baseName)
{
    switch (category) {
    case OpCategory::Memory:
    case OpCategory::Device:
    case OpCategory::Return:
    case OpCategory::Creation:
        return false;
    default:
        return baseName != "to_device" && baseName != "from_device";
    }
}

} // namespace tle
