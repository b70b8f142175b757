// SPDX-License-Identifier: MIT
// The window in every language it ships: chosen by --lang or the system's locale, complete, and nothing the
// program fills in or the user presses is lost in translation.
#include "apptranslations.h"
#include "io/layouttext/anylayoutparser.h"
#include "layoutfactsmodel.h"
#include "mainwindow.h"
#include "messagetext.h"
#include "placetext.h"
#include "report/placereport.h"
#include "report/remarktext.h"
#include "testpaths.h"
#include "unitnames.h"

#include <QAction>
#include <QFile>
#include <QMap>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace tle;

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void missingCjkFontWarns_data();
    void missingCjkFontWarns();
    void initTestCase();
    void cleanup();
    void builtIn();
    void requested_data();
    void requested();
    void windowSpeaks_data();
    void windowSpeaks();
    void complete_data();
    void complete();
    void hoverAndTooltipsSpeak();
    void paddingReasonsSpeak_data();
    void paddingReasonsSpeak();
    void factsSpeak();
    void whyPanelSpeaks();
};

namespace {

struct TsMessage
{
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
};

QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            messages.append({ .context = context, .source = xml.readElementText() });
        } else if (xml.name() == QLatin1String("translation") && !messages.isEmpty()) {
            messages.last().unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            // A plural's forms (<numerusform>) each stand for the whole: the first is checked, an empty one is
            // untranslated.
            QString text;
            QStringList forms;
            while (!xml.atEnd()
                && !(xml.readNext() == QXmlStreamReader::EndElement && xml.name() == QLatin1String("translation"))) {
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    forms << xml.readElementText();
            }
            messages.last().translation
                = forms.isEmpty() ? text : (forms.contains(QString()) ? QString() : forms.first());
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return {};
    }
    return messages;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QStringList matches(const QString& text, const QRegularExpression& pattern)
{
    QStringList found;
    for (const QRegularExpressionMatch& m : pattern.globalMatch(text))
        found << m.captured();
    return sorted(found);
}

} // namespace

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLanguage::cleanup()
{
    AppTranslations::install(QLocale(QLocale::English));
}

void TestLanguage::builtIn()
{
    QCOMPARE(AppTranslations::available(), QStringList({ "de", "ja", "ko", "zh_CN" }));
    // English is the program's own language: its file holds only the plural forms.
    QVERIFY(AppTranslations::install(QLocale(QLocale::English)));
    QCOMPARE(QCoreApplication::translate("tle::PlanCaption", "%Ln spills", nullptr, 1), QStringLiteral("1 spill"));
    QCOMPARE(QCoreApplication::translate("tle::PlanCaption", "%Ln spills", nullptr, 2), QStringLiteral("2 spills"));
    QVERIFY(!AppTranslations::install(QLocale(QLocale::Swahili)));
}

void TestLanguage::missingCjkFontWarns_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QStringList>("families");
    QTest::addColumn<bool>("warns");
    QTest::newRow("Japanese, no font") << QLocale(QLocale::Japanese) << QStringList() << true;
    QTest::newRow("Korean, no font") << QLocale(QLocale::Korean) << QStringList() << true;
    QTest::newRow("Chinese, no font") << QLocale(QLocale::Chinese, QLocale::China) << QStringList() << true;
    QTest::newRow("Japanese with Noto") << QLocale(QLocale::Japanese) << QStringList { "Noto Sans CJK JP" } << false;
    QTest::newRow("German needs none") << QLocale(QLocale::German) << QStringList() << false;
}

// A Chinese, Japanese or Korean window without a font for its script says so once, in English.
void TestLanguage::missingCjkFontWarns()
{
    QFETCH(QLocale, locale);
    QFETCH(QStringList, families);
    QFETCH(bool, warns);
    const QString warning = AppTranslations::missingFontWarning(locale, families);
    QCOMPARE(!warning.isEmpty(), warns);
    if (warns) {
        QVERIFY(warning.contains("fonts-noto-cjk"));
        QVERIFY(warning.contains(QLocale::languageToString(locale.language())));
    }
}

void TestLanguage::requested_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("language");
    QTest::addRow("separate value") << QStringList { "tle", "--lang", "ja", "x.mlir" } << "ja";
    QTest::addRow("joined value") << QStringList { "tle", "--lang=ko" } << "ko";
    QTest::addRow("single dash") << QStringList { "tle", "-lang", "de" } << "de";
    QTest::addRow("region") << QStringList { "tle", "--lang", "zh_CN" } << "zh";
    QTest::addRow("none: the system's") << QStringList { "tle", "x.mlir" } << QLocale().name().section('_', 0, 0);
    QTest::addRow("value missing") << QStringList { "tle", "--lang" } << QLocale().name().section('_', 0, 0);
}

