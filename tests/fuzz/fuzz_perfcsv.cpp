// SPDX-License-Identifier: MIT
// Fuzzes the device-profiler CSV reader and everything a report derives from a run. Invalid input must end
// in tle::Error only; a run that reads must account for every device op's time in exactly one class.
#include "io/runs/perfcsvreader.h"
#include "report/runreport.h"
#include "run/runaccounting.h"
#include "run/runledger.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    try {
        const tle::MeasuredRun run = tle::readPerfCsv(in, "fuzz.csv");
        const tle::RunSummary s = tle::summarizeRun(run);
        int64_t ops = 0;
        for (int64_t n : s.byClassOps)
            ops += n;
        if (ops != s.deviceOps || s.deviceOps + s.hostOps != int64_t(run.ops.size())) {
            std::fprintf(stderr, "fuzz_perfcsv: ops not accounted for once\n");
            std::abort();
        }
        (void)tle::runLedger(run, tle::DeviceModel {});
        (void)tle::factsJson(tle::runReportFacts(run, tle::RunReportRequest {}));
        (void)tle::runReportText(run, tle::RunReportRequest { tle::RunGrouping::OpMemory, 3 });
    } catch (const tle::Error&) { }
    return 0;
}
