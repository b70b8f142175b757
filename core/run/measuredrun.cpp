// SPDX-License-Identifier: MIT
#include "run/measuredrun.h"

#include <algorithm>
#include <set>

namespace tle {

int64_t MeasuredRun::deviceOps() const
{
    return std::count_if(ops.begin(), ops.end(), [](const RunOp& op) { return op.kind == RunOpKind::Device; });
}

int64_t MeasuredRun::hostOps() const
{
    return int64_t(ops.size()) - deviceOps();
}

std::vector<int64_t> MeasuredRun::devices() const
{
    std::set<int64_t> ids;
    for (const RunOp& op : ops) {
        if (op.kind == RunOpKind::Device)
            ids.insert(op.device);
    }
    return { ids.begin(), ids.end() };
}

std::string_view leadingWord(std::string_view opCode)
{
    const size_t start = opCode.find_first_not_of(" \t");
    if (start == std::string_view::npos)
        return {};
    opCode.remove_prefix(start);
    return opCode.substr(0, opCode.find_first_of(" \t"));
}

std::string_view shortOpCode(std::string_view opCode)
{
    std::string_view word = leadingWord(opCode);
    if (const size_t colons = word.rfind("::"); colons != std::string_view::npos && colons + 2 < word.size())
        word.remove_prefix(colons + 2);
    if (const size_t dot = word.rfind('.'); dot != std::string_view::npos && dot + 1 < word.size())
        word.remove_prefix(dot + 1);
    for (const std::string_view suffix : { std::string_view("DeviceOperation"), std::string_view("Operation") }) {
        if (word.size() > suffix.size() && word.ends_with(suffix)) {
            word.remove_suffix(suffix.size());
            break;
        }
    }
    return word;
}

std::string_view toString(PerfCsvFormat format)
{
    switch (format) {
    case PerfCsvFormat::Plain:
        return "plain";
    case PerfCsvFormat::PaddedLogical:
        return "pad_logical";
    case PerfCsvFormat::WithArch:
        return "with_arch";
    case PerfCsvFormat::ReportDatabase:
        return "report_database";
    }
    return "plain";
}

} // namespace tle
