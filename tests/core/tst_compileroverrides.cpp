// SPDX-License-Identifier: MIT
// A plan handed back to tt-mlir as its override-output-layout option, and read back: on every sample and real model
// under every plan source, each expressible op's override names exactly its layout, every op is either reached by
// one entry or listed as not expressible, and replanning with the overrides as pins gives the same layouts.
#include "io/model/modelfile.h"
#include "io/model/statedlayouts.h"
#include "io/trace/decisiontracereader.h"
#include "io/trace/tracejoin.h"
#include "optimizer/plansources.h"
#include "optimizer/shared/compileroverrides.h"
#include "optimizer/shared/layoutpin.h"
#include "testpaths.h"
#include "util/error.h"

#include <QDir>
#include <QTest>

#include <map>
#include <set>

using namespace tle;

namespace {

bool sameLayout(const TtnnLayout& a, const TtnnLayout& b)
{
    const TtnnLayoutSpec& x = a.spec();
    const TtnnLayoutSpec& y = b.spec();
    return x.bufferType == y.bufferType && x.memoryLayout == y.memoryLayout && x.pageLayout == y.pageLayout
        && x.dataType == y.dataType && pinGridOf(a) == pinGridOf(b);
}

} // namespace

class TestCompilerOverrides : public QObject
{
    Q_OBJECT

private slots:
    void optionText_data();
    void optionText();
    void roundTrip_data();
    void roundTrip();
    void sharedLocsAgreeOrAreListed();
    void roundTripAsDecided();
};

void TestCompilerOverrides::optionText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("requests");
    QTest::newRow("bare list") << "a=l1:interleaved,b=dram" << QStringList { "a=l1:interleaved", "b=dram" };
    QTest::newRow("the option") << "override-output-layout=a=8x1:l1:height_sharded"
                                << QStringList { "a=8x1:l1:height_sharded" };
    QTest::newRow("among pipeline options")
        << "enable-optimizer=true override-output-layout=x=dram,y=1x1:l1:block_sharded "
           "memory-layout-analysis-enabled=true"
        << QStringList { "x=dram", "y=1x1:l1:block_sharded" };
    QTest::newRow("quoted") << "ttnn-pipeline=\"override-output-layout=\\\"q=l1\\\"\"" << QStringList { "q=l1" };
    QTest::newRow("a file with a newline") << "a=dram\n" << QStringList { "a=dram" };
}

void TestCompilerOverrides::optionText()
{
    QFETCH(QString, text);
    QFETCH(QStringList, requests);
    QStringList got;
    for (const std::string& r : overrideRequests(text.toStdString()))
        got << QString::fromStdString(r);
    // A quoted value keeps what the shell quoting left: compare without stray escapes.
    for (QString& g : got)
        g.remove(QLatin1Char('\\'));
    QCOMPARE(got, requests);
}

void TestCompilerOverrides::roundTrip_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("source");
    QDir models(QString::fromStdString(test::samplesPath("models")));
    QStringList files;
    for (const QString& f : models.entryList({ QStringLiteral("*.mlir") }, QDir::Files, QDir::Name))
        files << QStringLiteral("models/") + f;
    for (const QString& f : QDir(models.filePath(QStringLiteral("real-ir")))
                                .entryList({ QStringLiteral("*.mlir") }, QDir::Files, QDir::Name))
        files << QStringLiteral("models/real-ir/") + f;
    for (const QString& file : files) {
        for (const PlanSource& source : planSources()) {
            if (source.isDecided())
                continue;
            const QString row = file.section(QLatin1Char('/'), -1) + QLatin1Char(' ')
                + QString::fromUtf8(source.name.data(), qsizetype(source.name.size()));
            QTest::newRow(qPrintable(row))
                << file << QString::fromUtf8(source.name.data(), qsizetype(source.name.size()));
        }
    }
}

