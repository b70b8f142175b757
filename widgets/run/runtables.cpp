// SPDX-License-Identifier: MIT
#include "runtables.h"

#include "optimizer/shared/optimizerresult.h"
#include "report/policyreport.h"
#include "run/measuredrun.h"
#include "runpalette.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

QString str(const std::string& text)
{
    return QString::fromStdString(text);
}

QVariant number(const std::optional<int64_t>& value)
{
    return value ? QVariant(QLocale().toString(qlonglong(*value))) : QVariant(QString());
}

QVariant numberKey(const std::optional<int64_t>& value)
{
    return value ? qlonglong(*value) : qlonglong(-1);
}

QString shapeText(const std::vector<int64_t>& shape)
{
    QStringList sides;
    for (int64_t side : shape)
        sides << QString::number(side);
    return sides.join(QLatin1Char('x'));
}

// A numeric column over an optional count.
RunTableModel::Column countColumn(const QString& title, std::function<std::optional<int64_t>(int)> value)
{
    return { title, [value](int row) { return number(value(row)); }, [value](int row) { return numberKey(value(row)); },
        true, {} };
}

// A duration as people read it, sorted by its ns.
RunTableModel::Column durationColumn(const QString& title, std::function<std::optional<int64_t>(int)> value)
{
    return { title,
        [value](int row) {
            const auto ns = value(row);
            return ns ? QVariant(runDurationText(double(*ns))) : QVariant(QString());
        },
        [value](int row) { return numberKey(value(row)); }, true, {} };
}

// A change of time with its sign, sorted by the signed ns.
RunTableModel::Column changeColumn(const QString& title, std::function<std::optional<int64_t>(int)> value)
{
    return { title,
        [value](int row) {
            const auto ns = value(row);
            if (!ns)
                return QVariant(QString());
            const QString sign = *ns > 0 ? QStringLiteral("+") : *ns < 0 ? QStringLiteral("−") : QString();
            return QVariant(sign + runDurationText(double(std::llabs(*ns))));
        },
        [value](int row) { return numberKey(value(row)); }, true, {} };
}

RunTableModel::Column textColumn(const QString& title, std::function<QString(int)> value)
{
    return { title, [value](int row) { return QVariant(value(row)); }, {}, false, {} };
}

const QColor kSmallTransfers(250, 215, 205);
const QColor kDrift(252, 228, 190);
const QColor kUnmatched(232, 232, 232);

} // namespace

RunTableModel::Table RunTables::ledger(std::shared_ptr<const RunAnalysis> a)
{
    RunTableModel::Table t;
    if (!a)
        return t;
    t.rows = int(a->ledger.size());
    auto row = [a](int r) -> const LedgerRow& { return a->ledger[size_t(r)]; };
    auto op = [a, row](int r) -> const RunOp& { return a->run->ops[size_t(row(r).op)]; };
    // What explains a row first (its class, the note, the bytes each transfer moves), the wide layouts last, so
    // that a 1280-pixel window shows why a row is tinted.
    const RunTableModel::Column perTransfer
        = countColumn(tr("Bytes per transfer"), [row](int r) { return row(r).contiguousBytes; });
    t.columns = {
        countColumn(tr("#"), [row](int r) { return row(r).op; }),
        textColumn(tr("Op code"),
            [op](int r) {
                const std::string_view code = shortOpCode(op(r).opCode);
                return QString::fromUtf8(code.data(), qsizetype(code.size()));
            }),
        textColumn(tr("Class"), [row](int r) { return runClassTitle(row(r).runClass); }),
        textColumn(tr("Note"),
            [row](int r) {
                QStringList notes;
                if (row(r).smallTransfers)
                    notes << tr("transfers under 64 B");
                if (!row(r).gridStated)
                    notes << tr("grid not stated");
                return notes.join(QStringLiteral("; "));
            }),
        perTransfer,
        countColumn(tr("Bytes"), [row](int r) { return row(r).bytes; }),
        { tr("Kernel time"), [row](int r) { return QVariant(runDurationText(double(row(r).kernelNs))); },
            [row](int r) { return QVariant(qlonglong(row(r).kernelNs)); }, true, {} },
        textColumn(tr("From"), [row](int r) { return str(row(r).from); }),
        textColumn(tr("To"), [row](int r) { return str(row(r).to); }),
        textColumn(tr("Shape"), [row](int r) { return shapeText(row(r).shape); }),
        textColumn(tr("Data type"), [row](int r) { return str(row(r).dataType); }),
    };
    t.columns[4].toolTip = tr("The contiguous bytes of each transfer: the smaller page (tile or row) of the two sides");
    t.op = [row](int r) { return qlonglong(row(r).op); };
    t.background = [row](int r) { return row(r).smallTransfers ? kSmallTransfers : QColor(); };
    return t;
}

QString RunTables::ledgerCaption(const std::shared_ptr<const RunAnalysis>& a)
{
    if (!a)
        return {};
    if (a->ledger.empty())
        return tr("No layout change in this run: no device op converted a tensor between memory layouts, buffers, "
                  "or tiles and rows, so there is nothing to list");
    const auto tinted
        = std::count_if(a->ledger.begin(), a->ledger.end(), [](const LedgerRow& r) { return r.smallTransfers; });
    if (tinted == 0)
        return tr("%Ln layout changes; none moves fewer than 64 contiguous bytes a transfer. Double-click a row to "
                  "see it in the Transfer view.",
            nullptr, int(a->ledger.size()));
    return tr("%Ln layout changes; the %1 tinted move fewer than 64 contiguous bytes a transfer. Double-click a "
              "row to see it in the Transfer view.",
        nullptr, int(a->ledger.size()))
        .arg(tinted);
}

