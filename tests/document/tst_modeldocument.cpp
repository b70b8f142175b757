// SPDX-License-Identifier: MIT
// The model document without any widget: opening, planning, the choices it keeps until they can apply (a stated
// plan before a model offers it, an op before its plan arrives), devices, comparisons, pins with undo, and typed
// failures. Every wait is for a signal, never a poll.
#include "enumstrings.h"
#include "io/layouttext/layoutsnippet.h"
#include "jobrunner.h"
#include "modeldocument.h"
#include "modelpins.h"
#include "optimizer/policies.h"
#include "testpaths.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tle;

namespace {

constexpr int kTimeout = 60000;

QString model(const char* name)
{
    return test::samplesDir() + QStringLiteral("/models/") + QString::fromUtf8(name);
}

// Waits for the plan of what the document holds now to be on show.
bool waitForPlan(ModelDocument& document)
{
    if (document.result() && !document.isBusy())
        return true;
    QSignalSpy planned(&document, &ModelDocument::planChanged);
    return planned.wait(kTimeout) && document.result();
}

bool writeText(const QString& path, const QByteArray& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace

class TestModelDocument : public QObject
{
    Q_OBJECT

private slots:
    void opensAndPlans();
    void selectionWaitsForThePlan_data();
    void selectionWaitsForThePlan();
    void statedPlanWaitsUntilOffered();
    void deviceFilePlansAndBudgets();
    void brokenDeviceFileChangesNothing();
    void brokenModelIsATypedError();
    void comparesWithEveryPolicy();
    void comparisonWords();
    void pinsReplanAndUndo();
    void expansionIsKeptPerPlan();
    void listsLayoutsFromTheSameRead();
};

void TestModelDocument::opensAndPlans()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    QSignalSpy opened(&document, &ModelDocument::modelOpened);
    QSignalSpy policy(&document, &ModelDocument::policyChanged);
    document.open(model("mnist_mlp.mlir"));
    QVERIFY(document.isBusy());
    QVERIFY(waitForPlan(document));
    QCOMPARE(opened.count(), 1);
    QVERIFY(document.path().endsWith("mnist_mlp.mlir"));
    QCOMPARE(document.policy().toStdString(), std::string(kDefaultPolicy));
    QCOMPARE(policy.count(), 0);
    QCOMPARE(document.result()->policy, std::string(kDefaultPolicy));
    // The default device's usable L1 (1364 KiB) is the timeline's budget.
    QCOMPARE(document.plan()->l1BudgetBytes(), int64_t(1364) * 1024);
    // The first op the plan gave a layout is selected, so that every view has something to explain.
    int first = -1;
    for (const OpDecision& d : document.result()->ops) {
        if (d.layout) {
            first = d.op;
            break;
        }
    }
    QVERIFY(first >= 0);
    QCOMPARE(document.selectedOp(), first);
    QVERIFY(document.selectedOpLayout().has_value());
    QSignalSpy replanned(&document, &ModelDocument::planChanged);
    document.setPolicy(QStringLiteral("dram"));
    QVERIFY(replanned.wait(kTimeout));
    QCOMPARE(document.result()->policy, std::string("dram"));
}

void TestModelDocument::selectionWaitsForThePlan_data()
{
    QTest::addColumn<bool>("whileReading");
    QTest::newRow("asked while the model is read") << true;
    QTest::newRow("asked while another policy plans") << false;
}

// An op selected before its plan exists is selected when the plan arrives (a workspace restored, --select).
void TestModelDocument::selectionWaitsForThePlan()
{
    QFETCH(bool, whileReading);
    JobRunner jobs;
    ModelDocument document(&jobs);
    const int wanted = 3;
    document.open(model("llama_decoder_layer.mlir"));
    if (!whileReading) {
        QVERIFY(waitForPlan(document));
        QVERIFY(document.selectedOp() != wanted);
        document.setPolicy(QStringLiteral("greedy-beam"));
    }
    document.selectOp(wanted);
    QSignalSpy planned(&document, &ModelDocument::planChanged);
    QVERIFY(planned.wait(kTimeout));
    QCOMPARE(document.result()->policy, whileReading ? std::string(kDefaultPolicy) : std::string("greedy-beam"));
    QCOMPARE(document.selectedOp(), wanted);
}

// as-compiled is a plan of models that state layouts: asked for before one is open, it is chosen once one is, and
// gives way to the default policy for a model that states none.
void TestModelDocument::statedPlanWaitsUntilOffered()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    document.setPolicy(QStringLiteral("as-compiled"));
    QCOMPARE(document.policy().toStdString(), std::string(kDefaultPolicy));
    QVERIFY(!document.offersStatedPlans());
    document.open(model("real-ir/ttnn_mnist_sharded.mlir"));
    QVERIFY(waitForPlan(document));
    QVERIFY(document.offersStatedPlans());
    QCOMPARE(document.policy(), QStringLiteral("as-compiled"));
    QCOMPARE(document.result()->policy, std::string("as-compiled"));
    // The TTIR module states no layouts.
    document.open(model("real-ir/ttir_mnist.mlir"));
    QSignalSpy opened(&document, &ModelDocument::modelOpened);
    QVERIFY(opened.wait(kTimeout));
    QVERIFY(!document.offersStatedPlans());
    QCOMPARE(document.policy().toStdString(), std::string(kDefaultPolicy));
}