void TestCompilerOverrides::roundTrip()
{
    QFETCH(QString, model);
    QFETCH(QString, source);
    const ModelGraph graph = readModelFile(test::samplesPath(model.toStdString()));
    const OptimizerDevice device;
    const AnalyticOpModel opModel(device);
    const PolicyOptions options;
    const std::string name = source.toStdString();
    std::optional<StatedLayouts> stated;
    if (isStatedPlanName(name)) {
        stated = readStatedLayouts(graph);
        if (stated->empty())
            QSKIP("the model states no TTNN layouts");
    }
    const PolicyResult plan
        = makePlan(name, PlanInputs { graph, device, opModel, options, stated ? &*stated : nullptr });
    const CompilerOverrides overrides = compilerOverrides(graph, plan);
    // Read back as tt-mlir reads it: each entry reaches every op of its loc.
    LayoutPins pins;
    std::map<int, int> reached;
    for (const std::string& request :
        overrideRequests(overrides.text().substr(kOverrideOutputLayoutOption.size() + 1))) {
        const PinRequest pin = parsePinRequest(request);
        const std::vector<int> ops = opsAtLocation(graph, pin.op);
        QVERIFY2(!ops.empty(), request.c_str());
        for (int op : ops) {
            ++reached[op];
            pins[op] = pin.pin;
            QVERIFY2(pin.pin.matches(*plan.ops[size_t(op)].layout), request.c_str());
        }
    }
    std::set<int> unreachable;
    for (const NotExpressible& n : overrides.notExpressible)
        unreachable.insert(n.op);
    for (const OpDecision& d : plan.ops) {
        if (!d.layout || !isPlannedOp(graph, d.op))
            continue;
        QVERIFY2(reached.count(d.op) + unreachable.count(d.op) == 1, opDisplayName(graph, d.op).c_str());
        if (reached.count(d.op))
            QCOMPARE(reached[d.op], 1);
    }
    if (stated || pins.empty())
        return;
    // A policy replanned with the overrides as pins keeps every layout.
    PolicyOptions pinned;
    pinned.pins = pins;
    const PolicyResult again = makePlan(name, PlanInputs { graph, device, opModel, pinned, nullptr });
    for (const auto& [op, pin] : pins)
        QVERIFY2(
            sameLayout(*again.ops[size_t(op)].layout, *plan.ops[size_t(op)].layout), opDisplayName(graph, op).c_str());
}

void TestCompilerOverrides::sharedLocsAgreeOrAreListed()
{
    // In the MNIST module several ops share a loc: an entry stands for all of them only when their layouts agree.
    const ModelGraph graph = readModelFile(test::samplesPath("models/real-ir/ttir_mnist.mlir"));
    const OptimizerDevice device;
    const AnalyticOpModel opModel(device);
    const PolicyResult plan = makePlan("dram", PlanInputs { graph, device, opModel, PolicyOptions {}, nullptr });
    const CompilerOverrides overrides = compilerOverrides(graph, plan);
    // Under the DRAM policy every op agrees, so only ops without a name loc are left out.
    for (const NotExpressible& n : overrides.notExpressible)
        QVERIFY2(!graph.op(n.op).namedLocation, n.reason.c_str());
    std::set<std::string> locs;
    for (const Op& op : graph.ops()) {
        if (op.namedLocation && isPlannedOp(graph, op.id))
            locs.insert(op.location);
    }
    QCOMPARE(overrides.entries.size(), locs.size());
}

void TestCompilerOverrides::roundTripAsDecided()
{
    // The compiler's own plan (the MNIST trace fixture) handed back: pinned, as-decided keeps every layout.
    const ModelGraph graph = readModelFile(test::samplesPath("models/real-ir/ttir_mnist.mlir"));
    auto joined = std::make_shared<JoinedTrace>();
    joined->trace = readDecisionTraces(test::testDataPath("decision-trace/ttir_mnist.json")).front();
    joined->join = joinTrace(joined->trace, graph);
    const OptimizerDevice device;
    const AnalyticOpModel opModel(device);
    const PolicyResult plan
        = makePlan("as-decided", PlanInputs { graph, device, opModel, PolicyOptions {}, nullptr, joined });
    const CompilerOverrides overrides = compilerOverrides(graph, plan);
    QVERIFY(!overrides.entries.empty());
    PolicyOptions pinned;
    for (const std::string& request : overrideRequests(overrides.text())) {
        const PinRequest pin = parsePinRequest(request);
        for (int op : opsAtLocation(graph, pin.op))
            pinned.pins[op] = pin.pin;
    }
    const PolicyResult again = makePlan("as-decided", PlanInputs { graph, device, opModel, pinned, nullptr, joined });
    for (const auto& [op, pin] : pinned.pins) {
        QVERIFY(pin.matches(*plan.ops[size_t(op)].layout));
        QVERIFY(sameLayout(*again.ops[size_t(op)].layout, *plan.ops[size_t(op)].layout));
    }
}

QTEST_GUILESS_MAIN(TestCompilerOverrides)
#include "tst_compileroverrides.moc"
