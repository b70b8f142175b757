// SPDX-License-Identifier: MIT
// The CLI's model commands: explain, optimize and the listing of a module's layouts, checked against the sample
// models and the docs.
#include "clitesthelpers.h"
#include "optimizer/policies.h"
#include "testpaths.h"

#include <QFile>
#include <QTemporaryDir>

#include <fstream>

using namespace tle;
using tle::test::Result;
using tle::test::runCli;

class TestCliModels : public QObject
{
    Q_OBJECT

private slots:
    void explainOp_data();
    void explainOp();
    void explainUnknownOp();
    void optimizeCommand();
    void optimizeEveryFunction();
    void optimizeTextListsTheJsonFacts();
    void policiesMatchTheDocs();
    void listAndPickInAModule();
};

void TestCliModels::explainOp_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("policy");
    QTest::newRow("mnist dfsharding") << "models/mnist_mlp.mlir"
                                      << "dfsharding";
    QTest::newRow("llama greedy-beam") << "models/llama_decoder_layer.mlir"
                                       << "greedy-beam";
    QTest::newRow("llama layout-planner") << "models/llama_decoder_layer.mlir"
                                          << "layout-planner";
}

// For every op with a layout, the explanation's chosen layout is the plan's, and the candidate marked chosen
// is that layout; its chain and spills are the plan's.

void TestCliModels::explainOp()
{
    QFETCH(QString, model);
    QFETCH(QString, policy);
    const std::string path = tle::test::samplesPath(model.toStdString());
    const auto plan = runCli({ "optimize", path, "--policy", policy.toStdString(), "--json" }).json();
    int explained = 0;
    for (size_t i = 0; i < plan["ops"].size(); ++i) {
        const auto& op = plan["ops"][i];
        if (op["layout"].is_null() || op["candidates"].empty())
            continue;
        const Result r = runCli({ "optimize", path, "--policy", policy.toStdString(), "--explain",
            op["name"].get<std::string>(), "--json" });
        QCOMPARE(r.code, 0);
        const auto why = r.json();
        QVERIFY(why["op"] == op["name"]);
        QCOMPARE(why["policy"].get<std::string>(), policy.toStdString());
        const auto& layout = op["layout"];
        const std::string chosen = why["chosen"].get<std::string>();
        QVERIFY2(chosen.starts_with(
                     layout["buffer_type"].get<std::string>() + " " + layout["memory_layout"].get<std::string>()),
            chosen.c_str());
        QCOMPARE(why["considered"].size(), op["candidates"].size());
        for (const auto& c : why["considered"]) {
            if (c["verdict"] == "chosen")
                QCOMPARE(c["layout"].get<std::string>(), chosen);
        }
        QCOMPARE(why["chain"].is_null(), op["chain"].is_null());
        if (!op["chain"].is_null())
            QVERIFY(why["chain"]["index"] == op["chain"]);
        ++explained;
    }
    QVERIFY(explained > 0);
}

void TestCliModels::explainUnknownOp()
{
    const Result r = runCli({ "optimize", tle::test::samplesPath("models/mnist_mlp.mlir"), "--explain", "%nope" });
    QVERIFY(r.code != 0);
    QVERIFY2(r.err.find("--explain") != std::string::npos, r.err.c_str());
    // By index works too.
    QCOMPARE(runCli({ "optimize", tle::test::samplesPath("models/mnist_mlp.mlir"), "--explain", "1", "--json" })
                 .json()["op"]
                 .get<std::string>(),
        std::string("%1"));
}

void TestCliModels::optimizeTextListsTheJsonFacts()
{
    // The text answer and the JSON are the same facts: each op's row has its name, kind, chain and the number of
    // candidates the JSON lists; every spill, chain and metric the JSON holds is in the text.
    const std::string model = tle::test::samplesPath("models/unet_concat_block.mlir");
    const Result json = runCli({ "optimize", model, "--policy", "dfsharding-merge", "--json" });
    const Result text = runCli({ "optimize", model, "--policy", "dfsharding-merge" });
    QVERIFY2(json.code == 0 && text.code == 0, (json.err + text.err).c_str());
    const auto j = json.json();
    const QStringList lines = QString::fromStdString(text.out).split('\n');
    for (const auto& op : j["ops"]) {
        const QString name = QString::fromStdString(op["name"].get<std::string>());
        const auto row = std::ranges::find_if(lines,
            [&](const QString& line) { return line.startsWith(QStringLiteral("  ") + name + QLatin1Char(' ')); });
        QVERIFY2(row != lines.end(), qPrintable(name));
        const QStringList cells = row->split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(cells[1].toStdString(), op["kind"].get<std::string>());
        if (!op["candidates"].empty())
            QVERIFY2(cells.contains(QString::number(op["candidates"].size())), qPrintable(*row));
        if (!op["chain"].is_null())
            QVERIFY2(cells.contains(QString::number(op["chain"].get<int>())), qPrintable(*row));
    }
    QVERIFY(!j["spills"].empty());
    for (const auto& spill : j["spills"]) {
        const QString row = QStringLiteral("%1 %2 %3")
                                .arg(QString::fromStdString(spill["tensor"].get<std::string>()),
                                    QString::fromStdString(spill["at"].get<std::string>()),
                                    QString::fromStdString(spill["to"].get<std::string>()));
        QVERIFY2(
            std::ranges::any_of(lines, [&](const QString& line) { return line.simplified() == row; }), qPrintable(row));
    }
    for (const auto& chain : j["chains"])
        QVERIFY(text.out.find(chain["state"].get<std::string>()) != std::string::npos);
    const std::string traffic = std::to_string(j["metrics"]["dram_traffic_bytes"].get<int64_t>());
    QVERIFY(text.out.find("DRAM traffic (bytes)     " + traffic) != std::string::npos);
}

