// SPDX-License-Identifier: MIT
#include "whypanel.h"

#include "layoutfactsmodel.h"
#include "messagetext.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace tle {

namespace {

const FactValue* field(const FactGroup& group, std::string_view key)
{
    for (const Fact& f : group) {
        if (f.key == key)
            return &f.value;
    }
    return nullptr;
}

QString fieldText(const FactGroup& group, std::string_view key)
{
    const FactValue* value = field(group, key);
    return value ? LayoutFactsModel::valueText(*value, "considered." + std::string(key)) : QString();
}

QString estimateText(const FactGroup& group)
{
    const FactValue* value = field(group, "estimated_us");
    const double* us = value ? std::get_if<double>(&value->data) : nullptr;
    return us ? WhyPanel::tr("%1 µs").arg(QLocale().toString(*us, 'f', 2)) : QString();
}

QList<QStandardItem*> candidateRow(const FactGroup& group)
{
    QList<QStandardItem*> row;
    for (const QString& text :
        { fieldText(group, "layout"), fieldText(group, "verdict"), estimateText(group), fieldText(group, "reason") }) {
        auto* item = new QStandardItem(text);
        item->setEditable(false);
        item->setToolTip(text);
        row << item;
    }
    row[WhyPanel::EstimateColumn]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return row;
}

// The verdict's sentences: core joins them pairwise as "%1 %2".
void sentencesOf(const Message& message, std::vector<Message>& out)
{
    const auto* first
        = message.args.size() == 2 ? std::get_if<std::shared_ptr<const Message>>(&message.args[0]) : nullptr;
    const auto* rest
        = message.args.size() == 2 ? std::get_if<std::shared_ptr<const Message>>(&message.args[1]) : nullptr;
    if (std::string_view(message.source) == "%1 %2" && first && rest && *first && *rest) {
        sentencesOf(**first, out);
        sentencesOf(**rest, out);
        return;
    }
    out.push_back(message);
}

// What a sentence of the verdict is about, named as the line's label.
QString labelOf(std::string_view source)
{
    if (source.starts_with("Chose %") || source.starts_with("No layout"))
        return WhyPanel::tr("Chosen");
    if (source.starts_with("Its L1 chain") || source.starts_with("It is in no L1 chain"))
        return WhyPanel::tr("Chain ended");
    if (source.find("spills to") != std::string_view::npos)
        return WhyPanel::tr("Spill");
    if (source.starts_with("The %1"))
        return WhyPanel::tr("Moves");
    return {};
}

// The sentences as labelled lines; the rule names in parentheses ("seed 002, spillEndToDRAM") go to `rules`.
QString labelledLines(const Message& verdict, QStringList& rules)
{
    static const QRegularExpression ruleName(QStringLiteral("\\s*[(（]((?:seed|Seed|シード|시드|种子)[^)）]*)[)）]"));
    std::vector<Message> sentences;
    sentencesOf(verdict, sentences);
    QString html;
    for (const Message& sentence : sentences) {
        QString text = messageText(sentence);
        for (auto it = ruleName.globalMatch(text); it.hasNext();)
            rules << it.next().captured(1);
        text.remove(ruleName);
        const QString label = labelOf(sentence.source);
        html += label.isEmpty()
            ? QStringLiteral("<div>%1</div>").arg(text.toHtmlEscaped())
            : QStringLiteral("<div><b>%1:</b> %2</div>").arg(label.toHtmlEscaped(), text.toHtmlEscaped());
    }
    return html;
}

} // namespace

