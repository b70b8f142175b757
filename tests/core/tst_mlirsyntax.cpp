// SPDX-License-Identifier: MIT
// The MLIR reader's syntax: the forms it accepts, aliases, locations, elided constants, sibling modules, its
// positioned errors, and mutated real files that end in an error or a graph, never in a crash.
#include "importhelpers.h"
#include "io/model/jsonmodel.h"
#include "io/model/mlirmodelreader.h"
#include "io/model/valuelayout.h"

#include <QTest>

using namespace tle;
using namespace tle::test;

class TestMlirSyntax : public QObject
{
    Q_OBJECT

private slots:
    void syntaxForms_data();
    void syntaxForms();
    void aliases();
    void locations_data();
    void locations();
    void denseConstantsElided();
    void mlirErrors_data();
    void mlirErrors();
    void garbageNeverCrashes();
    void siblingModulesKeepTheirFunctions();
};

void TestMlirSyntax::syntaxForms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("dump");
    QTest::newRow("pretty op, multiple results, generic return")
        << "func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
           "  %0 = ttir.add %a, %b : tensor<2x3xf32>\n"
           "  %1:2 = \"ttir.split\"(%0) : (tensor<2x3xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>)\n"
           "  %2 = \"ttir.concat\"(%1#1, %1#0) <{dim = 0 : si32}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> "
           "tensor<2x3xf32>\n"
           "  \"func.return\"(%2) : (tensor<2x3xf32>) -> ()\n"
           "}\n"
        << "func @f (2 arguments, 3 ops)\n  %a : tensor<2x3xf32>\n  %b : tensor<2x3xf32>\n"
           "  [0] %0 = ttir.add(%a, %b) : tensor<2x3xf32>\n"
           "  [1] %1#0, %1#1 = ttir.split(%0) : tensor<1x3xf32>, tensor<1x3xf32>  opaque\n"
           "  [2] %2 = ttir.concat(%1#1, %1#0) : tensor<2x3xf32>\n  [3] func.return(%2)\n";
    QTest::newRow("unknown pretty ops keep what they can")
        << "func.func @g(%a: tensor<4xbf16>) -> tensor<4xbf16> {\n"
           "  %0 = mydialect.frob %a, %missing {k = 1 : i32} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>\n"
           "  %1 = mydialect.weird %0 [%a] : !mydialect.thing<1>\n"
           "  %2 = mydialect.unreadable %0 : tensor<?xbf16>\n"
           "  return %0 : tensor<4xbf16>\n"
           "}\n"
        << "func @g (1 arguments, 3 ops)\n  %a : tensor<4xbf16>\n"
           "  [0] %0 = mydialect.frob(%a) : tensor<4xbf16>  opaque\n"
           "  [1] %1 = mydialect.weird(%0, %a) : !mydialect.thing<1>  opaque\n"
           "  [2] %2 = mydialect.unreadable(%0) : ?  opaque\n  [3] func.return(%0)\n";
    QTest::newRow("nested modules, declarations, blocks, no operands")
        << "module @outer {\n  module @inner attributes {x = 1 : i32} {\n"
           "    func.func private @decl(tensor<2xf32>) -> tensor<2xf32>\n"
           "    func.func @h(%arg0: tensor<2xf32> loc(\"in\")) -> !ttnn.device attributes {y} {\n"
           "      %0 = \"ttnn.get_device\"() : () -> !ttnn.device\n"
           "      \"test.br\"()[^bb1] : () -> ()\n"
           "    ^bb1(%x: tensor<2xf32>):\n"
           "      \"ttnn.deallocate\"(%x) <{force = false}> : (tensor<2xf32>) -> ()\n"
           "      return %0 : !ttnn.device\n    } loc(#loc)\n  }\n}\n#loc = loc(unknown)\n"
        << "func @h (1 arguments, 3 ops)\n  %arg0 : tensor<2xf32>\n"
           "  [0] %0 = ttnn.get_device() : !ttnn.device\n  [1] test.br()  opaque\n  [2] ttnn.deallocate(%x)\n"
           "  [3] func.return(%0)\n";
    QTest::newRow("comments, regions skipped, inline loc")
        << "// header\nfunc.func @r(%a: tensor<2xf32>) -> tensor<2xf32> { // body\n"
           "  %0 = \"ttnn.abs\"(%a) : (tensor<2xf32>) -> tensor<2xf32> loc(\"abs_1\")\n"
           "  %1 = \"test.region\"(%0) ({\n  ^bb0(%y: tensor<2xf32>):\n    \"test.yield\"(%y) : (tensor<2xf32>) -> ()\n"
           "  }) : (tensor<2xf32>) -> tensor<2xf32>\n"
           "  return %1 : tensor<2xf32>\n}\n"
        << "func @r (1 arguments, 2 ops)\n  %a : tensor<2xf32>\n"
           "  [0] %0 = ttnn.abs(%a) : tensor<2xf32>  loc(\"abs_1\")\n"
           "  [1] %1 = test.region(%0) : tensor<2xf32>  opaque\n  [2] func.return(%1)\n";
    QTest::newRow("@main wins over the first function")
        << "func.func private @helper() {\n  return\n}\nfunc.func @first() {\n  return\n}\n"
           "func.func @main() {\n  return\n}\n"
        << "func @main (0 arguments, 0 ops)\n  [0] func.return()\n";
}