void TestCliModels::optimizeCommand()
{
    const std::string model = tle::test::testDataPath("real-ir/ttnn_mnist_sharded.mlir");
    const Result r = runCli({ "optimize", model, "--policy", "dfsharding", "--json" });
    QVERIFY2(r.code == 0, r.err.c_str());
    const auto j = r.json();
    for (const char* key : { "policy", "ops", "chains", "reshards", "spills", "reservations", "metrics" })
        QVERIFY2(j.contains(key), key);
    JCOMPARE(j["policy"], "dfsharding");
    // One policy's ops are written one by one; the text is the whole tree's, key order and indentation included.
    QCOMPARE(QString::fromStdString(r.out), QString::fromStdString(tle::dumpJson(tle::Json::parse(r.out)) + "\n"));
    const auto all = runCli({ "optimize", model, "--policy", "all", "--json" }).json();
    auto single = j;
    single.erase("function");
    single.erase("model_warnings");
    JCOMPARE(single, all["results"][1]); // dfsharding, built as one tree
    // Every policy, in the contract's order, each with the contract's keys.
    QCOMPARE(all["results"].size(), tle::policyNames().size());
    for (size_t i = 0; i < tle::policyNames().size(); ++i) {
        JCOMPARE(all["results"][i]["policy"], std::string(tle::policyNames()[i]));
        for (const char* key : { "dram_traffic_bytes", "l1_peak_bytes_per_core", "reshard_count", "spill_count",
                 "mean_cores", "estimated_time_us" })
            QVERIFY2(all["results"][i]["metrics"].contains(key), key);
    }
    // The plan the compiled module states: the same keys, its own name, the file's L1 block-sharded relu
    // (#ttnn_layout6 on <1x8>) and no chains. A TTIR model states none: exit 2 with the reason.
    const auto stated = runCli({ "optimize", model, "--policy", "as-compiled", "--json" }).json();
    JCOMPARE(stated["policy"], "as-compiled");
    bool relu = false;
    for (const auto& op : stated["ops"]) {
        QVERIFY(op["chain"].is_null());
        if (op["name"] == "%4") {
            relu = true;
            JCOMPARE(op["layout"]["buffer_type"], "l1");
            JCOMPARE(op["layout"]["memory_layout"], "block_sharded");
            JCOMPARE(op["layout"]["grid"], nlohmann::json::array({ 1, 8 }));
        }
    }
    QVERIFY(relu);
    JCOMPARE(stated["metrics"]["l1_peak_bytes_per_core"], 2 * 32 * 32 * 4);
    const Result ttir
        = runCli({ "optimize", tle::test::samplesPath("models/real-ir/ttir_mnist.mlir"), "--policy", "as-compiled" });
    QCOMPARE(ttir.code, 2);
    QVERIFY(ttir.err.find("states no TTNN layouts") != std::string::npos);
    // --keep-layouts evaluates the same plan; spill-only runs the spill pass over it (the two 4,096-byte tiles
    // fit the default L1, so it spills nothing); another policy with --keep-layouts is a usage error.
    const auto kept = runCli({ "optimize", model, "--keep-layouts", "--json" }).json();
    JCOMPARE(kept["policy"], "as-compiled");
    JCOMPARE(kept["metrics"]["l1_peak_bytes_per_core"], 2 * 32 * 32 * 4);
    const auto spillOnly = runCli({ "optimize", model, "--keep-layouts", "--policy", "spill-only", "--json" }).json();
    JCOMPARE(spillOnly["policy"], "spill-only");
    QCOMPARE(spillOnly["spills"].size(), size_t(0));
    JCOMPARE(spillOnly["metrics"]["l1_peak_bytes_per_core"], 2 * 32 * 32 * 4);
    const Result replanned = runCli({ "optimize", model, "--keep-layouts", "--policy", "greedy-beam" });
    QCOMPARE(replanned.code, 2);
    QVERIFY2(replanned.err.find("--keep-layouts") != std::string::npos, replanned.err.c_str());
    // An unknown policy, and a missing file.
    QCOMPARE(runCli({ "optimize", model, "--policy", "magic" }).code, 2);
    QCOMPARE(runCli({ "optimize", "/nonexistent/model.mlir" }).code, 1);
    // A path that cannot be read is an I/O error for every command, not an unrecognised notation.
    for (const char* path : { "/nonexistent/layout.mlir", "missing.json", "/tmp" }) {
        const Result r = runCli({ "describe", path });
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.find(std::string("cannot open ") + path) != std::string::npos, r.err.c_str());
    }
}

