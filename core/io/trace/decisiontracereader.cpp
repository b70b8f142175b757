// SPDX-License-Identifier: MIT
#include "io/trace/decisiontracereader.h"

#include "io/json/jsonlocator.h"
#include "io/json/jsontext.h"
#include "io/model/modelfile.h"
#include "util/error.h"
#include "util/textscanner.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <filesystem>
#include <variant>

#include <fmt/format.h>

namespace tle {

namespace {

constexpr std::array<std::string_view, 5> kBuffers { "dram", "l1", "system_memory", "l1_small", "trace" };
constexpr std::array<std::string_view, 5> kMemoryLayouts { "interleaved", "height_sharded", "width_sharded",
    "block_sharded", "nd_sharded" };

std::string lowered(std::string_view text)
{
    std::string out(text);
    std::ranges::transform(out, out.begin(), [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
    return out;
}

// The writer streams the layout's TensorMemoryLayoutAttr, which prints whole:
// `#ttnn.tensor_memory_layout<height_sharded>`; its header's comment writes the bare value. Both name the same memory
// layout.
std::string bareMemoryLayout(const std::string& word)
{
    constexpr std::string_view kAttribute = "#ttnn.tensor_memory_layout<";
    if (word.starts_with(kAttribute) && word.ends_with('>'))
        return word.substr(kAttribute.size(), word.size() - kAttribute.size() - 1);
    return word;
}

bool parseGrid(std::string_view part, std::vector<int64_t>& grid)
{
    grid.clear();
    size_t at = 0;
    while (at <= part.size()) {
        const size_t x = std::min(part.find('x', at), part.size());
        int64_t n = 0;
        const auto [end, ec] = std::from_chars(part.data() + at, part.data() + x, n);
        if (x == at || ec != std::errc() || end != part.data() + x || n < 1 || n > 1 << 20)
            return false;
        grid.push_back(n);
        at = x + 1;
    }
    return !grid.empty();
}

Error fileError(const std::string& source, int line, int column, const std::string& message)
{
    std::string where = source;
    if (line > 0)
        where += column > 0 ? fmt::format(", line {}, column {}", line, column) : fmt::format(", line {}", line);
    return Error(fmt::format("{}: {}", where, message),
        ErrorPlace { .source = ErrorSource::RunFile, .field = source, .line = line, .column = column });
}

using Step = std::variant<std::string_view, size_t>;

// A JSON path from the root: member keys and array indices.
class Path
{
public:
    Path() = default;
    Path operator/(std::string_view key) const
    {
        Path p = *this;
        p.m_steps.emplace_back(key);
        return p;
    }
    Path operator[](size_t index) const
    {
        Path p = *this;
        p.m_steps.emplace_back(index);
        return p;
    }
    const std::vector<Step>& steps() const { return m_steps; }
    std::string text() const
    {
        std::string out;
        for (const Step& s : m_steps) {
            if (const auto* key = std::get_if<std::string_view>(&s)) {
                if (!out.empty())
                    out += '.';
                out += *key;
            } else
                out += fmt::format("[{}]", std::get<size_t>(s));
        }
        return out.empty() ? "the top level" : out;
    }

private:
    std::vector<Step> m_steps;
};

class TraceReader
{
public:
    TraceReader(std::string_view text, const std::string& source)
        : m_locator(text)
        , m_lines(text)
        , m_source(source)
    { }

    [[noreturn]] void fail(const Path& path, const std::string& message, int columnInValue = 0) const
    {
        size_t at = m_locator.start();
        for (const Step& s : path.steps()) {
            if (at == std::string_view::npos)
                break;
            const size_t next = std::holds_alternative<std::string_view>(s)
                ? m_locator.member(at, std::get<std::string_view>(s))
                : m_locator.element(at, std::get<size_t>(s));
            if (next == std::string_view::npos)
                break;
            at = next;
        }
        TextPosition p = at == std::string_view::npos ? TextPosition {} : m_lines.position(at);
        // A column within a string value: past its opening quote.
        if (columnInValue > 0 && p.line > 0)
            p.column += columnInValue;
        throw fileError(m_source, p.line, p.column, fmt::format("{}: {}", path.text(), message));
    }

    int lineOf(const Path& path) const
    {
        size_t at = m_locator.start();
        for (const Step& s : path.steps()) {
            if (at == std::string_view::npos)
                return 0;
            at = std::holds_alternative<std::string_view>(s) ? m_locator.member(at, std::get<std::string_view>(s))
                                                             : m_locator.element(at, std::get<size_t>(s));
        }
        return at == std::string_view::npos ? 0 : m_lines.position(at).line;
    }

    const Json& member(const Json& object, const Path& path, std::string_view key) const
    {
        if (!object.is_object())
            fail(path, "expected an object");
        const auto it = object.find(key);
        if (it == object.end())
            fail(path, fmt::format("the member \"{}\" is missing", key));
        return *it;
    }

    const Json& array(const Json& object, const Path& path, std::string_view key) const
    {
        const Json& value = member(object, path, key);
        if (!value.is_array())
            fail(path / key, "expected an array");
        return value;
    }

    bool boolean(const Json& object, const Path& path, std::string_view key) const
    {
        const Json& value = member(object, path, key);
        if (!value.is_boolean())
            fail(path / key, fmt::format("expected true or false, got {}", shown(value)));
        return value.get<bool>();
    }

    bool optionalBoolean(const Json& object, const Path& path, std::string_view key) const
    {
        return object.contains(key) && boolean(object, path, key);
    }

    int64_t count(const Json& value, const Path& at) const
    {
        if (!value.is_number_integer() || value.get<int64_t>() < 0)
            fail(at, fmt::format("expected a whole number of at least 0, got {}", shown(value)));
        return value.get<int64_t>();
    }

    int64_t count(const Json& object, const Path& path, std::string_view key) const
    {
        return count(member(object, path, key), path / key);
    }

    uint64_t bytes(const Json& object, const Path& path, std::string_view key) const
    {
        return uint64_t(count(object, path, key));
    }

    std::string string(const Json& value, const Path& at) const
    {
        if (!value.is_string())
            fail(at, fmt::format("expected a string, got {}", shown(value)));
        return value.get<std::string>();
    }

    std::string string(const Json& object, const Path& path, std::string_view key) const
    {
        return string(member(object, path, key), path / key);
    }

    std::string optionalString(const Json& object, const Path& path, std::string_view key) const
    {
        return object.contains(key) ? string(object, path, key) : std::string();
    }

    TraceLayout layout(const Json& value, const Path& at) const
    {
        const std::string text = string(value, at);
        try {
            return parseTraceLayout(text);
        } catch (const Error& e) {
            fail(at, e.what(), e.column());
        }
    }

    TraceLayout layout(const Json& object, const Path& path, std::string_view key) const
    {
        return layout(member(object, path, key), path / key);
    }

    TraceScore score(const Json& object, const Path& path) const
    {
        const Json& s = member(object, path, "score");
        const Path at = path / "score";
        TraceScore score;
        score.isL1 = boolean(s, at, "isL1");
        score.isSharded = boolean(s, at, "isSharded");
        score.inputDramBytes = bytes(s, at, "inputDramBytes");
        score.requiresReshard = boolean(s, at, "requiresReshard");
        const Json& cores = member(s, at, "coreCount");
        if (!cores.is_number_integer())
            fail(at / "coreCount", fmt::format("expected a whole number, got {}", shown(cores)));
        score.coreCount = cores.get<int64_t>();
        score.outputL1Usage = bytes(s, at, "outputL1Usage");
        return score;
    }

private:
    static std::string shown(const Json& value)
    {
        std::string text = value.dump(-1, ' ', false, Json::error_handler_t::replace);
        return text.size() > 40 ? text.substr(0, 37) + "..." : text;
    }

    JsonLocator m_locator;
    LineIndex m_lines;
    const std::string& m_source;
};

TraceEvaluation readEvaluation(const TraceReader& r, const Json& e, const Path& at)
{
    TraceEvaluation ev;
    ev.hint = r.layout(e, at, "hint");
    const Json& inputs = r.array(e, at, "inputs");
    for (size_t i = 0; i < inputs.size(); ++i)
        ev.inputs.push_back(r.layout(inputs[i], (at / "inputs")[i]));
    ev.valid = r.boolean(e, at, "valid");
    if (ev.valid) {
        ev.score = r.score(e, at);
        ev.output = r.layout(e, at, "output");
    } else {
        ev.failureReason = r.optionalString(e, at, "failureReason");
    }
    return ev;
}

TraceOp readOp(const TraceReader& r, const Json& o, const Path& at)
{
    TraceOp op;
    op.line = r.lineOf(at);
    op.index = r.count(o, at, "opIndex");
    op.name = r.string(o, at, "opName");
    op.location = r.string(o, at, "opLocation");
    const Json& sets = r.array(o, at, "inputCandidateSets");
    for (size_t i = 0; i < sets.size(); ++i) {
        const Path p = (at / "inputCandidateSets")[i];
        TraceCandidateSet set;
        set.operand = r.count(sets[i], p, "operandIndex");
        set.fromProducerBeam = r.count(sets[i], p, "fromProducerBeam");
        set.fromReshard = r.count(sets[i], p, "fromReshard");
        const Json& candidates = r.array(sets[i], p, "candidates");
        for (size_t c = 0; c < candidates.size(); ++c)
            set.candidates.push_back(r.layout(candidates[c], (p / "candidates")[c]));
        op.candidateSets.push_back(std::move(set));
    }
    op.inplace = r.optionalBoolean(o, at, "isInplace");
    // An in-place op's record has its candidate sets only.
    if (op.inplace && !o.contains("evaluations"))
        return op;
    const Json& hints = r.member(o, at, "outputHints");
    op.primaryHints = r.count(hints, at / "outputHints", "primaryCount");
    op.fallbackHints = r.count(hints, at / "outputHints", "fallbackCount");
    op.crossProduct = r.count(o, at, "crossProductSize");
    const Json& evaluations = r.array(o, at, "evaluations");
    for (size_t i = 0; i < evaluations.size(); ++i)
        op.evaluations.push_back(readEvaluation(r, evaluations[i], (at / "evaluations")[i]));
    const Json& beam = r.array(o, at, "beam");
    for (size_t i = 0; i < beam.size(); ++i) {
        const Path p = (at / "beam")[i];
        op.beam.push_back({ .rank = r.count(beam[i], p, "rank"),
            .layout = r.layout(beam[i], p, "outputLayout"),
            .score = r.score(beam[i], p) });
    }
    op.dramFallback = r.boolean(o, at, "usedDramFallback");
    return op;
}

void readSpillPass(const TraceReader& r, const Json& s, const Path& at, TraceSpillPass& spill)
{
    spill.present = true;
    spill.budget = r.bytes(s, at, "budget");
    spill.scheduleSize = r.count(s, at, "scheduleSize");
    spill.totalSpills = r.count(s, at, "totalSpills");
    spill.finalOccupied = r.bytes(s, at, "finalOccupied");
    spill.finalLiveTensors = r.count(s, at, "finalLiveTensors");
    const Json& events = r.array(s, at, "events");
    for (size_t i = 0; i < events.size(); ++i) {
        const Path p = (at / "events")[i];
        TraceSpillEvent e;
        e.position = r.count(events[i], p, "position");
        e.op = r.string(events[i], p, "opName");
        const std::string action = r.string(events[i], p, "action");
        const std::optional<SpillAction> known = spillActionOf(action);
        if (!known)
            r.fail(p / "action",
                fmt::format("unknown spill action '{}' (dead_removal, live_added, oom, demotion_success, "
                            "demotion_failed, eviction, fragmentation_demote, self_spill or revalidation)",
                    action));
        e.action = *known;
        e.occupiedBefore = r.bytes(events[i], p, "occupiedL1Before");
        e.occupiedAfter = r.bytes(events[i], p, "occupiedL1After");
        e.opL1Usage = r.bytes(events[i], p, "opL1Usage");
        e.victim = r.optionalString(events[i], p, "victimName");
        e.details = r.optionalString(events[i], p, "details");
        spill.events.push_back(std::move(e));
    }
}

void readPasses(const TraceReader& r, const Json& root, DecisionTrace& trace)
{
    const Path top;
    const Json& forward = r.array(root, top, "forwardPass");
    for (size_t i = 0; i < forward.size(); ++i)
        trace.forward.push_back(readOp(r, forward[i], (top / "forwardPass")[i]));
    const Json& edges = r.array(root, top, "edges");
    for (size_t i = 0; i < edges.size(); ++i) {
        const Path p = (top / "edges")[i];
        TraceEdge e;
        e.producer = r.count(edges[i], p, "producerOpIndex");
        e.consumer = r.count(edges[i], p, "consumerOpIndex");
        e.operand = r.count(edges[i], p, "operandIndex");
        e.producerResult = edges[i].contains("producerResultIndex") ? r.count(edges[i], p, "producerResultIndex") : 0;
        e.reshard = r.boolean(edges[i], p, "hasReshard");
        if (e.reshard)
            e.reshardLayout = r.layout(edges[i], p, "reshardLayout");
        trace.edges.push_back(std::move(e));
    }
    const Json& backward = r.member(root, top, "backwardPass");
    const Json& forks = r.array(backward, top / "backwardPass", "forkResolutions");
    for (size_t i = 0; i < forks.size(); ++i) {
        const Path p = (top / "backwardPass" / "forkResolutions")[i];
        TraceFork f;
        f.name = r.string(forks[i], p, "opName");
        f.location = r.string(forks[i], p, "opLocation");
        f.index = r.count(forks[i], p, "opIndex");
        f.chosenCandidate = r.count(forks[i], p, "chosenCandidateIndex");
        f.consumerCount = r.count(forks[i], p, "numConsumers");
        const Json& consumers = r.array(forks[i], p, "consumerOpIndices");
        for (size_t c = 0; c < consumers.size(); ++c)
            f.consumers.push_back(r.count(consumers[c], (p / "consumerOpIndices")[c]));
        trace.forks.push_back(std::move(f));
    }
    const Json& choices = r.array(root, top, "finalChoices");
    for (size_t i = 0; i < choices.size(); ++i) {
        const Path p = (top / "finalChoices")[i];
        trace.choices.push_back({ .index = r.count(choices[i], p, "opIndex"),
            .name = r.string(choices[i], p, "opName"),
            .layout = r.layout(choices[i], p, "chosenLayout") });
    }
    if (root.contains("spillManagement"))
        readSpillPass(r, r.member(root, top, "spillManagement"), top / "spillManagement", trace.spill);
}

} // namespace

TraceLayout parseTraceLayout(std::string_view text)
{
    TraceLayout layout;
    if (text == "null")
        return layout;
    layout.null = false;
    size_t at = 0;
    int part = 0;
    while (at <= text.size()) {
        const size_t slash = std::min(text.find('/', at), text.size());
        const std::string_view raw = text.substr(at, slash - at);
        const std::string word = lowered(raw);
        const int column = int(at) + 1;
        if (part == 0) {
            if (std::ranges::find(kBuffers, word) == kBuffers.end())
                throw Error(fmt::format("layout '{}': '{}' is not a buffer type (dram, l1, system_memory, l1_small, "
                                        "trace)",
                                text, raw),
                    1, column);
            layout.buffer = word;
        } else if (part == 1 && std::ranges::find(kMemoryLayouts, bareMemoryLayout(word)) != kMemoryLayouts.end()) {
            layout.memory = bareMemoryLayout(word);
        } else if (layout.grid.empty() && parseGrid(word, layout.grid)) {
        } else {
            throw Error(fmt::format("layout '{}': '{}' is neither a memory layout (interleaved, height_sharded, "
                                    "width_sharded, block_sharded, nd_sharded) nor a grid (8x4) in its place",
                            text, raw),
                1, column);
        }
        ++part;
        at = slash + 1;
    }
    return layout;
}

DecisionTrace readDecisionTrace(std::string_view text, const std::string& source)
{
    Json root;
    try {
        root = parseJsonText(text, "decision trace");
    } catch (const Error& e) {
        throw fileError(source, e.line(), e.column(), e.what());
    }
    const TraceReader r(text, source);
    const Path top;
    if (!root.is_object())
        r.fail(top, "expected an object (a decision trace from tt-mlir's enable-decision-trace)");
    const Json& version = r.member(root, top, "version");
    if (!version.is_number_integer() || version.get<int64_t>() != kDecisionTraceVersion)
        r.fail(top / "version",
            fmt::format("this reader reads version {} of the decision trace, the file is version {}",
                kDecisionTraceVersion, version.dump()));
    DecisionTrace trace;
    trace.source = source;
    trace.function = r.string(root, top, "functionName");
    trace.beamWidth = r.count(root, top, "beamWidth");
    trace.totalOps = r.count(root, top, "totalOps");
    readPasses(r, root, trace);
    return trace;
}

std::vector<DecisionTrace> readDecisionTraces(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
        std::string text;
        try {
            text = readTextFile(path);
        } catch (const Error& e) {
            throw fileError(path, 0, 0, e.what());
        }
        return { readDecisionTrace(text, path) };
    }
    std::vector<std::string> files;
    for (const fs::directory_entry& entry : fs::directory_iterator(path, ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file(ec) && name.ends_with("_decision_trace.json"))
            files.push_back(entry.path().string());
    }
    if (files.empty())
        throw fileError(path, 0, 0, "the directory holds no <function>_decision_trace.json");
    std::ranges::sort(files);
    std::vector<DecisionTrace> traces;
    for (const std::string& file : files) {
        std::vector<DecisionTrace> one = readDecisionTraces(file);
        traces.push_back(std::move(one.front()));
    }
    return traces;
}

} // namespace tle
