// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"

#include <string_view>

namespace tle {

// Reads MLIR text as tt-mlir prints it (TTIR and TTNN dialects) into op graphs:
// - top-level `#alias = <attribute>` definitions (multi-line ones too) and `!alias = <type>` type aliases;
// - `#loc = loc(...)` location aliases, defined anywhere (also after their use), resolved to a readable
//   name: the string of a name location, `file:line:col` of a file location, the callee of a call site,
//   the first named part of a fused location;
// - `module` / `builtin.module` (nested, with `attributes {...}`), other region ops at module level such as
//   `ttcore.device_module { ... }`, and `func.func` with visibility, argument attributes and locations;
//   functions without a body (declarations) are skipped;
// - the generic op form `%r = "d.op"(%a, %b) <{props}> ({regions}) {attrs} : (types) -> types loc(...)`,
//   results `%0`, `%0:2` (values `%0#0`, `%0#1`) and `%a, %b`, ops without results or operands;
// - the pretty form, one op per line: `return %1 : t`, `%0 = ttir.empty() : t`, `%0 = d.op %a, %b : t`;
//   operands are the `%values` outside braces, types follow the last ':'. What cannot be read there makes the
//   op opaque instead of failing;
// - block labels `^bb0(%x: t):` (their arguments become values without a producer).
// Tensor types keep shape, element type and encoding (an alias name or inline text); other types (`!ttnn.device`)
// are non-tensor values. Attributes are kept as raw text; `dense<...>` payloads are skipped by bracket
// balancing and elided when long. Op kinds outside the known table become opaque ops, not errors.
// Errors (unbalanced brackets, undefined values or aliases, malformed types, truncated text) throw
// tle::Error with the 1-based line and column.
ModelModule readMlirModule(std::string_view text);

// The module's main function (see ModelModule::mainIndex).
ModelGraph readMlirModel(std::string_view text);

} // namespace tle
