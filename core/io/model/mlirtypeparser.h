// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "io/mlir/mlirtext.h"
#include "util/textscanner.h"

#include <array>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tle {

// MLIR types for the model reader, read from the reader's scanner: `tensor<2x3xf32, #enc>` (shape, element
// type or tile, and the encoding as an alias name or inline text), `!name` type aliases, and any other type
// (`!ttnn.device`, `f32`, `memref<...>`) kept as text. Errors name the line and column.
class MlirTypeParser
{
public:
    // `aliases` are the file's attribute aliases seen so far: an encoding `#name` must be one of them.
    MlirTypeParser(TextScanner& scanner, const AliasTable& aliases)
        : m_s(scanner)
        , m_aliases(aliases)
    { }

    // `!name = type` at the scanner's '!'.
    void parseAliasDefinition();
    TensorType parseType() { return parseType(0); }
    // `t1, t2, ...` (at least one).
    std::vector<TensorType> parseTypeList();
    // `(t1, t2) -> t3` or `(...) -> (t3, t4)`.
    void parseFunctionType(std::vector<TensorType>& inputs, std::vector<TensorType>& results);

private:
    TensorType parseType(int depth);
    TensorType parseTensorBody(size_t start);
    TensorType readTensorBody(size_t start);

    // The tensor types read last, by their text from `tensor` on: a model's ops repeat a few types, and the same
    // text reads as the same type while no alias is added (the type ends at its own '>').
    struct KnownType
    {
        std::string text;
        TensorType type;
    };
    static constexpr size_t kKnownTypes = 4;
    std::array<KnownType, kKnownTypes> m_known;
    size_t m_nextKnown = 0;
    size_t m_knownWithAliases = 0; // the aliases defined when m_known was filled

    TextScanner& m_s;
    const AliasTable& m_aliases;
    std::unordered_map<std::string_view, size_t> m_typeAliases; // name without '!' -> offset of its type
};

} // namespace tle
