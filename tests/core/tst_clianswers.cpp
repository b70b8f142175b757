// SPDX-License-Identifier: MIT
// What the CLI's estimating commands answer, checked against expectations the test computes: a transfer's bytes
// from the tensor's size, a plan's metrics from its own reservations, spills and bounds, a run report's totals
// from the rows of the CSV it read. The goldens (tst_clisnapshots) only see whether an answer changed.
#include "clitesthelpers.h"
#include "optimizer/policies.h"
#include "testpaths.h"

#include <QFile>

#include <algorithm>
#include <cstdint>
#include <map>
#include <numeric>

using tle::test::Result;
using tle::test::runCli;

namespace {

// The fields of one CSV line; a double-quoted field may hold commas and doubled quotes.
QStringList csvFields(const QString& line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
            field += c;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (c == QLatin1Char(',') && !quoted) {
            fields.push_back(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.push_back(field);
    return fields;
}

struct CsvRow
{
    int line = 0;
    std::map<QString, QString> cells;
};

std::vector<CsvRow> readCsv(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList header = csvFields(QString::fromUtf8(file.readLine()).trimmed());
    std::vector<CsvRow> rows;
    int line = 1;
    while (!file.atEnd()) {
        ++line;
        const QString text = QString::fromUtf8(file.readLine()).trimmed();
        if (text.isEmpty())
            continue;
        const QStringList fields = csvFields(text);
        CsvRow row { line, {} };
        for (qsizetype i = 0; i < header.size() && i < fields.size(); ++i)
            row.cells[header[i]] = fields[i];
        rows.push_back(std::move(row));
    }
    return rows;
}

Result run(std::vector<std::string> args)
{
    Result r = runCli(std::move(args));
    if (r.code != 0)
        qWarning("%s", r.err.c_str());
    return r;
}

} // namespace

class TestCliAnswers : public QObject
{
    Q_OBJECT

private slots:
    void transferMovesTheTensor_data();
    void transferMovesTheTensor();
    void planMetricsFollowThePlan_data();
    void planMetricsFollowThePlan();
    void reportTotalsAreTheRows_data();
    void reportTotalsAreTheRows();
};

void TestCliAnswers::transferMovesTheTensor_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("receivers");
    QTest::newRow("dram interleaved to 8x8 block") << "ttnn-1024x1024-dram-interleaved.mlir"
                                                   << "ttnn-1024x1024-block-sharded-8x8.mlir" << 64;
    QTest::newRow("dram interleaved to 32 height") << "ttnn-1024x1024-dram-interleaved.mlir"
                                                   << "ttnn-1024x1024-height-sharded-32.mlir" << 32;
}

// A 1024x1024 bf16 tensor is 2 MiB in 1024 tiles of 2 KiB; read from DRAM, every byte crosses the NoC once, and
// each of the target's cores receives an equal share.
void TestCliAnswers::transferMovesTheTensor()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, receivers);
    const Result r = run({ "transfer", tle::test::samplesPath("layouts/" + from.toStdString()),
        tle::test::samplesPath("layouts/" + to.toStdString()), "--noc", "0", "--json" });
    QCOMPARE(r.code, 0);
    const nlohmann::json j = r.json();
    constexpr int64_t tensorBytes = int64_t(1024) * 1024 * 2;
    QCOMPARE(j["bytes"].get<int64_t>(), tensorBytes);
    QCOMPARE(j["padding_bytes"].get<int64_t>(), int64_t(0));
    QCOMPARE(j["local_bytes"].get<int64_t>(), int64_t(0));
    int64_t matrixBytes = 0;
    for (const auto& cell : j["matrix"])
        matrixBytes += cell["bytes"].get<int64_t>();
    QCOMPARE(matrixBytes, tensorBytes);
    int64_t received = 0;
    int receiving = 0;
    for (const auto& endpoint : j["endpoints"]) {
        const auto bytes = endpoint["received"].get<int64_t>();
        received += bytes;
        if (bytes > 0) {
            QCOMPARE(bytes, tensorBytes / receivers);
            ++receiving;
        }
    }
    QCOMPARE(received, tensorBytes);
    QCOMPARE(receiving, receivers);
    int64_t issued = 0;
    for (const auto& issuer : j["issuers"])
        issued += issuer["bytes"].get<int64_t>();
    QCOMPARE(issued, tensorBytes);
    int64_t busiest = 0;
    for (const auto& link : j["links"])
        busiest = std::max(busiest, link["bytes"].get<int64_t>());
    QCOMPARE(j["busiest_link"]["bytes"].get<int64_t>(), busiest);
    const auto& estimate = j["estimate"];
    QVERIFY(j["estimated_ns"].get<double>() >= estimate["lower_bound_ns"].get<double>());
    const double slowest = std::max({ estimate["link_ns"].get<double>(), estimate["endpoint_ns"].get<double>(),
        estimate["lower_bound_ns"].get<double>() });
    QVERIFY(j["estimated_ns"].get<double>() >= slowest);
}

void TestCliAnswers::planMetricsFollowThePlan_data()
{
    QTest::addColumn<QString>("model");
    QTest::newRow("mnist mlp") << "models/mnist_mlp.mlir";
    QTest::newRow("llama decoder layer") << "models/llama_decoder_layer.mlir";
    QTest::newRow("ttnn mnist sharded") << "models/real-ir/ttnn_mnist_sharded.mlir";
}

