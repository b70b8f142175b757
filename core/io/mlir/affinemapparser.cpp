// SPDX-License-Identifier: MIT
#include "io/mlir/affinemapparser.h"

#include "util/error.h"
#include "util/excerpt.h"
#include "util/textscanner.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>
#include <unordered_map>
#include <utility>

#include <fmt/format.h>

namespace tle {

namespace {

// Parentheses nesting accepted by the parser; deeper input is rejected instead of recursing further.
constexpr int kMaxNesting = 200;

enum class Tok
{
    End,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Arrow,
    Plus,
    Minus,
    Star,
    Less,
    Greater,
    Integer,
    Identifier,
    FloorDiv,
    CeilDiv,
    Mod,
    Invalid,
};

struct Token
{
    Tok kind = Tok::End;
    std::string_view text;
    int line = 1;
    int column = 1;
    uint64_t magnitude = 0; // integer literals: value when it fits in 63 bits + 1, see `tooLarge`
    bool tooLarge = false;
};

constexpr uint64_t kMinMagnitude = uint64_t(1) << 63; // |INT64_MIN|

Tok punctuation(char c)
{
    constexpr std::string_view chars = "()[],+-*<>";
    constexpr Tok kinds[] = { Tok::LParen, Tok::RParen, Tok::LSquare, Tok::RSquare, Tok::Comma, Tok::Plus, Tok::Minus,
        Tok::Star, Tok::Less, Tok::Greater };
    const size_t i = chars.find(c);
    return i == std::string_view::npos ? Tok::Invalid : kinds[i];
}

class Lexer
{
public:
    Lexer(std::string_view text, int line, int columnOffset)
        : m_s(text, { .origin = { line, columnOffset + 1 } })
    { }

    Token next()
    {
        m_s.skipSpace();
        Token tok;
        const TextPosition at = m_s.position(m_s.offset());
        tok.line = at.line;
        tok.column = at.column;
        if (m_s.exhausted()) {
            tok.kind = Tok::End;
            return tok;
        }
        const size_t start = m_s.offset();
        const char c = m_s.peekRaw();
        if (c >= '0' && c <= '9') {
            lexInteger(tok);
        } else if (TextScanner::isIdentStart(c)) {
            const std::string_view word = m_s.identifier();
            tok.kind = word == "floordiv" ? Tok::FloorDiv
                : word == "ceildiv"       ? Tok::CeilDiv
                : word == "mod"           ? Tok::Mod
                                          : Tok::Identifier;
        } else if (m_s.consume("->")) {
            tok.kind = Tok::Arrow;
        } else {
            m_s.seek(start + 1);
            tok.kind = punctuation(c);
        }
        tok.text = m_s.text().substr(start, m_s.offset() - start);
        return tok;
    }

private:
    // Decimal or 0x-hex; the magnitude saturates so that any length of digits stays linear and safe.
    void lexInteger(Token& tok)
    {
        tok.kind = Tok::Integer;
        const std::string_view text = m_s.text();
        size_t p = m_s.offset();
        unsigned base = 10;
        if (text[p] == '0' && p + 2 < text.size() && text[p + 1] == 'x' && hexDigitValue(text[p + 2]) >= 0) {
            base = 16;
            p += 2;
        }
        for (; p < text.size(); ++p) {
            const int digit
                = base == 16 ? hexDigitValue(text[p]) : (text[p] >= '0' && text[p] <= '9' ? text[p] - '0' : -1);
            if (digit < 0)
                break;
            if (!tok.tooLarge) {
                if (__builtin_mul_overflow(tok.magnitude, uint64_t(base), &tok.magnitude)
                    || __builtin_add_overflow(tok.magnitude, uint64_t(digit), &tok.magnitude)
                    || tok.magnitude > kMinMagnitude)
                    tok.tooLarge = true;
            }
        }
        m_s.seek(p);
    }