void TestLanguage::requested()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, language);
    QCOMPARE(AppTranslations::requested(arguments).name().section('_', 0, 0), language);
}

void TestLanguage::windowSpeaks_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("view");
    QTest::addRow("German") << "de"
                            << "Datei"
                            << "Kacheln";
    QTest::addRow("Japanese") << "ja" << QString::fromUtf8("ファイル") << QString::fromUtf8("タイル");
    QTest::addRow("Korean") << "ko" << QString::fromUtf8("파일") << QString::fromUtf8("타일");
    QTest::addRow("Simplified Chinese") << "zh_CN" << QString::fromUtf8("文件") << QString::fromUtf8("瓦片");
    QTest::addRow("English") << "en"
                             << "File"
                             << "Tiles";
}

void TestLanguage::windowSpeaks()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    QFETCH(QString, view);
    AppTranslations::install(QLocale(language));
    MainWindow window;
    QStringList menus;
    for (QAction* action : window.menuBar()->actions())
        menus << action->text().remove('&');
    QVERIFY2(menus.first().startsWith(file), qPrintable(menus.join(", ")));
    auto* tabs = window.findChild<QTabWidget*>("viewTabs");
    QVERIFY(tabs);
    QStringList titles;
    for (int i = 0; i < tabs->count(); ++i)
        titles << tabs->tabText(i).remove('&');
    QVERIFY2(titles.join(' ').contains(view), qPrintable(titles.join(", ")));
}

void TestLanguage::complete_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : AppTranslations::available())
        QTest::newRow(qPrintable(language)) << language;
}

void TestLanguage::complete()
{
    QFETCH(QString, language);
    QString error;
    const QList<TsMessage> messages
        = readTs(test::sourceRoot() + QStringLiteral("/translations/tle_%1.ts").arg(language), &error);
    QVERIFY2(messages.size() > 400, qPrintable(error));
    const QRegularExpression placeholder(QStringLiteral("%\\d+"));
    const QRegularExpression accelerator(QStringLiteral("&(?!&)"));
    QStringList wrong;
    for (const TsMessage& m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source.left(60);
        if (m.unfinished || m.translation.isEmpty())
            wrong << QStringLiteral("untranslated: ") + where;
        if (matches(m.source, placeholder) != matches(m.translation, placeholder))
            wrong << QStringLiteral("placeholders differ: ") + where;
        if (m.source.count('\n') != m.translation.count('\n'))
            wrong << QStringLiteral("line breaks differ: ") + where;
        if (m.source.count(accelerator) != m.translation.count(accelerator))
            wrong << QStringLiteral("accelerators differ: ") + where;
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join('\n')));
}

void TestLanguage::hoverAndTooltipsSpeak()
{
    // The hover line and a plane's tooltip name the unit and the facts in German; numbers stay as they are.
    AppTranslations::install(QLocale(QLocale::German));
    const AnyLayout layout
        = parseAnyLayout("tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                         "memref<18x32xf32, #ttcore.memory_space<l1>>>>");
    const auto probe = makeLayoutProbe(layout);
    const Shape index { 20, 40 };
    // Row 20 is core row 1's shard row 2, column 40 core column 1's column 8: element 2 * 32 + 8 = 72 of the
    // shard, 4 bytes each.
    QCOMPARE(elementBrief(*probe, index), QString("[20, 40] auf Kern (1, 1), Byte 288"));
    const QString tooltip = placeAnswerTooltip(mapFacts(layout, index));
    QVERIFY2(tooltip.contains("<b>Kern</b>") && tooltip.contains("<b>Byteposition</b>") && !tooltip.contains("<b>Core"),
        qPrintable(tooltip));
    // The seed form's grid padding past the data has no physical place: said in German, not as the CLI's English.
    const QString outside = placeAnswerTooltip(unmapFacts(layout, probe->physicalSlot(53, 0)));
    QVERIFY2(outside.contains("<b>Physisch</b>") && !outside.contains("outside the"), qPrintable(outside));
}

void TestLanguage::paddingReasonsSpeak_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("reason");
    // 53 rows over 3 core rows: shards of ceil(53 / 3) = 18 rows, 54 allocated, so plane row 53 is grid padding.
    QTest::newRow("English") << "en"
                             << "grid padding: 53 rows over 3 cores = 18 rows each, 54 allocated; row 53 is padding";
    QTest::newRow("German")
        << "de"
        << "Gitter-Auffüllung: 53 Zeilen auf 3 Kerne = je 18 Zeilen, 54 belegt; Zeile 53 ist Auffüllung";
    QTest::newRow("Japanese")
        << "ja"
        << "グリッドのパディング: 53 行 を 3 コアで分けると各 18 行、確保は 54。行 53 はパディング";
    QTest::newRow("Korean") << "ko"
                            << "그리드 패딩: 53 행을(를) 코어 3개로 나누면 각 18 행, 할당 54. 행 53은(는) 패딩";
    QTest::newRow("Chinese") << "zh_CN"
                             << "网格填充：53 行 分到 3 个核 = 每个 18 行，分配 54；行 53 是填充";
}