void TestMlirSyntax::syntaxForms()
{
    QFETCH(QString, text);
    QFETCH(QString, dump);
    QCOMPARE(q(readMlirModel(text.toStdString()).dumpText()), dump);
}

void TestMlirSyntax::aliases()
{
    // A multi-line alias, a type alias, an inline encoding and an alias that refers to another alias.
    const std::string layout = "#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, "
                               "#dram>, <interleaved>>";
    const std::string text = "#dram = #ttnn.buffer_type<dram>\n"
                             "#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>,\n"
                             "    memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>\n"
                             "!t = tensor<32x32xf32, #lay>\n"
                             "func.func @k(%a: !t) -> !t {\n"
                             "  %0 = \"ttnn.relu\"(%a) : (!t) -> tensor<32x32xf32, "
        + layout + ">\n  return %0 : tensor<32x32xf32, " + layout + ">\n}\n";
    const ModelGraph g = readMlirModel(text);
    QCOMPARE(q(g.aliases().at("lay")),
        "#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>,\n    memref<1x1x!ttcore.tile<32x32, "
        "f32>, #dram>, <interleaved>>");
    const Value& a = g.value(g.findValue("%a"));
    QCOMPARE(q(formatType(a.type)), "tensor<32x32xf32, #lay>");
    QCOMPARE(q(g.encodingText(a.id)), q(g.aliases().at("lay")));
    const Value& r = g.value(g.findValue("%0"));
    QCOMPARE(q(r.type.encoding), q(layout));
    for (int id : { a.id, r.id }) {
        const std::optional<TtnnTensor> t = valueTtnnLayout(g, id);
        QVERIFY(t);
        QCOMPARE(spelled(t->layout.spec().bufferType), "dram");
        QCOMPARE(t->layout.logicalShape(), Shape({ 32, 32 }));
    }
    // An invalid layout is refused when the model is read (as a JSON model's is), at its alias definition
    // (line 1, the attribute starts at column 10).
    const QString error = errorOf([&] {
        readMlirModel("#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, "
                      "f32>, #nowhere>, <interleaved>>\nfunc.func @b(%a: tensor<4x4xf32, #bad>) {\n"
                      "  return\n}\n");
    });
    QVERIFY2(error.startsWith("1:") && error.contains("layout of %a") && error.contains("nowhere"), qPrintable(error));
}

void TestMlirSyntax::locations_data()
{
    QTest::addColumn<QString>("loc");
    QTest::addColumn<QString>("name");
    QTest::newRow("name") << "\"matmul_1\""
                          << "matmul_1";
    QTest::newRow("name with child") << "\"matmul_1\"(#loc1)"
                                     << "matmul_1";
    QTest::newRow("file line col") << "\"model.py\":29:12 to :25"
                                   << "model.py:29:12";
    QTest::newRow("call site") << "callsite(\"callee\"(\"a.py\":1:2) at \"caller\")"
                               << "callee";
    QTest::newRow("fused") << "fused[\"first\", \"second\"]"
                           << "first";
    QTest::newRow("fused with metadata, unknown first") << "fused<\"meta\">[#loc1, \"second\"]"
                                                        << "second";
    QTest::newRow("alias chain") << "#loc3"
                                 << "named";
    QTest::newRow("alias cycle") << "#loc4"
                                 << "";
    QTest::newRow("undefined alias") << "#loc99"
                                     << "";
    QTest::newRow("unknown") << "unknown"
                             << "";
    QTest::newRow("escapes") << "\"esc\\\"aped\\0A\""
                             << "esc\"aped\n";
}

