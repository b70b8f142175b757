// SPDX-License-Identifier: MIT
#include "io/model/mlirtypeparser.h"

#include "io/mlir/mlirtypes.h"

#include <fmt/format.h>

namespace tle {

namespace {

// Type aliases of type aliases are followed this deep, so that a cycle or a long chain cannot exhaust the stack.
constexpr int kMaxAliasDepth = 200;

} // namespace

void MlirTypeParser::parseAliasDefinition()
{
    const size_t start = m_s.offset();
    m_s.seek(start + 1);
    const std::string_view name = m_s.identifier();
    if (name.empty() || m_s.text()[start + 1] != name.front())
        m_s.fail(start, "expected a type alias name after '!'");
    m_s.expect('=', fmt::format("after the type alias name !{}", name));
    m_s.skipSpace();
    const size_t typeStart = m_s.offset();
    parseType();
    if (!m_typeAliases.emplace(name, typeStart).second)
        m_s.fail(start, fmt::format("the type alias !{} is defined twice", name));
}

TensorType MlirTypeParser::parseType(int depth)
{
    m_s.skipSpace();
    const size_t start = m_s.offset();
    if (m_s.consumeKeyword("tensor"))
        return parseTensorBody(start);
    TensorType type;
    type.isTensor = false;
    if (m_s.peekRaw() == '!') {
        m_s.seek(start + 1);
        const std::string_view name = m_s.identifier();
        if (name.empty() || m_s.text()[start + 1] != name.front())
            m_s.fail(start, "expected a type name after '!'");
        const auto alias = m_typeAliases.find(name);
        if (alias != m_typeAliases.end() && m_s.peekRaw() != '<') {
            if (depth > kMaxAliasDepth)
                m_s.fail(start, "type aliases are nested too deep");
            const size_t resume = m_s.offset();
            m_s.seek(alias->second);
            type = parseType(depth + 1);
            m_s.seek(resume);
            return type;
        }
    } else if (!m_s.identifier().empty()) {
        // A builtin non-tensor type: f32, index, none, memref<...>, vector<...>, tuple<...>.
    } else {
        m_s.fail(start, fmt::format("expected a type, found {}", m_s.describe(start)));
    }
    if (m_s.peekRaw() == '<')
        m_s.balanced("the type parameters");
    type.typeText = std::string(m_s.text().substr(start, m_s.offset() - start));
    return type;
}

TensorType MlirTypeParser::parseTensorBody(size_t start)
{
    const size_t aliases = m_aliases.size() + m_typeAliases.size();
    if (aliases != m_knownWithAliases) {
        m_known = {};
        m_knownWithAliases = aliases;
    }
    const std::string_view rest = m_s.text().substr(start);
    for (const KnownType& known : m_known) {
        if (!known.text.empty() && rest.starts_with(known.text)) {
            m_s.seek(start + known.text.size());
            return known.type;
        }
    }
    TensorType type = readTensorBody(start);
    KnownType& slot = m_known[m_nextKnown++ % kKnownTypes];
    slot.text.assign(m_s.text().substr(start, m_s.offset() - start));
    slot.type = type;
    return type;
}

TensorType MlirTypeParser::readTensorBody(size_t start)
{
    m_s.expect('<', "after 'tensor'");
    TensorType type;
    while (true) {
        m_s.skipSpace();
        const size_t p = m_s.offset();
        const char c = m_s.peekRaw();
        if (c == '?' || c == '*')
            m_s.fail(p, fmt::format("{} tensor types are not supported", c == '?' ? "dynamic" : "unranked"));
        if (c < '0' || c > '9')
            break;
        type.shape.push_back(m_s.integer("a dimension", kMaxDim));
        m_s.expect('x', "after the dimension");
    }
    m_s.skipSpace();
    const size_t elementOffset = m_s.offset();
    if (m_s.peekRaw() == '!') {
        // An element type alias (`!tile_f32 = !ttcore.tile<32x32, f32>`) is read at its definition.
        m_s.seek(elementOffset + 1);
        const std::string_view aliasName = m_s.identifier();
        const auto alias = m_typeAliases.find(aliasName);
        const bool aliased = !aliasName.empty() && alias != m_typeAliases.end() && m_s.peekRaw() != '<';
        const size_t resume = m_s.offset();
        const size_t at = aliased ? alias->second : elementOffset;
        TextScanner cursor(m_s.text().substr(at), { .origin = m_s.position(at) });
        type.elementType = parseTypeElement(cursor, "the tensor type").scalar;
        m_s.seek(aliased ? resume : elementOffset + cursor.offset());
    } else {
        const std::string_view name = m_s.identifier();
        if (name.empty())
            m_s.fail(elementOffset,
                fmt::format("expected an element type in the tensor type, found {}", m_s.describe(elementOffset)));
        // The device has no complex data type: such a tensor is kept as an opaque value, which no policy plans.
        if (name == "complex" && m_s.peekRaw() == '<') {
            m_s.balanced("the complex type's parameters");
            if (m_s.consume(','))
                m_s.until('>', "the tensor type");
            if (!m_s.consume('>'))
                m_s.fail(m_s.offset(),
                    fmt::format("expected '>' to close the tensor type, found {}", m_s.describe(m_s.offset())));
            type.isTensor = false;
            type.typeText = std::string(m_s.text().substr(start, m_s.offset() - start));
            return type;
        }
        const auto element = parseElementType(name);
        if (!element)
            m_s.fail(elementOffset, fmt::format("unknown element type '{}' (known: {})", name, allElementTypeNames()));
        type.elementType = *element;
    }
    if (m_s.consume(',')) {
        m_s.skipSpace();
        const size_t encodingOffset = m_s.offset();
        const std::string_view encoding = trimSpace(m_s.until('>', "the tensor type"));
        if (encoding.empty())
            m_s.fail(encodingOffset, "expected an encoding attribute after ','");
        bool single = encoding.size() > 1 && encoding.front() == '#';
        for (size_t i = 1; single && i < encoding.size(); ++i)
            single = TextScanner::isSuffixChar(encoding[i]);
        const std::string_view name = encoding.substr(1);
        if (single && m_aliases.count(std::string(name)))
            type.encoding = std::string(name);
        else if (single && name.find('.') == std::string_view::npos)
            m_s.fail(encodingOffset, fmt::format("undefined attribute alias {}", encoding));
        else
            type.encoding = std::string(encoding);
    }
    if (!m_s.consume('>'))
        m_s.fail(m_s.offset(),
            fmt::format("expected '>' to close the tensor type at {}:{}, found {}", m_s.position(start).line,
                m_s.position(start).column, m_s.describe(m_s.offset())));
    return type;
}

std::vector<TensorType> MlirTypeParser::parseTypeList()
{
    std::vector<TensorType> types;
    types.push_back(parseType());
    while (m_s.consume(','))
        types.push_back(parseType());
    return types;
}

void MlirTypeParser::parseFunctionType(std::vector<TensorType>& inputs, std::vector<TensorType>& results)
{
    m_s.expect('(', "to open the operand types");
    if (!m_s.consume(')')) {
        inputs = parseTypeList();
        m_s.expect(')', "or ',' in the operand types");
    }
    m_s.expect("->", "between the operand and result types");
    if (m_s.consume('(')) {
        if (!m_s.consume(')')) {
            results = parseTypeList();
            m_s.expect(')', "or ',' in the result types");
        }
    } else {
        results.push_back(parseType());
    }
}

} // namespace tle
