// SPDX-License-Identifier: MIT
#include "transferview.h"

#include "io/layouttext/anylayoutparser.h"
#include "io/model/modelfile.h"
#include "io/runs/noctracereader.h"
#include "nocgridwidget.h"
#include "optimizer/shared/legallayouts.h"
#include "plotpalette.h"
#include "report/policyreport.h"
#include "transfermatrix.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPicture>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <thread>
#include <utility>

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
    if (bound == TransferBound::Link)
        return TransferView::tr("the busiest link");
    if (bound == TransferBound::Endpoint)
        return TransferView::tr("the busiest endpoint");
    return TransferView::tr("per-call overhead");
}

} // namespace

TransferView::TransferView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("transferView"));
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
    auto* traceButton = new QPushButton(tr("&Trace…"), this);
    traceButton->setObjectName(QStringLiteral("transferTrace"));
    traceButton->setToolTip(tr("Load a NoC trace tt-metal's profiler recorded (JSON) and draw it as measured"));
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("transferHeader"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_grid = new NocGridWidget(this);
    m_matrix = new TransferMatrix(this);
    m_histogram = new QCustomPlot(this);
    m_histogram->setObjectName(QStringLiteral("transferHistogram"));
    m_histogram->setMinimumHeight(80);
    followPalette(*m_histogram);

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
    controls->addWidget(traceButton);
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
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_header);
    layout->addWidget(body, 1);

    connect(m_to, &QComboBox::activated, this, [this](int index) {
        const QString text = m_to->itemData(index).toString();
        setDestination(text.isEmpty() ? m_to->itemText(index) : text);
    });
    connect(m_to->lineEdit(), &QLineEdit::returnPressed, this, [this] {
        const int index = m_to->findText(m_to->currentText());
        const QString data = index >= 0 ? m_to->itemData(index).toString() : QString();
        setDestination(data.isEmpty() ? m_to->currentText() : data);
    });
    connect(m_noc, &QComboBox::activated, this, [this](int index) { setNoc(m_noc->itemData(index).toInt()); });
    connect(m_show, &QComboBox::activated, this, [this](int index) { setShowTrace(m_show->itemData(index).toBool()); });
    connect(traceButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a NoC Trace"), QString(), tr("NoC traces (*.json);;All files (*)"));
        if (!path.isEmpty())
            loadTrace(path);
    });
    showPlan(nullptr, {});
}

TransferView::~TransferView()
{
    if (m_cancel)
        m_cancel->store(true);
}

void TransferView::showLayout(const LayoutSnapshot& snapshot)
{
    // A drill-down's destination belongs to this layout only, whether it can be planned or not.
    const QString next = std::exchange(m_next, QString());
    m_from.reset();
    if (snapshot.probe && notationOf(snapshot.probe->layout()) != Notation::Xla)
        m_from = snapshot.probe->layout();
    fillChoices();
    if (m_from && m_to->count() > 0) {
        // The destination a drill-down asked for, else a typed one that still fits, else the first choice.
        const QString keep = !next.isEmpty() ? next : destinationText();
        setDestination(keep.isEmpty() ? m_to->itemData(0).toString() : keep);
    } else {
        showPlan(nullptr, m_from ? QString() : tr("The transfer view needs a TTNN or metal layout."));
    }
}

void TransferView::fillChoices()
{
    const QString typed = m_to->currentText();
    m_to->clear();
    if (!m_from)
        return;
    const Shape& shape = logicalShapeOf(*m_from);
    if (hasZeroExtent(shape))
        return;
    // The layouts the tensor can take on the device: DRAM and L1 interleaved, then sharded ones, most cores first.
    const OptimizerDevice device;
    std::vector<TtnnLayout> legal;
    try {
        legal = legalTensorLayouts(shape, elementTypeOf(*m_from).value_or(ElementType::BF16), device);
    } catch (const Error&) {
        return;
    }
    std::stable_partition(legal.begin(), legal.end(), [](const TtnnLayout& l) { return !l.isSharded(); });
    std::stable_partition(
        legal.begin(), legal.end(), [](const TtnnLayout& l) { return l.spec().bufferType == BufferType::Dram; });
    constexpr size_t kChoices = 24;
    for (size_t i = 0; i < legal.size() && i < kChoices; ++i) {
        const TtnnTensor tensor { legal[i], std::nullopt, false, {}, {} };
        m_to->addItem(QString::fromStdString(layoutLabel(legal[i])), QString::fromStdString(printedTtnn(tensor)));
    }
    m_to->setEditText(typed);
}

QString TransferView::destinationText() const
{
    const int index = m_to->findText(m_to->currentText());
    if (index >= 0 && !m_to->itemData(index).toString().isEmpty())
        return m_to->itemData(index).toString();
    return m_to->currentText();
}

void TransferView::setDestination(const QString& text, bool wait)
{
    // Small tensors plan at once (a few milliseconds); large ones off the GUI thread.
    constexpr int64_t kPlanAtOnce = int64_t(1) << 22;
    wait = wait || (m_from && allocatedElements(*m_from) <= kPlanAtOnce);
    int index = m_to->findData(text);
    if (index >= 0)
        m_to->setCurrentIndex(index);
    else
        m_to->setEditText(text);
    startPlan(wait);
}

