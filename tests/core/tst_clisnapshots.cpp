// SPDX-License-Identifier: MIT
// The CLI's answers held byte for byte against golden copies (tests/data/cli-snapshots): its JSON is a public
// contract, so a change that alters an answer must be meant. Each line of commands.txt reads
//
//     NAME<TAB>EXIT<TAB>ARGS
//
// with the arguments separated by spaces (a double-quoted argument may hold spaces); NAME.out is the exact
// stdout. Paths in the arguments are relative to the source root, which the test makes its working directory,
// so no answer holds a machine's path. scripts/update-cli-snapshots.sh regenerates the goldens.
#include "clitesthelpers.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

#include <clocale>

#ifdef TLE_READS_REPORT_DATABASES
#include "sqlitereportdatabase.h"
#endif

using tle::test::Result;
using tle::test::runCli;

namespace {

struct Command
{
    QString name;
    int exitCode = 0;
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

// The commands of commands.txt; `error` says what is wrong with the file, if anything.
std::vector<Command> readCommands(QString& error)
{
    QFile file(snapshotDir() + QStringLiteral("/commands.txt"));
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read ") + file.fileName();
        return {};
    }
    std::vector<Command> commands;
    int lineNumber = 0;
    for (const QByteArray& raw : file.readAll().split('\n')) {
        ++lineNumber;
        const QString line = QString::fromUtf8(raw);
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        bool ok = false;
        Command command { fields[0], fields.size() == 3 ? fields[1].toInt(&ok) : -1, {} };
        if (!ok || command.name.isEmpty()) {
            error = QStringLiteral("commands.txt line %1: expected NAME<TAB>EXIT<TAB>ARGS").arg(lineNumber);
            return {};
        }
        command.args = splitArgs(fields[2]);
        commands.push_back(std::move(command));
    }
    return commands;
}

// Where two texts first differ: the line number and both lines around the first differing column, short enough
// to read when the answer is megabytes.
QString firstDifference(const QByteArray& actual, const QByteArray& expected)
{
    const QList<QByteArray> a = actual.split('\n');
    const QList<QByteArray> e = expected.split('\n');
    qsizetype line = 0;
    while (line < a.size() && line < e.size() && a[line] == e[line])
        ++line;
    const QByteArray actualLine = line < a.size() ? a[line] : QByteArrayLiteral("<end of output>");
    const QByteArray expectedLine = line < e.size() ? e[line] : QByteArrayLiteral("<end of output>");
    qsizetype column = 0;
    while (column < actualLine.size() && column < expectedLine.size() && actualLine[column] == expectedLine[column])
        ++column;
    constexpr qsizetype kContext = 100;
    const qsizetype from = std::max<qsizetype>(0, column - kContext);
    return QStringLiteral("stdout (%1 bytes) differs from the golden (%2 bytes) at line %3, column %4:\n"
                          "   actual: %5\n expected: %6")
        .arg(actual.size())
        .arg(expected.size())
        .arg(line + 1)
        .arg(column + 1)
        .arg(QString::fromUtf8(actualLine.mid(from, 2 * kContext)),
            QString::fromUtf8(expectedLine.mid(from, 2 * kContext)));
}

} // namespace

class TestCliSnapshots : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void outputs_data();
    void outputs();
    void everyGoldenHasACommand();
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
    const std::vector<Command> commands = readCommands(error);
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
    if (args.join(QLatin1Char(' ')).contains(QLatin1String("report-db")))
        QSKIP("this build reads no report databases (no Qt SQL)");
#endif
    std::vector<std::string> argv;
    for (const QString& arg : args)
        argv.push_back(arg.toStdString());
    const Result r = runCli(argv);
    QVERIFY2(r.code == exitCode,
        qPrintable(QStringLiteral("exit %1, expected %2; stderr: %3")
                       .arg(r.code)
                       .arg(exitCode)
                       .arg(QString::fromStdString(r.err.substr(0, 2000)))));
    QFile file(golden);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(golden));
    const QByteArray expected = file.readAll();
    const QByteArray actual = QByteArray::fromStdString(r.out);
    if (actual != expected)
        QFAIL(qPrintable(firstDifference(actual, expected)));
}

// A golden without its command would never be checked, a command without its golden always fails.
void TestCliSnapshots::everyGoldenHasACommand()
{
    QString error;
    const std::vector<Command> commands = readCommands(error);
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

QTEST_GUILESS_MAIN(TestCliSnapshots)
#include "tst_clisnapshots.moc"