WhyPanel::WhyPanel(QWidget* parent)
    : QWidget(parent)
    , m_candidates(new QStandardItemModel(this))
    , m_details(new LayoutFactsModel(this))
{
    setObjectName(QStringLiteral("whyPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("whyVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setMargin(4);
    m_verdict->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A long verdict scrolls in a small window rather than push the panes below off the screen.
    auto* verdictArea = new QScrollArea(this);
    verdictArea->setObjectName(QStringLiteral("whyVerdictArea"));
    verdictArea->setWidget(m_verdict);
    verdictArea->setWidgetResizable(true);
    verdictArea->setFrameShape(QFrame::NoFrame);
    verdictArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verdictArea->setMinimumHeight(2 * m_verdict->fontMetrics().lineSpacing() + 8);
    verdictArea->setMaximumHeight(6 * m_verdict->fontMetrics().lineSpacing() + 8);
    layout->addWidget(verdictArea);

    // The candidates and the other facts share the space under the verdict, one at a time.
    m_parts = new QTabWidget(this);
    m_parts->setObjectName(QStringLiteral("whyParts"));
    m_parts->setDocumentMode(true);
    m_candidateView = new QTreeView(m_parts);
    m_candidateView->setObjectName(QStringLiteral("whyCandidates"));
    m_candidateView->setModel(m_candidates);
    m_candidateView->setRootIsDecorated(true);
    m_candidateView->setUniformRowHeights(true);
    m_candidateView->setAlternatingRowColors(true);
    m_candidateView->header()->setStretchLastSection(true);
    m_detailView = new QTableView(m_parts);
    m_detailView->setObjectName(QStringLiteral("whyDetails"));
    m_detailView->setModel(m_details);
    m_detailView->verticalHeader()->hide();
    m_detailView->horizontalHeader()->setStretchLastSection(true);
    m_detailView->setWordWrap(true);
    m_parts->addTab(m_candidateView, tr("Candidates"));
    m_parts->addTab(m_detailView, tr("Facts"));
    // At 1280x720 the verdict and two candidates still show; each part scrolls.
    const int row = m_candidateView->fontMetrics().height() + 8;
    m_candidateView->setMinimumHeight(3 * row);
    m_detailView->setMinimumHeight(3 * row);
    layout->addWidget(m_parts, 1);
    clear();
}

void WhyPanel::clear()
{
    m_verdictPlain = tr("Select an op to see why the policy laid it out as it did.");
    m_verdict->setText(m_verdictPlain.toHtmlEscaped());
    m_verdict->setToolTip(QString());
    m_candidates->clear();
    m_candidates->setHorizontalHeaderLabels({ tr("Layout"), tr("Verdict"), tr("Estimated"), tr("Reason") });
    m_details->clear();
    fitColumns();
}

QString WhyPanel::verdictText() const
{
    return m_verdictPlain;
}

void WhyPanel::showVerdict(const FactValue& value)
{
    m_verdictPlain = LayoutFactsModel::valueText(value, "verdict");
    const auto* message = std::get_if<Message>(&value.data);
    if (!message) {
        m_verdict->setText(m_verdictPlain.toHtmlEscaped());
        return;
    }
    QStringList rules;
    m_verdict->setText(labelledLines(*message, rules));
    m_verdict->setToolTip(rules.isEmpty() ? QString() : tr("Rules: %1").arg(rules.join(QStringLiteral("; "))));
}

void WhyPanel::setFacts(const FactGroup& facts)
{
    clear();
    FactGroup rest;
    for (const Fact& f : facts) {
        if (f.key == "verdict")
            showVerdict(f.value);
        else if (f.key == "considered" && std::holds_alternative<FactValue::List>(f.value.data))
            fillCandidates(std::get<FactValue::List>(f.value.data));
        else if (f.key != "op" && f.key != "kind" && f.key != "policy") // the selected row and the policy box say them
            rest.push_back(f);
    }
    m_details->setFacts(rest);
    m_parts->setTabText(0, tr("Candidates (%1)").arg(m_candidates->rowCount()));
    fitColumns();
}

// Layout, verdict and estimate as wide as their rows and their whole header; the reason takes the rest.
void WhyPanel::fitColumns()
{
    const QFontMetrics metrics = m_candidateView->header()->fontMetrics();
    for (int c = 0; c < ReasonColumn; ++c) {
        const QString header = m_candidates->headerData(c, Qt::Horizontal).toString();
        m_candidateView->resizeColumnToContents(c);
        m_candidateView->setColumnWidth(
            c, std::max(m_candidateView->columnWidth(c), metrics.horizontalAdvance(header) + 2 * metrics.height()));
    }
}

// The chosen and fallback candidates on their own rows; the others grouped by verdict and reason, a group of
// several collapsed under one row, in the order the groups first appear (the policy's ranking).
void WhyPanel::fillCandidates(const FactValue::List& candidates)
{
    struct Group
    {
        QString verdict;
        QString reason;
        std::vector<const FactGroup*> members;
    };
    std::vector<Group> groups;
    for (const FactValue& value : candidates) {
        const auto* group = std::get_if<FactGroup>(&value.data);
        if (!group)
            continue;
        const FactValue* raw = field(*group, "verdict");
        const auto* message = raw ? std::get_if<Message>(&raw->data) : nullptr;
        const std::string_view english = message ? message->source : std::string_view();
        const QString verdict = fieldText(*group, "verdict");
        const QString reason = fieldText(*group, "reason");
        const bool alone = english == "chosen" || english == "fallback";
        auto it = std::find_if(groups.begin(), groups.end(),
            [&](const Group& g) { return !alone && g.verdict == verdict && g.reason == reason; });
        if (it == groups.end() || alone)
            it = groups.insert(groups.end(), Group { verdict, alone ? QString() : reason, {} });
        it->members.push_back(group);
    }
    for (const Group& g : groups) {
        if (g.members.size() == 1) {
            m_candidates->appendRow(candidateRow(*g.members.front()));
            continue;
        }
        QList<QStandardItem*> header;
        for (int c = 0; c < NumCandidateColumns; ++c) {
            auto* item = new QStandardItem;
            item->setEditable(false);
            header << item;
        }
        header[LayoutColumn]->setText(tr("%Ln layouts", nullptr, int(g.members.size())));
        header[VerdictColumn]->setText(g.verdict);
        header[ReasonColumn]->setText(g.reason);
        header[ReasonColumn]->setToolTip(g.reason);
        for (const FactGroup* member : g.members)
            header.front()->appendRow(candidateRow(*member));
        m_candidates->appendRow(header);
    }
}

} // namespace tle
