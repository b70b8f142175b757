// SPDX-License-Identifier: MIT
#pragma once

#include "report/fact.h"
#include "transfer/noctrace.h"
#include "transfer/transferplan.h"

#include <string>
#include <string_view>

namespace tle {

// The words of the term that sets a transfer's time, as the `transfer` answer prints them: link, endpoint,
// overhead, measured.
std::string_view toString(TransferBound bound);

// The `transfer` answer: a modelled change and a recorded trace, either or both (the other null), on the device
// whose NoC is `noc`; `onlyNoc` keeps the links of one NoC (-1 both).
struct TransferAnswer
{
    const TransferPlan* plan = nullptr;
    const RecordedTransfer* trace = nullptr;
    const NocModel* noc = nullptr;
    int onlyNoc = -1;
};

// As facts with the CLI contract's keys (docs/cli.md): the plan's kind, layouts, bytes, matrix, transactions,
// issuers, endpoints, links and estimate, the device, and the trace's span, bytes, transactions, issuers and links
// with the estimate's ratio to the span.
FactGroup transferFacts(const TransferAnswer& answer);
// The text answer: the change and its bytes, the calls by size, the estimate and what bounds it, the busiest link,
// the issuers grouped by RISC, NoC and side; the trace's calls, bytes and span.
std::string transferText(const TransferAnswer& answer);

} // namespace tle