// A module with two functions: both are planned, the main one at the top level (the keys scripts read) and
// every one under "functions"; --function plans one alone; the text names them all.

void TestCliModels::optimizeEveryFunction()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("two.mlir").toStdString();
    std::ofstream(path) << "module {\n"
                           "  func.func @helper(%arg0: tensor<64x64xbf16>) -> tensor<64x64xbf16> {\n"
                           "    %0 = \"ttir.relu\"(%arg0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
                           "    return %0 : tensor<64x64xbf16>\n"
                           "  }\n"
                           "  func.func @main(%arg0: tensor<64x64xbf16>) -> tensor<64x64xbf16> {\n"
                           "    %0 = \"ttir.relu\"(%arg0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
                           "    %1 = \"ttir.exp\"(%0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
                           "    return %1 : tensor<64x64xbf16>\n"
                           "  }\n"
                           "}\n";
    const auto all = runCli({ "optimize", path, "--json" }).json();
    JCOMPARE(all["function"], "main");
    QCOMPARE(all["ops"].size(), size_t(3)); // relu, exp, return
    QCOMPARE(all["functions"].size(), size_t(2));
    JCOMPARE(all["functions"][0]["function"], "main");
    JCOMPARE(all["functions"][1]["function"], "helper");
    QCOMPARE(all["functions"][1]["ops"].size(), size_t(2)); // relu, return
    const auto helper = runCli({ "optimize", path, "--function", "helper", "--policy", "all", "--json" }).json();
    JCOMPARE(helper["function"], "helper");
    QVERIFY(!helper.contains("functions"));
    QCOMPARE(helper["results"].size(), tle::policyNames().size());
    const Result text = runCli({ "optimize", path });
    QVERIFY(text.out.find("Functions: @helper, @main") != std::string::npos);
    QVERIFY(text.out.find("Function @helper") != std::string::npos);
    const Result unknown = runCli({ "optimize", path, "--function", "nope" });
    QCOMPARE(unknown.code, 2);
    QVERIFY(unknown.err.find("--function") != std::string::npos);
}

void TestCliModels::policiesMatchTheDocs()
{
    const Result help = runCli({ "--help" });
    for (const char* doc : { "docs/cli.md", "docs/optimizer.md" }) {
        QFile file(QString::fromStdString(tle::test::sourcePath(doc)));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(file.readAll());
        for (const tle::PolicyEntry& policy : tle::policies()) {
            const QString name = QString::fromUtf8(policy.name.data(), qsizetype(policy.name.size()));
            QVERIFY2(text.contains(QLatin1Char('`') + name + QLatin1Char('`')), qPrintable(name + " is not in " + doc));
            QVERIFY2(help.out.find("  " + std::string(policy.name) + " ") != std::string::npos, qPrintable(name));
        }
    }
}

// A compiled module holds many layouts: --list numbers them, --pick N describes one, and without --pick the
// error points at the first. mnist_sharded's third distinct type is %arg2's tensor<256x10xf32, #ttnn_layout2>
// (line 22); #ttnn_layout2 is memref<8x1> tiles of 32x32 in DRAM.

void TestCliModels::listAndPickInAModule()
{
    const std::string path = tle::test::samplesPath("models/real-ir/ttnn_mnist_sharded.mlir");
    const auto list = runCli({ "describe", path, "--list", "--json" }).json();
    QVERIFY(list["layouts"].size() >= 3);
    const auto& third = list["layouts"][2];
    QCOMPARE(third["index"].get<int>(), 3);
    QCOMPARE(third["line"].get<int>(), 22);
    QCOMPARE(QString::fromStdString(third["written"].get<std::string>()),
        QStringLiteral("tensor<256x10xf32, #ttnn_layout2>"));
    QVERIFY(third["alias"].is_null());
    for (const char* key : { "column", "text", "uses", "undefined_alias" })
        QVERIFY2(third.contains(key), key);
    QVERIFY(list.contains("tensor_types_without_layout"));

    const Result picked = runCli({ "describe", path, "--pick", "3", "--json" });
    QCOMPARE(picked.code, 0);
    JCOMPARE(picked.json()["logical_shape"], (std::vector<int> { 256, 10 }));
    JCOMPARE(picked.json()["padded_shape"], (std::vector<int> { 256, 32 }));
    QVERIFY(QString::fromStdString(picked.err).contains(QStringLiteral("note: layout 3 of")));

    const Result unpicked = runCli({ "describe", path, "--json" });
    QCOMPARE(unpicked.code, 2);
    QCOMPARE(unpicked.json()["error"]["line"].get<int>(), 22);
    QVERIFY(unpicked.json()["error"]["column"].get<int>() > 0);

    const Result outOfRange = runCli({ "describe", path, "--pick", "99" });
    QCOMPARE(outOfRange.code, 2);
    QVERIFY(QString::fromStdString(outOfRange.err).contains(QStringLiteral("--pick")));
}

QTEST_GUILESS_MAIN(TestCliModels)
#include "tst_climodels.moc"