RunTableModel::Table RunTables::join(std::shared_ptr<const RunAnalysis> a, std::shared_ptr<const RunDocument::Join> j)
{
    RunTableModel::Table t;
    if (!a || !j)
        return t;
    const ModelGraph* graph = &j->module->functions[size_t(j->function)];
    t.rows = int(j->join.ops.size());
    auto joined = [j](int r) -> const JoinedOp& { return j->join.ops[size_t(r)]; };
    auto op = [a, joined](int r) { return joined(r).runOp >= 0 ? &a->run->ops[size_t(joined(r).runOp)] : nullptr; };
    auto step = [j, joined](int r) { return joined(r).step >= 0 ? &j->join.steps[size_t(joined(r).step)] : nullptr; };
    auto stepText = [j, graph, step](int r) {
        const PlanStep* s = step(r);
        if (!s)
            return QString();
        const QString name = str(opDisplayName(*graph, s->op));
        switch (s->kind) {
        case PlanStep::Kind::Reshard:
            return tr("reshard before %1").arg(name);
        case PlanStep::Kind::Spill:
            return tr("spill after %1").arg(name);
        case PlanStep::Kind::Op:
            break;
        }
        return name;
    };
    t.columns = {
        countColumn(
            tr("#"), [joined](int r) { return joined(r).runOp >= 0 ? std::optional(joined(r).runOp) : std::nullopt; }),
        textColumn(tr("Op code"), [op](int r) { return op(r) ? str(op(r)->opCode) : tr("(not run)"); }),
        textColumn(tr("Planned step"), stepText),
        textColumn(tr("Planned layout"),
            [step](int r) { return step(r) && step(r)->layout ? str(layoutLabel(*step(r)->layout)) : QString(); }),
        textColumn(tr("Ran as"), [op](int r) { return op(r) ? str(executedLayoutLabel(*op(r))) : QString(); }),
        textColumn(tr("Drift"), [joined](int r) { return joined(r).drift ? tr("drift") : QString(); }),
        durationColumn(tr("Measured"), [op](int r) { return op(r) ? op(r)->kernelNs : std::nullopt; }),
        durationColumn(tr("Planned"),
            [step](int r) {
                return step(r) && step(r)->kind == PlanStep::Kind::Op
                    ? std::optional<int64_t>(std::llround(step(r)->plannedNs))
                    : std::nullopt;
            }),
        countColumn(tr("Measured L1 per bank"), [joined](int r) { return joined(r).measuredL1PerBank; }),
        countColumn(tr("Planned L1 per core"),
            [joined, step](int r) { return step(r) ? std::optional(joined(r).plannedL1PerCore) : std::nullopt; }),
    };
    t.columns[5].toolTip = tr("The planned output's buffer type or memory layout differs from what ran");
    t.op = [joined](int r) { return qlonglong(joined(r).runOp); };
    t.background = [joined](int r) {
        if (joined(r).drift)
            return kDrift;
        return joined(r).runOp < 0 || joined(r).step < 0 ? kUnmatched : QColor();
    };
    return t;
}

RunTableModel::Table RunTables::comparison(
    std::shared_ptr<const RunAnalysis> a, std::shared_ptr<const RunDocument::Comparison> c)
{
    RunTableModel::Table t;
    if (!a || !c)
        return t;
    t.rows = int(c->comparison.ops.size());
    auto delta = [c](int r) -> const RunOpDelta& { return c->comparison.ops[size_t(r)]; };
    auto code
        = [](const MeasuredRun& run, int64_t op) { return op >= 0 ? str(run.ops[size_t(op)].opCode) : QString(); };
    auto difference = [delta](int r) {
        const RunOpDelta& d = delta(r);
        return d.ns && d.otherNs ? std::optional<int64_t>(*d.otherNs - *d.ns) : std::nullopt;
    };
    t.columns = {
        countColumn(tr("#"), [delta](int r) { return delta(r).op >= 0 ? std::optional(delta(r).op) : std::nullopt; }),
        textColumn(tr("Op code"), [a, delta, code](int r) { return code(*a->run, delta(r).op); }),
        countColumn(tr("Other #"),
            [delta](int r) { return delta(r).other >= 0 ? std::optional(delta(r).other) : std::nullopt; }),
        textColumn(tr("Other op code"), [c, delta, code](int r) { return code(*c->other->run, delta(r).other); }),
        durationColumn(tr("Kernel time"), [delta](int r) { return delta(r).ns; }),
        durationColumn(tr("Other kernel time"), [delta](int r) { return delta(r).otherNs; }),
        changeColumn(tr("Change"), difference),
    };
    t.op = [delta](int r) { return qlonglong(delta(r).op); };
    t.background = [delta](int r) { return delta(r).op < 0 || delta(r).other < 0 ? kUnmatched : QColor(); };
    return t;
}

} // namespace tle