    TextScanner m_s;
};

std::string describe(const Token& tok)
{
    switch (tok.kind) {
    case Tok::End:
        return "end of input";
    case Tok::Identifier:
        return fmt::format("identifier '{}'", excerpt(tok.text));
    case Tok::Integer:
        return fmt::format("integer '{}'", excerpt(tok.text));
    case Tok::FloorDiv:
    case Tok::CeilDiv:
    case Tok::Mod:
        return fmt::format("keyword '{}'", tok.text);
    case Tok::Invalid: {
        const auto byte = static_cast<unsigned char>(tok.text.front());
        if (byte >= 0x20 && byte < 0x7f)
            return fmt::format("character '{}'", tok.text);
        return fmt::format("byte 0x{:02x}", byte);
    }
    default:
        return fmt::format("'{}'", tok.text);
    }
}

class Parser
{
public:
    Parser(std::string_view text, int line, int columnOffset)
        : m_lexer(text, line, columnOffset)
    {
        advance();
    }

    AffineMap parseMap()
    {
        bool wrapped = false;
        if (m_tok.kind == Tok::Identifier && m_tok.text == "affine_map") {
            advance();
            expect(Tok::Less, "'<' after 'affine_map'");
            wrapped = true;
        }

        expect(Tok::LParen, "'(' to open the dimension list");
        const unsigned numDims = parseNameList(Tok::RParen);
        unsigned numSymbols = 0;
        if (m_tok.kind == Tok::LSquare) {
            advance();
            numSymbols = parseNameList(Tok::RSquare);
        }
        expect(Tok::Arrow, "'->'");
        expect(Tok::LParen, "'(' to open the result list");
        std::vector<AffineExpr> results;
        if (m_tok.kind == Tok::RParen) {
            advance();
        } else {
            for (;;) {
                results.push_back(parseSum());
                if (m_tok.kind == Tok::Comma) {
                    advance();
                } else if (m_tok.kind == Tok::RParen) {
                    advance();
                    break;
                } else {
                    fail(m_tok,
                        fmt::format("expected an operator, ',' or ')' after a result, found {}", describe(m_tok)));
                }
            }
        }
        if (wrapped)
            expect(Tok::Greater, "'>' to close 'affine_map<'");
        if (m_tok.kind != Tok::End)
            fail(m_tok, fmt::format("expected end of input after the affine map, found {}", describe(m_tok)));
        return AffineMap::get(numDims, numSymbols, std::move(results));
    }

private:
    void advance() { m_tok = m_lexer.next(); }

    [[noreturn]] static void fail(const Token& at, const std::string& message)
    {
        throw Error(fmt::format("affine map: {}", message), at.line, at.column);
    }

    void expect(Tok kind, std::string_view what)
    {
        if (m_tok.kind != kind)
            fail(m_tok, fmt::format("expected {}, found {}", what, describe(m_tok)));
        advance();
    }

    // Names bind by position; dims and symbols share one namespace, as in MLIR.
    // `(d0, d1)` names dimensions, `[s0]` symbols.
    unsigned parseNameList(Tok close)
    {
        const bool symbols = close == Tok::RSquare;
        const char* what = symbols ? "symbol" : "dimension";
        unsigned count = 0;
        if (m_tok.kind == close) {
            advance();
            return 0;
        }
        for (;;) {
            if (m_tok.kind != Tok::Identifier)
                fail(m_tok, fmt::format("expected a {} name, found {}", what, describe(m_tok)));
            const AffineExpr expr = symbols ? AffineExpr::symbol(count) : AffineExpr::dim(count);
            if (!m_names.emplace(m_tok.text, expr).second)
                fail(m_tok, fmt::format("duplicate name '{}' in the dimension and symbol lists", excerpt(m_tok.text)));
            ++count;
            advance();
            if (m_tok.kind == Tok::Comma) {
                advance();
            } else if (m_tok.kind == close) {
                advance();
                return count;
            } else {
                fail(m_tok,
                    fmt::format("expected ',' or '{}' in the {} list, found {}", close == Tok::RParen ? ")" : "]", what,
                        describe(m_tok)));
            }
        }
    }

