// SPDX-License-Identifier: MIT
#include "transferview.h"

#include "nocgridwidget.h"
#include "plotpalette.h"
#include "transfer/transferplan.h"
#include "transferdocument.h"
#include "transfermatrix.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPicture>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <map>

namespace tle {

namespace {

QString kindText(ConversionKind kind)
{
    switch (kind) {
    case ConversionKind::InterleavedToSharded:
        return TransferView::tr("interleaved to sharded");
    case ConversionKind::ShardedToInterleaved:
        return TransferView::tr("sharded to interleaved");
    case ConversionKind::Reshard:
        return TransferView::tr("reshard");
    case ConversionKind::Relay:
        return TransferView::tr("copy through worker cores");
    }
    return {};
}

QString boundText(TransferBound bound)
{
    switch (bound) {
    case TransferBound::Link:
        return TransferView::tr("the busiest link");
    case TransferBound::Endpoint:
        return TransferView::tr("the busiest endpoint");
    case TransferBound::Overhead:
    case TransferBound::Measured:
        break;
    }
    return TransferView::tr("per-call overhead");
}

} // namespace

TransferView::TransferView(TransferDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("transferView"));
    buildControls();
    auto* controls = new QHBoxLayout;
    auto* toLabel = new QLabel(tr("&Change to:"), this);
    toLabel->setBuddy(m_to);
    controls->addWidget(toLabel);
    controls->addWidget(m_to, 1);
    auto* nocLabel = new QLabel(tr("&Links of:"), this);
    nocLabel->setBuddy(m_noc);
    controls->addWidget(nocLabel);
    controls->addWidget(m_noc);
    controls->addWidget(m_show);
    auto* traceButton = new QPushButton(tr("&Trace…"), this);
    traceButton->setObjectName(QStringLiteral("transferTrace"));
    traceButton->setToolTip(tr("Load a NoC trace tt-metal's profiler recorded (JSON) and draw it as measured"));
    connect(traceButton, &QPushButton::clicked, this, &TransferView::chooseTrace);
    controls->addWidget(traceButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_header);
    layout->addLayout(buildBody(), 1);
    connectDocument();
    showChoices();
    showPlan();
}

void TransferView::buildControls()
{
    m_to = new QComboBox(this);
    m_to->setObjectName(QStringLiteral("transferTo"));
    m_to->setEditable(true);
    m_to->setInsertPolicy(QComboBox::NoInsert);
    m_to->setMinimumContentsLength(12);
    m_to->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_to->setToolTip(tr("The layout to change to: one the tensor can take on the device, or any layout typed here "
                        "(TTNN or metal) of the same tensor"));
    m_noc = new QComboBox(this);
    m_noc->setObjectName(QStringLiteral("transferNoc"));
    m_noc->addItem(tr("Both NoCs"), -1);
    m_noc->addItem(tr("NoC 0"), 0);
    m_noc->addItem(tr("NoC 1"), 1);
    m_show = new QComboBox(this);
    m_show->setObjectName(QStringLiteral("transferShow"));
    m_show->addItem(tr("Model"), false);
    m_show->addItem(tr("Recorded trace"), true);
    m_show->setEnabled(false);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("transferHeader"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

QLayout* TransferView::buildBody()
{
    m_grid = new NocGridWidget(this);
    m_matrix = new TransferMatrix(this);
    m_histogram = new QCustomPlot(this);
    m_histogram->setObjectName(QStringLiteral("transferHistogram"));
    m_histogram->setMinimumHeight(80);
    followPalette(*m_histogram);
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_matrix);
    right->addWidget(m_histogram);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(m_grid);
    body->addWidget(right);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 2);
    body->setSizes({ 600, 400 });
    auto* layout = new QVBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(body);
    return layout;
}

// Edits go to the document; what it holds comes back through its signals.
void TransferView::connectDocument()
{
    connect(m_to, &QComboBox::activated, this, [this](int index) {
        const auto& choices = m_document->choices();
        if (index >= 0 && size_t(index) < choices.size())
            m_document->setDestination(choices[size_t(index)].layout);
    });
    connect(m_to->lineEdit(), &QLineEdit::returnPressed, this, &TransferView::destinationEntered);
    connect(
        m_noc, &QComboBox::activated, this, [this](int index) { m_document->setNoc(m_noc->itemData(index).toInt()); });
    connect(m_show, &QComboBox::activated, this,
        [this](int index) { m_document->setShowTrace(m_show->itemData(index).toBool()); });
    connect(m_document, &TransferDocument::sourceChanged, this, &TransferView::showChoices);
    connect(m_document, &TransferDocument::planChanged, this, &TransferView::showPlan);
    connect(m_document, &TransferDocument::traceChanged, this, &TransferView::showPlan);
    connect(m_document, &TransferDocument::displayChanged, this, &TransferView::showPlan);
}

