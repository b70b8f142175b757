// SPDX-License-Identifier: MIT
// The CLI's answers held against tests/data/cli-snapshots. Its JSON is a public contract, so a change that alters
// an answer must be meant. Two files name the invocations:
//
//     commands.txt  NAME<TAB>EXIT<TAB>ARGS          a small golden per command and notation, NAME.out, compared by
//                                                   the contract's shape with estimates within a stated tolerance
//                                                   (tests/support/answercompare.h);
//     digests.txt   NAME<TAB>EXIT<TAB>SHA256<TAB>ARGS  every answer, held byte for byte by the digest of its stdout.
//
// The arguments are separated by spaces (a double-quoted argument may hold spaces). Paths in them are relative to
// the source root, which the test makes its working directory, so no answer holds a machine's path.
// scripts/update-cli-snapshots.sh regenerates both. Whether an answer is right is for the tests that compute their
// expectations (tst_cli, tst_climodels, tst_clianswers); here only whether it changed.
#include "answercompare.h"
#include "clitesthelpers.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTest>

#include <clocale>

#ifdef TLE_READS_REPORT_DATABASES
#include "sqlitereportdatabase.h"
#endif

using tle::test::Result;
using tle::test::runCli;

namespace {

// No golden grows past this: a bigger answer is held by its digest.
constexpr qint64 kMaxGoldenBytes = 200 * 1024;

struct Command
{
    QString name;
    int exitCode = 0;
    QByteArray digest;
    QStringList args;
};

QString snapshotDir()
{
    return tle::test::testDataDir() + QStringLiteral("/cli-snapshots");
}

// Splits at spaces; a double-quoted argument keeps its spaces and loses its quotes.
QStringList splitArgs(const QString& text)
{
    QStringList args;
    QString current;
    bool quoted = false;
    bool inArg = false;
    for (const QChar c : text) {
        if (c == QLatin1Char('"')) {
            quoted = !quoted;
            inArg = true;
        } else if (c == QLatin1Char(' ') && !quoted) {
            if (inArg)
                args.push_back(current);
            current.clear();
            inArg = false;
        } else {
            current += c;
            inArg = true;
        }
    }
    if (inArg)
        args.push_back(current);
    return args;
}

// The lines of FILE in tests/data/cli-snapshots; `digested` lines carry a SHA256 column. `error` says what is wrong
// with the file, if anything.
std::vector<Command> readCommands(const QString& fileName, bool digested, QString& error)
{
    QFile file(snapshotDir() + QLatin1Char('/') + fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read ") + file.fileName();
        return {};
    }
    const int fieldCount = digested ? 4 : 3;
    std::vector<Command> commands;
    int lineNumber = 0;
    for (const QByteArray& raw : file.readAll().split('\n')) {
        ++lineNumber;
        const QString line = QString::fromUtf8(raw);
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        bool ok = false;
        Command command { fields[0], fields.size() == fieldCount ? fields[1].toInt(&ok) : -1, {}, {} };
        if (digested && ok) {
            command.digest = fields[2].toLatin1();
            ok = command.digest.size() == 64;
        }
        if (!ok || command.name.isEmpty()) {
            error = QStringLiteral("%1 line %2: expected NAME<TAB>EXIT<TAB>%3ARGS")
                        .arg(fileName)
                        .arg(lineNumber)
                        .arg(digested ? QStringLiteral("SHA256<TAB>") : QString());
            return {};
        }
        command.args = splitArgs(fields.back());
        commands.push_back(std::move(command));
    }
    return commands;
}

Result run(const QStringList& args)
{
    std::vector<std::string> argv;
    for (const QString& arg : args)
        argv.push_back(arg.toStdString());
    return runCli(argv);
}

QString exitMismatch(const Result& r, int expected)
{
    return QStringLiteral("exit %1, expected %2; stderr: %3")
        .arg(r.code)
        .arg(expected)
        .arg(QString::fromStdString(r.err.substr(0, 2000)));
}

#ifndef TLE_READS_REPORT_DATABASES
bool readsReportDatabase(const QStringList& args)
{
    return args.join(QLatin1Char(' ')).contains(QLatin1String("report-db"));
}
#endif

} // namespace

class TestCliSnapshots : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void outputs_data();
    void outputs();
    void digests_data();
    void digests();
    void everyGoldenHasACommand();
    void goldensAreSmall();
    void everyGoldenIsDigested();
};

void TestCliSnapshots::initTestCase()
{
    // The commands name files relative to the source root, as the goldens were made.
    QVERIFY(QDir::setCurrent(tle::test::sourceRoot()));
    // The CLI binary never sets a locale and so answers in the C one; the test's application took the
    // environment's.
    std::setlocale(LC_ALL, "C");
#ifdef TLE_READS_REPORT_DATABASES
    // As the CLI binary does: its library has no SQL driver of its own.
    tle::cli::setRunDatabaseReader([](const std::string& path) { return tle::readReportDatabaseFile(path); });
#endif
}

