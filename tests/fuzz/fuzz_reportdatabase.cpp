// SPDX-License-Identifier: MIT
// Fuzzes the report database reader on tables given as text: one row per line, `TABLE` then tab-separated
// `column=value` cells (a cell without '=' is NULL). Invalid cells must end in tle::Error only, every op the run
// returns keeps its memory snapshot in order, and pricing the ops and listing the ledger never fail.
#include "io/runs/reportdatabase.h"
#include "run/runcostmodel.h"
#include "run/runledger.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace {

class TextDatabase final : public tle::ReportDatabase
{
public:
    explicit TextDatabase(std::string_view text)
    {
        while (!text.empty()) {
            const size_t end = text.find('\n');
            std::string_view line = text.substr(0, end);
            text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
            const size_t tab = line.find('\t');
            auto& rows = m_tables[std::string(line.substr(0, tab))];
            std::map<std::string, std::string> row;
            while (tab != std::string_view::npos && !line.empty()) {
                line = line.substr(line.find('\t') == std::string_view::npos ? line.size() : line.find('\t') + 1);
                const std::string_view cell = line.substr(0, line.find('\t'));
                const size_t eq = cell.find('=');
                if (eq != std::string_view::npos)
                    row[std::string(cell.substr(0, eq))] = std::string(cell.substr(eq + 1));
                if (line.find('\t') == std::string_view::npos)
                    break;
            }
            rows.push_back(std::move(row));
        }
    }

    bool hasTable(const std::string& table) const override { return m_tables.count(table) > 0; }

    void forEachRow(const std::string& table, const std::vector<std::string>& columns,
        const std::function<void(int64_t, const Cells&)>& visit) const override
    {
        int64_t n = 0;
        for (const auto& row : m_tables.at(table)) {
            Cells cells;
            for (const std::string& c : columns) {
                const auto it = row.find(c);
                cells.push_back(it == row.end() ? std::nullopt : std::optional(it->second));
            }
            visit(++n, cells);
        }
    }

private:
    std::map<std::string, std::vector<std::map<std::string, std::string>>> m_tables;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const TextDatabase db(text);
        const tle::MeasuredRun run = tle::readReportDatabase(db, "fuzz.sqlite");
        // What a report does with the run next: price every op and list the ledger.
        const tle::OptimizerDevice device;
        for (const tle::RunOp& op : run.ops)
            (void)tle::predictRunOpNs(op, device);
        (void)tle::runLedger(run, device.device);
        for (size_t i = 0; i < run.memory.size(); ++i) {
            if (run.memory[i].runOp < 0 || run.memory[i].runOp >= int64_t(run.ops.size())
                || (i > 0 && run.memory[i].runOp <= run.memory[i - 1].runOp)) {
                std::fprintf(stderr, "fuzz_reportdatabase: a memory snapshot outside the ops' order\n");
                std::abort();
            }
        }
    } catch (const tle::Error&) { }
    return 0;
}
