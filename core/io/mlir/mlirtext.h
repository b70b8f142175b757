// SPDX-License-Identifier: MIT
#pragma once

#include "util/textscanner.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tle {

// `#name = loc(...)` definitions of a file and their resolution to a readable name: the string of a name
// location (`loc("matmul_1"(#loc3))`), `file:line:col` of a file location, the callee of `callsite(a at b)`,
// the first named part of `fused[...]`; empty for `unknown` or undefined aliases. Views point into the text.
class LocationTable
{
public:
    // `body` is the text inside `loc(...)`.
    void define(std::string_view name, std::string_view body) { m_definitions[name] = body; }
    std::string resolve(std::string_view body) { return resolve(body, 0); }
    // Whether the location is a name location (`loc("name")`, `loc("name"(child))`), after aliases: the only kind
    // tt-mlir's optimizer overrides are keyed by.
    bool isName(std::string_view body) const;

private:
    std::string resolve(std::string_view body, int depth);

    std::unordered_map<std::string_view, std::string_view> m_definitions;
    std::unordered_map<std::string_view, std::string> m_resolved;
};

// The value of an MLIR string literal's contents: `\"`, `\\`, `\n`, `\t` and two-digit hex escapes.
std::string unescapeMlirString(std::string_view contents);

// A copy of attribute text in which every `dense<...>` payload longer than `limit` characters is replaced by
// `dense<...>`, so that constants of any size are never kept.
std::string elideDensePayloads(std::string_view raw, size_t limit);

} // namespace tle