void TransferView::startPlan(bool wait)
{
    if (m_cancel)
        m_cancel->store(true);
    if (!m_from) {
        showPlan(nullptr, tr("The transfer view needs a TTNN or metal layout."));
        return;
    }
    const std::string text = destinationText().toStdString();
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    const int generation = ++m_generation;
    auto work = [from = *m_from, text, cancel]() -> std::pair<std::shared_ptr<const TransferPlan>, QString> {
        try {
            const AnyLayout to = parseAnyLayout(text);
            return { std::make_shared<const TransferPlan>(planTransfer(from, to, {}, cancel.get())), QString() };
        } catch (const std::exception& e) {
            // Any failure, a lack of memory included, is the plan's error, never the window's end.
            return { nullptr, QString::fromUtf8(e.what()) };
        }
    };
    if (wait) {
        auto [plan, error] = work();
        showPlan(std::move(plan), error);
        return;
    }
    m_header->setText(tr("Planning the transfer…"));
    QPointer<TransferView> self(this);
    std::thread([self, work, generation, cancel] {
        auto result = work();
        if (cancel->load())
            return;
        QMetaObject::invokeMethod(
            qApp,
            [self, generation, result] {
                if (self && self->m_generation == generation)
                    self->showPlan(result.first, result.second);
            },
            Qt::QueuedConnection);
    }).detach();
}

QString TransferView::loadTrace(const QString& path)
{
    try {
        const NocTrace trace = readNocTrace(readTextFile(path.toStdString()));
        m_trace = std::make_shared<const TransferPlan>(recordedTransfer(trace, OptimizerDevice().noc).plan);
        m_traceName = QFileInfo(path).fileName();
    } catch (const std::exception& e) {
        m_error = tr("Cannot read the trace %1: %2").arg(QFileInfo(path).fileName(), QString::fromUtf8(e.what()));
        m_header->setText(headerText());
        return m_error;
    }
    m_show->setEnabled(true);
    setShowTrace(true);
    return {};
}

void TransferView::setShowTrace(bool show)
{
    m_showTrace = show;
    m_show->setCurrentIndex(m_show->findData(show));
    showShown();
    m_header->setText(headerText());
}

void TransferView::showShown()
{
    m_grid->setPlan(shown());
    m_matrix->setPlan(shown());
    updateHistogram();
}

void TransferView::showPlan(std::shared_ptr<const TransferPlan> plan, const QString& error)
{
    m_plan = std::move(plan);
    m_error = error;
    showShown();
    m_header->setText(headerText());
    QPalette pal = m_header->palette();
    pal.setColor(QPalette::WindowText, error.isEmpty() ? palette().color(QPalette::WindowText) : QColor(200, 40, 40));
    m_header->setPalette(pal);
    emit planned();
}

QString TransferView::headerText() const
{
    QString traceLine;
    if (m_trace) {
        traceLine = tr("Recorded trace %1: %n call(s), %2, span %3 µs", nullptr, int(m_trace->calls))
                        .arg(m_traceName, QLocale().formattedDataSize(m_trace->bytes))
                        .arg(m_trace->estimate.ns / 1000, 0, 'f', 2);
        if (m_plan && m_trace->estimate.ns > 0)
            traceLine += tr("; the model's estimate is %1 times the span")
                             .arg(m_plan->estimate.ns / m_trace->estimate.ns, 0, 'f', 2);
        if (showsTrace())
            traceLine += tr(" (drawn)");
    }
    const QString model = modelText();
    return traceLine.isEmpty() ? model : model + QStringLiteral("\n") + traceLine;
}

QString TransferView::modelText() const
{
    if (!m_error.isEmpty())
        return tr("Cannot plan this change: %1").arg(m_error);
    if (!m_plan)
        return m_from ? tr("Choose or type the layout to change to.")
                      : tr("The transfer view needs a TTNN or metal layout.");
    const TransferPlan& p = *m_plan;
    QString text
        = tr("%1 → %2 (%3): %4 of data in %n transaction(s), median %5", nullptr, int(p.calls))
              .arg(QString::fromStdString(p.fromSummary), QString::fromStdString(p.toSummary), kindText(p.kind),
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

void TransferView::setNoc(int noc)
{
    m_noc->setCurrentIndex(m_noc->findData(noc));
    m_grid->setNoc(noc);
}

void TransferView::updateHistogram()
{
    m_histogram->clearPlottables();
    m_histogram->xAxis->setLabel(tr("Transaction size"));
    m_histogram->yAxis->setLabel(tr("Transactions"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const std::shared_ptr<const TransferPlan> plan = shown();
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
    // A plot not laid out yet has no paint buffer: it replots when it is shown.
    m_histogram->replot(m_histogram->width() > 0 && m_histogram->isVisible() ? QCustomPlot::rpImmediateRefresh
                                                                             : QCustomPlot::rpQueuedReplot);
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