    // Runs a simplifying constructor and reports its errors (overflow, bad divisor, depth) at the operator.
    template <typename F>
    static AffineExpr combine(const Token& op, F&& build)
    {
        try {
            return build();
        } catch (const Error& e) {
            fail(op, e.what());
        }
    }

    AffineExpr parseSum()
    {
        AffineExpr lhs = parseProduct();
        while (m_tok.kind == Tok::Plus || m_tok.kind == Tok::Minus) {
            const Token op = m_tok;
            advance();
            const AffineExpr rhs = parseProduct();
            lhs = combine(op, [&] { return op.kind == Tok::Plus ? lhs + rhs : lhs - rhs; });
        }
        return lhs;
    }

    AffineExpr parseProduct()
    {
        AffineExpr lhs = parseUnary();
        for (;;) {
            const Token op = m_tok;
            if (op.kind != Tok::Star && op.kind != Tok::FloorDiv && op.kind != Tok::CeilDiv && op.kind != Tok::Mod)
                return lhs;
            advance();
            const AffineExpr rhs = parseUnary();
            lhs = combine(op, [&] {
                switch (op.kind) {
                case Tok::Star:
                    return lhs * rhs;
                case Tok::FloorDiv:
                    return AffineExpr::floorDiv(lhs, rhs);
                case Tok::CeilDiv:
                    return AffineExpr::ceilDiv(lhs, rhs);
                default:
                    return AffineExpr::mod(lhs, rhs);
                }
            });
        }
    }

    // Unary minus binds tighter than every binary operator; chains are read in a loop, not recursively.
    AffineExpr parseUnary()
    {
        std::vector<Token> minuses;
        while (m_tok.kind == Tok::Minus) {
            minuses.push_back(m_tok);
            advance();
        }
        AffineExpr operand;
        if (!minuses.empty() && m_tok.kind == Tok::Integer) {
            // A negated literal may reach INT64_MIN, whose magnitude alone does not fit.
            if (m_tok.tooLarge)
                failTooLarge(m_tok);
            operand = AffineExpr::constant(
                m_tok.magnitude == kMinMagnitude ? std::numeric_limits<int64_t>::min() : -int64_t(m_tok.magnitude));
            advance();
            minuses.pop_back();
        } else {
            operand = parsePrimary();
        }
        while (!minuses.empty()) {
            operand = combine(minuses.back(), [&] { return -operand; });
            minuses.pop_back();
        }
        return operand;
    }

    [[noreturn]] static void failTooLarge(const Token& tok)
    {
        fail(tok, fmt::format("integer literal '{}' does not fit in 64 bits", excerpt(tok.text)));
    }

    AffineExpr parsePrimary()
    {
        const Token tok = m_tok;
        switch (tok.kind) {
        case Tok::Integer:
            if (tok.tooLarge || tok.magnitude > uint64_t(std::numeric_limits<int64_t>::max()))
                failTooLarge(tok);
            advance();
            return AffineExpr::constant(int64_t(tok.magnitude));
        case Tok::Identifier: {
            const auto it = m_names.find(tok.text);
            if (it == m_names.end())
                fail(tok,
                    fmt::format("unknown identifier '{}': expected a dimension or symbol declared by the map",
                        excerpt(tok.text)));
            advance();
            return it->second;
        }
        case Tok::LParen: {
            if (++m_depth > kMaxNesting)
                fail(tok, fmt::format("parentheses are nested deeper than {} levels", kMaxNesting));
            advance();
            AffineExpr inner = parseSum();
            expect(Tok::RParen, "')'");
            --m_depth;
            return inner;
        }
        default:
            fail(tok,
                fmt::format(
                    "expected an affine expression (integer, dimension, symbol, '-' or '('), found {}", describe(tok)));
        }
    }

    Lexer m_lexer;
    Token m_tok;
    std::unordered_map<std::string_view, AffineExpr> m_names;
    int m_depth = 0;
};

} // namespace

AffineMap parseAffineMap(std::string_view text, int line, int columnOffset)
{
    return Parser(text, line, columnOffset).parseMap();
}

} // namespace tle