// Every policy's metrics restate its plan: the L1 peak is the largest sum of reservations alive at one op
// (inclusive ends), the counts are the lists' lengths, the gap is the estimate over the bound.
void TestCliAnswers::planMetricsFollowThePlan()
{
    QFETCH(QString, model);
    const Result r = run({ "optimize", tle::test::samplesPath(model.toStdString()), "--policy", "all", "--json" });
    QCOMPARE(r.code, 0);
    const nlohmann::json all = r.json();
    QCOMPARE(all["results"].size(), tle::policyNames().size());
    for (const auto& plan : all["results"]) {
        const std::string policy = plan["policy"].get<std::string>();
        const auto& metrics = plan["metrics"];
        std::map<int, int64_t> alive;
        for (const auto& reservation : plan["reservations"])
            for (int at = reservation["start"].get<int>(); at <= reservation["end"].get<int>(); ++at)
                alive[at] += reservation["bytes_per_core"].get<int64_t>();
        int64_t peak = 0;
        for (const auto& [at, bytes] : alive)
            peak = std::max(peak, bytes);
        QVERIFY2(metrics["l1_peak_bytes_per_core"].get<int64_t>() == peak, policy.c_str());
        QVERIFY2(metrics["spill_count"].get<size_t>() == plan["spills"].size(), policy.c_str());
        QVERIFY2(metrics["reshard_count"].get<size_t>() <= plan["reshards"].size(), policy.c_str());
        const double estimated = metrics["estimated_time_us"].get<double>();
        const double bound = metrics["bound_us"].get<double>();
        QVERIFY2(bound > 0 && estimated >= bound, policy.c_str());
        QVERIFY2(std::abs(metrics["gap_to_bound"].get<double>() - (estimated / bound - 1)) < 1e-9, policy.c_str());
        if (policy == "dram") {
            QVERIFY(plan["reservations"].empty());
            QVERIFY(plan["chains"].empty());
        }
    }
}

void TestCliAnswers::reportTotalsAreTheRows_data()
{
    QTest::addColumn<QString>("run");
    QTest::newRow("oft net, 20 cores") << "runs/oft-net-20-core.csv";
    QTest::newRow("segformer encoder") << "runs/segformer-encoder-wormhole.csv";
    QTest::newRow("deepseek v3, 8 devices") << "runs/deepseek-v3-8x-blackhole-p150.csv";
}

// The report's totals are sums over the CSV's device rows (those with a device kernel duration), read here.
void TestCliAnswers::reportTotalsAreTheRows()
{
    QFETCH(QString, run);
    const std::string path = tle::test::samplesPath(run.toStdString());
    const std::vector<CsvRow> rows = readCsv(QString::fromStdString(path));
    QVERIFY(!rows.empty());
    int64_t kernel = 0;
    int deviceOps = 0;
    std::map<int, int64_t> perDevice;
    for (const CsvRow& row : rows) {
        const auto cell = row.cells.find(QStringLiteral("DEVICE KERNEL DURATION [ns]"));
        bool ok = false;
        const qint64 ns = cell == row.cells.end() ? 0 : cell->second.toLongLong(&ok);
        if (!ok)
            continue;
        kernel += ns;
        ++deviceOps;
        perDevice[row.cells.at(QStringLiteral("DEVICE ID")).toInt()] += ns;
    }
    const Result r = ::run({ "report", path, "--json" });
    QCOMPARE(r.code, 0);
    const nlohmann::json j = r.json();
    const auto& summary = j["summary"];
    QCOMPARE(summary["device_ops"].get<int>(), deviceOps);
    QCOMPARE(summary["device_kernel_ns"].get<int64_t>(), kernel);
    QCOMPARE(summary["devices"].get<size_t>(), perDevice.size());
    for (const auto& device : summary["devices_detail"])
        QCOMPARE(device["kernel_ns"].get<int64_t>(), perDevice.at(device["device"].get<int>()));
    int64_t byFamily = 0;
    for (const auto& [family, ns] : summary["by_family"].items())
        byFamily += ns.get<int64_t>();
    QCOMPARE(byFamily, kernel);
    int64_t byClass = 0;
    for (const auto& [cls, ns] : summary["by_class"].items())
        byClass += ns.get<int64_t>();
    QCOMPARE(byClass, kernel);
    QCOMPARE(j["ops"].size(), size_t(deviceOps));
    for (const auto& op : j["ops"]) {
        const int line = op["line"].get<int>();
        const auto row = std::find_if(rows.begin(), rows.end(), [&](const CsvRow& r) { return r.line == line; });
        QVERIFY(row != rows.end());
        QCOMPARE(op["measured_ns"].get<int64_t>(),
            row->cells.at(QStringLiteral("DEVICE KERNEL DURATION [ns]")).toLongLong());
        QCOMPARE(QString::fromStdString(op["op_code"].get<std::string>()), row->cells.at(QStringLiteral("OP CODE")));
    }
}

QTEST_GUILESS_MAIN(TestCliAnswers)
#include "tst_clianswers.moc"
