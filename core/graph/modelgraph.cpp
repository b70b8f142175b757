// SPDX-License-Identifier: MIT
#include "graph/modelgraph.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace tle {

namespace {

using C = OpCategory;

// Base names (after "ttir." / "ttnn.") the project knows. Both dialects share most names, so one table
// serves both; an op that exists in only one dialect simply never appears with the other prefix.
const std::unordered_map<std::string_view, OpCategory>& baseTable()
{
    static const std::unordered_map<std::string_view, OpCategory> table {
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
    if (isReturnKind(kind))
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

OpCategory opCategory(std::string_view kind)
{
    return knownOpCategory(kind).value_or(C::Other);
}

bool isKnownOpKind(std::string_view kind)
{
    return knownOpCategory(kind).has_value();
}

bool isReshardKind(std::string_view kind)
{
    return knownOpCategory(kind) == C::Layout;
}

bool isDeallocateKind(std::string_view kind)
{
    return kind == "ttnn.deallocate";
}

bool isReturnKind(std::string_view kind)
{
    return kind == "func.return" || kind == "return";
}

void DeviceOverrides::applyTo(DeviceModel& device) const
{
    if (name)
        device.name = *name;
    if (gridRows)
        device.gridRows = *gridRows;
    if (gridCols)
        device.gridCols = *gridCols;
    if (dramBanks)
        device.dramBanks = *dramBanks;
    if (l1BytesPerCore)
        device.l1BytesPerCore = *l1BytesPerCore;
    if (l1BankBytes)
        device.l1BankBytes = *l1BankBytes;
}

int ModelGraph::addArgument(std::string name, TensorType type, std::string attributes)
{
    const int id = addBlockArgument(std::move(name), std::move(type));
    m_values.back().attributes = std::move(attributes);
    m_arguments.push_back(id);
    return id;
}

int ModelGraph::addBlockArgument(std::string name, TensorType type)
{
    Value v;
    v.id = int(m_values.size());
    v.name = std::move(name);
    v.type = std::move(type);
    m_values.push_back(std::move(v));
    return m_values.back().id;
}

int ModelGraph::addOp(Op op, std::vector<std::pair<std::string, TensorType>> results)
{
    const int index = int(m_ops.size());
    op.id = index;
    for (int operand : op.operands)
        m_values.at(size_t(operand)).users.push_back(index);
    op.results.clear();
    for (size_t i = 0; i < results.size(); ++i) {
        Value v;
        v.id = int(m_values.size());
        v.name = std::move(results[i].first);
        v.type = std::move(results[i].second);
        v.producer = index;
        v.resultIndex = int(i);
        op.results.push_back(v.id);
        m_values.push_back(std::move(v));
    }
    if (isReturnKind(op.kind))
        m_returned = op.operands;
    m_ops.push_back(std::move(op));
    return index;
}

int ModelGraph::findValue(std::string_view name) const
{
    for (const Value& v : m_values) {
        if (v.name == name)
            return v.id;
    }
    return -1;
}

int ModelGraph::lastUse(int valueId) const
{
    const auto& users = value(valueId).users;
    return users.empty() ? -1 : users.back();
}

int ModelGraph::lastUseExcludingReturn(int valueId) const
{
    const auto& users = value(valueId).users;
    for (auto it = users.rbegin(); it != users.rend(); ++it) {
        if (!isReturnKind(m_ops[size_t(*it)].kind))
            return *it;
    }
    return -1;
}

int ModelGraph::deallocatedAt(int valueId) const
{
    for (int user : value(valueId).users) {
        if (isDeallocateKind(m_ops[size_t(user)].kind))
            return user;
    }
    return -1;
}

std::string ModelGraph::encodingText(int valueId) const
{
    const std::string& encoding = value(valueId).type.encoding;
    const auto it = m_aliases.find(encoding);
    return it != m_aliases.end() ? it->second : encoding;
}

void ModelGraph::setAliasPosition(const std::string& alias, int line, int column)
{
    m_aliasPositions[alias] = { line, column };
}

std::optional<std::pair<int, int>> ModelGraph::aliasPosition(const std::string& alias) const
{
    const auto it = m_aliasPositions.find(alias);
    return it == m_aliasPositions.end() ? std::nullopt : std::optional(it->second);
}

int ModelGraph::opCount(OpCountMode mode) const
{
    int count = 0;
    for (const Op& op : m_ops) {
        if (isReturnKind(op.kind))
            continue;
        if (mode == OpCountMode::Compute && (isDeallocateKind(op.kind) || op.kind == "ttnn.get_device"))
            continue;
        ++count;
    }
    return count;
}

std::string formatType(const TensorType& type)
{
    if (!type.isTensor)
        return type.typeText;
    std::string out = "tensor<";
    for (int64_t d : type.shape)
        out += fmt::format("{}x", d);
    out += toString(type.elementType);
    if (!type.encoding.empty()) {
        out += ", ";
        // An alias name is a bare identifier; inline attributes start with '#' or another sigil.
        const char c = type.encoding.front();
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')
            out += '#';
        out += type.encoding;
    }
    return out + ">";
}

std::string ModelGraph::dumpText() const
{
    std::string out = fmt::format("func @{} ({} arguments, {} ops)\n", m_name, m_arguments.size(), opCount());
    for (int id : m_arguments)
        out += fmt::format("  {} : {}\n", m_values[size_t(id)].name, formatType(m_values[size_t(id)].type));
    auto names = [this](const std::vector<int>& ids) {
        std::string s;
        for (size_t i = 0; i < ids.size(); ++i)
            s += (i ? ", " : "") + m_values[size_t(ids[i])].name;
        return s;
    };
    for (const Op& op : m_ops) {
        std::string types;
        for (size_t i = 0; i < op.results.size(); ++i)
            types += (i ? ", " : "") + formatType(m_values[size_t(op.results[i])].type);
        out += fmt::format("  [{}] {}{}{}({}){}{}{}{}\n", op.id, names(op.results), op.results.empty() ? "" : " = ",
            op.kind, names(op.operands), types.empty() ? "" : " : ", types, op.opaque ? "  opaque" : "",
            op.location.empty() ? "" : fmt::format("  loc(\"{}\")", op.location));
    }
    return out;
}

std::vector<int> tensorOperands(const ModelGraph& graph, int op)
{
    std::vector<int> result;
    const Op& o = graph.op(op);
    for (size_t k = 0; k < o.operands.size(); ++k) {
        if (graph.value(o.operands[k]).type.isTensor)
            result.push_back(int(k));
    }
    return result;
}

std::vector<int> readers(const ModelGraph& graph, int value)
{
    std::vector<int> users;
    for (int user : graph.value(value).users) {
        const std::string& kind = graph.op(user).kind;
        if (!isReturnKind(kind) && !isDeallocateKind(kind))
            users.push_back(user);
    }
    std::ranges::sort(users);
    users.erase(std::unique(users.begin(), users.end()), users.end());
    return users;
}

bool isPlannedOp(const ModelGraph& graph, int op)
{
    const Op& o = graph.op(op);
    const OpCategory c = opCategory(o.kind);
    if (c == OpCategory::Memory || c == OpCategory::Return || c == OpCategory::Device)
        return false;
    return !o.results.empty() && graph.value(o.results.front()).type.isTensor;
}

bool isReturned(const ModelGraph& graph, int value)
{
    const auto& users = graph.value(value).users;
    return std::any_of(users.begin(), users.end(), [&](int user) { return isReturnKind(graph.op(user).kind); });
}

} // namespace tle
