// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"

#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

namespace tle {

class TextScanner;

// What the MLIR model reader checks about each op once it is read, beyond the syntax: operand types against the
// values' own types (an error, as MLIR's parser gives), and uses of a value after its ttnn.deallocate (a warning in
// the graph, as upstream's verifier accepts them). One checker per function body.
class MlirModelChecker
{
public:
    // `scanner` gives positions and raises errors; `aliases` resolves encodings. Both outlive the checker.
    MlirModelChecker(const TextScanner& scanner, const AliasTable& aliases)
        : m_s(scanner)
        , m_aliases(aliases)
    { }

    // Starts a function: its graph receives the warnings, and no value is freed yet.
    void startFunction(ModelGraph& graph);

    // Throws tle::Error at `typeOffset` (the op's type list) for an operand used with another type than its own.
    void checkOperandTypes(const Op& op, const std::vector<TensorType>& operandTypes, size_t typeOffset) const;
    // Records the operand use at `offset` by `op`, warning when the value was freed before.
    void noteUse(int id, size_t offset, const Op& op);
    // Records the values a ttnn.deallocate at `offset` frees.
    void noteDeallocation(const Op& op, size_t offset);

private:
    // The encoding's text with its alias resolved and spaces dropped, to compare two spellings.
    std::string resolvedEncoding(const std::string& encoding) const;

    const TextScanner& m_s;
    const AliasTable& m_aliases;
    ModelGraph* m_graph = nullptr;
    std::unordered_map<int, size_t> m_deallocated; // value id -> the deallocate's offset
};

} // namespace tle