void TransferView::destinationEntered()
{
    const int index = m_to->findText(m_to->currentText());
    const auto& choices = m_document->choices();
    if (index >= 0 && size_t(index) < choices.size())
        m_document->setDestination(choices[size_t(index)].layout);
    else
        m_document->setDestinationText(m_to->currentText());
}

void TransferView::chooseTrace()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a NoC Trace"), QString(), tr("NoC traces (*.json);;All files (*)"));
    if (!path.isEmpty())
        m_document->loadTrace(path);
}

void TransferView::showLayout(const LayoutSnapshot& snapshot)
{
    m_document->setSource(snapshot.probe ? std::make_shared<const AnyLayout>(snapshot.probe->layout()) : nullptr);
}

void TransferView::showChoices()
{
    const QSignalBlocker blocker(m_to);
    m_to->clear();
    for (const TransferChoice& choice : m_document->choices())
        m_to->addItem(QString::fromStdString(choice.label), choice.text);
}

void TransferView::showPlan()
{
    const QSignalBlocker blocker(m_to);
    const int chosen = m_to->findData(m_document->destinationText());
    if (chosen >= 0)
        m_to->setCurrentIndex(chosen);
    else
        m_to->setEditText(m_document->destinationText());
    // A layout's text starts with what a reader looks for first (the tensor's shape and type).
    if (!m_to->lineEdit()->hasFocus())
        m_to->lineEdit()->setCursorPosition(0);
    m_noc->setCurrentIndex(m_noc->findData(m_document->noc()));
    m_show->setEnabled(m_document->trace() != nullptr);
    m_show->setCurrentIndex(m_show->findData(m_document->showsTrace()));
    m_grid->setNoc(m_document->noc());
    m_grid->setPlan(m_document->shown());
    m_matrix->setPlan(m_document->shown());
    updateHistogram();
    m_header->setText(headerText());
    QPalette pal = m_header->palette();
    const bool failed = !m_document->error().isEmpty() || !m_document->traceError().isEmpty();
    pal.setColor(QPalette::WindowText, failed ? QColor(200, 40, 40) : palette().color(QPalette::WindowText));
    m_header->setPalette(pal);
}

QString TransferView::headerText() const
{
    QString traceLine;
    if (const auto& trace = m_document->trace()) {
        const TransferPlan& recorded = trace->plan;
        traceLine = tr("Recorded trace %1: %n call(s), %2, span %3 µs", nullptr, int(recorded.calls))
                        .arg(m_document->traceName(), QLocale().formattedDataSize(recorded.bytes))
                        .arg(recorded.estimate.ns / 1000, 0, 'f', 2);
        if (trace->unplacedCalls > 0)
            traceLine += tr(
                "; %n call(s) left out, not between worker cores and DRAM banks", nullptr, int(trace->unplacedCalls));
        if (const auto& plan = m_document->plan(); plan && recorded.estimate.ns > 0)
            traceLine += tr("; the model's estimate is %1 times the span")
                             .arg(plan->estimate.ns / recorded.estimate.ns, 0, 'f', 2);
        if (m_document->showsTrace())
            traceLine += tr(" (drawn)");
    }
    if (!m_document->traceError().isEmpty())
        traceLine = m_document->traceError();
    const QString model = modelText();
    return traceLine.isEmpty() ? model : model + QStringLiteral("\n") + traceLine;
}

