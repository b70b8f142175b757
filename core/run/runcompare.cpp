// SPDX-License-Identifier: MIT
#include "run/runcompare.h"

#include <algorithm>
#include <map>
#include <string>

namespace tle {

namespace {

// What two runs' ops pair on: the class of a conversion, else the op code's first word, interned so that both runs'
// keys agree.
class KeyTable
{
public:
    int key(const RunOp& op)
    {
        if (isRunConversion(op))
            return -1 - int(classifyRunOp(op));
        return m_keys.try_emplace(std::string(leadingWord(op.opCode)), int(m_keys.size())).first->second;
    }

private:
    std::map<std::string, int> m_keys;
};

std::vector<int64_t> deviceOpsOf(const MeasuredRun& run, int64_t device)
{
    std::vector<int64_t> ops;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        if (run.ops[i].kind == RunOpKind::Device && run.ops[i].device == device)
            ops.push_back(int64_t(i));
    }
    return ops;
}

} // namespace

bool isRunConversion(const RunOp& op)
{
    return classifyRunOp(op) != RunClass::Other;
}

RunComparison compareRuns(const MeasuredRun& run, const MeasuredRun& other)
{
    RunComparison c;
    c.run = summarizeRun(run);
    c.other = summarizeRun(other);
    KeyTable keys;
    const std::vector<int64_t> devices = run.devices(), otherDevices = other.devices();
    for (const int64_t device : devices) {
        const std::vector<int64_t> a = deviceOpsOf(run, device);
        if (std::find(otherDevices.begin(), otherDevices.end(), device) == otherDevices.end()) {
            c.unaligned += int64_t(a.size());
            continue;
        }
        const std::vector<int64_t> b = deviceOpsOf(other, device);
        std::vector<AlignItem> itemsA, itemsB;
        for (const int64_t i : a)
            itemsA.push_back({ keys.key(run.ops[size_t(i)]), isRunConversion(run.ops[size_t(i)]) });
        for (const int64_t i : b)
            itemsB.push_back({ keys.key(other.ops[size_t(i)]), isRunConversion(other.ops[size_t(i)]) });
        const Alignment alignment = alignSequences(itemsA, itemsB);
        c.unaligned += int64_t(a.size()) - alignment.aAligned + int64_t(b.size()) - alignment.bAligned;
        for (const AlignedPair& p : alignment.pairs) {
            RunOpDelta d;
            d.sameKind = p.sameKey;
            if (p.a >= 0) {
                d.op = a[size_t(p.a)];
                d.ns = run.ops[size_t(d.op)].kernelNs;
            }
            if (p.b >= 0) {
                d.other = b[size_t(p.b)];
                d.otherNs = other.ops[size_t(d.other)].kernelNs;
            }
            c.matched += d.op >= 0 && d.other >= 0 ? 1 : 0;
            c.onlyInRun += d.other < 0 ? 1 : 0;
            c.onlyInOther += d.op < 0 ? 1 : 0;
            c.ops.push_back(d);
        }
    }
    for (const int64_t device : otherDevices) {
        if (std::find(devices.begin(), devices.end(), device) == devices.end())
            c.unaligned += int64_t(deviceOpsOf(other, device).size());
    }
    return c;
}

} // namespace tle