void TestMlirSyntax::locations()
{
    QFETCH(QString, loc);
    QFETCH(QString, name);
    const std::string text = "func.func @l() -> () {\n  \"ttnn.noop\"() : () -> () loc(" + loc.toStdString()
        + ")\n  return\n}\n#loc1 = loc(unknown)\n#loc2 = loc(\"named\"(#loc1))\n#loc3 = loc(#loc2)\n#loc4 = "
          "loc(#loc4)\n";
    QCOMPARE(q(readMlirModel(text).op(0).location), name);
}

void TestMlirSyntax::denseConstantsElided()
{
    // A 512 KiB hex payload is skipped by one scan and not kept; short payloads stay verbatim.
    const std::string hex(512 * 1024, 'A');
    const std::string text = "func.func @c() -> tensor<4xf32> {\n"
                             "  %0 = \"ttir.constant\"() <{value = dense<\"0x"
        + hex
        + "\"> : tensor<262144xf32>}> : () -> tensor<4xf32>\n"
          "  %1 = \"ttir.constant\"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>\n"
          "  return %0 : tensor<4xf32>\n}\n";
    const ModelGraph g = readMlirModel(text);
    QCOMPARE(q(g.op(0).properties), "<{value = dense<...> : tensor<262144xf32>}>");
    QCOMPARE(q(g.op(1).properties), "<{value = dense<[1.0, 2.0]> : tensor<2xf32>}>");
    QCOMPARE(g.op(1).line, 3);
}

void TestMlirSyntax::mlirErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error"); // "line:column: start of the message"
    const QString head = "func.func @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n";
    const QString relu = "  %0 = \"ttnn.relu\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n";
    const QString tail = "  return %0 : tensor<2xf32>\n}\n";
    // `  %0 = "ttnn.relu"(` is 19 characters, so the first operand starts at column 20.
    QTest::newRow("undefined operand") << head + "  %0 = \"ttnn.relu\"(%x) : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
                                       << "2:20: use of undefined value %x";
    QTest::newRow("undefined result number")
        << head + relu + "  %1 = \"ttnn.relu\"(%0#1) : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
        << "3:20: %0 has 1 result(s); #1 does not exist";
    // The '<' of `<{` is column 27; the scan meets the function's '}' (line 4, column 1) while '>' is open.
    QTest::newRow("unbalanced properties")
        << head + "  %0 = \"ttnn.relu\"(%arg0) <{force = false} : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
        << "4:1: expected '>' to close the '<' at 2:27 in the properties, found '}'";
    // `func.func @f(%arg0: tensor<2x` is 29 characters.
    QTest::newRow("unknown element type") << "func.func @f(%arg0: tensor<2xf33>) {\n  return\n}\n"
                                          << "1:30: unknown element type 'f33'";
    QTest::newRow("dynamic dimension") << "func.func @f(%arg0: tensor<?x2xf32>) {\n  return\n}\n"
                                       << "1:28: dynamic tensor types are not supported";
    QTest::newRow("undefined alias") << "func.func @f(%arg0: tensor<2xf32, #nope>) {\n  return\n}\n"
                                     << "1:35: undefined attribute alias #nope";
    // The body's '{' is column 53 of line 1; the text ends at line 3, column 1.
    QTest::newRow("truncated body") << head + relu << "3:1: unexpected end of the text: the '{' at 1:53 is not closed";
    // `  %0 = "ttnn.relu"(%arg0` is 24 characters.
    QTest::newRow("truncated op") << head + "  %0 = \"ttnn.relu\"(%arg0"
                                  << "2:25: expected ')' or ',' in the operand list, found the end of the text";
    QTest::newRow("unterminated string") << head + "  %0 = \"ttnn.relu(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n"
            + tail << "2:8: this string is not closed on its line";
    // `  %0:2 = "ttnn.relu"(%arg0) : ` is 30 characters.
    QTest::newRow("result count") << head + "  %0:2 = \"ttnn.relu\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n" + tail
                                  << "2:31: the type lists 1 result(s) but \"ttnn.relu\" defines 2";
    QTest::newRow("operand type count") << head + "  %0 = \"ttnn.relu\"(%arg0) : () -> tensor<2xf32>\n" + tail
                                        << "2:29: the type lists 0 operand(s) but \"ttnn.relu\" has 1";
    QTest::newRow("value defined twice") << head + relu + relu + tail << "3:3: the value %0 is defined twice";
    QTest::newRow("missing type") << head + "  %0 = \"ttnn.relu\"(%arg0)\n" + tail
                                  << "3:3: expected ':' before the type of \"ttnn.relu\"";
    QTest::newRow("return with a result")
        << head + "  %0 = \"func.return\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n}\n"
        << "2:3: \"func.return\" has no results";
    QTest::newRow("stray closing brace") << "}\n"
                                         << "1:1: unbalanced '}' (no region is open)";
    QTest::newRow("no function") << "module {\n}\n"
                                 << "1:1: the text holds no function with a body";
    QTest::newRow("alias defined twice") << "#a = 1\n#a = 2\n"
                                         << "2:1: the alias #a is defined twice";
}