QString TransferView::modelText() const
{
    if (!m_document->source())
        return tr("The transfer view needs a TTNN or metal layout.");
    if (!m_document->error().isEmpty())
        return tr("Cannot plan this change: %1").arg(m_document->error());
    if (m_document->isPlanning())
        return tr("Planning the transfer…");
    const auto& plan = m_document->plan();
    if (!plan)
        return tr("Choose or type the layout to change to.");
    const TransferPlan& p = *plan;
    QString text = tr("%1 → %2 (%3) on %4: %5 of data in %n transaction(s), median %6", nullptr, int(p.calls))
                       .arg(QString::fromStdString(p.fromSummary), QString::fromStdString(p.toSummary),
                           kindText(p.kind), QString::fromStdString(m_document->device().device.name),
                           QLocale().formattedDataSize(p.bytes), QLocale().formattedDataSize(p.medianCallBytes));
    if (p.paddingBytes > 0)
        text += tr(", %1 of padding moved along").arg(QLocale().formattedDataSize(p.paddingBytes));
    text += QStringLiteral("\n");
    text += tr("Estimated %1 µs, bound by %2; no plan beats %3 µs (the busiest link or endpoint at its peak).")
                .arg(p.estimate.ns / 1000, 0, 'f', 2)
                .arg(boundText(p.estimate.bound))
                .arg(p.estimate.lowerBoundNs / 1000, 0, 'f', 2);
    if (p.busiestLink >= 0) {
        const NocLink l = p.noc.link(p.busiestLink);
        text += QStringLiteral(" ")
            + tr("Busiest link (%1, %2) → (%3, %4) on NoC %5 with %6.")
                  .arg(l.from.y)
                  .arg(l.from.x)
                  .arg(l.to.y)
                  .arg(l.to.x)
                  .arg(l.noc)
                  .arg(QLocale().formattedDataSize(p.linkBytes[size_t(p.busiestLink)]));
    }
    return text;
}

void TransferView::updateHistogram()
{
    m_histogram->clearPlottables();
    m_histogram->xAxis->setLabel(tr("Transaction size"));
    m_histogram->yAxis->setLabel(tr("Transactions"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const std::shared_ptr<const TransferPlan> plan = m_document->shown();
    if (plan && !plan->histogram.empty()) {
        // One bar per size; past 16 sizes, one per power of two.
        std::map<int64_t, int64_t> bins;
        const bool binned = plan->histogram.size() > 16;
        for (const auto& [bytes, count] : plan->histogram) {
            int64_t key = bytes;
            if (binned) {
                key = 1;
                while (key < bytes)
                    key *= 2;
            }
            bins[key] += count;
        }
        auto* bars = new QCPBars(m_histogram->xAxis, m_histogram->yAxis);
        bars->setBrush(QColor(70, 130, 200));
        bars->setPen(QPen(QColor(40, 90, 160)));
        double x = 1;
        double top = 0;
        for (const auto& [bytes, count] : bins) {
            bars->addData(x, double(count));
            ticker->addTick(
                x, binned ? tr("≤%1").arg(QLocale().formattedDataSize(bytes)) : QLocale().formattedDataSize(bytes));
            top = std::max(top, double(count));
            x += 1;
        }
        bars->setWidth(0.7);
        m_histogram->xAxis->setRange(0.3, x - 0.3);
        m_histogram->yAxis->setRange(0, top * 1.1);
    }
    m_histogram->xAxis->setTicker(ticker);
    applyPlotPalette(*m_histogram, palette());
    // Queued: a plan arrives from the job runner while the window may still be laying the plot out, before it has
    // a paint buffer.
    m_histogram->replot(QCustomPlot::rpQueuedReplot);
}

void TransferView::render(QPainter& painter, const QRectF& target) const
{
    painter.save();
    painter.fillRect(target, palette().color(QPalette::Window));
    painter.setPen(palette().color(QPalette::WindowText));
    const QFontMetricsF fm(painter.font());
    const QString header = headerText();
    const QRectF headerRect(target.left() + 8, target.top() + 6, target.width() - 16, target.height());
    const QRectF used = painter.boundingRect(headerRect, Qt::TextWordWrap, header);
    painter.drawText(headerRect, Qt::TextWordWrap, header);
    const double top = used.bottom() + 8;
    const QRectF body(target.left(), top, target.width(), target.bottom() - top);
    const QRectF gridRect(body.left(), body.top(), body.width() * 0.58, body.height());
    const QRectF matrixRect(gridRect.right(), body.top(), body.width() - gridRect.width(), body.height() * 0.6);
    const QRectF plotRect(
        gridRect.right(), matrixRect.bottom(), matrixRect.width(), body.height() - matrixRect.height());
    m_grid->paintInto(painter, gridRect);
    m_matrix->paintInto(painter, matrixRect);
    // The histogram through QCustomPlot's own painter, as a picture placed in its rectangle.
    QPicture picture;
    QCPPainter plotPainter;
    if (plotPainter.begin(&picture)) {
        plotPainter.setMode(QCPPainter::pmVectorized);
        plotPainter.setMode(QCPPainter::pmNoCaching);
        m_histogram->toPainter(&plotPainter, int(plotRect.width()), int(plotRect.height()));
        plotPainter.end();
        painter.drawPicture(plotRect.topLeft(), picture);
    }
    painter.restore();
}

} // namespace tle
