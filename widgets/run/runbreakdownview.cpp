// SPDX-License-Identifier: MIT
#include "runbreakdownview.h"

#include "plotpalette.h"
#include "plotrender.h"
#include "run/opfamily.h"
#include "runpalette.h"

#include <QLocale>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <map>

namespace tle {

namespace {

// The longest op code a bar's label shows in full.
constexpr int kLabelLength = 28;

QCPAxisRect* makeRect(QCustomPlot* plot)
{
    auto* rect = new QCPAxisRect(plot);
    QCPAxis* left = rect->axis(QCPAxis::atLeft);
    left->setSubTicks(false);
    left->setTickLength(0);
    left->grid()->setVisible(false);
    left->setRangeReversed(true); // the largest on top
    rect->axis(QCPAxis::atBottom)->grid()->setSubGridVisible(false);
    return rect;
}

// One bar per row of `rows` (label, ns, share, class), top to bottom, with its time and share at its end.
struct BarRow
{
    QString label;
    double ns = 0;
    double share = 0;
    QColor color;
};

void fillRect(QCustomPlot* plot, QCPAxisRect* rect, const std::vector<BarRow>& rows, double unitNs)
{
    QCPAxis* keys = rect->axis(QCPAxis::atLeft);
    QCPAxis* values = rect->axis(QCPAxis::atBottom);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double top = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        const BarRow& row = rows[i];
        auto* bar = new QCPBars(keys, values);
        bar->removeFromLegend();
        bar->setWidth(0.7);
        bar->setBrush(row.color);
        bar->setPen(Qt::NoPen);
        bar->addData(double(i), row.ns / unitNs);
        ticker->addTick(double(i), row.label);
        auto* text = new QCPItemText(plot);
        text->setClipAxisRect(rect);
        text->position->setAxes(values, keys);
        text->position->setCoords(row.ns / unitNs, double(i));
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        text->setPadding(QMargins(4, 0, 0, 0));
        text->setText(QStringLiteral("%1 · %2").arg(runDurationText(row.ns), runShareText(row.share)));
        top = std::max(top, row.ns / unitNs);
    }
    keys->setTicker(ticker);
    keys->setRange(-0.6, std::max<double>(double(rows.size()) - 0.4, 0.4));
    // Room on the right for the labels.
    values->setRange(0, std::max(top, 1e-9) * 1.8);
    values->setLabel(unitNs == 1e6 ? QCoreApplication::translate("tle::RunViews", "Kernel time (ms)")
                                   : QCoreApplication::translate("tle::RunViews", "Kernel time (µs)"));
}

} // namespace

RunBreakdownView::RunBreakdownView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    followPalette(*m_plot);
    setObjectName(QStringLiteral("runBreakdown"));
    m_plot->setObjectName(QStringLiteral("runBreakdownPlot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->plotLayout()->clear();
    auto* charts = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(0, 0, charts);
    m_classRect = makeRect(m_plot);
    m_opRect = makeRect(m_plot);
    QFont titleFont = font();
    titleFont.setBold(true);
    charts->addElement(0, 0, new QCPTextElement(m_plot, tr("By family"), titleFont));
    charts->addElement(0, 1, new QCPTextElement(m_plot, tr("By op code (the %1 largest)").arg(kTopOps), titleFont));
    charts->addElement(1, 0, m_classRect);
    charts->addElement(1, 1, m_opRect);
    charts->setRowStretchFactors({ 0.001, 1.0 });
    charts->setColumnStretchFactors({ 0.45, 0.55 });
    m_tax = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(1, 0, m_tax);
    m_plot->plotLayout()->setRowStretchFactors({ 1.0, 0.001 });
    connect(m_plot, &QCustomPlot::mouseRelease, this, &RunBreakdownView::onClick);
    setAnalysis(nullptr);
}

RunBreakdownView::~RunBreakdownView() = default;

void RunBreakdownView::setAnalysis(std::shared_ptr<const RunAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_opCodes.clear();
    if (m_analysis) {
        fillClasses();
        fillOps();
    }
    m_tax->setText(taxText());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RunBreakdownView::fillClasses()
{
    const RunSummary& s = m_analysis->summary;
    const double unitNs = s.deviceKernelNs > 20e6 ? 1e6 : 1e3;
    std::vector<BarRow> rows;
    const double total = double(std::max<int64_t>(s.deviceKernelNs, 1));
    for (int f = 0; f < kOpFamilyCount; ++f) {
        if (s.byFamilyOps[size_t(f)] > 0)
            rows.push_back({ runFamilyTitle(OpFamily(f)), double(s.byFamilyNs[size_t(f)]),
                double(s.byFamilyNs[size_t(f)]) / total, runFamilyColor(OpFamily(f)) });
    }
    std::stable_sort(rows.begin(), rows.end(), [](const BarRow& a, const BarRow& b) { return a.ns > b.ns; });
    fillRect(m_plot, m_classRect, rows, unitNs);
}

void RunBreakdownView::fillOps()
{
    const MeasuredRun& run = *m_analysis->run;
    // An op code's colour is the family most of its time went to.
    std::map<std::string, std::array<int64_t, kOpFamilyCount>, std::less<>> familyTime;
    OpFamilies families;
    for (const RunOp& op : run.ops) {
        if (op.kind == RunOpKind::Device)
            familyTime[runGroupKey(run, op, RunGrouping::Op)][size_t(families.of(op))] += op.kernelNs.value_or(0);
    }
    std::vector<BarRow> rows;
    for (const RunGroup& g : m_analysis->byOp) {
        if (int(rows.size()) == kTopOps)
            break;
        const auto& times = familyTime[g.key];
        const auto most = std::max_element(times.begin(), times.end());
        QString label = QString::fromStdString(g.key);
        m_opCodes << label;
        if (label.size() > kLabelLength)
            label = label.left(kLabelLength - 1) + QChar(0x2026);
        rows.push_back({ label, double(g.kernelNs), g.share, runFamilyColor(OpFamily(most - times.begin())) });
    }
    fillRect(m_plot, m_opRect, rows, m_analysis->summary.deviceKernelNs > 20e6 ? 1e6 : 1e3);
}

QString RunBreakdownView::taxText() const
{
    if (!m_analysis)
        return tr("Open a run to see where its device time went");
    const RunSummary& s = m_analysis->summary;
    const double total = double(std::max<int64_t>(s.deviceKernelNs, 1));
    return tr("Layout tax of %1 device kernel time: %2 layout changes, %3 with tilize, %4 broad")
        .arg(runDurationText(double(s.deviceKernelNs)), runShareText(double(s.layoutChangeNs) / total),
            runShareText(double(s.layoutChangeWithTileNs) / total),
            runShareText(double(s.layoutChangeBroadNs) / total));
}

void RunBreakdownView::onClick(QMouseEvent* event)
{
    if (!m_analysis || !m_opRect->rect().contains(event->pos()))
        return;
    const double key = m_opRect->axis(QCPAxis::atLeft)->pixelToCoord(event->pos().y());
    const int row = int(std::lround(key));
    if (row >= 0 && row < m_opCodes.size())
        emit opCodeClicked(m_opCodes[row]);
}

bool RunBreakdownView::renderTo(QPaintDevice& device, const QSize& size, const QString& caption)
{
    return renderPlot(*this, *m_plot, device, size, caption);
}

} // namespace tle
