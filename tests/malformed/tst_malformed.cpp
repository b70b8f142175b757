// SPDX-License-Identifier: MIT
// The malformed-input corpus (tests/malformed/cases.txt): every case runs the CLI and checks its exit code,
// a fragment of its message and the position the message names. A case's line reads
//
//     name | exit | fragment | arg | arg ...
//
// An argument `text:NAME.ext:CONTENT` is a file written from CONTENT (\n, \t, \0, \xNN and \\ unescaped),
// `file:NAME` one of inputs/, `gen:KIND:N` a file of generated text too large to keep (see generated()) and
// `genarg:KIND:N` such a text as the argument itself. In an
// argument or a file the marker @^ stands where the error must point; it is removed before the run. The
// expected place is then "line L, column C: " for a file and "column C: " for an argument. Every case also
// checks what any answer must be: no crash, no raw control character and nothing but UTF-8 on stdout or stderr, no
// JSON library internals, messages of bounded size, and no echoed word (a value, a path) of more than about 80
// characters outside the line that shows where the error is.

#include "cli.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

namespace {

constexpr std::string_view kMarker = "@^";

struct Place
{
    int line = 0;
    int column = 0;
    bool inFile = false;
};

std::string unescape(std::string_view text)
{
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\' || i + 1 == text.size()) {
            out += text[i];
            continue;
        }
        const char c = text[++i];
        if (c == 'x' && i + 2 < text.size()) {
            out += char(std::stoi(std::string(text.substr(i + 1, 2)), nullptr, 16));
            i += 2;
            continue;
        }
        out += c == 'n' ? '\n' : c == 't' ? '\t' : c == '0' ? '\0' : c == 'r' ? '\r' : c;
    }
    return out;
}

// Removes the marker and says where it was (1-based line and byte column).
std::string takeMarker(std::string text, std::optional<Place>& place, bool inFile)
{
    const size_t at = text.find(kMarker);
    if (at == std::string::npos)
        return text;
    Place p;
    p.inFile = inFile;
    p.line = 1 + int(std::count(text.begin(), text.begin() + long(at), '\n'));
    const size_t lineStart = text.rfind('\n', at == 0 ? 0 : at - 1);
    p.column = int(at - (lineStart == std::string::npos || at == 0 ? 0 : lineStart + 1)) + 1;
    if (lineStart == std::string::npos)
        p.column = int(at) + 1;
    place = p;
    text.erase(at, kMarker.size());
    return text;
}

// Texts too large to keep in the corpus: deep nesting and huge values, N levels or bytes. The marker goes
// where the limit is crossed: JSON nests at most 256 deep (the bracket that opens level 257 is refused),
// MLIR regions 200 deep.
std::string generated(std::string_view kind, int n)
{
    auto repeat = [](std::string_view s, int count) {
        std::string out;
        out.reserve(s.size() * size_t(std::max(count, 0)));
        for (int i = 0; i < count; ++i)
            out += s;
        return out;
    };
    // `count` units, the marker before the one at `at` (0-based).
    auto marked = [&](std::string_view unit, int count, int at) {
        return repeat(unit, at) + std::string(kMarker) + repeat(unit, count - at);
    };
    constexpr int kJsonDepth = 256;
    constexpr int kRegionDepth = 200;
    if (kind == "json-shape") // levels 1 to 3 are the root, "inputs" and the value; the shape opens level 4
        return R"({"name": "m", "inputs": [{"name": "a", "shape": )" + marked("[", n, kJsonDepth - 3) + repeat("]", n)
            + R"(, "dtype": "f32"}], "ops": []})";
    if (kind == "json-properties") // root, "ops", the op and "properties" are levels 1 to 4
        return R"({"name": "m", "inputs": [], "ops": [{"kind": "x.y", "properties": {"a": )"
            + marked("[", n, kJsonDepth - 4) + repeat("]", n) + "}}], \"outputs\": []}";
    if (kind == "json-root")
        return marked("[", n, kJsonDepth) + repeat("]", n);
    if (kind == "json-objects") // the root is level 1
        return R"({"name": "m", "device": )" + marked(R"({"a": )", n, kJsonDepth - 1) + "1" + repeat("}", n) + "}";
    if (kind == "device-deep")
        return R"({"grid": )" + marked("[", n, kJsonDepth - 1) + repeat("]", n) + "}";
    if (kind == "json-dtype")
        return R"({"name": "m", "inputs": [{"name": "a", "shape": [4], "dtype": @^")" + repeat("q", n)
            + R"("}], "ops": []})";
    if (kind == "mlir-regions") // the marker goes before the '{' of the module that opens level 201
        return repeat("module {", kRegionDepth) + "module " + std::string(kMarker) + "{"
            + repeat("module {", n - kRegionDepth - 1) + repeat("}", n);
    if (kind == "layout-parens")
        return "tensor<8x8xf32, #ttcore.metal_layout<(d0, d1) -> (" + repeat("(", n) + "d0" + repeat(")", n)
            + ", d1), undef, <1x1>, memref<8x8xf32, #ttcore.memory_space<l1>>>>";
    if (kind == "layout-types")
        return std::string(kMarker) + repeat("tensor<", n) + "f32" + repeat(">", n);
    if (kind == "affine-chain")
        return "tensor<8x8xf32, #ttcore.metal_layout<(d0, d1) -> (d0" + repeat(" mod 7", n)
            + ", d1), undef, <1x1>, memref<8x8xf32, #ttcore.memory_space<l1>>>>";
    if (kind == "long-dtype")
        return repeat("q", n);
    if (kind == "long-path")
        return "/nonexistent/" + repeat("p", n) + ".mlir";
    return {};
}

} // namespace