void TestMlirSyntax::mlirErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const QString actual = errorOf([&] { readMlirModel(text.toStdString()); });
    QVERIFY2(actual.startsWith(error), qPrintable(actual));
}

void TestMlirSyntax::garbageNeverCrashes()
{
    // Truncations and byte flips of the real files end in tle::Error or a graph, never in anything else
    // (the fuzz targets do this at scale; this keeps a deterministic sample in every test run).
    uint32_t seed = 12345;
    auto random = [&seed] { return (seed = seed * 1103515245u + 12345u) >> 8; };
    const char flips[] = { '(', ')', '<', '>', '{', '}', '"', '%', '#', ':', ',', '\n', 'x', '0', '!', '^' };
    int errors = 0;
    for (const char* name : { "ttnn_mnist_sharded.mlir", "ttnn_nlp_concat_heads_decode.mlir", "ttir_mnist.mlir" }) {
        const std::string text = realIr(name);
        for (int i = 0; i < 150; ++i) {
            std::string mutated = text.substr(0, i % 3 == 0 ? random() % text.size() : text.size());
            for (int k = 0; k < 3 && !mutated.empty(); ++k)
                mutated[random() % mutated.size()] = flips[random() % sizeof flips];
            try {
                const ModelModule m = readMlirModule(mutated);
                for (const ModelGraph& g : m.functions)
                    (void)writeJsonModel(g);
            } catch (const Error&) {
                ++errors;
            }
        }
    }
    QVERIFY(errors > 0);
}

// tt-mlir's split-input-file tests hold several modules, each with its own @main: symbols are unique within a module,
// not across siblings. Every function is read; a name an earlier module used gets a numeric suffix, as MLIR's symbol
// tables make names unique. Twice in one module is still an error.
void TestMlirSyntax::siblingModulesKeepTheirFunctions()
{
    const char* text = R"(module {
  func.func @main(%arg0: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = "ttir.relu"(%arg0) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
}
// -----
module {
  func.func @main(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = "ttir.exp"(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
}
module {
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    return %arg0 : tensor<8x8xf32>
  }
}
)";
    const ModelModule m = readMlirModule(text);
    QCOMPARE(m.functions.size(), size_t(3));
    QCOMPARE(QString::fromStdString(m.functions[0].name()), QStringLiteral("main"));
    QCOMPARE(QString::fromStdString(m.functions[1].name()), QStringLiteral("main_1"));
    QCOMPARE(QString::fromStdString(m.functions[2].name()), QStringLiteral("main_2"));
    QCOMPARE(std::string(m.functions[1].op(0).kind.name()), std::string("ttir.exp"));
    QVERIFY_THROWS_EXCEPTION(Error, readMlirModule(R"(module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
})"));
}

QTEST_GUILESS_MAIN(TestMlirSyntax)
#include "tst_mlirsyntax.moc"
