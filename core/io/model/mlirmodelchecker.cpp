// SPDX-License-Identifier: MIT
#include "io/model/mlirmodelchecker.h"

#include "util/excerpt.h"
#include "util/textscanner.h"

#include <fmt/format.h>

namespace tle {

void MlirModelChecker::startFunction(ModelGraph& graph)
{
    m_graph = &graph;
    m_deallocated.clear();
}

std::string MlirModelChecker::resolvedEncoding(const std::string& encoding) const
{
    const auto it = m_aliases.find(encoding);
    std::string text = it == m_aliases.end() ? encoding : it->second;
    std::erase_if(text, [](char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; });
    return text;
}

// MLIR's parser refuses a use whose type differs from the value's ("use of value expects different type
// than prior uses"); so does this reader, at the op's type list.
void MlirModelChecker::checkOperandTypes(
    const Op& op, const std::vector<TensorType>& operandTypes, size_t typeOffset) const
{
    for (size_t i = 0; i < op.operands.size() && i < operandTypes.size(); ++i) {
        const Value& value = m_graph->values()[size_t(op.operands[i])];
        const TensorType& used = operandTypes[i];
        const TensorType& defined = value.type;
        const bool same = used.isTensor == defined.isTensor && used.typeText == defined.typeText
            && used.shape == defined.shape && used.elementType == defined.elementType
            && (used.encoding == defined.encoding
                || resolvedEncoding(used.encoding) == resolvedEncoding(defined.encoding));
        if (!same)
            m_s.fail(typeOffset,
                fmt::format("operand {} ({}) is used as {} but is defined as {}", i, value.name,
                    excerpt(formatType(used), 120), excerpt(formatType(defined), 120)));
    }
}

// Upstream's verifier accepts a use after ttnn.deallocate (and a second deallocate); the run would read
// freed memory, so the reader warns at the use.
void MlirModelChecker::noteUse(int id, size_t offset, const Op& op)
{
    const auto it = m_deallocated.find(id);
    if (it == m_deallocated.end())
        return;
    const TextPosition at = m_s.position(offset);
    const TextPosition freed = m_s.position(it->second);
    m_graph->addReadWarning(fmt::format("line {}, column {}: {} is {} after the ttnn.deallocate at line {}, "
                                        "column {} freed it",
        at.line, at.column, m_graph->values()[size_t(id)].name,
        op.kind.name() == "ttnn.deallocate" ? "freed again" : "used", freed.line, freed.column));
}

void MlirModelChecker::noteDeallocation(const Op& op, size_t offset)
{
    if (op.kind.name() != "ttnn.deallocate")
        return;
    for (int id : op.operands)
        m_deallocated.emplace(id, offset);
}

} // namespace tle
