// SPDX-License-Identifier: MIT
#include "io/model/mlirmodelreader.h"

#include "io/model/mlirreader.h"
#include "io/model/valuelayout.h"
#include "util/excerpt.h"
#include "util/workerpool.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

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
        m_module.functions[p.function].setOpLocation(p.op, m_locations.resolve(p.body), m_locations.isName(p.body));
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
        if (c == '{' && opener == kNoOpener && m_s.text().substr(m_s.offset()).starts_with("{-#")) {
            skipFileMetadata();
            continue;
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

// `{-# dialect_resources: {...} #-}` after the module: blobs (constants' data) and other metadata, no ops.
void MlirReader::skipFileMetadata()
{
    const size_t start = m_s.offset();
    const size_t end = m_s.text().find("#-}", start + 3);
    if (end == std::string_view::npos)
        m_s.fail(start, "the file metadata block '{-#' is not closed by '#-}'");
    m_s.seek(end + 3);
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
    // A module is a symbol table of its own.
    std::unordered_map<std::string_view, size_t> outer;
    outer.swap(m_functionNames);
    parseRegion(RegionKind::Other, opener, depth + 1);
    m_functionNames.swap(outer);
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
    graph.setName(uniqueFunctionName(name, nameOffset));
    m_scope.clear();
    parseArguments(graph);
    skipResultTypes();
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
        // Newlines between two offsets by the scanner's line index (the reader numbers every op's line with it).
        const auto newlines
            = [this](size_t from, size_t to) { return size_t(m_s.position(to).line - m_s.position(from).line); };
        if (!m_linesAhead)
            m_linesAhead = newlines(opener, m_s.text().size());
        m_graph->reserve(*m_linesAhead + 1, *m_linesAhead + 1 + m_graph->values().size());
        m_warmer.warm(m_graph->ops().data(), m_graph->ops().capacity() * sizeof(Op));
        m_warmer.warm(m_graph->values().data(), m_graph->values().capacity() * sizeof(Value));
        m_checker.startFunction(*m_graph);
        parseRegion(RegionKind::FunctionBody, opener, depth + 1);
        *m_linesAhead -= std::min(*m_linesAhead, newlines(opener, m_s.offset()));
        // A module of many functions: each was given room for the rest of the text.
        if (m_graph->ops().capacity() > 2 * m_graph->ops().size() + 1024)
            m_graph->shrinkToFit();
        m_graph = nullptr;
    }
    parseOptionalLoc();
}

// The function's name, defined once in its module; a name an earlier module used is made unique as MLIR's symbol
// tables do, with a numeric suffix.
std::string MlirReader::uniqueFunctionName(std::string_view name, size_t nameOffset)
{
    if (const auto [it, added] = m_functionNames.emplace(name, nameOffset); !added) {
        const TextPosition first = m_s.position(it->second);
        m_s.fail(nameOffset,
            fmt::format("the function @{} is defined twice (first at line {}, column {})", excerpt(name), first.line,
                first.column));
    }
    std::string unique(name);
    if (const auto earlier = m_namesRead.find(unique); earlier != m_namesRead.end()) {
        int& next = earlier->second;
        do
            unique = fmt::format("{}_{}", name, next++);
        while (m_namesRead.contains(unique));
    }
    m_namesRead.emplace(unique, 1);
    return unique;
}

// `(%arg0: type {attributes} loc(...), ...)`: each named argument becomes a value of the graph.
void MlirReader::parseArguments(ModelGraph& graph)
{
    m_s.expect('(', "to open the argument list");
    if (m_s.consume(')'))
        return;
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

// `-> type` or `-> (type {attributes}, ...)`: read for their syntax only, the returns give the results.
void MlirReader::skipResultTypes()
{
    if (!m_s.consume("->"))
        return;
    if (!m_s.consume('(')) {
        m_types.parseType();
        return;
    }
    if (m_s.consume(')'))
        return;
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

namespace {

// The first NUL byte of `text`, or npos. A large text is searched in halves on two cores: the search is the first
// to read each page of a model file, which takes the system longer than the search itself.
size_t firstNul(std::string_view text)
{
    constexpr size_t kSplitAbove = size_t(1) << 23;
    if (text.size() < kSplitAbove)
        return text.find('\0');
    const size_t half = text.size() / 2;
    size_t found[2] = { std::string_view::npos, std::string_view::npos };
    WorkerPool::shared().run(2, 1, [&](int64_t part) {
        const std::string_view piece = part == 0 ? text.substr(0, half) : text.substr(half);
        const size_t at = piece.find('\0');
        found[part] = at == std::string_view::npos ? at : at + (part == 0 ? 0 : half);
    });
    return std::min(found[0], found[1]);
}

} // namespace

ModelModule readMlirModule(std::string_view text)
{
    if (const size_t nul = firstNul(text); nul != std::string_view::npos) {
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