// A device file's usable L1 is the plan's budget, and the plan is the one made for that device.
void TestModelDocument::deviceFilePlansAndBudgets()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    document.open(model("mnist_mlp.mlir"));
    QVERIFY(waitForPlan(document));
    QSignalSpy planned(&document, &ModelDocument::planChanged);
    QSignalSpy devices(&document, &ModelDocument::devicesChanged);
    const QString file = test::samplesDir() + QStringLiteral("/devices/whatif_4x4_256k.json");
    QVERIFY(document.loadDeviceFile(file));
    QCOMPARE(devices.count(), 1);
    QCOMPARE(document.devices().size(), size_t(2));
    QVERIFY(document.deviceFile().endsWith("whatif_4x4_256k.json"));
    QVERIFY(planned.wait(kTimeout));
    // whatif_4x4_256k.json: "l1_usable_bytes_per_core": 262144.
    QCOMPARE(document.plan()->l1BudgetBytes(), int64_t(262144));
    // Loading the same file again replaces its entry.
    QVERIFY(document.loadDeviceFile(file));
    QCOMPARE(document.devices().size(), size_t(2));
    // The default device's plan is cached: it is on show at once.
    document.setDevice({});
    QCOMPARE(document.plan()->l1BudgetBytes(), int64_t(1364) * 1024);
}

void TestModelDocument::brokenDeviceFileChangesNothing()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeText(path, "{\n  \"grid\": [8, 8],\n  \"dram_banks\": tw\n}\n"));
    QSignalSpy devices(&document, &ModelDocument::deviceChanged);
    QString error;
    QVERIFY(!document.loadDeviceFile(path, &error));
    QVERIFY2(error.contains(QStringLiteral("line 3")), qPrintable(error));
    QCOMPARE(devices.count(), 0);
    QVERIFY(document.deviceFile().isEmpty());
    QVERIFY(document.problem() && document.problem()->error);
    QCOMPARE(document.problem()->error->line(), 3);
    QVERIFY(document.problem()->error->source() == ErrorSource::DeviceFile);
    QVERIFY(!document.loadDeviceFile(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(error.contains(QStringLiteral("missing.json")));
}

// A model that does not read is a typed error with its line and column; the model held before stays.
void TestModelDocument::brokenModelIsATypedError()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    document.open(model("mnist_mlp.mlir"));
    QVERIFY(waitForPlan(document));
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.mlir"));
    // Line 2 uses a value nobody defined, from column 25.
    QVERIFY(writeText(broken,
        "func.func @main(%arg0: tensor<32x32xbf16>) -> tensor<32x32xbf16> {\n"
        "  %0 = \"ttnn.relu\"(%missing) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
        "  return %0 : tensor<32x32xbf16>\n}\n"));
    std::optional<Error> failure;
    connect(&document, &ModelDocument::openFailed, this, [&](const Error& e) { failure = e; });
    document.open(broken);
    QTRY_VERIFY_WITH_TIMEOUT(failure.has_value(), kTimeout);
    QCOMPARE(failure->line(), 2);
    QVERIFY(failure->column() > 0);
    QVERIFY(QString::fromUtf8(failure->what()).contains(QStringLiteral("%missing")));
    QVERIFY(document.problem());
    // Named like a run file's error: the file, then the place.
    QVERIFY(document.problem()->message.startsWith(QStringLiteral("broken.mlir, line 2, column ")));
    QVERIFY(document.path().endsWith("mnist_mlp.mlir"));
    QVERIFY(document.result());
}

void TestModelDocument::comparesWithEveryPolicy()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    document.open(model("mnist_mlp.mlir"));
    QVERIFY(waitForPlan(document));
    QSignalSpy compared(&document, &ModelDocument::comparedPlansChanged);
    document.setComparison(PlanComparison::allPolicies());
    QVERIFY(document.comparison() == PlanComparison::allPolicies());
    const size_t others = policyNames().size() - 1;
    while (document.comparedPlans().size() < others)
        QVERIFY(compared.wait(kTimeout));
    std::set<std::string> names;
    for (const ModelDocument::Compared& c : document.comparedPlans())
        names.insert(c.plan->result.policy);
    QCOMPARE(names.size(), others);
    QVERIFY(!names.count(std::string(kDefaultPolicy)));
    document.setComparison({});
    QVERIFY(document.comparedPlans().empty());
    QVERIFY(!document.comparedResult());
}

