// SPDX-License-Identifier: MIT
#include "io/model/mlirreader.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

void MlirReader::define(std::string_view name, size_t offset, int first, int count)
{
    if (!m_scope.define(name, { first, count }))
        m_s.fail(offset, fmt::format("the value {} is defined twice", name));
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
    const ValueScope::Group* group = m_scope.find(name);
    if (!group) {
        if (undefined == UndefinedUse::Opaque)
            return -1;
        m_s.fail(offset, fmt::format("use of undefined value {}", name));
    }
    if (index >= group->count) {
        if (undefined == UndefinedUse::Opaque)
            return -1;
        m_s.fail(offset, fmt::format("{} has {} result(s); #{} does not exist", name, group->count, index));
    }
    return group->first + int(index);
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
    const auto known = std::ranges::find(m_kinds, kind, [](const OpKind& k) { return std::string_view(k.name()); });
    if (known != m_kinds.end()) {
        op.kind = *known;
    } else {
        op.kind = std::string(kind);
        m_kinds[m_nextKind++ % m_kinds.size()] = op.kind;
    }
    // The message is formatted only on failure: this runs once per op of a million-op model.
    if (!m_s.consume('('))
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
    if (!m_s.consume(':'))
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
        if (c == '\n' && depth == 0) {
            // A statement goes on when the next line starts with its type (`: ...`), its results (`-> ...`) or
            // a named operand group (`ins(...)`, `outs(...)`).
            size_t q = p + 1;
            while (q < text.size() && (text[q] == ' ' || text[q] == '\t' || text[q] == '\r'))
                ++q;
            const std::string_view next = text.substr(q);
            if (next.starts_with(':') || next.starts_with("->") || next.starts_with("ins(")
                || next.starts_with("outs(")) {
                p = q;
                continue;
            }
            break;
        }
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
            // `: tensor<...> -> tensor<...>`: a function type whose single input needs no parentheses.
            m_s.skipSpace();
            if (m_s.consume("->")) {
                m_s.skipSpace();
                resultTypes.clear();
                if (m_s.consume('(')) {
                    if (!m_s.consume(')')) {
                        resultTypes = m_types.parseTypeList();
                        m_s.expect(')', "or ',' in the result types");
                    }
                } else {
                    resultTypes.push_back(m_types.parseType());
                }
            }
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

} // namespace tle