void TestCliSnapshots::outputs_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("golden");
    QString error;
    const std::vector<Command> commands = readCommands(QStringLiteral("commands.txt"), false, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> names;
    for (const Command& command : commands) {
        QVERIFY2(!names.contains(command.name), qPrintable(QStringLiteral("named twice: ") + command.name));
        names.insert(command.name);
        QTest::newRow(qPrintable(command.name))
            << command.args << command.exitCode << snapshotDir() + QLatin1Char('/') + command.name + ".out";
    }
    QVERIFY(!commands.empty());
}

void TestCliSnapshots::outputs()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, golden);
#ifndef TLE_READS_REPORT_DATABASES
    if (readsReportDatabase(args))
        QSKIP("this build reads no report databases (no Qt SQL)");
#endif
    const Result r = run(args);
    QVERIFY2(r.code == exitCode, qPrintable(exitMismatch(r, exitCode)));
    QFile file(golden);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(golden));
    const std::string expected = file.readAll().toStdString();
    if (const auto difference = tle::test::answerDifference(r.out, expected))
        QFAIL(qPrintable(QString::fromStdString(*difference)));
}

void TestCliSnapshots::digests_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("digest");
    QString error;
    const std::vector<Command> commands = readCommands(QStringLiteral("digests.txt"), true, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> names;
    for (const Command& command : commands) {
        QVERIFY2(!names.contains(command.name), qPrintable(QStringLiteral("named twice: ") + command.name));
        names.insert(command.name);
        QTest::newRow(qPrintable(command.name)) << command.args << command.exitCode << command.digest;
    }
    QVERIFY(!commands.empty());
}

// Byte for byte: a refactor changes no answer; a meant change rewrites the digest with the update script.
void TestCliSnapshots::digests()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, digest);
#ifndef TLE_READS_REPORT_DATABASES
    if (readsReportDatabase(args))
        QSKIP("this build reads no report databases (no Qt SQL)");
#endif
    const Result r = run(args);
    QVERIFY2(r.code == exitCode, qPrintable(exitMismatch(r, exitCode)));
    const QByteArray actual
        = QCryptographicHash::hash(QByteArray::fromStdString(r.out), QCryptographicHash::Sha256).toHex();
    QVERIFY2(actual == digest,
        qPrintable(QStringLiteral("stdout (%1 bytes) has the SHA-256 %2; its first 300 bytes: %3")
                       .arg(r.out.size())
                       .arg(QString::fromLatin1(actual), QString::fromStdString(r.out.substr(0, 300)))));
}

// A golden without its command would never be checked, a command without its golden always fails.
void TestCliSnapshots::everyGoldenHasACommand()
{
    QString error;
    const std::vector<Command> commands = readCommands(QStringLiteral("commands.txt"), false, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> named;
    for (const Command& command : commands)
        named.insert(command.name + ".out");
    const QStringList files = QDir(snapshotDir()).entryList({ QStringLiteral("*.out") }, QDir::Files);
    const QSet<QString> present(files.begin(), files.end());
    for (const QString& file : present)
        QVERIFY2(named.contains(file), qPrintable(file + " is named by no line of commands.txt"));
    for (const QString& file : named)
        QVERIFY2(present.contains(file), qPrintable(file + " is missing for a line of commands.txt"));
}

void TestCliSnapshots::goldensAreSmall()
{
    const QFileInfoList files = QDir(snapshotDir()).entryInfoList({ QStringLiteral("*.out") }, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QFileInfo& file : files)
        QVERIFY2(file.size() <= kMaxGoldenBytes,
            qPrintable(QStringLiteral("%1 is %2 bytes; hold an answer this big by its digest")
                           .arg(file.fileName())
                           .arg(file.size())));
}

// A golden's tolerance lets an estimate move; its digest still notices that it did.
void TestCliSnapshots::everyGoldenIsDigested()
{
    QString error;
    const std::vector<Command> goldens = readCommands(QStringLiteral("commands.txt"), false, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const std::vector<Command> digested = readCommands(QStringLiteral("digests.txt"), true, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> lines;
    for (const Command& command : digested)
        lines.insert(command.args.join(QLatin1Char('\n')));
    for (const Command& command : goldens)
        QVERIFY2(lines.contains(command.args.join(QLatin1Char('\n'))),
            qPrintable(command.name + " has no line in digests.txt"));
}

QTEST_GUILESS_MAIN(TestCliSnapshots)
#include "tst_clisnapshots.moc"
