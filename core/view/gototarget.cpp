// SPDX-License-Identifier: MIT
#include "view/gototarget.h"

#include "util/error.h"
#include "view/layoutprobe.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cctype>
#include <charconv>
#include <limits>
#include <vector>

namespace tle {

namespace {

struct Number
{
    int64_t value;
    int column; // 1-based
};

// The words and numbers of the text; brackets, parentheses, commas and spaces only separate them.
struct Tokens
{
    std::string word;
    int wordColumn = 0;
    std::vector<Number> numbers;
};

Tokens tokenize(std::string_view text)
{
    Tokens tokens;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        const int column = int(i) + 1;
        if (std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '(' || c == ')' || c == '[' || c == ']') {
            ++i;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(c))) {
            size_t end = i;
            while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
                ++end;
            int64_t value = 0;
            const auto [ptr, ec] = std::from_chars(text.data() + i, text.data() + end, value);
            if (ec != std::errc() || ptr != text.data() + end)
                throw Error(fmt::format("the number at column {} is too large", column), 1, column);
            tokens.numbers.push_back({ value, column });
            i = end;
            continue;
        }
        if (std::isalpha(static_cast<unsigned char>(c))) {
            if (!tokens.word.empty() || !tokens.numbers.empty())
                throw Error(fmt::format("unexpected word at column {}: write an element index such as \"3, 5\" or a "
                                        "unit such as \"core (1, 2)\"",
                                column),
                    1, column);
            size_t end = i;
            while (end < text.size() && std::isalnum(static_cast<unsigned char>(text[end])))
                ++end;
            for (size_t k = i; k < end; ++k)
                tokens.word += char(std::tolower(static_cast<unsigned char>(text[k])));
            tokens.wordColumn = column;
            i = end;
            continue;
        }
        throw Error(fmt::format("unexpected '{}' at column {}", c, column), 1, column);
    }
    return tokens;
}

GoToTarget unitTarget(const Tokens& tokens, const LayoutProbe& probe)
{
    const bool cores = probe.unitKind() == UnitKind::Core;
    const bool banks = probe.unitKind() == UnitKind::Bank;
    if ((tokens.word == "core" && !cores) || (tokens.word == "bank" && !banks) || (!cores && !banks)
        || (tokens.word != "core" && tokens.word != "bank"))
        throw Error(fmt::format("this layout has no {}: its units are {}", tokens.word,
                        cores       ? "cores, e.g. \"core (0, 0)\""
                            : banks ? "banks, e.g. \"bank 0\""
                                    : "one memory"),
            1, tokens.wordColumn);
    std::vector<int64_t> typed;
    for (const Number& n : tokens.numbers)
        typed.push_back(n.value);
    if (typed.empty())
        throw Error(
            fmt::format("which {}? e.g. \"{}\"", tokens.word, cores ? "core (0, 0)" : "bank 0"), 1, tokens.wordColumn);
    for (int64_t unit = 0; unit < probe.unitCount(); ++unit) {
        if (probe.unitId(unit).coordinates == typed)
            return { .kind = GoToTarget::Kind::Unit, .unit = unit };
    }
    throw Error(
        fmt::format("there is no {} ({}) in this layout: it has {} from {} to {}", tokens.word, fmt::join(typed, ", "),
            cores ? "cores" : "banks", unitLabel(probe.unitId(0)), unitLabel(probe.unitId(probe.unitCount() - 1))),
        1, tokens.numbers.front().column);
}

} // namespace

GoToTarget parseGoTo(std::string_view text, const LayoutProbe& probe)
{
    const Tokens tokens = tokenize(text);
    if (!tokens.word.empty())
        return unitTarget(tokens, probe);
    const Shape& shape = probe.logicalShape();
    if (tokens.numbers.size() != shape.size())
        throw Error(fmt::format("an element of this {}-D tensor has {} indices, not {} (shape {})", shape.size(),
                        shape.size(), tokens.numbers.size(), formatShape(shape)),
            1, tokens.numbers.empty() ? 1 : tokens.numbers.back().column);
    GoToTarget target;
    for (size_t d = 0; d < shape.size(); ++d) {
        const Number& n = tokens.numbers[d];
        if (n.value >= shape[d])
            throw Error(fmt::format("index {} of dim {} is out of range: the dim has {} elements (0 to {})", n.value, d,
                            shape[d], shape[d] - 1),
                1, n.column);
        target.index.push_back(n.value);
    }
    return target;
}

} // namespace tle
