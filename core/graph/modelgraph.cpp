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
    m_arguments.push_back(id);
    m_argumentAttributes.push_back(std::move(attributes));
    return id;
}

const std::string& ModelGraph::argumentAttributes(int valueId) const
{
    static const std::string none;
    const auto it = std::ranges::find(m_arguments, valueId);
    return it == m_arguments.end() ? none : m_argumentAttributes[size_t(it - m_arguments.begin())];
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

namespace {

bool isPlaceholder(const Op& op)
{
    const std::string_view kind = op.kind.name();
    return (kind == "tensor.empty" || kind == "ttir.empty") && op.operands.empty() && op.results.size() == 1;
}

} // namespace

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
    // Tensor results, not deallocate, return or get_device.
    const OpCategory c = op.kind.category();
    const bool bookkeeping = c == OpCategory::Memory || c == OpCategory::Return || c == OpCategory::Device;
    m_planned.push_back(!bookkeeping && !results.empty() && m_values[size_t(op.results.front())].type.isTensor);
    if (op.kind.isReturn())
        m_returned = op.operands;
    m_placeholders += isPlaceholder(op) ? 1 : 0;
    m_ops.push_back(std::move(op));
    return index;
}

namespace {

// Whether operand `k` of `user` is the destination of one of its results: among its last n operands for n
// results, at the result's position, of the result's type.
bool isDestination(const ModelGraph& graph, const Op& user, size_t k)
{
    const size_t n = user.results.size();
    if (n == 0 || user.kind.isReturn() || user.operands.size() <= n || k + n < user.operands.size())
        return false;
    const size_t result = k - (user.operands.size() - n);
    return graph.value(user.operands[k]).type == graph.value(user.results[result]).type;
}

} // namespace

int ModelGraph::dropDestinationPlaceholders()
{
    // Most models have none: looking at a million ops for one takes longer than the check.
    if (m_placeholders == 0)
        return 0;
    std::vector<bool> drop(m_ops.size(), false);
    for (const Op& op : m_ops) {
        if (!isPlaceholder(op))
            continue;
        const int value = op.results.front();
        bool onlyDestination = !m_values[size_t(value)].users.empty();
        for (int user : m_values[size_t(value)].users) {
            const Op& u = m_ops[size_t(user)];
            for (size_t k = 0; k < u.operands.size(); ++k) {
                if (u.operands[k] == value && !isDestination(*this, u, k))
                    onlyDestination = false;
            }
        }
        drop[size_t(op.id)] = onlyDestination;
    }
    const int dropped = int(std::count(drop.begin(), drop.end(), true));
    if (dropped == 0)
        return 0;
    std::vector<bool> placeholder(m_values.size(), false);
    for (const Op& op : m_ops) {
        if (drop[size_t(op.id)])
            placeholder[size_t(op.results.front())] = true;
    }
    std::vector<int> newIndex(m_ops.size(), -1);
    std::vector<Op> kept;
    std::vector<uint8_t> planned;
    m_placeholders = 0;
    for (Op& op : m_ops) {
        if (drop[size_t(op.id)])
            continue;
        newIndex[size_t(op.id)] = int(kept.size());
        planned.push_back(m_planned[size_t(op.id)]);
        std::erase_if(op.operands, [&](int v) { return placeholder[size_t(v)]; });
        m_placeholders += isPlaceholder(op) ? 1 : 0;
        kept.push_back(std::move(op));
    }
    // Values renumbered without the placeholders' results.
    std::vector<int> newValue(m_values.size(), -1);
    std::vector<Value> values;
    for (Value& v : m_values) {
        if (placeholder[size_t(v.id)])
            continue;
        newValue[size_t(v.id)] = int(values.size());
        values.push_back(std::move(v));
    }
    for (Value& v : values) {
        v.id = newValue[size_t(v.id)];
        if (v.producer >= 0)
            v.producer = newIndex[size_t(v.producer)];
        std::vector<int> users;
        for (int u : v.users) {
            if (newIndex[size_t(u)] >= 0)
                users.push_back(newIndex[size_t(u)]);
        }
        v.users = std::move(users);
    }
    for (Op& op : kept) {
        op.id = newIndex[size_t(op.id)];
        for (int& v : op.operands)
            v = newValue[size_t(v)];
        for (int& v : op.results)
            v = newValue[size_t(v)];
    }
    for (int& v : m_arguments)
        v = newValue[size_t(v)];
    for (int& v : m_returned)
        v = newValue[size_t(v)];
    m_values = std::move(values);
    m_ops = std::move(kept);
    m_planned = std::move(planned);
    return dropped;
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

std::vector<std::string> aliasCycle(const AliasTable& table, const std::string& start)
{
    std::vector<std::string> path { start };
    std::string current = start;
    while (true) {
        const auto it = table.find(current);
        if (it == table.end())
            return {};
        std::string_view value = it->second;
        while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
            value.remove_prefix(1);
        while (!value.empty() && (value.back() == ' ' || value.back() == '\t' || value.back() == '\n'))
            value.remove_suffix(1);
        if (value.size() < 2 || value.front() != '#' || !table.count(std::string(value.substr(1))))
            return {};
        current = std::string(value.substr(1));
        if (std::find(path.begin(), path.end(), current) != path.end()) {
            path.push_back(current);
            return current == start ? path : std::vector<std::string> {};
        }
        path.push_back(current);
    }
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
    return graph.planned(op);
}

bool isReturned(const ModelGraph& graph, int value)
{
    const auto& users = graph.value(value).users;
    return std::any_of(users.begin(), users.end(), [&](int user) { return graph.op(user).kind.isReturn(); });
}

} // namespace tle