void TestLanguage::paddingReasonsSpeak()
{
    // A padding cell's tooltip gives the arithmetic in the user's language, its numbers as the CLI writes them.
    QFETCH(QString, language);
    QFETCH(QString, reason);
    AppTranslations::install(QLocale(language));
    const AnyLayout layout
        = parseAnyLayout("tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                         "memref<18x32xf32, #ttcore.memory_space<l1>>>>");
    const auto probe = makeLayoutProbe(layout);
    const PhysicalSlot slot = probe->physicalSlot(53, 0);
    const FactGroup facts = unmapFacts(layout, slot);
    const auto why = std::ranges::find(facts, std::string("padding_reason"), &Fact::key);
    QVERIFY(why != facts.end());
    QCOMPARE(LayoutFactsModel::valueText(why->value, why->key), reason);
    const QString tooltip = placeAnswerTooltip(facts);
    QVERIFY2(tooltip.contains(reason.toHtmlEscaped()), qPrintable(tooltip));
    AppTranslations::install(QLocale(QLocale::English));
}

void TestLanguage::whyPanelSpeaks()
{
    // The optimizer's remarks reach the Why panel as templates and values: worded in German, the quoted rejection
    // included, with the numbers as the CLI writes them.
    AppTranslations::install(QLocale(QLocale::German));
    const Remark rejected(RemarkKind::OpFailsValidation,
        { NV("Op", "%7"),
            NV("Reason",
                Remark(RemarkKind::L1OutOfMemory,
                    { NV("Kind", "ttnn.matmul"), NV("Bytes", 18432), NV("CircularBuffers", 8192), NV("Tensors", 10240),
                        NV("Budget", 17000) })) });
    LayoutFactsModel why;
    why.setFacts({ { "merges",
        FactValue::List {
            FactGroup { { "step", "a-to-b" }, { "applied", false }, { "reason", remarkMessage(rejected) } } } } });
    QStringList values;
    for (int r = 0; r < why.rowCount(); ++r)
        values << why.index(r, LayoutFactsModel::ValueColumn).data().toString();
    // Numbers grouped in the locale's way (here the test's default locale, as the window's system locale).
    const QLocale locale;
    const QString expected
        = QStringLiteral("%7: ttnn.matmul braucht %1 Bytes L1 pro Kern (%2 für Ringpuffer, "
                         "%3 für Tensoren), das Budget beträgt aber %4")
              .arg(locale.toString(18432), locale.toString(8192), locale.toString(10240), locale.toString(17000));
    QVERIFY2(values.join('\n').contains(expected), qPrintable(values.join('\n')));
    AppTranslations::install(QLocale(QLocale::English));
    // The CLI words the same remark from the same template in English.
    QCOMPARE(QString::fromStdString(remarkText(rejected)),
        QStringLiteral("%7: ttnn.matmul needs 18432 bytes of L1 per core (8192 for circular buffers, 10240 for "
                       "tensors) but the budget is 17000"));
}

void TestLanguage::factsSpeak()
{
    // The Details dock's prose values (the form, the L1 fit, the padding causes) in German; numbers as they are.
    AppTranslations::install(QLocale(QLocale::German));
    LayoutFactsModel facts;
    facts.setLayout(parseAnyLayout(
        "tensor<2x2x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 2x33x128, dim_alignments = "
        "1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>"));
    QMap<QString, QString> values;
    for (int r = 0; r < facts.rowCount(); ++r)
        values[facts.keyAt(r)] = facts.index(r, LayoutFactsModel::ValueColumn).data().toString();
    QVERIFY2(values.value("form").startsWith("aktuelle Form ("), qPrintable(values.value("form")));
    // 2x2 tiles of 32x32 f32 per core: 16384 bytes.
    QVERIFY2(values.value("l1_per_core").startsWith(QLocale().toString(16384) + " von "),
        qPrintable(values.value("l1_per_core")));
    QVERIFY2(values.value("l1_per_core").contains("passt"), qPrintable(values.value("l1_per_core")));
    QVERIFY2(
        values.value("padding_by_cause").startsWith("Ausrichtung: "), qPrintable(values.value("padding_by_cause")));
    AppTranslations::install(QLocale(QLocale::English));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
