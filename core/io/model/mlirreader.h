// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "io/mlir/mlirtext.h"
#include "io/model/mlirmodelchecker.h"
#include "io/model/mlirtypeparser.h"
#include "io/model/valuescope.h"
#include "util/pagewarmer.h"
#include "util/textscanner.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tle {

// One read of MLIR text into a ModelModule (see readMlirModule). The module structure (regions, modules,
// functions, aliases) is read in mlirmodelreader.cpp, the operations inside function bodies in mliropparser.cpp.
class MlirReader
{
public:
    explicit MlirReader(std::string_view text)
        : m_s(text, { .lineComments = true })
        , m_types(m_s, m_aliases)
        , m_checker(m_s, m_aliases)
    { }

    ModelModule read();

private:
    // Regions nested deeper than this (modules in modules) are refused rather than risking the stack.
    static constexpr int kMaxNesting = 200;
    static constexpr int64_t kMaxResults = 1 << 16;
    static constexpr size_t kNoOpener = std::string_view::npos;

    struct ResultName
    {
        std::string_view name;
        int64_t count = 1;
        size_t offset = 0;
    };
    // Only a function's body holds the ops of the model; other regions are skipped over.
    enum class RegionKind
    {
        FunctionBody,
        Other
    };
    // An unknown op's %names may be symbols rather than values: they make the op opaque, not the file bad.
    enum class UndefinedUse
    {
        Error,
        Opaque
    };
    void parseRegion(RegionKind kind, size_t opener, int depth);
    void parseAliasDefinition();
    void skipFileMetadata();
    void parseStructural(int depth);
    void parseModule(int depth);
    void parseFunction(int depth);
    std::string uniqueFunctionName(std::string_view name, size_t nameOffset);
    void parseArguments(ModelGraph& graph);
    void skipResultTypes();
    void parseBlockLabel();
    void parseOperation();
    void parseGenericOp(Op& op, std::vector<TensorType>& resultTypes, int64_t resultCount, std::string_view& loc);
    void parsePrettyOp(Op& op, std::vector<TensorType>& resultTypes, int64_t resultCount, std::string_view& loc);
    // One pass to the end of a statement: operands are the %values outside braces and angle brackets, the
    // types follow the last ':' at depth 0, and a `loc(...)` at depth 0 ends the types.
    struct PrettyStatement
    {
        std::vector<size_t> uses;
        size_t colon = kNoOpener;
        size_t locStart = kNoOpener;
        size_t end = 0;
    };
    PrettyStatement scanPrettyStatement() const;
    void readPrettyTypes(const PrettyStatement& st, std::vector<TensorType>& resultTypes);
    int parseUse(UndefinedUse undefined);
    std::string_view parseOptionalLoc();
    std::string_view parseSymbol(std::string_view what);
    void define(std::string_view name, size_t offset, int first, int count);

    TextScanner m_s;
    ModelModule m_module;
    std::vector<bool> m_public;
    AliasTable m_aliases;
    std::map<std::string, TextPosition> m_aliasPositions;
    MlirTypeParser m_types;
    LocationTable m_locations;
    struct PendingLoc
    {
        size_t function;
        int op;
        std::string_view body;
    };
    std::vector<PendingLoc> m_pendingLocs;
    ModelGraph* m_graph = nullptr;
    ValueScope m_scope;
    // The functions of the module being read, by name: symbols are unique within a module, not across sibling modules
    // (tt-mlir's split-input-file tests hold several, each with its @main).
    std::unordered_map<std::string_view, size_t> m_functionNames;
    std::unordered_map<std::string, int> m_namesRead; // every function name of the file, for unique names
    MlirModelChecker m_checker;
    // The op kinds read last: naming one looks the name up in the known ops, and a model repeats a few kinds.
    std::array<OpKind, 4> m_kinds;
    size_t m_nextKind = 0;
    bool m_sawModule = false;
    PageWarmer m_warmer; // backs a large function's arrays with pages ahead of the ops read into them
    // Lines from the current function's body to the end of the text (counted at the first function): printed
    // MLIR has an op a line, so a function has at most that many ops.
    std::optional<size_t> m_linesAhead;
};

} // namespace tle
