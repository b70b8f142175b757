// SPDX-License-Identifier: MIT
#include "graph/modelgraph.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace tle {

using C = OpCategory;

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
    if (op.kind.isReturn())
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
        if (!m_ops[size_t(*it)].kind.isReturn())
            return *it;
    }
    return -1;
}

int ModelGraph::deallocatedAt(int valueId) const
{
    for (int user : value(valueId).users) {
        if (m_ops[size_t(user)].kind.isDeallocate())
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
        if (op.kind.isReturn())
            continue;
        if (mode == OpCountMode::Compute && (op.kind.isDeallocate() || op.kind.isGetDevice()))
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
        const OpKind& kind = graph.op(user).kind;
        if (!kind.isReturn() && !kind.isDeallocate())
            users.push_back(user);
    }
    std::ranges::sort(users);
    users.erase(std::unique(users.begin(), users.end()), users.end());
    return users;
}

bool isPlannedOp(const ModelGraph& graph, int op)
{
    const Op& o = graph.op(op);
    const OpCategory c = o.kind.category();
    if (c == OpCategory::Memory || c == OpCategory::Return || c == OpCategory::Device)
        return false;
    return !o.results.empty() && graph.value(o.results.front()).type.isTensor;
}

bool isReturned(const ModelGraph& graph, int value)
{
    const auto& users = graph.value(value).users;
    return std::any_of(users.begin(), users.end(), [&](int user) { return graph.op(user).kind.isReturn(); });
}

} // namespace tle
