// SPDX-License-Identifier: MIT
#include "io/mlirmodelreader.h"

#include "io/mlirmodelchecker.h"
#include "io/mlirtext.h"
#include "io/mlirtypeparser.h"
#include "io/valuelayout.h"
#include "util/excerpt.h"
#include "util/textscanner.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <unordered_map>

namespace tle {

namespace {

// Regions nested deeper than this (modules in modules) are refused rather than risking the stack.
constexpr int kMaxNesting = 200;
constexpr int64_t kMaxResults = 1 << 16;
constexpr size_t kNoOpener = std::string_view::npos;

struct ResultGroup
{
    int first = 0;
    int count = 1;
};

struct ResultName
{
    std::string_view name;
    int64_t count = 1;
    size_t offset = 0;
};

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
    void parseStructural(int depth);
    void parseModule(int depth);
    void parseFunction(int depth);
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
    std::unordered_map<std::string_view, ResultGroup> m_scope;
    std::unordered_map<std::string_view, size_t> m_functionNames;
    MlirModelChecker m_checker;
    bool m_sawModule = false;
};

ModelModule MlirReader::read()
{
    parseRegion(RegionKind::Other, kNoOpener, 0);
    if (m_module.functions.empty())
        throw Error("the text holds no function with a body (func.func @name(...) { ... })", 1, 1);
    for (const auto& [name, value] : m_aliases) {
        const std::vector<std::string> cycle = aliasCycle(m_aliases, name);
        if (!cycle.empty()) {
            const TextPosition at = m_aliasPositions[name];
            throw Error(fmt::format("the alias #{} refers to itself through #{}", name, fmt::join(cycle, " -> #")),
                at.line, at.column);
        }
    }
    for (ModelGraph& graph : m_module.functions) {
        graph.setAliases(m_aliases);
        for (const auto& [name, pos] : m_aliasPositions)
            graph.setAliasPosition(name, pos.line, pos.column);
    }
    for (const PendingLoc& p : m_pendingLocs)
        m_module.functions[p.function].setOpLocation(p.op, m_locations.resolve(p.body));
    for (ModelGraph& graph : m_module.functions) {
        graph.dropDestinationPlaceholders();
        // An encoding written inline has no place of its own in the file: point at the op producing it.
        checkValueLayouts(graph, [&](int id, const Error& e) {
            const Value& v = graph.value(id);
            if (graph.aliasPosition(v.type.encoding) || v.producer < 0)
                return;
            const Op& op = graph.ops()[size_t(v.producer)];
            throw Error(e.what(), op.line, op.column);
        });
    }
    size_t main = m_module.functions.size();
    for (size_t i = 0; i < m_module.functions.size() && main == m_module.functions.size(); ++i) {
        if (m_module.functions[i].name() == "main")
            main = i;
    }
    for (size_t i = 0; i < m_module.functions.size() && main == m_module.functions.size(); ++i) {
        if (m_public[i])
            main = i;
    }
    m_module.mainIndex = main == m_module.functions.size() ? 0 : main;
    return std::move(m_module);
}

void MlirReader::parseRegion(RegionKind kind, size_t opener, int depth)
{
    if (depth > kMaxNesting)
        m_s.fail(opener, fmt::format("regions are nested more than {} deep", kMaxNesting));
    while (true) {
        m_s.skipSpace();
        if (m_s.exhausted()) {
            if (opener == kNoOpener)
                return;
            const TextPosition open = m_s.position(opener);
            m_s.fail(m_s.offset(),
                fmt::format("unexpected end of the text: the '{{' at {}:{} is not closed", open.line, open.column));
        }
        const char c = m_s.peekRaw();
        if (c == '}') {
            if (opener == kNoOpener)
                m_s.fail(m_s.offset(), "unbalanced '}' (no region is open)");
            m_s.seek(m_s.offset() + 1);
            return;
        }
        if (c == '#')
            parseAliasDefinition();
        else if (c == '!')
            m_types.parseAliasDefinition();
        else if (kind == RegionKind::FunctionBody)
            parseOperation();
        else
            parseStructural(depth);
    }
}

void MlirReader::parseAliasDefinition()
{
    const size_t start = m_s.offset();
    const std::string_view name = m_s.sigilName('#');
    if (name.empty())
        m_s.fail(start, "expected an alias name after '#'");
    m_s.expect('=', fmt::format("after the alias name {}", name));
    // The value starts on the line of its name; an empty one must not swallow the next statement.
    if (m_s.skipInlineSpace())
        m_s.fail(m_s.offset(), fmt::format("expected an attribute after '{} ='", name));
    const size_t valueStart = m_s.offset();
    if (m_s.consumeKeyword("loc") && m_s.peek() == '(') {
        const std::string_view group = m_s.balanced("the location");
        m_locations.define(name.substr(1), group.substr(1, group.size() - 2));
        return;
    }
    m_s.seek(valueStart);
    const std::string_view value = trimSpace(m_s.restOfStatement("the alias definition"));
    if (value.empty())
        m_s.fail(valueStart, fmt::format("expected an attribute after '{} ='", name));
    const std::string key(name.substr(1));
    if (!m_aliases.emplace(key, std::string(value)).second)
        m_s.fail(start, fmt::format("the alias {} is defined twice", name));
    m_aliasPositions[key] = m_s.position(valueStart);
}

void MlirReader::parseStructural(int depth)
{
    if (m_s.consumeKeyword("module") || m_s.consumeKeyword("builtin.module")) {
        parseModule(depth);
        return;
    }
    if (m_s.consumeKeyword("func.func") || m_s.consumeKeyword("func")) {
        parseFunction(depth);
        return;
    }
    // Any other module-level statement is an operation (`ttcore.device @d = ...`, `"dialect.op"(...)` or
    // `%x = ...`): it runs to the end of its line, and a '{' that ends a line opens a region whose contents
    // are read like a module's (`ttcore.device_module {`). A bare word is a typo, never skipped.
    const std::string_view text = m_s.text();
    {
        const size_t p = m_s.offset();
        const char first = m_s.peekRaw();
        if (first != '"' && first != '%') {
            const std::string_view word = m_s.identifier();
            m_s.seek(p);
            if (word.find('.') == std::string_view::npos)
                m_s.fail(p,
                    fmt::format("expected an operation (dialect.name ...) at module level, found {}", m_s.describe(p)));
        }
    }
    while (!m_s.skipInlineSpace()) {
        const size_t p = m_s.offset();
        const char c = text[p];
        if (c == '{') {
            m_s.seek(p + 1);
            if (m_s.skipInlineSpace()) {
                parseRegion(RegionKind::Other, p, depth + 1);
                continue;
            }
            m_s.seek(p);
            m_s.balanced("the attributes");
        } else if (c == '(' || c == '[' || c == '<') {
            m_s.balanced("the statement");
        } else if (c == '"') {
            m_s.seek(m_s.skipString(p));
        } else if (c == '}') {
            return; // closes the enclosing region
        } else if (c == ')' || c == ']' || c == '>') {
            m_s.fail(p, fmt::format("unbalanced '{}'", c));
        } else {
            m_s.seek(p + 1);
        }
    }
}

void MlirReader::parseModule(int depth)
{
    if (m_s.peek() == '@') {
        const std::string_view name = parseSymbol("the module name");
        if (!m_sawModule)
            m_module.name = std::string(name);
    }
    m_sawModule = true;
    if (m_s.consumeKeyword("attributes")) {
        if (m_s.peek() != '{')
            m_s.fail(
                m_s.offset(), fmt::format("expected '{{' after 'attributes', found {}", m_s.describe(m_s.offset())));
        m_s.balanced("the module attributes");
    }
    if (m_s.peek() != '{')
        m_s.fail(
            m_s.offset(), fmt::format("expected '{{' to open the module body, found {}", m_s.describe(m_s.offset())));
    const size_t opener = m_s.offset();
    m_s.seek(opener + 1);
    parseRegion(RegionKind::Other, opener, depth + 1);
    parseOptionalLoc();
}

std::string_view MlirReader::parseSymbol(std::string_view what)
{
    const size_t start = m_s.offset();
    if (m_s.peek() != '@')
        m_s.fail(start, fmt::format("expected {} (@name), found {}", what, m_s.describe(start)));
    if (start + 1 < m_s.text().size() && m_s.text()[start + 1] == '"') {
        m_s.seek(start + 1);
        return m_s.stringLiteral(what);
    }
    const std::string_view name = m_s.sigilName('@');
    if (name.empty())
        m_s.fail(start, fmt::format("expected {} after '@'", what));
    return name.substr(1);
}

void MlirReader::define(std::string_view name, size_t offset, int first, int count)
{
    if (!m_scope.emplace(name, ResultGroup { first, count }).second)
        m_s.fail(offset, fmt::format("the value {} is defined twice", name));
}

void MlirReader::parseFunction(int depth)
{
    bool isPublic = true;
    if (m_s.consumeKeyword("private") || m_s.consumeKeyword("nested"))
        isPublic = false;
    else
        m_s.consumeKeyword("public");
    ModelGraph graph;
    m_s.skipSpace();
    const size_t nameOffset = m_s.offset();
    const std::string_view name = parseSymbol("the function name");
    if (const auto [it, added] = m_functionNames.emplace(name, nameOffset); !added) {
        const TextPosition first = m_s.position(it->second);
        m_s.fail(nameOffset,
            fmt::format("the function @{} is defined twice (first at line {}, column {})", excerpt(name), first.line,
                first.column));
    }
    graph.setName(std::string(name));
    m_scope.clear();
    m_s.expect('(', "to open the argument list");
    if (!m_s.consume(')')) {
        while (true) {
            m_s.skipSpace();
            const size_t offset = m_s.offset();
            const std::string_view name = m_s.sigilName('%');
            if (!name.empty())
                m_s.expect(':', fmt::format("after the argument {}", name));
            TensorType type = m_types.parseType();
            std::string attributes;
            if (m_s.peek() == '{')
                attributes = elideDensePayloads(m_s.balanced("the argument attributes"), kElidedPayload);
            parseOptionalLoc();
            if (!name.empty()) {
                const int id = graph.addArgument(std::string(name), std::move(type), std::move(attributes));
                define(name, offset, id, 1);
            }
            if (m_s.consume(','))
                continue;
            m_s.expect(')', "or ',' in the argument list");
            break;
        }
    }
    if (m_s.consume("->")) {
        if (m_s.consume('(')) {
            if (!m_s.consume(')')) {
                while (true) {
                    m_types.parseType();
                    if (m_s.peek() == '{')
                        m_s.balanced("the result attributes");
                    if (m_s.consume(','))
                        continue;
                    m_s.expect(')', "or ',' in the result types");
                    break;
                }
            }
        } else {
            m_types.parseType();
        }
    }
    if (m_s.consumeKeyword("attributes")) {
        if (m_s.peek() != '{')
            m_s.fail(
                m_s.offset(), fmt::format("expected '{{' after 'attributes', found {}", m_s.describe(m_s.offset())));
        m_s.balanced("the function attributes");
    }
    if (m_s.peek() == '{') {
        const size_t opener = m_s.offset();
        m_s.seek(opener + 1);
        m_module.functions.push_back(std::move(graph));
        m_public.push_back(isPublic);
        m_graph = &m_module.functions.back();
        m_checker.startFunction(*m_graph);
        parseRegion(RegionKind::FunctionBody, opener, depth + 1);
        m_graph = nullptr;
    }
    parseOptionalLoc();
}

std::string_view MlirReader::parseOptionalLoc()
{
    const size_t start = m_s.offset();
    if (m_s.consumeKeyword("loc") && m_s.peek() == '(') {
        const std::string_view group = m_s.balanced("the location");
        return group.substr(1, group.size() - 2);
    }
    m_s.seek(start);
    return {};
}

void MlirReader::parseBlockLabel()
{
    const size_t start = m_s.offset();
    if (m_s.sigilName('^').empty())
        m_s.fail(start, "expected a block name after '^'");
    if (m_s.consume('(') && !m_s.consume(')')) {
        while (true) {
            m_s.skipSpace();
            const size_t offset = m_s.offset();
            const std::string_view name = m_s.sigilName('%');
            if (name.empty())
                m_s.fail(offset, fmt::format("expected a block argument (%name), found {}", m_s.describe(offset)));
            m_s.expect(':', fmt::format("after the block argument {}", name));
            TensorType type = m_types.parseType();
            parseOptionalLoc();
            define(name, offset, m_graph->addBlockArgument(std::string(name), std::move(type)), 1);
            if (m_s.consume(','))
                continue;
            m_s.expect(')', "or ',' in the block arguments");
            break;
        }
    }
    m_s.expect(':', "after the block label");
}

int MlirReader::parseUse(UndefinedUse undefined)
{
    const size_t offset = m_s.offset();
    const std::string_view name = m_s.sigilName('%');
    if (name.empty())
        m_s.fail(offset, fmt::format("expected an operand (%name), found {}", m_s.describe(offset)));
    int64_t index = 0;
    if (m_s.peekRaw() == '#') {
        m_s.seek(m_s.offset() + 1);
        index = m_s.integer("the result number", kMaxResults);
    }
    const auto it = m_scope.find(name);
    if (it == m_scope.end()) {
        if (undefined == UndefinedUse::Opaque)
            return -1;
        m_s.fail(offset, fmt::format("use of undefined value {}", name));
    }
    if (index >= it->second.count) {
        if (undefined == UndefinedUse::Opaque)
            return -1;
        m_s.fail(offset, fmt::format("{} has {} result(s); #{} does not exist", name, it->second.count, index));
    }
    return it->second.first + int(index);
}

void MlirReader::parseOperation()
{
    const size_t start = m_s.offset();
    if (m_s.peekRaw() == '^') {
        parseBlockLabel();
        return;
    }
    std::vector<ResultName> names;
    int64_t resultCount = 0;
    if (m_s.peekRaw() == '%') {
        while (true) {
            m_s.skipSpace();
            ResultName r;
            r.offset = m_s.offset();
            r.name = m_s.sigilName('%');
            if (r.name.empty())
                m_s.fail(r.offset, fmt::format("expected a result name (%name), found {}", m_s.describe(r.offset)));
            if (m_s.peekRaw() == ':') {
                m_s.seek(m_s.offset() + 1);
                r.count = m_s.integer("the result count", kMaxResults);
                if (r.count < 1)
                    m_s.fail(r.offset, fmt::format("{} must have at least one result", r.name));
            }
            resultCount += r.count;
            if (resultCount > kMaxResults)
                m_s.fail(r.offset, "too many results");
            names.push_back(r);
            if (!m_s.consume(','))
                break;
        }
        m_s.expect('=', "after the result names");
    }
    Op op;
    const TextPosition position = m_s.position(start);
    op.line = position.line;
    op.column = position.column;
    std::vector<TensorType> resultTypes;
    std::string_view loc;
    const char c = m_s.peek();
    if (c == '"')
        parseGenericOp(op, resultTypes, resultCount, loc);
    else if (TextScanner::isIdentStart(c))
        parsePrettyOp(op, resultTypes, resultCount, loc);
    else
        m_s.fail(m_s.offset(), fmt::format("expected an operation, found {}", m_s.describe(m_s.offset())));
    if (!op.kind.isKnown())
        op.opaque = true;
    if (op.kind.isReturn() && resultCount > 0)
        m_s.fail(start, fmt::format("\"{}\" has no results", op.kind));

    std::vector<std::pair<std::string, TensorType>> results;
    results.reserve(size_t(resultCount));
    const int first = int(m_graph->values().size());
    int next = first;
    for (const ResultName& r : names) {
        for (int64_t i = 0; i < r.count; ++i) {
            std::string name = r.count == 1 ? std::string(r.name) : fmt::format("{}#{}", r.name, i);
            results.emplace_back(std::move(name), std::move(resultTypes[results.size()]));
        }
        define(r.name, r.offset, next, int(r.count));
        next += int(r.count);
    }
    const int index = m_graph->addOp(std::move(op), std::move(results));
    if (!loc.empty())
        m_pendingLocs.push_back({ m_module.functions.size() - 1, index, loc });
}

void MlirReader::parseGenericOp(
    Op& op, std::vector<TensorType>& resultTypes, int64_t resultCount, std::string_view& loc)
{
    const size_t kindOffset = m_s.offset();
    const std::string_view kind = m_s.stringLiteral("the operation name");
    if (kind.empty())
        m_s.fail(kindOffset, "the operation name is empty");
    op.kind = std::string(kind);
    m_s.expect('(', fmt::format("after \"{}\" (its operand list)", kind));
    std::vector<size_t> useOffsets;
    if (!m_s.consume(')')) {
        while (true) {
            m_s.skipSpace();
            useOffsets.push_back(m_s.offset());
            op.operands.push_back(parseUse(UndefinedUse::Error));
            if (m_s.consume(','))
                continue;
            m_s.expect(')', "or ',' in the operand list");
            break;
        }
    }
    if (m_s.peek() == '[')
        m_s.balanced("the successors");
    if (m_s.peekIs("<{"))
        op.properties = elideDensePayloads(m_s.balanced("the properties"), kElidedPayload);
    if (m_s.peek() == '(')
        m_s.balanced("the regions");
    if (m_s.peek() == '{')
        op.attributes = elideDensePayloads(m_s.balanced("the attributes"), kElidedPayload);
    m_s.expect(':', fmt::format("before the type of \"{}\"", kind));
    m_s.skipSpace();
    const size_t typeOffset = m_s.offset();
    std::vector<TensorType> operandTypes;
    m_types.parseFunctionType(operandTypes, resultTypes);
    if (operandTypes.size() != op.operands.size())
        m_s.fail(typeOffset,
            fmt::format(
                "the type lists {} operand(s) but \"{}\" has {}", operandTypes.size(), kind, op.operands.size()));
    if (int64_t(resultTypes.size()) != resultCount)
        m_s.fail(typeOffset,
            fmt::format("the type lists {} result(s) but \"{}\" defines {}", resultTypes.size(), kind, resultCount));
    m_checker.checkOperandTypes(op, operandTypes, typeOffset);
    for (size_t i = 0; i < op.operands.size(); ++i)
        m_checker.noteUse(op.operands[i], useOffsets[i], op);
    m_checker.noteDeallocation(op, kindOffset);
    loc = parseOptionalLoc();
}

MlirReader::PrettyStatement MlirReader::scanPrettyStatement() const
{
    const std::string_view text = m_s.text();
    PrettyStatement st;
    int braces = 0;
    int depth = 0;
    size_t p = m_s.offset();
    while (p < text.size()) {
        const char c = text[p];
        if (c == '"') {
            p = m_s.skipString(p);
            continue;
        }
        if (c == '\n' && depth == 0)
            break;
        if (c == '%' && braces == 0) {
            st.uses.push_back(p);
        } else if (c == ':' && depth == 0) {
            st.colon = p;
        } else if (depth == 0 && c == 'l' && text.substr(p, 4) == "loc(" && !TextScanner::isIdentChar(text[p - 1])) {
            st.locStart = p;
        } else if (c == '(' || c == '[' || c == '{' || c == '<') {
            braces += (c == '{' || c == '<');
            ++depth;
        } else if ((c == ')' || c == ']' || c == '}' || c == '>') && !(c == '>' && text[p - 1] == '-')) {
            if (depth == 0)
                break; // closes the enclosing region (`... }`)
            braces -= (c == '}' || c == '>');
            --depth;
        }
        ++p;
    }
    st.end = p;
    return st;
}

void MlirReader::readPrettyTypes(const PrettyStatement& st, std::vector<TensorType>& resultTypes)
{
    if (st.colon == kNoOpener)
        return;
    m_s.seek(st.colon + 1);
    const size_t limit = st.locStart != kNoOpener && st.locStart > st.colon ? st.locStart : st.end;
    try {
        if (m_s.peek() == '(') {
            std::vector<TensorType> inputs;
            m_types.parseFunctionType(inputs, resultTypes);
        } else {
            resultTypes = m_types.parseTypeList();
        }
        m_s.skipInlineSpace();
        if (m_s.offset() < limit)
            resultTypes.clear();
    } catch (const Error&) {
        resultTypes.clear();
    }
}

void MlirReader::parsePrettyOp(Op& op, std::vector<TensorType>& resultTypes, int64_t resultCount, std::string_view& loc)
{
    const std::string_view kind = m_s.identifier();
    op.kind = kind == "return" ? "func.return" : std::string(kind);
    const bool known = op.kind.isKnown();
    const PrettyStatement st = scanPrettyStatement();
    // Brackets inside the statement must balance; the scanner reports the exact place if they do not.
    m_s.restOfStatement(fmt::format("the operation {}", kind));
    for (size_t use : st.uses) {
        m_s.seek(use);
        const int id = parseUse(known ? UndefinedUse::Error : UndefinedUse::Opaque);
        if (id >= 0) {
            op.operands.push_back(id);
            m_checker.noteUse(id, use, op);
        } else {
            op.opaque = true;
        }
    }
    readPrettyTypes(st, resultTypes);
    if (!st.uses.empty())
        m_checker.noteDeallocation(op, st.uses.front());
    if (op.kind == "func.return")
        resultTypes.clear();
    else if (int64_t(resultTypes.size()) != resultCount && !resultTypes.empty() && resultCount > 0)
        resultTypes.assign(size_t(resultCount), resultTypes.back());
    if (int64_t(resultTypes.size()) != resultCount) {
        op.opaque = true;
        TensorType unknown;
        unknown.isTensor = false;
        unknown.typeText = "?";
        resultTypes.assign(size_t(resultCount), unknown);
    }
    if (st.locStart != kNoOpener) {
        m_s.seek(st.locStart);
        loc = parseOptionalLoc();
    }
    m_s.seek(st.end);
}

} // namespace

ModelModule readMlirModule(std::string_view text)
{
    if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
        const TextPosition at = LineIndex(text).position(nul);
        throw Error("a NUL byte: MLIR text holds none (is this a binary file?)",
            ErrorPlace { .source = ErrorSource::ModelFile, .line = at.line, .column = at.column });
    }
    try {
        return MlirReader(text).read();
    } catch (const Error& e) {
        throw e.from(ErrorSource::ModelFile);
    }
}

ModelGraph readMlirModel(std::string_view text)
{
    ModelModule module = readMlirModule(text);
    return std::move(module.functions[module.mainIndex]);
}

} // namespace tle