class TestMalformed : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void corpus_data();
    void corpus();

private:
    QTemporaryDir m_dir;
};

void TestMalformed::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestMalformed::corpus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");
    QFile cases(tle::test::sourceRoot() + QStringLiteral("/tests/malformed/cases.txt"));
    QVERIFY2(cases.open(QIODevice::ReadOnly), qPrintable(cases.fileName()));
    QSet<QString> names;
    int count = 0;
    for (const QByteArray& raw : cases.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(QStringLiteral(" | "));
        QVERIFY2(fields.size() >= 4, qPrintable(line));
        const QString name = fields[0].trimmed();
        QVERIFY2(!names.contains(name), qPrintable(QStringLiteral("case named twice: ") + name));
        names.insert(name);
        bool ok = false;
        const int code = fields[1].trimmed().toInt(&ok);
        QVERIFY2(ok, qPrintable(line));
        QTest::newRow(qPrintable(name)) << fields.mid(3) << code << fields[2].trimmed();
        ++count;
    }
    // The corpus is the regression suite of every class of malformed input; it only grows.
    QVERIFY2(count >= 300, qPrintable(QStringLiteral("%1 cases").arg(count)));
}

void TestMalformed::corpus()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    std::optional<Place> place;
    std::vector<std::string> argv;
    int fileIndex = 0;
    for (const QString& a : args) {
        std::string arg = a.toStdString();
        const bool text = arg.starts_with("text:");
        const bool file = arg.starts_with("file:");
        const bool gen = arg.starts_with("gen:");
        if (arg.starts_with("genarg:")) {
            const size_t colon = arg.find(':', 7);
            argv.push_back(
                takeMarker(generated(arg.substr(7, colon - 7), std::stoi(arg.substr(colon + 1))), place, false));
            continue;
        }
        if (!text && !file && !gen) {
            argv.push_back(takeMarker(unescape(arg), place, false));
            continue;
        }
        std::string name;
        std::string content;
        if (text) {
            const size_t colon = arg.find(':', 5);
            QVERIFY2(colon != std::string::npos, arg.c_str());
            name = arg.substr(5, colon - 5);
            content = unescape(std::string_view(arg).substr(colon + 1));
        } else if (file) {
            name = arg.substr(5);
            QFile in(
                tle::test::sourceRoot() + QStringLiteral("/tests/malformed/inputs/") + QString::fromStdString(name));
            QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
            content = in.readAll().toStdString();
        } else {
            const size_t colon = arg.find(':', 4);
            const std::string kind = arg.substr(4, colon - 4);
            content = generated(kind, std::stoi(arg.substr(colon + 1)));
            QVERIFY2(!content.empty(), arg.c_str());
            name = kind
                + (kind.starts_with("json") || kind.starts_with("device") ? ".json"
                        : kind.starts_with("mlir")                        ? ".mlir"
                                                                          : ".txt");
        }
        content = takeMarker(content, place, true);
        const QString path = m_dir.filePath(QStringLiteral("%1-%2").arg(fileIndex++).arg(QString::fromStdString(name)));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(content.data(), qint64(content.size()));
        out.close();
        argv.push_back(path.toStdString());
    }

    std::ostringstream out;
    std::ostringstream err;
    const int code = tle::cli::run(argv, out, err);
    const std::string errText = err.str();
    const QString message = QString::fromStdString(errText);
    QVERIFY2(
        code == exitCode, qPrintable(QStringLiteral("exit %1, expected %2: %3").arg(code).arg(exitCode).arg(message)));
    QVERIFY2(message.contains(fragment), qPrintable(message));
    if (place) {
        const QString where = place->inFile || place->line > 1
            ? QStringLiteral("line %1, column %2: ").arg(place->line).arg(place->column)
            : QStringLiteral("column %1: ").arg(place->column);
        QVERIFY2(message.contains(where), qPrintable(QStringLiteral("expected '%1' in: %2").arg(where, message)));
    }
    for (char c : errText)
        QVERIFY2(c == '\n' || static_cast<unsigned char>(c) >= 0x20, qPrintable(message.left(300)));
    for (char c : out.str())
        QVERIFY2(c == '\n' || static_cast<unsigned char>(c) >= 0x20, "a raw control character on stdout");
    QVERIFY2(!message.contains(QLatin1String("json.exception")), qPrintable(message));
    const std::string outText = out.str();
    for (const std::string* text : { &errText, &outText }) {
        QStringDecoder decode(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decode(QByteArrayView(text->data(), qsizetype(text->size())));
        QVERIFY2(!decode.hasError(), "a byte that is not UTF-8 in the answer");
    }
    // Words: runs of non-blank characters on the message lines (the caret lines, indented, show a window of the
    // input on purpose). A shortened word keeps 80 characters and says its length.
    for (const QString& line : message.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("  ")))
            continue;
        for (const QString& word : line.split(QLatin1Char(' ')))
            QVERIFY2(word.size() <= 100,
                qPrintable(QStringLiteral("a word of %1 characters: %2").arg(word.size()).arg(word.left(120))));
    }
    QVERIFY2(errText.size() < 8192, qPrintable(QStringLiteral("%1 bytes of messages").arg(errText.size())));
}

QTEST_GUILESS_MAIN(TestMalformed)
#include "tst_malformed.moc"
