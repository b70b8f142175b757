// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/remark.h"
#include "report/message.h"

#include <string>
#include <string_view>

namespace tle {

// The context the window translates remarks under.
inline constexpr const char* kRemarkContext = "tle::Remarks";

// A remark as a sentence: its kind's template from the one table, with its values in the template's order. Throws
// tle::Error when the remark lacks a value its template names (a programming error the tests catch).
Message remarkMessage(const Remark& remark);
// The remark in English, as the CLI prints it; empty for no remark.
std::string remarkText(const Remark& remark);

// The template table's row of a kind, for the tests: the English template and its values' names, space-separated in
// placeholder order (%1 is the first name).
struct RemarkTemplate
{
    RemarkKind kind;
    std::string_view names;
    const char* source;
};
const RemarkTemplate& remarkTemplate(RemarkKind kind);
// How many kinds the table has (RemarkKind values 0 .. n-1, None included).
size_t remarkKindCount();

} // namespace tle