// The command line and the workspace file name a comparison by a word: a plan's name, "unpinned" or "all".
void TestModelDocument::comparisonWords()
{
    const PlanComparison comparisons[]
        = { {}, PlanComparison::of(QStringLiteral("dram")), PlanComparison::unpinned(), PlanComparison::allPolicies() };
    for (const PlanComparison& comparison : comparisons)
        QVERIFY(PlanComparison::fromWord(comparison.word()) == comparison);
    QCOMPARE(PlanComparison().word(), QString());
    QCOMPARE(PlanComparison::of(QStringLiteral("dram")).word(), QStringLiteral("dram"));
    QCOMPARE(PlanComparison::unpinned().word(), QStringLiteral("unpinned"));
    QCOMPARE(PlanComparison::allPolicies().word(), QStringLiteral("all"));
}

// A pin replans, compares with the unpinned plan, and undoes as one step.
void TestModelDocument::pinsReplanAndUndo()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    document.open(model("llama_decoder_layer.mlir"));
    QVERIFY(waitForPlan(document));
    const std::shared_ptr<const ModelPlan> unpinned = document.plan();
    document.selectOp(1);
    QSignalSpy pins(&document, &ModelDocument::pinsChanged);
    QSignalSpy planned(&document, &ModelDocument::planChanged);
    QVERIFY(document.pinSelectedOp(QStringLiteral("l1:interleaved")));
    QCOMPARE(pins.count(), 1);
    QCOMPARE(document.pinOf(1), QStringLiteral("l1:interleaved"));
    QVERIFY(document.comparison() == PlanComparison::unpinned());
    QVERIFY(planned.wait(kTimeout));
    QVERIFY(document.plan() != unpinned);
    QCOMPARE(document.result()->ops[1].layout->spec().bufferType, BufferType::L1);
    // Each plan carries the pins it was made with.
    QVERIFY(unpinned->pins.empty());
    QCOMPARE(document.plan()->pins.size(), size_t(1));
    QCOMPARE(QString::fromStdString(document.plan()->pins.at(1).text()), document.pinOf(1));
    QVERIFY(!document.pinSelectedOp(QStringLiteral("l1:nonsense")));
    QVERIFY(document.problem());
    document.pins()->undoStack()->undo();
    QVERIFY(document.pinOf(1).isEmpty());
    QVERIFY(waitForPlan(document));
    // The unpinned plan comes back from the cache.
    QCOMPARE(document.plan(), unpinned);
}

void TestModelDocument::expansionIsKeptPerPlan()
{
    JobRunner jobs;
    ModelDocument document(&jobs);
    document.open(model("mnist_mlp.mlir"));
    QVERIFY(waitForPlan(document));
    QSignalSpy expanded(&document, &ModelDocument::expansionChanged);
    const ChainGraphGroup group { .kind = ChainGraphGroup::Kind::Chain, .id = 0 };
    document.setGroupExpanded(group, true);
    document.setGroupExpanded(group, true);
    QCOMPARE(expanded.count(), 1);
    QCOMPARE(document.expansion().count(group), size_t(1));
    document.setGroupExpanded(group, false);
    QCOMPARE(expanded.count(), 2);
    QVERIFY(document.expansion().empty());
}

void TestModelDocument::listsLayoutsFromTheSameRead()
{
    // The file is read once, off the GUI thread: the module and the list of the layouts its text states arrive
    // together. mnist_mlp.mlir (read by hand) has 10 distinct tensor types with a layout, the first %arg0's on
    // line 27.
    JobRunner jobs;
    ModelDocument document(&jobs);
    QSignalSpy listed(&document, &ModelDocument::layoutsListed);
    const QString path = model("mnist_mlp.mlir");
    document.open(path);
    QVERIFY(waitForPlan(document));
    QCOMPARE(listed.count(), 1);
    const auto layouts = listed.at(0).at(0).value<LayoutSnippet>();
    QCOMPARE(listed.at(0).at(1).toString(), path);
    QVERIFY(layouts.isSnippet);
    QCOMPARE(layouts.layouts.size(), size_t(10));
    QCOMPARE(layouts.layouts.front().written, std::string("tensor<1x784xbf16, #ttnn_layout>"));
    QCOMPARE(layouts.layouts.front().line, 27);
}

QTEST_GUILESS_MAIN(TestModelDocument)
#include "tst_modeldocument.moc"
